/**
 * How a power that owes disbands but did not order them loses units, as data.
 * The distance search that reads it is `engine/resolve/civilDisorder.ts`.
 *
 * Alexander III.5.h: moves a unit of its own type needs to reach any home
 * centre, with the current occupation taken into account and the power's own
 * fleets convoying; ties by province name.
 * DATC 4.D.8 (2023 rule): distance to the nearest owned centre, every unit
 * crossing land and sea alike; a fleet goes before an army (6.J.7), then names.
 */
export interface CivilDisorderPolicy {
  /** The centres a unit's distance is measured to. */
  measureTo: 'home-centres' | 'owned-centres';
  /**
   * How a unit travels while counting: as its type allows (armies by land,
   * fleets by sea, coasts respected), or every unit over land and sea alike.
   */
  movement: 'by-unit-type' | 'land-and-sea';
  /**
   * Provinces held by another power's units cannot be entered, as a move
   * there would not succeed on its own. The power's own units do not block:
   * it can move them out of the way.
   */
  foreignUnitsBlock: boolean;
  /** An army may cross a chain of seas held by its own power's fleets in one move. */
  ownConvoys: boolean;
  /**
   * Tie-breaks after distance (farthest goes first), in order: `fleets-first`
   * takes a fleet before an army; `name` takes the alphabetically first
   * province name (English names); `abbreviation` the alphabetically first
   * province abbreviation (as godip, Diplicity's judge, does).
   */
  tieBreaks: readonly ('fleets-first' | 'name' | 'abbreviation')[];
}

/**
 * godip's rule (the judge of Diplicity and Droidippy), kept to tell a game
 * master when a game played there would have lost another unit: home centres
 * owned or not, land and sea alike at one step per province, nothing
 * blocking, fleets before armies, ties by province abbreviation.
 */
export const GODIP_CIVIL_DISORDER: CivilDisorderPolicy = {
  measureTo: 'home-centres',
  movement: 'land-and-sea',
  foreignUnitsBlock: false,
  ownConvoys: false,
  tieBreaks: ['fleets-first', 'abbreviation'],
};
