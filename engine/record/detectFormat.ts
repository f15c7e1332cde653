import { judgeTitle, seasonLine } from './phaseNames';
import type { RecordFormat } from './types';

/** webDiplomacy's order lines and date lines; recordEnds.ts finds an archive pasted after another record by them. */
export const WEBDIP_ORDER = /^\s*(the\s+(army|fleet)\s+at\s+|build\s+(army|fleet)\s+at\s+|destroy\s+the\s+unit\s+at\s+)/i;
export const WEBDIP_DATE = /^\s*(spring|autumn)\s*,\s*\d{4}\b/i;

/**
 * Which format a record is in, from its text alone: JSON is python-diplomacy's saved game when
 * its phases carry `orders` by power, and this project's `--game` file when they carry a sheet;
 * a judge's report has its results titles; webDiplomacy's archive its "The army at …" orders or
 * "Autumn, 1901" date lines; a game master's log its season lines. Null when none fits.
 */
export function detectFormat(text: string): RecordFormat | null {
  const start = text.trimStart();
  if (start.startsWith('{')) {
    // Even a truncated file says what it is in its first phase.
    if (/"phases"\s*:\s*\[\s*\{[^\]]*?"orders"\s*:\s*"/.test(start.slice(0, 20000))) return 'game-file';
    if (/"phases"\s*:/.test(start) && /"orders"\s*:\s*\{/.test(start)) return 'python-diplomacy';
    if (/"phases"\s*:/.test(start)) return 'game-file';
    return null;
  }
  const lines = text.split(/\r?\n/);
  // The format that starts first is the record's; another pasted after it is named where it starts (recordEnds.ts).
  const judge = lines.findIndex((l) => judgeTitle(l));
  const webdip = lines.some((l) => WEBDIP_ORDER.test(l)) ? lines.findIndex((l) => WEBDIP_DATE.test(l)) : -1;
  const log = lines.findIndex((l) => seasonLine(l));
  const first = (i: number) => (i < 0 ? Infinity : i);
  if (judge >= 0 && first(judge) <= first(webdip)) return 'judge';
  if (webdip >= 0) return 'webdiplomacy';
  if (judge >= 0) return 'judge';
  if (log >= 0) return 'gm-log';
  return null;
}
