import { detectFormat, formatOf, recordEnds } from './formats';
import { quotedPart, withoutMailQuotes } from './mailQuotes';
import { mentionsPhase, phaseName, phaseRank } from './phaseNames';
import { POWER_WORDS } from '../orders/lexicon';
import type { RecordPhase, RecordProblem, RecordRead } from './types';
import { visible, withoutBom } from '../inputText';
import { MAX_INPUT_BYTES } from '../inputBytes';

/** The most text a record is read from: a 40-year game in any format is well under it. */
export const MAX_RECORD_CHARS = MAX_INPUT_BYTES;

export class UnreadableRecord extends Error {
  override name = 'UnreadableRecord';
  readonly problems: RecordProblem[];
  constructor(message: string, problems: RecordProblem[]) {
    super(visible(message));
    this.problems = problems.map(shownProblem);
  }
}

/**
 * Read a game record whole: recognise its format, split it into phases and put them in game
 * order. Whatever cannot be used is a problem naming its line; the rest is kept. Throws
 * `UnreadableRecord` only when no phase at all could be read.
 */
export function readRecord(raw: string, options: { cutShort?: boolean } = {}): RecordRead {
  const problems: RecordProblem[] = [];
  // Lines may end in CR alone (an old Mac's text), CR LF or LF.
  let text = withoutBom(raw).replace(/\r\n?/g, '\n');
  if (text.length > MAX_RECORD_CHARS || options.cutShort) {
    const limit = Math.min(text.length, MAX_RECORD_CHARS);
    const cut = text.lastIndexOf('\n', limit);
    const size = options.cutShort ? `more than ${MAX_RECORD_CHARS / 1e6} MB` : `${(raw.length / 1e6).toFixed(1)} MB`;
    text = text.slice(0, cut > 0 ? cut : limit);
    const line = text.split('\n').length;
    problems.push({ line, message: `The record is ${size}, more than a game record can be (${MAX_RECORD_CHARS / 1e6} MB); it was read up to line ${line} and the rest was not checked.` });
  }
  // A report forwarded by mail, every line quoted: read as the judge sent it.
  text = withoutMailQuotes(text).text;
  let format = detectFormat(text);
  // A report quoted under a covering note of the sender's own: the quoted part is the record.
  const quoted = format ? undefined : quotedPart(text);
  const quotedFormat = quoted === undefined ? undefined : detectFormat(quoted);
  if (quotedFormat) {
    // A line of the sender's own that reads like part of a record is not checked: say so.
    const own = text.split('\n').findIndex((line, i) => quoted!.split('\n')[i] === '' && line.trim() !== '' && looksLikeRecord(line));
    if (own >= 0) problems.push({ line: own + 1, message: `Line ${own + 1} ("${text.split('\n')[own].trim().slice(0, 60)}") is not quoted, so it is the sender's own text, not the quoted record; it was not checked.` });
    text = quoted!;
    format = quotedFormat;
  }
  if (!format) {
    const lines = text.split('\n');
    const stop = lines.findIndex(looksLikeRecord);
    const where = stop >= 0 ? ` (line ${stop + 1}, "${lines[stop].trim().slice(0, 60)}", is where it stopped)` : lines.some((l) => l.trim()) ? ' (no line of it looks like a season line, a power\'s heading or an order)' : '';
    throw new UnreadableRecord(
      `Not a game record this checker knows${where}: expected webDiplomacy's order archive, an email judge's reports, a python-diplomacy saved game, a --game file, or a log with season lines such as "Spring 1901" or "S1901M".`,
      problems,
    );
  }
  const reader = formatOf(format);
  // What follows a text record (another record, a cut line) is named and left out.
  const read = reader.kind === 'json' ? reader.read(text, problems) : reader.read(recordEnds(text.split(/\r?\n/), reader, problems), problems);
  const phases = inGameOrder(read.phases, reader.conventions.newestFirst, problems);
  const start = read.start;
  if (phases.length === 0) throw new UnreadableRecord(`No phase could be read from this ${format} record.`, problems);
  return start ? { format, phases, problems, start } : { format, phases, problems };
}

/**
 * A line that would be part of a record: a season and a year, a power's heading, or an order. Mail
 * headers, a covering note and a signature around a record are none of these, so the line named
 * when no format fits is the one where the record should have been read, not the mail's first.
 */
function looksLikeRecord(line: string): boolean {
  if (/^\s*(?:from|to|cc|date|subject|reply-to|message-id|sent):/i.test(line)) return false;
  const heading = /^\s*([a-z]+)\s*:/i.exec(line);
  return mentionsPhase(line) || (heading !== null && POWER_WORDS.has(heading[1].toLowerCase())) || /^\s*[AF]\s+[A-Za-z]{3}/.test(line);
}

/** A problem may quote the record: its message shows every character and reorders nothing (applied to what the check reports). */
export function shownProblem(p: RecordProblem): RecordProblem {
  return { ...p, message: visible(p.message) };
}

/**
 * Phases in game order. webDiplomacy lists the newest turn first, so its turns are turned round;
 * in any other record a phase earlier than the one before it is out of order, and said so. A
 * phase that comes twice keeps its first copy.
 */
function inGameOrder(phases: RecordPhase[], newestFirst: boolean, problems: RecordProblem[]): RecordPhase[] {
  if (newestFirst) {
    // Blocks of one turn are in phase order already; turns are newest first.
    const turns: RecordPhase[][] = [];
    for (const p of phases) {
      const last = turns[turns.length - 1];
      if (last && last[0].line === p.line) last.push(p);
      else turns.push([p]);
    }
    const ascending = turns.every((t, i) => i === 0 || phaseRank(t[0]) >= phaseRank(turns[i - 1][0]));
    if (!ascending) turns.reverse();
    phases = turns.flatMap((t) => [...t].sort((a, b) => phaseRank(a) - phaseRank(b)));
  }
  const out: RecordPhase[] = [];
  const seen = new Set<number>();
  let last = -Infinity;
  for (const p of phases) {
    const rank = phaseRank(p);
    const where = p.line ? `line ${p.line}` : `"${p.label}"`;
    if (seen.has(rank)) {
      problems.push({ line: p.line, phase: phaseName(p), message: `${phaseName(p)} comes twice in the record (${where}); the first copy was checked.` });
      continue;
    }
    if (rank < last) problems.push({ line: p.line, phase: phaseName(p), message: `${phaseName(p)} (${where}) is out of order: it comes after a later phase. It was checked in its place in the game.` });
    seen.add(rank);
    last = Math.max(last, rank);
    out.push(p);
  }
  return out.sort((a, b) => phaseRank(a) - phaseRank(b));
}
