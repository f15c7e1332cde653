import { nextPosition, type PhaseRuling } from '../game/nextPosition';
import { sortUnits, type Position } from '../game/position';
import type { GameMap } from '../map/gameMap';
import { provinceOf, type Unit } from '../map/types';
import type { GameOrder } from '../orders/types';
import type { Dislodgement } from '../legality/retreatTypes';
import type { RecordedClaim } from './recordedClaim';

/** A line's order and what the record says of it, by the province of the unit it orders. */
export type ClaimsByProvince = Map<string, { order: GameOrder; claim: RecordedClaim }>;

/**
 * The position after a phase as the RECORD played it, so that one difference does not derail
 * every later phase: where the record states a result we take it, elsewhere ours. Reached
 * through the phase machine, so control, eliminations and adjustments follow the rules.
 */
export function positionAfterRecord(map: GameMap, before: Position, ruling: PhaseRuling, ours: Position, claims: ClaimsByProvince, rules: string): Position {
  switch (ruling.phase) {
    case 'movement':
      return afterMovement(map, before, ruling, claims, rules);
    case 'retreat': {
      const units: Unit[] = [...before.units];
      for (const d of before.dislodged) {
        const c = claims.get(provinceOf(d.unit.loc));
        const ourResult = ruling.result.orders.find((r) => r.order.kind === 'retreat' && r.order.at === d.unit.loc);
        const order = c?.order.kind === 'retreat' ? c.order : ourResult?.order.kind === 'retreat' ? ourResult.order : undefined;
        const moved = order?.kind === 'retreat' && (c?.claim.success ?? ourResult?.outcome === 'succeeds');
        if (moved && order?.kind === 'retreat') units.push({ power: d.unit.power, type: d.unit.type, loc: order.to });
      }
      return nextPosition({ ...before, units: sortUnits(units), dislodged: [], standoffs: [] }, [], rules, { map }).position;
    }
    case 'adjustment': {
      let units = [...ours.units];
      for (const { order, claim } of claims.values()) {
        if (claim.success === undefined || (order.kind !== 'build' && order.kind !== 'disband')) continue;
        const here = (u: Unit) => provinceOf(u.loc) === provinceOf(order.at);
        const now = units.some(here);
        const wantThere = order.kind === 'build' ? claim.success : !claim.success;
        if (wantThere && !now) units.push({ power: order.power, type: order.unit, loc: order.at });
        if (!wantThere && now) units = units.filter((u) => !here(u));
      }
      return { ...ours, units: sortUnits(units) };
    }
  }
}

function afterMovement(map: GameMap, before: Position, ruling: Extract<PhaseRuling, { phase: 'movement' }>, claims: ClaimsByProvince, rules: string): Position {
  const after: Unit[] = [];
  const out: Dislodgement[] = [];
  const movedInto = new Map<string, string>();
  for (const r of ruling.result.orders) {
    if (r.outcome === 'illegal') continue; // the unit's own hold stands for it
    const at = provinceOf(r.order.at);
    const c = claims.get(at);
    const order = c?.order.kind === 'move' ? c.order : r.order;
    const moved = order.kind === 'move' && (c?.claim.success ?? (r.order.kind === 'move' && r.outcome === 'succeeds'));
    const dislodged = !moved && (c?.claim.dislodged ?? r.dislodged === true);
    const unit: Unit = { power: r.order.power, type: r.order.unit, loc: r.order.at };
    if (moved && order.kind === 'move') {
      after.push({ ...unit, loc: order.to });
      movedInto.set(provinceOf(order.to), at);
    } else if (dislodged) out.push({ unit, attackerFrom: at, attackerConvoyed: false });
    else after.push(unit);
  }
  for (const d of out) d.attackerFrom = movedInto.get(provinceOf(d.unit.loc)) ?? d.attackerFrom;
  const occupied = new Set(after.map((u) => provinceOf(u.loc)));
  const retreat: Position = { ...before, phase: 'retreat', units: sortUnits(after), dislodged: out, standoffs: ruling.result.standoffs.filter((p) => !occupied.has(p)) };
  return out.length > 0 ? retreat : nextPosition(retreat, [], rules, { map }).position;
}
