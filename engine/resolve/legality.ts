import type { GameMap } from '../map/gameMap';
import { provinceOf, splitLoc, type ProvinceId, type Unit } from '../map/types';
import type { MovementOrder } from '../orders/types';
import type { Concept, RuleSet } from '../rules/ruleSet';
import { convoyPossible, routeIsConnected, seasOnRoutes } from './convoyRoutes';
import type { ReasonCode } from './types';

export interface LegalityContext {
  map: GameMap;
  rules: RuleSet;
  unitAt(province: ProvinceId): Unit | undefined;
}

export type Legality =
  | { legal: true; order: MovementOrder }
  | { legal: false; reason: ReasonCode; concept: Concept };

const illegal = (reason: ReasonCode, concept: Concept): Legality => ({ legal: false, reason, concept });

/**
 * Is this order possible, knowing only the position and not the other orders
 * (DATC 4.E.1; Alexander III.3.a and the note on illegal orders)? A legal
 * order comes back normalised: the real unit type and coast of the ordered
 * unit (DATC 4.C.2, 4.B.5), an inferred destination coast (4.B.2, Alexander III.3.c).
 */
export function checkLegality(ctx: LegalityContext, order: MovementOrder): Legality {
  const unit = ctx.unitAt(provinceOf(order.at));
  if (!unit) return illegal('no-such-unit', 'illegalOrder');
  if (unit.power !== order.power) return illegal('foreign-unit', 'ownUnitsOnly');
  // Keep the caller's object when nothing needs correcting; adjudication is on a hot path.
  const normalised = (order.unit === unit.type && order.at === unit.loc ? order : { ...order, unit: unit.type, at: unit.loc }) as MovementOrder;
  switch (normalised.kind) {
    case 'hold':
      return ok(normalised);
    case 'move':
      return checkMove(ctx, unit, normalised);
    case 'support':
      return checkSupport(ctx, unit, normalised);
    case 'convoy':
      return checkConvoy(ctx, unit, normalised);
  }
}

function ok(order: MovementOrder): Legality {
  return { legal: true, order };
}

type Move = Extract<MovementOrder, { kind: 'move' }>;

/** The same move with another destination and convoy details, built without `delete`. */
function moveTo(order: Move, to: string, viaConvoy?: boolean, route?: ProvinceId[]): Move {
  if (order.to === to && order.viaConvoy === viaConvoy && order.route === route) return order;
  const move: Move = { kind: 'move', power: order.power, unit: order.unit, at: order.at, to };
  if (viaConvoy) move.viaConvoy = true;
  if (route) move.route = route;
  return move;
}

function checkMove(ctx: LegalityContext, unit: Unit, order: Move): Legality {
  const { map, rules } = ctx;
  const from = provinceOf(unit.loc);
  const { province: dest, coast } = splitLoc(order.to);
  const destination = map.province(dest);
  if (!destination) return illegal('not-adjacent', 'move');
  if (dest === from) return illegal('move-to-own-province', 'move');
  if (unit.type === 'A') {
    if (destination.kind === 'sea') return illegal('cannot-enter', 'armyMovement');
    let route = order.route;
    let viaConvoy = order.viaConvoy || undefined;
    if (route && !rules.policies.explicitConvoyRoutes) {
      // A written route still shows the intent to go by convoy.
      route = undefined;
      viaConvoy = true;
    }
    if (route && !routeIsConnected(map, from, route, dest)) return illegal('route-invalid', 'convoyChain');
    const normal = moveTo(order, dest, viaConvoy, route);
    if (map.canMove('A', unit.loc, dest)) return ok(normal);
    // Not knowing the orders, a convoy is possible only through seas that hold fleets (DATC 6.D.32).
    if (convoyPossible(map, from, dest, (sea) => fleetIn(ctx, sea))) return ok(normal);
    return illegal('not-adjacent', 'move');
  }
  // Fleets: coasts matter, convoys do not.
  if (destination.kind === 'land') return illegal('cannot-enter', 'fleetMovement');
  const coasts = map.coasts(dest);
  if (coasts.length === 0) {
    return map.canMove('F', unit.loc, dest) ? ok(moveTo(order, dest)) : illegal('not-adjacent', 'fleetMovement');
  }
  if (coast) {
    if (map.canMove('F', unit.loc, order.to)) return ok(moveTo(order, order.to));
    return map.canMove('F', unit.loc, dest) ? illegal('coast-unreachable', 'twoCoasts') : illegal('not-adjacent', 'fleetMovement');
  }
  const reachable = coasts.filter((c) => map.canMove('F', unit.loc, `${dest}/${c}`));
  if (reachable.length === 0) return illegal('not-adjacent', 'fleetMovement');
  if (reachable.length > 1) return illegal('coast-needed', 'twoCoasts');
  return ok(moveTo(order, `${dest}/${reachable[0]}`));
}

function fleetIn(ctx: LegalityContext, sea: ProvinceId): boolean {
  return ctx.unitAt(sea)?.type === 'F';
}

/** Could this unit move into the province (any coast), ignoring convoys? */
function reaches(map: GameMap, unit: Unit, province: ProvinceId): boolean {
  if (!map.canOccupy(unit.type, province)) return false;
  return map.canMove(unit.type, unit.loc, province);
}

function checkSupport(ctx: LegalityContext, unit: Unit, order: Extract<MovementOrder, { kind: 'support' }>): Legality {
  const { map } = ctx;
  const here = provinceOf(unit.loc);
  const targetProvince = provinceOf(order.target.at);
  if (targetProvince === here) return illegal('support-self', order.to ? 'supportMove' : 'supportHold');
  const normal = order.target.at === targetProvince ? order : { ...order, target: { ...order.target, at: targetProvince } };
  if (order.to === undefined) {
    return reaches(map, unit, targetProvince) ? ok(normal) : illegal('support-unreachable', 'supportHold');
  }
  const { province: dest, coast } = splitLoc(order.to);
  if (dest === here || !reaches(map, unit, dest)) return illegal('support-unreachable', 'supportMove');
  // The supported move must itself be possible (DATC 6.D.22-6.D.24, 6.D.31).
  const target = ctx.unitAt(targetProvince);
  if (target && !movePossible(ctx, target, dest, coast, unit)) return illegal('support-unreachable', 'supportMove');
  return ok(normal);
}

function movePossible(ctx: LegalityContext, target: Unit, dest: ProvinceId, coast: string | undefined, supporter: Unit): boolean {
  const { map } = ctx;
  const from = provinceOf(target.loc);
  if (from === dest || !map.canOccupy(target.type, dest)) return false;
  if (target.type === 'F') return map.canMove('F', target.loc, coast ? `${dest}/${coast}` : dest);
  if (map.canMove('A', target.loc, dest)) return true;
  // A supporting fleet cannot also convoy the army it supports (DATC 6.D.31).
  const supporterAt = provinceOf(supporter.loc);
  return convoyPossible(map, from, dest, (sea) => sea !== supporterAt && fleetIn(ctx, sea));
}

function checkConvoy(ctx: LegalityContext, unit: Unit, order: Extract<MovementOrder, { kind: 'convoy' }>): Legality {
  const { map, rules } = ctx;
  const here = provinceOf(unit.loc);
  if (map.province(here)?.kind !== 'sea') return illegal('convoy-not-at-sea', 'convoy');
  const army = ctx.unitAt(order.army);
  if (army && army.type !== 'A') return illegal('convoy-not-army', 'convoy');
  const necessaryOnly = rules.policies.convoyOrderLegality === 'necessary-for-a-route';
  const seas = seasOnRoutes(map, order.army, order.to, necessaryOnly, (sea) => fleetIn(ctx, sea));
  if (!seas.has(here)) return illegal('convoy-not-on-route', 'convoyChain');
  return ok(order);
}
