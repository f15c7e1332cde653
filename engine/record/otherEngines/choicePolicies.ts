import type { Policies } from '../../rules/ruleSet';

/**
 * The rule choices behind other engines' differences (content/peers/differences.yaml) that are one
 * of our policies: with it switched in our rule set, a position is ruled as those engines rule it.
 * Only choices that are a policy here are listed; an engine's slip (a paradox misjudged, a missing
 * border) is no rule to switch, and its civil disorder is said by the ruling's own words.
 */
export const CHOICE_POLICIES: Readonly<Record<string, Partial<Policies>>> = {
  'land-fallback': { landFallbackAfterDisruptedConvoy: true },
};
