import type { BoardAnchors, BoardGeometry } from './types';

/**
 * The board's points without its outlines: anchors.json is this function of geometry.json, written
 * beside it by scripts/map/build-geometry.ts (a test keeps the two in step). Live boards in the
 * browser need only these points; the outlines stay in the page's shared map drawing.
 */
export function anchorsOf(g: BoardGeometry): BoardAnchors {
  return { viewBox: g.viewBox, provinces: g.provinces.map(({ d: _d, ...rest }) => rest) };
}
