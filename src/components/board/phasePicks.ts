/**
 * What a reader may pick on a retreat or adjustment board to write an order: a dislodged unit and
 * then where it retreats (or its own place, to disband it); a home centre to build on; a unit of a
 * power that owes disbands. The sandbox's order tool and the live phase boards both offer these.
 * Only legal picks are offered: retreat options come from the ruling, build sites and disbands
 * from the engine's adjustment count.
 */
import type { Position } from '../../../engine/game/position';
import { standardMap } from '../../../engine/map/standardMap';
import { POWER_NAMES, POWERS, provinceOf, type Unit, type UnitType } from '../../../engine/map/types';
import type { GameOrder, Order } from '../../../engine/orders/types';
import { adjustmentChange, buildSites } from '../../../engine/resolve/adjustments';
import { locName } from '../../lib/board/anchors';
import type { Candidate } from './candidates';

export interface PhasePickContext {
  /** Dislodged units with the places they may retreat to. */
  retreats: readonly { unit: Unit; options: readonly string[] }[];
  /** Provinces where a build is written already: no "may build here" ring is drawn over the new unit. */
  built: readonly string[];
  /** Write an order into the orders text, for this unit's (or build site's) province. */
  write(order: Order, province: string): void;
  /** Ask again with a narrower list (the second step of a two-step pick). */
  narrow(candidates: Candidate[], prompt: string): void;
}

/** The provinces that the build orders among `orders` build in. */
export function buildProvinces(orders: readonly GameOrder[]): string[] {
  return orders.flatMap((o) => (o.kind === 'build' ? [provinceOf(o.at)] : []));
}

export const unitWord = (u: Unit) => `${POWER_NAMES[u.power]} ${u.type === 'A' ? 'army' : 'fleet'} in ${locName(u.loc)}`;

/** The first list of places to pick in a retreat or adjustment phase, with its prompt; empty in a movement phase. */
export function phasePicks(position: Position, ctx: PhasePickContext): { candidates: Candidate[]; prompt: string } {
  if (position.phase === 'retreat') return retreatPicks(ctx);
  if (position.phase === 'adjustment') return adjustmentPicks(position, ctx);
  return { prompt: '', candidates: [] };
}

function retreatPicks(ctx: PhasePickContext): { candidates: Candidate[]; prompt: string } {
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

function adjustmentPicks(position: Position, ctx: PhasePickContext): { candidates: Candidate[]; prompt: string } {
  const map = standardMap;
  const situation = { units: position.units, centres: position.centres };
  const builds = POWERS.filter((power) => adjustmentChange(situation, power) > 0).flatMap((power) =>
    buildSites(map, situation, power).filter((site) => !ctx.built.includes(site)).flatMap((site) => {
      const types: [UnitType, string][] = [];
      if (map.canOccupy('A', site)) types.push(['A', site]);
      for (const loc of map.canOccupy('F', site) && map.province(site)?.kind === 'coast' ? map.locs(site) : []) types.push(['F', loc]);
      return types.map(([type, loc]) => ({ loc, mark: 'build' as const, label: `Build ${type === 'A' ? 'an army' : 'a fleet'} for ${POWER_NAMES[power]} in ${locName(loc)}`, choose: () => ctx.write({ kind: 'build', power, unit: type, at: loc }, site) }));
    }),
  );
  const disbands = position.units
    .filter((u) => adjustmentChange(situation, u.power) < 0)
    .map((u) => ({ loc: u.loc, mark: 'disband' as const, label: `Disband the ${unitWord(u)}`, choose: () => ctx.write({ kind: 'disband', power: u.power, unit: u.type, at: u.loc }, provinceOf(u.loc)) }));
  return { prompt: 'Pick a home centre to build on, or a unit to disband.', candidates: [...builds, ...disbands] };
}
