import type { PhaseRuling } from '../game/nextPosition';
import type { GameMap } from '../map/gameMap';
import { provinceOf } from '../map/types';
import type { MovementResult } from '../resolve/types';
import { placeName, unitName } from '../trace/describe';
import { explainOrder, withoutRuleRefs } from '../trace/sentences';

/**
 * The one fact about another order that decides a result, when the result's own sentence cannot
 * say it: a support depends on what the supported unit was ordered to do, and a convoyed move on
 * its fleets. A record's result differs from ours most often just there ("F Sweden supports
 * A Denmark", while Denmark was itself ordered to Brest), so the difference names it.
 */
export function decidingFact(map: GameMap, ruling: PhaseRuling, index: number): string | undefined {
  if (ruling.phase !== 'movement') return undefined;
  const result = ruling.result;
  const o = result.orders[index]?.order;
  if (!o) return undefined;
  if (o.kind === 'support') return supportedUnitFact(map, result, index);
  if (o.kind === 'move' && result.orders[index].reason === 'convoy-disrupted') return fleetsFact(map, result, index);
  return undefined;
}

/** What the supported unit was ordered to do, when that is not what the support takes it to do. */
function supportedUnitFact(map: GameMap, result: MovementResult, index: number): string | undefined {
  const o = result.orders[index].order;
  if (o.kind !== 'support') return undefined;
  const at = provinceOf(o.target.at);
  // The supported unit's own order (an implicit hold says nothing the support's sentence does not).
  const other = result.orders.findIndex((r, i) => i !== index && !r.implicit && provinceOf(r.order.at) === at);
  if (other < 0) return undefined;
  const t = result.orders[other];
  const target = t.order;
  const who = unitName(map, target.unit, target.at);
  const said = withoutRuleRefs(explainOrder(map, result, other));
  if (!o.to) {
    if (target.kind !== 'move') return undefined;
    const where = placeName(map, target.to);
    return t.outcome === 'illegal'
      ? `${who} was itself ordered to move to ${where}, an illegal order here. ${said} A unit that holds may be supported to hold.`
      : `${who} was itself ordered to move to ${where}, so a support to hold does not count for it, even if its move fails. ${said}`;
  }
  if (target.kind === 'move' && provinceOf(target.to) === provinceOf(o.to)) return t.outcome === 'illegal' ? `${who}'s move to ${placeName(map, target.to)} is an illegal order here. ${said}` : undefined;
  const ordered = target.kind === 'move' ? `to move to ${placeName(map, target.to)}` : target.kind === 'hold' ? 'to hold' : `to ${target.kind}`;
  return `${who} was ordered ${ordered}, not to move to ${placeName(map, o.to)}, so the support matches no move. ${said}`;
}

/** The convoying fleets' fate, for a move whose convoy was disrupted. */
function fleetsFact(map: GameMap, result: MovementResult, index: number): string | undefined {
  const o = result.orders[index].order;
  if (o.kind !== 'move') return undefined;
  const fleets = result.orders
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.order.kind === 'convoy' && r.order.army === provinceOf(o.at) && provinceOf(r.order.to) === provinceOf(o.to) && (r.outcome === 'disrupted' || r.dislodged));
  if (fleets.length === 0) return undefined;
  return fleets.map(({ i }) => withoutRuleRefs(explainOrder(map, result, i))).join(' ');
}
