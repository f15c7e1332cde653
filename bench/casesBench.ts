import { readFileSync } from 'node:fs';
import { standardMap } from '../engine/map/standardMap';
import { adjudicate } from '../engine/resolve';
import { isRuleSetId, RULE_SETS } from '../engine/rules';
import { readCase, type ReadCase } from '../engine/case/json/caseInput';
import { performance, stats, us } from './cpuClock';

/**
 * `npm run bench -- --cases FILE.jsonl [--rules ID]`, the figure other engines are compared by: the
 * median time to rule each of a file's CLI cases.
 */
export function benchCases(path: string | undefined, rules: string, io: { out(text: string): void; err(text: string): void }): number {
  try {
    io.out(`${casesFigure(path, rules)}\n`);
    return 0;
  } catch (e) {
    if (!(e instanceof BadCases)) throw e;
    io.err(`${e.message}\n`);
    return 2;
  }
}

/** Bad input: one line saying what is wrong, and exit code 2, as the CLI does. */
class BadCases extends Error {}
function fail(message: string): never {
  throw new BadCases(message);
}

function casesFigure(path: string | undefined, rules: string): string {
  const usage = 'npm run bench -- --cases FILE.jsonl [--rules ID]: one JSON case per line, as the CLI reads them.';
  if (path === undefined || path.startsWith('--')) fail(`--cases names no file. ${usage}`);
  if (!isRuleSetId(rules)) fail(`--rules: unknown rule set "${rules}". Known: ${Object.keys(RULE_SETS).join(', ')}.`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    fail(`${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). ${usage}`);
  }
  const cases: ReadCase[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    try {
      const c = readCase(line, standardMap, rules);
      if (c.phase !== 'movement') throw new Error(`a ${c.phase} case; the bench times movement phases.`);
      cases.push(c);
    } catch (error) {
      fail(`${path}, line ${i + 1}: ${(error as Error).message}`);
    }
  });
  if (cases.length === 0) fail(`${path} holds no cases. ${usage}`);
  // Warm up on at least 50,000 rulings, through the very loop that is timed: CPU time counts V8's compiler threads,
  // so a short file would otherwise be timed while its code is still being optimised.
  const warmRounds = Math.max(1, Math.ceil(2500 / Math.max(1, cases.length)));
  for (let r = 0; r < warmRounds; r++) for (const c of cases) ruleRepeatedly(c, 20);
  // Each case is ruled often enough for 0.2 ms of CPU time, so that the clock's grain and its own cost (~0.3 µs a
  // reading) do not weigh on small cases.
  const times = cases.map((c) => {
    let repeat = 20;
    let ms = ruleRepeatedly(c, repeat);
    while (ms < 0.2 && repeat < 20480) ms = ruleRepeatedly(c, (repeat *= 4));
    return ms / repeat;
  });
  const s = stats(times);
  return `${path}: ${cases.length} cases, adjudication only: median ${us(s.median)}, p90 ${us(s.p90)}, mean ${us(s.mean)}`;
}

/** CPU time, in ms, of ruling one case `repeat` times (under its rule set as the CLI applies it). */
function ruleRepeatedly(c: ReadCase, repeat: number): number {
  const t0 = performance.now();
  for (let i = 0; i < repeat; i++) adjudicate({ units: c.units }, c.orders, { rules: c.ruleValue });
  return performance.now() - t0;
}

