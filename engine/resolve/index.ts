import { standardMap } from '../map/standardMap';
import type { GameMap } from '../map/gameMap';
import type { Power, ProvinceId, Unit } from '../map/types';
import type { MovementOrder } from '../orders/types';
import { ruleSet } from '../rules';
import type { RuleSet } from '../rules/ruleSet';
import { adjudicateMovement } from './movement';
import type { MovementResult } from './types';
import { recordTrace } from './recordTrace';
import type { Trace } from './traceTypes';

export interface MovementPosition {
  units: readonly Unit[];
  /** Supply-centre owners; not needed to adjudicate movement. */
  centres?: Readonly<Record<ProvinceId, Power>>;
}

export interface AdjudicateOptions {
  /** A rule set value or id; `alexander` by default. */
  rules?: RuleSet | string;
  /** Record the decision log (cycles, counterfactuals); off by default and free when off. */
  trace?: boolean;
  map?: GameMap;
}

export interface Adjudication extends MovementResult {
  trace?: Trace;
}

const WITH_LOG = Object.freeze({ log: true });
const WITHOUT_LOG = Object.freeze({ log: false });

/** Adjudicate a movement phase: `adjudicate(position, orders, { rules, trace })`. */
export function adjudicate(position: MovementPosition, orders: readonly MovementOrder[], options: AdjudicateOptions = {}): Adjudication {
  const rules = typeof options.rules === 'object' ? options.rules : ruleSet(options.rules);
  const ruling = adjudicateMovement(options.map ?? standardMap, position.units, orders, rules, options.trace ? WITH_LOG : WITHOUT_LOG);
  if (!ruling.log) return ruling.result;
  // The result's fields, then the trace: a literal, which is cheaper than a spread.
  const { result } = ruling;
  const trace = recordTrace(ruling.world, ruling.log);
  return { rules: result.rules, orders: result.orders, units: result.units, dislodged: result.dislodged, standoffs: result.standoffs, powers: result.powers, trace };
}

export { adjudicateMovement } from './movement';
export type * from './types';
