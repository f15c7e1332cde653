import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { FUZZED } from './catalogue';

/**
 * `npm run fuzz [-- --runs 100000 --seed N]`: every parser and adjudicator
 * property at scale, the total runs shared by weight. Prints, per property,
 * its runs, its seed (to replay it alone) and its time; exits 1 on the first
 * counterexample, with fast-check's report.
 */
const USAGE = 'Usage: npm run fuzz -- [--runs N (total, default 100000)] [--seed N] [--only TEXT]';

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const total = Number(values.runs ?? 100_000);
  const seed = Number(values.seed ?? Date.now() % 2 ** 31);
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(seed)) {
    console.error(`--runs and --seed take whole numbers.\n${USAGE}`);
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
  return 0;
}

process.exitCode = main();
