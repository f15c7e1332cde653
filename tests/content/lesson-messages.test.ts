import { describe, expect, it } from 'vitest';
import { loadLessons } from '../../src/lib/learn/loadLessons';
import { readerDiagnostics, ruleLesson } from '../../src/lib/learn/lessonRuling';

// A lesson rules the reader's lines together with the other powers' fixed orders, which the reader
// never sees; what the editor says about a line must use the reader's own line numbers.

const lesson = (id: string) => loadLessons().find((l) => l.id === id)!;

describe("a lesson's messages about the reader's lines", () => {
  it('explain a line that orders another power’s unit without pointing at hidden lines', () => {
    const standoffs = lesson('standoffs');
    // The reader's lines are France's where they do not say otherwise: Germany's army is refused as such.
    const r = ruleLesson(standoffs, 'A Mun - Bur');
    expect(r.foreign).toEqual([]);
    const said = readerDiagnostics(standoffs, r);
    expect(said.map((d) => [d.line, d.code])).toEqual([[1, 'foreign-unit']]);
    expect(said[0].message).toBe('The army in Munich belongs to Germany; France cannot order it.');
    // Naming Germany makes the line Germany's, whose fixed orders replace it: the lesson says why.
    const named = ruleLesson(standoffs, 'Germany: A Mun - Bur');
    expect(named.foreign).toEqual([1]);
    const told = readerDiagnostics(standoffs, named);
    expect(told.map((d) => d.line)).toEqual([1]);
    expect(told[0].message).toBe("Not followed: this line orders a unit that is not France's. You play France, and the other powers' orders are fixed by the lesson.");
    expect([...said, ...told].every((d) => !/line \d/.test(d.message))).toBe(true);
  });

  it('number a second order to one unit by the reader’s lines', () => {
    const standoffs = lesson('standoffs');
    const said = readerDiagnostics(standoffs, ruleLesson(standoffs, 'A Par - Bur\nA Par H'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ line: 1, code: 'superseded' });
    expect(said[0].message).toMatch(/^Not used: line 2 also orders this unit/);
  });
});
