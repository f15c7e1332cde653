import { POWER_WORDS } from '../lexicon';
import type { Token } from '../tokens';
import { standFor, type FormatReading } from './types';

/**
 * The email judges' (njudge, DPjudge) results: `Austria: Army Vienna -> Galicia.`, `England: Fleet
 * English Channel CONVOY French Army Gascony -> Picardy.`, `Builds an army in Vienna.`, `Removes
 * the fleet in the North Sea.` The syntax reader reads those orders as they are; what only a judge
 * writes is a waived build in two words, `Build waived.`, which is the WAIVE order.
 */
export function readJudge(tokens: readonly Token[]): FormatReading | undefined {
  // "Russia: Build waived.": the power and its colon stay in front.
  const prefix = tokens[0]?.kind === 'word' && POWER_WORDS.has(tokens[0].key) && tokens[1]?.kind === 'colon' ? 2 : 0;
  const words = tokens.slice(prefix).filter((t) => t.kind === 'word');
  if (words.length === 2 && (words[0].key === 'build' || words[0].key === 'builds') && (words[1].key === 'waived' || words[1].key === 'waive')) {
    return { format: 'judge', tokens: [...tokens.slice(0, prefix), standFor(words[1], 'waive')] };
  }
  return undefined;
}
