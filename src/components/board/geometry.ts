import raw from '../../map/geometry.json';
import type { BoardGeometry, ProvinceGeometry, XY } from '../../map/types';

/** The generated board drawing (scripts/map/build-geometry.ts), indexed for lookups. */
export const board = raw as unknown as BoardGeometry;

const byId = new Map<string, ProvinceGeometry>(board.provinces.map((p) => [p.id, p]));

export function province(id: string): ProvinceGeometry | undefined {
  return byId.get(id);
}

/** Where a unit at this loc is drawn; a coast's own anchor for `stp/nc` and the like. */
export function locPoint(loc: string): XY {
  const [id, coast] = loc.split('/');
  const p = byId.get(id);
  if (!p) return { x: 0, y: 0 };
  const c = coast ? p.coasts?.[coast as 'nc' | 'sc' | 'ec'] : undefined;
  return c ?? p.unit;
}

/** Province name with the coast spelled out: "St Petersburg (south coast)". */
export function locName(loc: string): string {
  const [id, coast] = loc.split('/');
  const name = byId.get(id)?.name ?? id;
  const coastName = { nc: 'north coast', sc: 'south coast', ec: 'east coast' }[coast ?? ''];
  return coastName ? `${name} (${coastName})` : name;
}

/** The short label printed on the map: `Par`, `StP`, `NAf`-style capitalisation. */
export function shortLabel(id: string): string {
  const special: Record<string, string> = { stp: 'StP', naf: 'NAf', nao: 'NAO', mao: 'MAO', nwg: 'NWG' };
  return special[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}
