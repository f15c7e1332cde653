import { z } from 'zod';
import type { GameMap } from '../map/gameMap';
import { POWERS, provinceOf, splitLoc, type Power, type Unit } from '../map/types';
import { readOrders } from '../orders/strict';
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
  orders: MovementOrder[];
  /** Source line (1-based) of each order. */
  lines: number[];
  orderTexts: string[];
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

  const unitAt = (p: string) => units.find((u) => provinceOf(u.loc) === p);
  const read = readOrders(input.orders, { map, unitAt });
  if (read.errors.length > 0) {
    const e = read.errors[0];
    throw new InputError(`orders, line ${e.line}, column ${e.column}: ${e.message}\n  ${e.text}`);
  }
  const textLines = input.orders.split(/\r?\n/);
  read.orders.forEach((o, i) => {
    if (!unitAt(provinceOf(o.at))) {
      throw new InputError(`orders, line ${read.lines[i]}: there is no unit in ${map.province(provinceOf(o.at))?.name ?? o.at} (units: ${input.units.join(', ')}).`);
    }
  });
  return {
    input,
    rules,
    units,
    orders: read.orders,
    lines: read.lines,
    orderTexts: read.lines.map((l) => textLines[l - 1].trim()),
  };
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
