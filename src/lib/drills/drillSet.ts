/**
 * Every drill the site has, built from the boards it already publishes: each DATC case's movement
 * (a retreat case's first phase is its movement), each rulebook diagram, and the paradox lab's own
 * cases, each ruled as its page rules it, so a drill's answer is the board's. Node only (it reads
 * the case files and scenarios); used at build time and by the tests.
 */
import { datcEntries, datcSections, datcAnchor, sectionPage } from '../datcCases';
import { labBoards, scenarioAnchor } from '../lab/labBoards';
import { checkedPhases, checkedRuling, isSingleMovement } from '../scenario/rule';
import { listScenarioIds, loadScenario } from '../scenario/load';
import { publishedBoard, publishedPhase } from '../scenario/publish';
import type { Scenario } from '../scenario/schema';
import type { BoardInput, PhaseBoardInput } from '../boardRuling';
import type { DrillSpec, Level } from './drill';
import { ruleDrill } from './ruleDrill';
import { loadLessons } from '../learn/loadLessons';
import { positionOf } from '../learn/lessonPosition';
import { POWER_NAMES } from '../../../engine/map/types';
import { RULE_SET_IDS } from '../../../engine/rules';

/** A scenario's first phase, as its page publishes it: a movement, or a retreat or adjustment phase given as a position. */
function firstInput(s: Scenario): BoardInput | PhaseBoardInput | undefined {
  if (isSingleMovement(s)) return publishedBoard(checkedRuling(s)).input;
  const first = checkedPhases(s)[0];
  return first ? publishedPhase(s, first).input : undefined;
}

/** Only a movement: a diagram or a lab case that starts with one. */
function movementInput(s: Scenario): BoardInput | undefined {
  const input = firstInput(s);
  return input && !('position' in input) ? input : undefined;
}

/** A DATC section's level, in the lessons' order; the paradox cases of 6.F are paradoxes. */
function datcLevel(id: string, note: string): Level {
  const section = id.split('.')[1];
  if (section === 'F' && /paradox|Szykman/i.test(note)) return 6;
  return ({ A: 1, B: 5, C: 1, D: 2, E: 2, F: 3, G: 3, H: 4, I: 4, J: 4 } as Record<string, Level>)[section!] ?? 2;
}

/** A board's level from its orders: convoys, supports, or plain moves. */
function ordersLevel(input: BoardInput | PhaseBoardInput): Level {
  if (/\bC\b|convoy/i.test(input.text)) return 3;
  if (/\bS\b|support/i.test(input.text)) return 2;
  return 1;
}

export function datcDrills(): DrillSpec[] {
  return datcSections().flatMap((section) =>
    datcEntries(section).flatMap((e): DrillSpec[] => {
      const input = firstInput(e.scenario);
      if (!input) return [];
      return [{ id: e.case.id, title: e.case.title, source: `DATC ${e.case.id}`, href: `${sectionPage(section)}#${datcAnchor(e.case.id)}`, level: datcLevel(e.case.id, `${e.case.title} ${e.case.note ?? ''}`), input }];
    }),
  );
}

export function diagramDrills(): DrillSpec[] {
  return listScenarioIds()
    .filter((id) => id.startsWith('rulebook-2008/diagram-'))
    .flatMap((id): DrillSpec[] => {
      const s = loadScenario(id);
      const input = movementInput(s);
      const n = Number(id.split('-').pop());
      if (!input) return [];
      return [{ id: `diagram-${n}`, title: s.title, source: `2008 rulebook, diagram ${n}`, href: `/rulebook/diagrams/#diagram-${n}`, level: ordersLevel(input), input }];
    })
    .sort((a, b) => Number(a.id.split('-')[1]) - Number(b.id.split('-')[1]));
}

export function labDrills(seen: ReadonlySet<string>): DrillSpec[] {
  return labBoards().flatMap((b): DrillSpec[] => {
    const id = b.prefix ?? b.scenario.id;
    if (seen.has(id)) return [];
    const input = movementInput(b.scenario);
    if (!input) return [];
    return [{ id, title: b.scenario.title, source: 'The paradox lab', href: `/paradoxes/#${scenarioAnchor(b.scenario.id)}`, level: 6, input }];
  });
}

/** The answers a board's questions get under a rule set, in the board's unit order. */
function answersUnder(input: BoardInput | PhaseBoardInput): string {
  return ruleDrill(input)
    .questions.map((q) => `${q.key}:${q.answer}`)
    .sort()
    .join();
}

/**
 * The other rule sets under which some unit of the drill fares otherwise, all of them as the
 * paradox lab compares them: the drill asks under its own and says which others would answer
 * differently.
 */
function withRuleSets(d: DrillSpec): DrillSpec {
  if (d.input.game) return d;
  const own = answersUnder(d.input);
  const others = RULE_SET_IDS.filter((r) => r !== d.input.rules && answersUnder({ ...d.input, rules: r }) !== own);
  return others.length ? { ...d, dependsOnRules: others } : d;
}

/** Each lesson's topic as a drill level. */
const LESSON_LEVEL: Record<string, Level> = {
  'the-board': 1, moves: 1, standoffs: 1, support: 2, 'cutting-support': 2, dislodgement: 2, retreats: 4, convoys: 3,
  'beleaguered-garrison': 2, 'circular-movement': 2, 'head-to-head': 2, builds: 4, disbands: 4,
  'first-order-paradox': 6, 'second-order-paradox': 6, 'pandins-paradox': 6,
};

/** Each lesson's board with the orders of its solution: what the reader wrote, asked of every unit. */
export function lessonDrills(): DrillSpec[] {
  return loadLessons().map((l, i): DrillSpec => {
    const position = positionOf(l);
    // The solution under the reader's power's heading, then the others' fixed orders: a board has no reader.
    const given = Object.entries(l.given).map(([p, lines]) => `${POWER_NAMES[p as keyof typeof POWER_NAMES]}:\n${lines.join('\n')}`);
    const text = [`${POWER_NAMES[l.plays]}:\n${l.solution.trim()}`, ...given].join('\n\n');
    const input: BoardInput | PhaseBoardInput = position.phase === 'movement' ? { units: position.units, centres: position.centres, text, rules: l.rules } : { position, text, rules: l.rules };
    return { id: `lesson/${l.id}`, title: l.title, source: `Lesson ${i + 1}`, href: `/learn/${l.id}/`, level: LESSON_LEVEL[l.id] ?? 2, input };
  });
}

/** Every drill, easiest level first, each level in the site's own order. */
export function allDrills(): DrillSpec[] {
  const datc = datcDrills();
  const diagrams = diagramDrills();
  const lab = labDrills(new Set(datc.map((d) => d.id)));
  return [...lessonDrills(), ...diagrams, ...datc, ...lab].sort((a, b) => a.level - b.level).map(withRuleSets);
}
