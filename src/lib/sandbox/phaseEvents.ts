/**
 * Where a phase's events happened, for the board to frame once the phase is played: every unit
 * that did more than hold and where it went, every unit dislodged, and every centre that changed
 * hands. A phone then opens on the part of the map where the turn was decided, not on the part with
 * the most units.
 */
import type { Position } from '../../../engine/game/position';
import type { Loc } from '../../../engine/map/types';
import type { PhaseRuling } from './phaseRuling';

export function phaseEvents(ruling: PhaseRuling, before: Position, after: Position): Loc[] {
  const places: Loc[] = [];
  for (const r of ruling.ruled.results) {
    const o = r.order;
    if (r.implicit || o.kind === 'hold' || !('at' in o)) continue;
    places.push(o.at);
    if ('to' in o && o.to && (o.kind === 'move' || o.kind === 'retreat')) places.push(o.to);
  }
  for (const d of ruling.json.dislodged) places.push(d.unit.split(' ')[2]);
  for (const [province, owner] of Object.entries(after.centres)) if (before.centres[province] !== owner) places.push(province);
  return places;
}
