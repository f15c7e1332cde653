/**
 * Each rule-set policy (engine/rules/ruleSet.ts) in words, for the rule-set comparison table: what
 * the policy decides, and each of its values as a reader would say it. Data only; a new policy or
 * value adds a row here, and the test fails until it does.
 */
import type { CivilDisorderPolicy, InsurrectionPolicy, Policies } from '../../../engine/rules';

type Words<V> = V extends string ? Record<V, string> : V extends boolean ? Record<'true' | 'false', string> : (value: V) => string;

export interface PolicyWords<P extends keyof Policies> {
  /** The question the policy answers. */
  question: string;
  words: Words<NonNullable<Policies[P]>>;
}

const civilDisorder = (p: CivilDisorderPolicy): string =>
  [
    `farthest from its ${p.measureTo === 'home-centres' ? 'home centres' : 'nearest owned centre'} goes first`,
    p.movement === 'by-unit-type' ? 'counted in moves of its own kind' : 'counted over land and sea alike',
    p.foreignUnitsBlock ? "other powers' units block the way" : 'nothing blocks the way',
    p.ownConvoys ? 'its own fleets may convoy it' : '',
    `ties: ${p.tieBreaks.map((t) => (t === 'name' ? 'by province name' : 'fleets before armies')).join(', then ')}`,
  ]
    .filter(Boolean)
    .join('; ');

const insurrection = (p: InsurrectionPolicy): string =>
  `revives an eliminated power: ${p.unitsForCentres.map((u, i) => `${u} units for ${i + 1} ${i ? 'centres' : 'centre'}`).join(', ')}; ` +
  `${p.extraUnitsPerOccupiedCentre} more for each occupied centre; ${p.unitsForVictoryPoint} invested units earn a victory point`;

export const POLICY_WORDS: { [P in keyof Policies]-?: PolicyWords<P> } = {
  convoyParadox: {
    question: 'How is a convoy paradox broken?',
    words: {
      counterfactual: 'The convoy is judged in the world where the convoyed army has no effect, and that verdict stands',
      szykman: 'The Szykman rule: the convoying fleets in the paradox do not convoy; the rest is decided as usual',
    },
  },
  adjacentConvoy: {
    question: 'When does an army that could go by land use a convoy?',
    words: {
      'via-convoy-only': 'Only when its order says "via convoy"',
      'via-convoy-or-own-fleet': 'When its order says "via convoy", or a fleet of its own power convoys it',
    },
  },
  landFallbackAfterDisruptedConvoy: {
    question: 'If every convoy route of such an army is disrupted, does it try the land route?',
    words: { true: 'Yes, it falls back on the land route', false: 'No, the move fails' },
  },
  explicitConvoyRoutes: {
    question: 'Is a convoy route written in the order honoured?',
    words: { true: 'Yes, the army goes only by that route', false: 'No, any route of convoying fleets will do' },
  },
  dislodgedUnitBouncesAttackerOrigin: {
    question: "Can a dislodged unit still stand off a move into its attacker's province?",
    words: {
      never: 'No, whoever dislodged it',
      'unless-head-to-head': 'Yes, unless it was beaten head to head (not by a convoyed army)',
    },
  },
  convoyedAttackCutsSupportAgainstItsConvoy: {
    question: 'Does a convoyed army cut a support given against one of its own convoying fleets?',
    words: {
      always: 'Yes, as any attack does; paradoxes are left to the paradox rule',
      'unless-fleet-needed': 'Not while that fleet is needed for every route the army has',
    },
  },
  retreatToConvoyedAttackerOrigin: {
    question: 'May a unit dislodged by a convoyed army retreat to where that army came from?',
    words: { true: 'Yes', false: 'No' },
  },
  convoyOrderLegality: {
    question: 'Which convoy orders are legal?',
    words: {
      'on-any-route': 'Any fleet on a chain of seas between the army and its destination',
      'necessary-for-a-route': 'Only a fleet that some route actually needs',
    },
  },
  convoyMoveLegality: {
    question: "When is an army's move to a province it does not border a legal order?",
    words: {
      'fleets-in-position': 'When fleets on the board could carry it',
      'convoy-ordered': 'Only when a convoy was ordered for it',
    },
  },
  inlandFleetBuild: {
    question: 'A fleet build written for an inland centre:',
    words: { 'read-as-army': 'Is read as an army build, its only possible meaning', illegal: 'Is illegal, and ignored' },
  },
  multipleOrdersToUnit: {
    question: 'A unit given several orders follows:',
    words: { 'last-legal': 'The last legal one', first: 'The first one' },
  },
  civilDisorder: { question: 'Which unit goes when a power owes disbands and orders none?', words: civilDisorder },
  insurrection: { question: 'Is there an Insurrection order?', words: insurrection },
};
