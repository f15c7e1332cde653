import type { GameMap } from '../engine/map/gameMap';
import { POWERS, provinceOf, type Power, type ProvinceId, type Unit } from '../engine/map/types';
import type { MovementOrder } from '../engine/orders/types';

// The PRNG lives with the explorer's generator; re-exported for bench/run.ts.
export { seeded } from '../engine/explore/prng';

export interface RandomPhase {
  units: Unit[];
  orders: MovementOrder[];
}

/**
 * A realistic mid-game movement phase: `size` units spread over the board,
 * every unit with a plausible order: moves to neighbours, many supports of
 * neighbours' orders, and convoys where fleets sit next to coastal armies.
 */
export function randomPhase(map: GameMap, random: () => number, size: number): RandomPhase {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const units: Unit[] = [];
  const taken = new Set<ProvinceId>();
  const provinces = map.provinces.map((p) => p.id);
  while (units.length < size) {
    const id = pick(provinces);
    if (taken.has(id)) continue;
    const kind = map.province(id)!.kind;
    const type = kind === 'sea' ? 'F' : kind === 'land' ? 'A' : random() < 0.6 ? 'A' : 'F';
    const loc = type === 'F' && map.coasts(id).length > 0 ? pick(map.locs(id)) : id;
    if (map.moves(type, loc).length === 0) continue;
    taken.add(id);
    const power: Power = pick(POWERS);
    units.push({ power, type, loc });
  }
  const at = new Map(units.map((u) => [provinceOf(u.loc), u]));
  const orders: MovementOrder[] = new Array(units.length);
  const planned = new Map<ProvinceId, MovementOrder>();

  // First moves, holds and convoys; then supports of what was planned.
  units.forEach((u, i) => {
    const base = { power: u.power, unit: u.type, at: u.loc };
    const r = random();
    if (u.type === 'F' && map.province(provinceOf(u.loc))!.kind === 'sea' && r < 0.25) {
      const sea = provinceOf(u.loc);
      const shores = map.moves('F', u.loc).map(provinceOf).filter((p) => map.province(p)!.kind === 'coast');
      const armies = shores.filter((p) => at.get(p)?.type === 'A' && !planned.has(p));
      if (armies.length > 0) {
        const army = pick(armies);
        const dest = pick(shores.filter((p) => p !== army));
        if (dest) {
          const armyUnit = at.get(army)!;
          const move: MovementOrder = { kind: 'move', power: armyUnit.power, unit: 'A', at: armyUnit.loc, to: dest, viaConvoy: true };
          planned.set(army, move);
          orders[i] = { kind: 'convoy', ...base, army, to: dest };
          planned.set(sea, orders[i]);
          return;
        }
      }
    }
    if (planned.has(provinceOf(u.loc))) return;
    if (r < 0.55) {
      const to = pick(map.moves(u.type, u.loc));
      orders[i] = { kind: 'move', ...base, to };
    } else if (r < 0.62) {
      orders[i] = { kind: 'hold', ...base };
    } else {
      return; // a support, filled in below
    }
    planned.set(provinceOf(u.loc), orders[i]);
  });
  units.forEach((u, i) => {
    if (orders[i]) return;
    const p = provinceOf(u.loc);
    if (planned.has(p)) {
      orders[i] = planned.get(p)!;
      return;
    }
    const base = { power: u.power, unit: u.type, at: u.loc };
    const reachable = new Set(map.moves(u.type, u.loc).map(provinceOf));
    const candidates = [...planned.values()].filter((o) =>
      o.kind === 'move' ? reachable.has(provinceOf(o.to)) && provinceOf(o.at) !== p : reachable.has(provinceOf(o.at)),
    );
    if (candidates.length === 0) {
      orders[i] = { kind: 'hold', ...base };
      return;
    }
    const target = pick(candidates);
    orders[i] =
      target.kind === 'move'
        ? { kind: 'support', ...base, target: { unit: target.unit, at: provinceOf(target.at) }, to: target.to }
        : { kind: 'support', ...base, target: { unit: target.unit, at: provinceOf(target.at) } };
  });
  return { units, orders: orders.filter(Boolean) };
}
