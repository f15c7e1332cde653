import { anchors as board, provinceAnchors as province, locPoint } from './anchors';

/** [x, y, width, height] in board units. */
export type Box = [number, number, number, number];
/** The named viewports; `full` is the whole board, `auto` frames the units and orders. */
export const NAMED_FOCI = [
  'full',
  'auto',
  'balkans',
  'scandinavia',
  'baltic',
  'western-med',
  'low-countries',
  'france',
  'central-europe',
  'italy',
  'england',
  'britain',
] as const;
export type NamedFocus = (typeof NAMED_FOCI)[number];
export type Focus = NamedFocus | Box;

/**
 * Named viewports as the provinces they must show, so they follow the geometry if it is
 * regenerated.
 */
const AREAS: Record<Exclude<NamedFocus, 'full' | 'auto'>, string[]> = {
  balkans: ['tri', 'bud', 'rum', 'ser', 'bul', 'gre', 'alb', 'con'],
  scandinavia: ['nwy', 'swe', 'fin', 'den', 'ska'],
  baltic: ['den', 'kie', 'ber', 'bal', 'swe', 'hel'],
  'western-med': ['spa', 'mar', 'pie', 'tus', 'naf', 'tun', 'wes', 'lyo'],
  'low-countries': ['bel', 'hol', 'ruh', 'pic', 'kie', 'lon', 'bur', 'hel'],
  france: ['bre', 'par', 'pic', 'bur', 'gas', 'mar'],
  'central-europe': ['kie', 'ber', 'pru', 'sil', 'mun', 'boh', 'war'],
  italy: ['pie', 'ven', 'tus', 'rom', 'apu', 'nap', 'tys'],
  england: ['cly', 'edi', 'lvp', 'yor', 'wal', 'lon', 'eng'],
  britain: ['cly', 'edi', 'lvp', 'yor', 'wal', 'lon', 'eng', 'nth', 'iri'],
};

const FULL: Box = board.viewBox;

function unionBox(boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b[0]));
  const y0 = Math.min(...boxes.map((b) => b[1]));
  const x1 = Math.max(...boxes.map((b) => b[0] + b[2]));
  const y1 = Math.max(...boxes.map((b) => b[1] + b[3]));
  return [x0, y0, x1 - x0, y1 - y0];
}

/** Grow a box by a margin, to a minimum size and to a readable shape; keep it on the board. */
function settle([x, y, w, h]: Box, margin: number, minSize = 160): Box {
  w += 2 * margin;
  h += 2 * margin;
  x -= margin;
  y -= margin;
  if (w < minSize) [x, w] = [x - (minSize - w) / 2, minSize];
  if (h < minSize * 0.7) [y, h] = [y - (minSize * 0.7 - h) / 2, minSize * 0.7];
  // Neither a letterbox nor a tower: between 1:1.1 and 1.6:1, widening or heightening the box.
  if (w / h > 1.6) [y, h] = [y - (w / 1.6 - h) / 2, w / 1.6];
  if (h / w > 1.1) [x, w] = [x - (h / 1.1 - w) / 2, h / 1.1];
  w = Math.min(w, FULL[2]);
  h = Math.min(h, FULL[3]);
  x = Math.max(FULL[0], Math.min(x, FULL[0] + FULL[2] - w));
  y = Math.max(FULL[1], Math.min(y, FULL[1] + FULL[3] - h));
  return [x, y, w, h].map((v) => Math.round(v)) as Box;
}

function pointsBox(locs: string[]): Box {
  return unionBox(
    locs.map((l) => {
      const p = locPoint(l);
      return [p.x, p.y, 0, 0] as Box;
    }),
  );
}

/**
 * The box to show first. `auto` frames the given locations (units and order targets), so a
 * small example opens on the part of the map it is about; a named area is widened to include
 * them too, so no unit of the scenario is ever out of view.
 */
export function focusBox(focus: Focus | undefined, locs: string[] = []): Box {
  if (!focus || focus === 'full') return FULL;
  if (Array.isArray(focus)) return settle(focus, 0);
  if (focus === 'auto') return locs.length === 0 ? FULL : settle(pointsBox(locs), 40);
  const area = unionBox(AREAS[focus].map((id) => province(id)!.bbox));
  if (locs.length === 0) return settle(area, 8);
  const [x, y, w, h] = pointsBox(locs);
  return settle(unionBox([area, [x - 32, y - 32, w + 64, h + 64]]), 8);
}
