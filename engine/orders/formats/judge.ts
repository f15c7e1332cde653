import { POWER_WORDS } from '../lexicon';
import type { Token } from '../tokens';
import { standFor, type FormatReading } from './types';

/**
 * The email judges' (njudge, DPjudge) results: `Austria: Army Vienna -> Galicia.`, `England: Fleet
 * English Channel CONVOY French Army Gascony -> Picardy.`, `Builds an army in Vienna.`, `Removes
 * the fleet in the North Sea.` The syntax reader reads those orders as they are; what only a judge
 * writes is a waived build in two words, `Build waived.`, which is the WAIVE order.
 */
/** The judges' one-word support and convoy with the helped unit's type: `F Lon SF Nth`, `A Par SA Bur-Mar`, `F Nth CA Lon-Nwy`. */
const DIRECTIVE_WITH_TYPE: Readonly<Record<string, [string, string]>> = { sf: ['s', 'f'], sa: ['s', 'a'], cf: ['c', 'f'], ca: ['c', 'a'] };

/** "SF" as the two words it stands for, each with its own column. */
function splitDirective(tokens: readonly Token[]): Token[] | undefined {
  const k = tokens.findIndex((t, i) => i >= 2 && t.kind === 'word' && DIRECTIVE_WITH_TYPE[t.key] !== undefined && tokens[i + 1]?.kind === 'word');
  if (k < 0) return undefined;
  const t = tokens[k];
  const [d, type] = DIRECTIVE_WITH_TYPE[t.key];
  const first: Token = { ...t, text: t.text.charAt(0), key: d, end: t.start };
  const second: Token = { ...t, text: t.text.slice(1), key: type, start: t.start + 1, spaced: true };
  return [...tokens.slice(0, k), first, second, ...tokens.slice(k + 1)];
}

export function readJudge(tokens: readonly Token[]): FormatReading | undefined {
  const split = splitDirective(tokens);
  if (split) return { format: 'judge', tokens: split };
  // "Russia: Build waived.": the power and its colon stay in front.
  const prefix = tokens[0]?.kind === 'word' && POWER_WORDS.has(tokens[0].key) && tokens[1]?.kind === 'colon' ? 2 : 0;
  const words = tokens.slice(prefix).filter((t) => t.kind === 'word');
  if (words.length === 2 && (words[0].key === 'build' || words[0].key === 'builds') && (words[1].key === 'waived' || words[1].key === 'waive')) {
    return { format: 'judge', tokens: [...tokens.slice(0, prefix), standFor(words[1], 'waive')] };
  }
  return undefined;
}
