import fc from 'fast-check';

/**
 * The test suite is the gate a change must pass, so its property tests run on one fixed seed:
 * a change fails for what it broke, never for a counterexample that luck found elsewhere.
 * Exploring new seeds is `npm run fuzz`'s work; `FC_SEED=random npm test` (or any number)
 * runs the suite's properties on another seed.
 */
const chosen = process.env.FC_SEED;
const GATE_SEED = 20_261_126;
if (chosen !== 'random') {
  const seed = chosen === undefined || chosen === '' ? GATE_SEED : Number(chosen);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be a whole number or "random", not "${chosen}".`);
  fc.configureGlobal({ seed });
}
