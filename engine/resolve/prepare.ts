import type { GameMap } from '../map/gameMap';
import { locNumber, mapTables, type MapTables } from '../map/mapTables';
import type { ProvinceMarks } from '../map/provinceMarks';
import { unitKey, type Loc, type Unit } from '../map/types';
import { isIllegal, judgeMovementOrder, OrderProvinces, provinceNumber, provinceOnly, type LegalityBoard } from '../legality/movementLegality';
import type { MoveOrder, MovementOrder, SupportOrder } from '../orders/types';
import type { Concept, RuleSet } from '../rules/ruleSet';
import type { ReasonCode } from './types';

/**
 * The order each unit actually carries out, with everything that can be known
 * before any decision: legality, matching supports and convoys, and whether an
 * army means to travel by convoy. Index = index of the unit in `units`.
 * Provinces are numbers (`MapTables`); -1 means none.
 */
export interface Active {
  unit: Unit;
  /** The province the unit stands in, and its loc. */
  province: number;
  loc: number;
  order: MovementOrder;
  /** Index into the result list. */
  resultIndex: number;
  implicit: boolean;
  kind: MovementOrder['kind'];
  /**
   * Lists of units, linked through the units themselves (-1 ends a list), in
   * unit order. `attackers`: the first unit ordered to move into this unit's
   * province; the next one is `active[m].nextInto`.
   */
  attackers: number;
  /** The first support that matches this unit's order; the next one is `active[s].nextSupport`. */
  supports: number;
  nextSupport: number;
  // move
  dest: number;
  /** The unit standing at the destination, or -1. */
  destUnit: number;
  /** The first unit ordered into the destination (this one or another); the next is `active[m].nextInto`. */
  into: number;
  nextInto: number;
  /** The destination as written in the (normalised) order: where the unit ends up if it moves. */
  destLoc: Loc;
  adjacentByLand: boolean;
  /** The army tries a convoy route (IV.5.e / DATC 4.A.3). */
  wantsConvoy: boolean;
  /** Fleets (unit indices) whose convoy orders match this move. */
  convoyFleets: number[];
  /** An explicit route, seas by number. */
  route?: number[];
  // support
  target: number;
  /** Support of a move: the province it supports into, and the unit standing there (-1 if none). */
  supportTo: number;
  supportToUnit: number;
  /** Support or convoy: does the named unit do what this order assumes? */
  matches: boolean;
  // convoy
  convoyArmy: number;
  /** The province the convoy carries its army to. */
  convoyTo: number;
}

export interface IllegalOrder {
  order: MovementOrder;
  reason: ReasonCode;
  concept: Concept;
  /** Unit index, when the order named a real unit of the power. */
  unit?: number;
}

/** Everything fixed before the decisions. */
export interface Prepared {
  map: GameMap;
  tables: MapTables;
  rules: RuleSet;
  units: readonly Unit[];
  active: Active[];
  /** Orders given but not carried out, by input index (sparse). */
  notFollowed: (IllegalOrder | undefined)[];
  /** Number of orders given; result entries after these are implicit holds. */
  givenCount: number;
}

export function prepare(map: GameMap, units: readonly Unit[], orders: readonly MovementOrder[], rules: RuleSet): Prepared {
  const t = mapTables(map);
  // Scratch, by province: the unit standing there, and the first unit ordered to move there.
  const unitAt = t.marks.take();
  const firstInto = t.marks.take();
  // No try/finally: after a throw the two tables are simply not reused (the pool makes new ones).
  const prepared = prepareWith(t, unitAt, firstInto, units, orders, rules);
  t.marks.give(unitAt);
  t.marks.give(firstInto);
  return prepared;
}

function prepareWith(
  t: MapTables,
  unitAt: ProvinceMarks,
  firstInto: ProvinceMarks,
  units: readonly Unit[],
  orders: readonly MovementOrder[],
  rules: RuleSet,
): Prepared {
  const locs = placeUnits(t, unitAt, units);
  const notFollowed: (IllegalOrder | undefined)[] = new Array(orders.length);
  // Each unit's record is made once: from its order as it is read, or blank for a unit left without one.
  const active = new Array<Active>(units.length);
  const armyMovesBeyondLand = readOrders(t, unitAt, units, locs, active, orders, rules, notFollowed);
  for (let u = 0; u < units.length; u++) if (active[u] === undefined) active[u] = blankActive(units[u], t.locProvince[locs[u]], locs[u]);
  if (armyMovesBeyondLand > 0 && rules.policies.convoyMoveLegality === 'convoy-ordered') demoteUnconvoyedMoves(active, notFollowed);
  linkOrders(t, unitAt, firstInto, active, orders.length, rules);
  return { map: t.map, tables: t, rules, units, active, notFollowed, givenCount: orders.length };
}

/** Where every unit stands (its loc, by unit), marking the province it holds in `unitAt`. */
function placeUnits(t: MapTables, unitAt: ProvinceMarks, units: readonly Unit[]): number[] {
  const n = units.length;
  const locs = new Array<number>(n);
  for (let u = 0; u < n; u++) {
    const loc = locNumber(t, units[u].loc);
    if (loc < 0) throw new Error(`The unit ${unitKey(units[u])} stands on "${units[u].loc}", which is not a place on the map ${t.map.id}.`);
    locs[u] = loc;
    unitAt.set(t.locProvince[loc], u);
  }
  return locs;
}

/**
 * Each unit carries out one legal order; the provinces it names are looked up
 * once, by the legality check. The orders not carried out go to `notFollowed`,
 * by input index. Returns how many armies were ordered beyond a land border (a
 * convoy's business), so the phases without any skip a pass.
 */
function readOrders(
  t: MapTables,
  unitAt: ProvinceMarks,
  units: readonly Unit[],
  locs: readonly number[],
  active: Active[],
  orders: readonly MovementOrder[],
  rules: RuleSet,
  notFollowed: (IllegalOrder | undefined)[],
): number {
  const n = units.length;
  const board = new PhaseBoard(t, rules, units, unitAt, locs);
  let armyMovesBeyondLand = 0;
  const found = new OrderProvinces();
  const keepFirst = rules.policies.multipleOrdersToUnit === 'first';
  let next = 0;
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i];
    // Orders mostly come in the units' order, so the next unit is tried before the map lookup
    // (and taken only if it is the unit the lookup would find: two units in one province are not).
    const guess = next < n && order.at === units[next].loc && unitAt.get(t.locProvince[locs[next]], -1) === next ? next : -1;
    const at = guess >= 0 ? t.locProvince[locs[guess]] : provinceNumber(t, order.at);
    const unit = guess >= 0 ? guess : at < 0 ? -1 : unitAt.get(at, -1);
    next = unit + 1;
    const verdict = judgeMovementOrder(board, order, at, unit < 0 ? undefined : units[unit], found);
    // Mostly the order comes back as it was given: legal, and told so by one comparison.
    if (verdict !== order && isIllegal(verdict)) {
      const ownUnit = unit >= 0 && units[unit].power === order.power ? unit : undefined;
      notFollowed[i] = { order, reason: verdict.reason, concept: verdict.concept, unit: ownUnit };
      continue;
    }
    const earlier = active[unit];
    if (earlier !== undefined) {
      const loser = keepFirst ? i : earlier.resultIndex;
      notFollowed[loser] = { order: orders[loser], reason: 'superseded', concept: 'multipleOrders', unit };
      if (keepFirst) continue;
    }
    const a = (active[unit] = orderedActive(t, units[unit], locs[unit], verdict, i, found, unitAt));
    if (a.kind === 'move' && !a.adjacentByLand) armyMovesBeyondLand++;
  }
  return armyMovesBeyondLand;
}

/** The lists that link units: moves into each province, supports of each unit, convoys of each army; implicit holds' entries. */
function linkOrders(
  t: MapTables,
  unitAt: ProvinceMarks,
  firstInto: ProvinceMarks,
  active: Active[],
  givenCount: number,
  rules: RuleSet,
): void {
  const n = active.length;
  // Moves: who else goes where they go; supports: do they match? Backwards, so each list runs in unit order.
  for (let u = n - 1; u >= 0; u--) {
    const a = active[u];
    if (a.kind === 'move') {
      a.destUnit = unitAt.get(a.dest, -1);
      const route = (a.order as MoveOrder).route;
      if (route) {
        a.route = [];
        for (const sea of route) a.route.push(provinceOnly(t, sea));
      }
      // An army tries a convoy when it must, or says so; its own power's convoying fleet may add to this below.
      a.wantsConvoy = a.unit.type === 'A' && (!a.adjacentByLand || !!(a.order as MoveOrder).viaConvoy || !!route);
      a.nextInto = firstInto.get(a.dest, -1);
      firstInto.set(a.dest, u);
    } else if (a.kind === 'support') {
      if (a.supportTo >= 0) a.supportToUnit = unitAt.get(a.supportTo, -1);
      if (a.target < 0) continue;
      const supported = active[a.target];
      if (a.supportTo < 0) {
        a.matches = supported.kind !== 'move';
      } else {
        // A support naming a coast matches only a move to that coast.
        const to = (a.order as SupportOrder).to!;
        const coastNamed = to !== t.provinceIds[a.supportTo];
        a.matches = supported.kind === 'move' && supported.dest === a.supportTo && (!coastNamed || supported.destLoc === to);
      }
      if (a.matches) {
        a.nextSupport = supported.supports;
        supported.supports = u;
      }
    }
  }

  // Attackers; implicit holds get their entries after the orders given; convoys: which armies do they serve?
  // A convoy matches when its army takes it on; under IV.5.e's own-fleet policy such a fleet makes the army try the convoy.
  const ownFleetCounts = rules.policies.adjacentConvoy === 'via-convoy-or-own-fleet';
  let nextResult = givenCount;
  for (let u = 0; u < n; u++) {
    const a = active[u];
    a.attackers = firstInto.get(a.province, -1);
    if (a.implicit) {
      a.order = { kind: 'hold', power: a.unit.power, unit: a.unit.type, at: a.unit.loc };
      a.resultIndex = nextResult++;
    } else if (a.kind === 'move') {
      a.into = firstInto.get(a.dest, -1);
    } else if (a.kind === 'convoy' && a.convoyArmy >= 0) {
      const moving = active[a.convoyArmy];
      if (moving.kind === 'move' && moving.unit.type === 'A' && moving.dest === a.convoyTo && (!moving.route || moving.route.includes(a.province))) {
        if (moving.convoyFleets === NONE) moving.convoyFleets = [];
        moving.convoyFleets.push(u);
        a.matches = true;
        if (ownFleetCounts && a.unit.power === moving.unit.power) moving.wantsConvoy = true;
      }
    }
  }
}

/**
 * The record of a unit that carries out `order`, the `index`th given: what can be known of it from the order
 * alone. Its fields in the order of `blankActive`'s, so both make records of one shape.
 */
function orderedActive(t: MapTables, unit: Unit, loc: number, order: MovementOrder, index: number, found: OrderProvinces, unitAt: ProvinceMarks): Active {
  // The kind as the check read it: orders come in many shapes, so each read of their fields is a slow one.
  const kind = found.kind;
  const province = t.locProvince[loc];
  const move = kind === 'move';
  return {
    unit,
    province,
    loc,
    order,
    resultIndex: index,
    implicit: false,
    kind,
    attackers: -1,
    supports: -1,
    nextSupport: -1,
    dest: move ? found.to : -1,
    destUnit: -1,
    into: -1,
    nextInto: -1,
    destLoc: move ? (order as MoveOrder).to : '',
    adjacentByLand: move && (unit.type === 'F' || t.armyAdj[province * t.P + found.to] === 1),
    wantsConvoy: false,
    convoyFleets: NONE,
    route: undefined,
    target: kind === 'support' && found.of >= 0 ? unitAt.get(found.of, -1) : -1,
    supportTo: kind === 'support' ? found.to : -1,
    supportToUnit: -1,
    matches: false,
    convoyArmy: kind === 'convoy' && found.of >= 0 ? unitAt.get(found.of, -1) : -1,
    convoyTo: kind === 'convoy' ? found.to : -1,
  };
}

const NONE: number[] = [];

/** The position while orders are checked: who stands where, from the scratch table of this phase. */
class PhaseBoard implements LegalityBoard {
  constructor(
    readonly tables: MapTables,
    readonly rules: RuleSet,
    private readonly units: readonly Unit[],
    private readonly at: ProvinceMarks,
    private readonly locs: readonly number[],
  ) {}

  unitAt(p: number): Unit | undefined {
    const u = this.at.get(p, -1);
    return u < 0 ? undefined : this.units[u];
  }

  /** Where the unit in the province stands, as placed: no name is looked up again. */
  locAt(p: number): number {
    const u = this.at.get(p, -1);
    return u < 0 ? -1 : this.locs[u];
  }
}

/** A unit without an order (or whose order is dropped): an implicit hold; every field set, so every Active has one shape. */
function blankActive(unit: Unit, province: number, loc: number): Active {
  return {
    unit,
    province,
    loc,
    order: PLACEHOLDER,
    resultIndex: -1,
    implicit: true,
    kind: 'hold',
    attackers: -1,
    supports: -1,
    nextSupport: -1,
    dest: -1,
    destUnit: -1,
    into: -1,
    nextInto: -1,
    destLoc: '',
    adjacentByLand: false,
    wantsConvoy: false,
    convoyFleets: NONE,
    route: undefined,
    target: -1,
    supportTo: -1,
    supportToUnit: -1,
    matches: false,
    convoyArmy: -1,
    convoyTo: -1,
  };
}

/** The order of a unit whose own hold order is made once its result index is known. */
const PLACEHOLDER: MovementOrder = Object.freeze({ kind: 'hold', power: 'AUS', unit: 'A', at: '' });

/**
 * Alexander's note on illegal orders: a move to a province that does not
 * border the army is illegal unless a convoy was attempted for it.
 */
function demoteUnconvoyedMoves(active: Active[], notFollowed: (IllegalOrder | undefined)[]): void {
  for (let u = 0; u < active.length; u++) {
    const a = active[u];
    if (a.kind !== 'move' || a.adjacentByLand || convoyOrdered(active, u, a.dest)) continue;
    notFollowed[a.resultIndex] = { order: a.order, reason: 'not-adjacent', concept: 'convoy', unit: u };
    active[u] = blankActive(a.unit, a.province, a.loc);
  }
}

/** Is a convoy order for army `army` to province `dest` among the orders carried out? */
function convoyOrdered(active: readonly Active[], army: number, dest: number): boolean {
  for (const a of active) if (a.kind === 'convoy' && a.convoyArmy === army && a.convoyTo === dest) return true;
  return false;
}
