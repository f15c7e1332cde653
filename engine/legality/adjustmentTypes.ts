import type { Power, ProvinceId, Unit } from '../map/types';
import type { Order } from '../orders/types';
import type { RuleId } from '../rules/citations';

/** Everything the adjustment phase is decided from: control has already passed to the occupiers. */
export interface AdjustmentSituation {
  units: readonly Unit[];
  /** Owner of each controlled supply centre; a centre nobody controls is absent. */
  centres: Readonly<Record<ProvinceId, Power>>;
}

export type AdjustmentOutcome = 'succeeds' | 'fails' | 'illegal';

/** Why an adjustment order ended as it did; stable codes, worded by the explainer. */
export type AdjustmentReason =
  | 'built'
  | 'disbanded'
  | 'waived'
  /** An implicit removal by the civil-disorder rule (III.5.h / DATC 4.D.8). */
  | 'civil-disorder'
  // legal alone, but another order came first (III.5.j, DATC 4.D.4-4.D.6)
  | 'too-many-builds'
  | 'too-many-disbands'
  | 'already-built-here'
  | 'already-disbanded'
  // illegal
  | 'no-builds-allowed'
  | 'no-disbands-owed'
  | 'not-home-centre'
  | 'centre-not-owned'
  | 'centre-occupied'
  | 'cannot-enter'
  | 'coast-needed'
  | 'no-such-coast'
  | 'no-such-unit'
  | 'foreign-unit'
  | 'not-an-adjustment-order';

export interface AdjustmentOrderResult {
  order: Order;
  /** A removal the rules made for a power that ordered too few disbands. */
  implicit?: boolean;
  outcome: AdjustmentOutcome;
  reason: AdjustmentReason;
  /** Orders that caused this outcome (the earlier build or disband that used the slot or the place). */
  causes: number[];
  rules: RuleId[];
  /** For a civil-disorder removal: the distance the rule measured (Infinity when no centre can be reached). */
  distance?: number;
  /** For a civil-disorder removal: every unit of the power measured for it, farthest first. */
  candidates?: { unit: Unit; distance: number }[];
  /** For a civil-disorder removal at equal distance: the tie-break that chose it (`location` only when names are level too). */
  tieBreak?: 'fleets-first' | 'name' | 'abbreviation' | 'location';
}

/** One power's account for the phase. */
export interface PowerAdjustment {
  power: Power;
  centres: number;
  /** Units before the phase. */
  units: number;
  /** Builds allowed (positive) or disbands owed (negative): centres - units (III.5.b). */
  change: number;
  built: Unit[];
  disbanded: Unit[];
  /** Units the civil-disorder rule removed, in the order it removed them. */
  civilDisorder: Unit[];
  waived: number;
  /** Builds allowed but neither ordered nor waived (III.5.i: none is built). */
  unusedBuilds: number;
}

export interface AdjustmentResult {
  rules: string;
  /** One entry per order given, then one implicit removal per civil-disorder disband. */
  orders: AdjustmentOrderResult[];
  /** Every unit on the board after the phase. */
  units: Unit[];
  /** Every power that has units or centres, alphabetically. */
  powers: PowerAdjustment[];
}
