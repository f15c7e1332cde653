import { gameFile } from './gameFileRecord';
import { gameMasterLog } from './gameMasterLog';
import { judge } from './judgeReports';
import { pythonDiplomacy } from './pythonDiplomacySavedGame';
import type { JsonFormat, RecordFormatReader, TextFormat } from './recordFormat';
import { webDiplomacy } from './webDiplomacyArchive';
import type { RecordFormat } from '../types';

export type { Conventions, FormatRead, JsonFormat, RecordFormatReader, TextFormat } from './recordFormat';

/**
 * Every record format the check reads, one module each. Text formats are tried together, and the
 * one whose record starts first is taken (a judge's report before a webDiplomacy archive on the
 * same line); JSON formats in this order.
 */
export const RECORD_FORMATS: readonly RecordFormatReader[] = [judge, webDiplomacy, gameMasterLog, gameFile, pythonDiplomacy];

const TEXT_FORMATS = RECORD_FORMATS.filter((f): f is TextFormat => f.kind === 'text');
const JSON_FORMATS = RECORD_FORMATS.filter((f): f is JsonFormat => f.kind === 'json');

export function formatOf(id: RecordFormat): RecordFormatReader {
  return RECORD_FORMATS.find((f) => f.id === id)!;
}

/** Which format a record is in, from its text alone; null when none fits. */
export function detectFormat(text: string): RecordFormat | null {
  const start = text.trimStart();
  if (start.startsWith('{')) return JSON_FORMATS.find((f) => f.matches(start))?.id ?? null;
  const lines = text.split(/\r?\n/);
  let best: { format: TextFormat; at: number } | undefined;
  for (const format of TEXT_FORMATS.filter((f) => !f.fallback)) {
    const at = format.startsAt(lines);
    if (at >= 0 && (!best || at < best.at)) best = { format, at };
  }
  return (best?.format ?? TEXT_FORMATS.find((f) => f.fallback && f.startsAt(lines) >= 0))?.id ?? null;
}

/**
 * Where a text record stops being itself: another record pasted after it (a webDiplomacy archive
 * after a judge's report, JSON after a log), or its last line cut short. The lines before are
 * checked; what follows is named, never merged into the record's last phase.
 */
export function recordEnds(lines: string[], format: TextFormat, problems: { line: number | null; message: string }[]): string[] {
  let kept = lines;
  for (let i = 1; i < lines.length; i++) {
    const json = /^\s*\{\s*("phases"|$)/.test(lines[i]) && lines.slice(i, i + 5).some((l) => /"phases"\s*:/.test(l));
    const other = json ? 'a JSON record' : TEXT_FORMATS.find((f) => f !== format && f.beginsAt?.(lines, i))?.name;
    if (other) {
      problems.push({ line: i + 1, message: `Line ${i + 1} starts another record, in ${other}; a record in two formats is not merged, so only the lines before it were checked.` });
      kept = lines.slice(0, i);
      break;
    }
  }
  return format.cutShort ? format.cutShort(kept, problems) : kept;
}
