import type { RuleSetId } from './ruleSet';

/**
 * Each rule set in one paragraph, for the rule-set comparison table. Prose for pages, kept apart
 * from the rule sets' data so the browser's engine does not carry it.
 */
export const RULE_SET_SUMMARIES: Readonly<Record<RuleSetId, string>> = {
  alexander:
    'Justin Alexander\'s numbered restatement of the rules, written to leave no ambiguity and no paradox. ' +
    'An army that could go by land only uses a convoy when its order says "via convoy", and falls back on ' +
    'the land route if every convoy route is disrupted. Convoy paradoxes are settled by rule IV.5.f: a convoy ' +
    'is judged in the world where the convoyed army has no effect, so in Pandin\'s paradox the convoy stands.',
  datc:
    'The preferred choices of the Diplomacy Adjudicator Test Cases (v3.2, following the 2023 rulebook), ' +
    'which nearly every online adjudicator implements. Convoy paradoxes are broken by the Szykman rule ' +
    '(the convoying fleets in the paradox hold); an army next to its destination is convoyed when it says ' +
    '"via convoy" or its own fleet convoys it, with no land fallback; a unit dislodged by a convoyed attack ' +
    'may retreat to the attacker\'s origin.',
  rulebook2008:
    'The rules as printed in the 2008 (4th edition) rulebook. An army next to its destination uses a convoy ' +
    'when one of its own fleets convoys it or it says "via convoy", with no land fallback. A convoyed army does ' +
    'not cut a support aimed at one of the fleets it needs (rule 21), unless another route survives (rule 22). ' +
    'The rulebook does not settle Pandin\'s paradox; this site falls back on the Szykman rule there and says so.',
  calsmun:
    'A Model United Nations variant of the 2008 rules. France starts with an army in Brest. An eliminated ' +
    'power can come back: units of any power may be disbanded by an Insurrection order to support its revival, ' +
    'and at the end of the season it regains home centres from its list of preferences: two units restore two ' +
    'centres, four restore three, six restore Russia\'s four, and each occupied centre costs one unit more. A power ' +
    'that invests two units in an insurrection earns a victory point.',
};
