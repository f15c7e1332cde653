/**
 * A drill: a board and its orders, where the reader says what happens to each unit before the
 * ruling is shown. What is asked of a unit depends on its order (a move moves or fails, a support is
 * given or cut, a convoy brings its army or not), and any unit may be dislodged.
 */
import type { BoardInput, PhaseBoardInput, PhaseBoardRuling } from '../boardRuling';
import type { MovementResult } from '../../../engine/resolve/types';
import type { MovementOrder } from '../../../engine/orders/types';
import { provinceOf } from '../../../engine/map/types';

/** The levels, in the lessons' order: a round at one level draws drills of that level. */
export const LEVELS = [
  { id: 1, title: 'Moves and standoffs' },
  { id: 2, title: 'Support and cuts' },
  { id: 3, title: 'Convoys' },
  { id: 4, title: 'Retreats and builds' },
  { id: 5, title: 'Coasts' },
  { id: 6, title: 'Paradoxes' },
] as const;
export type Level = (typeof LEVELS)[number]['id'];

export interface DrillSpec {
  /** The link's id: a DATC case (`6.C.3`), `diagram-21`, or a scenario's id (`alexander/pandin-london`). */
  id: string;
  title: string;
  /** Where it comes from, as a reader knows it: "DATC 6.C.3", "2008 rulebook, diagram 21". */
  source: string;
  /** The page that explains it. */
  href: string;
  level: Level;
  /** The board: a movement's units and orders as written, or a retreat or adjustment phase's position and orders; its rule set (and variant). */
  input: BoardInput | PhaseBoardInput;
  /** The rule sets that rule some unit otherwise: the drill asks under `input.rules` and says so. */
  dependsOnRules?: string[];
}

export type Answer = 'moves' | 'fails' | 'holds' | 'given' | 'cut' | 'arrives' | 'stopped' | 'dislodged' | 'retreats' | 'disbanded' | 'stays' | 'removed' | 'built' | 'not-built';

/** What is asked of a unit: by its movement order's kind, or in a retreat or adjustment phase what comes of it. */
export type QuestionKind = MovementOrder['kind'] | 'retreat' | 'keep' | 'build';

/** A movement drill's board, as against a retreat or adjustment phase's. */
export const isMovement = (input: BoardInput | PhaseBoardInput): input is BoardInput => !('position' in input);

/** What a reader may say of a unit, by its order's kind, in the words the drill shows. */
export const CHOICES: Record<QuestionKind, { answer: Answer; label: string }[]> = {
  move: [
    { answer: 'moves', label: 'Moves' },
    { answer: 'fails', label: 'Fails, stays' },
    { answer: 'dislodged', label: 'Fails, is dislodged' },
  ],
  hold: [
    { answer: 'holds', label: 'Stays' },
    { answer: 'dislodged', label: 'Is dislodged' },
  ],
  support: [
    { answer: 'given', label: 'Support given' },
    { answer: 'cut', label: 'Support cut or void' },
    { answer: 'dislodged', label: 'Is dislodged' },
  ],
  convoy: [
    { answer: 'arrives', label: 'The army arrives' },
    { answer: 'stopped', label: 'The army does not arrive' },
    { answer: 'dislodged', label: 'Is dislodged' },
  ],
  retreat: [
    { answer: 'retreats', label: 'Retreats' },
    { answer: 'disbanded', label: 'Is disbanded' },
  ],
  keep: [
    { answer: 'stays', label: 'Stays on the board' },
    { answer: 'removed', label: 'Is removed' },
  ],
  build: [
    { answer: 'built', label: 'Is built' },
    { answer: 'not-built', label: 'Is not built' },
  ],
};

export const ANSWER_WORDS: Record<Answer, string> = {
  moves: 'moves',
  fails: 'fails and stays',
  holds: 'stays',
  given: 'gives its support',
  cut: 'gives no support (cut or void)',
  arrives: 'brings its army',
  stopped: 'does not bring its army',
  dislodged: 'is dislodged',
  retreats: 'retreats',
  disbanded: 'is disbanded',
  stays: 'stays on the board',
  removed: 'is removed',
  built: 'is built',
  'not-built': 'is not built',
};

/** One unit to predict: `ENG F lon`, its order as the drill shows it, and the right answer. */
export interface Question {
  /** The question's own key: the unit, or for a build `build ENG F lon`. */
  key: string;
  unit: string;
  kind: QuestionKind;
  /** A movement: the result's index in the ruling, for its row and its steps. */
  index: number;
  answer: Answer;
}

const keyOf = (o: MovementOrder) => `${o.power} ${o.unit} ${o.at}`;

/**
 * The questions of a ruled movement: one per unit, for the order it was given as written (an
 * illegal one too: the reader predicts what comes of what was written), or its hold when it had none.
 */
export function questionsOf(result: MovementResult): Question[] {
  const dislodged = new Set(result.dislodged.map((d) => `${d.unit.power} ${d.unit.type} ${provinceOf(d.unit.loc)}`));
  const byUnit = new Map<string, number>();
  result.orders.forEach((r, i) => {
    const key = keyOf(r.order);
    const had = byUnit.get(key);
    // The written order, not the hold that replaced an illegal one.
    if (had === undefined || (result.orders[had]!.implicit && !r.implicit)) byUnit.set(key, i);
  });
  return [...byUnit.entries()].map(([unit, index]) => {
    const r = result.orders[index]!;
    const o = r.order;
    const out = (answer: Answer): Question => ({ key: unit, unit, kind: o.kind, index, answer });
    if (dislodged.has(`${o.power} ${o.unit} ${provinceOf(o.at)}`)) return out('dislodged');
    switch (o.kind) {
      case 'move':
        return out(r.outcome === 'succeeds' ? 'moves' : 'fails');
      case 'support':
        return out(r.outcome === 'given' ? 'given' : 'cut');
      case 'convoy': {
        const arrived = result.orders.some((x) => x.order.kind === 'move' && provinceOf(x.order.at) === o.army && provinceOf(x.order.to) === o.to && x.outcome === 'succeeds');
        return out(r.outcome !== 'illegal' && arrived ? 'arrives' : 'stopped');
      }
      default:
        return out('holds');
    }
  });
}

/**
 * The questions of a retreat or adjustment phase: each dislodged unit retreats or is disbanded;
 * each unit on the board in an adjustment stays or is removed (by order or by civil disorder);
 * each build ordered is built or not.
 */
export function phaseQuestionsOf(board: PhaseBoardRuling): Question[] {
  const p = board.input.position;
  const key = (u: { power: string; type: string; loc: string }) => `${u.power} ${u.type} ${u.loc}`;
  const results = board.ruling.ruled.results;
  const done = (kind: string, unit: string) => results.some((r) => r.order.kind === kind && 'at' in r.order && `${r.order.power} ${r.order.unit} ${r.order.at}` === unit && r.outcome === 'succeeds');
  if (p.phase === 'retreat') {
    return p.dislodged.map((d) => {
      const unit = key(d.unit);
      return { key: unit, unit, kind: 'retreat', index: -1, answer: done('retreat', unit) ? 'retreats' : 'disbanded' };
    });
  }
  const keeps = p.units.map((u): Question => {
    const unit = key(u);
    return { key: unit, unit, kind: 'keep', index: -1, answer: done('disband', unit) ? 'removed' : 'stays' };
  });
  // Every build written, a refused one too (the rows keep the lines the reader did not follow).
  const builds = [...new Set(board.rows.filter((r) => r.kind === 'build' && r.unit).map((r) => r.unit!))].map(
    (unit): Question => ({ key: `build ${unit}`, unit, kind: 'build', index: -1, answer: done('build', unit) ? 'built' : 'not-built' }),
  );
  return [...keeps, ...builds];
}
