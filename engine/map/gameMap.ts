import type { Coast, Loc, Power, Province, ProvinceId, UnitType } from './types';

/**
 * Read-only view of a Diplomacy map. The adjudicator only talks to the map
 * through this interface, so a variant map is just another value.
 */
export interface GameMap {
  readonly id: string;
  /** Every province, in a stable order (alphabetical by id). */
  readonly provinces: readonly Province[];
  /** Supply centre ids, alphabetical. */
  readonly supplyCentres: readonly ProvinceId[];
  province(id: ProvinceId): Province | undefined;
  /** The locations a unit may stand on in a province: `['spa/nc','spa/sc']` or `['par']`. */
  locs(id: ProvinceId): readonly Loc[];
  coasts(id: ProvinceId): readonly Coast[];
  /** Where a unit of this type standing at `from` may move (one step, no convoy). */
  moves(type: UnitType, from: Loc): readonly Loc[];
  /** One-step move for this unit type; `to` may be a province id or a loc with coast. */
  canMove(type: UnitType, from: Loc, to: Loc): boolean;
  /** Can a unit of this type stand in the province at all (army: not sea; fleet: not land)? */
  canOccupy(type: UnitType, id: ProvinceId): boolean;
  /** Sea provinces adjacent (for fleets) to any coast of the province. */
  adjacentSeas(id: ProvinceId): readonly ProvinceId[];
  homeCentres(power: Power): readonly ProvinceId[];
  /** Resolve any name, abbreviation or alias, case-insensitively; undefined when unknown. */
  lookup(name: string): Loc | undefined;
  /** The starting units of the standard game, e.g. `F stp/sc`. */
  readonly startingUnits: Readonly<Record<Power, readonly string[]>>;
}
