import type { IllegalMoveReason } from './movementLegality';

/**
 * Outcome vocabulary after DATC 4.E.2.
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
