import { randomPhase, seeded } from '../../bench/randomPosition';
import { adjustmentChange, buildSites } from '../../engine/resolve/adjustments';
import { retreatOptions } from '../../engine/resolve/retreats';
import { homeOwnership, sortUnits, startingPosition, type Position } from '../../engine/game/position';
import type { GameMap } from '../../engine/map/gameMap';
import { POWERS, provinceOf, type ProvinceId } from '../../engine/map/types';
import type { MovementOrder, Order } from '../../engine/orders/types';
import type { RuleSet } from '../../engine/rules/ruleSet';
import { nextPosition, type NextStep } from '../../engine/game/nextPosition';
import { standardMap } from '../../engine/map/standardMap';
import { ruleSet } from '../../engine/rules';

/**
 * Random whole games for property tests: plausible (and now and then
 * impossible) orders for whatever phase a position is in.
 */
export interface RandomGame {
  start: Position;
  /** Orders for the first phase, when the start came with them. */
  firstOrders?: MovementOrder[];
  random: () => number;
}

export function randomGame(map: GameMap, seed: number): RandomGame {
  const random = seeded(seed);
  if (random() < 0.5) return { start: startingPosition(map), random };
  const phase = randomPhase(map, random, 10 + Math.floor(random() * 24));
  const start: Position = {
    ...startingPosition(map),
    season: random() < 0.5 ? 'spring' : 'fall',
    units: sortUnits(phase.units),
    centres: homeOwnership(map),
  };
  return { start, firstOrders: phase.orders, random };
}

export function randomOrders(map: GameMap, position: Position, rules: RuleSet, random: () => number): Order[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const orders: Order[] = [];
  if (position.phase === 'movement') {
    const at = new Map(position.units.map((u) => [provinceOf(u.loc), u]));
    for (const u of position.units) {
      const base = { power: u.power, unit: u.type, at: u.loc };
      const r = random();
      if (r < 0.5) orders.push({ kind: 'move', ...base, to: pick(map.moves(u.type, u.loc)) });
      else if (r < 0.6) orders.push({ kind: 'hold', ...base });
      else if (r < 0.9) {
        const near = map.moves(u.type, u.loc).map(provinceOf).filter((p) => at.has(p));
        if (near.length === 0) continue;
        const target = at.get(pick(near))!;
        const to = random() < 0.5 ? pick(map.moves(target.type, target.loc)) : undefined;
        orders.push(to ? { kind: 'support', ...base, target: { at: provinceOf(target.loc) }, to } : { kind: 'support', ...base, target: { at: provinceOf(target.loc) } });
      }
      // else: no order at all; the unit holds
    }
    return orders;
  }
  if (position.phase === 'retreat') {
    for (const d of position.dislodged) {
      const base = { power: d.unit.power, unit: d.unit.type, at: d.unit.loc };
      const options = retreatOptions(map, position, d, rules);
      const r = random();
      if (r < 0.6 && options.length > 0) orders.push({ kind: 'retreat', ...base, to: pick(options) });
      else if (r < 0.75) orders.push({ kind: 'retreat', ...base, to: pick(map.moves(d.unit.type, d.unit.loc)) });
      else if (r < 0.9) orders.push({ kind: 'disband', ...base });
    }
    return orders;
  }
  for (const power of POWERS) {
    const change = adjustmentChange(position, power);
    const mine = position.units.filter((u) => u.power === power);
    if (change > 0) {
      const sites: ProvinceId[] = buildSites(map, position, power);
      for (let i = 0; i < change + 1 && sites.length > 0; i++) {
        if (random() < 0.15) {
          orders.push({ kind: 'waive', power });
          continue;
        }
        const site = pick(sites);
        const type = map.canOccupy('F', site) && random() < 0.5 ? 'F' : 'A';
        const locs = map.locs(site);
        orders.push({ kind: 'build', power, unit: type, at: type === 'F' ? pick(locs) : site });
      }
    } else if (change < 0) {
      const count = Math.floor(random() * (-change + 2));
      for (let i = 0; i < count && mine.length > 0; i++) {
        const u = pick(mine);
        orders.push({ kind: 'disband', power, unit: u.type, at: u.loc });
      }
    }
  }
  return orders;
}

/** A random game played for `phases` phases (or until someone wins): every position, the orders given and each step. */
export function playOut(seed: number, rulesId: string, phases = 12): { positions: Position[]; orders: Order[][]; steps: NextStep[] } {
  const map = standardMap;
  const rules = ruleSet(rulesId);
  const game = randomGame(map, seed);
  const positions = [game.start];
  const orders: Order[][] = [];
  const steps: NextStep[] = [];
  for (let i = 0; i < phases; i++) {
    const position = positions[positions.length - 1];
    if (position.winner) break;
    const given = i === 0 && game.firstOrders ? game.firstOrders : randomOrders(map, position, rules, game.random);
    const step = nextPosition(position, given, rules);
    orders.push(given);
    steps.push(step);
    positions.push(step.position);
  }
  return { positions, orders, steps };
}
