import { z } from 'zod';
import { homeOwnership } from '../game/position';
import { readPhaseOrder } from '../game/phaseOrders';
import { standardMap } from '../map/standardMap';
import { POWERS, provinceOf, unitKey, type Power, type ProvinceId, type Unit, type UnitType } from '../map/types';
import { readOrder } from '../orders/strict';
import type { MovementOrder, Order } from '../orders/types';
import { adjudicate } from '../resolve';
import { adjudicateAdjustments } from '../resolve/adjustments';
import type { Dislodgement } from '../legality/retreatTypes';
import { adjudicateRetreats } from '../resolve/retreats';
import { RULE_SETS } from '../rules';
import type { RuleSet, RuleSetId } from '../rules/ruleSet';

const RULE_SET_IDS = Object.keys(RULE_SETS) as [RuleSetId, ...RuleSetId[]];

/** The project's case-file format (tests/datc/README.md), checked with zod. */
const outcome = z.enum(['stands', 'dislodged', 'succeeds', 'fails', 'illegal', 'given', 'cut', 'invalid', 'available', 'disrupted']);
const unitText = z.string().regex(/^(AUS|ENG|FRA|GER|ITA|RUS|TUR) [AF] [a-z]{3}(\/(nc|sc|ec))?$/, 'a unit is written "POW T loc", e.g. "ENG F lon"');
const orderLine = z
  .record(z.string(), outcome)
  .refine((o) => Object.keys(o).length === 1, 'each order line is one "order: outcome" pair');

const province = z.string().regex(/^[a-z]{3}$/, 'a province is a lowercase three-letter id, e.g. "bur"');
const outcomeMap = z.record(z.string(), outcome);

export const caseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    phase: z.enum(['movement', 'retreat', 'adjustment']).default('movement'),
    units: z.array(unitText).default([]),
    /** Adjustment cases: every centre each power controls; absent means the 1901 home centres. */
    centres: z.record(z.enum(POWERS), z.array(province)).optional(),
    /** Retreat cases: the movement phase that dislodges the units, with its outcomes. */
    before: z.array(orderLine).optional(),
    /** Retreat cases without `before`: the dislodged units, with their attackers' origins. */
    retreating: z.array(z.object({ unit: unitText, from: province, convoyed: z.boolean().default(false) }).strict()).optional(),
    /** Retreat cases without `before`: provinces a standoff left empty. */
    standoffs: z.array(province).default([]),
    orders: z.array(orderLine),
    dislodged: z.array(unitText).default([]),
    /** Retreat cases: every unit disbanded in the retreat phase. */
    disbanded: z.array(unitText).default([]),
    /** Adjustment cases: the units the civil-disorder rule removes, in order. */
    civilDisorder: z.array(unitText).default([]),
    note: z.string().optional(),
    /**
     * The rule sets whose outcomes the case states; `orders` and `dislodged` are the first one's.
     * Absent (the DATC files): `orders` are the DATC's, and every rule set is checked against them
     * or its differences table.
     */
    rules: z.array(z.enum(RULE_SET_IDS)).min(1).optional(),
    /** Per other rule set: what changes under it (the shape of a differences-table row). */
    differences: z.record(z.enum(RULE_SET_IDS), z.lazy(() => inlineDifferenceSchema)).optional(),
  })
  .refine((c) => !c.differences || (c.rules !== undefined && Object.keys(c.differences).every((id) => c.rules!.slice(1).includes(id as RuleSetId))), {
    message: '`differences` needs `rules`, and names only rule sets after the first one there',
  })
  .refine((c) => c.phase !== 'retreat' || (c.before === undefined) !== (c.retreating === undefined), {
    message: 'a retreat case gives either `before` (a movement phase) or `retreating` (the dislodged units)',
  })
  .refine((c) => c.phase === 'retreat' || (c.before === undefined && c.retreating === undefined), {
    message: '`before` and `retreating` belong to retreat cases',
  });
export const caseFileSchema = z.object({ section: z.string(), title: z.string(), cases: z.array(caseSchema) });

export const differenceSchema = z.object({
  id: z.string(),
  rule: z.string().regex(/^[a-z0-9]+:/),
  reason: z.string(),
  orders: outcomeMap.default({}),
  before: outcomeMap.default({}),
  dislodged: z.array(unitText).optional(),
  disbanded: z.array(unitText).optional(),
  civilDisorder: z.array(unitText).optional(),
});
export const differencesSchema = z.array(differenceSchema);
/** A case's own differences for one rule set: a table row without id (rule and reason optional). */
const inlineDifferenceSchema = differenceSchema.omit({ id: true }).partial({ rule: true, reason: true }).strict();

export type Case = z.infer<typeof caseSchema>;
export type CaseFile = z.infer<typeof caseFileSchema>;
export type Difference = z.infer<typeof differenceSchema>;

export function parseUnit(text: string): Unit {
  const [power, type, loc] = text.split(' ');
  if (!POWERS.includes(power as Power)) throw new Error(`Unknown power in "${text}"`);
  return { power: power as Power, type: type as UnitType, loc };
}

export interface CaseExpectation {
  outcomes: string[];
  /** Retreat cases with `before`: the movement outcomes. */
  before: string[];
  dislodged: string[];
  disbanded: string[];
  civilDisorder: string[];
}

const lineText = (line: Record<string, string>) => Object.keys(line)[0];
const lineOutcome = (line: Record<string, string>) => Object.values(line)[0];

/** Does the case state outcomes under this rule set? A case without `rules` speaks for every rule set. */
export function caseCovers(c: Case, rulesId: string): boolean {
  return !c.rules || c.rules.includes(rulesId as RuleSetId);
}

/** The changes a rule set makes to the case's outcomes: the case's own `differences`, else its row in a table. */
export function differenceFor(c: Case, rulesId: string, table?: ReadonlyMap<string, Difference>): Difference | undefined {
  const own = c.differences?.[rulesId as RuleSetId];
  if (own) return { id: c.id, rule: own.rule ?? '', reason: own.reason ?? '', ...own };
  return c.rules?.[0] === rulesId ? undefined : table?.get(c.id);
}

/** Apply a rule set's differences to the DATC expectation of a case. */
export function expectationFor(c: Case, difference?: Difference): CaseExpectation {
  // An order's text is the key: only the table's own keys count, so an order written `toString` is no change.
  const pick = (lines: Record<string, string>[], changed: Record<string, string> = {}) =>
    lines.map((l) => (Object.hasOwn(changed, lineText(l)) ? changed[lineText(l)] : lineOutcome(l)));
  const retreatUnits = c.retreating?.map((r) => r.unit) ?? c.dislodged;
  return {
    outcomes: pick(c.orders, difference?.orders),
    before: pick(c.before ?? [], difference?.before),
    dislodged: [...(difference?.dislodged ?? (c.phase === 'retreat' && c.retreating ? retreatUnits : c.dislodged))].sort(),
    disbanded: [...(difference?.disbanded ?? c.disbanded)].sort(),
    civilDisorder: [...(difference?.civilDisorder ?? c.civilDisorder)],
  };
}

export interface CaseRun {
  units: Unit[];
  orders: Order[];
  outcomes: string[];
  before: string[];
  dislodged: string[];
  disbanded: string[];
  civilDisorder: string[];
}

/** Units named by the orders (`POW T loc` at their start), added to the case's `units`. */
function unitsFrom(c: Case, orders: MovementOrder[]): Unit[] {
  const units = c.units.map(parseUnit);
  const occupied = new Set(units.map((u) => provinceOf(u.loc)));
  for (const order of orders) {
    if (occupied.has(provinceOf(order.at))) continue;
    units.push({ power: order.power, type: order.unit, loc: order.at });
    occupied.add(provinceOf(order.at));
  }
  return units;
}

const readMovement = (lines: Record<string, string>[]) => lines.map((line) => readOrder(lineText(line), { map: standardMap }));
const readPhase = (lines: Record<string, string>[], phase: 'retreat' | 'adjustment') =>
  lines.map((line) => readPhaseOrder(lineText(line), phase, { map: standardMap }));

/** Build the position from the case and adjudicate its phase. */
export function runCase(c: Case, rules: RuleSet): CaseRun {
  if (c.phase === 'retreat') return runRetreatCase(c, rules);
  if (c.phase === 'adjustment') return runAdjustmentCase(c, rules);
  const orders = readMovement(c.orders);
  const units = unitsFrom(c, orders);
  const result = adjudicate({ units }, orders, { rules });
  return {
    units,
    orders,
    outcomes: orders.map((_, i) => result.orders[i].outcome),
    before: [],
    dislodged: result.dislodged.map((d) => unitKey(d.unit)).sort(),
    disbanded: [],
    civilDisorder: [],
  };
}

/** A retreat case: play `before` (or take `retreating` as given), then the retreat orders. */
function runRetreatCase(c: Case, rules: RuleSet): CaseRun {
  let units: Unit[];
  let dislodged: Dislodgement[];
  let standoffs: ProvinceId[];
  let before: string[] = [];
  if (c.before) {
    const movement = readMovement(c.before);
    const result = adjudicate({ units: unitsFrom(c, movement) }, movement, { rules });
    before = movement.map((_, i) => result.orders[i].outcome);
    units = result.units;
    dislodged = result.dislodged;
    standoffs = result.standoffs;
  } else {
    units = c.units.map(parseUnit);
    dislodged = (c.retreating ?? []).map((r) => ({ unit: parseUnit(r.unit), attackerFrom: r.from, attackerConvoyed: r.convoyed }));
    standoffs = c.standoffs;
  }
  const orders = readPhase(c.orders, 'retreat');
  const result = adjudicateRetreats(standardMap, { units, dislodged, standoffs }, orders, rules);
  return {
    units,
    orders,
    outcomes: orders.map((_, i) => result.orders[i].outcome),
    before,
    dislodged: dislodged.map((d) => unitKey(d.unit)).sort(),
    disbanded: result.disbanded.map(unitKey).sort(),
    civilDisorder: [],
  };
}

/** An adjustment case: `units` and `centres` (or the 1901 home centres), then the adjustment orders. */
function runAdjustmentCase(c: Case, rules: RuleSet): CaseRun {
  const units = c.units.map(parseUnit);
  const centres: Record<ProvinceId, Power> = c.centres ? {} : homeOwnership(standardMap);
  for (const [power, list] of Object.entries(c.centres ?? {})) for (const p of list) centres[p] = power as Power;
  const orders = readPhase(c.orders, 'adjustment');
  const result = adjudicateAdjustments(standardMap, { units, centres }, orders, rules);
  return {
    units,
    orders,
    outcomes: orders.map((_, i) => result.orders[i].outcome),
    before: [],
    dislodged: [],
    disbanded: [],
    civilDisorder: result.powers.flatMap((p) => p.civilDisorder.map(unitKey)),
  };
}

/** Human-readable mismatches between a run and its expectation; empty when they agree. */
export function compareCase(c: Case, run: CaseRun, expected: CaseExpectation): string[] {
  const problems: string[] = [];
  const compareLines = (lines: Record<string, string>[], got: string[], want: string[], label: string) =>
    lines.forEach((line, i) => {
      if (got[i] !== want[i]) problems.push(`${label}${lineText(line)}: expected ${want[i]}, got ${got[i]}`);
    });
  compareLines(c.before ?? [], run.before, expected.before, 'before: ');
  compareLines(c.orders, run.outcomes, expected.outcomes, '');
  const compareList = (label: string, want: string[], got: string[]) => {
    const w = want.join(', ') || 'none';
    const g = got.join(', ') || 'none';
    if (w !== g) problems.push(`${label}: expected ${w}, got ${g}`);
  };
  compareList('dislodged', expected.dislodged, run.dislodged);
  if (c.phase === 'retreat') compareList('disbanded', expected.disbanded, run.disbanded);
  if (c.phase === 'adjustment') compareList('civil disorder', expected.civilDisorder, run.civilDisorder);
  return problems;
}
