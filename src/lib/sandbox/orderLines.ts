/**
 * How many order lines a played phase had, for the sandbox's history: the lines the reader read as
 * orders (well or badly written, ambiguous or not), never the power headings, blank lines or
 * comments. Counted by the same reader that ruled them, once per phase (a played phase's text does
 * not change, and each phase of the history is its own object).
 */
import { standardMap } from '../../../engine/map/standardMap';
import { parseOrders } from '../../../engine/orders/parse';
import { retreatOptions } from '../../../engine/resolve/retreats';
import { ruleSet } from '../../../engine/rules';
import type { RuleSetId } from '../../../engine/rules/ruleSet';
import { counted } from '../counted';
import type { PhaseNode } from './state';

const counts = new WeakMap<PhaseNode, number>();

export function orderLineCount(node: PhaseNode, rules: string): number {
  let n = counts.get(node);
  if (n === undefined) {
    n = parseOrders(node.orders, node.position, rules, { map: standardMap }).lines.length;
    counts.set(node, n);
  }
  return n;
}

/**
 * A retreat phase where no dislodged unit had anywhere to go: it decides itself (III.4.f), and the
 * history says so, and how many units it disbanded, instead of "0 order lines".
 */
export function settledItself(node: PhaseNode, rules: RuleSetId): string | undefined {
  const p = node.position;
  if (p.phase !== 'retreat' || node.orders.trim() || p.dislodged.some((d) => retreatOptions(standardMap, p, d, ruleSet(rules)).length > 0)) return undefined;
  return `settled itself: ${counted(p.dislodged.length, 'unit')} disbanded, with nowhere to retreat`;
}
