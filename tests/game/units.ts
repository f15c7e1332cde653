import type { Position } from '../../engine/game/position';
import type { Power, ProvinceId, Unit } from '../../engine/map/types';

/** "ENG F lon" → a Unit. */
export function unit(text: string): Unit {
  const [power, type, loc] = text.split(' ');
  return { power, type, loc } as Unit;
}

/** { RUS: ['stp', 'war'] } → centre ownership. */
export function owned(list: Partial<Record<Power, ProvinceId[]>>): Record<ProvinceId, Power> {
  const centres: Record<ProvinceId, Power> = {};
  for (const [power, ids] of Object.entries(list)) for (const p of ids ?? []) centres[p] = power as Power;
  return centres;
}

/** A position in Spring 1905's movement phase unless the fields given say otherwise. */
export const position = (p: Partial<Position> & Pick<Position, 'units'>): Position => ({
  season: 'spring',
  year: 1905,
  phase: 'movement',
  centres: {},
  dislodged: [],
  standoffs: [],
  eliminated: [],
  ...p,
});
