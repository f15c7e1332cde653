import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { FUZZED } from './catalogue';
import { countReadings, renderedSheet, type ReadingCount } from './humanRenderings';
import { falseFacts } from './sentenceFacts';
import { randomPosition } from '../../engine/explore/generate';
import { mapTables } from '../../engine/explore/mapTables';
import { seeded } from '../../engine/explore/prng';
import { standardMap } from '../../engine/map/standardMap';
import { adjudicate } from '../../engine/resolve';

/**
 * `npm run fuzz [-- --runs 100000 --seed N]`: every parser and adjudicator
 * property at scale, the total runs shared by weight. Prints, per property,
 * its runs, its seed (to replay it alone) and its time; exits 1 on the first
 * counterexample, with fast-check's report. Then `--renderings` legal orders
 * written in human styles (humanRenderings.ts) are read back, and the counts
 * of recovered, refused and misread orders printed; one misread exits 1. Last, `--sentences` random
 * positions are ruled under the Alexander Rules and the DATC preferences, and every sentence of each
 * ruling is checked for a false fact (sentenceFacts.ts); one exits 1.
 */
const USAGE = 'Usage: npm run fuzz -- [--runs N (total, default 100000)] [--renderings N (default 100000)] [--sentences N (positions, default 100000)] [--seed N] [--only TEXT]';

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({ options: { runs: { type: 'string' }, renderings: { type: 'string' }, sentences: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const total = Number(values.runs ?? 100_000);
  const renderings = Number(values.renderings ?? 100_000);
  const positions = Number(values.sentences ?? 100_000);
  const seed = Number(values.seed ?? Date.now() % 2 ** 31);
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(seed) || !Number.isInteger(renderings) || renderings < 0 || !Number.isInteger(positions) || positions < 0) {
    console.error(`--runs, --renderings, --sentences and --seed take whole numbers.\n${USAGE}`);
    return 2;
  }
  const chosen = FUZZED.filter((p) => !values.only || p.name.includes(values.only));
  if (chosen.length === 0) {
    console.error(`No property matches "${values.only}".`);
    return 2;
  }
  const weights = chosen.reduce((s, p) => s + p.weight, 0);
  console.log(`Fuzzing ${chosen.length} properties, ${total} runs in total, seed ${seed}`);
  let ran = 0;
  const start = performance.now();
  for (const [i, p] of chosen.entries()) {
    const numRuns = Math.max(1, Math.round((total * p.weight) / weights));
    const ownSeed = (seed + i) | 0;
    const t0 = performance.now();
    const details = fc.check(p.property, { numRuns, seed: ownSeed });
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    ran += details.numRuns;
    const line = `${p.name.padEnd(40)} runs ${String(details.numRuns).padStart(7)}  seed ${String(ownSeed).padStart(11)}  ${seconds.padStart(6)} s`;
    if (details.failed) {
      console.log(`${line}  FAILED`);
      console.log(fc.defaultReportMessage(details) ?? '');
      console.log(`Replay: npm run fuzz -- --only "${p.name}" --runs ${numRuns} --seed ${ownSeed}`);
      return 1;
    }
    console.log(`${line}  ok`);
  }
  console.log(`${ran} inputs in ${((performance.now() - start) / 1000).toFixed(1)} s, no counterexample.`);
  const read = renderings > 0 && (!values.only || 'human renderings'.includes(values.only)) ? readRenderings(renderings, seed) : 0;
  const said = positions > 0 && (!values.only || 'sentences'.includes(values.only)) ? checkSentences(positions, seed) : 0;
  return read || said;
}

/** `n` random positions ruled under two rule sets, and every sentence of each ruling checked. */
function checkSentences(n: number, seed: number): number {
  const random = seeded(seed);
  const tables = mapTables(standardMap);
  const t0 = performance.now();
  let sentences = 0;
  const wrong: string[] = [];
  for (let i = 0; i < n; i++) {
    const phase = randomPosition(tables, random);
    for (const rules of ['alexander', 'datc'] as const) {
      const result = adjudicate({ units: phase.units }, phase.orders, { rules });
      sentences += result.orders.length;
      wrong.push(...falseFacts(standardMap, result));
    }
  }
  console.log(`sentences (seed ${seed}): ${n} random positions, ${sentences} sentences checked in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${wrong.length} false`);
  for (const w of wrong.slice(0, 10)) console.log(`  false: ${w}`);
  return wrong.length > 0 ? 1 : 0;
}

/** Legal orders in human styles, read back until `n` are counted. */
function readRenderings(n: number, seed: number): number {
  const random = seeded(seed);
  const count: ReadingCount = { recovered: 0, refused: 0, refusedLines: [], misread: [] };
  const t0 = performance.now();
  while (count.recovered + count.refused + count.misread.length < n) countReadings(renderedSheet(random), count);
  const total = count.recovered + count.refused + count.misread.length;
  const pct = (k: number) => ((100 * k) / total).toFixed(2);
  console.log(`human renderings (seed ${seed}): ${total} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`  recovered ${count.recovered} (${pct(count.recovered)}%), refused ${count.refused} (${pct(count.refused)}%), misread ${count.misread.length}`);
  for (const m of count.misread.slice(0, 10)) console.log(`  misread: ${m.text}\n    written ${m.wrote}\n    read    ${m.read}`);
  return count.misread.length > 0 ? 1 : 0;
}

process.exitCode = main();
