/** The rule sets a record can be checked under, listed explicitly so a name is never looked up blindly. */
export const CHECK_RULE_SETS = ['alexander', 'datc', 'rulebook2008', 'calsmun'] as const;
export type CheckRuleSet = (typeof CHECK_RULE_SETS)[number];

export function knownRuleSet(name: string): name is CheckRuleSet {
  return (CHECK_RULE_SETS as readonly string[]).includes(name);
}

/** Every rule set but `rules`, to find the ones under which a record's result would be right. */
export function otherRuleSets(rules: string): CheckRuleSet[] {
  return CHECK_RULE_SETS.filter((r) => r !== rules);
}
