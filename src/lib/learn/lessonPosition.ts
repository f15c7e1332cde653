/** A lesson's position in the engine's form. Apart from lesson.ts so the lesson page does not load its zod schema. */
import type { Position } from '../../../engine/game/position';
import type { Power } from '../../../engine/map/types';
import { unitsOf } from '../sandbox/phaseRuling';
import type { Lesson } from './lesson';

/** The lesson's position in the engine's form. */
export function positionOf(l: Lesson): Position {
  const p = l.position;
  const centres: Record<string, Power> = {};
  for (const [power, list] of Object.entries(p.centres)) for (const c of list) centres[c] = power as Power;
  return {
    season: p.season ?? (p.phase === 'adjustment' ? 'fall' : 'spring'),
    year: p.year,
    phase: p.phase,
    units: unitsOf(p.units),
    centres,
    dislodged: p.dislodged.map((d) => ({ unit: unitsOf([d.unit])[0], attackerFrom: d.from, attackerConvoyed: d.convoyed })),
    standoffs: [...p.standoffs],
    eliminated: [],
  };
}
