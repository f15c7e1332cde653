/**
 * The Learn course (content/learn/lessons.yaml): the lessons come in the order the course promises,
 * every solution reaches its goal with the engine, and neither empty orders nor the lesson's listed
 * wrong tries do. The build makes the same check (src/lib/learn/loadLessons.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { factText, goalId } from '../../src/lib/learn/goals';
import { LessonError, loadLessons } from '../../src/lib/learn/loadLessons';
import { ruleLesson } from '../../src/lib/learn/lessonRuling';

const lessons = loadLessons();

describe('the Learn course', () => {
  it('has at least 15 lessons, from the board to Pandin’s paradox, in order', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(15);
    const order = ['the-board', 'moves', 'standoffs', 'support', 'cutting-support', 'dislodgement', 'retreats', 'convoys', 'beleaguered-garrison', 'circular-movement', 'head-to-head', 'builds', 'disbands', 'first-order-paradox', 'second-order-paradox', 'pandins-paradox'];
    const ids = lessons.map((l) => l.id);
    expect(ids.filter((id) => order.includes(id))).toEqual(order);
  });

  it('covers the three phases', () => {
    expect(new Set(lessons.map((l) => l.position.phase))).toEqual(new Set(['movement', 'retreat', 'adjustment']));
  });

  it('ends with Pandin’s paradox under the Alexander Rules, citing IV.5.f', () => {
    const last = lessons.at(-1)!;
    expect(last.rules).toBe('alexander');
    expect(last.cites).toContain('alexander:IV.5.f');
  });

  it('gives every goal a distinct stable id', () => {
    const ids = lessons.map((l) => `${l.id}: ${goalId(l.goal)}`);
    expect(new Set(ids).size).toBe(lessons.length);
  });

  describe.each(lessons.map((l) => [l.id, l] as const))('%s', (_id, lesson) => {
    it('its solution reaches every fact of its goal, with every line followed', () => {
      const r = ruleLesson(lesson, lesson.solution);
      expect(r.facts.filter((f) => !f.holds).map((f) => factText(f.fact))).toEqual([]);
      expect(r.foreign).toEqual([]);
      expect(r.reached).toBe(true);
    });

    it('empty orders do not reach the goal', () => {
      expect(ruleLesson(lesson, '').reached).toBe(false);
    });

    it.each(lesson.wrong.map((w) => [w.replace(/\n/g, ' / '), w]))('the wrong try “%s” does not reach it', (_label, wrong) => {
      expect(ruleLesson(lesson, wrong).reached).toBe(false);
    });
  });
});

describe('the reader plays one power only', () => {
  const support = lessons.find((l) => l.id === 'support')!;

  it('a line for another power’s unit does not count and is reported', () => {
    const r = ruleLesson(support, `${support.solution}\nGermany:\nA Mun H`);
    expect(r.foreign).toEqual([4]);
    expect(r.reached).toBe(false);
  });

  it('trailing blank lines change nothing', () => {
    expect(ruleLesson(support, `${support.solution}\n\n\n`).reached).toBe(true);
  });
});

describe('a broken course fails loudly', () => {
  const write = (yaml: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'learn-')), 'lessons.yaml');
    writeFileSync(file, yaml);
    return file;
  };
  const lesson = (solution: string, extra = '') => `
- id: moves
  title: Moves
  text: A move.
  position: { units: [FRA A par] }
  plays: FRA
  goal: [{ unit: FRA A par, endsIn: bur }]
  solution: ${solution}
${extra}`;

  it('a solution that misses its goal names the lesson and the fact', () => {
    expect(() => loadLessons(write(lesson('A Par - Gas')))).toThrow(/lesson "moves": its solution does not reach the goal .*endsIn/);
  });

  it('an unknown citation id is refused', () => {
    expect(() => loadLessons(write(lesson('A Par - Bur', '  cites: [alexander:IX.9]')))).toThrow(LessonError);
    expect(() => loadLessons(write(lesson('A Par - Bur', '  cites: [alexander:IX.9]')))).toThrow(/not a citation id/);
  });

  it('a unit off the map is refused with a clear message', () => {
    expect(() => loadLessons(write(lesson('A Par - Bur').replace('[FRA A par]', '[FRA A xyz]')))).toThrow(/no such province/);
  });
});
