import type { Loc, Power, ProvinceId, Unit } from '../map/types';
import type { MovementOrder } from '../orders/types';
import type { RuleId } from '../rules/citations';
import type { IllegalMoveReason } from '../legality/movementLegality';

/**
 * Outcome vocabulary after DATC 4.E.2 (DESIGN.md §3.3).
 * `invalid` means legal but not matched by the unit it names.
 */
export type HoldOutcome = 'stands' | 'dislodged' | 'illegal';
export type MoveOutcome = 'succeeds' | 'fails' | 'illegal';
export type SupportOutcome = 'given' | 'cut' | 'invalid' | 'illegal';
export type ConvoyOutcome = 'available' | 'disrupted' | 'invalid' | 'illegal';
export type Outcome = HoldOutcome | MoveOutcome | SupportOutcome | ConvoyOutcome;

/** Why an order ended as it did; stable codes, worded by the explainer. */
export type ReasonCode =
  // holds
  | 'held'
  | 'held-unordered'
  | 'dislodged'
  // moves
  | 'moved'
  | 'moved-by-convoy'
  | 'moved-in-rotation'
  | 'bounced-defender'
  | 'bounced-standoff'
  | 'bounced-head-to-head'
  | 'own-unit-not-dislodged'
  | 'no-convoy-path'
  | 'convoy-disrupted'
  // supports
  | 'support-given'
  | 'support-cut'
  | 'support-cut-by-dislodgement'
  | 'support-not-matched'
  // convoys
  | 'convoy-available'
  | 'convoy-available-despite-dislodgement'
  | 'convoy-fleet-dislodged'
  | 'convoy-paradox-szykman'
  | 'convoy-paradox-counterfactual'
  | 'convoy-not-matched'
  | 'convoy-not-used'
  // illegal orders (the unit holds instead): see engine/legality/movementLegality.ts
  | IllegalMoveReason
  | 'superseded';

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
  /** Units where they stand after the movement phase (dislodged units excluded). */
  units: Unit[];
  dislodged: DislodgedUnit[];
  /** Provinces left empty because of a standoff this turn (III.4.b.c). */
  standoffs: ProvinceId[];
  powers: Power[];
}
