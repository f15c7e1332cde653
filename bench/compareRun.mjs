// The timing half of bench/compare.ts: `node compareRun.mjs A.mjs B.mjs ROUNDS` prints, as JSON, each rule set's
// median per phase in µs for engine A and engine B: [a, b]. Plain JavaScript, so it runs on node without a loader.
import { pathToFileURL } from 'node:url';

const [aPath, bPath, roundsText] = process.argv.slice(2);
const engines = [await import(pathToFileURL(aPath).href), await import(pathToFileURL(bPath).href)];
const rounds = Number(roundsText);

// The positions of `npm run bench` (bench/run.ts, `benchRandom`: seed 1901, 1,200 phases of 22-34 units). Each
// engine rules those made by its own generator (same seed, same positions), so that neither reads names made by the
// other's map.
const positions = engines.map((e) => {
  const random = e.seeded(1901);
  const phases = [];
  for (let i = 0; i < 1200; i++) phases.push(e.randomPhase(e.standardMap, random, 22 + Math.floor(random() * 13)));
  return phases;
});

// Wall-clock time: process CPU time has a grain of 1 µs, too coarse for ten rulings of 6 µs each.
const now = () => Number(process.hrtime.bigint()) / 1000;

/** The median over the positions of one ruling's time in µs (each position ruled `repeat` times). */
function median(which, rulesId, repeat) {
  const e = engines[which];
  const rules = e[rulesId];
  const times = positions[which].map((p) => {
    const t0 = now();
    for (let i = 0; i < repeat; i++) e.adjudicate({ units: p.units }, p.orders, { rules });
    return (now() - t0) / repeat;
  });
  return mid(times);
}

const mid = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];

const ids = ['alexander', 'datc'];
for (let w = 0; w < 3; w++) for (const which of [0, 1]) for (const id of ids) median(which, id, 2);
const samples = { alexander: [[], []], datc: [[], []] };
for (let r = 0; r < rounds; r++) {
  for (const which of r % 2 ? [1, 0] : [0, 1]) for (const id of ids) samples[id][which].push(median(which, id, 10));
}
const out = {};
for (const id of ids) out[id] = [mid(samples[id][0]), mid(samples[id][1])];
console.log(JSON.stringify(out));
