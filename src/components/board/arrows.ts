import { line, curveCatmullRom } from 'd3-shape';
import type { XY } from '../../map/types';

/** Arrow geometry in board units. Pure functions, so the drawing can be rendered on the server. */
export interface Arrow {
  /** The shaft, as SVG path data. */
  d: string;
  /** The arrowhead, a closed triangle. */
  head: string;
  /** A point `t` of the way along the shaft. */
  at(t: number): XY;
  /** Direction of the shaft in degrees, for marks drawn across it. */
  angle: number;
}

const HEAD_LENGTH = 7;
const HEAD_WIDTH = 6;

function lerp(a: XY, b: XY, t: number): XY {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

const f = (v: number) => Math.round(v * 10) / 10;

/**
 * A straight arrow from `from` to `to`, with gaps at both ends so it does not cover the units,
 * shifted sideways by `offset` (to the right of travel) so that head-to-head arrows stay apart.
 */
export function straightArrow(from: XY, to: XY, { startGap = 7, endGap = 8, offset = 0 } = {}): Arrow {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  // The right-hand normal in SVG coordinates (y grows downwards).
  const nx = -uy * offset;
  const ny = ux * offset;
  const gapA = Math.min(startGap, len / 3);
  const gapB = Math.min(endGap, len / 3);
  const a = { x: from.x + ux * gapA + nx, y: from.y + uy * gapA + ny };
  const tip = { x: to.x - ux * gapB + nx, y: to.y - uy * gapB + ny };
  const base = { x: tip.x - ux * HEAD_LENGTH, y: tip.y - uy * HEAD_LENGTH };
  const w = HEAD_WIDTH / 2;
  return {
    d: `M${f(a.x)},${f(a.y)}L${f(base.x)},${f(base.y)}`,
    head: `M${f(tip.x)},${f(tip.y)}L${f(base.x - uy * w)},${f(base.y + ux * w)}L${f(base.x + uy * w)},${f(base.y - ux * w)}Z`,
    at: (t) => lerp(a, tip, t),
    angle: (Math.atan2(dy, dx) * 180) / Math.PI,
  };
}

/** A line from a unit towards a point, stopping `endGap` short of it (supports end on a dot or ring). */
export function supportLine(from: XY, to: XY, { startGap = 7, endGap = 0 } = {}): { d: string; at(t: number): XY; angle: number } {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const a = { x: from.x + (dx / len) * Math.min(startGap, len / 3), y: from.y + (dy / len) * Math.min(startGap, len / 3) };
  const b = { x: to.x - (dx / len) * endGap, y: to.y - (dy / len) * endGap };
  return {
    d: `M${f(a.x)},${f(a.y)}L${f(b.x)},${f(b.y)}`,
    at: (t) => lerp(a, b, t),
    angle: (Math.atan2(dy, dx) * 180) / Math.PI,
  };
}

const smooth = line<XY>()
  .x((p) => p.x)
  .y((p) => p.y)
  .curve(curveCatmullRom.alpha(0.5));

/** A smooth path through the given points (a convoy route through its fleets). */
export function routePath(points: XY[]): string {
  return (smooth(points) ?? '').replace(/(\d+\.\d)\d+/g, '$1');
}
