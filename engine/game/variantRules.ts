import type { GameMap } from '../map/gameMap';
import type { GameOrder } from '../orders/types';
import type { VariantPlay } from '../rules/playerVariants';
import type { RuleSet } from '../rules/ruleSet';
import { startingPosition, type Position } from './position';

export { rulesForYear } from '../rules/rulesForYear';

/** The first position of a game: the rule set's start, in the variant's first year (1914 for two players). */
export function variantStart(map: GameMap, rules: RuleSet | string, play: VariantPlay | undefined): Position {
  const start = startingPosition(map, rules);
  return play ? { ...start, year: play.variant.startYear } : start;
}

/**
 * Orders of an adjustment phase, less those written for a power nobody plays
 * (V.5.a): its builds are waived and its removals, if it owes any, are made
 * by the rule set's civil-disorder rule.
 */
export function ordersOfPlayers<O extends GameOrder>(rules: RuleSet, orders: readonly O[]): { kept: O[]; setAside: O[] } {
  const silent = rules.variantYear?.silent ?? [];
  const kept: O[] = [];
  const setAside: O[] = [];
  for (const o of orders) (silent.includes(o.power) ? setAside : kept).push(o);
  return { kept, setAside };
}
