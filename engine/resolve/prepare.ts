import type { GameMap } from '../map/gameMap';
import { mapTables, type MapTables } from '../map/mapTables';
import type { ProvinceMarks } from '../map/provinceMarks';
import { unitKey, type Loc, type Unit } from '../map/types';
import { isIllegal, judgeMovementOrder, provinceNumber, provinceOnly, type LegalityBoard } from '../legality/movementLegality';
import type { MoveOrder, MovementOrder } from '../orders/types';
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
  try {
    return prepareWith(t, unitAt, firstInto, units, orders, rules);
  } finally {
    t.marks.give(unitAt);
    t.marks.give(firstInto);
  }
}

function prepareWith(
  t: MapTables,
  unitAt: ProvinceMarks,
  firstInto: ProvinceMarks,
  units: readonly Unit[],
  orders: readonly MovementOrder[],
  rules: RuleSet,
): Prepared {
  const n = units.length;
  const unitLoc: number[] = new Array(n);
  for (let u = 0; u < n; u++) {
    const loc = t.locIndex.get(units[u].loc);
    if (loc === undefined) throw new Error(`The unit ${unitKey(units[u])} stands on "${units[u].loc}", which is not a place on the map ${t.map.id}.`);
    unitLoc[u] = loc;
    unitAt.set(t.locProvince[loc], u);
  }
  const board = new PhaseBoard(t, rules, units, unitAt);

  const notFollowed: (IllegalOrder | undefined)[] = new Array(orders.length);
  const chosen: number[] = new Array(n).fill(-1);
  const normalised: MovementOrder[] = new Array(orders.length);
  const keepFirst = rules.policies.multipleOrdersToUnit === 'first';
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i];
    const at = provinceNumber(t, order.at);
    const unit = at < 0 ? -1 : unitAt.get(at, -1);
    const verdict = judgeMovementOrder(board, order, at, unit < 0 ? undefined : units[unit]);
    if (isIllegal(verdict)) {
      const ownUnit = unit >= 0 && units[unit].power === order.power ? unit : undefined;
      notFollowed[i] = { order, reason: verdict.reason, concept: verdict.concept, unit: ownUnit };
      continue;
    }
    normalised[i] = verdict;
    const previous = chosen[unit];
    if (previous < 0) {
      chosen[unit] = i;
      continue;
    }
    const loser = keepFirst ? i : previous;
    if (!keepFirst) chosen[unit] = i;
    notFollowed[loser] = { order: orders[loser], reason: 'superseded', concept: 'multipleOrders', unit };
  }

  if (rules.policies.convoyMoveLegality === 'convoy-ordered') demoteUnconvoyedMoves(t, units, unitLoc, normalised, chosen, notFollowed);

  let nextResult = orders.length;
  const active = new Array<Active>(n);
  for (let u = 0; u < n; u++) {
    const unit = units[u];
    const given = chosen[u];
    const implicit = given < 0;
    const order: MovementOrder = implicit ? { kind: 'hold', power: unit.power, unit: unit.type, at: unit.loc } : normalised[given];
    active[u] = blankActive(unit, t.locProvince[unitLoc[u]], unitLoc[u], order, implicit ? nextResult++ : given, implicit);
  }

  // Moves: where to, and who else goes there. Built backwards so each list runs in unit order.
  for (let u = n - 1; u >= 0; u--) {
    const a = active[u];
    if (a.kind !== 'move') continue;
    const o = a.order as MoveOrder;
    a.destLoc = o.to;
    a.dest = provinceNumber(t, o.to);
    a.destUnit = unitAt.get(a.dest, -1);
    a.adjacentByLand = a.unit.type === 'F' || t.armyAdj[a.province * t.P + a.dest] === 1;
    if (o.route) {
      a.route = [];
      for (const sea of o.route) a.route.push(provinceOnly(t, sea));
    }
    a.nextInto = firstInto.get(a.dest, -1);
    firstInto.set(a.dest, u);
  }
  for (const a of active) {
    a.attackers = firstInto.get(a.province, -1);
    if (a.kind === 'move') a.into = firstInto.get(a.dest, -1);
  }

  // Convoys: which armies do they serve?
  for (let u = 0; u < n; u++) {
    const a = active[u];
    if (a.order.kind !== 'convoy') continue;
    const armyAt = provinceOnly(t, a.order.army);
    const army = armyAt < 0 ? -1 : unitAt.get(armyAt, -1);
    if (army < 0) continue;
    a.convoyArmy = army;
    const moving = active[army];
    if (moving.kind === 'move' && moving.unit.type === 'A' && moving.dest === provinceOnly(t, a.order.to)) {
      if (!moving.route || moving.route.includes(a.province)) {
        if (moving.convoyFleets === NONE) moving.convoyFleets = [];
        moving.convoyFleets.push(u);
      }
    }
  }
  const ownFleetCounts = rules.policies.adjacentConvoy === 'via-convoy-or-own-fleet';
  for (let u = 0; u < n; u++) {
    const a = active[u];
    if (a.kind === 'convoy' && a.convoyArmy >= 0) a.matches = active[a.convoyArmy].convoyFleets.includes(u);
    if (a.kind !== 'move' || a.unit.type !== 'A') continue;
    const o = a.order as MoveOrder;
    const ownFleet = ownFleetCounts && hasFleetOf(units, a.convoyFleets, a.unit.power);
    a.wantsConvoy = !a.adjacentByLand || !!o.viaConvoy || !!o.route || ownFleet;
  }

  // Supports: which unit, and does it match? Built backwards so each list runs in unit order.
  for (let u = n - 1; u >= 0; u--) {
    const a = active[u];
    if (a.order.kind !== 'support') continue;
    const { target: named, to } = a.order;
    if (to !== undefined) {
      a.supportTo = provinceNumber(t, to);
      a.supportToUnit = unitAt.get(a.supportTo, -1);
    }
    const targetAt = provinceOnly(t, named.at);
    const target = targetAt < 0 ? -1 : unitAt.get(targetAt, -1);
    if (target < 0) continue;
    a.target = target;
    const supported = active[target];
    if (to === undefined) {
      a.matches = supported.kind !== 'move';
    } else {
      // A support naming a coast matches only a move to that coast.
      const coastNamed = to !== t.provinceIds[a.supportTo];
      a.matches = supported.kind === 'move' && supported.dest === a.supportTo && (!coastNamed || supported.destLoc === to);
    }
    if (a.matches) {
      a.nextSupport = supported.supports;
      supported.supports = u;
    }
  }

  return { map: t.map, tables: t, rules, units, active, notFollowed, givenCount: orders.length };
}

const NONE: number[] = [];

/** The position while orders are checked: who stands where, from the scratch table of this phase. */
class PhaseBoard implements LegalityBoard {
  constructor(
    readonly tables: MapTables,
    readonly rules: RuleSet,
    private readonly units: readonly Unit[],
    private readonly at: ProvinceMarks,
  ) {}

  unitAt(p: number): Unit | undefined {
    const u = this.at.get(p, -1);
    return u < 0 ? undefined : this.units[u];
  }
}

function hasFleetOf(units: readonly Unit[], fleets: readonly number[], power: string): boolean {
  for (const f of fleets) if (units[f].power === power) return true;
  return false;
}

/** Is a convoy order for this army and destination among the orders carried out? */
function convoyOrdered(orders: readonly MovementOrder[], chosen: readonly number[], army: string, dest: string): boolean {
  for (const i of chosen) {
    const o = i >= 0 ? orders[i] : undefined;
    if (o?.kind === 'convoy' && o.army === army && o.to === dest) return true;
  }
  return false;
}

function blankActive(unit: Unit, province: number, loc: number, order: MovementOrder, resultIndex: number, implicit: boolean): Active {
  return {
    unit,
    province,
    loc,
    order,
    resultIndex,
    implicit,
    kind: order.kind,
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
  };
}

/**
 * Alexander's note on illegal orders: a move to a province that does not
 * border the army is illegal unless a convoy was attempted for it.
 */
function demoteUnconvoyedMoves(
  t: MapTables,
  units: readonly Unit[],
  unitLoc: readonly number[],
  orders: MovementOrder[],
  chosen: number[],
  notFollowed: (IllegalOrder | undefined)[],
): void {
  for (let u = 0; u < units.length; u++) {
    const i = chosen[u];
    const o = i >= 0 ? orders[i] : undefined;
    if (o?.kind !== 'move' || o.unit !== 'A') continue;
    const from = t.locProvince[unitLoc[u]];
    const dest = provinceNumber(t, o.to);
    if (t.armyAdj[from * t.P + dest] === 1 || convoyOrdered(orders, chosen, t.provinceIds[from], t.provinceIds[dest])) continue;
    notFollowed[i] = { order: o, reason: 'not-adjacent', concept: 'convoy', unit: u };
    chosen[u] = -1;
  }
}
