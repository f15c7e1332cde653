import type { Loc, Power, ProvinceId, Unit } from '../map/types';
import type { MovementOrder } from '../orders/types';
import type { RuleId } from '../rules/citations';

export type { ConvoyOutcome, HoldOutcome, MoveOutcome, Outcome, ReasonCode, SupportOutcome } from '../legality/outcomeCodes';
import type { Outcome, ReasonCode } from '../legality/outcomeCodes';

/** Index of an order in `MovementResult.orders`. */
export type OrderIndex = number;

export interface OrderResult {
  order: MovementOrder;
  /** True for the hold a unit gets when it had no (legal) order: III.3.e. */
  implicit?: boolean;
  /** For an illegal order: the index of the implicit hold that replaced it. */
  replacedBy?: OrderIndex;
  outcome: Outcome;
  reason: ReasonCode;
  /** The orders that caused this outcome (e.g. the attacker that cut a support). */
  causes: OrderIndex[];
  rules: RuleId[];
  /** For moves: its attack strength and the strongest opposition (hold, defend or prevent). */
  strength?: { attack: number; opposing: number };
  /** For moves: did it travel by convoy (true), by land (false)? */
  convoyed?: boolean;
  /** Set when the ordered unit was dislodged this turn. */
  dislodged?: boolean;
}

export interface DislodgedUnit {
  unit: Unit;
  /** Province the successful attacker came from. */
  attackerFrom: ProvinceId;
  /** True when that attacker arrived by convoy. */
  attackerConvoyed: boolean;
  /** Legal retreat destinations (Alexander III.4). */
  retreats: Loc[];
}

export interface MovementResult {
  rules: string;
  /** One entry per order given, then one implicit hold per unit left without a legal order. */
  orders: OrderResult[];
  /**
   * Units where they stand after the movement phase (dislodged units excluded): a unit that stayed is the
   * caller's own object; one that moved is a new `{ power, type, loc }`.
   */
  units: Unit[];
  dislodged: DislodgedUnit[];
  /** Provinces left empty because of a standoff this turn (III.4.b.c). */
  standoffs: ProvinceId[];
  powers: Power[];
}
