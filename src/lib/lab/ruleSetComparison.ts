/**
 * The rule-set comparison table (the paradox lab), made from the rule sets themselves: one row per
 * policy (engine/rules/ruleSet.ts), one cell per rule set with the policy's value in words and that
 * rule set's own rules for the concepts the policy governs (POLICY_CONCEPTS), so every cell cites
 * its rule. A row is marked when the rule sets do not all agree. Pure; nothing here is typed by hand
 * per rule set.
 */
import { POLICY_CONCEPTS, type Policies, type RuleId, type RuleSet } from '../../../engine/rules';
import { POLICY_WORDS } from './policyWords';

export interface ComparisonCell {
  rules: RuleSet['id'];
  /** The policy's value in words; `No such order` for an optional policy the rule set lacks. */
  words: string;
  /** The value itself, to compare cells. */
  value: string;
  cites: RuleId[];
}

export interface ComparisonRow {
  policy: keyof Policies;
  question: string;
  cells: ComparisonCell[];
  /** Do the rule sets differ on this policy? */
  differs: boolean;
}

function inWords<P extends keyof Policies>(policy: P, value: Policies[P]): string {
  if (value === undefined) return 'No such order';
  const words = POLICY_WORDS[policy].words as unknown;
  if (typeof words === 'function') return (words as (v: Policies[P]) => string)(value);
  const said = (words as Record<string, string>)[String(value)];
  if (said === undefined) throw new Error(`policyWords.ts has no words for ${policy} = ${JSON.stringify(value)}`);
  return said;
}

export function comparisonRows(ruleSets: readonly RuleSet[]): ComparisonRow[] {
  return (Object.keys(POLICY_CONCEPTS) as (keyof Policies)[]).map((policy) => {
    const cells = ruleSets.map((rs) => ({
      rules: rs.id,
      words: inWords(policy, rs.policies[policy]),
      value: JSON.stringify(rs.policies[policy] ?? null),
      cites: [...new Set(POLICY_CONCEPTS[policy].flatMap((c) => rs.cites[c] ?? []))],
    }));
    return { policy, question: POLICY_WORDS[policy].question, cells, differs: new Set(cells.map((c) => c.value)).size > 1 };
  });
}
