import type { Phase, Season } from '../game/position';

/** The formats a game record is recognised in (one module each in `formats/`). */
export type RecordFormat = 'webdiplomacy' | 'judge' | 'python-diplomacy' | 'game-file' | 'gm-log';

/** A phase as the record names it: season, year and phase kind (a Winter is the Fall's adjustments). */
export interface PhaseId {
  season: Season;
  year: number;
  phase: Phase;
}

/** One line of a phase's orders, with the line of the record it came from (1-based; null when the record has no lines, e.g. JSON). */
export interface RecordLine {
  text: string;
  line: number | null;
  /** Results the record gives for this line outside the line's text (python-diplomacy's `results`). */
  results?: string[];
  /** The record gives no result for this line at all (its phase has none): ruled, never compared. */
  unrecorded?: true;
}

/** An order the record gives to no power of this game: left out of the phase, and named. */
export interface SetAsideOrder {
  text: string;
  line: number | null;
  /** Where it is, for a reader: `line 12`, `phases[0] (S1901M), under "__proto__"`. */
  where: string;
}

/** One phase of the record: its orders as a sheet the order reader reads, line by line. */
export interface RecordPhase extends PhaseId {
  /** Orders the format's reader left out, under a key that is no power (JSON formats). */
  setAside?: SetAsideOrder[];
  /** The record's own name for it ("Autumn, 1901", "S1901M", "Movement results for Spring of 1901."). */
  label: string;
  /** Line of the record that starts the phase, when there is one. */
  line: number | null;
  lines: RecordLine[];
}

/** Something in the record we could not use, or had to take on trust, with the line it is on. */
export interface RecordProblem {
  line: number | null;
  phase?: string;
  message: string;
}

export interface RecordRead {
  format: RecordFormat;
  /** The record's own first position, when it gives one (a --game file's \`start\`, python-diplomacy's first \`state\`); otherwise the standard 1901 start. */
  start?: Record<string, unknown>;
  phases: RecordPhase[];
  problems: RecordProblem[];
}
