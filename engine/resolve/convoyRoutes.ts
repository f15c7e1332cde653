import type { GameMap } from '../map/gameMap';
import type { ProvinceId } from '../map/types';

/** Which seas a convoy may pass through: in a legality check, the seas that hold a fleet. */
export type SeaFilter = (sea: ProvinceId) => boolean;

/**
 * Seas that lie on at least one route from `from` to `to` through usable seas.
 * With `necessaryOnly`, a route may not contain a sea that could be skipped
 * (no two non-consecutive steps adjacent): a fleet that no route needs is not
 * part of any convoy (DATC 4.E.1, test case 6.G.19).
 */
export function seasOnRoutes(
  map: GameMap,
  from: ProvinceId,
  to: ProvinceId,
  necessaryOnly: boolean,
  usable: SeaFilter,
): ReadonlySet<ProvinceId> {
  const found = new Set<ProvinceId>();
  if (from === to || map.province(from)?.kind !== 'coast' || map.province(to)?.kind !== 'coast') return found;
  const startSeas = new Set(map.adjacentSeas(from));
  const endSeas = new Set(map.adjacentSeas(to));
  const path: ProvinceId[] = [];
  const onPath = new Set<ProvinceId>();
  const adjacent = (a: ProvinceId, b: ProvinceId) => map.adjacentSeas(a).includes(b);
  const extend = (sea: ProvinceId): void => {
    if (!usable(sea)) return;
    if (necessaryOnly) {
      // The new sea may touch only its predecessor on the path, and the origin only if first.
      if (path.length > 0 && startSeas.has(sea)) return;
      for (let i = 0; i < path.length - 1; i++) if (adjacent(path[i], sea)) return;
      for (const p of path) if (endSeas.has(p)) return;
    }
    path.push(sea);
    onPath.add(sea);
    if (endSeas.has(sea)) for (const p of path) found.add(p);
    // A longer chain may go on past a sea that already touches the destination (IV.5.b).
    for (const next of map.adjacentSeas(sea)) if (!onPath.has(next)) extend(next);
    path.pop();
    onPath.delete(sea);
  };
  for (const sea of startSeas) extend(sea);
  return found;
}

/** Could an army be convoyed from `from` to `to` through usable seas? */
export function convoyPossible(map: GameMap, from: ProvinceId, to: ProvinceId, usable: SeaFilter): boolean {
  if (from === to || map.province(from)?.kind !== 'coast' || map.province(to)?.kind !== 'coast') return false;
  return routeExists(map, from, to, usable);
}

/** Is there a chain of usable seas from `from` to `to`? `usable` is asked lazily, at most once per sea. */
export function routeExists(
  map: GameMap,
  from: ProvinceId,
  to: ProvinceId,
  usable: (sea: ProvinceId) => boolean,
): boolean {
  const endSeas = map.adjacentSeas(to);
  const seen = new Set<ProvinceId>();
  const queue: ProvinceId[] = [];
  for (const sea of map.adjacentSeas(from)) {
    seen.add(sea);
    if (usable(sea)) queue.push(sea);
  }
  while (queue.length > 0) {
    const sea = queue.shift()!;
    if (endSeas.includes(sea)) return true;
    for (const next of map.adjacentSeas(sea)) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (usable(next)) queue.push(next);
    }
  }
  return false;
}

/** Does an explicit route (seas in order) connect `from` to `to` step by step? */
export function routeIsConnected(map: GameMap, from: ProvinceId, route: readonly ProvinceId[], to: ProvinceId): boolean {
  if (route.length === 0) return false;
  if (!route.every((sea) => map.province(sea)?.kind === 'sea')) return false;
  if (!map.adjacentSeas(from).includes(route[0])) return false;
  for (let i = 1; i < route.length; i++) {
    if (!map.adjacentSeas(route[i - 1]).includes(route[i])) return false;
  }
  return map.adjacentSeas(to).includes(route[route.length - 1]);
}
