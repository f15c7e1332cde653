import { standardMap } from '../../engine/map/standardMap';
import { provinceOf, unitKey, type Unit } from '../../engine/map/types';
import { readOrders } from '../../engine/orders/strict';
import { adjudicate, type Adjudication } from '../../engine/resolve';
import type { Outcome } from '../../engine/resolve/types';

export interface Ruling {
  result: Adjudication;
  /** Outcome by order line, as written. */
  outcome: Record<string, Outcome>;
  dislodged: string[];
}

/**
 * Adjudicate orders written one per line (`England: F Lon S F Wal-ENG`); every
 * ordered unit is placed where its order says, plus any `extraUnits`.
 */
export function rule(text: string, rules: string, extraUnits: Unit[] = []): Ruling {
  const read = readOrders(text, { map: standardMap });
  if (read.errors.length > 0) throw new Error(read.errors.map((e) => `line ${e.line}: ${e.message}`).join('\n'));
  const units = [...extraUnits];
  const taken = new Set(units.map((u) => provinceOf(u.loc)));
  for (const o of read.orders) {
    if (taken.has(provinceOf(o.at))) continue;
    taken.add(provinceOf(o.at));
    units.push({ power: o.power, type: o.unit, loc: o.at });
  }
  const result = adjudicate({ units }, read.orders, { rules });
  const lines = text.split('\n');
  const outcome: Record<string, Outcome> = {};
  read.orders.forEach((_, i) => {
    outcome[lines[read.lines[i] - 1].trim()] = result.orders[i].outcome;
  });
  return { result, outcome, dislodged: result.dislodged.map((d) => unitKey(d.unit)).sort() };
}
