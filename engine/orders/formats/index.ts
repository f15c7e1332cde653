import type { Token } from '../tokens';
import { readDaide } from './daide';
import { readJudge } from './judge';
import type { FormatReading, LineReader } from './types';
import { readWebDiplomacy } from './webDiplomacy';

export type { FormatId, FormatReading } from './types';

/**
 * The line readers of other notations, tried in turn on each order line; the first that knows
 * the line rewrites it into the plain notation. A line none of them knows is read as it is, by
 * the syntax reader, which takes the plain notation, the python-diplomacy strings (`A LON - BEL
 * VIA`, `F STP/NC B`) and free text. A new format is one more reader here.
 */
const READERS: readonly LineReader[] = [readDaide, readWebDiplomacy, readJudge];

export function readFormat(tokens: readonly Token[]): FormatReading {
  for (const read of READERS) {
    const r = read(tokens);
    if (r) return r;
  }
  return { format: 'plain', tokens: tokens as Token[] };
}
