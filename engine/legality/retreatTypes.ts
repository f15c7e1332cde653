import type { Loc, ProvinceId, Unit } from '../map/types';
import type { Order } from '../orders/types';
import type { RuleId } from '../rules/citations';

/** A unit dislodged in the movement phase, as the retreat phase needs it. */
export interface Dislodgement {
  unit: Unit;
  /** Province the successful attacker came from (Alexander III.4.b). */
  attackerFrom: ProvinceId;
  /** The attacker came by convoy (DATC 4.A.5; Alexander's note on the convoy order). */
  attackerConvoyed: boolean;
}

/** Everything the retreat phase is decided from. */
export interface RetreatSituation {
  /** Units that were not dislodged, where they stand after the movement. */
  units: readonly Unit[];
  dislodged: readonly Dislodgement[];
  /** Provinces left empty by a standoff in the movement phase just played. */
  standoffs: readonly ProvinceId[];
}

export type RetreatOutcome = 'succeeds' | 'fails' | 'illegal';

/** Why a retreat-phase order ended as it did; stable codes, worded by the explainer. */
export type RetreatReason =
  | 'retreated'
  | 'bounced-retreat'
  | 'disbanded'
  // implicit disbands of dislodged units (III.4.f)
  | 'disbanded-unordered'
  | 'disbanded-no-retreat'
  | 'disbanded-illegal-order'
  // illegal orders
  | 'no-such-unit'
  | 'foreign-unit'
  | 'not-dislodged'
  | 'not-a-retreat-order'
  | 'not-adjacent'
  | 'cannot-enter'
  | 'coast-needed'
  | 'coast-unreachable'
  | 'retreat-occupied'
  | 'retreat-attacker-origin'
  | 'retreat-standoff'
  | 'closed-province'
  | 'power-without-player'
  | 'superseded';

export interface RetreatOrderResult {
  order: Order;
  /** The disband a dislodged unit gets when it has no legal retreat order (III.4.f). */
  implicit?: boolean;
  /** For an illegal or superseded order: the index of the disband that replaced it. */
  replacedBy?: number;
  outcome: RetreatOutcome;
  reason: RetreatReason;
  /** Orders that caused this outcome (the other retreats into the same province). */
  causes: number[];
  rules: RuleId[];
}

export interface RetreatResult {
  rules: string;
  /** One entry per order given, then one implicit disband per dislodged unit without a legal order. */
  orders: RetreatOrderResult[];
  /** Every unit on the board after the retreats. */
  units: Unit[];
  /** Each retreat carried out. */
  retreated: { unit: Unit; to: Loc }[];
  /** Dislodged units removed from the board. */
  disbanded: Unit[];
}
