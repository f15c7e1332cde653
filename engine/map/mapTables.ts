import type { GameMap } from './gameMap';
import { MarksPool } from './provinceMarks';
import type { Loc, ProvinceId, UnitType } from './types';

/** Province kinds as small integers, for typed arrays. */
export const LAND = 0;
export const SEA = 1;
export const COAST = 2;

/**
 * A map as integer tables, for the adjudicator's hot path. Provinces are
 * numbered 0..P-1 in the map's (alphabetical) order; locs share those numbers
 * for the bare province and the coasts of two-coast provinces follow, P..L-1.
 * Adjacency is a flat byte table, so a border test is one array read.
 *
 * Built once per map from the `GameMap` interface itself (`canMove`,
 * `adjacentSeas`, …), so the tables can never disagree with the map.
 */
export interface MapTables {
  readonly map: GameMap;
  /** Number of provinces. */
  readonly P: number;
  /** Number of locs (provinces, then coasts). */
  readonly L: number;
  /** Loc number → its string (`par`, `spa/nc`); the first P are the province ids. */
  readonly locIds: readonly Loc[];
  /** Province number → id (the first P entries of `locIds`). */
  readonly provinceIds: readonly ProvinceId[];
  /**
   * Any loc string or province id → loc number; read it with `locNumber`. An object without a prototype rather
   * than a `Map`: a name from the caller's text or JSON is often a new string with the map's characters, and an
   * object's key lookup makes V8 remember which of its own strings it equals, where `Map.get` compares the
   * characters every time.
   */
  readonly locNumbers: Readonly<Record<string, number>>;
  /** Loc → the province it lies in. */
  readonly locProvince: Int16Array;
  /** Province → LAND, SEA or COAST. */
  readonly kind: Uint8Array;
  /** Province → the locs of its coasts (empty for one-coast provinces). */
  readonly coastLocs: readonly Int16Array[];
  /** `armyAdj[a * P + b]`: an army may move between provinces a and b. */
  readonly armyAdj: Uint8Array;
  /**
   * `fleetAdj[from * L + to]`: a fleet standing at loc `from` may move to loc
   * `to`; a bare two-coast province as `to` means "some coast of it"
   * (`GameMap.canMove`).
   */
  readonly fleetAdj: Uint8Array;
  /** Province → the seas next to any of its coasts (`GameMap.adjacentSeas`). */
  readonly adjacentSeas: readonly Int16Array[];
  /** `seaAdj[a * P + b]`: sea b is among `adjacentSeas(a)`. */
  readonly seaAdj: Uint8Array;
  /** Unit type (0 army, 1 fleet) and loc → the locs it may move to (`GameMap.moves`), as numbers. */
  readonly moves: readonly [readonly Int16Array[], readonly Int16Array[]];
  /** Scratch tables, one per province, reused from phase to phase. */
  readonly marks: MarksPool;
}

const cache = new WeakMap<GameMap, MapTables>();

/** The integer tables of a map, built on first use and kept for the map's lifetime. */
export function mapTables(map: GameMap): MapTables {
  // Nearly every call asks for the map the last one asked for: one comparison instead of a WeakMap lookup.
  if (last !== undefined && last.map === map) return last;
  let t = cache.get(map);
  if (!t) cache.set(map, (t = build(map)));
  return (last = t);
}
let last: MapTables | undefined;

function build(map: GameMap): MapTables {
  const provinceIds = map.provinces.map((p) => p.id);
  const P = provinceIds.length;
  const locIds: Loc[] = [...provinceIds];
  // The map's own strings for coasts (see `standardMap`'s `internalize`): lookups by them then compare by identity.
  for (const id of provinceIds) if (map.coasts(id).length > 0) locIds.push(...map.locs(id));
  const L = locIds.length;
  const locNumbers: Record<string, number> = Object.create(null);
  locIds.forEach((l, i) => (locNumbers[l] = i));
  const locProvince = new Int16Array(L);
  locIds.forEach((l, i) => (locProvince[i] = i < P ? i : provinceIds.indexOf(l.slice(0, l.indexOf('/')))));

  const kind = new Uint8Array(P);
  map.provinces.forEach((p, i) => (kind[i] = p.kind === 'land' ? LAND : p.kind === 'sea' ? SEA : COAST));
  const coastLocs = provinceIds.map((id) => Int16Array.from(map.coasts(id), (c) => locNumbers[`${id}/${c}`]));

  const armyAdj = new Uint8Array(P * P);
  const fleetAdj = new Uint8Array(L * L);
  for (let a = 0; a < L; a++) {
    for (let b = 0; b < L; b++) {
      if (a < P && b < P && map.canMove('A', locIds[a], locIds[b])) armyAdj[a * P + b] = 1;
      if (map.canMove('F', locIds[a], locIds[b])) fleetAdj[a * L + b] = 1;
    }
  }

  const adjacentSeas = provinceIds.map((id) => Int16Array.from(map.adjacentSeas(id), (s) => locNumbers[s]));
  const seaAdj = new Uint8Array(P * P);
  adjacentSeas.forEach((seas, a) => seas.forEach((b) => (seaAdj[a * P + b] = 1)));

  const movesOf = (type: UnitType) => locIds.map((l) => Int16Array.from(map.moves(type, l), (to) => locNumbers[to]));

  return Object.freeze({
    map,
    P,
    L,
    locIds: Object.freeze(locIds),
    provinceIds: Object.freeze(provinceIds),
    locNumbers,
    locProvince,
    kind,
    coastLocs,
    armyAdj,
    fleetAdj,
    adjacentSeas,
    seaAdj,
    moves: [movesOf('A'), movesOf('F')] as const,
    marks: new MarksPool(P),
  });
}

/** The loc number of a loc string or province id; -1 for a name that is none. */
export function locNumber(t: MapTables, name: string): number {
  const i = t.locNumbers[name];
  return i === undefined ? -1 : i;
}
