/**
 * A game file (the CLI's `--game` input; the 2008 rulebook's sample game by default,
 * tests/game/sample-game-2008.json), phase by phase for a walkthrough page: each phase's board is
 * ruled as a live board rules it (src/lib/boardRuling.ts) and the game moves on with the engine's
 * phase machine. The walk is checked twice at build time: against the CLI's own replay, phase by
 * phase, and against the final board the file states. Node only (it reads the file).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayGame } from '../../engine/replay/gameReplay';
import { nextPosition } from '../../engine/game/nextPosition';
import { phaseLabel, startingPosition, type Position } from '../../engine/game/position';
import { positionFromJson } from '../../engine/game/serialize';
import { insurrectionSentences } from './seasonEnd';
import { standardMap } from '../../engine/map/standardMap';
import { unitKey } from '../../engine/map/types';
import type { RuleSetId } from '../../engine/rules/ruleSet';
import { ruleBoard, type AnyBoardRuling } from './boardRuling';
import { boardRevivals } from './boardRevivals';
import { rulePhaseBoard } from './phaseBoardRuling';

export const SAMPLE_GAME_FILE = join(process.cwd(), 'tests', 'game', 'sample-game-2008.json');

export interface SamplePhase {
  label: string;
  position: Position;
  board: AnyBoardRuling;
  /** What the end of the season settled after this phase (CalsMUN's insurrections), in sentences. */
  seasonEnd: string[];
}

export interface SampleGame {
  rules: RuleSetId;
  phases: SamplePhase[];
  /** The position after the last phase. */
  final: Position;
}

export function sampleGame(file: string = SAMPLE_GAME_FILE): SampleGame {
  const raw = readFileSync(file, 'utf8');
  const game = JSON.parse(raw) as { rules: RuleSetId; start?: 'standard' | object; phases: { phase: string; orders: string }[]; final: { units: string[] } };
  const replay = replayGame(raw, standardMap, game.rules);
  const problems: string[] = [...(replay.final_differences ?? [])];
  let position = game.start === undefined || game.start === 'standard' ? startingPosition(standardMap, game.rules) : positionFromJson(game.start, standardMap);
  const phases: SamplePhase[] = game.phases.map((entry, n) => {
    const label = phaseLabel(position);
    if (label.toLowerCase() !== entry.phase.toLowerCase()) problems.push(`phase ${n + 1} is labelled ${entry.phase}, but the game is at ${label}`);
    const board =
      position.phase === 'movement'
        ? ruleBoard({ units: position.units, centres: position.centres, text: entry.orders, rules: game.rules, eliminated: position.eliminated }, boardRevivals)
        : rulePhaseBoard({ position, text: entry.orders, rules: game.rules });
    // The board must rule each line as the CLI's replay does.
    const mine = board.rows.filter((r) => r.line !== null).map((r) => r.outcome);
    const cli = replay.phases[n].orders.filter((o) => o.line !== null).map((o) => o.outcome);
    if (JSON.stringify(mine) !== JSON.stringify(cli)) problems.push(`${label}: the board rules ${mine.join(', ')}; the CLI's replay ${cli.join(', ')}`);
    const next = nextPosition(position, board.parse.given, game.rules);
    const step = { label, position, board, seasonEnd: insurrectionSentences(next) };
    position = next.position;
    return step;
  });
  const got = position.units.map(unitKey).sort().join(', ');
  if (got !== [...game.final.units].sort().join(', ')) problems.push(`the game ends with ${got}, not the final board the file states`);
  if (problems.length) throw new Error(`The sample game (${file}) does not replay as written:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return { rules: game.rules, phases, final: position };
}
