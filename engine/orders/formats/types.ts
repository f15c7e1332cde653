import type { Token } from '../tokens';

/** The notations the parser recognises line by line, without being told which one a sheet uses. */
export type FormatId = 'plain' | 'webdiplomacy' | 'judge' | 'daide';

/**
 * One line in a format's notation, rewritten into the plain notation's tokens (`A Par - Bur`,
 * `F Nth C A Lon - Bel`) that the syntax reader reads. Every token keeps the columns of the
 * words it stands for, so a diagnostic still points at what was written.
 */
export interface FormatReading {
  format: FormatId;
  tokens: Token[];
  /** The format never writes the type of a supported or convoyed unit (webDiplomacy): its absence is no defect. */
  targetTypeOmitted?: boolean;
  /** The format names the ordered unit without its type ("Destroy the unit at Tyrolia"). */
  unitTypeOmitted?: boolean;
}

export type LineReader = (tokens: readonly Token[]) => FormatReading | undefined;

/** A token standing for another word: its columns and text stay, its meaning is `key`. */
export function standFor(t: Token, key: string, kind: Token['kind'] = 'word'): Token {
  return { ...t, kind, key };
}
