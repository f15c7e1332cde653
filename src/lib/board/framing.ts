/**
 * Where a board opens: framed on its units and orders, and never so small that a reader cannot
 * read it. Pure arithmetic on boxes in board units, so it is tested in Node and used by every board
 * in the browser (boardView.ts), which knows the board's drawn width only once it is on the screen.
 *
 * "Readable" is measured on the screen: a unit glyph (UNIT_SIZE board units times the symbol scale
 * `k`) at least 16 px, a province name (LABEL_SIZE times `k`) at least 11 px. Both give the same
 * smallest screen scale, since the label size was chosen so (16 / 12 = 11 / 8.25).
 */
import { UNIT_SIZE } from './glyphs';

/** [x, y, width, height] in board units. */
export type Box = [number, number, number, number];

/** A province name's font size in board units, before the symbol scale (board.css uses the same). */
export const LABEL_SIZE = 8.25;
export const MIN_GLYPH_PX = 16;
export const MIN_LABEL_PX = 11;
/** The side of a unit's invisible hit area in board units before `k`: 24 px at the readable scale (WCAG 2.2, 2.5.8). */
export const HIT_SIZE = 18;
export const MIN_TARGET_PX = 24;

/** The smallest screen scale (CSS px per board unit) at which a board drawn at symbol scale `k` reads. */
export function readableScale(k: number): number {
  return Math.max(MIN_GLYPH_PX / (UNIT_SIZE * k), MIN_LABEL_PX / (LABEL_SIZE * k));
}

/** The box of a set of points, empty (zero-sized) for one point. */
export function pointsBox(points: readonly { x: number; y: number }[]): Box {
  if (points.length === 0) throw new Error('pointsBox: no points to frame');
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return [x, y, Math.max(...xs) - x, Math.max(...ys) - y];
}

/** A box grown by `margin` on every side. */
export function grow([x, y, w, h]: Box, margin: number): Box {
  return [x - margin, y - margin, w + 2 * margin, h + 2 * margin];
}

/** Widen or heighten a box about its centre to the aspect `ratio` (width / height). */
export function toAspect([x, y, w, h]: Box, ratio: number): Box {
  if (w / h < ratio) {
    const w2 = h * ratio;
    return [x - (w2 - w) / 2, y, w2, h];
  }
  const h2 = w / ratio;
  return [x, y - (h2 - h) / 2, w, h2];
}

/** Slide a box back onto the board; a box larger than the board is centred on it. */
export function keepOn([x, y, w, h]: Box, full: Box): Box {
  const place = (at: number, size: number, lo: number, span: number) => (size >= span ? lo + (span - size) / 2 : Math.max(lo, Math.min(at, lo + span - size)));
  return [place(x, w, full[0], full[2]), place(y, h, full[1], full[3]), w, h];
}

export interface Screen {
  /** The drawing's size on the screen, in CSS px. */
  width: number;
  height: number;
}

export interface FrameOptions {
  /** The symbol scale the board is drawn at. */
  k: number;
  /** The whole board. */
  full: Box;
  /** Room around the content, in board units. */
  margin?: number;
}

export interface Frame {
  /** What is shown, with the screen's aspect. */
  box: Box;
  /** CSS px per board unit. */
  scale: number;
  /** False when the content with its margin does not fit at a readable scale: part of it is shown, centred. */
  whole: boolean;
}

/**
 * The view a board opens on: the content box with a margin, shaped to the screen, and shown at the
 * scale that fits it, unless that scale is too small to read: then the box shrinks, about the
 * content's centre, to what the screen shows at the readable scale. Kept on the board.
 */
export function frame(content: Box, screen: Screen, { k, full, margin = 30 }: FrameOptions): Frame {
  const ratio = screen.width / screen.height;
  const wanted = toAspect(grow(content, margin), ratio);
  const fit = Math.min(screen.width / wanted[2], screen.height / wanted[3]);
  const least = readableScale(k);
  if (fit >= least) return { box: keepOn(wanted, full), scale: fit, whole: true };
  const w = screen.width / least;
  const h = screen.height / least;
  const [cx, cy] = [content[0] + content[2] / 2, content[1] + content[3] / 2];
  return { box: keepOn([cx - w / 2, cy - h / 2, w, h], full), scale: least, whole: false };
}

export interface Theatre {
  name: string;
  box: Box;
}

const THEATRE_NAMES: Record<number, string[]> = { 2: ['West', 'East'], 3: ['West', 'Centre', 'East'], 4: ['Far west', 'West', 'East', 'Far east'] };

/**
 * When a board's content is too wide to read whole on this screen, the parts a reader switches
 * between: the fewest columns, west to east, each a readable view centred on the points in it
 * (units and order ends), overlapping where the columns must. None when the frame shows it all.
 */
export function theatres(points: readonly { x: number; y: number }[], screen: Screen, opts: FrameOptions): Theatre[] {
  if (points.length === 0) return [];
  const content = pointsBox(points);
  if (frame(content, screen, opts).whole) return [];
  const margin = opts.margin ?? 30;
  const least = readableScale(opts.k);
  const w = screen.width / least;
  const h = screen.height / least;
  const span = content[2] + 2 * margin;
  const n = Math.min(4, Math.max(2, Math.ceil(span / w)));
  const names = THEATRE_NAMES[n];
  return names.map((name, i) => {
    // Columns share the span evenly; each view is centred on its column's points (or the column).
    const x0 = content[0] - margin + (span / n) * i;
    const inColumn = points.filter((p) => p.x >= x0 - 1e-9 && p.x <= x0 + span / n + 1e-9);
    const cy = inColumn.length ? (Math.min(...inColumn.map((p) => p.y)) + Math.max(...inColumn.map((p) => p.y))) / 2 : content[1] + content[3] / 2;
    const cx = x0 + span / n / 2;
    return { name, box: keepOn([cx - w / 2, cy - h / 2, w, h], opts.full) };
  });
}

/**
 * The zoom (scale `k`, then translation `x`, `y`, as d3-zoom's transform) that shows `target` in
 * the middle of an SVG whose visible area is `visible`, both in board units.
 */
export function transformFor(visible: Box, target: Box): { k: number; x: number; y: number } {
  const k = Math.min(visible[2] / target[2], visible[3] / target[3]);
  const x = visible[0] + visible[2] / 2 - k * (target[0] + target[2] / 2);
  const y = visible[1] + visible[3] / 2 - k * (target[1] + target[3] / 2);
  return { k, x, y };
}

/**
 * The area an SVG with this view box shows on a drawing of this size, in its own units (the
 * default `xMidYMid meet` pads the shorter side equally).
 */
export function visibleArea(viewBox: Box, screen: Screen): Box {
  const u = Math.min(screen.width / viewBox[2], screen.height / viewBox[3]);
  const w = screen.width / u;
  const h = screen.height / u;
  return [viewBox[0] - (w - viewBox[2]) / 2, viewBox[1] - (h - viewBox[3]) / 2, w, h];
}

/**
 * The symbol scale of a board that shows this box: a part of the map draws its units, marks and
 * names larger, as on a close-up diagram, up to 1.6 times; the whole map at 1.6 too, so that a
 * phone needs to zoom in less to read it.
 */
export function symbolScale(box: Box): number {
  return Math.round(Math.min(1.6, Math.max(1, box[2] / 340)) * 100) / 100;
}

/**
 * A fixed view (a lesson's board, which does not zoom) made readable on a drawing `width` px wide:
 * the same box when it reads, else the box shrunk about its centre, in the same shape, to the
 * readable scale (it eats into the margin round the units first).
 */
export function readableBox(box: Box, width: number, k: number): Box {
  if (!width || width / box[2] >= readableScale(k)) return box;
  return frame(box, { width, height: (width * box[3]) / box[2] }, { k, full: box, margin: 0 }).box;
}
