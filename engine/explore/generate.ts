import { provinceOf, type Loc, type Power, POWERS, type Unit } from '../map/types';
import type { MovementOrder } from '../orders/types';
import type { MapTables } from './mapTables';
import { below, pick, type Random } from './prng';

/** A movement phase: units and one order per ordered unit. */
export interface Phase {
  units: Unit[];
  orders: MovementOrder[];
}

export interface GenerateOptions {
  /** Units in the cluster, drawn uniformly from this range. */
  minUnits: number;
  maxUnits: number;
}

export const DEFAULT_GENERATE: GenerateOptions = { minUnits: 5, maxUnits: 12 };

/**
 * A realistic local fight: a connected cluster of provinces somewhere on the
 * board, held by two to four powers, with the orders players give there:
 * rings of moves, swaps, convoys along chains of fleets (sometimes to a
 * neighbouring coast, sometimes "via convoy"), attacks on supporters and on
 * convoying fleets, and supports of all of these, convoyed armies included.
 * A small cluster rather than a whole board: every unit then takes part, so
 * the rare interactions (paradoxes) are far more frequent per position ruled.
 */
export function randomPosition(t: MapTables, random: Random, options: GenerateOptions = DEFAULT_GENERATE): Phase {
  const size = options.minUnits + below(random, options.maxUnits - options.minUnits + 1);
  const places = placeUnits(t, random, size);
  return giveOrders(t, random, places, playingPowers(random));
}

/** Two to four powers, drawn without repeats. */
function playingPowers(random: Random): Power[] {
  const powers = POWERS.slice();
  const count = 2 + below(random, 3);
  for (let i = 0; i < count; i++) {
    const j = i + below(random, powers.length - i);
    const x = powers[i];
    powers[i] = powers[j];
    powers[j] = x;
  }
  return powers.slice(0, count);
}

/** Grow a cluster from a random province and put units on most of it; returns each unit's place. */
function placeUnits(t: MapTables, random: Random, size: number): number[] {
  const n = t.ids.length;
  const { inCluster, frontier } = scratchFor(t);
  frontier.length = 0;
  const cluster: number[] = [];
  // Some room to move into: about one empty province for every three units.
  const room = size + Math.ceil(size / 3);
  let p = below(random, n);
  for (;;) {
    inCluster[p] = 1;
    cluster.push(p);
    for (const q of t.neighbours[p]) if (!inCluster[q]) frontier.push(q);
    if (cluster.length >= room) break;
    do {
      if (frontier.length === 0) break;
      const i = below(random, frontier.length);
      p = frontier[i];
      frontier[i] = frontier[frontier.length - 1];
      frontier.pop();
    } while (inCluster[p]);
    if (inCluster[p]) break;
  }
  for (const q of cluster) inCluster[q] = 0;
  return choosePlaces(t, random, cluster, size);
}

/**
 * Scratch arrays reused from one position to the next (allocating typed arrays
 * per position cost more than drawing it); always left cleared after use.
 */
interface Scratch {
  inCluster: Uint8Array;
  frontier: number[];
  unitAt: Int16Array;
}
const scratches = new WeakMap<MapTables, Scratch>();
function scratchFor(t: MapTables): Scratch {
  let s = scratches.get(t);
  if (!s) {
    s = { inCluster: new Uint8Array(t.ids.length), frontier: [], unitAt: new Int16Array(t.ids.length).fill(-1) };
    scratches.set(t, s);
  }
  return s;
}

function choosePlaces(t: MapTables, random: Random, cluster: number[], size: number): number[] {
  const places: number[] = [];
  for (const p of cluster) {
    if (places.length >= size) break;
    if (random() < 0.2) continue; // left empty
    const kind = t.kind[p];
    const fleet = kind === 'sea' || (kind === 'coast' && random() < 0.45);
    const place = fleet ? pick(random, t.fleetPlaces[p]) : t.armyPlace[p];
    if (t.places[place].moves.length > 0) places.push(place);
  }
  return places;
}

/** Working state while orders are drawn: who stands where, who is ordered. */
interface Draft {
  t: MapTables;
  random: Random;
  units: Unit[];
  /** Place of each unit. */
  place: number[];
  /** Province index of each unit. */
  at: number[];
  /** Unit standing in each province, or -1. */
  unitAt: Int16Array;
  orders: (MovementOrder | undefined)[];
  /** Province index each unit's move goes to, once asked (-1 before). */
  dests: number[];
}

/** Province index unit `v`'s move order goes to; looked up once (every supporter asks). */
function destOf(d: Draft, v: number, o: MovementOrder & { kind: 'move' }): number {
  if (d.dests[v] < 0) d.dests[v] = d.t.index.get(o.to.length === 3 ? o.to : provinceOf(o.to))!;
  return d.dests[v];
}

function giveOrders(t: MapTables, random: Random, place: number[], powers: readonly Power[]): Phase {
  const units: Unit[] = new Array(place.length);
  const at: number[] = new Array(place.length);
  const { unitAt } = scratchFor(t);
  for (let u = 0; u < place.length; u++) {
    const pl = t.places[place[u]];
    units[u] = { power: pick(random, powers), type: pl.type, loc: pl.loc };
    at[u] = pl.province;
    unitAt[pl.province] = u;
  }
  const d: Draft = { t, random, units, place, at, unitAt, orders: new Array(units.length), dests: new Array<number>(units.length).fill(-1) };

  // Set pieces first, each with its own probability, then the rest one by one.
  if (random() < 0.5) convoy(d);
  if (random() < 0.25) convoy(d);
  if (random() < 0.2) ring(d);
  if (random() < 0.25) swap(d);
  const order: number[] = new Array(units.length);
  for (let u = 0; u < units.length; u++) order[u] = u;
  for (let i = order.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    const x = order[i];
    order[i] = order[j];
    order[j] = x;
  }
  const supporters: number[] = [];
  for (const u of order) {
    if (d.orders[u]) continue;
    const r = random();
    if (r < 0.42) d.orders[u] = move(d, u);
    else if (r < 0.5) d.orders[u] = hold(d, u);
    else supporters.push(u);
  }
  for (const u of supporters) d.orders[u] = support(d, u);
  // A few units get no order at all (they hold, Alexander III.3.e).
  const orders: MovementOrder[] = [];
  for (let u = 0; u < units.length; u++) {
    const o = d.orders[u]!;
    if (random() < 0.04 && o.kind !== 'convoy' && !(o.kind === 'move' && o.viaConvoy)) continue;
    orders.push(o);
  }
  for (const p of at) unitAt[p] = -1;
  return { units, orders };
}

function hold(d: Draft, u: number): MovementOrder {
  const unit = d.units[u];
  return { kind: 'hold', power: unit.power, unit: unit.type, at: unit.loc };
}

function moveTo(d: Draft, u: number, to: Loc, viaConvoy = false): MovementOrder {
  const unit = d.units[u];
  return viaConvoy ? { kind: 'move', power: unit.power, unit: unit.type, at: unit.loc, to, viaConvoy } : { kind: 'move', power: unit.power, unit: unit.type, at: unit.loc, to };
}

/** A move to a neighbour, preferring occupied ones: attacks, cut supports, bounces. */
function move(d: Draft, u: number): MovementOrder {
  const { random } = d;
  const pl = d.t.places[d.place[u]];
  if (random() < 0.6) {
    let occupied = 0;
    for (const p of pl.moveProvince) if (d.unitAt[p] >= 0) occupied++;
    if (occupied > 0) {
      let k = below(random, occupied);
      for (let i = 0; i < pl.moves.length; i++) if (d.unitAt[pl.moveProvince[i]] >= 0 && k-- === 0) return moveTo(d, u, pl.moves[i]);
    }
  }
  return moveTo(d, u, pick(random, pl.moves));
}

/** A support of an order already drawn that this unit can reach; a hold when there is none. */
function support(d: Draft, u: number): MovementOrder {
  const { t, random } = d;
  const unit = d.units[u];
  const reaches = t.places[d.place[u]].reaches;
  const candidates: number[] = [];
  for (let v = 0; v < d.orders.length; v++) {
    const o = d.orders[v];
    if (!o || v === u) continue;
    if (o.kind === 'move') {
      const dest = destOf(d, v, o);
      if (dest !== d.at[u] && reaches[dest]) candidates.push(v);
    } else if (reaches[d.at[v]]) candidates.push(v);
  }
  if (candidates.length === 0) return hold(d, u);
  const v = pick(random, candidates);
  const target = d.orders[v]!;
  const of = { unit: target.unit, at: t.ids[d.at[v]] };
  let to: Loc | undefined = target.kind === 'move' ? target.to : undefined;
  // Now and then a support of a move the unit did not make (an invalid support).
  if (target.kind !== 'move' && random() < 0.1) {
    const alt = t.places[d.place[v]].moveProvince.filter((p) => p !== d.at[u] && reaches[p]);
    if (alt.length > 0) to = t.ids[pick(random, alt)];
  }
  return to === undefined
    ? { kind: 'support', power: unit.power, unit: unit.type, at: unit.loc, target: of }
    : { kind: 'support', power: unit.power, unit: unit.type, at: unit.loc, target: of, to };
}

/** Is there an unordered fleet at sea in province `p`? */
function freeFleetAt(d: Draft, p: number): boolean {
  const f = d.unitAt[p];
  return f >= 0 && !d.orders[f] && d.units[f].type === 'F' && d.t.kind[p] === 'sea';
}

/**
 * An army on a coast carried by a chain of one to three fleets at sea, to a
 * coast next to the last fleet: possibly a province the army borders (the
 * adjacent-convoy rules), possibly one held by the enemy.
 */
function convoy(d: Draft): void {
  const { t, random } = d;
  const armies: number[] = [];
  for (let u = 0; u < d.units.length; u++) if (!d.orders[u] && d.units[u].type === 'A' && t.kind[d.at[u]] === 'coast') armies.push(u);
  if (armies.length === 0) return;
  const army = pick(random, armies);
  const first = t.seas[d.at[army]].filter((s) => freeFleetAt(d, s));
  if (first.length === 0) return;
  const chain = [pick(random, first)];
  const length = 1 + below(random, 3);
  while (chain.length < length) {
    const next = t.seas[chain[chain.length - 1]].filter((s) => freeFleetAt(d, s) && !chain.includes(s));
    if (next.length === 0) break;
    chain.push(pick(random, next));
  }
  const last = chain[chain.length - 1];
  const shores = t.neighbours[last].filter((p) => t.kind[p] === 'coast' && p !== d.at[army]);
  if (shores.length === 0) return;
  const destProvince = pick(random, shores);
  const dest = t.ids[destProvince];
  const byLand = t.places[d.place[army]].reaches[destProvince] === 1;
  d.orders[army] = moveTo(d, army, dest, byLand ? random() < 0.5 : random() < 0.3);
  const armyAt = t.ids[d.at[army]];
  for (const s of chain) {
    const f = d.unitAt[s];
    d.orders[f] = { kind: 'convoy', power: d.units[f].power, unit: 'F', at: d.units[f].loc, army: armyAt, to: dest };
  }
  // Often someone attacks a convoying fleet.
  if (random() < 0.6) {
    const fleet = pick(random, chain);
    const attackers = t.neighbours[fleet].filter((p) => {
      const a = d.unitAt[p];
      return a >= 0 && !d.orders[a] && t.places[d.place[a]].reaches[fleet] === 1;
    });
    if (attackers.length > 0) {
      const a = d.unitAt[pick(random, attackers)];
      d.orders[a] = moveTo(d, a, t.ids[fleet]);
    }
  }
}

/** Three units each moving into the next one's province (circular movement). */
function ring(d: Draft): void {
  const { t, random } = d;
  const start = below(random, d.units.length);
  for (let k = 0; k < d.units.length; k++) {
    const a = (start + k) % d.units.length;
    if (d.orders[a]) continue;
    for (const pb of t.places[d.place[a]].moveProvince) {
      const b = d.unitAt[pb];
      if (b < 0 || d.orders[b]) continue;
      for (const pc of t.places[d.place[b]].moveProvince) {
        const c = d.unitAt[pc];
        if (c < 0 || c === a || d.orders[c] || !t.places[d.place[c]].reaches[d.at[a]]) continue;
        d.orders[a] = moveTo(d, a, destLoc(d, a, pb));
        d.orders[b] = moveTo(d, b, destLoc(d, b, pc));
        d.orders[c] = moveTo(d, c, destLoc(d, c, d.at[a]));
        return;
      }
    }
  }
}

/** Two neighbours moving into each other's province (a head-to-head battle). */
function swap(d: Draft): void {
  const { t, random } = d;
  const start = below(random, d.units.length);
  for (let k = 0; k < d.units.length; k++) {
    const a = (start + k) % d.units.length;
    if (d.orders[a]) continue;
    for (const pb of t.places[d.place[a]].moveProvince) {
      const b = d.unitAt[pb];
      if (b < 0 || d.orders[b] || !t.places[d.place[b]].reaches[d.at[a]]) continue;
      d.orders[a] = moveTo(d, a, destLoc(d, a, pb));
      d.orders[b] = moveTo(d, b, destLoc(d, b, d.at[a]));
      return;
    }
  }
}

/** The loc unit `u` moves to in province `p` (a fleet needs the right coast). */
function destLoc(d: Draft, u: number, p: number): Loc {
  const pl = d.t.places[d.place[u]];
  const options: Loc[] = [];
  for (let i = 0; i < pl.moves.length; i++) if (pl.moveProvince[i] === p) options.push(pl.moves[i]);
  return pick(d.random, options);
}
