import { z } from 'zod';
import type { GameMap } from '../map/gameMap';
import { POWERS, provinceOf, splitLoc, type Power, type Unit } from '../map/types';
import { parseOrders } from '../orders/parse';
import type { ParsedLine, ParseResult } from '../orders/parseTypes';
import type { MovementOrder } from '../orders/types';
import { RULE_SETS } from '../rules';

/** The CLI's JSON case (DESIGN.md §3.7). */
export const caseInputSchema = z.object({
  rules: z.string().optional(),
  phase: z.literal('movement').default('movement'),
  season: z.enum(['spring', 'fall']).optional(),
  units: z.array(z.string()),
  centres: z.record(z.string(), z.enum(POWERS)).optional(),
  orders: z.string().default(''),
});
export type CaseInput = z.infer<typeof caseInputSchema>;

/** A problem with the input that the user must fix; printed on stderr, exit code 2. */
export class InputError extends Error {
  override name = 'InputError';
}

export interface ReadCase {
  input: CaseInput;
  rules: string;
  units: Unit[];
  /** How every line was read (seed 004 degrees, diagnostics). */
  parse: ParseResult;
  /** The movement orders handed to the adjudicator, in text order. */
  orders: MovementOrder[];
  /** The line each given order came from. */
  lineOf: ReadonlyMap<object, ParsedLine>;
}

export function readCase(raw: string, map: GameMap, defaultRules: string): ReadCase {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    throw new InputError(`The input is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = caseInputSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(`Bad case: ${issue.path.join('.') || 'input'}: ${issue.message}`);
  }
  const input = parsed.data;
  const rules = input.rules ?? defaultRules;
  if (!(rules in RULE_SETS)) throw new InputError(`Unknown rule set "${rules}". Known: ${Object.keys(RULE_SETS).join(', ')}.`);

  const units = input.units.map((text, i) => readUnit(text, i, map));
  const seen = new Map<string, string>();
  for (const u of units) {
    const p = provinceOf(u.loc);
    if (seen.has(p)) throw new InputError(`Two units stand in ${map.province(p)?.name}: "${seen.get(p)}" and "${u.power} ${u.type} ${u.loc}".`);
    seen.set(p, `${u.power} ${u.type} ${u.loc}`);
  }
  for (const [p] of Object.entries(input.centres ?? {})) {
    if (!map.province(p)?.supplyCentre) throw new InputError(`centres: "${p}" is not a supply centre.`);
  }

  // Orders are read the way players write them (seed 004); only a name that is no province at
  // all, or an order to an empty province, stops the ruling (exit code 2).
  const parse = parseOrders(input.orders, { units, centres: input.centres }, rules, { map });
  const fatal = parse.diagnostics.find((d) => d.severity === 'error' && (d.code === 'unknown-province' || d.code === 'no-unit'));
  if (fatal) {
    const text = input.orders.split(/\r?\n/)[fatal.line - 1] ?? '';
    throw new InputError(`orders, line ${fatal.line}, column ${fatal.column}: ${fatal.message}\n  ${text.trim()}`);
  }
  const lineOf = new Map<object, ParsedLine>();
  for (const line of parse.lines) if (line.order) lineOf.set(line.order, line);
  const given = parse.given.filter((o): o is MovementOrder => o.kind === 'hold' || o.kind === 'move' || o.kind === 'support' || o.kind === 'convoy');
  return { input, rules, units, parse, orders: given, lineOf };
}

function readUnit(text: string, i: number, map: GameMap): Unit {
  const m = /^\s*([A-Z]{3})\s+([AF])\s+([a-z]{3}(?:\/[a-z]{2})?)\s*$/.exec(text);
  if (!m) throw new InputError(`units[${i}]: "${text}" should look like "ENG F lon" or "RUS F stp/sc".`);
  const [, power, type, loc] = m;
  if (!POWERS.includes(power as Power)) throw new InputError(`units[${i}]: unknown power "${power}" (use ${POWERS.join(' ')}).`);
  const { province, coast } = splitLoc(loc);
  const p = map.province(province);
  if (!p) throw new InputError(`units[${i}]: unknown province "${province}".`);
  if (!map.canOccupy(type as 'A' | 'F', province)) throw new InputError(`units[${i}]: ${type === 'A' ? 'an army' : 'a fleet'} cannot stand in ${p.name}.`);
  const coasts = map.coasts(province);
  if (type === 'F' && coasts.length > 0 && (!coast || !coasts.includes(coast))) {
    throw new InputError(`units[${i}]: a fleet in ${p.name} must name its coast (${coasts.map((c) => `${province}/${c}`).join(' or ')}).`);
  }
  if (coast && (type === 'A' || !coasts.includes(coast))) throw new InputError(`units[${i}]: "${loc}" is not a place a ${type === 'A' ? 'army' : 'fleet'} can stand.`);
  return { power: power as Power, type: type as 'A' | 'F', loc };
}
