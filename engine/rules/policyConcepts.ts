import type { RuleId } from './citations';
import type { Concept, InsurrectionConcept, Policies, RuleSet } from './ruleSet';

/**
 * Which concept each policy governs, so a difference between two rule sets can be cited with
 * each side's own rule for that concept (RuleSet.cites). Data, not logic: a new policy adds a row.
 */
export const POLICY_CONCEPTS: Readonly<Record<keyof Policies, readonly (Concept | InsurrectionConcept)[]>> = {
  convoyParadox: ['paradox'],
  adjacentConvoy: ['convoyAndLand'],
  landFallbackAfterDisruptedConvoy: ['convoyAndLand'],
  explicitConvoyRoutes: ['multipleRoutes'],
  dislodgedUnitBouncesAttackerOrigin: ['dislodgeOnStandoff'],
  convoyedAttackCutsSupportAgainstItsConvoy: ['paradox', 'cutSupport'],
  retreatToConvoyedAttackerOrigin: ['retreatAttackerOrigin'],
  convoyOrderLegality: ['convoy', 'illegalOrder'],
  convoyMoveLegality: ['illegalOrder', 'convoyChain'],
  inlandFleetBuild: ['buildFleetInland'],
  multipleOrdersToUnit: ['multipleOrders'],
  civilDisorder: ['civilDisorder'],
  insurrection: ['insurrection'],
};

/** One policy on which two rule sets differ, with each side's rules for it. */
export interface PolicyDifference {
  policy: keyof Policies;
  /** The rules `from` cites for the concepts this policy governs. */
  fromRules: RuleId[];
  /** The rules `to` cites for them. */
  toRules: RuleId[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The policies on which `to` differs from `from`, in the order Policies lists them. */
export function policyDifferences(from: RuleSet, to: RuleSet): PolicyDifference[] {
  const rulesOf = (rs: RuleSet, policy: keyof Policies) => [...new Set(POLICY_CONCEPTS[policy].flatMap((c) => rs.cites[c] ?? []))];
  return (Object.keys(POLICY_CONCEPTS) as (keyof Policies)[])
    .filter((p) => !same(from.policies[p], to.policies[p]))
    .map((policy) => ({ policy, fromRules: rulesOf(from, policy), toRules: rulesOf(to, policy) }));
}

/**
 * The differences that explain why an order came out otherwise under `to`: those whose rules the
 * order's two rulings cite (its own rules, or the rules of a cycle it was part of). When none is
 * cited, every difference may be the cause, and all are returned.
 */
export function differencesBehind(differences: readonly PolicyDifference[], citedFrom: readonly RuleId[], citedTo: readonly RuleId[]): PolicyDifference[] {
  const cited = new Set<RuleId>([...citedFrom, ...citedTo]);
  const hit = differences.filter((d) => d.toRules.some((r) => cited.has(r)) || d.fromRules.some((r) => cited.has(r)));
  return hit.length ? hit : [...differences];
}
