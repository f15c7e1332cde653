/** The paradox lab's rule-set comparison table is generated from the rule sets' policies. */
import { describe, expect, it } from 'vitest';
import { CITATIONS, POLICY_CONCEPTS, RULE_SETS, alexander, datc, rulebook2008, type RuleSet } from '../../engine/rules';
import { comparisonRows } from '../../src/lib/lab/ruleSetComparison';

const sets = Object.values(RULE_SETS) as RuleSet[];

describe('the rule-set comparison table', () => {
  const rows = comparisonRows(sets);

  it('has one row per policy and one cell per rule set, in the rule sets’ order', () => {
    expect(rows.map((r) => r.policy)).toEqual(Object.keys(POLICY_CONCEPTS));
    for (const row of rows) expect(row.cells.map((c) => c.rules)).toEqual(sets.map((s) => s.id));
  });

  it('cites, in every cell of a movement policy, a rule that the registry knows', () => {
    for (const row of rows) {
      for (const cell of row.cells) {
        if (row.policy !== 'insurrection') expect(cell.cites.length, `${row.policy} under ${cell.rules}`).toBeGreaterThan(0);
        for (const id of cell.cites) expect(CITATIONS.has(id), id).toBe(true);
      }
    }
  });

  it('says the paradox rule of each rule set: IV.5.f for Alexander, Szykman with DATC 4.A.2 for the DATC', () => {
    const paradox = rows.find((r) => r.policy === 'convoyParadox')!;
    expect(paradox.differs).toBe(true);
    const cell = (id: string) => paradox.cells.find((c) => c.rules === id)!;
    expect(cell('alexander').words).toMatch(/no effect/);
    expect(cell('alexander').cites).toContain('alexander:IV.5.f');
    expect(cell('datc').words).toMatch(/Szykman/);
    expect(cell('datc').cites).toContain('datc:4.A.2');
  });

  it('marks exactly the policies on which the rule sets’ values differ', () => {
    for (const row of rows) {
      const values = new Set(sets.map((s) => JSON.stringify(s.policies[row.policy] ?? null)));
      expect(row.differs, row.policy).toBe(values.size > 1);
    }
    // Alexander and the 2008 rulebook differ on the 2008 rule about convoyed attacks on their own fleets.
    const only = comparisonRows([alexander, rulebook2008]).find((r) => r.policy === 'convoyedAttackCutsSupportAgainstItsConvoy')!;
    expect(only.differs).toBe(true);
    expect(only.cells[1].words).toMatch(/needed/);
    // The DATC and the 2008 rulebook agree on adjacent convoys.
    expect(comparisonRows([datc, rulebook2008]).find((r) => r.policy === 'adjacentConvoy')!.differs).toBe(false);
  });

  it('refuses a value it has no words for, naming the policy', () => {
    const odd = { ...datc, policies: { ...datc.policies, convoyParadox: 'coin-toss' } } as unknown as RuleSet;
    expect(() => comparisonRows([odd])).toThrow(/convoyParadox = "coin-toss"/);
  });
});
