import { provinceOf } from '../map/types';
import type { Phase } from './generate';

/**
 * Delta debugging (Zeller's ddmin): the smallest subset of `items` for which
 * `holds` is still true, such that dropping any single item breaks it
 * (1-minimal). Tries halves, then complements, then finer chunks; `holds(items)`
 * must be true on entry. Pure: the order of `items` is kept.
 */
export function ddmin<T>(items: readonly T[], holds: (subset: readonly T[]) => boolean): T[] {
  let current = items.slice();
  let chunks = 2;
  while (current.length >= 2) {
    const parts = split(current, Math.min(chunks, current.length));
    let reduced = false;
    for (const part of parts) {
      if (part.length < current.length && holds(part)) {
        current = part;
        chunks = 2;
        reduced = true;
        break;
      }
    }
    if (!reduced && parts.length > 2) {
      for (let i = 0; i < parts.length; i++) {
        const complement = parts.flatMap((p, j) => (j === i ? [] : p));
        if (holds(complement)) {
          current = complement;
          chunks = Math.max(chunks - 1, 2);
          reduced = true;
          break;
        }
      }
    }
    if (reduced) continue;
    if (chunks >= current.length) break;
    chunks = Math.min(chunks * 2, current.length);
  }
  if (current.length === 1 && holds([])) return [];
  return current;
}

function split<T>(items: T[], n: number): T[][] {
  const parts: T[][] = [];
  let start = 0;
  for (let i = 0; i < n; i++) {
    const end = start + Math.floor((items.length - start) / (n - i));
    parts.push(items.slice(start, end));
    start = end;
  }
  return parts;
}


/**
 * The smallest phase that keeps a property: units (with their orders) and
 * orders alone (the unit stays, unordered) are the items that delta debugging
 * drops. Units come first in the list, so whole units go before single orders.
 */
export function minimisePhase(phase: Phase, holds: (p: Phase) => boolean): Phase {
  type Item = { unit: number } | { order: number };
  const items: Item[] = [...phase.units.map((_, unit) => ({ unit })), ...phase.orders.map((_, order) => ({ order }))];
  const unitOf = phase.orders.map((o) => phase.units.findIndex((u) => provinceOf(u.loc) === provinceOf(o.at)));
  const build = (subset: readonly Item[]): Phase => {
    const units = new Set<number>();
    const orders = new Set<number>();
    for (const item of subset) {
      if ('unit' in item) units.add(item.unit);
      else orders.add(item.order);
    }
    return {
      units: phase.units.filter((_, i) => units.has(i)),
      orders: phase.orders.filter((_, i) => orders.has(i) && units.has(unitOf[i])),
    };
  };
  return build(ddmin(items, (subset) => holds(build(subset))));
}
