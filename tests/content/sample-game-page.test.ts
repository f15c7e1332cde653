import { describe, expect, it } from 'vitest';
import { phaseLabel } from '../../engine/game/position';
import { sampleGame } from '../../src/lib/sampleGame';

/** The sample game walkthrough (content/rulebook/sample-game.mdx): the build makes the same checks. */
describe('the 2008 sample game, phase by phase', () => {
  const game = sampleGame();

  it('runs from Spring 1901 to the Fall 1902 adjustments, one board per phase', () => {
    expect(game.phases.map((p) => p.label)).toEqual([
      'Spring 1901 movement',
      'Fall 1901 movement',
      'Fall 1901 adjustment',
      'Spring 1902 movement',
      'Fall 1902 movement',
      'Fall 1902 retreat',
      'Fall 1902 adjustment',
    ]);
    expect(phaseLabel(game.final)).toBe('Spring 1903 movement');
  });

  it('each board is its phase, with a row for every order line', () => {
    for (const p of game.phases) {
      expect(p.board.phase).toBe(p.position.phase);
      expect(p.board.rows.filter((r) => r.line !== null).length).toBe(p.board.parse.lines.length);
    }
  });

  it('Fall 1902: two units retreat, and Russia removes an army', () => {
    const retreat = game.phases[5].board;
    expect(retreat.rows.filter((r) => r.line !== null).map((r) => [r.unit, r.outcome])).toEqual([
      ['RUS A stp', 'succeeds'],
      ['FRA A bur', 'succeeds'],
    ]);
    const adjust = game.phases[6].board.rows.find((r) => r.unit === 'RUS A gal');
    expect(adjust?.outcome).toBe('succeeds');
  });
});
