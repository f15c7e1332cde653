import { reckonFall } from '../game/control';
import { homeOwnership, type Phase, type Season } from '../game/position';
import type { GameMap } from '../map/gameMap';
import type { Power, ProvinceId, Unit } from '../map/types';
import { adjustmentsNeeded } from '../resolve/adjustments';

/**
 * The phase that follows a single case, as the phase machine (`nextPosition`)
 * would go on: retreats when units were dislodged; after a Fall, adjustments
 * when control passing to the occupiers leaves someone a build or a disband;
 * otherwise the next movement. A case without a season is a Spring.
 */
export function phaseAfter(
  map: GameMap,
  played: Phase,
  season: Season | undefined,
  after: { units: readonly Unit[]; dislodged: number; centres?: Readonly<Record<ProvinceId, Power>> },
): Phase {
  if (played === 'adjustment') return 'movement';
  if (played === 'movement' && after.dislodged > 0) return 'retreat';
  if (season !== 'fall') return 'movement';
  const { centres } = reckonFall(map, after.units, after.centres ?? homeOwnership(map), []);
  return adjustmentsNeeded(map, { units: after.units, centres }) ? 'adjustment' : 'movement';
}
