import type { GameMap } from './gameMap';
import { STANDARD, type MapData } from './standard';
import {
  POWERS,
  provinceOf,
  type Coast,
  type Loc,
  type Power,
  type Province,
  type ProvinceId,
  type UnitType,
} from './types';

/**
 * Builds a `GameMap` from map data. Everything the adjudicator asks on its hot
 * path (`canMove`, `moves`, `canOccupy`) is answered from tables computed
 * here once, so each call is a couple of Map/Set look-ups.
 *
 * The data is validated while building: an unknown province, a coast that
 * does not exist, an army edge touching a sea or a fleet edge touching an
 * inland province throws, so a typo cannot silently become a missing border.
 */
export function buildMap(data: MapData): GameMap {
  const byId = new Map<ProvinceId, Province>();
  const homeOf = new Map<ProvinceId, Power>();
  for (const power of POWERS) for (const id of data.homeCentres[power]) homeOf.set(id, power);
  const centres = new Set<ProvinceId>([...homeOf.keys(), ...data.neutralCentres]);

  for (const [written, kind, name, aliases] of data.provinces) {
    const id = internalize(written);
    if (byId.has(id)) throw new Error(`duplicate province ${id}`);
    const coasts = data.coasts[id];
    const home = homeOf.get(id);
    const p: Province = {
      id,
      name,
      kind,
      supplyCentre: centres.has(id),
      ...(home ? { home } : {}),
      ...(coasts ? { coasts: [...coasts] } : {}),
      aliases: [...aliases],
    };
    byId.set(id, Object.freeze(p));
  }
  for (const id of [...centres, ...Object.keys(data.coasts)]) {
    if (!byId.has(id)) throw new Error(`unknown province ${id}`);
  }

  const provinces = Object.freeze([...byId.values()].sort((a, b) => cmp(a.id, b.id)));
  const locsOf = new Map<ProvinceId, readonly Loc[]>();
  const coastsOf = new Map<ProvinceId, readonly Coast[]>();
  const allLocs = new Set<Loc>();
  for (const p of provinces) {
    const cs = Object.freeze([...(p.coasts ?? [])]);
    const ls = Object.freeze(cs.length ? cs.map((c) => internalize(`${p.id}/${c}`)) : [p.id]);
    coastsOf.set(p.id, cs);
    locsOf.set(p.id, ls);
    for (const l of ls) allLocs.add(l);
  }
  const kindOf = (loc: Loc) => {
    const p = byId.get(provinceOf(loc));
    if (!p) throw new Error(`unknown province in ${loc}`);
    return p.kind;
  };

  // --- Armies: adjacency by province. Every loc of a province (its id and,
  // for lenience, its coast locs) answers with the same set, which holds both
  // neighbour ids and their coast locs, so callers never need to strip coasts.
  const armyNeighbours = new Map<ProvinceId, Set<ProvinceId>>();
  for (const [a, b] of parseEdges(data.armyEdges)) {
    for (const x of [a, b]) {
      if (x.includes('/')) throw new Error(`army edge names a coast: ${a}-${b}`);
      if (kindOf(x) === 'sea') throw new Error(`army edge touches a sea: ${a}-${b}`);
    }
    link(armyNeighbours, a, b);
  }
  const armyReach = new Map<Loc, ReadonlySet<Loc>>();
  const armyMoves = new Map<Loc, readonly Loc[]>();
  for (const p of provinces) {
    if (p.kind === 'sea') continue;
    const ids = [...(armyNeighbours.get(p.id) ?? [])].sort(cmp);
    const reach = new Set<Loc>();
    for (const n of ids) {
      reach.add(n);
      for (const l of locsOf.get(n)!) reach.add(l);
    }
    const list = Object.freeze(ids);
    for (const from of [p.id, ...locsOf.get(p.id)!]) {
      armyReach.set(from, reach);
      armyMoves.set(from, list);
    }
  }

  // --- Fleets: adjacency by loc. A fleet in a two-coast province stands on
  // one coast, so the bare id (`stp`) is not a fleet position at all. The
  // reach set of a loc also holds the bare id of a two-coast neighbour, so
  // `canMove('F','mao','spa')` asks "can it reach some coast of Spain?".
  const fleetNeighbours = new Map<Loc, Set<Loc>>();
  for (const [a, b] of parseEdges(data.fleetEdges)) {
    for (const x of [a, b]) {
      if (!allLocs.has(x)) throw new Error(`fleet edge has unknown loc ${x} (two-coast provinces need a coast)`);
      if (kindOf(x) === 'land') throw new Error(`fleet edge touches an inland province: ${a}-${b}`);
    }
    link(fleetNeighbours, a, b);
  }
  const fleetReach = new Map<Loc, ReadonlySet<Loc>>();
  const fleetMoves = new Map<Loc, readonly Loc[]>();
  for (const [from, ns] of fleetNeighbours) {
    const list = Object.freeze([...ns].sort(cmp));
    const reach = new Set<Loc>(list);
    for (const l of list) reach.add(provinceOf(l));
    fleetReach.set(from, reach);
    fleetMoves.set(from, list);
  }

  const seasNear = new Map<ProvinceId, readonly ProvinceId[]>();
  for (const p of provinces) {
    const seas = new Set<ProvinceId>();
    for (const l of p.kind === 'land' ? [] : locsOf.get(p.id)!) {
      for (const n of fleetNeighbours.get(l) ?? []) if (kindOf(n) === 'sea') seas.add(n);
    }
    seasNear.set(p.id, Object.freeze([...seas].sort(cmp)));
  }

  const homes = new Map<Power, readonly ProvinceId[]>();
  for (const power of POWERS) homes.set(power, Object.freeze([...data.homeCentres[power]].sort(cmp)));

  for (const power of POWERS) {
    for (const u of data.startingUnits[power]) {
      const [type, loc] = u.split(' ') as [UnitType, Loc];
      const ok = (type === 'A' || type === 'F') && allLocs.has(loc) && kindOf(loc) !== (type === 'A' ? 'sea' : 'land');
      if (!ok) throw new Error(`bad starting unit ${power} ${u}`);
    }
  }

  const names = buildNames(provinces);
  const EMPTY: readonly never[] = Object.freeze([]);

  return Object.freeze({
    id: data.id,
    provinces,
    supplyCentres: Object.freeze([...centres].sort(cmp)),
    province: (id: ProvinceId) => byId.get(id),
    locs: (id: ProvinceId) => locsOf.get(id) ?? EMPTY,
    coasts: (id: ProvinceId) => coastsOf.get(id) ?? EMPTY,
    moves: (type: UnitType, from: Loc) => (type === 'A' ? armyMoves : fleetMoves).get(from) ?? EMPTY,
    /**
     * Army: by province, coasts ignored on both sides. Fleet: `from` must be
     * an exact fleet position (a two-coast province without its coast is
     * not one, so the answer is false); `to` with a coast must be that coast,
     * `to` without one is true if any coast of it can be reached; whether the
     * order is then ambiguous is the caller's question (Alexander IV.3.c).
     */
    canMove: (type: UnitType, from: Loc, to: Loc) =>
      (type === 'A' ? armyReach : fleetReach).get(from)?.has(to) ?? false,
    canOccupy: (type: UnitType, id: ProvinceId) => {
      const p = byId.get(provinceOf(id));
      return p !== undefined && p.kind !== (type === 'A' ? 'sea' : 'land');
    },
    adjacentSeas: (id: ProvinceId) => seasNear.get(id) ?? EMPTY,
    homeCentres: (power: Power) => homes.get(power) ?? EMPTY,
    lookup: (name: string) => lookup(names, coastsOf, name),
    startingUnits: data.startingUnits,
  });
}

/** `"a-b c-d"` → `[['a','b'], ['c','d']]`. Loc ids never contain a hyphen. */
function parseEdges(s: string): [Loc, Loc][] {
  return s
    .trim()
    .split(/\s+/)
    .map((t) => {
      const parts = t.split('-');
      if (parts.length !== 2 || !parts[0] || !parts[1]) throw new Error(`bad edge ${t}`);
      return [internalize(parts[0]), internalize(parts[1])];
    });
}

function link<K>(m: Map<K, Set<K>>, a: K, b: K): void {
  if (a === b) throw new Error(`self edge ${String(a)}`);
  for (const [x, y] of [[a, b], [b, a]] as const) {
    let s = m.get(x);
    if (!s) m.set(x, (s = new Set()));
    s.add(y);
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// --- Names -----------------------------------------------------------------

/** The matching key: case, dots, apostrophes, spaces, hyphens and underscores don't count. */
function nameKey(s: string): string {
  return s.toLowerCase().replace(/[\s.'’_-]+/g, '');
}

/** Every way of writing a province, by key. Two provinces sharing a key is a data error. */
function buildNames(provinces: readonly Province[]): Map<string, ProvinceId> {
  const names = new Map<string, ProvinceId>();
  for (const p of provinces) {
    for (const n of [p.id, p.name, ...p.aliases]) {
      const k = nameKey(n);
      const prev = names.get(k);
      if (prev !== undefined && prev !== p.id) throw new Error(`name "${n}" means both ${prev} and ${p.id}`);
      names.set(k, p.id);
    }
  }
  return names;
}

const COAST_WORDS: Readonly<Record<string, Coast>> = {
  n: 'nc',
  north: 'nc',
  s: 'sc',
  south: 'sc',
  e: 'ec',
  east: 'ec',
};

/**
 * A province, or a province and a coast: `spa/nc`, `spa(nc)`, `Spa NC`,
 * `Spain (north coast)`, `Spain, north coast`, `spa-nc`, DAIDE's `STP NCS`. The coast
 * must exist (`bul/nc` is undefined, not a guess at `bul/ec`).
 */
const COAST_FORM = /^(.+?)[\s/-]+(?:([nse])cs?|(north|south|east)(?:\s*coast)?)$/;

function lookup(
  names: ReadonlyMap<string, ProvinceId>,
  coastsOf: ReadonlyMap<ProvinceId, readonly Coast[]>,
  raw: string,
): Loc | undefined {
  const direct = names.get(nameKey(raw));
  if (direct !== undefined) return direct;
  const text = raw.toLowerCase().replace(/[().,]/g, ' ').trim();
  const m = COAST_FORM.exec(text);
  if (!m) return undefined;
  const id = names.get(nameKey(m[1]!));
  const coast = COAST_WORDS[(m[2] ?? m[3])!];
  if (id === undefined || coast === undefined) return undefined;
  return coastsOf.get(id)?.includes(coast) ? `${id}/${coast}` : undefined;
}

export const standardMap: GameMap = buildMap(STANDARD);

/**
 * The one copy of a name that V8 keeps for property keys. Every loc the map hands out is such a copy, as are the
 * string literals of any caller: comparing two of them (`===`, `Map.get`) is then one pointer comparison rather
 * than a comparison of characters, which the adjudicator makes for every unit and order.
 */
function internalize(name: string): string {
  return Object.keys({ [name]: 0 })[0];
}
