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
  let skipping = false;
  let cutPhase: RecordPhase | undefined;
  lines.forEach((text, i) => {
    const n = i + 1;
    const id = title(text);
    if (id) {
      skipping = false;
      current = { ...id, label: text.trim(), line: n, lines: [] };
      phases.push(current);
      ownership = 'no';
      return;
    }
    // "Spring 101901": a season line with no year a game can have. Its orders belong to no phase we know.
    const odd = ODD_YEAR.exec(text);
    if (odd) {
      current = null;
      problems.push({ line: n, message: `Line ${n} ("${text.trim().slice(0, 60)}") names a season in the year ${odd[2]}, which no game has; the lines after it, up to the next phase's title, were not checked.` });
      skipping = true;
      return;
    }
    if (skipping) return;
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
    if (phase.lines.length === MAX_PHASE_LINES && cutPhase !== phase) {
      cutPhase = phase;
      problems.push({ line: n, message: `${phase.label} has more than ${MAX_PHASE_LINES} lines, far more than a phase's orders; from line ${n} on, its lines were not checked.` });
    }
    if (phase.lines.length >= MAX_PHASE_LINES) return;
    phase.lines.push({ text, line: n });
  });
  return phases;
}

/** More lines than any phase's orders and report: 34 units, and the judges' lines around them. */
export const MAX_PHASE_LINES = 1000;

/** A season and a number that is no year of a game (not four digits). */
const ODD_YEAR = /^\s*(spring|summer|fall|autumn|winter|[SFW])\s*,?\s*(?:of\s+)?(\d{1,3}|\d{5,})\b\s*([MRAB]|movements?|retreats?|adjustments?|builds?)?\s*:?\s*$/i;

const OWNERSHIP = /^\s*ownership\s+of\s+supply\s+cent(er|re)s\b/i;

export const judgeTitleLine = judgeTitle;
export const logTitleLine = seasonLine;
