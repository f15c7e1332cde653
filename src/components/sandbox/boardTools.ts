/**
 * The sandbox's board tools, beyond click-to-order for moves: the retreat and adjustment phases
 * by clicking (a dislodged unit, then where it retreats or Disband; a home centre to build on; a
 * unit to disband), and the position editor (place, remove, set a centre's owner). Each tool is a
 * list of places to pick (board/candidates.ts); a pick writes an order line or changes the position.
 */
import type { Position } from '../../../engine/game/position';
import { standardMap } from '../../../engine/map/standardMap';
import { POWER_NAMES, POWERS, provinceOf, type Power, type Unit, type UnitType } from '../../../engine/map/types';
import { formatOrder } from '../../../engine/orders/format';
import type { Order } from '../../../engine/orders/types';
import { adjustmentChange, buildSites } from '../../../engine/resolve/adjustments';
import type { Candidate } from '../board/candidates';
import { locName } from '../board/anchors';

export type Tool = { kind: 'order' } | { kind: 'place'; power: Power; type: UnitType } | { kind: 'remove' } | { kind: 'owner'; power: Power | null };

export interface ToolContext {
  position: Position;
  /** Dislodged units with the places they may retreat to. */
  retreats: { unit: Unit; options: string[] }[];
  /** Write an order into the orders text, for this unit's (or build site's) province. */
  write(order: Order, province: string): void;
  setPosition(position: Position): void;
  /** Ask again with a narrower list (the second step of a two-step pick). */
  narrow(candidates: Candidate[], prompt: string): void;
}

const unitWord = (u: Unit) => `${POWER_NAMES[u.power]} ${u.type === 'A' ? 'army' : 'fleet'} in ${locName(u.loc)}`;

/** The first list of places a tool offers, with the prompt that goes with it. */
export function toolCandidates(tool: Tool, ctx: ToolContext): { candidates: Candidate[]; prompt: string } {
  const p = ctx.position;
  const map = standardMap;
  switch (tool.kind) {
    case 'order':
      if (p.phase === 'retreat') {
        return {
          prompt: 'Pick a dislodged unit, then where it retreats (or its own place to disband it).',
          candidates: ctx.retreats.map(({ unit, options }) => ({
            loc: unit.loc,
            label: `Order the dislodged ${unitWord(unit)}`,
            choose: () =>
              ctx.narrow(
                [
                  ...options.map((to) => ({ loc: to, label: `Retreat to ${locName(to)}`, choose: () => ctx.write({ kind: 'retreat', power: unit.power, unit: unit.type, at: unit.loc, to }, provinceOf(unit.loc)) })),
                  { loc: unit.loc, label: `Disband the ${unitWord(unit)}`, choose: () => ctx.write({ kind: 'disband', power: unit.power, unit: unit.type, at: unit.loc }, provinceOf(unit.loc)) },
                ],
                `${unitWord(unit)}: pick where it retreats, or its own place to disband it.`,
              ),
          })),
        };
      }
      if (p.phase === 'adjustment') {
        const situation = { units: p.units, centres: p.centres };
        const builds = POWERS.filter((power) => adjustmentChange(situation, power) > 0).flatMap((power) =>
          buildSites(map, situation, power).flatMap((site) => {
            const types: [UnitType, string][] = [];
            if (map.canOccupy('A', site)) types.push(['A', site]);
            for (const loc of map.canOccupy('F', site) && map.province(site)?.kind === 'coast' ? map.locs(site) : []) types.push(['F', loc]);
            return types.map(([type, loc]) => ({ loc, label: `Build ${type === 'A' ? 'an army' : 'a fleet'} for ${POWER_NAMES[power]} in ${locName(loc)}`, choose: () => ctx.write({ kind: 'build', power, unit: type, at: loc }, site) }));
          }),
        );
        const disbands = p.units
          .filter((u) => adjustmentChange(situation, u.power) < 0)
          .map((u) => ({ loc: u.loc, label: `Disband the ${unitWord(u)}`, choose: () => ctx.write({ kind: 'disband', power: u.power, unit: u.type, at: u.loc }, provinceOf(u.loc)) }));
        return { prompt: 'Pick a home centre to build on, or a unit to disband.', candidates: [...builds, ...disbands] };
      }
      return { prompt: '', candidates: [] };
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
