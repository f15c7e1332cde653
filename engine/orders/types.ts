import type { Loc, Power, ProvinceId, UnitType } from '../map/types';
import type { RuleSet } from '../rules/ruleSet';

/**
 * Typed orders. The strict reader, the lenient parser and the editor all
 * produce these; the adjudicator only consumes these.
 * `at` is where the ordered unit stands (a loc; a coast given for it is ignored
 * when it is wrong, DATC 4.B.5). `unit` is the unit type as written or inferred.
 */
interface OrderBase {
  power: Power;
  unit: UnitType;
  at: Loc;
}

export interface HoldOrder extends OrderBase {
  kind: 'hold';
}

export interface MoveOrder extends OrderBase {
  kind: 'move';
  to: Loc;
  /** Written "via convoy" (Alexander IV.5.e, 2008 rulebook p. 15). */
  viaConvoy?: boolean;
  /** Explicit convoy route, seas in order: `A Bre-MAT-IRI-Wal` gives `['mao','iri']`. */
  route?: ProvinceId[];
}

/** Support of a unit that stays (`to` absent) or of a move (`to` present). */
export interface SupportOrder extends OrderBase {
  kind: 'support';
  target: { unit?: UnitType; at: ProvinceId; power?: Power };
  to?: Loc;
}

export interface ConvoyOrder extends OrderBase {
  kind: 'convoy';
  /** The army being convoyed (its province) and where it goes. */
  army: ProvinceId;
  to: ProvinceId;
}

export interface RetreatOrder extends OrderBase {
  kind: 'retreat';
  to: Loc;
}

export interface DisbandOrder extends OrderBase {
  kind: 'disband';
}

export interface BuildOrder extends OrderBase {
  kind: 'build';
}

export interface WaiveOrder {
  kind: 'waive';
  power: Power;
}

export type MovementOrder = HoldOrder | MoveOrder | SupportOrder | ConvoyOrder;

/** The three phases of a season's play; which orders each one takes is the parser's and the adjudicators' business. */
export type Phase = 'movement' | 'retreat' | 'adjustment';
export type Order = MovementOrder | RetreatOrder | DisbandOrder | BuildOrder | WaiveOrder;
export type OrderKind = Order['kind'];

/**
 * CalsMUN's Insurrection order (`England: F I Lon–Russia`): the unit is
 * disbanded this season to support the revival of an eliminated power. Only a
 * rule set with the `insurrection` policy reads it (engine/resolve/insurrection.ts).
 */
export interface InsurrectionOrder extends OrderBase {
  kind: 'insurrection';
  /** The eliminated power whose revival the unit supports. */
  revive: Power;
}

/** One entry of a revival list: a home centre and the unit to place there (an army unless a fleet is written). */
export interface RevivalSite {
  unit: UnitType;
  at: Loc;
}

/**
 * CalsMUN: an eliminated power's order to revive its country, listing the
 * home centres it wants back, the most wanted first
 * (`Russia: revive Moscow, F St Petersburg (sc), Warsaw`).
 */
export interface ReviveOrder {
  kind: 'revive';
  power: Power;
  centres: RevivalSite[];
}

export type RevivalOrder = InsurrectionOrder | ReviveOrder;
/** Every order a whole game can be given: the standard orders and the revival orders of a variant. */
export type GameOrder = Order | RevivalOrder;

/** An Insurrection order or a revive order. */
export const isRevival = (o: GameOrder): o is RevivalOrder => o.kind === 'insurrection' || o.kind === 'revive';

/** Were revival orders given under a rule set that reads them (CalsMUN's insurrection)? Then they are judged before the moves. */
export function revivalsGiven(rules: RuleSet, orders: readonly GameOrder[]): boolean {
  return rules.policies.insurrection !== undefined && orders.some(isRevival);
}
