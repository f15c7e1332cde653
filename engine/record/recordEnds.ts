import { WEBDIP_DATE, WEBDIP_ORDER } from './detectFormat';
import { judgeTitle } from './phaseNames';
import type { RecordFormat, RecordProblem } from './types';

/**
 * Where a record stops being itself: another record pasted after it (a webDiplomacy archive after
 * a judge's report, JSON after a log), or a judge's report cut in the middle of a line. The lines
 * before are checked; what follows is named, never merged into the record's last phase.
 */

const FORMAT_NAMES: Record<string, string> = { webdiplomacy: "webDiplomacy's order archive", judge: "an email judge's report", json: 'a JSON record' };

/** The first line that starts a record of another format, if any. */
function otherFormatAt(lines: readonly string[], format: RecordFormat): { at: number; what: string } | undefined {
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*\{\s*("phases"|$)/.test(line) && lines.slice(i, i + 5).some((l) => /"phases"\s*:/.test(l))) return { at: i, what: FORMAT_NAMES.json };
    if (format !== 'webdiplomacy' && WEBDIP_DATE.test(line) && lines.slice(i + 1, i + 60).some((l) => WEBDIP_ORDER.test(l))) return { at: i, what: FORMAT_NAMES.webdiplomacy };
    if (format === 'webdiplomacy' && judgeTitle(line)) return { at: i, what: FORMAT_NAMES.judge };
  }
  return undefined;
}

/** A judge's order line that stops mid-word: "Turkey: Fleet Easte". Every one the judges print ends with a full stop. */
const JUDGE_ORDER = /^\s*[A-Z][\w-]*:\s+(army|fleet|builds?|removes?|defaults?)\b/i;

export function recordEnds(lines: string[], format: RecordFormat, problems: RecordProblem[]): string[] {
  let kept = lines;
  const other = otherFormatAt(lines, format);
  if (other) {
    problems.push({ line: other.at + 1, message: `Line ${other.at + 1} starts another record, in ${other.what}; a record in two formats is not merged, so only the lines before it were checked.` });
    kept = lines.slice(0, other.at);
  }
  if (format === 'judge') {
    let last = kept.length - 1;
    while (last >= 0 && kept[last].trim() === '') last--;
    const text = kept[last] ?? '';
    if (JUDGE_ORDER.test(text) && !/[.)]\s*$/.test(text)) {
      problems.push({ line: last + 1, message: `The record ends in the middle of line ${last + 1} ("${text.trim().slice(0, 60)}"): it looks cut short, so that line was not checked.` });
      kept = kept.slice(0, last);
    }
  }
  return kept;
}
