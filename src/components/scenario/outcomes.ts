/** How the order list shows each of the CLI's outcome words: a word, a mark and a kind. */
export const OUTCOME_VIEW: Record<string, { word: string; mark: string; kind: 'ok' | 'bad' | 'cut' | 'neutral' }> = {
  succeeds: { word: 'succeeds', mark: '✓', kind: 'ok' },
  stands: { word: 'stands', mark: '✓', kind: 'ok' },
  given: { word: 'support given', mark: '✓', kind: 'ok' },
  available: { word: 'convoy available', mark: '✓', kind: 'ok' },
  fails: { word: 'fails', mark: '✗', kind: 'bad' },
  dislodged: { word: 'dislodged', mark: '!', kind: 'bad' },
  cut: { word: 'support cut', mark: '✂', kind: 'cut' },
  disrupted: { word: 'convoy disrupted', mark: '✗', kind: 'bad' },
  invalid: { word: 'not matched', mark: '–', kind: 'neutral' },
  illegal: { word: 'illegal: the unit holds', mark: '⊘', kind: 'neutral' },
  'not-followed': { word: 'not followed', mark: '⊘', kind: 'neutral' },
};

export function outcomeView(outcome: string) {
  return OUTCOME_VIEW[outcome] ?? { word: outcome, mark: '', kind: 'neutral' as const };
}
