import { describe, expect, it } from 'vitest';
import { policyDifferences, ruleSet } from '../../engine/rules';
import { DATC_CASE_TITLES, datcCaseUrl, type DatcCaseId } from '../../engine/rules/datcCases';
import { POLICY_DATC_CASES } from '../../engine/rules/policyDatcCases';
import { SITUATION_DATC_CASES } from '../../engine/record/situationDatcCases';
import { POLICY_SIGNS } from '../../engine/record/policySigns';
import { datcCaseFiles, differencesFor } from '../datc/cases';

/** The tables the record checker names DATC cases from, held against the project's own case files. */
describe('the DATC cases a difference can name', () => {
  const titles = new Map(datcCaseFiles().flatMap(({ file }) => file.cases.map((c) => [c.id, c.title] as const)));

  it('every case named is one of our case files, under the title it has there', () => {
    expect(titles.size).toBeGreaterThan(150);
    for (const [id, title] of Object.entries(DATC_CASE_TITLES)) expect([id, titles.get(id)]).toEqual([id, title]);
  });

  it('every case in the tables is in the catalogue, and every catalogue case is in a table', () => {
    const used = new Set<string>([...Object.values(POLICY_DATC_CASES).flat(), ...Object.values(SITUATION_DATC_CASES).flat(), ...POLICY_SIGNS.flatMap((s) => s.cases ?? [])]);
    expect([...used].filter((id) => !Object.hasOwn(DATC_CASE_TITLES, id))).toEqual([]);
    expect(Object.keys(DATC_CASE_TITLES).filter((id) => !used.has(id))).toEqual([]);
  });

  it('every case a rule set rules otherwise than the DATC is listed under a policy on which that rule set differs', () => {
    for (const rules of ['alexander', 'rulebook2008']) {
      const differing = policyDifferences(ruleSet('datc'), ruleSet(rules)).map((d) => d.policy);
      for (const id of differencesFor(rules).keys()) {
        const policies = differing.filter((p) => POLICY_DATC_CASES[p].includes(id as DatcCaseId));
        expect([rules, id, policies.length > 0]).toEqual([rules, id, true]);
      }
    }
  });

  it('a sign narrower than its policy names only cases of that policy', () => {
    for (const s of POLICY_SIGNS) for (const id of s.cases ?? []) expect(POLICY_DATC_CASES[s.policy]).toContain(id);
  });

  it('situations are keyed by phase', () => {
    for (const key of Object.keys(SITUATION_DATC_CASES)) expect(key).toMatch(/^(movement|retreat|adjustment):[a-z-]+(\/[a-z-]+)?$/);
  });

  it('links to the case on its section\'s page', () => {
    expect(datcCaseUrl('6.F.16')).toBe('/datc/6f/#6-f-16');
    expect(datcCaseUrl('6.J.11')).toBe('/datc/6j/#6-j-11');
  });
});
