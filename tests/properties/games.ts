import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Position } from '../../engine/game/position';
import { parsePosition, stringifyPosition } from '../../engine/game/serialize';
import { standardMap as map } from '../../engine/map/standardMap';
import { provinceOf } from '../../engine/map/types';
import { playOut } from '../game/randomGame';
import { gameSeed } from './arbitraries';

/** A position between two phases keeps its promises: one unit per province, real centres, dislodged units only in a retreat phase, and a lossless trip through JSON. */
export function assertGameWellFormed(p: Position): void {
  const provinces = p.units.map((u) => provinceOf(u.loc));
  assert.equal(new Set(provinces).size, provinces.length, `two units in one province: ${provinces.join(' ')}`);
  assert.ok(p.units.length <= 34, `${p.units.length} units`);
  for (const c of Object.keys(p.centres)) assert.ok(map.province(c)?.supplyCentre, `${c} is no centre`);
  if (p.phase !== 'retreat') assert.deepEqual(p.dislodged, []);
  // Every dislodged unit's province is held by the unit that dislodged it.
  for (const d of p.dislodged) assert.ok(provinces.includes(provinceOf(d.unit.loc)), `nobody took ${d.unit.loc}`);
  if (p.phase === 'adjustment') assert.equal(p.season, 'fall');
  assert.deepEqual(parsePosition(stringifyPosition(p)), p);
}

export const gameStaysWellFormed = fc.property(gameSeed, ({ seed, rules }) => {
  for (const p of playOut(seed, rules).positions) assertGameWellFormed(p);
});
