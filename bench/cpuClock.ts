/**
 * The benchmarks' clock and figures. Timings are CPU time of this process (user + system), not
 * wall-clock time: the machine is shared, and a busy neighbour would otherwise double every figure.
 */
export const performance = {
  now(): number {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  },
};

export function stats(samples: number[]): { median: number; p90: number; p99: number; mean: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p90: at(0.9), p99: at(0.99), mean: s.reduce((a, b) => a + b, 0) / s.length, max: s[s.length - 1] };
}

export const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
