import { ruleSet } from './index';
import { variantYear, type VariantPlay } from './playerVariants';
import type { RuleSet } from './ruleSet';

/**
 * The rule set as it applies in one year of a game for fewer players (V.5):
 * the same policies, plus what the variant says about that year (who gives no
 * orders, which provinces are closed, the sides and their victory count).
 * Without a variant the rule set comes back unchanged.
 */
export function rulesForYear(rules: RuleSet | string, play: VariantPlay | undefined, year: number): RuleSet {
  const value = typeof rules === 'object' ? rules : ruleSet(rules);
  if (!play) return value;
  return { ...value, variantYear: variantYear(play, year) };
}
