import { judgeTitle, seasonLine } from './phaseNames';
import type { PhaseId, RecordPhase, RecordProblem } from './types';

/**
 * A record whose phases each start with a title line: a judge's reports ("Movement results for
 * Spring of 1901.") or a game master's log ("Spring 1901", "S1901M", "Fall 1901 retreats",
 * "Winter 1901"). Everything up to the next title is that phase's sheet; report lines in it
 * (the dislodged block, the ownership summary) are left to the order reader, which knows them.
 */
export function splitBySeasonLines(lines: readonly string[], title: (line: string) => PhaseId | null, problems: RecordProblem[]): RecordPhase[] {
  const phases: RecordPhase[] = [];
  let current: RecordPhase | null = null;
  lines.forEach((text, i) => {
    const n = i + 1;
    const id = title(text);
    if (id) {
      current = { ...id, label: text.trim(), line: n, lines: [] };
      phases.push(current);
      return;
    }
    if (!text.trim()) return;
    if (!current) {
      problems.push({ line: n, message: `Line ${n} ("${text.trim().slice(0, 60)}") comes before the first phase's title, so its phase is unknown; it was not checked.` });
      return;
    }
    (current as RecordPhase).lines.push({ text, line: n });
  });
  return phases;
}

export const judgeTitleLine = judgeTitle;
export const logTitleLine = seasonLine;
