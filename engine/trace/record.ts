import type { Concept } from '../rules/ruleSet';
import type { RuleId } from '../rules/citations';
import type { World, DecisionLog } from '../resolve/world';
import { TRACE_VERSION, type Settlement, type SupportTally, type Trace, type TraceDecision } from './types';

/**
 * Read the trace off a settled world. Every decision is final by now, so this
 * re-evaluates the equations once to record what each one compared, without
 * touching the resolver's hot path: with `trace: false` none of this runs.
 */
export function recordTrace(world: World, log: DecisionLog): Trace {
  const { prep } = world;
  const { active, rules, tables: t } = prep;
  const name = (p: number) => t.provinceIds[p];
  /** A list of units linked through `nextInto`, from its first unit. */
  const movesFrom = (first: number) => {
    const list: number[] = [];
    for (let m = first; m >= 0; m = active[m].nextInto) list.push(m);
    return list;
  };
  const cite = (c: Concept): RuleId[] => rules.cites[c];
  const ix = (u: number) => active[u].resultIndex;
  const decisions: TraceDecision[] = [];
  const seen = new Set<string>();
  const add = (d: TraceDecision) => {
    if (seen.has(d.id)) return;
    seen.add(d.id);
    decisions.push(d);
  };
  const settledOf = (u: number): Settlement | undefined => world.settledBy(u);
  /** Dislodged provinces and the move that won each. */
  const dislodged = new Map<string, number>();

  /** Supports behind unit `u`, split into counted and not, with reasons. */
  const tally = (u: number, excludePower?: string): SupportTally => {
    const counted: number[] = [];
    const notCounted: SupportTally['notCounted'] = [];
    for (let s = active[u].supports; s >= 0; s = active[s].nextSupport) {
      if (excludePower !== undefined && active[s].unit.power === excludePower) notCounted.push({ order: ix(s), why: 'own-power' });
      else if (world.resolve(s)) counted.push(ix(s));
      else notCounted.push({ order: ix(s), why: 'cut' });
    }
    active.forEach((a, s) => {
      if (a.kind === 'support' && a.target === u && !a.matches) notCounted.push({ order: ix(s), why: 'invalid' });
    });
    return { counted, notCounted };
  };

  const pathId = (m: number) => (active[m].wantsConvoy ? `path:${ix(m)}` : undefined);
  const holdId = (p: number) => `hold:${name(p)}`;

  const recordHold = (province: number, holder: number) => {
    const deps: string[] = [];
    let supports: SupportTally | undefined;
    if (holder >= 0) {
      if (active[holder].kind === 'move') deps.push(`move:${ix(holder)}`);
      else {
        supports = tally(holder);
        deps.push(...supportDeps(supports));
      }
    }
    add({ id: holdId(province), kind: 'hold', province: name(province), value: world.hold(holder), supports, dependsOn: deps, rules: cite('attack') });
  };

  const recordPrevent = (m: number) => {
    const supports = tally(m);
    const deps = [...supportDeps(supports)];
    const p = pathId(m);
    if (p) deps.push(p);
    const opponent = world.opposingMove(m);
    if (opponent >= 0) deps.push(`move:${ix(opponent)}`);
    add({ id: `prevent:${ix(m)}`, kind: 'prevent', order: ix(m), province: name(active[m].dest), value: world.prevent(m), supports, dependsOn: deps, rules: cite('dislodgeOnStandoff') });
  };

  active.forEach((a, u) => {
    const id = ix(u);
    if (a.kind === 'move') {
      const path = pathId(u);
      if (path) {
        const convoyDeps = a.convoyFleets.map((f) => `convoy:${ix(f)}`);
        const counterfactual = rules.policies.convoyParadox === 'counterfactual';
        add({
          id: path,
          kind: 'path',
          order: id,
          province: name(a.province),
          value: world.path(u),
          dependsOn: convoyDeps,
          rules: counterfactual ? [...cite('convoyChain'), ...cite('paradox')] : cite('convoyChain'),
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
      const supports = tally(u, excluded);
      const attackDeps = [...supportDeps(supports)];
      if (path) attackDeps.push(path);
      if (defender >= 0 && active[defender].kind === 'move') attackDeps.push(`move:${ix(defender)}`);
      add({ id: `attack:${id}`, kind: 'attack', order: id, province: name(a.dest), value: world.attack(u), supports, dependsOn: attackDeps, rules: cite(excluded ? 'selfDislodge' : 'supportEffect') });

      const moveDeps = [`attack:${id}`];
      if (headToHead) {
        const other = world.opposingMove(u);
        const defend = tally(other);
        add({ id: `defend:${ix(other)}`, kind: 'defend', order: ix(other), province: name(a.dest), value: world.defend(other), supports: defend, dependsOn: supportDeps(defend), rules: cite('exchange') });
        moveDeps.push(`defend:${ix(other)}`);
      } else {
        recordHold(a.dest, a.destUnit);
        moveDeps.push(holdId(a.dest));
      }
      for (let m = a.into; m >= 0; m = active[m].nextInto) {
        if (m === u) continue;
        recordPrevent(m);
        moveDeps.push(`prevent:${ix(m)}`);
      }
      const moved = world.resolve(u);
      add({ id: `move:${id}`, kind: 'move', order: id, province: name(a.dest), value: moved, dependsOn: moveDeps, rules: cite(moved ? 'moveEffect' : 'failedMove'), settled: settledOf(u) });
      if (moved && defender >= 0 && !(active[defender].kind === 'move' && world.resolve(defender))) dislodged.set(name(a.dest), u);
    } else if (a.kind === 'support') {
      const deps: string[] = [];
      for (let m = a.attackers; m >= 0; m = active[m].nextInto) {
        if (active[m].unit.power === a.unit.power) continue;
        if (active[m].province === a.supportTo) deps.push(`move:${ix(m)}`);
        else deps.push(pathId(m) ?? `move:${ix(m)}`);
      }
      add({ id: `support:${id}`, kind: 'support', order: id, province: name(a.province), value: world.resolve(u), dependsOn: a.matches ? deps : [], rules: cite(a.matches ? 'cutSupport' : a.supportTo >= 0 ? 'supportMove' : 'supportHold'), settled: settledOf(u) });
    } else if (a.kind === 'convoy') {
      const deps = movesFrom(a.attackers).map((m) => `move:${ix(m)}`);
      add({ id: `convoy:${id}`, kind: 'convoy', order: id, province: name(a.province), value: world.resolve(u), dependsOn: deps, rules: cite('convoyDisruption'), settled: settledOf(u) });
    }
  });

  for (const [province, attacker] of [...dislodged].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
    const victim = active[attacker].destUnit;
    add({ id: `dislodgement:${province}`, kind: 'dislodgement', order: ix(victim), province, value: true, dependsOn: [`move:${ix(attacker)}`], rules: cite('winning') });
  }

  const decisionId = (u: number) => `${active[u].kind}:${ix(u)}`;
  return {
    version: TRACE_VERSION,
    rules: rules.id,
    decisions,
    cycles: log.cycles.map((c) => ({ members: c.members.map(decisionId), settlement: c.settlement })),
    counterfactuals: dedupe(log.counterfactuals.map((c) => ({ army: ix(c.army), inert: c.neutral.map(ix), routeIntact: c.routeExists }))),
  };
}

function supportDeps(t: SupportTally): string[] {
  return [...t.counted, ...t.notCounted.filter((n) => n.why === 'cut').map((n) => n.order)].map((o) => `support:${o}`);
}

function dedupe<T>(xs: T[]): T[] {
  const keys = new Set<string>();
  return xs.filter((x) => {
    const k = JSON.stringify(x);
    if (keys.has(k)) return false;
    keys.add(k);
    return true;
  });
}
