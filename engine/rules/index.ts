import { alexander } from './alexander';
import { calsmun } from './calsmun';
import { datc } from './datc';
import { rulebook2008 } from './rulebook2008';
import type { RuleSet, RuleSetId } from './ruleSet';
import { InputError } from '../inputError';
import { ownEntries } from '../knownName';

export type { CivilDisorderPolicy, Concept, InsurrectionConcept, InsurrectionPolicy, Policies, RuleSet, RuleSetId } from './ruleSet';
export { CITATIONS, citation, type Citation, type RuleId } from './citations';
export { alexander, calsmun, datc, rulebook2008 };

/** Every rule set the engine offers, as policy values. */
export const RULE_SETS: Readonly<Partial<Record<RuleSetId, RuleSet>>> = { alexander, datc, rulebook2008, calsmun };

export const DEFAULT_RULES: RuleSetId = 'alexander';

/** The rule sets a reader can pick, in the order the site lists them: the one list every menu and schema uses. */
export const RULE_SET_IDS = ['alexander', 'datc', 'rulebook2008', 'calsmun'] as const satisfies readonly RuleSetId[];

/** The rule sets by id, own keys only: `constructor` or `__proto__` is no rule set. */
const BY_ID = ownEntries(RULE_SETS);

/** Is `id` the id of a rule set the engine offers? */
export function isRuleSetId(id: string): id is RuleSetId {
  return BY_ID.has(id);
}

/** The rule set with this id; an unknown id throws an `InputError` that lists the known ones. */
export function ruleSet(id: string = DEFAULT_RULES): RuleSet {
  const rules = BY_ID.get(id);
  if (!rules) throw new InputError(`Unknown rule set "${id}". Known: ${[...BY_ID.keys()].join(', ')}.`);
  return rules;
}
export { POLICY_CONCEPTS, policyDifferences, differencesBehind, type PolicyDifference } from './policyConcepts';
