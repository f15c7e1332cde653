import { alexander } from './alexander';
import { calsmun } from './calsmun';
import { datc } from './datc';
import { rulebook2008 } from './rulebook2008';
import type { RuleSet, RuleSetId } from './ruleSet';

export type { CivilDisorderPolicy, Concept, InsurrectionConcept, InsurrectionPolicy, Policies, RuleSet, RuleSetId } from './ruleSet';
export { CITATIONS, citation, type Citation, type RuleId } from './citations';
export { alexander, calsmun, datc, rulebook2008 };

/** Every rule set the engine offers, as policy values. */
export const RULE_SETS: Readonly<Partial<Record<RuleSetId, RuleSet>>> = { alexander, datc, rulebook2008, calsmun };

export const DEFAULT_RULES: RuleSetId = 'alexander';

export function ruleSet(id: string = DEFAULT_RULES): RuleSet {
  const rules = RULE_SETS[id as RuleSetId];
  if (!rules) {
    throw new Error(`Unknown rule set "${id}". Known: ${Object.keys(RULE_SETS).join(', ')}`);
  }
  return rules;
}
export { POLICY_CONCEPTS, policyDifferences, differencesBehind, type PolicyDifference } from './policyConcepts';
