import type { Concept } from '../rules/ruleSet';
import type { RuleId } from '../rules/citations';
import type { ProvinceMarks } from '../map/provinceMarks';
import type { Active } from './prepare';
import type { World, DecisionLog } from './world';
import type { RuleSet } from '../rules/ruleSet';
import { TRACE_VERSION, type SupportTally, type Trace, type TraceCounterfactual, type TraceDecision } from './traceTypes';

/**
 * Read the trace off a settled world. Every decision is final by now, so this
 * re-evaluates the equations once to record what each one compared, without
 * touching the resolver's hot path: with `trace: false` none of this runs.
 */
export function recordTrace(world: World, log: DecisionLog): Trace {
  return new TraceRecorder(world).record(log);
}

/** One trace being written; its steps are methods so that recording creates no functions. */
class TraceRecorder {
  private readonly active: Active[];
  private readonly rules: RuleSet;
  private readonly cites: TraceCitations;
  private readonly provinceIds: readonly string[];
  private readonly decisions: TraceDecision[] = [];
  /** Hold decisions already written, by province; prevent decisions, by unit (the only ids met twice). */
  private readonly holdSeen: ProvinceMarks;
  private readonly preventSeen: Uint8Array;
  /** Dislodged provinces and the move that won each. */
  private readonly dislodged = new Map<string, number>();
  /** Supports that name unit u but do not match what it does, by u. */
  private readonly invalidSupports: number[][] = [];

  constructor(private readonly world: World) {
    this.active = world.prep.active;
    this.rules = world.prep.rules;
    this.cites = traceCitations(this.rules);
    this.provinceIds = world.prep.tables.provinceIds;
    this.holdSeen = world.prep.tables.marks.take();
    this.preventSeen = new Uint8Array(this.active.length);
    this.active.forEach((a, s) => {
      if (a.kind === 'support' && a.target >= 0 && !a.matches) (this.invalidSupports[a.target] ??= []).push(s);
    });
  }

  record(log: DecisionLog): Trace {
    const { active } = this;
    for (let u = 0; u < active.length; u++) {
      const a = active[u];
      if (a.kind === 'move') this.recordMove(a, u);
      else if (a.kind === 'support') this.recordSupport(a, u);
      else if (a.kind === 'convoy') this.recordConvoy(a, u);
    }
    for (const [province, attacker] of [...this.dislodged].sort(byFirst)) {
      const victim = active[attacker].destUnit;
      this.add({ id: `dislodgement:${province}`, kind: 'dislodgement', order: this.ix(victim), province, value: true, dependsOn: [`move:${this.ix(attacker)}`], rules: this.cites.winning });
    }
    const cycles: Trace['cycles'] = [];
    for (const c of log.cycles) {
      const members: string[] = [];
      for (const m of c.members) members.push(`${active[m].kind}:${this.ix(m)}`);
      cycles.push({ members, settlement: c.settlement });
    }
    const counterfactuals: Trace['counterfactuals'] = [];
    for (const c of log.counterfactuals) {
      const inert: number[] = [];
      for (const n of c.neutral) inert.push(this.ix(n));
      const entry = { army: this.ix(c.army), inert, routeIntact: c.routeExists };
      // The same verdict may be reached more than once; a phase has a handful, so they are compared one by one.
      if (!counterfactuals.some((k) => sameCounterfactual(k, entry))) counterfactuals.push(entry);
    }
    this.world.prep.tables.marks.give(this.holdSeen);
    return { version: TRACE_VERSION, rules: this.rules.id, decisions: this.decisions, cycles, counterfactuals };
  }

  private recordMove(a: Active, u: number): void {
    const { world, active } = this;
    const id = this.ix(u);
    const path = this.pathId(u);
    if (path) {
      const convoyDeps: string[] = [];
      for (const f of a.convoyFleets) convoyDeps.push(`convoy:${this.ix(f)}`);
      const counterfactual = this.rules.policies.convoyParadox === 'counterfactual';
      this.add({
        id: path,
        kind: 'path',
        order: id,
        province: this.name(a.province),
        value: world.path(u),
        dependsOn: convoyDeps,
        rules: counterfactual ? [...this.cites.convoyChain, ...this.cites.paradox] : this.cites.convoyChain,
        settled: counterfactual && a.convoyFleets.length > 0 ? 'counterfactual' : undefined,
      });
    }
    const defender = a.destUnit;
    const headToHead = world.headToHead(u);
    let excluded: string | undefined;
    if (defender >= 0 && active[defender].unit.power !== a.unit.power) {
      const leaves = active[defender].kind === 'move' && !headToHead && world.resolve(defender);
      if (!leaves) excluded = active[defender].unit.power;
    }
    const supports = this.tally(u, excluded);
    const attackDeps = supportDeps(supports);
    if (path) attackDeps.push(path);
    if (defender >= 0 && active[defender].kind === 'move') attackDeps.push(`move:${this.ix(defender)}`);
    this.add({ id: `attack:${id}`, kind: 'attack', order: id, province: this.name(a.dest), value: world.attack(u), supports, dependsOn: attackDeps, rules: excluded ? this.cites.selfDislodge : this.cites.supportEffect });

    const moveDeps = [`attack:${id}`];
    if (headToHead) {
      const other = world.opposingMove(u);
      const defend = this.tally(other);
      this.add({ id: `defend:${this.ix(other)}`, kind: 'defend', order: this.ix(other), province: this.name(a.dest), value: world.defend(other), supports: defend, dependsOn: supportDeps(defend), rules: this.cites.exchange });
      moveDeps.push(`defend:${this.ix(other)}`);
    } else {
      this.recordHold(a.dest, a.destUnit);
      moveDeps.push(`hold:${this.name(a.dest)}`);
    }
    for (let m = a.into; m >= 0; m = active[m].nextInto) {
      if (m === u) continue;
      if (!this.preventSeen[m]) this.recordPrevent(m);
      moveDeps.push(`prevent:${this.ix(m)}`);
    }
    const moved = world.resolve(u);
    this.add({ id: `move:${id}`, kind: 'move', order: id, province: this.name(a.dest), value: moved, dependsOn: moveDeps, rules: moved ? this.cites.moveEffect : this.cites.failedMove, settled: world.settledBy(u) });
    if (moved && defender >= 0 && !(active[defender].kind === 'move' && world.resolve(defender))) this.dislodged.set(this.name(a.dest), u);
  }

  private recordSupport(a: Active, u: number): void {
    const { active } = this;
    const deps: string[] = [];
    for (let m = a.attackers; m >= 0; m = active[m].nextInto) {
      if (active[m].unit.power === a.unit.power) continue;
      if (active[m].province === a.supportTo) deps.push(`move:${this.ix(m)}`);
      else deps.push(this.pathId(m) ?? `move:${this.ix(m)}`);
    }
    const rule = a.matches ? this.cites.cutSupport : a.supportTo >= 0 ? this.cites.supportMove : this.cites.supportHold;
    this.add({ id: `support:${this.ix(u)}`, kind: 'support', order: this.ix(u), province: this.name(a.province), value: this.world.resolve(u), dependsOn: a.matches ? deps : [], rules: rule, settled: this.world.settledBy(u) });
  }

  private recordConvoy(a: Active, u: number): void {
    const deps: string[] = [];
    for (let m = a.attackers; m >= 0; m = this.active[m].nextInto) deps.push(`move:${this.ix(m)}`);
    this.add({ id: `convoy:${this.ix(u)}`, kind: 'convoy', order: this.ix(u), province: this.name(a.province), value: this.world.resolve(u), dependsOn: deps, rules: this.cites.convoyDisruption, settled: this.world.settledBy(u) });
  }

  private recordHold(province: number, holder: number): void {
    if (this.holdSeen.has(province)) return;
    this.holdSeen.set(province);
    const deps: string[] = [];
    let supports: SupportTally | undefined;
    if (holder >= 0) {
      if (this.active[holder].kind === 'move') deps.push(`move:${this.ix(holder)}`);
      else {
        supports = this.tally(holder);
        deps.push(...supportDeps(supports));
      }
    }
    this.add({ id: `hold:${this.name(province)}`, kind: 'hold', province: this.name(province), value: this.world.hold(holder), supports, dependsOn: deps, rules: this.cites.attack });
  }

  private recordPrevent(m: number): void {
    this.preventSeen[m] = 1;
    const supports = this.tally(m);
    const deps = supportDeps(supports);
    const p = this.pathId(m);
    if (p) deps.push(p);
    const opponent = this.world.opposingMove(m);
    if (opponent >= 0) deps.push(`move:${this.ix(opponent)}`);
    this.add({ id: `prevent:${this.ix(m)}`, kind: 'prevent', order: this.ix(m), province: this.name(this.active[m].dest), value: this.world.prevent(m), supports, dependsOn: deps, rules: this.cites.dislodgeOnStandoff });
  }

  /** Supports behind unit `u`, split into counted and not, with reasons. */
  private tally(u: number, excludePower?: string): SupportTally {
    const { active, world } = this;
    const counted: number[] = [];
    const notCounted: SupportTally['notCounted'] = [];
    for (let s = active[u].supports; s >= 0; s = active[s].nextSupport) {
      if (excludePower !== undefined && active[s].unit.power === excludePower) notCounted.push({ order: this.ix(s), why: 'own-power' });
      else if (world.resolve(s)) counted.push(this.ix(s));
      else notCounted.push({ order: this.ix(s), why: 'cut' });
    }
    for (const s of this.invalidSupports[u] ?? NONE) notCounted.push({ order: this.ix(s), why: 'invalid' });
    return { counted, notCounted };
  }

  /** Every decision id is written once: the callers skip holds and prevents already written. */
  private add(d: TraceDecision): void {
    this.decisions.push(d);
  }

  private pathId(m: number): string | undefined {
    return this.active[m].wantsConvoy ? `path:${this.ix(m)}` : undefined;
  }

  private ix(u: number): number {
    return this.active[u].resultIndex;
  }

  private name(p: number): string {
    return this.provinceIds[p];
  }
}

/**
 * The rule ids a trace cites, as the rule set lists them, by concept: named
 * fields, read as one load each, where a lookup by concept name is a hash search.
 */
class TraceCitations {
  readonly winning: RuleId[];
  readonly convoyChain: RuleId[];
  readonly paradox: RuleId[];
  readonly selfDislodge: RuleId[];
  readonly supportEffect: RuleId[];
  readonly exchange: RuleId[];
  readonly moveEffect: RuleId[];
  readonly failedMove: RuleId[];
  readonly cutSupport: RuleId[];
  readonly supportMove: RuleId[];
  readonly supportHold: RuleId[];
  readonly convoyDisruption: RuleId[];
  readonly attack: RuleId[];
  readonly dislodgeOnStandoff: RuleId[];

  constructor(cites: Readonly<Record<Concept, RuleId[]>>) {
    this.winning = cites.winning;
    this.convoyChain = cites.convoyChain;
    this.paradox = cites.paradox;
    this.selfDislodge = cites.selfDislodge;
    this.supportEffect = cites.supportEffect;
    this.exchange = cites.exchange;
    this.moveEffect = cites.moveEffect;
    this.failedMove = cites.failedMove;
    this.cutSupport = cites.cutSupport;
    this.supportMove = cites.supportMove;
    this.supportHold = cites.supportHold;
    this.convoyDisruption = cites.convoyDisruption;
    this.attack = cites.attack;
    this.dislodgeOnStandoff = cites.dislodgeOnStandoff;
  }
}

const traceCitationCache = new WeakMap<RuleSet, TraceCitations>();

function traceCitations(rules: RuleSet): TraceCitations {
  let c = traceCitationCache.get(rules);
  if (!c) traceCitationCache.set(rules, (c = new TraceCitations(rules.cites)));
  return c;
}

const NONE: readonly number[] = [];

function byFirst(x: [string, number], y: [string, number]): number {
  return x[0] < y[0] ? -1 : 1;
}

/** The decisions a tally depends on: the supports that counted or were cut. */
function supportDeps(t: SupportTally): string[] {
  const deps: string[] = [];
  for (const o of t.counted) deps.push(`support:${o}`);
  for (const n of t.notCounted) if (n.why === 'cut') deps.push(`support:${n.order}`);
  return deps;
}

function sameCounterfactual(a: TraceCounterfactual, b: TraceCounterfactual): boolean {
  if (a.army !== b.army || a.routeIntact !== b.routeIntact || a.inert.length !== b.inert.length) return false;
  for (let i = 0; i < a.inert.length; i++) if (a.inert[i] !== b.inert[i]) return false;
  return true;
}
