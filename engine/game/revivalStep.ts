import type { GameMap } from '../map/gameMap';
import type { Power, Unit } from '../map/types';
import { revivalsGiven, type GameOrder } from '../orders/types';
import { judgeRevivalOrders, type RevivalOrders } from '../resolve/insurrection';
import type { RuleSet } from '../rules/ruleSet';

/** What the revival orders of a movement phase (CalsMUN) change before the moves are ruled. */
export interface RevivalStep {
  /** How each revival order was judged; absent when the rule set has no insurrection or none was given. */
  revivals?: RevivalOrders;
  /** The units that stay on the board for the movement. */
  staying: Unit[];
  /** The units that left for an insurrection, and every other order given to them: none of it is ruled. */
  left: ReadonlySet<object>;
}

const NOTHING_LEFT: ReadonlySet<object> = new Set();

/**
 * Judge a movement phase's revival orders before its moves, as the phase machine does: the units that join an
 * insurrection leave the board first, and their other orders are not carried out. The one place this step is
 * written, for the phase machine, the CLI's single case and the boards alike.
 */
export function revivalStep(map: GameMap, position: { units: readonly Unit[]; eliminated: readonly Power[] }, orders: readonly GameOrder[], rules: RuleSet): RevivalStep {
  if (!revivalsGiven(rules, orders)) return { staying: [...position.units], left: NOTHING_LEFT };
  const revivals = judgeRevivalOrders(map, position, orders, rules);
  const left = new Set<object>([...revivals.leaving, ...revivals.dropped.map((i) => orders[i])]);
  return { revivals, staying: position.units.filter((u) => !left.has(u)), left };
}
