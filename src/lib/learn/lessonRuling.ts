/**
 * A lesson ruled with the reader's orders: the reader's text (their power only) and the other
 * powers' fixed orders become one orders text, ruled by the sandbox's CLI-faithful pipeline
 * (src/lib/sandbox/phaseRuling.ts), and the goal is checked fact by fact. Pure: the lesson page
 * runs it on every edit, the build and the tests run it on every solution.
 */
import { POWER_NAMES, type Power } from '../../../engine/map/types';
import type { Diagnostic } from '../../../engine/orders/parseTypes';
import { unitKey } from '../../../engine/map/types';
import { rulePhase, type PhaseRuling } from '../sandbox/phaseRuling';
import { factHolds, type GoalFact } from './goals';
import type { Lesson } from './lesson';
import { positionOf } from './lessonPosition';

export interface LessonRuling {
  ruling: PhaseRuling;
  /** Reader line n is combined line n + offset. */
  offset: number;
  facts: { fact: GoalFact; holds: boolean }[];
  /** Reader lines (1-based, in the reader's text) that order another power's units or name another power. */
  foreign: number[];
  /** How many lines the reader's text has (combined lines offset + 1 … offset + readerLines). */
  readerLines: number;
  reached: boolean;
}

/**
 * The whole orders text: the reader's lines first, under no heading (they are the reader's power's
 * where they do not say otherwise: the case's `power`), then the others' fixed orders. With a
 * heading of the reader's power, a line ordering another power's unit would make that heading
 * "mislabelled" (seed 004) and the reader's orders an earlier set of that power's.
 */
export function combinedText(lesson: Lesson, reader: string): { text: string; offset: number; readerLines: number } {
  const given = Object.entries(lesson.given)
    .map(([p, lines]) => `${POWER_NAMES[p as Power]}:\n${lines.join('\n')}`)
    .join('\n\n');
  const mine = reader.replace(/\s+$/, '');
  const readerLines = mine === '' ? 0 : mine.split('\n').length;
  return { text: `${mine}\n\n${given}`, offset: 0, readerLines };
}

export function ruleLesson(lesson: Lesson, reader: string): LessonRuling {
  const { text, offset, readerLines } = combinedText(lesson, reader);
  const position = positionOf(lesson);
  const ruling = rulePhase(position, text, lesson.rules, {}, lesson.plays);
  const isReaderLine = (line: number) => line > offset && line <= offset + readerLines;
  // The reader may only order their own power (IV.1); a heading of another power inside their text
  // would hand them its units, so those lines never count towards the goal.
  const foreign = ruling.json.orders.filter((o) => o.line !== null && isReaderLine(o.line) && o.power !== '' && o.power !== lesson.plays).map((o) => o.line! - offset);
  const before = [...position.units, ...position.dislodged.map((d) => d.unit)].map(unitKey);
  const facts = lesson.goal.map((fact) => ({ fact, holds: factHolds(fact, { json: ruling.json, before, isReaderLine }) }));
  return { ruling, offset, facts, foreign, readerLines, reached: foreign.length === 0 && facts.every((f) => f.holds) };
}

/**
 * A message about the combined text, said to the reader: its line numbers become the reader's own
 * (combined line offset + n is the reader's line n), and a line of the other powers' fixed orders,
 * which the reader never sees, is named as such instead of by a number they cannot find.
 */
export function forReader(message: string, r: Pick<LessonRuling, 'offset' | 'readerLines'>): string {
  return message.replace(/\bline (\d+)/g, (_, n: string) => {
    const line = Number(n) - r.offset;
    return line >= 1 && line <= r.readerLines ? `line ${line}` : "the other powers' orders";
  });
}

/**
 * The diagnostics of the reader's own lines, numbered as the reader's text. A line that orders
 * another power's unit is not used because that power's own set (the lesson's fixed orders) comes
 * later; the parser says so with a line number of the hidden text, so the lesson says why instead.
 */
export function readerDiagnostics(lesson: Lesson, r: LessonRuling): Diagnostic[] {
  const foreign = new Set(r.foreign);
  return r.ruling.parse.diagnostics
    .filter((d) => d.line > r.offset && d.line <= r.offset + r.readerLines)
    .map((d) => {
      const line = d.line - r.offset;
      const message =
        foreign.has(line) && (d.code === 'earlier-set' || d.code === 'mislabelled-set')
          ? foreignLineNote(lesson)
          : forReader(d.message, r);
      return { ...d, line, message };
    });
}

/** Why a reader's line that orders another power's unit is not followed. */
export function foreignLineNote(lesson: Lesson): string {
  const me = POWER_NAMES[lesson.plays];
  return `Not followed: this line orders a unit that is not ${me}'s. You play ${me}, and the other powers' orders are fixed by the lesson.`;
}
