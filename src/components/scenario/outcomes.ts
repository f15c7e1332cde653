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

export function outcomeView(outcome: string) {
  return OUTCOME_VIEW[outcome] ?? { word: outcome, mark: '', kind: 'neutral' as const, clause: `it ${outcome}` };
}
