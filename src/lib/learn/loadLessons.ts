/**
 * The Learn course read from content/learn/lessons.yaml, validated, and every lesson checked with
 * the engine: its solution must reach its goal and empty orders must not (a goal reached without
 * orders teaches nothing). Any failure throws, which fails the build and the tests.
 *
 * Node only (it reads the file); used at build time by src/pages/learn/ and by the tests.
 */
import { join, resolve } from 'node:path';
import { loadYamlFile } from '../loadYaml';
import { fromZodError } from './zodMessage';
import { lessonsSchema, type Lesson } from './lesson';
import { ruleLesson } from './lessonRuling';

export const LESSONS_FILE = resolve(process.env.LESSONS_FILE ?? join(process.cwd(), 'content', 'learn', 'lessons.yaml'));

export class LessonError extends Error {
  override name = 'LessonError';
}

/** Every problem with one lesson's solution, as sentences; empty when it is sound. */
export function lessonProblems(l: Lesson): string[] {
  const problems: string[] = [];
  const solved = ruleLesson(l, l.solution);
  if (!solved.reached) {
    const missed = solved.facts.filter((f) => !f.holds).map((f) => JSON.stringify(f.fact));
    problems.push(`its solution does not reach the goal (${missed.join(', ') || `lines ${solved.foreign.join(', ')} order another power`})`);
  }
  const unordered = solved.ruling.json.orders.filter((o) => o.line !== null && o.line > solved.offset && o.outcome === 'not-followed');
  if (unordered.length) problems.push(`its solution has lines that are not followed: ${unordered.map((o) => `"${o.text}"`).join(', ')}`);
  if (ruleLesson(l, '').reached) problems.push('its goal is reached without any orders');
  return problems;
}

let cached: Lesson[] | undefined;

export function loadLessons(file = LESSONS_FILE): Lesson[] {
  if (cached && file === LESSONS_FILE) return cached;
  const lessons = loadYamlFile(file, lessonsSchema, { error: LessonError, describe: fromZodError });
  const problems = lessons.flatMap((l) => lessonProblems(l).map((p) => `lesson "${l.id}": ${p}`));
  if (problems.length) throw new LessonError(`${file}:\n  ${problems.join('\n  ')}`);
  if (file === LESSONS_FILE) cached = lessons;
  return lessons;
}
