/**
 * A line tester's position: a few units, a phase and (for adjustments) who owns which centre.
 * Pure and JSON-safe, so the page hands it to the browser as data and the build reads it too.
 */
import { POWER_NAMES, POWERS, type Power, type ProvinceId, type Unit } from '../../../engine/map/types';
import { describePlace } from '../../../engine/orders/format';
import { adjustmentChange } from '../../../engine/legality/adjustmentCount';
import type { ParsePosition } from '../../../engine/orders/parseTypes';
import { counted } from '../counted';

export interface TesterPosition {
  id: string;
  title: string;
  summary: string;
  phase: 'movement' | 'adjustment';
  units: Unit[];
  /** Supply-centre owners; given for adjustment positions, where they decide builds and removals. */
  centres?: Partial<Record<ProvinceId, Power>>;
}

export function parsePosition(p: TesterPosition): ParsePosition {
  return { phase: p.phase, units: p.units, ...(p.centres ? { centres: p.centres } : {}) };
}

/** One line per power: `France: F Brest, A Paris`, plus the adjustment each power owes. */
export interface PowerLine {
  power: Power;
  name: string;
  units: string;
  /** Adjustment phases: "builds 1", "removes 1", "no change". */
  adjustment?: string;
}

export function describePosition(p: TesterPosition): PowerLine[] {
  const centres = Object.fromEntries(Object.entries(p.centres ?? {}).filter((e): e is [string, Power] => e[1] !== undefined));
  const powers = POWERS.filter((power) => p.units.some((u) => u.power === power) || Object.values(centres).includes(power));
  return powers.map((power) => {
    const own = p.units.filter((u) => u.power === power);
    const line: PowerLine = {
      power,
      name: POWER_NAMES[power],
      units: own.length ? own.map((u) => `${u.type === 'A' ? 'army' : 'fleet'} in ${describePlace(u.loc)}`).join(', ') : 'no units',
    };
    if (p.phase === 'adjustment') {
      const change = adjustmentChange({ units: p.units, centres }, power);
      const owned = Object.entries(centres).filter(([, o]) => o === power).length;
      const what = change > 0 ? `builds ${change}` : change < 0 ? `must remove ${-change}` : 'no change';
      line.adjustment = `${counted(owned, 'centre')}: ${what}`;
    }
    return line;
  });
}
