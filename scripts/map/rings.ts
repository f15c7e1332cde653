/** Planar ring helpers for the map generator, in board (SVG) coordinates. */
export type Pt = [number, number];
export type Ring = Pt[];
export type Poly = Ring[]; // outer ring, then holes
export type MultiPoly = Poly[];

/** Shoelace area; sign depends on orientation. */
export function signedArea(r: Ring): number {
  let a = 0;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) a += (r[j][0] - r[i][0]) * (r[j][1] + r[i][1]);
  return a / 2;
}

export function ringContains(r: Ring, [x, y]: Pt): boolean {
  let inside = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i];
    const [xj, yj] = r[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function polyContains(p: Poly, pt: Pt): boolean {
  if (!ringContains(p[0], pt)) return false;
  return !p.slice(1).some((h) => ringContains(h, pt));
}

export function multiContains(m: MultiPoly, pt: Pt): boolean {
  return m.some((p) => polyContains(p, pt));
}

/** Douglas–Peucker on a closed ring (first point not repeated at the end). */
export function simplifyRing(r: Ring, tolerance: number): Ring {
  if (r.length < 4) return r;
  const keep = new Uint8Array(r.length);
  keep[0] = 1;
  // Split the ring at the point farthest from the start so both halves are open polylines.
  let far = 0;
  let farD = -1;
  for (let i = 1; i < r.length; i++) {
    const d = (r[i][0] - r[0][0]) ** 2 + (r[i][1] - r[0][1]) ** 2;
    if (d > farD) [far, farD] = [i, d];
  }
  keep[far] = 1;
  const t2 = tolerance * tolerance;
  const stack: [number, number][] = [
    [0, far],
    [far, r.length],
  ];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const pa = r[a];
    const pb = r[b % r.length];
    let best = -1;
    let bestD = t2;
    for (let i = a + 1; i < b; i++) {
      const d = segDist2(r[i], pa, pb);
      if (d > bestD) [best, bestD] = [i, d];
    }
    if (best >= 0) {
      keep[best] = 1;
      stack.push([a, best], [best, b]);
    }
  }
  return r.filter((_, i) => keep[i]);
}

export function segDist2(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  let t = len2 ? ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2 : 0;
  t = Math.max(0, Math.min(1, t));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** Drop the closing duplicate point that clipping libraries add. */
export function openRing(r: Ring): Ring {
  const n = r.length;
  if (n > 1 && r[0][0] === r[n - 1][0] && r[0][1] === r[n - 1][1]) return r.slice(0, -1);
  return r;
}

export function closeRing(r: Ring): Ring {
  return [...r, r[0]];
}

export function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

/**
 * Group loose rings into polygons with holes by nesting depth (even depth = outer ring),
 * so the result does not depend on which way the projection wound them.
 */
export function nestRings(rings: Ring[]): MultiPoly {
  const sorted = [...rings].sort((a, b) => Math.abs(signedArea(b)) - Math.abs(signedArea(a)));
  const placed: { ring: Ring; depth: number; poly: Poly }[] = [];
  const out: MultiPoly = [];
  for (const ring of sorted) {
    let parent: (typeof placed)[number] | undefined;
    for (let i = placed.length - 1; i >= 0; i--) {
      if (ringContains(placed[i].ring, ring[0])) {
        parent = placed[i];
        break;
      }
    }
    const depth = parent ? parent.depth + 1 : 0;
    if (depth % 2 === 0) {
      const poly: Poly = [ring];
      out.push(poly);
      placed.push({ ring, depth, poly });
    } else {
      parent!.poly.push(ring);
      placed.push({ ring, depth, poly: parent!.poly });
    }
  }
  return out;
}

/** Pole of inaccessibility: the interior point farthest from the edges (grid refinement). */
export function poleOfInaccessibility(p: Poly, precision = 0.5): Pt {
  const outer = p[0];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of outer) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const dist = (pt: Pt): number => {
    let d = Infinity;
    for (const r of p) for (let i = 0, j = r.length - 1; i < r.length; j = i++) d = Math.min(d, segDist2(pt, r[j], r[i]));
    const s = Math.sqrt(d);
    return polyContains(p, pt) ? s : -s;
  };
  type Cell = { x: number; y: number; h: number; d: number; max: number };
  const mk = (x: number, y: number, h: number): Cell => {
    const d = dist([x, y]);
    return { x, y, h, d, max: d + h * Math.SQRT2 };
  };
  const size = Math.min(maxX - minX, maxY - minY) || 1;
  let h = size / 2;
  const queue: Cell[] = [];
  for (let x = minX; x < maxX; x += size) for (let y = minY; y < maxY; y += size) queue.push(mk(x + h, y + h, h));
  let best = mk((minX + maxX) / 2, (minY + maxY) / 2, 0);
  while (queue.length) {
    queue.sort((a, b) => a.max - b.max);
    const c = queue.pop()!;
    if (c.d > best.d) best = c;
    if (c.max - best.d <= precision) continue;
    h = c.h / 2;
    queue.push(mk(c.x - h, c.y - h, h), mk(c.x + h, c.y - h, h), mk(c.x - h, c.y + h, h), mk(c.x + h, c.y + h, h));
  }
  return [best.x, best.y];
}
