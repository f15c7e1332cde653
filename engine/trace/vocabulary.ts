import type { AdjustmentReason } from '../legality/adjustmentTypes';
import type { OrderResult, ReasonCode } from '../resolve/types';
import type { RetreatReason } from '../legality/retreatTypes';

/**
 * The words the site uses for what happened to an order, written down once. Rulings
 * (sentences.ts, phaseSentences.ts), the ruling rows, the boards' text views, the decision graph
 * and the lessons use these words and no synonyms; the rules' index page prints this list, with
 * what each means (vocabularyMeanings.ts, kept apart so the rulings' code carries no glossary). A
 * word's `forms` are the ways a sentence may say it ("stands off" for a standoff).
 *
 * Two words that a newcomer could take for one: a **standoff** is a tie (equal strength), and a
 * unit **beaten** met a greater strength. A ruling never calls a lost fight a standoff.
 */
export interface OutcomeWord {
  word: string;
  /** How a sentence may say it; the word itself comes first. */
  forms: readonly string[];
}

export const OUTCOME_WORDS = {
  succeeds: {
    word: 'succeeds',
    forms: ['succeeds', 'moves to', 'is convoyed to'],
  },
  fails: {
    word: 'fails',
    forms: ['fails', 'failed'],
  },
  beaten: {
    word: 'beaten',
    forms: ['beaten', 'beats'],
  },
  standoff: {
    word: 'standoff',
    forms: ['standoff', 'stands off', 'stand off'],
  },
  holds: {
    word: 'holds',
    forms: ['holds'],
  },
  stands: {
    word: 'stands',
    forms: ['stands', 'stays'],
  },
  dislodged: {
    word: 'dislodged',
    forms: ['dislodged', 'dislodges'],
  },
  given: {
    word: 'support given',
    forms: ['gives its support', 'support given'],
  },
  cut: {
    word: 'cut',
    forms: ['cut'],
  },
  notMatched: {
    word: 'not matched',
    forms: ['not matched'],
  },
  disrupted: {
    word: 'disrupted',
    forms: ['disrupted'],
  },
  retreats: {
    word: 'retreats',
    forms: ['retreats'],
  },
  disbanded: {
    word: 'disbanded',
    forms: ['disbanded'],
  },
  built: {
    word: 'built',
    forms: ['builds', 'built'],
  },
  removed: {
    word: 'removed',
    forms: ['removes', 'removed'],
  },
  waived: {
    word: 'waived',
    forms: ['waives', 'waived'],
  },
  unused: {
    word: 'left unused',
    forms: ['left unused'],
  },
  notFollowed: {
    word: 'not followed',
    forms: ['not followed'],
  },
  illegal: {
    word: 'illegal',
    forms: ['illegal'],
  },
  revived: {
    word: 'revived',
    forms: ['revived'],
  },
} as const satisfies Record<string, OutcomeWord>;

export type OutcomeWordId = keyof typeof OUTCOME_WORDS;

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
