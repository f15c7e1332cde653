import { readPhaseOrders } from '../../engine/game/phaseOrders';
import { nextPosition, type NextStep } from '../../engine/game/nextPosition';
import type { Position } from '../../engine/game/position';
import { standardMap } from '../../engine/map/standardMap';
import { provinceOf, unitKey } from '../../engine/map/types';
import type { Order } from '../../engine/orders/types';

/**
 * Read orders for the position's phase with the strict readers (movement:
 * engine/orders/strict.ts; retreats and adjustments: engine/game/phaseOrders.ts)
 * and fail loudly on any unreadable line.
 */
export function readFor(position: Position, text: string): Order[] {
  const everyone = [...position.units, ...position.dislodged.map((d) => d.unit)];
  // A dislodged unit shares its province with its attacker; in a retreat phase the order is for the dislodged one.
  const unitAt = (p: string) =>
    (position.phase === 'retreat' ? position.dislodged.map((d) => d.unit).find((u) => provinceOf(u.loc) === p) : undefined) ??
    everyone.find((u) => provinceOf(u.loc) === p);
  const read = readPhaseOrders(text, position.phase, { map: standardMap, unitAt });
  if (read.errors.length > 0) throw new Error(read.errors.map((e) => `line ${e.line}: ${e.message} (${e.text})`).join('\n'));
  return read.orders;
}

export function play(position: Position, text: string, rules: string): NextStep {
  return nextPosition(position, readFor(position, text), rules);
}

/** Units of a position as sorted "POW T loc" strings. */
export function unitList(position: Pick<Position, 'units'>): string[] {
  return position.units.map(unitKey).sort();
}
