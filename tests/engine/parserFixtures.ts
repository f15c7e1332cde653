import { standardMap } from '../../engine/map/standardMap';
import type { Power, Unit, UnitType } from '../../engine/map/types';
import { parseOrders } from '../../engine/orders/parse';
import type { ParsedLine, ParsePosition } from '../../engine/orders/parseTypes';

/** `unitsOf('ENG F lon', 'FRA A par')`. */
export function unitsOf(...specs: string[]): Unit[] {
  return specs.map((s) => {
    const [power, type, loc] = s.split(' ');
    return { power: power as Power, type: type as UnitType, loc };
  });
}

/** The 1901 starting units. */
export const START: Unit[] = Object.entries(standardMap.startingUnits).flatMap(([power, list]) => unitsOf(...list.map((u) => `${power} ${u}`)));

/** Parse one line and return its reading. */
export function parseLine(text: string, position: ParsePosition = { units: START }, rules = 'alexander'): ParsedLine {
  const r = parseOrders(text, position, rules);
  if (r.lines.length !== 1) throw new Error(`expected one order line in ${JSON.stringify(text)}, got ${r.lines.length}`);
  return r.lines[0];
}
