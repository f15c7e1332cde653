import type { GameMap } from '../map/gameMap';
import { LAND, SEA, locNumber, mapTables, type MapTables } from '../map/mapTables';
import { provinceOf, type ProvinceId, type Unit, type UnitType } from '../map/types';
import type { ConvoyOrder, HoldOrder, MoveOrder, MovementOrder, SupportOrder } from '../orders/types';
import type { Concept, RuleSet } from '../rules/ruleSet';
import { closedMask } from './closedProvinces';
import { convoyPossible, routeIsConnected, seaOnSomeRoute, type SeaFilter } from './convoyRoutes';

/** Why a movement order cannot be carried out; stable codes, part of the ruling's `ReasonCode`. */
export type IllegalMoveReason =
  | 'no-such-unit'
  | 'foreign-unit'
  | 'not-adjacent'
  | 'cannot-enter'
  | 'move-to-own-province'
  | 'coast-needed'
  | 'coast-unreachable'
  | 'support-self'
  | 'support-unreachable'
  | 'convoy-not-at-sea'
  | 'convoy-not-army'
  | 'convoy-not-on-route'
  | 'route-invalid'
  // games for fewer players (V.5)
  | 'power-without-player'
  | 'closed-province';

export type Legality = { legal: true; order: MovementOrder } | Illegal;

/** Why an order cannot be carried out, and the concept whose rule says so. */
export interface Illegal {
  legal: false;
  reason: IllegalMoveReason;
  concept: Concept;
}

/** A position as the legality check sees it: the map's tables and who stands where, by province number. */
export interface LegalityBoard {
  tables: MapTables;
  rules: RuleSet;
  unitAt(province: number): Unit | undefined;
  /** The loc number where the unit in the province stands (a coast for a fleet on one), or -1 for none. */
  locAt(province: number): number;
}

/** The same question asked with province ids, as the parser asks it. */
export interface LegalityContext {
  map: GameMap;
  rules: RuleSet;
  unitAt(province: ProvinceId): Unit | undefined;
}

const illegal = (reason: IllegalMoveReason, concept: Concept): Illegal => ({ legal: false, reason, concept });
/** A legal order is answered by itself, normalised: nothing is allocated for the common case. */
const ok = (order: MovementOrder): MovementOrder => order;

export function isIllegal(v: MovementOrder | Illegal): v is Illegal {
  return (v as Illegal).legal === false;
}

/** `checkMovementOrder` for callers that name provinces by id. */
export function checkLegality(ctx: LegalityContext, order: MovementOrder): Legality {
  const tables = mapTables(ctx.map);
  return checkMovementOrder(new ContextBoard(tables, ctx), order);
}

class ContextBoard implements LegalityBoard {
  readonly rules: RuleSet;
  constructor(
    readonly tables: MapTables,
    private readonly ctx: LegalityContext,
  ) {
    this.rules = ctx.rules;
  }

  unitAt(p: number): Unit | undefined {
    return this.ctx.unitAt(this.tables.provinceIds[p]);
  }

  locAt(p: number): number {
    const unit = this.unitAt(p);
    return unit === undefined ? -1 : locNumber(this.tables, unit.loc);
  }
}

/** Seas that hold a fleet, except one: a supporting fleet cannot also convoy (DATC 6.D.31). */
class FleetSeas implements SeaFilter {
  constructor(
    private readonly board: LegalityBoard,
    private readonly except = -1,
  ) {}

  usable(sea: number): boolean {
    return sea !== this.except && this.board.unitAt(sea)?.type === 'F';
  }
}

/** Province number of a loc or province id (`spa/nc` → Spain); -1 when it names no province. */
export function provinceNumber(t: MapTables, loc: string): number {
  const i = locNumber(t, loc);
  if (i >= 0) return t.locProvince[i];
  const slash = loc.indexOf('/');
  if (slash < 0) return -1;
  const p = locNumber(t, loc.slice(0, slash));
  return p < 0 || p >= t.P ? -1 : p;
}

/** Province number of a bare province id; -1 for anything else. */
export function provinceOnly(t: MapTables, id: string): number {
  const i = locNumber(t, id);
  return i >= t.P ? -1 : i;
}

/**
 * Is this order possible, knowing only the position and not the other orders
 * (DATC 4.E.1; Alexander III.3.a and the note on illegal orders)? A legal
 * order comes back normalised: the real unit type and coast of the ordered
 * unit (DATC 4.C.2, 4.B.5), an inferred destination coast (4.B.2, Alexander III.3.c).
 */
export function checkMovementOrder(board: LegalityBoard, order: MovementOrder): Legality {
  const at = provinceNumber(board.tables, order.at);
  const v = judgeMovementOrder(board, order, at, at < 0 ? undefined : board.unitAt(at));
  return isIllegal(v) ? v : { legal: true, order: v };
}

/**
 * The provinces a legal order names, as the check found them, for a caller
 * that needs them too (the adjudicator): each name is then looked up once.
 * -1 where the order names none.
 */
export class OrderProvinces {
  /** The order's kind, as read by the check (a caller then need not read it again: orders come in many shapes). */
  kind: MovementOrder['kind'] = 'hold';
  /** A move's destination, a support's destination, a convoy's destination. */
  to = -1;
  /** A support's supported unit's province, a convoy's army's province. */
  of = -1;
}

/** Where `found` goes when the caller does not ask. */
const NOWHERE = new OrderProvinces();

/**
 * `checkMovementOrder` for a caller that has already found the ordered province (`at`, -1 for none) and the unit
 * there: the normalised order, or why it is illegal. `found`, when given, receives the provinces of a legal order.
 */
export function judgeMovementOrder(board: LegalityBoard, order: MovementOrder, at: number, unit: Unit | undefined, found: OrderProvinces = NOWHERE): MovementOrder | Illegal {
  if (!unit) return illegal('no-such-unit', 'illegalOrder');
  // Orders of four kinds come in many shapes, so a read of a field that every kind has is a slow (megamorphic)
  // one when one line of code reads it from all of them. The kind is read once, here; each kind's check reads the
  // rest, and there sees only its own kind's few shapes.
  const kind = order.kind;
  found.kind = kind;
  switch (kind) {
    case 'hold':
      found.to = -1;
      found.of = -1;
      return checkHold(board, unit, order as HoldOrder);
    case 'move':
      return checkMove(board, unit, at, order as MoveOrder, found);
    case 'support':
      return checkSupport(board, unit, at, order as SupportOrder, found);
    case 'convoy':
      return checkConvoy(board, unit, at, order as ConvoyOrder, found);
  }
}

/**
 * Why an order cannot be given to this unit at all, or `undefined`: the unit must be the power's own, and the
 * power must be played (V.5.a: a power nobody plays gives no orders; anything written for it is set aside).
 * Each kind's check reads the order's `power`, `unit` and `at` itself and hands them here and to `asTheUnit`:
 * read in these shared helpers, they would see every kind's shapes again.
 */
function notOwnOrder(board: LegalityBoard, unit: Unit, power: string): Illegal | undefined {
  if (unit.power !== power) return illegal('foreign-unit', 'ownUnitsOnly');
  const variant = board.rules.variantYear;
  if (variant !== undefined && variant.silent.includes(unit.power)) return illegal('power-without-player', 'unplayedPower');
  return undefined;
}

/**
 * The order with the unit's real type and loc (DATC 4.C.2, 4.B.5): the caller's own object when nothing needs
 * correcting, which is nearly always (adjudication is on a hot path).
 */
function asTheUnit<O extends MovementOrder>(order: O, type: UnitType, loc: string, unit: Unit): O {
  return type === unit.type && loc === unit.loc ? order : { ...order, unit: unit.type, at: unit.loc };
}

function checkHold(board: LegalityBoard, unit: Unit, order: HoldOrder): MovementOrder | Illegal {
  return notOwnOrder(board, unit, order.power) ?? ok(asTheUnit(order, order.unit, order.at, unit));
}

/** A move's fields as written, read once. */
interface WrittenMove {
  to: string;
  viaConvoy: boolean | undefined;
  route: ProvinceId[] | undefined;
}

/** The same move with another destination and convoy details, built without `delete`. */
function moveTo(order: MoveOrder, written: WrittenMove, to: string, viaConvoy?: boolean, route?: ProvinceId[]): MoveOrder {
  if (written.to === to && written.viaConvoy === viaConvoy && written.route === route) return order;
  const move: MoveOrder = { kind: 'move', power: order.power, unit: order.unit, at: order.at, to };
  if (viaConvoy) move.viaConvoy = true;
  if (route) move.route = route;
  return move;
}


function checkMove(board: LegalityBoard, unit: Unit, from: number, given: MoveOrder, found: OrderProvinces): MovementOrder | Illegal {
  const { tables: t, rules } = board;
  const notOwn = notOwnOrder(board, unit, given.power);
  if (notOwn) return notOwn;
  const order = asTheUnit(given, given.unit, given.at, unit);
  const written: WrittenMove = { to: order.to, viaConvoy: order.viaConvoy, route: order.route };
  const dest = provinceNumber(t, written.to);
  found.to = dest;
  found.of = -1;
  if (dest < 0) return illegal('not-adjacent', 'move');
  if (dest === from) return illegal('move-to-own-province', 'move');
  const destId = t.provinceIds[dest];
  if (isClosed(board, dest)) return illegal('closed-province', 'closedProvince');
  if (unit.type === 'A') {
    if (t.kind[dest] === SEA) return illegal('cannot-enter', 'armyMovement');
    let route = written.route;
    let viaConvoy = written.viaConvoy || undefined;
    if (route && !rules.policies.explicitConvoyRoutes) {
      // A written route still shows the intent to go by convoy.
      route = undefined;
      viaConvoy = true;
    }
    if (route && !routeIsConnected(t, from, seaNumbers(t, route), dest)) return illegal('route-invalid', 'convoyChain');
    const normal = moveTo(order, written, destId, viaConvoy, route);
    if (t.armyAdj[from * t.P + dest] === 1) return ok(normal);
    // Not knowing the orders, a convoy is possible only through seas that hold fleets (DATC 6.D.32).
    if (convoyPossible(t, from, dest, new FleetSeas(board))) return ok(normal);
    return illegal('not-adjacent', 'move');
  }
  // Fleets: coasts matter, convoys do not.
  if (t.kind[dest] === LAND) return illegal('cannot-enter', 'fleetMovement');
  const here = board.locAt(from);
  const coasts = t.coastLocs[dest];
  if (coasts.length === 0) return fleetReaches(t, here, dest) ? ok(moveTo(order, written, destId)) : illegal('not-adjacent', 'fleetMovement');
  if (written.to.length > destId.length + 1) {
    // A coast was written (perhaps one the province does not have).
    const coast = locNumber(t, written.to);
    if (fleetReaches(t, here, coast)) return ok(moveTo(order, written, written.to));
    return fleetReaches(t, here, dest) ? illegal('coast-unreachable', 'twoCoasts') : illegal('not-adjacent', 'fleetMovement');
  }
  let reachable = -1;
  for (const c of coasts) {
    if (!fleetReaches(t, here, c)) continue;
    if (reachable >= 0) return illegal('coast-needed', 'twoCoasts');
    reachable = c;
  }
  if (reachable < 0) return illegal('not-adjacent', 'fleetMovement');
  return ok(moveTo(order, written, t.locIds[reachable]));
}

/** V.5.e: no unit may enter this province in the year played. Free when no variant closes anything. */
function isClosed(board: LegalityBoard, province: number): boolean {
  const closed = board.rules.variantYear?.closed;
  return closed !== undefined && closed.length > 0 && closedMask(board.tables, closed)[province] === 1;
}

/** A fleet at loc `from` may move to loc `to` (a bare two-coast province: some coast of it); -1 for either is no. */
function fleetReaches(t: MapTables, from: number, to: number): boolean {
  return from >= 0 && to >= 0 && t.fleetAdj[from * t.L + to] === 1;
}

/** An explicit route's seas by number; -1 for a name that is no province. */
function seaNumbers(t: MapTables, route: readonly string[]): number[] {
  const seas: number[] = [];
  for (const sea of route) seas.push(provinceOnly(t, sea));
  return seas;
}

/** Could this unit move into the province (any coast), ignoring convoys? */
function reaches(board: LegalityBoard, unit: Unit, from: number, province: number): boolean {
  const t = board.tables;
  if (province < 0) return false;
  if (unit.type === 'A') return t.kind[province] !== SEA && t.armyAdj[from * t.P + province] === 1;
  const here = board.locAt(from);
  return t.kind[province] !== LAND && here >= 0 && t.fleetAdj[here * t.L + province] === 1;
}

function checkSupport(board: LegalityBoard, unit: Unit, here: number, given: SupportOrder, found: OrderProvinces): MovementOrder | Illegal {
  const t = board.tables;
  const notOwn = notOwnOrder(board, unit, given.power);
  if (notOwn) return notOwn;
  const order = asTheUnit(given, given.unit, given.at, unit);
  const named = order.target;
  const to = order.to;
  const targetId = provinceOf(named.at);
  const target = provinceNumber(t, targetId);
  found.of = target;
  found.to = -1;
  if (target === here) return illegal('support-self', to ? 'supportMove' : 'supportHold');
  const normal = named.at === targetId ? order : { ...order, target: { ...named, at: targetId } };
  if (to === undefined) {
    return reaches(board, unit, here, target) ? ok(normal) : illegal('support-unreachable', 'supportHold');
  }
  const dest = provinceNumber(t, to);
  found.to = dest;
  if (dest === here || !reaches(board, unit, here, dest)) return illegal('support-unreachable', 'supportMove');
  if (isClosed(board, dest)) return illegal('closed-province', 'closedProvince');
  // The supported move must itself be possible (DATC 6.D.22-6.D.24, 6.D.31).
  const supported = target < 0 ? undefined : board.unitAt(target);
  if (supported && !movePossible(board, supported, target, dest, to, here)) return illegal('support-unreachable', 'supportMove');
  return ok(normal);
}

function movePossible(board: LegalityBoard, target: Unit, from: number, dest: number, to: string, supporterAt: number): boolean {
  const t = board.tables;
  if (from === dest || !canOccupy(t, target.type, dest)) return false;
  if (target.type === 'F') {
    const here = board.locAt(from);
    const there = to === t.provinceIds[dest] ? dest : locNumber(t, to);
    return here >= 0 && there >= 0 && t.fleetAdj[here * t.L + there] === 1;
  }
  if (t.armyAdj[from * t.P + dest] === 1) return true;
  // A supporting fleet cannot also convoy the army it supports (DATC 6.D.31).
  return convoyPossible(t, from, dest, new FleetSeas(board, supporterAt));
}

function canOccupy(t: MapTables, type: UnitType, province: number): boolean {
  return t.kind[province] !== (type === 'A' ? SEA : LAND);
}

function checkConvoy(board: LegalityBoard, unit: Unit, here: number, given: ConvoyOrder, found: OrderProvinces): MovementOrder | Illegal {
  const { tables: t, rules } = board;
  const notOwn = notOwnOrder(board, unit, given.power);
  if (notOwn) return notOwn;
  const order = asTheUnit(given, given.unit, given.at, unit);
  if (t.kind[here] !== SEA) return illegal('convoy-not-at-sea', 'convoy');
  // The army and destination are province ids; a coast there names no province.
  const armyAt = provinceOnly(t, order.army);
  const to = provinceOnly(t, order.to);
  found.of = armyAt;
  found.to = to;
  const army = armyAt >= 0 ? board.unitAt(armyAt) : undefined;
  if (army && army.type !== 'A') return illegal('convoy-not-army', 'convoy');
  if (armyAt < 0 || to < 0) return illegal('convoy-not-on-route', 'convoyChain');
  if (isClosed(board, to)) return illegal('closed-province', 'closedProvince');
  const necessaryOnly = rules.policies.convoyOrderLegality === 'necessary-for-a-route';
  if (!seaOnSomeRoute(t, armyAt, to, here, necessaryOnly, new FleetSeas(board))) return illegal('convoy-not-on-route', 'convoyChain');
  return ok(order);
}
