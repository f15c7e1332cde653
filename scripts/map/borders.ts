/**
 * Shared-border measurement between drawn provinces, from their SVG path data. Used by the
 * geometry test and by scripts/map/check-borders.ts while tuning seeds.
 */
type Pt = [number, number];
type Seg = [Pt, Pt];

/** Parse the `M x,y L x,y x,y ... Z` paths that build-geometry.ts writes. */
export function pathRings(d: string): Pt[][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/Z/g, '')
        .replace('L', ' ')
        .trim()
        .split(/\s+/)
        .map((xy) => xy.split(',').map(Number) as Pt),
    );
}

function segments(rings: Pt[][]): Seg[] {
  const out: Seg[] = [];
  for (const r of rings) for (let i = 0; i < r.length; i++) out.push([r[i], r[(i + 1) % r.length]]);
  return out;
}

function dist2(p: Pt, [a, b]: Seg): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return (a[0] + t * dx - p[0]) ** 2 + (a[1] + t * dy - p[1]) ** 2;
}

/** A province's boundary, with a coarse grid index so nearby segments are found quickly. */
export class Outline {
  readonly segs: Seg[];
  private readonly grid = new Map<string, Seg[]>();
  constructor(
    d: string,
    private readonly cell = 8,
  ) {
    this.segs = segments(pathRings(d));
    for (const s of this.segs) {
      const [x0, x1] = [Math.min(s[0][0], s[1][0]), Math.max(s[0][0], s[1][0])];
      const [y0, y1] = [Math.min(s[0][1], s[1][1]), Math.max(s[0][1], s[1][1])];
      for (let gx = Math.floor(x0 / cell); gx <= Math.floor(x1 / cell); gx++)
        for (let gy = Math.floor(y0 / cell); gy <= Math.floor(y1 / cell); gy++) {
          const k = `${gx},${gy}`;
          const list = this.grid.get(k) ?? [];
          list.push(s);
          this.grid.set(k, list);
        }
    }
  }
  /** Distance from a point to this outline, or Infinity beyond one grid cell. */
  distance(p: Pt): number {
    let best = Infinity;
    const gx = Math.floor(p[0] / this.cell);
    const gy = Math.floor(p[1] / this.cell);
    for (let i = gx - 1; i <= gx + 1; i++)
      for (let j = gy - 1; j <= gy + 1; j++) for (const s of this.grid.get(`${i},${j}`) ?? []) best = Math.min(best, dist2(p, s));
    return Math.sqrt(best);
  }
}

/**
 * Length of A's boundary that runs within `tolerance` of B's boundary: a shared land border,
 * a coastline, or a strait narrower than the tolerance.
 */
export function sharedLength(a: Outline, b: Outline, tolerance: number): number {
  let total = 0;
  for (const [p, q] of a.segs) {
    const mid: Pt = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    if (b.distance(p) <= tolerance && b.distance(q) <= tolerance && b.distance(mid) <= tolerance)
      total += Math.hypot(q[0] - p[0], q[1] - p[1]);
  }
  return total;
}
