import { provinceOf } from '../map/types';
import { adjudicate, adjudicateMovement } from '../resolve';
import type { MovementResult } from '../resolve/types';
import type { DecisionLog } from '../resolve/world';
import type { RuleSet } from '../rules/ruleSet';
import type { Trace } from '../resolve/traceTypes';
import type { Phase } from './generate';
import type { MapTables } from './mapTables';

/** What the explorer keeps: rule sets that disagree, a dependency cycle, or a convoy paradox. */
export const KINDS = ['differ', 'cycle', 'paradox'] as const;
export type ExploreKind = (typeof KINDS)[number];

export interface Ruling {
  rules: RuleSet;
  result: MovementResult;
  /** The cycles and IV.5.f counterfactuals met; only when asked for (cheap, unlike the trace). */
  log?: DecisionLog;
}

/** Rule a phase; `log` records cycles and counterfactuals without building the trace. */
export function rulePhase(t: MapTables, phase: Phase, rules: RuleSet, log: boolean): Ruling {
  const ruling = adjudicateMovement(t.map, phase.units, phase.orders, rules, { log });
  return { rules, result: ruling.result, log: ruling.log };
}

/** Same outcome for every order given, and the same units dislodged. */
export function sameRuling(a: MovementResult, b: MovementResult, orders: number): boolean {
  for (let i = 0; i < orders; i++) if (a.orders[i].outcome !== b.orders[i].outcome) return false;
  if (a.dislodged.length !== b.dislodged.length) return false;
  for (let i = 0; i < a.dislodged.length; i++) if (a.dislodged[i].unit.loc !== b.dislodged[i].unit.loc) return false;
  return true;
}

export function rulingsDiffer(rulings: readonly Ruling[], orders: number): boolean {
  for (let i = 1; i < rulings.length; i++) if (!sameRuling(rulings[0].result, rulings[i].result, orders)) return true;
  return false;
}

export const hasCycle = (r: Ruling): boolean => (r.log?.cycles.length ?? 0) > 0;

/**
 * Worth a trace to look for a paradox: a cycle the Szykman rule settled, or,
 * under IV.5.f, a counterfactual judged while some convoying fleet was attacked.
 */
export function paradoxSuspected(r: Ruling, phase: Phase): boolean {
  if (!r.log) return false;
  if (r.log.cycles.some((c) => c.settlement === 'szykman')) return true;
  if (r.log.counterfactuals.length === 0) return false;
  const convoying = new Set(phase.orders.filter((o) => o.kind === 'convoy').map((o) => provinceOf(o.at)));
  return phase.orders.some((o) => o.kind === 'move' && convoying.has(provinceOf(o.to)));
}

/**
 * A convoy paradox that the rule set's paradox policy had to settle: a
 * Szykman cycle, or an IV.5.f counterfactual whose verdict differs from the
 * convoy decisions of the real world (so the army's own move decided its convoy).
 */
export function paradoxIn(t: MapTables, phase: Phase, rules: RuleSet): Trace | undefined {
  const ruling = adjudicate({ units: phase.units }, phase.orders, { rules, trace: true, map: t.map });
  const trace = ruling.trace!;
  if (trace.cycles.some((c) => c.settlement === 'szykman')) return trace;
  const convoyValue = new Map(trace.decisions.filter((d) => d.kind === 'convoy').map((d) => [d.order!, d.value === true]));
  for (const c of trace.counterfactuals) {
    if (c.inert.length !== 1 || c.inert[0] !== c.army) continue; // a nested world, not the real one
    const army = ruling.orders[c.army].order;
    if (army.kind !== 'move') continue;
    const fleets = new Set<number>();
    ruling.orders.forEach((r, i) => {
      const o = r.order;
      if (o.kind === 'convoy' && convoyValue.get(i) && o.army === provinceOf(army.at) && o.to === provinceOf(army.to)) {
        fleets.add(t.index.get(provinceOf(o.at))!);
      }
    });
    if (seaRoute(t, t.index.get(provinceOf(army.at))!, t.index.get(provinceOf(army.to))!, fleets) !== c.routeIntact) return trace;
  }
  return undefined;
}

/** Is there a chain of the given seas from one coast to another? */
function seaRoute(t: MapTables, from: number, to: number, seas: ReadonlySet<number>): boolean {
  const seen = new Set<number>();
  const queue = t.seas[from].filter((s) => seas.has(s));
  for (const s of queue) seen.add(s);
  const ends = new Set(t.seas[to]);
  while (queue.length > 0) {
    const s = queue.shift()!;
    if (ends.has(s)) return true;
    for (const next of t.seas[s]) {
      if (seas.has(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}
