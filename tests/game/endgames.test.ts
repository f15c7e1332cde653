import { describe, expect, it } from 'vitest';
import { endgameStatus, scoreGame, yearEnds, type YearEnd } from '../../engine/game/endgames';
import { homeOwnership, startingPosition, type Position } from '../../engine/game/position';
import { standardMap as map } from '../../engine/map/standardMap';
import type { Power, ProvinceId } from '../../engine/map/types';
import { ALEXANDER_SCORING } from '../../engine/rules/alternateEndgames';
import { PLAYER_VARIANTS } from '../../engine/rules/playerVariants';

const home = homeOwnership(map);
const withOwner = (base: Readonly<Record<ProvinceId, Power>>, centre: ProvinceId, owner: Power) => ({ ...base, [centre]: owner });
/** Year ends from 1901: `changes[i]` is the centre gained at the end of year 1901 + i, or null for a quiet year. */
function history(changes: ([ProvinceId, Power] | null)[]): YearEnd[] {
  let centres: Record<ProvinceId, Power> = home;
  return changes.map((c, i) => {
    if (c) centres = withOwner(centres, c[0], c[1]);
    return { year: 1901 + i, centres };
  });
}

describe('VII.3 draws, counted over the Fall ownerships', () => {
  it('counts quiet years in a row and resets at a gain', () => {
    const s = endgameStatus(home, history([['bel', 'FRA'], null, null, ['hol', 'GER'], null, null]));
    expect(s).toEqual({ yearsPlayed: 6, quietYears: 2 });
  });

  it('a centre changing hands is a gain, even when the counts stay the same', () => {
    const ends = history([['bel', 'FRA'], ['bel', 'GER']]);
    expect(endgameStatus(home, ends).quietYears).toBe(0);
  });

  it('draws after seven quiet years (VII.3.a), in the seventh', () => {
    const s = endgameStatus(home, history([['bel', 'FRA'], null, null, null, null, null, null, null, null]));
    expect(s.draw).toEqual({ year: 1908, rule: 'alexander:VII.3.a' });
    expect(s.quietYears).toBe(8);
  });

  it('draws after thirty-five years without a victor (VII.3.b)', () => {
    // Belgium changes hands every year, so no year is quiet.
    const gains = Array.from({ length: 35 }, (_, i): [ProvinceId, Power] => ['bel', i % 2 ? 'FRA' : 'GER']);
    const s = endgameStatus(home, history(gains));
    expect(s.draw).toEqual({ year: 1935, rule: 'alexander:VII.3.b' });
    expect(endgameStatus(home, history(gains.slice(0, 34))).draw).toBeUndefined();
  });

  it('no draw once a power has won', () => {
    const s = endgameStatus(home, history([['bel', 'FRA'], null, null, null, null, null, null, null]), 1902);
    expect(s.draw).toBeUndefined();
  });

  it('reads the year ends off a line of play: adjustment phases, or the next Spring', () => {
    const start = startingPosition(map);
    const at = (season: 'spring' | 'fall', year: number, phase: Position['phase'], centres = home): Position => ({ ...start, season, year, phase, centres });
    const line = [
      at('spring', 1901, 'movement'),
      at('fall', 1901, 'movement'),
      at('fall', 1901, 'adjustment', withOwner(home, 'bel', 'FRA')),
      at('spring', 1902, 'movement', withOwner(home, 'bel', 'FRA')),
      at('fall', 1902, 'movement'),
      at('spring', 1903, 'movement', withOwner(home, 'bel', 'FRA')),
    ];
    expect(yearEnds(line).map((e) => [e.year, e.centres.bel ?? null])).toEqual([
      [1901, 'FRA'],
      [1902, 'FRA'],
    ]);
  });
});

describe('VII.4 scoring', () => {
  const seven = PLAYER_VARIANTS.seven.sides;
  it('scores +360 for the win and -60 for every loss', () => {
    const scores = scoreGame(seven, { winner: 'TUR' });
    expect(scores.map((s) => [s.side.id, s.points])).toEqual([
      ['aus', -60], ['eng', -60], ['fra', -60], ['ger', -60], ['ita', -60], ['rus', -60], ['tur', 360],
    ]);
  });

  it('shares a draw among the players still in the game, by size', () => {
    const scores = scoreGame(seven, { draw: true, eliminated: ['AUS', 'ITA'] });
    expect(scores.filter((s) => s.result === 'draw').map((s) => s.points)).toEqual([24, 24, 24, 24, 24]);
    expect(scores.filter((s) => s.result === 'loss').map((s) => s.side.id)).toEqual(['aus', 'ita']);
    expect(ALEXANDER_SCORING.draw[7]).toBe(0);
  });

  it('scores a player of several powers once, by the side (V.5)', () => {
    const two = PLAYER_VARIANTS.two.sides;
    expect(scoreGame(two, { winner: 'FRA' }).map((s) => [s.side.id, s.points])).toEqual([['entente', 360], ['central', -60]]);
    expect(scoreGame(two, { draw: true, eliminated: ['TUR'] }).map((s) => s.points)).toEqual([150, 150]);
  });
});
