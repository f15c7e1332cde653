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
