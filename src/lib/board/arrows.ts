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
 * `k` scales the head, for boards whose symbols are drawn larger.
 */
export function straightArrow(from: XY, to: XY, { startGap = 7, endGap = 8, offset = 0, k = 1 } = {}): Arrow {
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
  const base = { x: tip.x - ux * HEAD_LENGTH * k, y: tip.y - uy * HEAD_LENGTH * k };
  const w = (HEAD_WIDTH * k) / 2;
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

/**
 * An arrow along a route through several points (a convoyed army through its fleets): a smooth
 * curve, trimmed at both ends like a straight arrow, with its head on the last leg.
 */
export function routeArrow(points: XY[], { startGap = 7, endGap = 8, k = 1 } = {}): Arrow {
  if (points.length < 3) return straightArrow(points[0], points[points.length - 1], { startGap, endGap, k });
  const [a, b] = [points[0], points[1]];
  const [y, z] = [points[points.length - 2], points[points.length - 1]];
  const unit = (p: XY, q: XY) => {
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    return { x: (q.x - p.x) / len, y: (q.y - p.y) / len, len };
  };
  const u0 = unit(a, b);
  const u1 = unit(y, z);
  const start = { x: a.x + u0.x * Math.min(startGap, u0.len / 3), y: a.y + u0.y * Math.min(startGap, u0.len / 3) };
  const tip = { x: z.x - u1.x * Math.min(endGap, u1.len / 3), y: z.y - u1.y * Math.min(endGap, u1.len / 3) };
  const base = { x: tip.x - u1.x * HEAD_LENGTH * k, y: tip.y - u1.y * HEAD_LENGTH * k };
  const w = (HEAD_WIDTH * k) / 2;
  const line = [start, ...points.slice(1, -1), tip];
  const lengths = line.slice(1).map((p, i) => Math.hypot(p.x - line[i].x, p.y - line[i].y));
  const total = lengths.reduce((s, l) => s + l, 0) || 1;
  return {
    d: routePath([start, ...points.slice(1, -1), base]),
    head: `M${f(tip.x)},${f(tip.y)}L${f(base.x - u1.y * w)},${f(base.y + u1.x * w)}L${f(base.x + u1.y * w)},${f(base.y - u1.x * w)}Z`,
    // A point part of the way along the route, measured on the straight legs between its points.
    at: (t) => {
      let left = t * total;
      for (let i = 0; i < lengths.length; i++) {
        if (left <= lengths[i]) return lerp(line[i], line[i + 1], lengths[i] ? left / lengths[i] : 0);
        left -= lengths[i];
      }
      return tip;
    },
    angle: (Math.atan2(u1.y, u1.x) * 180) / Math.PI,
  };
}
