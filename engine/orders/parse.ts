import type { GameMap } from '../map/gameMap';
import { standardMap } from '../map/standardMap';
import { ruleSet } from '../rules';
import type { RuleSet } from '../rules/ruleSet';
import { citeFor } from './citing';
import { parsePlainSheet, PlainLineReader, type LineShape, type PlainOrder } from './fastPath';
import { LineVerdicts } from './lineVerdict';
import { nameIndex } from './names';
import { ParseBoard } from './parseBoard';
import type { Diagnostic, ParsePosition, ParseResult } from './parseTypes';
import { applyProcedures } from './procedures';
import { procedureNotes } from './procedureNotes';
import { labelSets } from './sheet/setLabels';
import { readSheetLines } from './sheet/sheetLines';
import { supportsToHold } from './supportsToHold';
import type { Phase } from './types';

/**
 * The lenient order parser: `parseOrders(text, position, rules)`.
 *
 * The pipeline, one step per file: the sheet's lines read for their shape
 * (`sheet/sheetLines.ts`: cleaning, headings and sets, lines split into
 * orders, results and remarks set aside, each format's reader, the syntax
 * reader), whose orders each set is (`sheet/setLabels.ts`), each line
 * classified into seed 004's four degrees and judged legal or not
 * (`lineVerdict.ts`), the sheet's context for `S X-X` (`supportsToHold.ts`),
 * and the seed's procedures (`procedures.ts`, `procedureNotes.ts`).
 * Lines may carry a power prefix (`England:`, `ENG`) or sit under a heading;
 * `#` and `//` start comments. It never throws on any text. CalsMUN's revival
 * orders (`F I Lon–Russia`, `Russia: revive Moscow, F StP (nc)`) are read in
 * every rule set and are legal only under one with the insurrection policy.
 */
export function parseOrders(
  text: string,
  position: ParsePosition,
  rules: RuleSet | string = 'alexander',
  options: {
    map?: GameMap;
    /** False reads every line with the full lenient reader, without the plain-line fast path; the tests compare the two. */
    fastPath?: boolean;
  } = {},
): ParseResult {
  const map = options.map ?? standardMap;
  const rs = typeof rules === 'string' ? ruleSet(rules) : rules;
  const phase: Phase = position.phase ?? 'movement';
  const source = typeof text === 'string' ? text : String(text ?? '');
  // Lines end at LF, CR LF or CR; most texts have no CR, and then one character ends every line.
  const lf = source.indexOf('\r') < 0 ? source : source.replace(/\r\n?/g, '\n');
  // What the sheet's path read before it handed the text back, line by line.
  const alreadyRead: (PlainOrder | LineShape)[] = [];
  // A sheet of plain movement orders under bare power headings, the live editor's usual text, has a path of its own.
  if (phase === 'movement' && options.fastPath !== false && !position.centres && !position.eliminated && !position.dislodged) {
    const sheet = parsePlainSheet(lf, position, rs, map, alreadyRead);
    if (sheet) return sheet;
  }
  const rawLines = lf.split('\n');
  const board = new ParseBoard(map, rs, phase, position);
  const index = nameIndex(map);
  // Plain movement orders are read by the fast path; it hands back any line it is not sure of.
  const plain = phase === 'movement' && options.fastPath !== false ? PlainLineReader.of(map) : undefined;

  const sheet = readSheetLines(rawLines, alreadyRead, plain, index, map);
  const diagnostics: Diagnostic[] = labelSets(sheet, board, map);
  const verdicts = new LineVerdicts(map, rs, phase, position, board, index, sheet, plain !== undefined);
  const lines = sheet.pending.map((p) => verdicts.of(p));
  supportsToHold(lines, () => verdicts.legality(), map, citeFor(rs, 'badlyWritten'));
  const outcome = applyProcedures(lines, board);
  procedureNotes(lines, sheet.pending, outcome, sheet, board, rs, phase);

  // Loops, not spreads: a line may carry any number of notes.
  for (const l of lines) for (const d of l.diagnostics) diagnostics.push(d);
  diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  return { phase, lines, headings: sheet.headings, diagnostics, given: outcome.given, orders: outcome.orders, civilDisorder: outcome.civilDisorder };
}
