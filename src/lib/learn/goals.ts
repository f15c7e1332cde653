/**
 * The goal vocabulary of Learn lessons, like lichess Learn's level goals: small facts about a
 * ruling that a reader's orders must bring about. A goal is a list of these facts; every one must
 * hold. Each fact is checked against the CLI's JSON ruling (engine/case/ruling.ts), so a lesson
 * is graded by exactly what `npm run adjudicate` prints. Pure.
 */
import type { RulingJson } from '../../../engine/case/ruling';
import { standardMap } from '../../../engine/map/standardMap';
import { POWER_NAMES, type Power } from '../../../engine/map/types';
import { placeName } from '../../../engine/trace/describe';
import { OUTCOME_CODE_WORDS } from '../../../engine/trace/vocabulary';
import type { Goal, GoalFact, OrderKind } from './goalSchema';

export type { Goal, GoalFact } from './goalSchema';

/** What a fact is checked against: the ruling, the units before it, and which lines are the reader's. */
export interface GoalContext {
  json: RulingJson;
  /** Every unit before the phase, dislodged ones included, as "FRA A par". */
  before: readonly string[];
  /** Is this 1-based line of the combined orders text one the reader wrote? */
  isReaderLine: (line: number) => boolean;
}

const loc = (u: string) => u.split(' ')[2];
const sameUnit = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

export function factHolds(f: GoalFact, c: GoalContext): boolean {
  const after = new Set(c.json.units);
  if ('endsIn' in f) {
    const [power, type] = f.unit.split(' ');
    return after.has(`${power} ${type} ${f.endsIn}`);
  }
  if ('outcome' in f) return c.json.orders.some((o) => o.outcome === f.outcome && sameUnit(o.power && o.unit ? `${o.power} ${o.unit}` : null, f.unit));
  if ('ordered' in f) {
    return c.json.orders.some(
      (o) => o.line !== null && c.isReaderLine(o.line) && o.kind === f.ordered && o.outcome !== 'not-followed' && sameUnit(o.power && o.unit ? `${o.power} ${o.unit}` : null, f.unit),
    );
  }
  if ('dislodged' in f) return c.json.dislodged.some((d) => sameUnit(d.unit, f.dislodged));
  if ('built' in f) return after.has(f.built) && !c.before.includes(f.built);
  return c.before.includes(f.disbanded) && !after.has(f.disbanded);
}

const KIND_WORDS: Record<OrderKind, string> = {
  hold: 'a hold order',
  move: 'a move order',
  support: 'a support order',
  convoy: 'a convoy order',
  retreat: 'a retreat order',
  disband: 'a disband order',
  build: 'a build order',
};

/** "the French army in Paris". */
export function unitWords(u: string): string {
  const [power, type, at] = u.split(' ');
  const adjective: Record<string, string> = { AUS: 'Austrian', ENG: 'English', FRA: 'French', GER: 'German', ITA: 'Italian', RUS: 'Russian', TUR: 'Turkish' };
  return `the ${adjective[power] ?? POWER_NAMES[power as Power]} ${type === 'A' ? 'army' : 'fleet'} in ${placeName(standardMap, at)}`;
}

/** The fact in words, for the goal line of the lesson. */
export function factText(f: GoalFact): string {
  if ('endsIn' in f) return loc(f.unit) === f.endsIn ? `${unitWords(f.unit)} is still there at the end` : `${unitWords(f.unit)} ends in ${placeName(standardMap, f.endsIn)}`;
  // The row's word, from the site's vocabulary ("convoy stands", not the CLI's "available").
  if ('outcome' in f) return `the order of ${unitWords(f.unit)} is ruled “${Object.hasOwn(OUTCOME_CODE_WORDS, f.outcome) ? OUTCOME_CODE_WORDS[f.outcome] : f.outcome}”`;
  if ('ordered' in f) return `you give ${unitWords(f.unit)} ${KIND_WORDS[f.ordered]}, and it is followed`;
  if ('dislodged' in f) return `${unitWords(f.dislodged)} is dislodged`;
  if ('built' in f) {
    const [power, type, at] = f.built.split(' ');
    return `a ${POWER_NAMES[power as Power]} ${type === 'A' ? 'army' : 'fleet'} is built in ${placeName(standardMap, at)}`;
  }
  return `${unitWords(f.disbanded)} is disbanded`;
}

/** A stable id for a goal, for the `data-goal` contract: its facts in the data's own notation. */
export function goalId(goal: Goal): string {
  return goal
    .map((f) => {
      if ('endsIn' in f) return `${f.unit} ends in ${f.endsIn}`;
      if ('outcome' in f) return `${f.unit} ${f.outcome}`;
      if ('ordered' in f) return `${f.unit} ordered ${f.ordered}`;
      if ('dislodged' in f) return `dislodged ${f.dislodged}`;
      if ('built' in f) return `built ${f.built}`;
      return `disbanded ${f.disbanded}`;
    })
    .join('; ');
}
