/**
 * The optional endings of Alexander VII.3 and the scores of VII.4 for the sandbox's line of play,
 * as the history panel shows them: plain data, worded for a reader whose table may or may not play
 * these rules. The counting is the engine's (engine/game/endgames.ts).
 */
import { endgameStatus, scoreGame, yearEnds, type EndgameStatus, type PlayerScore } from '../../../engine/game/endgames';
import { POWER_NAMES } from '../../../engine/map/types';
import { ALEXANDER_ENDGAMES } from '../../../engine/rules/alternateEndgames';
import { DEFAULT_VARIANT, PLAYER_VARIANTS, variantYear, type Side } from '../../../engine/rules/playerVariants';
import { variantPlay, type SandboxState } from './state';

export interface HistoryEndgame {
  status: EndgameStatus;
  /** One sentence on VII.3, starting "If your table plays VII.3". */
  draws: string;
  /** VII.4 for the result, once there is one (a win, or a VII.3 draw). */
  scores?: { player: string; result: PlayerScore['result']; points: number }[];
  /** What the scores are for, e.g. "a 5-way draw (VII.3.a)". */
  scoredAs?: string;
}

export const sideName = (side: Side) => side.powers.map((p) => POWER_NAMES[p]).join(', ');

export function historyEndgame(s: SandboxState): HistoryEndgame {
  const positions = s.nodes.map((n) => n.position);
  const play = variantPlay(s) ?? { variant: PLAYER_VARIANTS[DEFAULT_VARIANT] };
  const last = positions[positions.length - 1];
  const sides = variantYear(play, last.year).sides;
  const winnerAt = positions.find((p) => p.winner);
  const status = endgameStatus(positions[0].centres, yearEnds(positions), winnerAt?.year);
  const { quietYears, gameYears } = ALEXANDER_ENDGAMES;
  const out: HistoryEndgame = {
    status,
    draws: `If your table plays VII.3: ${status.quietYears} of ${quietYears} years in a row without a centre gained; ${status.yearsPlayed} of ${gameYears} game years played.`,
  };
  const rows = (scores: PlayerScore[]) => scores.map((x) => ({ player: sideName(x.side), result: x.result, points: x.points }));
  if (winnerAt?.winner) {
    out.scores = rows(scoreGame(sides, { winner: winnerAt.winner }));
    out.scoredAs = 'a win';
    out.draws = `The game was won in ${winnerAt.year}, so no VII.3 draw applies.`;
    return out;
  }
  if (status.draw) {
    const why = status.draw.rule === ALEXANDER_ENDGAMES.cites.quiet ? `${quietYears} years in a row without a centre gained` : `${gameYears} game years without a victor`;
    const after = positions.find((p) => p.year > status.draw!.year || (p.year === status.draw!.year && p.phase === 'adjustment')) ?? last;
    const scores = scoreGame(sides, { draw: true, eliminated: after.eliminated });
    const n = scores.filter((x) => x.result === 'draw').length;
    out.draws = `If your table plays VII.3, the game ended in a draw at the end of ${status.draw.year}: ${why} (${status.draw.rule.replace('alexander:', '')}). Play on if it does not.`;
    out.scores = rows(scores);
    out.scoredAs = n > 1 ? `a ${n}-way draw` : 'a win (the only player left)';
  }
  return out;
}
