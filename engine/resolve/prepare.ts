import type { GameMap } from '../map/gameMap';
import { provinceOf, splitLoc, type Coast, type Loc, type ProvinceId, type Unit } from '../map/types';
import type { MovementOrder } from '../orders/types';
import type { Concept, RuleSet } from '../rules/ruleSet';
import { checkLegality } from './legality';
import type { ReasonCode } from './types';

/**
 * The order each unit actually carries out, with everything that can be known
 * before any decision: legality, matching supports and convoys, and whether an
 * army means to travel by convoy. Index = index of the unit in `units`.
 */
export interface Active {
  unit: Unit;
  province: ProvinceId;
  order: MovementOrder;
  /** Index into the result list. */
  resultIndex: number;
  implicit: boolean;
  kind: MovementOrder['kind'];
  /** Units ordered to move into this unit's province (shared array). */
  attackers: readonly number[];
  // move
  dest: ProvinceId;
  /** The unit standing at the destination, or -1. */
  destUnit: number;
  /** Every move into the destination, this one included (shared array). */
  into: readonly number[];
  destLoc: Loc;
  adjacentByLand: boolean;
  /** The army tries a convoy route (IV.5.e / DATC 4.A.3). */
  wantsConvoy: boolean;
  /** Fleets (unit indices) whose convoy orders match this move. */
  convoyFleets: number[];
  route?: ProvinceId[];
  // support
  target: number;
  supportTo?: ProvinceId;
  supportCoast?: Coast;
  /** Support or convoy: does the named unit do what this order assumes? */
  matches: boolean;
  // convoy
  convoyArmy: number;
}

export interface IllegalOrder {
  order: MovementOrder;
  reason: ReasonCode;
  concept: Concept;
  /** Unit index, when the order named a real unit. */
  unit?: number;
}

export interface Prepared {
  map: GameMap;
  rules: RuleSet;
  units: readonly Unit[];
  unitIndexAt: ReadonlyMap<ProvinceId, number>;
  active: Active[];
  /** Orders given but not carried out, by input index. */
  notFollowed: Map<number, IllegalOrder>;
  /** Number of orders given; result entries after these are implicit holds. */
  givenCount: number;
  /** Units (indices) ordered to move into each province. */
  movesInto: Map<ProvinceId, number[]>;
  /** For each unit, the supports (unit indices) that match what it does. */
  supportsOf: number[][];
}

export function prepare(map: GameMap, units: readonly Unit[], orders: readonly MovementOrder[], rules: RuleSet): Prepared {
  const unitIndexAt = new Map<ProvinceId, number>();
  units.forEach((u, i) => unitIndexAt.set(provinceOf(u.loc), i));
  const unitAt = (p: ProvinceId) => {
    const i = unitIndexAt.get(p);
    return i === undefined ? undefined : units[i];
  };
  const ctx = { map, rules, unitAt };

  const notFollowed = new Map<number, IllegalOrder>();
  const chosen = new Array<number>(units.length).fill(-1);
  const normalised: MovementOrder[] = [];
  orders.forEach((order, i) => {
    const legality = checkLegality(ctx, order);
    const unit = unitIndexAt.get(provinceOf(order.at));
    if (!legality.legal) {
      const ownUnit = unit !== undefined && units[unit].power === order.power ? unit : undefined;
      notFollowed.set(i, { order, reason: legality.reason, concept: legality.concept, unit: ownUnit });
      return;
    }
    normalised[i] = legality.order;
    const previous = chosen[unit!];
    if (previous < 0) {
      chosen[unit!] = i;
      return;
    }
    const keepFirst = rules.policies.multipleOrdersToUnit === 'first';
    const loser = keepFirst ? i : previous;
    if (!keepFirst) chosen[unit!] = i;
    notFollowed.set(loser, { order: orders[loser], reason: 'superseded', concept: 'multipleOrders', unit });
  });

  if (rules.policies.convoyMoveLegality === 'convoy-ordered') {
    demoteUnconvoyedMoves(map, units, normalised, chosen, notFollowed);
  }

  let nextResult = orders.length;
  const active: Active[] = units.map((unit, u) => {
    const given = chosen[u];
    const implicit = given < 0;
    const order: MovementOrder = implicit ? { kind: 'hold', power: unit.power, unit: unit.type, at: unit.loc } : normalised[given];
    return blankActive(unit, order, implicit ? nextResult++ : given, implicit);
  });

  const movesInto = new Map<ProvinceId, number[]>();
  active.forEach((a, u) => {
    if (a.order.kind !== 'move') return;
    a.destLoc = a.order.to;
    a.dest = provinceOf(a.order.to);
    a.adjacentByLand = a.unit.type === 'F' || map.canMove('A', a.unit.loc, a.dest);
    a.route = a.order.route;
    const list = movesInto.get(a.dest);
    if (list) list.push(u);
    else movesInto.set(a.dest, [u]);
  });

  active.forEach((a) => {
    a.attackers = movesInto.get(a.province) ?? NONE;
    if (a.order.kind !== 'move') return;
    a.destUnit = unitIndexAt.get(a.dest) ?? -1;
    a.into = movesInto.get(a.dest)!;
  });

  // Convoys: which armies do they serve?
  active.forEach((a, u) => {
    if (a.order.kind !== 'convoy') return;
    const army = unitIndexAt.get(a.order.army);
    if (army === undefined) return;
    a.convoyArmy = army;
    const moving = active[army];
    if (moving.order.kind === 'move' && moving.unit.type === 'A' && moving.dest === a.order.to) {
      if (!moving.route || moving.route.includes(a.province)) moving.convoyFleets.push(u);
    }
  });
  for (const a of active) {
    if (a.order.kind !== 'move' || a.unit.type !== 'A') continue;
    const ownFleet =
      rules.policies.adjacentConvoy === 'via-convoy-or-own-fleet' &&
      a.convoyFleets.some((f) => units[f].power === a.unit.power);
    a.wantsConvoy = !a.adjacentByLand || !!a.order.viaConvoy || !!a.route || ownFleet;
  }
  for (const a of active) {
    if (a.order.kind === 'convoy' && a.convoyArmy >= 0) {
      const army = active[a.convoyArmy];
      a.matches = army.convoyFleets.includes(unitIndexAt.get(a.province)!);
    }
  }

  // Supports: which unit, and does it match?
  const supportsOf: number[][] = units.map(() => []);
  active.forEach((a, u) => {
    if (a.order.kind !== 'support') return;
    const target = unitIndexAt.get(a.order.target.at);
    if (a.order.to !== undefined) {
      const { province, coast } = splitLoc(a.order.to);
      a.supportTo = province;
      a.supportCoast = coast;
    }
    if (target === undefined) return;
    a.target = target;
    const supported = active[target];
    if (a.supportTo === undefined) {
      a.matches = supported.order.kind !== 'move';
    } else {
      const coast = a.supportCoast;
      a.matches =
        supported.order.kind === 'move' &&
        supported.dest === a.supportTo &&
        (coast === undefined || splitLoc(supported.destLoc).coast === coast);
    }
    if (a.matches) supportsOf[target].push(u);
  });

  return { map, rules, units, unitIndexAt, active, notFollowed, givenCount: orders.length, movesInto, supportsOf };
}

const NONE: readonly number[] = [];

function blankActive(unit: Unit, order: MovementOrder, resultIndex: number, implicit: boolean): Active {
  return {
    unit,
    province: provinceOf(unit.loc),
    order,
    resultIndex,
    implicit,
    kind: order.kind,
    attackers: NONE,
    dest: '',
    destUnit: -1,
    into: NONE,
    destLoc: '',
    adjacentByLand: false,
    wantsConvoy: false,
    convoyFleets: [],
    target: -1,
    matches: false,
    convoyArmy: -1,
  };
}

/**
 * Alexander's note on illegal orders: a move to a province that does not
 * border the army is illegal unless a convoy was attempted for it.
 */
function demoteUnconvoyedMoves(
  map: GameMap,
  units: readonly Unit[],
  orders: MovementOrder[],
  chosen: number[],
  notFollowed: Map<number, IllegalOrder>,
): void {
  const convoyed = new Set<string>();
  for (const i of chosen) {
    const o = i >= 0 ? orders[i] : undefined;
    if (o?.kind === 'convoy') convoyed.add(`${o.army}>${o.to}`);
  }
  chosen.forEach((i, u) => {
    const o = i >= 0 ? orders[i] : undefined;
    if (o?.kind !== 'move' || o.unit !== 'A') return;
    const from = provinceOf(o.at);
    const dest = provinceOf(o.to);
    if (map.canMove('A', units[u].loc, dest) || convoyed.has(`${from}>${dest}`)) return;
    notFollowed.set(i, { order: o, reason: 'not-adjacent', concept: 'convoy', unit: u });
    chosen[u] = -1;
  });
}
