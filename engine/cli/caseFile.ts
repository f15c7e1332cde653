import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { standardMap } from '../map/standardMap';
import { POWERS, provinceOf, unitKey, type Power, type Unit, type UnitType } from '../map/types';
import { readOrder } from '../orders/strict';
import type { MovementOrder } from '../orders/types';
import { adjudicate } from '../resolve';
import type { Outcome } from '../resolve/types';
import type { RuleSet } from '../rules/ruleSet';

/** The project's case-file format (tests/datc/README.md), checked with zod. */
const outcome = z.enum(['stands', 'dislodged', 'succeeds', 'fails', 'illegal', 'given', 'cut', 'invalid', 'available', 'disrupted']);
const unitText = z.string().regex(/^(AUS|ENG|FRA|GER|ITA|RUS|TUR) [AF] [a-z]{3}(\/(nc|sc|ec))?$/, 'a unit is written "POW T loc", e.g. "ENG F lon"');
const orderLine = z
  .record(z.string(), outcome)
  .refine((o) => Object.keys(o).length === 1, 'each order line is one "order: outcome" pair');

export const caseSchema = z.object({
  id: z.string(),
  title: z.string(),
  phase: z.enum(['movement', 'retreat', 'adjustment']).default('movement'),
  units: z.array(unitText).default([]),
  orders: z.array(orderLine),
  dislodged: z.array(unitText).default([]),
  note: z.string().optional(),
});
export const caseFileSchema = z.object({ section: z.string(), title: z.string(), cases: z.array(caseSchema) });

export const differenceSchema = z.object({
  id: z.string(),
  rule: z.string().regex(/^[a-z0-9]+:/),
  reason: z.string(),
  orders: z.record(z.string(), outcome).default({}),
  dislodged: z.array(unitText).optional(),
});
export const differencesSchema = z.array(differenceSchema);

export type Case = z.infer<typeof caseSchema>;
export type CaseFile = z.infer<typeof caseFileSchema>;
export type Difference = z.infer<typeof differenceSchema>;

export function loadYaml<T>(path: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>): T {
  const parsed = schema.safeParse(parseYaml(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`${path}: ${first.path.join('.')}: ${first.message}`);
  }
  return parsed.data;
}

export function parseUnit(text: string): Unit {
  const [power, type, loc] = text.split(' ');
  if (!POWERS.includes(power as Power)) throw new Error(`Unknown power in "${text}"`);
  return { power: power as Power, type: type as UnitType, loc };
}

export interface CaseExpectation {
  outcomes: Outcome[];
  dislodged: string[];
}

/** Apply a rule set's differences to the DATC expectation of a case. */
export function expectationFor(c: Case, difference?: Difference): CaseExpectation {
  const outcomes = c.orders.map((line) => {
    const [text, expected] = Object.entries(line)[0];
    return (difference?.orders[text] ?? expected) as Outcome;
  });
  return { outcomes, dislodged: [...(difference?.dislodged ?? c.dislodged)].sort() };
}

export interface CaseRun {
  units: Unit[];
  orders: MovementOrder[];
  outcomes: Outcome[];
  dislodged: string[];
}

/** Build the position from the case and adjudicate it. */
export function runCase(c: Case, rules: RuleSet): CaseRun {
  const units = c.units.map(parseUnit);
  const occupied = new Set(units.map((u) => provinceOf(u.loc)));
  const orders = c.orders.map((line) => {
    const text = Object.keys(line)[0];
    const order = readOrder(text, { map: standardMap });
    if (!occupied.has(provinceOf(order.at))) {
      units.push({ power: order.power, type: order.unit, loc: order.at });
      occupied.add(provinceOf(order.at));
    }
    return order;
  });
  const result = adjudicate({ units }, orders, { rules });
  return {
    units,
    orders,
    outcomes: orders.map((_, i) => result.orders[i].outcome),
    dislodged: result.dislodged.map((d) => unitKey(d.unit)).sort(),
  };
}

/** Human-readable mismatches between a run and its expectation; empty when they agree. */
export function compareCase(c: Case, run: CaseRun, expected: CaseExpectation): string[] {
  const problems: string[] = [];
  c.orders.forEach((line, i) => {
    const text = Object.keys(line)[0];
    if (run.outcomes[i] !== expected.outcomes[i]) {
      problems.push(`${text}: expected ${expected.outcomes[i]}, got ${run.outcomes[i]}`);
    }
  });
  const want = expected.dislodged.join(', ') || 'none';
  const got = run.dislodged.join(', ') || 'none';
  if (want !== got) problems.push(`dislodged: expected ${want}, got ${got}`);
  return problems;
}
