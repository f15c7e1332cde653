import type { RuleId } from '../rules/citations';

/**
 * The resolution trace: plain JSON data, versioned. It is the specification of
 * a ruling: every decision, its value, what it depended on and the rules it
 * applied. The site's stepper, board highlights and paradox graph render it.
 */
export const TRACE_VERSION = 1;

export type DecisionKind = 'move' | 'support' | 'convoy' | 'path' | 'dislodgement' | 'attack' | 'hold' | 'defend' | 'prevent';

/** How a decision that sat in a dependency cycle was settled. */
export type Settlement =
  | 'unique' // the cycle had exactly one consistent resolution
  | 'circular-movement' // a ring of moves: all succeed
  | 'szykman' // convoy paradox: the convoying fleets hold (DATC 4.A.2)
  | 'counterfactual' // Alexander IV.5.f: decided in the world without the army
  | 'all-fail';

export interface SupportTally {
  /** Result indices of the supports that counted. */
  counted: number[];
  /** Supports that did not count, and why. */
  notCounted: { order: number; why: 'cut' | 'invalid' | 'own-power' }[];
}

export interface TraceDecision {
  /** `move:3`, `support:5`, `convoy:7`, `path:3`, `attack:3`, `defend:4`, `prevent:4`, `hold:eng`, `dislodgement:eng`. */
  id: string;
  kind: DecisionKind;
  /** Result index of the order this decision belongs to. */
  order?: number;
  province?: string;
  /** Booleans for move/support/convoy/path/dislodgement (true = succeeds, given, stands, open, dislodged); numbers for strengths. */
  value: boolean | number;
  supports?: SupportTally;
  dependsOn: string[];
  rules: RuleId[];
  settled?: Settlement;
}

export interface TraceCycle {
  /** Decision ids of the cycle's members. */
  members: string[];
  settlement: Settlement;
}

export interface TraceCounterfactual {
  /** Result index of the convoyed army. */
  army: number;
  /** Result indices of every army that was inert in that world. */
  inert: number[];
  /** Did a convoy route survive in that world? */
  routeIntact: boolean;
}

export interface Trace {
  version: typeof TRACE_VERSION;
  rules: string;
  decisions: TraceDecision[];
  cycles: TraceCycle[];
  counterfactuals: TraceCounterfactual[];
}
