import type { RuleId } from './citations';

/**
 * Alexander VII.3 and VII.4: optional ways to end a game without a winner,
 * and the points a player scores for the result. Tables choose to play them;
 * the engine only reports when they would apply.
 */
export interface AlternateEndgames {
  /** VII.3.a: this many consecutive years without any power gaining a centre end the game in a draw. */
  quietYears: number;
  /** VII.3.b: this many game years without a victor end the game in a draw. */
  gameYears: number;
  cites: { quiet: RuleId; long: RuleId; scoring: RuleId };
}

export const ALEXANDER_ENDGAMES: AlternateEndgames = {
  quietYears: 7,
  gameYears: 35,
  cites: { quiet: 'alexander:VII.3.a', long: 'alexander:VII.3.b', scoring: 'alexander:VII.4' },
};

/** Table VII.4: points for a win, for an n-way draw (by n), and for a loss. */
export interface ScoringTable {
  win: number;
  draw: Readonly<Record<number, number>>;
  loss: number;
}

export const ALEXANDER_SCORING: ScoringTable = {
  win: 360,
  draw: { 2: 150, 3: 80, 4: 45, 5: 24, 6: 10, 7: 0 },
  loss: -60,
};
