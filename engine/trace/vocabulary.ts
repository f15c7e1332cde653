import type { AdjustmentReason } from '../legality/adjustmentTypes';
import type { OrderResult, ReasonCode } from '../resolve/types';
import type { RetreatReason } from '../legality/retreatTypes';

/**
 * The words the site uses for what happened to an order, written down once. Rulings
 * (sentences.ts, phaseSentences.ts), the ruling rows, the boards' text views, the decision graph
 * and the lessons use these words and no synonyms; the rules' index page prints this list. A
 * word's `forms` are the ways a sentence may say it ("stands off" for a standoff).
 *
 * Two words that a newcomer could take for one: a **standoff** is a tie (equal strength), and a
 * unit **beaten** met a greater strength. A ruling never calls a lost fight a standoff.
 */
export interface OutcomeWord {
  word: string;
  /** What it means, in one or two sentences of our own. */
  means: string;
  /** How a sentence may say it; the word itself comes first. */
  forms: readonly string[];
}

export const OUTCOME_WORDS = {
  succeeds: {
    word: 'succeeds',
    means: 'The order is carried out: a move ends in the province it was ordered to, a retreat reaches its province.',
    forms: ['succeeds', 'moves to', 'is convoyed to'],
  },
  fails: {
    word: 'fails',
    means: 'A move does not get where it was ordered, and the unit stays where it was. The ruling says why: it was beaten, it ended in a standoff, or its convoy was disrupted.',
    forms: ['fails', 'failed'],
  },
  beaten: {
    word: 'beaten',
    means: 'A move fails because it met a greater strength: the unit holding the province, a unit coming the other way, or another move into the same province was stronger. Being beaten is not a standoff.',
    forms: ['beaten', 'beats'],
  },
  standoff: {
    word: 'standoff',
    means: 'Moves of equal strength meet (two or more into one province, or a move against a unit holding there with the same strength): nobody gets in, nobody is dislodged, and a province nobody held stays empty.',
    forms: ['standoff', 'stands off', 'stand off'],
  },
  holds: {
    word: 'holds',
    means: 'The unit stays where it is: it was ordered to hold, had no order, or its order could not be carried out.',
    forms: ['holds'],
  },
  stands: {
    word: 'stands',
    means: 'The unit is not dislodged. A convoy stands when its fleet stays, so the army can cross.',
    forms: ['stands', 'stays'],
  },
  dislodged: {
    word: 'dislodged',
    means: 'A stronger move drove the unit out of its province. It must retreat or be disbanded, and its own order (a support, a convoy) no longer counts.',
    forms: ['dislodged', 'dislodges'],
  },
  given: {
    word: 'support given',
    means: 'The support is not cut, so it adds one to the strength of the unit it names.',
    forms: ['gives its support', 'support given'],
  },
  cut: {
    word: 'cut',
    means: 'The supporting unit was attacked from a province other than the one its support is aimed at (or it was dislodged), so its support adds nothing.',
    forms: ['cut'],
  },
  notMatched: {
    word: 'not matched',
    means: 'A support or convoy names a move or a hold that the unit it names does not make, so it has no effect.',
    forms: ['not matched'],
  },
  disrupted: {
    word: 'disrupted',
    means: 'A convoy fails: a fleet on its route was dislodged (or, under some rule sets, a paradox cancels it), so the army does not cross.',
    forms: ['disrupted'],
  },
  retreats: {
    word: 'retreats',
    means: 'A dislodged unit moves to a neighbouring province that is empty, was not left empty by a standoff, and is not where its attacker came from.',
    forms: ['retreats'],
  },
  disbanded: {
    word: 'disbanded',
    means: 'The unit leaves the board: a dislodged unit with no legal retreat, one ordered to disband, or two units retreating to one province.',
    forms: ['disbanded'],
  },
  built: {
    word: 'built',
    means: 'A new unit is placed in an empty home supply centre its power controls, in the adjustment phase.',
    forms: ['builds', 'built'],
  },
  removed: {
    word: 'removed',
    means: 'A power with more units than supply centres takes a unit off the board, by its own order or by the civil-disorder rule.',
    forms: ['removes', 'removed'],
  },
  waived: {
    word: 'waived',
    means: 'A power gives up a build it was allowed.',
    forms: ['waives', 'waived'],
  },
  unused: {
    word: 'left unused',
    means: 'A power built fewer units than it was allowed and did not waive the rest: nothing is built for those builds.',
    forms: ['left unused'],
  },
  notFollowed: {
    word: 'not followed',
    means: 'A line is read but not carried out because another counts instead: a second order to the same unit, a set of orders replaced by a later one, or more builds or removals than allowed.',
    forms: ['not followed'],
  },
  illegal: {
    word: 'illegal',
    means: 'The order asks for something the rules do not allow (a move to a province the unit cannot reach, a support it could not give). In a movement phase the unit holds instead; a dislodged unit is disbanded; an illegal build builds nothing.',
    forms: ['illegal'],
  },
  revived: {
    word: 'revived',
    means: 'CalsMUN only: an eliminated power comes back, its centres paid for by the units that joined the insurrection.',
    forms: ['revived'],
  },
} as const satisfies Record<string, OutcomeWord>;

export type OutcomeWordId = keyof typeof OUTCOME_WORDS;

/**
 * Words other sites, judges and rulebooks use for the same things, each with the one word of ours
 * it stands for: the glossary lists them so a reader coming from elsewhere finds ours.
 */
export const OTHER_WORDS: readonly { word: string; where: string; ours: readonly OutcomeWordId[]; note: string }[] = [
  { word: 'bounce', where: 'the 2008 rulebook, the DATC and most sites', ours: ['standoff', 'beaten'], note: 'A move that meets an equal strength is a standoff here; one that meets a greater strength is beaten.' },
  { word: 'void, invalid', where: 'the DATC and judges', ours: ['illegal', 'notMatched'], note: 'An order the rules do not allow is illegal here; a support or convoy that names an order not given is not matched.' },
  { word: 'destroyed', where: 'judges and webDiplomacy', ours: ['disbanded'], note: 'A dislodged unit with nowhere to retreat is disbanded here.' },
  { word: 'NMR (no moves received)', where: 'judges and forums', ours: ['holds'], note: 'A unit given no order holds; in a retreat it is disbanded, and missing builds are left unused.' },
];

/** The listing order of the site's vocabulary page: movement first, then retreats and adjustments. */
export const OUTCOME_WORD_ORDER: readonly OutcomeWordId[] = [
  'succeeds', 'fails', 'beaten', 'standoff', 'holds', 'stands', 'dislodged', 'given', 'cut', 'notMatched', 'disrupted',
  'retreats', 'disbanded', 'built', 'removed', 'waived', 'unused', 'notFollowed', 'illegal', 'revived',
];

/**
 * A failed move's fight in one word: a tie is a standoff, a greater strength beats it. Only the
 * strengths decide, never the reason code (the resolver's `bounced-standoff` also covers a move that
 * a stronger rival beat).
 */
export function fightWord(r: Pick<OrderResult, 'strength'>): 'standoff' | 'beaten' {
  const s = r.strength;
  return s && s.opposing > s.attack ? 'beaten' : 'standoff';
}

const BOUNCES = new Set<ReasonCode>(['bounced-defender', 'bounced-standoff', 'bounced-head-to-head']);

/** The vocabulary word that a movement ruling's sentence uses for its order's fate. */
export function movementWord(r: Pick<OrderResult, 'reason' | 'strength'>): OutcomeWordId {
  if (BOUNCES.has(r.reason)) return fightWord(r);
  return MOVEMENT_REASON_WORD[r.reason] ?? 'illegal';
}

const MOVEMENT_REASON_WORD: Partial<Record<ReasonCode, OutcomeWordId>> = {
  held: 'holds',
  'held-unordered': 'holds',
  dislodged: 'dislodged',
  moved: 'succeeds',
  'moved-by-convoy': 'succeeds',
  'moved-in-rotation': 'succeeds',
  'own-unit-not-dislodged': 'fails',
  'no-convoy-path': 'fails',
  'convoy-disrupted': 'disrupted',
  'support-given': 'given',
  'support-cut': 'cut',
  'support-cut-by-dislodgement': 'cut',
  'support-not-matched': 'notMatched',
  'convoy-available': 'stands',
  'convoy-available-despite-dislodgement': 'stands',
  'convoy-fleet-dislodged': 'disrupted',
  'convoy-paradox-szykman': 'disrupted',
  'convoy-paradox-counterfactual': 'disrupted',
  'convoy-not-matched': 'notMatched',
  'convoy-not-used': 'notMatched',
  'power-without-player': 'notFollowed',
  superseded: 'notFollowed',
  // Every other code is an illegal order's reason (engine/legality/movementLegality.ts).
};

/** The word a retreat ruling's sentence uses, by reason (checked whole by the compiler). */
export const RETREAT_REASON_WORD: Record<RetreatReason, OutcomeWordId> = {
  retreated: 'retreats',
  'bounced-retreat': 'disbanded',
  disbanded: 'disbanded',
  'disbanded-unordered': 'disbanded',
  'disbanded-no-retreat': 'disbanded',
  'disbanded-illegal-order': 'disbanded',
  'no-such-unit': 'illegal',
  'foreign-unit': 'illegal',
  'not-dislodged': 'illegal',
  'not-a-retreat-order': 'illegal',
  'not-adjacent': 'illegal',
  'cannot-enter': 'illegal',
  'coast-needed': 'illegal',
  'coast-unreachable': 'illegal',
  'retreat-occupied': 'illegal',
  'retreat-attacker-origin': 'illegal',
  'retreat-standoff': 'illegal',
  'closed-province': 'illegal',
  'power-without-player': 'notFollowed',
  superseded: 'notFollowed',
};

/** The word an adjustment ruling's sentence uses, by reason (checked whole by the compiler). */
export const ADJUSTMENT_REASON_WORD: Record<AdjustmentReason, OutcomeWordId> = {
  built: 'built',
  disbanded: 'removed',
  waived: 'waived',
  'civil-disorder': 'removed',
  'too-many-builds': 'notFollowed',
  'too-many-disbands': 'notFollowed',
  'already-built-here': 'notFollowed',
  'already-disbanded': 'notFollowed',
  'no-builds-allowed': 'illegal',
  'no-disbands-owed': 'illegal',
  'not-home-centre': 'illegal',
  'centre-not-owned': 'illegal',
  'centre-occupied': 'illegal',
  'cannot-enter': 'illegal',
  'coast-needed': 'illegal',
  'no-such-coast': 'illegal',
  'no-such-unit': 'illegal',
  'foreign-unit': 'illegal',
  'not-an-adjustment-order': 'illegal',
};

/**
 * How the ruling rows and the boards' text views print each outcome code of the CLI
 * (`succeeds`, `not-followed`, …; `revived` and `failed` for CalsMUN's insurrections): a
 * vocabulary word, with the kind of order when the code alone would not say it.
 */
export const OUTCOME_CODE_WORDS: Record<string, string> = {
  succeeds: 'succeeds',
  fails: 'fails',
  stands: 'stands',
  dislodged: 'dislodged',
  illegal: 'illegal',
  given: 'support given',
  cut: 'support cut',
  invalid: 'not matched',
  available: 'convoy stands',
  disrupted: 'convoy disrupted',
  'not-followed': 'not followed',
  revived: 'revived',
  failed: 'fails',
};

/** Does `text` use vocabulary word `id` (in any of its forms)? */
export function usesWord(text: string, id: OutcomeWordId): boolean {
  const t = text.toLowerCase();
  return OUTCOME_WORDS[id].forms.some((f) => t.includes(f));
}
