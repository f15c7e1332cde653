import type { GameMap } from '../map/gameMap';
import { POWERS, splitLoc, type Power, type ProvinceId, type Unit, type UnitType } from '../map/types';
import type { PendingInsurrection } from '../resolve/insurrection';
import type { Dislodgement } from '../legality/retreatTypes';
import { ruleSet } from '../rules';
import type { RuleSet } from '../rules/ruleSet';

export type Season = 'spring' | 'fall';
import type { Phase } from '../orders/types';

export type { Phase } from '../orders/types';

/**
 * The whole state of a game between two phases: everything the next phase
 * is decided from, and nothing that can be derived (retreat options, build
 * counts). Plain data, so it serialises as it is (see `serialize.ts`).
 */
export interface Position {
  season: Season;
  year: number;
  /** The phase whose orders are awaited. */
  phase: Phase;
  /** Units on the board, sorted by location; dislodged units are not among them. */
  units: Unit[];
  /** Owner of each controlled supply centre (I.2.e); a centre nobody controls is absent. */
  centres: Record<ProvinceId, Power>;
  /** Only in a retreat phase: the units that must retreat, with their attackers' origins. */
  dislodged: Dislodgement[];
  /** Only in a retreat phase: provinces a standoff left empty in the movement just played. */
  standoffs: ProvinceId[];
  /** Powers that lost their last supply centre (I.1.a), alphabetically. */
  eliminated: Power[];
  /** The power that reached the victory count (I.5); the game is over. */
  winner?: Power;
  /**
   * Only in a retreat phase, with a rule set that has the insurrection
   * (CalsMUN): the insurrections given in the movement just played, settled
   * after the retreats. Absent when there are none.
   */
  insurrections?: PendingInsurrection[];
  /** Victory points earned so far (CalsMUN), per power; absent when nobody has any. */
  victoryPoints?: Partial<Record<Power, number>>;
}

/** Units sorted by location, the canonical order of a position. */
export function sortUnits(units: readonly Unit[]): Unit[] {
  return [...units].sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}

/** Centres with keys in alphabetical order, so equal positions serialise equally. */
export function sortCentres(centres: Readonly<Record<ProvinceId, Power>>): Record<ProvinceId, Power> {
  const sorted: Record<ProvinceId, Power> = {};
  for (const p of Object.keys(centres).sort()) sorted[p] = centres[p];
  return sorted;
}

/** The centres each power owns at the start: its home centres (I.2.e). */
export function homeOwnership(map: GameMap): Record<ProvinceId, Power> {
  const centres: Record<ProvinceId, Power> = {};
  for (const power of POWERS) for (const p of map.homeCentres(power)) centres[p] = power;
  return sortCentres(centres);
}

/**
 * Spring 1901, movement: the starting units (Alexander Table I.4) on their
 * home centres, or a rule set's own starting units for the powers it lists
 * (`RuleSet.startingUnits`, e.g. CalsMUN's A Brest).
 */
export function startingPosition(map: GameMap, rules?: RuleSet | string): Position {
  const overrides = rules === undefined ? undefined : (typeof rules === 'object' ? rules : ruleSet(rules)).startingUnits;
  const units: Unit[] = [];
  for (const power of POWERS) {
    for (const text of overrides?.[power] ?? map.startingUnits[power]) {
      const [type, loc] = text.split(' ');
      const { province, coast } = splitLoc(loc);
      const coasts = map.province(province) ? map.coasts(province) : [];
      const coastRight = type === 'F' && coasts.length > 0 ? coast !== undefined && coasts.includes(coast) : coast === undefined;
      if (!map.province(province) || !map.canOccupy(type as UnitType, province) || !coastRight) {
        throw new Error(`Starting unit "${power} ${text}" cannot stand on the map ${map.id}.`);
      }
      units.push({ power, type: type as UnitType, loc });
    }
  }
  return {
    season: 'spring',
    year: 1901,
    phase: 'movement',
    units: sortUnits(units),
    centres: homeOwnership(map),
    dislodged: [],
    standoffs: [],
    eliminated: [],
  };
}

/** "Fall 1902 retreat", for messages and headings. */
export function phaseLabel(position: Pick<Position, 'season' | 'year' | 'phase'>): string {
  return `${position.season === 'spring' ? 'Spring' : 'Fall'} ${position.year} ${position.phase}`;
}
