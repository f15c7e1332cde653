import type { Power, ProvinceId } from '../map/types';
import { ALEXANDER_ENDGAMES, ALEXANDER_SCORING, type AlternateEndgames, type ScoringTable } from '../rules/alternateEndgames';
import type { RuleId } from '../rules/citations';
import type { Side } from '../rules/playerVariants';
import type { Position } from './position';

/** Who owned the centres once a year's Fall was reckoned. */
export interface YearEnd {
  year: number;
  centres: Readonly<Record<ProvinceId, Power>>;
}

export interface EndgameStatus {
  /** Years whose Fall has been reckoned. */
  yearsPlayed: number;
  /** Consecutive years, up to the last one played, in which no power gained a centre it did not control the year before. */
  quietYears: number;
  /** The first year at whose end an optional VII.3 rule would have ended the game in a draw, and which rule. */
  draw?: { year: number; rule: RuleId };
}

/**
 * The year ends in a line of play: the centres of each position that follows
 * a Fall reckoning (an adjustment phase, or the next Spring when nobody had
 * adjustments), once per year, in order.
 */
export function yearEnds(positions: readonly Position[]): YearEnd[] {
  const out: YearEnd[] = [];
  // The first position is the start: its centres are what the first year is compared with.
  for (const p of positions.slice(1)) {
    const year = p.phase === 'adjustment' ? p.year : p.season === 'spring' && p.phase === 'movement' ? p.year - 1 : undefined;
    if (year === undefined) continue;
    if (out.length > 0 && out[out.length - 1].year >= year) continue;
    out.push({ year, centres: p.centres });
  }
  return out;
}

/** Did some power gain a centre it did not control a year before? */
function gained(before: Readonly<Record<ProvinceId, Power>>, after: Readonly<Record<ProvinceId, Power>>): boolean {
  return Object.entries(after).some(([centre, owner]) => before[centre] !== owner);
}

/**
 * VII.3 counted over a game's year ends: seven years in a row without a
 * centre gained (VII.3.a), or thirty-five years without a victor (VII.3.b).
 * `start` is the ownership before the first year; a game with a winner
 * before either count is reached has no draw.
 */
export function endgameStatus(
  start: Readonly<Record<ProvinceId, Power>>,
  ends: readonly YearEnd[],
  winnerYear?: number,
  rules: AlternateEndgames = ALEXANDER_ENDGAMES,
): EndgameStatus {
  let quiet = 0;
  let before = start;
  let draw: EndgameStatus['draw'];
  ends.forEach((end, i) => {
    quiet = gained(before, end.centres) ? 0 : quiet + 1;
    before = end.centres;
    const decided = draw !== undefined || (winnerYear !== undefined && end.year >= winnerYear);
    if (decided) return;
    if (quiet >= rules.quietYears) draw = { year: end.year, rule: rules.cites.quiet };
    else if (i + 1 >= rules.gameYears) draw = { year: end.year, rule: rules.cites.long };
  });
  const status: EndgameStatus = { yearsPlayed: ends.length, quietYears: quiet };
  if (draw) status.draw = draw;
  return status;
}

export interface PlayerScore {
  side: Side;
  result: 'win' | 'draw' | 'loss';
  points: number;
}

/**
 * Table VII.4 for one game: the winner's side scores the win and every other
 * player the loss; in a draw, the players with a power still in the game share
 * an n-way draw and the eliminated ones lose. A side is a player (V.5).
 */
export function scoreGame(
  sides: readonly Side[],
  outcome: { winner: Power } | { draw: true; eliminated: readonly Power[] },
  table: ScoringTable = ALEXANDER_SCORING,
): PlayerScore[] {
  if ('winner' in outcome) {
    return sides.map((side) => (side.powers.includes(outcome.winner) ? { side, result: 'win', points: table.win } : { side, result: 'loss', points: table.loss }));
  }
  const alive = (side: Side) => side.powers.some((p) => !outcome.eliminated.includes(p));
  const n = sides.filter(alive).length;
  const drawPoints = n <= 1 ? table.win : (table.draw[n] ?? 0);
  return sides.map((side) => (alive(side) ? { side, result: n <= 1 ? 'win' : 'draw', points: drawPoints } : { side, result: 'loss', points: table.loss }));
}
