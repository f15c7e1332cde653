import type { GameMap } from '../map/gameMap';
import { provinceOf, type Loc, type Power, type ProvinceId, type Unit } from '../map/types';
import type { CivilDisorderPolicy } from '../rules/civilDisorder';
import { shoresReached } from '../legality/convoyReach';

/**
 * The civil-disorder rule as a search: how many successful moves a unit needs
 * to reach the centres the policy names, counted the way the policy says.
 * Alexander III.5.h and the DATC's 2023 rule (4.D.8) are two values of
 * `CivilDisorderPolicy`; nothing here knows which rule set it serves.
 */

export interface UnitDistance {
  unit: Unit;
  /** Successful moves needed; Infinity when no target can be reached. */
  distance: number;
}

/** The centres a power's units are measured to. */
function targetsOf(map: GameMap, power: Power, centres: Readonly<Record<ProvinceId, Power>>, policy: CivilDisorderPolicy): Set<ProvinceId> {
  if (policy.measureTo === 'home-centres') return new Set(map.homeCentres(power));
  return new Set(Object.keys(centres).filter((p) => centres[p] === power));
}

const landAndSea = new WeakMap<GameMap, Map<ProvinceId, ProvinceId[]>>();

/** Province adjacency for a unit that may cross both land and sea borders. */
function landAndSeaNeighbours(map: GameMap): Map<ProvinceId, ProvinceId[]> {
  let graph = landAndSea.get(map);
  if (graph) return graph;
  graph = new Map();
  for (const p of map.provinces) {
    const next = new Set<ProvinceId>();
    for (const type of ['A', 'F'] as const) {
      if (!map.canOccupy(type, p.id)) continue;
      for (const loc of map.locs(p.id)) for (const to of map.moves(type, loc)) next.add(provinceOf(to));
    }
    next.delete(p.id);
    graph.set(p.id, [...next].sort());
  }
  landAndSea.set(map, graph);
  return graph;
}

/**
 * Coastal provinces an army in `from` reaches in one move by a chain of seas
 * that each hold a fleet of its own power (Alexander III.5.h: "includes
 * convoys by the Great Power's Fleets").
 */
function convoyLandings(map: GameMap, from: ProvinceId, ownFleetSeas: ReadonlySet<ProvinceId>): ProvinceId[] {
  const landings = shoresReached(map, map.adjacentSeas(from).filter((s) => ownFleetSeas.has(s)), ownFleetSeas);
  landings.delete(from);
  return [...landings];
}

/** Successful moves `unit` needs to stand in one of the policy's centres. */
export function civilDisorderDistance(
  map: GameMap,
  unit: Unit,
  units: readonly Unit[],
  centres: Readonly<Record<ProvinceId, Power>>,
  policy: CivilDisorderPolicy,
): number {
  const targets = targetsOf(map, unit.power, centres, policy);
  const blocked = new Set<ProvinceId>();
  if (policy.foreignUnitsBlock) for (const u of units) if (u.power !== unit.power) blocked.add(provinceOf(u.loc));
  const ownFleetSeas = new Set(
    units.filter((u) => u.power === unit.power && u.type === 'F' && map.province(provinceOf(u.loc))?.kind === 'sea').map((u) => provinceOf(u.loc)),
  );
  const steps = (loc: Loc): Loc[] => {
    const here = provinceOf(loc);
    if (policy.movement === 'land-and-sea') return landAndSeaNeighbours(map).get(here) ?? [];
    const next = [...map.moves(unit.type, loc)];
    if (unit.type === 'A' && policy.ownConvoys) next.push(...convoyLandings(map, here, ownFleetSeas));
    return next;
  };

  // Breadth-first over places (coasts kept apart for fleets moving by type).
  const start = policy.movement === 'land-and-sea' ? provinceOf(unit.loc) : unit.loc;
  const seen = new Set<Loc>([start]);
  let frontier: Loc[] = [start];
  for (let distance = 0; frontier.length > 0; distance++) {
    if (frontier.some((loc) => targets.has(provinceOf(loc)))) return distance;
    const next: Loc[] = [];
    for (const loc of frontier) {
      for (const to of steps(loc)) {
        if (seen.has(to) || blocked.has(provinceOf(to))) continue;
        seen.add(to);
        next.push(to);
      }
    }
    frontier = next;
  }
  return Infinity;
}

export type TieBreak = CivilDisorderPolicy['tieBreaks'][number] | 'location';

/** The rule that put `a` before `b` at equal distance. */
function tieBreakBetween(map: GameMap, a: Unit, b: Unit, policy: CivilDisorderPolicy): { rule: TieBreak; order: number } {
  const name = (u: Unit) => map.province(provinceOf(u.loc))?.name ?? u.loc;
  for (const rule of policy.tieBreaks) {
    if (rule === 'fleets-first' && a.type !== b.type) return { rule, order: a.type === 'F' ? -1 : 1 };
    if (rule === 'name' && name(a) !== name(b)) return { rule, order: name(a) < name(b) ? -1 : 1 };
    if (rule === 'abbreviation' && provinceOf(a.loc) !== provinceOf(b.loc)) return { rule, order: provinceOf(a.loc) < provinceOf(b.loc) ? -1 : 1 };
  }
  return { rule: 'location', order: a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0 };
}

/**
 * A power's units in the order the civil-disorder rule removes them: farthest
 * first, then the policy's tie-breaks, then (only to stay deterministic) the
 * location id.
 */
export function civilDisorderRanking(
  map: GameMap,
  power: Power,
  units: readonly Unit[],
  centres: Readonly<Record<ProvinceId, Power>>,
  policy: CivilDisorderPolicy,
): UnitDistance[] {
  const ranked = units
    .filter((u) => u.power === power)
    .map((unit) => ({ unit, distance: civilDisorderDistance(map, unit, units, centres, policy) }));
  return ranked.sort((a, b) => (a.distance !== b.distance ? b.distance - a.distance : tieBreakBetween(map, a.unit, b.unit, policy).order));
}

/** One removal: every candidate measured, and what decided it when the farthest two were level. */
export interface CivilDisorderStep {
  removed: UnitDistance;
  /** The power's units as measured for this removal, farthest first. */
  candidates: UnitDistance[];
  /** Set when the runner-up was as far as the unit removed. */
  tieBreak?: TieBreak;
}

/**
 * The removals civil disorder makes for one power that owes `owed` more
 * disbands. Every power is measured on the same board, the phase's board
 * once the ordered disbands are made, so no power's removal can change
 * another's and the order the powers are taken in cannot matter. Within the
 * power, each removal is measured again without its own units already
 * removed (a fleet gone is no longer a convoy for its armies).
 */
export function civilDisorderSteps(
  map: GameMap,
  power: Power,
  board: readonly Unit[],
  owed: number,
  centres: Readonly<Record<ProvinceId, Power>>,
  policy: CivilDisorderPolicy,
): CivilDisorderStep[] {
  const steps: CivilDisorderStep[] = [];
  let units = board;
  while (steps.length < owed) {
    const candidates = civilDisorderRanking(map, power, units, centres, policy);
    const [removed, runnerUp] = candidates;
    if (!removed) break;
    const level = runnerUp !== undefined && runnerUp.distance === removed.distance;
    steps.push({ removed, candidates, ...(level ? { tieBreak: tieBreakBetween(map, removed.unit, runnerUp.unit, policy).rule } : {}) });
    units = units.filter((u) => u !== removed.unit);
  }
  return steps;
}

/**
 * Civil disorder for every power that owes disbands, each on the same board.
 * The result does not depend on the order of `owed`'s entries, which the
 * property tests check by permuting them.
 */
export function civilDisorderRemovals(
  map: GameMap,
  board: readonly Unit[],
  owed: ReadonlyMap<Power, number>,
  centres: Readonly<Record<ProvinceId, Power>>,
  policy: CivilDisorderPolicy,
): Map<Power, CivilDisorderStep[]> {
  const removals = new Map<Power, CivilDisorderStep[]>();
  for (const [power, count] of owed) if (count > 0) removals.set(power, civilDisorderSteps(map, power, board, count, centres, policy));
  return removals;
}
