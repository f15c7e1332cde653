import { REPORT_LINES } from '../orders/sheet/reportLines';
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
  // The judges' ownership block lists centres under each power ("Austria: Budapest, Vienna."): no orders.
  let ownership: 'no' | 'header' | 'entries' = 'no';
  lines.forEach((text, i) => {
    const n = i + 1;
    const id = title(text);
    if (id) {
      current = { ...id, label: text.trim(), line: n, lines: [] };
      phases.push(current);
      ownership = 'no';
      return;
    }
    if (OWNERSHIP.test(text)) {
      ownership = 'header';
      return;
    }
    if (!text.trim()) {
      if (ownership === 'entries') ownership = 'no';
      return;
    }
    if (ownership !== 'no') {
      ownership = 'entries';
      return;
    }
    if (!current) {
      if (REPORT_LINES.some((r) => r.pattern.test(text))) return;
      problems.push({ line: n, message: `Line ${n} ("${text.trim().slice(0, 60)}") comes before the first phase's title, so its phase is unknown; it was not checked.` });
      return;
    }
    const phase = current as RecordPhase;
    if (phase.lines.length === MAX_PHASE_LINES) {
      problems.push({ line: n, message: `${phase.label} has more than ${MAX_PHASE_LINES} lines, far more than a phase's orders; from line ${n} on, its lines were not checked.` });
    }
    if (phase.lines.length >= MAX_PHASE_LINES) return;
    phase.lines.push({ text, line: n });
  });
  return phases;
}

/** More lines than any phase's orders and report: 34 units, and the judges' lines around them. */
export const MAX_PHASE_LINES = 1000;

const OWNERSHIP = /^\s*ownership\s+of\s+supply\s+cent(er|re)s\b/i;

export const judgeTitleLine = judgeTitle;
export const logTitleLine = seasonLine;
