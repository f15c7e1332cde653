/**
 * How many order lines a played phase had, for the sandbox's history: the lines the reader read as
 * orders (well or badly written, ambiguous or not), never the power headings, blank lines or
 * comments. Counted by the same reader that ruled them, once per phase (a played phase's text does
 * not change, and each phase of the history is its own object).
 */
import { standardMap } from '../../../engine/map/standardMap';
import { parseOrders } from '../../../engine/orders/parse';
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
