import type { GameMap } from '../map/gameMap';
import { provinceOf, type ProvinceId } from '../map/types';

/**
 * The coastal provinces an army can be carried to from the seas `start`, going on through the seas
 * in `fleetSeas` (those with a fleet in them): a convoy's reach by the map and the fleets alone.
 */
export function shoresReached(map: GameMap, start: readonly ProvinceId[], fleetSeas: ReadonlySet<ProvinceId>): Set<ProvinceId> {
  const seen = new Set<ProvinceId>(start);
  const queue = [...start];
  const shores = new Set<ProvinceId>();
  while (queue.length > 0) {
    const sea = queue.shift()!;
    for (const loc of map.moves('F', sea)) {
      const p = provinceOf(loc);
      if (map.province(p)?.kind !== 'sea') shores.add(p);
      else if (fleetSeas.has(p) && !seen.has(p)) {
        seen.add(p);
        queue.push(p);
      }
    }
  }
  return shores;
}
