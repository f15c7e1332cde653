import { COUNTRY_WORDS, directiveOf, POWER_WORDS, UNIT_WORDS } from '../orders/lexicon';
import { phaseName } from './phaseNames';
import type { RecordPhase, RecordProblem, SetAsideOrder } from './types';

/**
 * A record's lines that name a power this game has not ("Narnia:", "Gondor: F Lon - NTH (fail)"):
 * their orders are nobody's. They are taken out of the phase before it is read, so no order goes to
 * another power and no result is counted as agreeing, and one problem names each.
 */

/** `Word:` at the start of a line, then nothing, or an order's first word. */
const PREFIX = /^\s*([\p{L}][\p{L}'’-]*)\s*:\s*(\S*)/u;

function isPowerWord(word: string): boolean {
  const key = word.toLowerCase().replace(/['’]s$/, '');
  return POWER_WORDS.has(key) || COUNTRY_WORDS.has(key) || POWER_WORDS.has(key.split('-')[0]);
}

/** Does what follows the colon start an order (or nothing, for a heading)? */
function startsOrder(next: string): boolean {
  if (next === '') return true;
  const key = next.toLowerCase().replace(/[.:,]+$/, '');
  return UNIT_WORDS[key] !== undefined || (key.length > 1 && directiveOf(key) !== undefined);
}

/**
 * The phase's lines with those of unknown powers blanked (line numbers kept), a problem for each
 * heading, and the orders so set aside (with those the format's reader set aside).
 */
export function withoutUnknownPowers(rp: RecordPhase, problems: RecordProblem[]): { texts: string[]; setAside: SetAsideOrder[] } {
  const texts = rp.lines.map((l) => l.text);
  const setAside: SetAsideOrder[] = [...(rp.setAside ?? [])];
  const aside = (text: string, line: number | null) => setAside.push({ text, line, where: line ? `line ${line}` : phaseName(rp) });
  let under: { name: string; line: number | null; count: number } | undefined;
  const close = () => {
    if (under && under.count > 0) {
      problems.push({ line: under.line, phase: phaseName(rp), message: `${phaseName(rp)}${under.line ? `, line ${under.line}` : ''}: "${under.name}" is no power of this game; the ${under.count === 1 ? 'order under it was' : `${under.count} orders under it were`} not checked, nor given to any power.` });
    }
    under = undefined;
  };
  rp.lines.forEach((l, i) => {
    const m = PREFIX.exec(l.text);
    if (m && startsOrder(m[2])) {
      close();
      if (isPowerWord(m[1])) return;
      // The line names a power nobody plays: a heading, or an order of its own.
      under = { name: m[1], line: l.line, count: m[2] === '' ? 0 : 1 };
      if (m[2] !== '') aside(l.text.slice(l.text.indexOf(':') + 1).trim(), l.line);
      texts[i] = '';
      return;
    }
    if (!under) return;
    if (l.text.trim() === '') return;
    under.count++;
    aside(l.text.trim(), l.line);
    texts[i] = '';
  });
  close();
  return { texts, setAside };
}
