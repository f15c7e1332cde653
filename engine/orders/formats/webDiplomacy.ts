import type { Token } from '../tokens';
import { standFor, type FormatReading } from './types';

/**
 * webDiplomacy's order archive: `The army at Picardy support move to Belgium from Burgundy.`,
 * `The fleet at English Channel convoy to Portugal from Wales.`, `Build fleet at St. Petersburg
 * (North Coast).`, `Destroy the unit at Tyrolia.` The syntax reader knows these words; what is
 * the format's own is that a helped unit's type is never written, that "the unit" names a unit
 * of either type, and that Bulgaria's coasts are called North and South: its North Coast is
 * everyone else's east coast.
 */
const OPENINGS: readonly (readonly string[])[] = [
  ['the', 'army', 'at'],
  ['the', 'fleet', 'at'],
  ['build', 'army', 'at'],
  ['build', 'fleet', 'at'],
  ['destroy', 'the', 'unit', 'at'],
];

export function readWebDiplomacy(tokens: readonly Token[]): FormatReading | undefined {
  const opening = OPENINGS.find((words) => words.every((w, k) => tokens[k]?.kind === 'word' && tokens[k].key === w));
  if (!opening) return undefined;
  const out: Token[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    // "Destroy the unit at": no type is named.
    if (t.kind === 'word' && t.key === 'unit' && opening[2] === 'unit' && k === 2) continue;
    // "Bulgaria (North Coast)": webDiplomacy's north coast of Bulgaria is its east coast.
    if (t.kind === 'word' && t.key === 'north' && isBulgariaCoast(tokens, k)) {
      out.push(standFor(t, 'east'));
      continue;
    }
    out.push(t);
  }
  return { format: 'webdiplomacy', tokens: out, targetTypeOmitted: true, ...(opening[2] === 'unit' ? { unitTypeOmitted: true } : {}) };
}

function isBulgariaCoast(tokens: readonly Token[], k: number): boolean {
  return tokens[k - 1]?.kind === 'open' && tokens[k - 2]?.key === 'bulgaria' && tokens[k + 1]?.key === 'coast';
}
