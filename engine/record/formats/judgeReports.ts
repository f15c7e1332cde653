import { judgeTitle } from '../phaseNames';
import { splitBySeasonLines } from '../splitBySeasonLines';
import type { TextFormat } from './recordFormat';

/** A judge's order line that stops mid-word: "Turkey: Fleet Easte". Every one the judges print ends with a full stop. */
const JUDGE_ORDER = /^\s*[A-Z][\w-]*:\s+(army|fleet|builds?|removes?|defaults?)\b/i;

/**
 * An email judge's reports: "Movement results for Spring of 1901." titles, each power's orders
 * with `(*bounce*)`, `(*cut*)`, `(*dislodged*)` and the like; no annotation means success.
 */
export const judge: TextFormat = {
  id: 'judge',
  kind: 'text',
  name: "an email judge's report",
  conventions: { newestFirst: false, silenceIsSuccess: true, convoyMeansArrival: false },
  startsAt: (lines) => lines.findIndex((l) => judgeTitle(l)),
  beginsAt: (lines, i) => judgeTitle(lines[i] ?? '') !== null,
  cutShort(lines, problems) {
    let last = lines.length - 1;
    while (last >= 0 && lines[last].trim() === '') last--;
    const text = lines[last] ?? '';
    if (!JUDGE_ORDER.test(text) || /[.)]\s*$/.test(text)) return lines;
    problems.push({ line: last + 1, message: `The record ends in the middle of line ${last + 1} ("${text.trim().slice(0, 60)}"): it looks cut short, so that line was not checked.` });
    return lines.slice(0, last);
  },
  read: (lines, problems) => ({ phases: splitBySeasonLines(lines, judgeTitle, problems) }),
};
