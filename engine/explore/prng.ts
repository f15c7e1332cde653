/**
 * A small seeded PRNG (mulberry32): the same seed gives the same stream, so
 * the explorer and the benchmark are reproducible. Nothing that shapes output
 * may use Math.random.
 */
export type Random = () => number;

export function seeded(seed: number): Random {
  // The state lives in a typed array: a closure variable above 2^30 would be a boxed number, allocated on every draw.
  const state = new Uint32Array(1);
  state[0] = seed >>> 0;
  return () => {
    state[0] += 0x6d2b79f5;
    let t = state[0];
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in [0, n). */
export const below = (random: Random, n: number): number => Math.floor(random() * n);

export const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
