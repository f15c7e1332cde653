import type { PhaseRuling } from '../game/nextPosition';
import type { GameMap } from '../map/gameMap';
import type { GameOrder } from '../orders/types';
import { policyDifferences, ruleSet, type Policies, type RuleId } from '../rules';
import { datcCase, type DatcCase, type DatcCaseId } from '../rules/datcCases';
import { POLICY_DATC_CASES } from '../rules/policyDatcCases';
import { POLICY_SIGNS, type RulingView } from './policySigns';
import { SITUATION_DATC_CASES, situationOf } from './situationDatcCases';

/** Another rule set under which the record's result is what the engine rules, and the rules its ruling cites. */
export interface RightUnder {
  rules: string;
  cited: readonly RuleId[];
  /**
   * The choices on which that rule set parts from ours that, each switched alone in ours, give the
   * record's result: the tested causes. Empty when none does alone (two choices act together).
   */
  alone: readonly (keyof Policies)[];
  /** Its ruling of the order, when it followed it. */
  ruling?: RulingView;
}

/** One order of a phase whose recorded result differs from ours. */
export interface Difference {
  /** Its result's index in the phase's ruling; undefined when we did not follow the order. */
  index?: number;
  order: GameOrder;
  /** The rules our ruling cites for it. */
  cited: readonly RuleId[];
  /** Our ruling of it, when we followed it. */
  ruling?: RulingView;
  rightUnder: readonly RightUnder[];
}

/**
 * The cases that test the policies on which a rule set the record is right under parts from
 * ours, read from the rules the two rulings cite: a policy neither cites is not guessed at. One
 * rule can stand for several policies (the 2008 rulebook's "orders" section covers illegal
 * orders and orders given twice); it then points only to the cases those policies share. A
 * policy the two rulings show signs of (policySigns.ts) points to all its cases.
 */
function policyCases(rules: string, d: Difference, map: GameMap, given: readonly GameOrder[]): DatcCaseId[] {
  const ours = ruleSet(rules);
  const ids: DatcCaseId[] = [];
  for (const other of d.rightUnder) {
    // A choice shown not to matter (switching it alone leaves our result) is no cause of this difference.
    const differences = policyDifferences(ours, ruleSet(other.rules)).filter((p) => other.alone.length === 0 || other.alone.includes(p.policy));
    const theirs = other.ruling;
    if (d.ruling && theirs) {
      for (const p of differences) {
        const sign = POLICY_SIGNS.find((s) => s.policy === p.policy && s.sign(d.order, d.ruling!, theirs, map, given));
        if (sign) ids.push(...(sign.cases ?? POLICY_DATC_CASES[p.policy]));
      }
    }
    for (const rule of new Set<RuleId>([...d.cited, ...other.cited])) {
      const hits = differences.filter((p) => p.fromRules.includes(rule) || p.toRules.includes(rule)).map((p) => POLICY_DATC_CASES[p.policy]);
      if (hits.length) ids.push(...hits.reduce((a, b) => a.filter((id) => b.includes(id))));
    }
  }
  return [...new Set(ids)];
}

function situationCases(ruling: PhaseRuling, index: number | undefined): readonly DatcCaseId[] {
  if (index === undefined) return [];
  const situation = situationOf(ruling, index);
  return Object.hasOwn(SITUATION_DATC_CASES, situation) ? SITUATION_DATC_CASES[situation] : [];
}

/**
 * The DATC test cases behind each difference of one phase, most telling first. The policy cases
 * come first. A phase's differences under another rule set are one story (in Pandin's paradox the
 * support, the convoy and the attack all change together), so when the cases their policies point
 * to have some in common, every difference the record is right on elsewhere names those common
 * cases, even one whose own ruling cites no policy. Then the cases that settle the situation behind
 * our own result.
 */
export function datcCasesBehind(ruling: PhaseRuling, rules: string, differences: readonly Difference[], map: GameMap, given: readonly GameOrder[]): DatcCase[][] {
  const own = differences.map((d) => policyCases(rules, d, map, given));
  const pointing = own.filter((ids) => ids.length > 0);
  const common = pointing.length ? pointing.reduce((a, b) => a.filter((id) => b.includes(id))) : [];
  return differences.map((d, i) => {
    const policy = d.rightUnder.length && common.length ? common : own[i];
    return [...new Set([...policy, ...situationCases(ruling, d.index)])].map(datcCase);
  });
}
