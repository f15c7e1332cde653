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

/** Adjudicate a movement phase: `adjudicate(position, orders, { rules, trace })`. */
export function adjudicate(position: MovementPosition, orders: readonly MovementOrder[], options: AdjudicateOptions = {}): Adjudication {
  const rules = typeof options.rules === 'object' ? options.rules : ruleSet(options.rules);
  const ruling = adjudicateMovement(options.map ?? standardMap, position.units, orders, rules, { log: options.trace });
  return ruling.log ? { ...ruling.result, trace: recordTrace(ruling.world, ruling.log) } : ruling.result;
}

export { adjudicateMovement } from './movement';
export type * from './types';
