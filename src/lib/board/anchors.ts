import raw from '../../map/anchors.json';
import type { BoardAnchors, ProvinceAnchors, XY } from '../../map/types';
import { provinceAbbreviation } from '../../../engine/map/abbreviations';

/**
 * Where things go on the board, without the province outlines: small enough for live boards in
 * the browser. geometry.ts adds the outlines for the drawings made at build time.
 */
export const anchors = raw as unknown as BoardAnchors;

const byId = new Map<string, ProvinceAnchors>(anchors.provinces.map((p) => [p.id, p]));

export function provinceAnchors(id: string): ProvinceAnchors | undefined {
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

/** The short label printed on the map: the same abbreviation every reading and ruling uses (`Par`, `StP`, `NTH`). */
export function shortLabel(id: string): string {
  return provinceAbbreviation(id);
}
