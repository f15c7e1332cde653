/**
 * Tuning aid: lists engine adjacencies the drawing lacks, and drawn borders the engine does not
 * have. `npx tsx scripts/map/check-borders.ts`
 */
import { readFileSync } from 'node:fs';
import { standardMap, provinceOf } from '../../engine/map/index';
import type { BoardGeometry } from '../../src/map/types';
import { Outline, sharedLength } from './borders';
import { BORDER_TOLERANCE, MIN_SHARED, STRAY_BORDER } from './border-rules';

const g: BoardGeometry = JSON.parse(readFileSync('src/map/geometry.json', 'utf8'));
const outlines = new Map(g.provinces.map((p) => [p.id, new Outline(p.d)]));
const adjacent = new Set<string>();
for (const p of standardMap.provinces)
  for (const type of ['A', 'F'] as const)
    for (const loc of standardMap.locs(p.id))
      for (const to of standardMap.moves(type, loc)) adjacent.add([p.id, provinceOf(to)].sort().join('-'));
const ids = g.provinces.map((p) => p.id);
for (let i = 0; i < ids.length; i++)
  for (let j = i + 1; j < ids.length; j++) {
    const key = `${ids[i]}-${ids[j]}`;
    const len = Math.max(
      sharedLength(outlines.get(ids[i])!, outlines.get(ids[j])!, BORDER_TOLERANCE),
      sharedLength(outlines.get(ids[j])!, outlines.get(ids[i])!, BORDER_TOLERANCE),
    );
    if (adjacent.has(key) && len < MIN_SHARED) console.log(`MISSING ${key} shared=${len.toFixed(1)}`);
    if (!adjacent.has(key) && len >= STRAY_BORDER) console.log(`STRAY   ${key} shared=${len.toFixed(1)}`);
  }
