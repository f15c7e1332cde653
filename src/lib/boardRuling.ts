/**
 * A board's ruling from its orders as players write them: the one pipeline behind every board, run
 * at build time for the published page and in the browser on every edit. Text is read by the
 * lenient parser (seed 004), the orders it gives are ruled by the adjudicator with a trace, and the
 * ruling is explained. Rows follow the CLI's output: one per order line, then one per unit left
 * without an order (an implicit hold), each naming its unit with its power (`ENG F lon`) and the
 * CLI's outcome word.
 *
 * Pure: no DOM, no Node; everything it imports is engine code.
 */
import type { Position } from '../../engine/game/position';
import { standardMap } from '../../engine/map/standardMap';
import { POWER_NAMES, provinceOf, unitKey, type Power, type Unit } from '../../engine/map/types';
import { formatOrder } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import type { Degree, Diagnostic, ParseResult } from '../../engine/orders/parseTypes';
import { revivalsGiven, type GameOrder, type MovementOrder } from '../../engine/orders/types';
import { adjudicate, type Adjudication } from '../../engine/resolve';
import type { RuleId } from '../../engine/rules/citations';
import type { RuleSet, RuleSetId } from '../../engine/rules/ruleSet';
import { ruleSet } from '../../engine/rules';
import { playerVariant } from '../../engine/rules/playerVariants';
import { rulesForYear } from '../../engine/rules/rulesForYear';
import { explain, type Explanation } from '../../engine/trace/explain';
import type { revivalStep } from '../../engine/game/revivalStep';
import type { revivalVerdicts } from '../../engine/case/lineEntry';
import { unitFate, unitRowOf } from '../../engine/trace/unitRows';
import { unitName } from '../../engine/trace/describe';
import { withoutRuleRefs } from '../../engine/trace/sentences';
import type { PhaseOrderResult } from './board/scene';
import type { PhaseRuling } from './sandbox/phaseRuling';

export interface BoardInput {
  units: readonly Unit[];
  /** Supply-centre owners, for builds and for colouring the map. */
  centres?: Readonly<Record<string, Power>>;
  /** The orders as players write them, under power headings. */
  text: string;
  rules: RuleSetId;
  /** A game for fewer players (V.5) and the year shown: its silent powers and closed provinces apply. */
  game?: BoardGame;
  /** The powers out of the game, whom CalsMUN's insurrection can revive; none when absent. */
  eliminated?: readonly Power[];
}

/** The variant of a board, as a scenario or a live board names it. */
export interface BoardGame {
  variant: string;
  toss?: string;
  year: number;
}

/** The rule set a board is ruled under: with the variant's year when it names one. */
export function boardRules(rules: RuleSetId, game: BoardGame | undefined): RuleSet {
  if (!game) return ruleSet(rules);
  const variant = playerVariant(game.variant);
  return rulesForYear(rules, game.toss ? { variant, toss: game.toss } : { variant }, game.year);
}

const NOTHING_LEFT: ReadonlySet<object> = new Set();

/** The CLI's word for a line that was read but not carried out (ambiguous, superseded …). */
export const NOT_FOLLOWED = 'not-followed';

export interface RulingRow {
  /** 1-based line in the orders text; null for a unit that was given no order. */
  line: number | null;
  power: Power | null;
  /** The line as written, or the implicit order in Table III.2 form. */
  text: string;
  /** How the line was read, in Table III.2 form, when it was read with one meaning. */
  reading: string | null;
  degree: Degree | 'implicit';
  /** The ordered unit as it stood before the phase, with its power: `ENG F lon`. */
  unit: string | null;
  /** The CLI's outcome word. */
  outcome: string;
  /** The order's kind (`move`, `disband`…), when known: a disband that is carried out is no success to show. */
  kind?: string | null;
  dislodged: boolean;
  /** Sentences, without the rule references (those are `rules`). */
  explanation: string;
  rules: RuleId[];
  /** The order's index in `result.orders`, when it was ruled. */
  index: number | null;
}

export interface BoardRuling {
  phase: 'movement';
  input: BoardInput;
  parse: ParseResult;
  /** The orders handed to the adjudicator, in text order. */
  orders: MovementOrder[];
  result: Adjudication;
  explanation: Explanation;
  rows: RulingRow[];
  /** Provinces whose units left the board before the movement for an insurrection (CalsMUN), drawn crossed. */
  leaving: string[];
}

const isMovement = (o: { kind: string }): o is MovementOrder => o.kind === 'hold' || o.kind === 'move' || o.kind === 'support' || o.kind === 'convoy';

/**
 * CalsMUN's revival step and the verdicts it gives lines: the phase machine's own code (`boardRevivals.ts`),
 * which lives in the `engine-phases` chunk. Only a rule set with the insurrection reads revival orders, so a
 * board loads the step only when it is ruled under one; every other movement board rules without it.
 */
export interface BoardRevivals {
  step: typeof revivalStep;
  verdicts: typeof revivalVerdicts;
}

export function ruleBoard(input: BoardInput, revivalsOf?: BoardRevivals): BoardRuling {
  const map = standardMap;
  const rules = boardRules(input.rules, input.game);
  const eliminated = input.eliminated ?? [];
  const parse = parseOrders(input.text, { units: input.units, centres: input.centres as Record<string, Power> | undefined, ...(input.eliminated ? { eliminated } : {}) }, rules, { map });
  // CalsMUN: the revival orders are judged first, and the units that join an insurrection leave before the moves.
  if (!revivalsOf && revivalsGiven(rules, parse.given)) {
    throw new Error('These orders include a revival order, and this board was ruled without the revival step (boardRevivals).');
  }
  const { revivals, staying, left } = revivalsOf ? revivalsOf.step(map, { units: input.units, eliminated }, parse.given, rules) : { revivals: undefined, staying: input.units, left: NOTHING_LEFT };
  const revived = revivals ? revivalsOf!.verdicts(map, revivals.orders, parse.given) : undefined;
  const orders = parse.given.filter((o): o is MovementOrder => isMovement(o) && !left.has(o));
  const result = adjudicate({ units: staying }, orders, { rules, map, trace: true });
  const explanation = explain(result, map);
  const indexOf = new Map<object, number>(orders.map((o, i) => [o, i]));
  const unitAt = new Map(input.units.map((u) => [provinceOf(u.loc), u]));
  const unitOf = (at: string | undefined) => {
    const u = at === undefined ? undefined : unitAt.get(provinceOf(at));
    return u ? unitKey(u) : null;
  };

  const rows: RulingRow[] = parse.lines.map((line) => {
    const i = line.order ? indexOf.get(line.order) : undefined;
    const followed = i !== undefined && line.status !== 'superseded' && line.status !== 'earlier-set';
    const r = followed ? result.orders[i] : undefined;
    // An ambiguous line still names its unit when every meaning orders the same one.
    const ats = [...new Set((line.order ? [line.order] : line.meanings).map((o) => ('at' in o ? provinceOf(o.at) : '')))];
    const at = ats.length === 1 && ats[0] ? ats[0] : line.unit && ats.length === 0 ? provinceOf(line.unit.loc) : undefined;
    const reason = line.diagnostics.find((d) => d.severity === 'error') ?? line.diagnostics.find((d) => d.code === 'superseded' || d.code === 'earlier-set');
    const row: RulingRow = {
      line: line.line,
      power: line.power ?? null,
      text: line.text.trim(),
      reading: line.order ? formatOrder(line.order, { style: 'abbreviated', map }) : null,
      degree: line.degree,
      unit: unitOf(at),
      outcome: r ? r.outcome : NOT_FOLLOWED,
      dislodged: Boolean(r?.dislodged),
      explanation: r ? withoutRuleRefs(explanation.orders[i!]) : `Not followed: ${reason?.message ?? line.status}`,
      rules: r ? r.rules : line.rules,
      index: r ? i! : null,
    };
    // A revival order (CalsMUN), or an order to a unit that left for an insurrection: judged before the moves.
    const judged = line.order ? revived?.get(line.order) : undefined;
    return judged ? { ...row, outcome: judged.outcome, explanation: withoutRuleRefs(judged.explanation), rules: judged.rules } : row;
  });
  result.orders.forEach((r, i) => {
    if (!r.implicit) return;
    // One unit, one row: an illegal or not-followed line to this unit carries what the unit did.
    const unit = unitOf(r.order.at);
    const line = unit ? unitRowOf(rows, r.order.power, unit) : undefined;
    if (line) {
      const fate = unitFate(line, { outcome: r.outcome, kind: r.order.kind }, withoutRuleRefs(explanation.orders[i]), unitName(map, r.order.unit, r.order.at));
      if (fate) {
        line.explanation = `${line.explanation} ${fate}`;
        line.rules = [...new Set([...line.rules, ...r.rules])];
      }
      line.dislodged ||= Boolean(r.dislodged);
      return;
    }
    rows.push({
      line: null,
      power: r.order.power,
      text: formatOrder(r.order, { style: 'abbreviated', map }),
      reading: null,
      degree: 'implicit',
      unit: unitOf(r.order.at),
      outcome: r.outcome,
      dislodged: Boolean(r.dislodged),
      explanation: withoutRuleRefs(explanation.orders[i]),
      rules: r.rules,
      index: i,
    });
  });
  return { phase: 'movement', input, parse, orders, result, explanation, rows, leaving: (revivals?.leaving ?? []).map((u) => provinceOf(u.loc)) };
}

/** A retreat or adjustment board: the position whose orders are awaited, and the orders as written. */
export interface PhaseBoardInput {
  position: Position;
  text: string;
  rules: RuleSetId;
  /** A game for fewer players; its year is the position's. */
  game?: BoardGame;
}

/**
 * A retreat or adjustment board's ruling. These phases are ruled by the CLI's own path
 * (src/lib/sandbox/phaseRuling.ts `rulePhase`), so a board, the sandbox and `npm run adjudicate`
 * cannot disagree; the rows are the CLI's entries, with the same contract as a movement board's.
 */
export interface PhaseBoardRuling {
  phase: 'retreat' | 'adjustment';
  input: PhaseBoardInput;
  parse: ParseResult;
  ruling: PhaseRuling;
  rows: RulingRow[];
  /** Retreat phase: each dislodged unit with its attacker's origin and where it may go. */
  dislodged: { unit: Unit; attackerFrom: string; retreats: string[] }[];
  /** What the ruling says of each order, for the board's drawing. */
  results: PhaseOrderResult[];
  /** One line per entry, for the board's text alternative. */
  lines: string[];
}

/** A board of any phase: movement boards by ruleBoard, the others by rulePhaseBoard (phaseBoardRuling.ts). */
export type AnyBoardRuling = BoardRuling | PhaseBoardRuling;

/** Orders as players write them: under each power's name, in the order given. */
export function ordersText(orders: readonly GameOrder[]): string {
  const powers = [...new Set(orders.map((o) => o.power))];
  return powers
    .map((p) => `${POWER_NAMES[p]}:\n${orders.filter((o) => o.power === p).map((o) => formatOrder(o, { style: 'abbreviated' })).join('\n')}`)
    .join('\n\n');
}

/** Every diagnostic of the reading, for editor markers. */
export function diagnosticsOf(r: BoardRuling): Diagnostic[] {
  return r.parse.diagnostics;
}
