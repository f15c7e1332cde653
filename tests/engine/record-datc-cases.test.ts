import { describe, expect, it } from 'vitest';
import { check } from './commands';
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

describe('a difference that the record site\'s own engine is known to rule its way', () => {
  // A webDiplomacy archive (newest turn first) where an army asks for a convoy that no fleet gives (DATC 6.G.8).
  const archive = ['Autumn, 1901 Large map:', 'France:', 'Diplomacy', 'The army at Picardy move to Belgium via convoy.', 'Spring, 1901 Large map:', 'France:', 'Diplomacy', 'The army at Paris move to Picardy.'].join('\n');

  it('is named in the check command\'s report, with the engine and its DATC case', () => {
    // Under the DATC's preferences the army stays, as there is no convoy; webDiplomacy moves it by land.
    const text = check(['--rules', 'datc', '-'], archive);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('webDiplomacy rules this its own way (6.G.8): The DATC of 2023 and later lets such a move fail; older DATC versions, and the engines that follow them, move the army by land.');
    const json = JSON.parse(check(['--rules', 'datc', '--format', 'json', '-'], archive).stdout) as { phases: { orders: { known_difference?: unknown }[] }[] };
    const named = json.phases.flatMap((p) => p.orders).filter((o) => o.known_difference);
    expect(named.map((o) => o.known_difference)).toEqual([{ engine: 'webDiplomacy', case: '6.G.8', says: expect.stringMatching(/move the army by land\.$/) }]);
  });

  it('is not named when the record comes from a site whose engine is not in the data', () => {
    const log = ['Spring 1901', 'France: A Par - Pic', 'Fall 1901', 'France: A Pic - Bel via convoy (succeeds)'].join('\n');
    const report = check(['--rules', 'datc', '-'], log).stdout;
    expect(report).toContain('differ');
    expect(report).not.toContain('rules this its own way');
  });
});
