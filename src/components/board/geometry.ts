import raw from '../../map/geometry.json';
import type { BoardGeometry, ProvinceGeometry } from '../../map/types';

/**
 * The generated board drawing (scripts/map/build-geometry.ts), outlines included: for what is drawn
 * at build time (the shared map, outlines). Points alone are in anchors.ts, which the browser uses.
 */
export const board = raw as unknown as BoardGeometry;

const byId = new Map<string, ProvinceGeometry>(board.provinces.map((p) => [p.id, p]));

export function province(id: string): ProvinceGeometry | undefined {
  return byId.get(id);
}

export { locName, locPoint, shortLabel } from '../../lib/board/anchors';
