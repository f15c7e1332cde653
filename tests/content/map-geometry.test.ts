/**
 * The drawn board must agree with the engine's map: every province is drawn, and every pair
 * the engine calls adjacent (for armies or fleets) shares a visible border or coast. Pairs that
 * are not adjacent must not share a long border, so the drawing never suggests a move the
 * engine forbids. Geometry comes from scripts/map/build-geometry.ts.
 */
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { provinceOf, standardMap } from '../../engine/map/index';
import { Outline, pathRings, sharedLength } from '../../scripts/map/borders';
import { BORDER_TOLERANCE, MIN_SHARED, STRAY_BORDER } from '../../scripts/map/border-rules';
import type { BoardGeometry } from '../../src/map/types';

const FILE = new URL('../../src/map/geometry.json', import.meta.url);
const geometry: BoardGeometry = JSON.parse(readFileSync(FILE, 'utf8'));
const byId = new Map(geometry.provinces.map((p) => [p.id, p]));
const outlines = new Map(geometry.provinces.map((p) => [p.id, new Outline(p.d)]));

/**
 * Engine adjacencies the drawing may lack, each with its reason. Keep this short: fix the
 * seeds in scripts/map/seeds.ts rather than adding to it.
 */
const MISSING_OK: Record<string, string> = {};

/** Drawn borders the engine does not have, each with its reason. */
const STRAY_OK: Record<string, string> = {};

function shared(a: string, b: string): number {
  const [oa, ob] = [outlines.get(a)!, outlines.get(b)!];
  return Math.max(sharedLength(oa, ob, BORDER_TOLERANCE), sharedLength(ob, oa, BORDER_TOLERANCE));
}

function inside(rings: [number, number][][], [x, y]: [number, number]): boolean {
  let n = 0;
  for (const r of rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i];
      const [xj, yj] = r[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) n++;
    }
  return n % 2 === 1;
}

const adjacent = new Set<string>();
for (const p of standardMap.provinces)
  for (const type of ['A', 'F'] as const)
    for (const loc of standardMap.locs(p.id))
      for (const to of standardMap.moves(type, loc)) adjacent.add([p.id, provinceOf(to)].sort().join('-'));

describe('board geometry', () => {
  it('draws exactly the engine provinces, with their kinds', () => {
    expect(geometry.provinces.map((p) => p.id).sort()).toEqual(standardMap.provinces.map((p) => p.id).sort());
    for (const p of standardMap.provinces) expect(byId.get(p.id)!.kind, p.id).toBe(p.kind);
  });

  it('marks every supply centre, and only those', () => {
    const marked = geometry.provinces.filter((p) => p.sc).map((p) => p.id).sort();
    expect(marked).toEqual([...standardMap.supplyCentres].sort());
  });

  it('has a unit position for every coast of the two-coast provinces', () => {
    for (const p of standardMap.provinces) {
      const coasts = Object.keys(byId.get(p.id)!.coasts ?? {}).sort();
      expect(coasts, p.id).toEqual([...standardMap.coasts(p.id)].sort());
    }
  });

  it('puts units, coasts and supply centres inside their province', () => {
    const outside: string[] = [];
    for (const p of geometry.provinces) {
      const rings = pathRings(p.d);
      const points = [p.unit, ...Object.values(p.coasts ?? {}), ...(p.sc ? [p.sc] : [])];
      for (const pt of points) if (!inside(rings, [pt!.x, pt!.y])) outside.push(`${p.id} ${pt!.x},${pt!.y}`);
    }
    expect(outside).toEqual([]);
  });

  it('draws a border for every adjacency in the engine map', () => {
    const missing: string[] = [];
    for (const key of adjacent) {
      if (key in MISSING_OK) continue;
      const [a, b] = key.split('-');
      const len = shared(a, b);
      if (len < MIN_SHARED) missing.push(`${key} (${len.toFixed(1)})`);
    }
    expect(missing).toEqual([]);
  });

  it('draws no long border between provinces the engine keeps apart', () => {
    const stray: string[] = [];
    const ids = [...byId.keys()].sort();
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        const key = `${ids[i]}-${ids[j]}`;
        if (adjacent.has(key) || key in STRAY_OK) continue;
        const len = shared(ids[i], ids[j]);
        if (len >= STRAY_BORDER) stray.push(`${key} (${len.toFixed(1)})`);
      }
    expect(stray).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    for (const key of Object.keys(MISSING_OK)) expect(shared(...(key.split('-') as [string, string])), key).toBeLessThan(MIN_SHARED);
  });

  it('stays small enough to ship in every page', () => {
    expect(statSync(FILE).size).toBeLessThan(400 * 1024);
  });
});

describe('anchors.json', () => {
  it('is exactly the points of geometry.json (scripts/map/build-geometry.ts writes both)', async () => {
    const { anchorsOf } = await import('../../src/map/anchors');
    const anchors = JSON.parse(readFileSync(new URL('../../src/map/anchors.json', import.meta.url), 'utf8'));
    expect(anchors).toEqual(anchorsOf(geometry));
  });
});
