import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareCase, differenceSchema, expectationFor, parseUnit, runCase, type Case, type Difference } from '../../engine/testCases/caseFile';
import { CITATIONS, ruleSet, type RuleId } from '../../engine/rules';
import { loadScenario } from '../../src/lib/scenario/load';
import { toCase } from '../../src/lib/scenario/rule';
import { type Scenario } from '../../src/lib/scenario/schema';

/**
 * The 32 diagrams of the 2008 rulebook as scenarios (content/scenarios/README.md), validated by
 * the site's scenario schema (src/lib/scenario/schema.ts) and ruled by the engine under `rulebook2008`
 * and, with their `differences.alexander` applied, under `alexander`.
 */
const root = new URL('../../content/scenarios/', import.meta.url).pathname;
const dir = `${root}rulebook-2008/`;

const load = (file: string): Scenario => loadScenario(`rulebook-2008/${file.replace(/\.yaml$/, '')}`, root);

/** A scenario has the orders/units/dislodged shape of a DATC case; the case schema checks the notation. */
const asCase = (s: Scenario): Case => toCase(s);

function asDifference(id: string, d: NonNullable<Scenario['differences']>['alexander']): Difference | undefined {
  return d && differenceSchema.parse({ id, rule: d.rule, reason: d.reason, orders: d.orders, dislodged: d.dislodged });
}

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const diagrams = files.map((file) => {
  const n = Number(/^diagram-(\d\d)\.yaml$/.exec(file)?.[1] ?? NaN);
  return { file, n, scenario: load(file) };
});

describe('the 2008 rulebook diagrams', () => {
  it('are exactly diagrams 1 to 32, one file each', () => {
    expect(diagrams.map((d) => d.n)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  for (const { n, scenario } of diagrams) {
    describe(`Diagram ${n}: ${scenario.title}`, () => {
      it('is a rulebook2008 scenario citing its diagram and only known rule ids', () => {
        expect(scenario.rules).toBe('rulebook2008');
        expect(scenario.explanation?.trim(), 'explanation').toBeTruthy();
        expect(scenario.cites).toContain(`rulebook2008:diagram-${n}`);
        for (const cite of scenario.cites) expect(CITATIONS.has(cite as RuleId), cite).toBe(true);
        for (const d of Object.values(scenario.differences ?? {})) expect(CITATIONS.has(d.rule as RuleId), d.rule).toBe(true);
      });

      it('gives every unit one order, and differences name only its orders', () => {
        const c = asCase(scenario);
        const ordered = c.orders.map((line) => parseUnit(Object.keys(line)[0].split(' ').slice(0, 3).join(' ')).loc.slice(0, 3));
        const provinces = [...ordered, ...c.units.map((u) => parseUnit(u).loc.slice(0, 3))];
        expect(new Set(provinces).size, provinces.join(' ')).toBe(provinces.length);
        const texts = new Set(c.orders.map((line) => Object.keys(line)[0]));
        for (const d of Object.values(scenario.differences ?? {})) {
          for (const text of Object.keys(d.orders)) expect(texts.has(text), text).toBe(true);
        }
      });

      it(`Diagram ${n} under rulebook2008`, () => {
        const c = asCase(scenario);
        expect(compareCase(c, runCase(c, ruleSet('rulebook2008')), expectationFor(c))).toEqual([]);
      });

      const difference = asDifference(scenario.id, scenario.differences?.alexander);
      const label = difference ? ` [differs: ${difference.rule}]` : '';
      it(`Diagram ${n} under alexander${label}`, () => {
        const c = asCase(scenario);
        expect(compareCase(c, runCase(c, ruleSet('alexander')), expectationFor(c, difference))).toEqual([]);
      });
    });
  }
});
