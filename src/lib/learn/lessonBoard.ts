/**
 * What a lesson's board draws for a ruling, in each phase, and the part of the map it frames: the
 * sandbox's drawing (board/model.ts), focused on the lesson's units and where they go.
 */
import { standardMap } from '../../../engine/map/standardMap';
import { retreatOptions } from '../../../engine/resolve/retreats';
import { ruleSet } from '../../../engine/rules';
import { boardModel, phaseBoardModel, type BoardModel } from '../board/model';
import { focusBox, type Box } from '../board/viewports';
import type { Lesson } from './lesson';
import { positionOf } from './lessonPosition';
import type { LessonRuling } from './lessonRuling';

/** Units and marks a little larger than on the rule pages' whole-map boards. */
const K = 1.3;

export function lessonBoardModel(lesson: Lesson, r: LessonRuling | undefined): BoardModel {
  const p = positionOf(lesson);
  if (p.phase === 'movement') {
    const result = r?.ruling.ruled.movement?.result;
    return boardModel(p.units, result ? result.orders.map((o) => o.order) : [], result, p.centres, K, Boolean(result));
  }
  const situation = { units: p.units, dislodged: p.dislodged, standoffs: p.standoffs };
  const dislodged = p.dislodged.map((d) => ({ unit: d.unit, attackerFrom: d.attackerFrom, retreats: retreatOptions(standardMap, situation, d, ruleSet(lesson.rules)) }));
  const results = (r?.ruling.ruled.results ?? []).map((x) => ({ order: x.order as never, outcome: x.outcome, implicit: x.implicit }));
  const lines = r ? r.ruling.json.orders.map((o) => `${o.power} ${o.text || o.unit}: ${o.outcome}`) : [];
  return phaseBoardModel(p.phase, p.units, dislodged, results, lines, p.centres, K);
}

/** The lesson's part of the map: its units, the dislodged ones, and every province its goal names. */
export function lessonBox(lesson: Lesson): Box {
  const p = lesson.position;
  const locs = [...p.units, ...p.dislodged.map((d) => d.unit)].map((u) => u.split(' ')[2]);
  for (const f of lesson.goal) if ('endsIn' in f) locs.push(f.endsIn);
  // Builds and disbands happen in home centres: frame the centres the reader's power owns too.
  if (p.phase === 'adjustment') locs.push(...(p.centres[lesson.plays] ?? []));
  return focusBox('auto', locs);
}
