import type { Token } from '../tokens';
import { standFor, type FormatReading } from './types';

/**
 * The email judges' (njudge, DPjudge) results: `Army Vienna -> Galicia.`, `Fleet English Channel
 * CONVOY French Army Gascony -> Picardy.`, `Builds an army in Vienna.`, `Removes the fleet in the
 * North Sea.`, `Build waived.` The syntax reader reads the orders; what only a judge writes is a
 * waived build in two words, which is the WAIVE order.
 */
export function readJudge(tokens: readonly Token[]): FormatReading | undefined {
  const words = tokens.filter((t) => t.kind === 'word');
  // "Build waived.", "Builds waived", "Build waived (1)."
  if (words.length >= 2 && (words[0].key === 'build' || words[0].key === 'builds') && (words[1].key === 'waived' || words[1].key === 'waive') && words.length === 2) {
    return { format: 'judge', tokens: [standFor(words[1], 'waive')] };
  }
  return undefined;
}
