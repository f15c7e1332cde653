/**
 * The sandbox's board tools, beyond click-to-order for moves: the retreat and adjustment phases
 * by clicking (board/phasePicks.ts, shared with the live phase boards), and the position editor (place, remove, set a centre's owner). Each tool is a
 * list of places to pick (board/candidates.ts); a pick writes an order line or changes the position.
 */
import type { Position } from '../../../engine/game/position';
import { standardMap } from '../../../engine/map/standardMap';
import { POWER_NAMES, provinceOf, type Power, type UnitType } from '../../../engine/map/types';
import { formatOrder } from '../../../engine/orders/format';
import type { Order } from '../../../engine/orders/types';
import type { Candidate } from '../board/candidates';
import { locName } from '../../lib/board/anchors';
import { phasePicks, unitWord, type PhasePickContext } from '../board/phasePicks';

export type Tool = { kind: 'order' } | { kind: 'place'; power: Power; type: UnitType } | { kind: 'remove' } | { kind: 'owner'; power: Power | null };

export interface ToolContext extends PhasePickContext {
  position: Position;
  setPosition(position: Position): void;
}

/** The first list of places a tool offers, with the prompt that goes with it. */
export function toolCandidates(tool: Tool, ctx: ToolContext): { candidates: Candidate[]; prompt: string } {
  const p = ctx.position;
  const map = standardMap;
  switch (tool.kind) {
    case 'order':
      return phasePicks(p, ctx);
    case 'place': {
      const { power, type } = tool;
      const locs = map.provinces.filter((q) => map.canOccupy(type, q.id) && (type === 'A' || q.kind !== 'land')).flatMap((q) => (type === 'F' ? map.locs(q.id) : [q.id]));
      return {
        prompt: `Pick where to place ${POWER_NAMES[power]}’s ${type === 'A' ? 'army' : 'fleet'} (it replaces any unit there).`,
        candidates: locs.map((loc) => ({
          loc,
          label: `Place a ${type === 'A' ? 'army' : 'fleet'} of ${POWER_NAMES[power]} in ${locName(loc)}`,
          choose: () => ctx.setPosition({ ...p, units: [...p.units.filter((u) => provinceOf(u.loc) !== provinceOf(loc)), { power, type, loc }] }),
        })),
      };
    }
    case 'remove':
      return {
        prompt: 'Pick a unit to remove.',
        candidates: p.units.map((u) => ({ loc: u.loc, label: `Remove the ${unitWord(u)}`, choose: () => ctx.setPosition({ ...p, units: p.units.filter((x) => x !== u) }) })),
      };
    case 'owner': {
      const owner = tool.power;
      return {
        prompt: owner ? `Pick the supply centres ${POWER_NAMES[owner]} owns.` : 'Pick the supply centres nobody owns.',
        candidates: map.supplyCentres.map((id) => ({
          loc: id,
          label: `${owner ? `Give ${locName(id)} to ${POWER_NAMES[owner]}` : `Leave ${locName(id)} unowned`}${p.centres[id] ? ` (now ${POWER_NAMES[p.centres[id]]}’s)` : ''}`,
          choose: () => {
            const centres = { ...p.centres };
            if (owner) centres[id] = owner;
            else delete centres[id];
            ctx.setPosition({ ...p, centres });
          },
        })),
      };
    }
  }
}

export const orderLine = (order: Order) => formatOrder(order, { style: 'abbreviated' });
