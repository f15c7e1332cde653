import { board, province, locPoint } from './geometry';

/** [x, y, width, height] in board units. */
export type Box = [number, number, number, number];
export type NamedFocus = 'full' | 'balkans' | 'scandinavia' | 'western-med' | 'low-countries' | 'italy' | 'england';
export type Focus = NamedFocus | 'auto' | Box;

/**
 * Named viewports as the provinces they must show, so they follow the geometry if it is
 * regenerated.
 */
const AREAS: Record<Exclude<NamedFocus, 'full'>, string[]> = {
  balkans: ['tri', 'bud', 'rum', 'ser', 'bul', 'gre', 'alb', 'con'],
  scandinavia: ['nwy', 'swe', 'fin', 'den', 'ska'],
  'western-med': ['spa', 'mar', 'pie', 'tus', 'naf', 'tun', 'wes', 'lyo'],
  'low-countries': ['bel', 'hol', 'ruh', 'pic', 'kie', 'lon', 'bur', 'hel'],
  italy: ['pie', 'ven', 'tus', 'rom', 'apu', 'nap', 'tys'],
  england: ['cly', 'edi', 'lvp', 'yor', 'wal', 'lon', 'eng'],
};

const FULL: Box = board.viewBox;

function unionBox(boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b[0]));
  const y0 = Math.min(...boxes.map((b) => b[1]));
  const x1 = Math.max(...boxes.map((b) => b[0] + b[2]));
  const y1 = Math.max(...boxes.map((b) => b[1] + b[3]));
  return [x0, y0, x1 - x0, y1 - y0];
}

/** Grow a box by a margin and to a minimum size, keep it on the board. */
function settle([x, y, w, h]: Box, margin: number, minSize = 160): Box {
  w += 2 * margin;
  h += 2 * margin;
  x -= margin;
  y -= margin;
  if (w < minSize) [x, w] = [x - (minSize - w) / 2, minSize];
  if (h < minSize * 0.7) [y, h] = [y - (minSize * 0.7 - h) / 2, minSize * 0.7];
  w = Math.min(w, FULL[2]);
  h = Math.min(h, FULL[3]);
  x = Math.max(0, Math.min(x, FULL[2] - w));
  y = Math.max(0, Math.min(y, FULL[3] - h));
  return [x, y, w, h].map((v) => Math.round(v)) as Box;
}

/**
 * The box to show first. `auto` frames the given locations (units and order targets), so a
 * small example opens on the part of the map it is about.
 */
export function focusBox(focus: Focus | undefined, locs: string[] = []): Box {
  if (!focus || focus === 'full') return FULL;
  if (Array.isArray(focus)) return settle(focus, 0);
  if (focus === 'auto') {
    if (locs.length === 0) return FULL;
    const boxes = locs.map((l) => {
      const p = locPoint(l);
      return [p.x, p.y, 0, 0] as Box;
    });
    return settle(unionBox(boxes), 40);
  }
  const ids = AREAS[focus];
  return settle(unionBox(ids.map((id) => province(id)!.bbox)), 8);
}
