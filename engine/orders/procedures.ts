import { provinceOf, type Power } from '../map/types';
import type { RuleSet } from '../rules/ruleSet';
import type { Phase } from './types';
import type { Degree, LineStatus } from './parseTypes';
import type { GameOrder } from './types';

/**
 * Seed 004 §C: what is done with the orders once every line is read.
 * 1. Only the latest set of a power's orders counts; sets with a missing or
 *    wrong label are still used (the labels were settled while reading).
 * 2. Un-assignable orders are ignored; ambiguous and illegal ones are not followed.
 * 3. Several legal orders to one unit (a CalsMUN Insurrection order is one of
 *    them; several revival lists of one power count the same way): the rule set's `multipleOrdersToUnit`
 *    policy picks one (the last legal one under seed 004 and Alexander; the
 *    first under the DATC). Legality is judged on the position alone, so a
 *    support or convoy that nobody uses is still legal and can win.
 * 4. Adjustments: builds (and waives) count in order until the power's
 *    allowance is used; the rest are over the limit. Removals likewise; too
 *    few legal removals leave the remainder to civil disorder, which is
 *    reported, not chosen here (Alexander III.5.h belongs to the adjustment phase).
 */
export interface ProcedureLine {
  power?: Power;
  set: number;
  /** The number the player wrote before the order, which fixes the sequence of builds (Alexander III.5.j). */
  number?: number;
  order?: GameOrder;
  degree: Degree;
  legal: boolean;
}

export interface ProcedureContext {
  phase: Phase;
  rules: RuleSet;
  adjustment(power: Power): { builds: number; removals: number };
  /** Every power that takes part, so a power that wrote nothing can still fall into civil disorder. */
  powers: readonly Power[];
}

export interface ProcedureOutcome {
  status: LineStatus[];
  /** For `superseded` and `over-limit`: the line (index) that counts instead or used the allowance up. */
  because: (number | undefined)[];
  given: GameOrder[];
  orders: GameOrder[];
  civilDisorder: { power: Power; removals: number }[];
}

export function applyProcedures(lines: readonly ProcedureLine[], ctx: ProcedureContext): ProcedureOutcome {
  // Plain loops: this runs on every keystroke of the live editor.
  const latest = new Map<Power, number>();
  for (const l of lines) if (l.power) latest.set(l.power, Math.max(latest.get(l.power) ?? -1, l.set));

  const n = lines.length;
  const because: (number | undefined)[] = new Array<number | undefined>(n).fill(undefined);
  const status: LineStatus[] = new Array<LineStatus>(n);
  const given: GameOrder[] = [];
  const candidates: number[] = [];
  for (let i = 0; i < n; i++) {
    const l = lines[i];
    let s: LineStatus;
    if (l.degree === 'un-assignable' || !l.power) s = 'unassignable';
    else if (l.set < latest.get(l.power)!) s = 'earlier-set';
    else if (l.degree === 'ambiguous' || !l.order) s = 'ambiguous';
    else s = l.legal ? 'followed' : 'illegal';
    status[i] = s;
    if (l.order && (s === 'followed' || s === 'illegal')) given.push(l.order);
    if (s === 'followed') candidates.push(i);
  }
  const civilDisorder: { power: Power; removals: number }[] = [];

  if (ctx.phase !== 'adjustment') {
    // One order per unit, by the rule set's policy.
    const keepFirst = ctx.rules.policies.multipleOrdersToUnit === 'first';
    const chosen = new Map<string, number>();
    let superseded = false;
    for (const i of candidates) {
      const key = unitKey(lines[i].order!);
      const prev = chosen.get(key);
      if (prev === undefined) {
        chosen.set(key, i);
        continue;
      }
      const [winner, loser] = keepFirst ? [prev, i] : [i, prev];
      chosen.set(key, winner);
      status[loser] = 'superseded';
      because[loser] = winner;
      superseded = true;
    }
    // A line superseded earlier points at the final winner.
    if (superseded) {
      for (let i = 0; i < n; i++) {
        if (status[i] === 'superseded') because[i] = chosen.get(unitKey(lines[i].order!));
      }
    }
  } else {
    for (const power of new Set([...ctx.powers, ...candidates.map((i) => lines[i].power!)])) {
      const mine = sequence(candidates.filter((i) => lines[i].power === power), lines);
      const adj = ctx.adjustment(power);
      const builds = mine.filter((i) => lines[i].order!.kind === 'build' || lines[i].order!.kind === 'waive');
      const removals = mine.filter((i) => lines[i].order!.kind === 'disband');
      const counted = (list: number[], allowance: number): number => {
        const used = new Map<string, number>();
        let count = 0;
        let last: number | undefined;
        for (const i of list) {
          const o = lines[i].order!;
          const key = 'at' in o ? provinceOf(o.at) : `${o.kind}#${i}`;
          if (used.has(key)) {
            // The same site or unit twice: the first order already took it.
            status[i] = 'superseded';
            because[i] = used.get(key);
            continue;
          }
          if (count >= allowance) {
            status[i] = 'over-limit';
            because[i] = last;
            continue;
          }
          used.set(key, i);
          count++;
          last = i;
        }
        return count;
      };
      counted(builds, adj.builds);
      const removed = counted(removals, adj.removals);
      if (adj.removals > removed) civilDisorder.push({ power, removals: adj.removals - removed });
    }
  }

  const orders: GameOrder[] = [];
  for (let i = 0; i < n; i++) if (status[i] === 'followed') orders.push(lines[i].order!);
  return { status, because, given, orders, civilDisorder };
}

/** `provinceOf`, kept local: under tsx every call of an imported function first runs a getter, and this one runs per line. */
const provinceOfLoc = provinceOf;

/** What one order is for: a unit (an Insurrection order too, which competes with the unit's other orders), or a power's waive or revival list. */
function unitKey(order: GameOrder): string {
  return 'at' in order ? provinceOfLoc(order.at) : `${order.kind} ${order.power}`;
}

/** Reading order, unless the player numbered every one of these orders. */
function sequence(indices: number[], lines: readonly ProcedureLine[]): number[] {
  if (indices.length < 2 || indices.some((i) => lines[i].number === undefined)) return indices;
  return [...indices].sort((a, b) => lines[a].number! - lines[b].number! || a - b);
}
