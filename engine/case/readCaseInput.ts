import { homeOwnership, type Phase } from '../game/position';
import type { GameMap } from '../map/gameMap';
import { POWERS, provinceOf, splitLoc, type Power, type ProvinceId, type Unit } from '../map/types';
import { parseOrders } from '../orders/parse';
import type { ParsedLine, ParsePosition, ParseResult } from '../orders/parseTypes';
import { isRevival, type MovementOrder, type Order } from '../orders/types';
import { powersOut } from '../orders/parseBoard';
import type { RevivalOrders } from '../resolve/insurrection';
import { revivalStep } from '../game/revivalStep';
import type { Dislodgement } from '../legality/retreatTypes';
import { ruleSet } from '../rules';
import { checkToss, playerVariant, type VariantPlay } from '../rules/playerVariants';
import type { RuleSet } from '../rules/ruleSet';
import { ordersOfPlayers, rulesForYear } from '../game/variantRules';
import { InputError } from '../inputError';
import { refuseUnassignable } from './strict';
import type { CaseInput } from './json/caseInput';

/*
 * A case already in the schema's shape, read against the map and rules. The sandbox and lessons build
 * their cases as typed objects and come here directly: no JSON and no zod on a lesson's first load.
 */

export interface ReadOptions {
  /** Refuse (exit code 2) a line that names no province or an empty province, instead of reporting and ignoring it. */
  strict?: boolean;
  /** The variant for a case or game file that names none (`--variant`). */
  variant?: string;
}

export interface ReadCase {
  input: CaseInput;
  rules: string;
  /** The rule set as it applies to this case: with the variant's year (`rulesForYear`) when a variant is named. */
  ruleValue: RuleSet;
  /** The variant named, with its toss. */
  variant?: VariantPlay;
  /** Adjustment cases: orders written for a power nobody plays (V.5.a), set aside. */
  setAside: ReadonlySet<object>;
  phase: Phase;
  units: Unit[];
  /** Retreat cases: the units that must retreat. */
  dislodged: Dislodgement[];
  standoffs: ProvinceId[];
  /** Adjustment cases: the complete ownership (the 1901 home ownership by default). */
  centres: Record<ProvinceId, Power> | undefined;
  /** How every line was read (seed 004 degrees, diagnostics). */
  parse: ParseResult;
  /** The orders handed to the phase's adjudicator, in text order. */
  given: Order[];
  /** Movement cases: the same orders as `given`; empty in the other phases. */
  orders: MovementOrder[];
  /** The line each given order came from. */
  lineOf: ReadonlyMap<object, ParsedLine>;
  /**
   * Movement cases under a rule set with the insurrection (CalsMUN), when revival orders were given: how each was
   * judged, as a whole game judges them. The units that joined an insurrection are not in `units`: they left the
   * board before the movement, and their other orders are not in `given`.
   */
  revivals?: RevivalOrders;
}

const MOVEMENT_KINDS = new Set(['hold', 'move', 'support', 'convoy']);

export function readCaseInput(input: CaseInput, map: GameMap, defaultRules: string, options: ReadOptions = {}): ReadCase {
  const rules = input.rules ?? defaultRules;
  // ruleSet knows its ids as own keys only, and throws an InputError for any other name.
  const rulesValue = ruleSet(rules);
  const variant = readVariant({ variant: input.variant ?? options.variant, toss: input.toss });
  const ruleValue = rulesForYear(rulesValue, variant, input.year ?? variant?.variant.startYear ?? 1901);
  const { phase } = input;
  if (phase !== 'retreat' && (input.dislodged.length > 0 || input.standoffs.length > 0)) {
    throw new InputError(`dislodged and standoffs belong to a retreat case (this is a ${phase} case).`);
  }

  const units = input.units.map((text, i) => readUnit(text, `units[${i}]`, map));
  onePerProvince(units, map, 'units');
  const dislodged = input.dislodged.map((d, i): Dislodgement => ({
    unit: readUnit(d.unit, `dislodged[${i}].unit`, map),
    attackerFrom: knownProvince(d.from, `dislodged[${i}].from`, map),
    attackerConvoyed: d.convoyed,
  }));
  onePerProvince(dislodged.map((d) => d.unit), map, 'dislodged');
  const standoffs = input.standoffs.map((p, i) => knownProvince(p, `standoffs[${i}]`, map));
  for (const [p] of Object.entries(input.centres ?? {})) {
    if (!map.province(p)?.supplyCentre) throw new InputError(`centres: "${p}" is not a supply centre.`);
  }
  const centres = input.centres ?? (phase === 'adjustment' ? homeOwnership(map) : undefined);

  // Orders are read the way players write them (seed 004): a line that cannot be
  // assigned is reported in its entry and ignored, unless --strict.
  const position: ParsePosition = { units, phase, dislodged, standoffs, ...(centres ? { centres } : {}), ...(input.eliminated ? { eliminated: input.eliminated } : {}), ...(input.power ? { power: input.power } : {}) };
  const parse = parseOrders(input.orders, position, ruleValue, { map });
  if (options.strict) refuseUnassignable(parse, input.orders, 'orders, ');
  const lineOf = new Map<object, ParsedLine>();
  for (const line of parse.lines) if (line.order) lineOf.set(line.order, line);
  // CalsMUN's revival orders are judged before the movement, as in a whole game (engine/game/nextPosition.ts): the
  // units that join an insurrection leave the board first. What they win is settled at the end of the season,
  // which a single case does not reach. The rest go to the phase's adjudicator.
  const { revivals, staying, left } =
    phase === 'movement' ? revivalStep(map, { units, eliminated: powersOut(units, centres, input.eliminated) }, parse.given, ruleValue) : { revivals: undefined, staying: units, left: new Set<object>() };
  const readable = parse.given.filter((o): o is Order => !isRevival(o) && !left.has(o));
  // A power nobody plays gives no adjustments (V.5.a); its moves and retreats are ruled illegal by the legality check.
  const { kept: given, setAside } = phase === 'adjustment' ? ordersOfPlayers(ruleValue, readable) : { kept: readable, setAside: [] };
  const orders = phase === 'movement' ? given.filter((o): o is MovementOrder => MOVEMENT_KINDS.has(o.kind)) : [];
  const read: ReadCase = {
    input, rules, ruleValue, setAside: new Set(setAside), phase, units: staying, dislodged, standoffs, centres, parse,
    given: phase === 'movement' ? orders : given, orders, lineOf,
  };
  if (variant) read.variant = variant;
  if (revivals) read.revivals = revivals;
  return read;
}

/** The variant a case or game file names, checked: a clear message for an unknown id or a toss that names no side. */
export function readVariant(input: { variant?: string; toss?: string }): VariantPlay | undefined {
  if (input.variant === undefined) {
    if (input.toss !== undefined) throw new InputError('toss: a coin toss belongs to the two-player variant; name it with "variant": "two".');
    return undefined;
  }
  const variant = playerVariant(input.variant);
  const wrong = checkToss(variant, input.toss);
  if (wrong) throw new InputError(`toss: ${wrong}`);
  return input.toss === undefined ? { variant } : { variant, toss: input.toss };
}

function readUnit(text: string, path: string, map: GameMap): Unit {
  const m = /^\s*([A-Z]{3})\s+([AF])\s+([a-z]{3}(?:\/[a-z]{2})?)\s*$/.exec(text);
  if (!m) throw new InputError(`${path}: "${text}" should look like "ENG F lon" or "RUS F stp/sc".`);
  const [, power, type, loc] = m;
  if (!POWERS.includes(power as Power)) throw new InputError(`${path}: unknown power "${power}" (use ${POWERS.join(' ')}).`);
  const { province, coast } = splitLoc(loc);
  const p = map.province(province);
  if (!p) throw new InputError(`${path}: unknown province "${province}".`);
  if (!map.canOccupy(type as 'A' | 'F', province)) throw new InputError(`${path}: ${type === 'A' ? 'an army' : 'a fleet'} cannot stand in ${p.name}.`);
  const coasts = map.coasts(province);
  if (type === 'F' && coasts.length > 0 && (!coast || !coasts.includes(coast))) {
    throw new InputError(`${path}: a fleet in ${p.name} must name its coast (${coasts.map((c) => `${province}/${c}`).join(' or ')}).`);
  }
  if (coast && (type === 'A' || !coasts.includes(coast))) throw new InputError(`${path}: "${loc}" is not a place a ${type === 'A' ? 'army' : 'fleet'} can stand.`);
  return { power: power as Power, type: type as 'A' | 'F', loc };
}

function knownProvince(id: string, path: string, map: GameMap): ProvinceId {
  if (!map.province(id)) throw new InputError(`${path}: unknown province "${id}".`);
  return id;
}

/** One unit per province (I.2.d); a dislodged unit shares its province only with its attacker, so dislodged units are checked among themselves. */
function onePerProvince(units: readonly Unit[], map: GameMap, field: string): void {
  const seen = new Map<string, string>();
  for (const u of units) {
    const p = provinceOf(u.loc);
    const text = `${u.power} ${u.type} ${u.loc}`;
    if (seen.has(p)) throw new InputError(`${field}: two units stand in ${map.province(p)?.name}: "${seen.get(p)}" and "${text}".`);
    seen.set(p, text);
  }
}
