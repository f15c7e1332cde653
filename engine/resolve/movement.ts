import type { GameMap } from '../map/gameMap';
import type { Unit } from '../map/types';
import type { MovementOrder } from '../orders/types';
import type { RuleSet } from '../rules/ruleSet';
import { collectOutcomes } from './outcomes';
import { prepare } from './prepare';
import type { MovementResult } from './types';
import { World, type DecisionLog } from './world';

export interface MovementRuling {
  result: MovementResult;
  /** The settled world, kept for the trace and explanations. */
  world: World;
  log?: DecisionLog;
}

/** Adjudicate one movement phase. Pure: same input, same ruling. */
export function adjudicateMovement(
  map: GameMap,
  units: readonly Unit[],
  orders: readonly MovementOrder[],
  rules: RuleSet,
  options: { log?: boolean } = {},
): MovementRuling {
  const prep = prepare(map, units, orders, rules);
  const log: DecisionLog | undefined = options.log ? { cycles: [], counterfactuals: [] } : undefined;
  const world = new World(prep, undefined, undefined, log).run();
  return { result: collectOutcomes(world), world, log };
}
