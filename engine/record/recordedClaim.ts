import { formatOf } from './formats';
import type { RecordFormat } from './types';

/**
 * What a record says happened to one order, in terms we can compare with ours. Each format
 * has its conventions (its module in formats/ says whether silence means success):
 * - webDiplomacy writes ` (fail)` after an order that did not succeed — never after a hold; on a
 *   support it covers cut, dislodged and void; on a convoy it means the army did not arrive — and
 *   ` (dislodged)` after a unit that was dislodged. No suffix: the order succeeded.
 * - the judges write `(*bounce*)`, `(*cut*)`, `(*void*)`, `(*dislodged*)`, `(*no convoy*)`,
 *   `(*disrupted*)` and their combinations; no annotation: the order succeeded.
 * - python-diplomacy gives each unit a list of results (`bounce`, `cut`, `void`, `dislodged`,
 *   `no convoy`, `disrupted`, `disband`); an empty list: the order succeeded.
 * - a game master's log or a --game file states results only where it writes one.
 */
export interface RecordedClaim {
  /** The record's words as written ("fail", "cut, dislodged", "SUCCEEDS"); "" when it wrote none and silence means success. */
  recorded: string;
  /** The order did what it said (moved, supported, convoyed the army there, built); undefined: the record does not say. */
  success?: boolean;
  /** The unit was dislodged; undefined: the record does not say. */
  dislodged?: boolean;
  /** Judges' and python-diplomacy's precise results: each must match ours. */
  details: Detail[];
}

export type Detail = 'bounce' | 'cut' | 'void' | 'no-convoy' | 'disrupted' | 'disband';


const WORDS: readonly { pattern: RegExp; tag: Detail | 'fail' | 'ok' | 'dislodged' }[] = [
  { pattern: /\bno\s+convoy\b|\bnsc\b/, tag: 'no-convoy' },
  { pattern: /\bfail(s|ed|ure)?\b|\billegal\b|\binvalid\b/, tag: 'fail' },
  { pattern: /\bsucce(ss|eds|eded)\b|\bok\b/, tag: 'ok' },
  { pattern: /\bdislodged\b/, tag: 'dislodged' },
  { pattern: /\bbounce[sd]?\b/, tag: 'bounce' },
  { pattern: /\bcut\b/, tag: 'cut' },
  { pattern: /\bvoid\b|\bno\s+effect\b|\bnso\b|\bnsu\b/, tag: 'void' },
  { pattern: /\bdisrupted\b/, tag: 'disrupted' },
  { pattern: /\bdisband(ed)?\b|\bdestroyed\b/, tag: 'disband' },
];

/**
 * The record's claim for one line: `words` are its results (annotations or python-diplomacy's
 * list), `written` how they were written. Null when the record says nothing about the line.
 */
export function recordedClaim(format: RecordFormat, kind: string, words: readonly string[], written: string): RecordedClaim | null {
  const silenceIsSuccess = formatOf(format).conventions.silenceIsSuccess;
  if (words.length === 0) {
    if (!silenceIsSuccess) return null;
    // A hold "succeeds" by standing; the record's silence says only that it was not dislodged.
    return kind === 'hold' ? { recorded: '', dislodged: false, details: [] } : { recorded: '', success: true, dislodged: false, details: [] };
  }
  const all = words.join(', ').toLowerCase();
  const tags = new Set(WORDS.filter((w) => w.pattern.test(all)).map((w) => w.tag));
  const details = [...tags].filter((t): t is Detail => t !== 'fail' && t !== 'ok' && t !== 'dislodged');
  const claim: RecordedClaim = { recorded: written, details };
  if (tags.has('dislodged')) claim.dislodged = true;
  else if (silenceIsSuccess && kind !== 'retreat' && kind !== 'disband' && kind !== 'build') claim.dislodged = false;
  const failed = tags.has('fail') || details.some((d) => d !== 'disband' || kind === 'retreat');
  if (kind === 'hold') return claim;
  if (failed) claim.success = false;
  else if (tags.has('ok') || (tags.has('disband') && kind === 'disband')) claim.success = true;
  // A dislodged mover cannot have moved; a dislodged supporter's or convoy's result is the format's to say.
  else if (tags.has('dislodged') && kind === 'move') claim.success = false;
  return claim;
}
