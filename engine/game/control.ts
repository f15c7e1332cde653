import type { GameMap } from '../map/gameMap';
import { POWERS, provinceOf, type Power, type ProvinceId, type Unit } from '../map/types';
import { sortCentres } from './position';

export interface ControlChange {
  centre: ProvinceId;
  /** The previous owner; absent for a centre nobody controlled. */
  from?: Power;
  to: Power;
}

/** What the end of a Fall turn decided about the centres and the powers. */
export interface FallReckoning {
  centres: Record<ProvinceId, Power>;
  changes: ControlChange[];
  /** Powers eliminated by this reckoning (I.1.a). */
  eliminated: Power[];
  /** A power holding the victory count (I.5), if any. */
  winner?: Power;
}

/** Centres needed to win: more than half of the map's supply centres (18 of 34 on the standard map, I.5). */
export function victoryCentres(map: GameMap): number {
  return Math.floor(map.supplyCentres.length / 2) + 1;
}

/**
 * End of a Fall turn (Alexander I.2.e, III.5.a): every occupied supply centre
 * passes to the occupier, an empty one keeps its owner. Then a power left with
 * no centre is eliminated (I.1.a), and a power with the victory count wins (I.5).
 */
export function reckonFall(map: GameMap, units: readonly Unit[], centres: Readonly<Record<ProvinceId, Power>>, alreadyEliminated: readonly Power[]): FallReckoning {
  const next: Record<ProvinceId, Power> = { ...centres };
  const changes: ControlChange[] = [];
  for (const u of units) {
    const p = provinceOf(u.loc);
    if (!map.province(p)?.supplyCentre || next[p] === u.power) continue;
    changes.push(next[p] ? { centre: p, from: next[p], to: u.power } : { centre: p, to: u.power });
    next[p] = u.power;
  }
  changes.sort((a, b) => (a.centre < b.centre ? -1 : 1));
  const count = (power: Power) => Object.values(next).filter((p) => p === power).length;
  // "No longer controls": a power that had a centre (or still has a unit) and now has none.
  // A power absent from a hand-made position, with neither, is not in the game at all.
  const inGame = (power: Power) => Object.values(centres).includes(power) || units.some((u) => u.power === power);
  const eliminated = POWERS.filter((p) => !alreadyEliminated.includes(p) && inGame(p) && count(p) === 0);
  const reckoning: FallReckoning = { centres: sortCentres(next), changes, eliminated };
  const winner = POWERS.find((p) => count(p) >= victoryCentres(map));
  if (winner) reckoning.winner = winner;
  return reckoning;
}
