/**
 * The paradox lab's "Make your own": a board the reader has built is saved as a YAML case file that
 * the DATC runner (`npm run datc`) reads and passes under every rule set it names, and as a sandbox
 * link holding the CLI's JSON case.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datc } from '../engine/commands';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { caseCovers, caseFileSchema, compareCase, differenceFor, expectationFor, runCase } from '../../engine/testCases/caseFile';
import { caseInputSchema } from '../../engine/case/json/caseInput';
import { RULE_SETS, ruleSet, type RuleSet } from '../../engine/rules';
import { ruleBoard } from '../../src/lib/boardRuling';
import { caseFileYaml, caseId, cliCase, exportedCase, sandboxHref } from '../../src/lib/lab/caseExport';
import { fromBase64url } from '../../src/lib/sandbox/caseLink';
import { checkedRuling } from '../../src/lib/scenario/rule';
import { loadScenario } from '../../src/lib/scenario/load';
import { publishedBoard } from '../../src/lib/scenario/publish';

const pandin = publishedBoard(checkedRuling(loadScenario('alexander/pandin-london')));

/** Everything `npm run datc` does with a file, through its own functions. */
function runnerProblems(yaml: string): { ran: string[]; problems: string[] } {
  const file = caseFileSchema.parse(parse(yaml));
  const ran: string[] = [];
  const problems: string[] = [];
  for (const rules of Object.values(RULE_SETS) as RuleSet[]) {
    for (const c of file.cases) {
      if (!caseCovers(c, rules.id)) continue;
      ran.push(rules.id);
      problems.push(...compareCase(c, runCase(c, rules), expectationFor(c, differenceFor(c, rules.id))).map((p) => `${rules.id}: ${p}`));
    }
  }
  return { ran, problems };
}

describe('saving a board as a case file', () => {
  it('writes Pandin’s paradox so that the runner passes it under all four rule sets, with their different outcomes', () => {
    const yaml = caseFileYaml(pandin, 'My Pandin');
    const { ran, problems } = runnerProblems(yaml);
    expect(problems).toEqual([]);
    expect(ran).toEqual(['alexander', 'datc', 'rulebook2008', 'calsmun']);
    const c = exportedCase(pandin, 'My Pandin');
    expect(c.rules[0]).toBe('alexander');
    expect(c.orders).toContainEqual({ 'FRA F eng C A bre - lon': 'available' });
    expect(c.dislodged).toContain('FRA F eng');
    // Szykman: the convoy fails under the DATC, and the fleet is not dislodged.
    expect(c.differences?.datc?.orders?.['FRA F eng C A bre - lon']).toBe('disrupted');
    expect(c.differences?.datc?.dislodged).not.toContain('FRA F eng');
  });

  it('writes a board the reader edited: its own orders, unordered units kept, under the rule set chosen', () => {
    const edited = ruleBoard({ ...pandin.input, rules: 'datc', text: 'England:\nF Lon H\n\nFrance:\nA Bre-Pic' });
    const c = exportedCase(edited, 'Edited');
    expect(c.rules[0]).toBe('datc');
    expect(c.orders.map((o) => Object.keys(o)[0])).toEqual(['ENG F lon H', 'FRA A bre - pic']);
    expect(c.units?.length).toBe(pandin.input.units.length - 2);
    expect(c.differences).toBeUndefined();
    expect(runnerProblems(caseFileYaml(edited, 'Edited')).problems).toEqual([]);
  });

  it('passes npm run datc too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lab-export-'));
    const path = join(dir, 'pandin.yaml');
    writeFileSync(path, caseFileYaml(pandin, 'My Pandin'));
    const run = datc([path, '--rules', 'alexander,datc,rulebook2008,calsmun']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/4 passed, 0 failed/);
  });

  it('makes a case id the runner and a reader can use', () => {
    expect(caseId('Pandin’s paradox, my way!')).toBe('lab.pandin-s-paradox-my-way');
    expect(caseId('***')).toBe('lab.my-case');
  });

  it('opens in the sandbox as the CLI’s JSON case', () => {
    const href = sandboxHref(pandin);
    expect(href.startsWith('/sandbox/#case=')).toBe(true);
    const json = JSON.parse(new TextDecoder().decode(fromBase64url(href.slice('/sandbox/#case='.length))));
    const input = caseInputSchema.parse(json);
    expect(input).toMatchObject(cliCase(pandin));
    expect(input.units).toContain('FRA F eng');
    expect(ruleSet(input.rules).id).toBe('alexander');
  });
});
