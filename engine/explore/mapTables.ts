import type { GameMap } from '../map/gameMap';
import { provinceOf, type Loc, type ProvinceKind, type UnitType } from '../map/types';

/**
 * The map as integer tables, computed once per map, so that the generator
 * draws millions of positions without string lookups: provinces by index,
 * where each kind of unit may stand in each, and where it may move from there.
 */
export interface MapTables {
  map: GameMap;
  /** Province ids by index. */
  ids: readonly string[];
  index: ReadonlyMap<string, number>;
  kind: readonly ProvinceKind[];
  /** Provinces next to each province, for any unit (what grows a cluster). */
  neighbours: readonly (readonly number[])[];
  /** Places a fleet may stand in each province (`spa/nc`, `spa/sc`; none inland). */
  fleetLocs: readonly (readonly Loc[])[];
  /** One-step moves, by `T loc`. */
  moves: ReadonlyMap<string, readonly Loc[]>;
  /** Province indices of those moves, by `T loc`. */
  moveProvinces: ReadonlyMap<string, readonly number[]>;
  /** Seas next to each province (for fleets): where a convoy chain starts or ends. */
  seas: readonly (readonly number[])[];
  /**
   * Places: every way a unit can stand (`A par`, `F spa/nc`), by integer id,
   * with its one-step moves as locs and as province indices.
   */
  places: readonly Place[];
  /** The army's place in each province, or -1. */
  armyPlace: Int16Array;
  /** The fleet places in each province (two for Spain, Bulgaria, St Petersburg). */
  fleetPlaces: readonly (readonly number[])[];
}

export interface Place {
  type: UnitType;
  loc: Loc;
  province: number;
  moves: readonly Loc[];
  /** Province index of each move, parallel to `moves`. */
  moveProvince: readonly number[];
  /** 1 at every province index this place can move to. */
  reaches: Uint8Array;
}

const cache = new WeakMap<GameMap, MapTables>();

export function mapTables(map: GameMap): MapTables {
  const known = cache.get(map);
  if (known) return known;
  const ids = map.provinces.map((p) => p.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const moves = new Map<string, readonly Loc[]>();
  const moveProvinces = new Map<string, readonly number[]>();
  const record = (type: UnitType, loc: Loc) => {
    const to = map.moves(type, loc);
    moves.set(`${type} ${loc}`, to);
    moveProvinces.set(`${type} ${loc}`, [...new Set(to.map((l) => index.get(provinceOf(l))!))]);
  };
  const fleetLocs = ids.map((id) => (map.canOccupy('F', id) ? map.locs(id) : []));
  ids.forEach((id, i) => {
    if (map.canOccupy('A', id)) record('A', id);
    for (const loc of fleetLocs[i]) record('F', loc);
  });
  const neighbours = ids.map((id, i) => {
    const near = new Set<number>();
    for (const key of [`A ${id}`, ...fleetLocs[i].map((l) => `F ${l}`)]) for (const p of moveProvinces.get(key) ?? []) near.add(p);
    return [...near].sort((a, b) => a - b);
  });
  const places: Place[] = [];
  const armyPlace = new Int16Array(ids.length).fill(-1);
  const fleetPlaces: number[][] = ids.map(() => []);
  const addPlace = (type: UnitType, loc: Loc, province: number) => {
    const to = moves.get(`${type} ${loc}`)!;
    const reaches = new Uint8Array(ids.length);
    const moveProvince = to.map((l) => index.get(provinceOf(l))!);
    for (const p of moveProvince) reaches[p] = 1;
    places.push({ type, loc, province, moves: to, moveProvince, reaches });
    return places.length - 1;
  };
  ids.forEach((id, i) => {
    if (map.canOccupy('A', id)) armyPlace[i] = addPlace('A', id, i);
    for (const loc of fleetLocs[i]) fleetPlaces[i].push(addPlace('F', loc, i));
  });
  const tables: MapTables = {
    places,
    armyPlace,
    fleetPlaces,
    map,
    ids,
    index,
    kind: map.provinces.map((p) => p.kind),
    neighbours,
    fleetLocs,
    moves,
    moveProvinces,
    seas: ids.map((id) => map.adjacentSeas(id).map((s) => index.get(s)!)),
  };
  cache.set(map, tables);
  return tables;
}
