import type { GameMap } from '../map/gameMap';
import { POWERS, provinceOf, type Power, type ProvinceId, type Unit } from '../map/types';
import type { VariantYear } from '../rules/playerVariants';
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
export function reckonFall(
  map: GameMap,
  units: readonly Unit[],
  centres: Readonly<Record<ProvinceId, Power>>,
  alreadyEliminated: readonly Power[],
  variant?: VariantYear,
): FallReckoning {
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
  const winner = winnerOf(map, next, variant);
  if (winner) reckoning.winner = winner;
  return reckoning;
}

/**
 * The power that has won, if any (I.5). In a game for fewer players a side
 * wins when its powers' centres add up to the variant's count (V.5.f); the
 * winner named is the side's power with the most centres, so a position keeps
 * one `winner` field whatever the variant. A power on no side never wins.
 */
export function winnerOf(map: GameMap, centres: Readonly<Record<ProvinceId, Power>>, variant?: VariantYear): Power | undefined {
  const count = (power: Power) => Object.values(centres).filter((p) => p === power).length;
  if (!variant) return POWERS.find((p) => count(p) >= victoryCentres(map));
  const needed = variant.victoryCentres ?? victoryCentres(map);
  for (const side of variant.sides) {
    const total = side.powers.reduce((sum, p) => sum + count(p), 0);
    if (total < needed) continue;
    return side.powers.reduce((best, p) => (count(p) > count(best) ? p : best), side.powers[0]);
  }
  return undefined;
}
