import type { RecordFormat, RecordPhase, RecordProblem } from '../types';

/** What a format's reader gives: the record's phases, and its own first position when it has one. */
export interface FormatRead {
  phases: RecordPhase[];
  start?: Record<string, unknown>;
}

/** How a format writes what happened, which the check must read it by. */
export interface Conventions {
  /** The newest turn comes first, and the turns are turned round before they are ruled. */
  newestFirst: boolean;
  /** An order written with no result succeeded (and its unit was not dislodged). */
  silenceIsSuccess: boolean;
  /** A convoy's success means its army arrived, not only that the fleet stood. */
  convoyMeansArrival: boolean;
}

interface Common {
  id: RecordFormat;
  /** As a sentence names it: "webDiplomacy's order archive". */
  name: string;
  conventions: Conventions;
}

/** A record read line by line: a site's archive, a judge's reports, a log. */
export interface TextFormat extends Common {
  kind: 'text';
  /** The line the record starts on, or -1 when the text has none of this format. */
  startsAt(lines: readonly string[]): number;
  /** Taken only when no other text format is found: its headings also appear in other formats' records. */
  fallback?: boolean;
  /** A record of this format starts at line `i` of another record (one pasted after another). */
  beginsAt?(lines: readonly string[], i: number): boolean;
  /** The record's last lines, less any cut short, which are named and left out. */
  cutShort?(lines: string[], problems: RecordProblem[]): string[];
  read(lines: string[], problems: RecordProblem[]): FormatRead;
}

/** A record that is one JSON document. */
export interface JsonFormat extends Common {
  kind: 'json';
  /** The JSON text is this format (tried in the list's order; even a truncated file says so in its first phase). */
  matches(text: string): boolean;
  read(text: string, problems: RecordProblem[]): FormatRead;
}

export type RecordFormatReader = TextFormat | JsonFormat;
