import type { RuleSet } from '../rules/ruleSet';
import { canonicalKey, canonicalPhase } from './canonical';
import { DEFAULT_GENERATE, randomPosition, type GenerateOptions, type Phase } from './generate';
import type { MapTables } from './mapTables';
import { minimisePhase } from './minimise';
import { seeded } from './prng';
import { hasCycle, paradoxIn, paradoxSuspected, rulePhase, rulingsDiffer, type ExploreKind, type Ruling } from './rulings';

export interface ExploreOptions {
  tables: MapTables;
  /** Two or more rule sets for `differ`; one or more for `cycle` and `paradox`. */
  rules: readonly RuleSet[];
  n: number;
  seed: number;
  kinds: readonly ExploreKind[];
  /**
   * Minimise at most this many positions per signature (which orders differ,
   * and why; or how a cycle was settled). Minimising costs a hundred rulings,
   * and most positions repeat a known pattern, so this keeps the search fast
   * and the output varied. Deterministic, like everything here.
   */
  perSignature?: number;
  generate?: GenerateOptions;
  /** Called every `progressEvery` positions with the number tried. */
  onProgress?: (tried: number) => void;
  progressEvery?: number;
  /** A clock in milliseconds, for the throughput figures only (never for output). */
  clock?: () => number;
}

export interface FoundCase {
  kind: ExploreKind;
  /** The minimal phase, in canonical form. */
  phase: Phase;
  key: string;
  /** Position number (0-based) it was found in. */
  foundAt: number;
}

export interface KindTally {
  /** Positions that showed the property. */
  positions: number;
  /** Positions minimised (the others repeated a signature seen often enough). */
  minimised: number;
  /** Distinct minimal cases kept. */
  kept: number;
}

export interface ExploreReport {
  tried: number;
  /** Milliseconds spent ruling, per rule set id, in the search loop. */
  rulingMs: Record<string, number>;
  generatingMs: number;
  tally: Record<ExploreKind, KindTally>;
  cases: FoundCase[];
}

/** Positions generated, then ruled, at a time: few, so that a batch dies young (256 kept megabytes alive across collections). */
const BATCH = 32;

/** Generate `n` positions from the seed, rule each, keep and minimise those with the asked properties. */
export function explore(options: ExploreOptions): ExploreReport {
  const { tables: t, rules, n, kinds } = options;
  if (kinds.includes('differ') && rules.length < 2) throw new Error('finding differences needs at least two rule sets');
  const clock = options.clock ?? (() => 0);
  const perSignature = options.perSignature ?? 10;
  const every = options.progressEvery ?? 1000;
  const random = seeded(options.seed);
  const needLog = kinds.includes('cycle') || kinds.includes('paradox');
  const rulingMs: Record<string, number> = Object.fromEntries(rules.map((r) => [r.id, 0]));
  const tally = Object.fromEntries(kinds.map((k) => [k, { positions: 0, minimised: 0, kept: 0 }])) as Record<ExploreKind, KindTally>;
  const signatures = new Map<string, number>();
  const keys = new Set<string>();
  const cases: FoundCase[] = [];
  let generatingMs = 0;

  /** Keep position `i` for each asked kind it shows, minimised, unless its signature was seen often enough. */
  const examine = (i: number, phase: Phase, rulings: readonly Ruling[]): void => {
    for (const kind of kinds) {
      const signature = signatureOf(kind, t, phase, rulings);
      if (signature === undefined) continue;
      tally[kind].positions++;
      const seen = signatures.get(`${kind} ${signature}`) ?? 0;
      if (seen >= perSignature) continue;
      signatures.set(`${kind} ${signature}`, seen + 1);
      tally[kind].minimised++;
      const minimal = canonicalPhase(minimisePhase(phase, (p) => holds(kind, t, rules, p)));
      const key = `${kind} ${canonicalKey(minimal)}`;
      if (keys.has(key)) continue;
      keys.add(key);
      tally[kind].kept++;
      cases.push({ kind, phase: minimal, key, foundAt: i });
    }
  };

  // Positions go in batches: generate a batch, rule it under each rule set, then look at each position in order.
  // The clock is read per batch step, not per position, so that a CPU clock (a system call) costs nothing per position.
  const phases: Phase[] = new Array(BATCH);
  const ruled: Ruling[][] = rules.map(() => new Array<Ruling>(BATCH));
  for (let start = 0; start < n; start += BATCH) {
    const size = Math.min(BATCH, n - start);
    let t0 = clock();
    for (let k = 0; k < size; k++) {
      if (options.onProgress && (start + k) % every === 0) options.onProgress(start + k);
      phases[k] = randomPosition(t, random, options.generate ?? DEFAULT_GENERATE);
    }
    let t1 = clock();
    generatingMs += t1 - t0;
    for (let r = 0; r < rules.length; r++) {
      for (let k = 0; k < size; k++) ruled[r][k] = rulePhase(t, phases[k], rules[r], needLog);
      t0 = t1;
      t1 = clock();
      rulingMs[rules[r].id] += t1 - t0;
    }
    for (let k = 0; k < size; k++) {
      const phase = phases[k];
      const rulings: Ruling[] = [];
      for (let r = 0; r < rules.length; r++) rulings.push(ruled[r][k]);
      examine(start + k, phase, rulings);
    }
  }
  options.onProgress?.(n);
  return { tried: n, rulingMs, generatingMs, tally, cases };
}

/** Does the phase (re-ruled from scratch) still show the property? */
export function holds(kind: ExploreKind, t: MapTables, rules: readonly RuleSet[], phase: Phase): boolean {
  if (phase.orders.length === 0) return false;
  const rulings = rules.map((r) => rulePhase(t, phase, r, kind !== 'differ'));
  return signatureOf(kind, t, phase, rulings) !== undefined;
}

/**
 * The property's signature in these rulings, or undefined when it is absent.
 * For differences: which kinds of order differ and for what reasons; for
 * cycles and paradoxes: how each rule set settled them.
 */
function signatureOf(kind: ExploreKind, t: MapTables, phase: Phase, rulings: readonly Ruling[]): string | undefined {
  const orders = phase.orders.length;
  if (kind === 'differ') {
    if (!rulingsDiffer(rulings, orders)) return undefined;
    const parts: string[] = [];
    for (let i = 0; i < orders; i++) {
      const reasons = rulings.map((r) => r.result.orders[i].reason);
      if (rulings.some((r) => r.result.orders[i].outcome !== rulings[0].result.orders[i].outcome)) parts.push(`${phase.orders[i].kind}:${reasons.join('/')}`);
    }
    return parts.sort().join(' ') || 'dislodged';
  }
  if (kind === 'cycle') {
    if (!rulings.some(hasCycle)) return undefined;
    return rulings.map((r) => `${r.rules.id}:${[...new Set(r.log!.cycles.map((c) => c.settlement))].sort().join('+')}`).join(' ');
  }
  const found = rulings.filter((r) => paradoxSuspected(r, phase) && paradoxIn(t, phase, r.rules));
  return found.length > 0 ? found.map((r) => r.rules.id).join(' ') : undefined;
}
