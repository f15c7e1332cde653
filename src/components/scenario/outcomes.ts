import { OUTCOME_CODE_WORDS } from '../../../engine/trace/vocabulary';

/**
 * How the order list shows each of the CLI's outcome words: a word, a mark and a kind, and the clause that says it in
 * a sentence ("Differs from the DATC, where the support is cut"). The words are the site's vocabulary
 * (engine/trace/vocabulary.ts).
 */
export const OUTCOME_VIEW: Record<string, { word: string; mark: string; kind: 'ok' | 'bad' | 'cut' | 'neutral'; clause: string }> = {
  succeeds: { word: 'succeeds', mark: '✓', kind: 'ok', clause: 'it succeeds' },
  stands: { word: 'stands', mark: '✓', kind: 'ok', clause: 'the unit stands' },
  given: { word: 'support given', mark: '✓', kind: 'ok', clause: 'the support is given' },
  available: { word: OUTCOME_CODE_WORDS.available, mark: '✓', kind: 'ok', clause: 'the convoy stands' },
  fails: { word: 'fails', mark: '✗', kind: 'bad', clause: 'it fails' },
  dislodged: { word: 'dislodged', mark: '!', kind: 'bad', clause: 'the unit is dislodged' },
  cut: { word: 'support cut', mark: '✂', kind: 'cut', clause: 'the support is cut' },
  disrupted: { word: 'convoy disrupted', mark: '✗', kind: 'bad', clause: 'the convoy is disrupted' },
  invalid: { word: 'not matched', mark: '–', kind: 'neutral', clause: 'it matches no order' },
  // The row's explanation says what the unit then did: held (movement), was disbanded (retreat), nothing built (adjustment).
  illegal: { word: 'illegal', mark: '⊘', kind: 'neutral', clause: 'it is illegal' },
  'not-followed': { word: 'not followed', mark: '⊘', kind: 'neutral', clause: 'it is not followed' },
};

/**
 * A disband or a removal that is carried out "succeeds" in the CLI's words, but a unit leaves the
 * board: its row says so and is never shown as a success.
 */
const LEAVES_THE_BOARD: Record<string, (typeof OUTCOME_VIEW)[string]> = {
  disband: { word: 'disbanded', mark: '✕', kind: 'bad', clause: 'the unit is disbanded' },
  remove: { word: 'removed', mark: '✕', kind: 'bad', clause: 'the unit is removed' },
};

/** `kind`: the order's kind, when the row knows it (a disband or a removal reads as the unit leaving). */
export function outcomeView(outcome: string, kind?: string | null) {
  if (outcome === 'succeeds' && kind && LEAVES_THE_BOARD[kind]) return LEAVES_THE_BOARD[kind];
  return OUTCOME_VIEW[outcome] ?? { word: outcome, mark: '', kind: 'neutral' as const, clause: `it ${outcome}` };
}
