import { RULE_SET_IDS } from '../rules';

/** The rule sets a record can be checked under: every one a reader can pick, so a name is never looked up blindly. */
export const CHECK_RULE_SETS = RULE_SET_IDS;
export type CheckRuleSet = (typeof CHECK_RULE_SETS)[number];

export function knownRuleSet(name: string): name is CheckRuleSet {
  return (CHECK_RULE_SETS as readonly string[]).includes(name);
}

/** Every rule set but `rules`, to find the ones under which a record's result would be right. */
export function otherRuleSets(rules: string): CheckRuleSet[] {
  return CHECK_RULE_SETS.filter((r) => r !== rules);
}
