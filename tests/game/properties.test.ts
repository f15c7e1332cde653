import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPosition } from '../../engine/game/nextPosition';
import { POWERS } from '../../engine/map/types';
import { gameSeed as games } from '../properties/arbitraries';
import { gameStaysWellFormed } from '../properties/games';
import { playOut } from './randomGame';

// Whole random games, phase after phase, under both rule sets.

describe('whole-game properties', () => {
  it('nextPosition is deterministic', () => {
    fc.assert(
      fc.property(games, ({ seed, rules }) => {
        const { positions, orders, steps } = playOut(seed, rules);
        orders.forEach((o, i) => expect(nextPosition(positions[i], o, rules)).toEqual(steps[i]));
      }),
      { numRuns: 40 },
    );
  });

  it('never leaves two units in one province, and keeps every position well formed', () => {
    fc.assert(gameStaysWellFormed, { numRuns: 60 });
  });

  it('leaves no power with more units than centres after an adjustment phase', () => {
    fc.assert(
      fc.property(games, ({ seed, rules }) => {
        const { positions, steps } = playOut(seed, rules);
        steps.forEach((step, i) => {
          if (step.ruling.phase !== 'adjustment') return;
          const after = positions[i + 1];
          for (const power of POWERS) {
            const units = after.units.filter((u) => u.power === power).length;
            const centres = Object.values(after.centres).filter((o) => o === power).length;
            expect(units, power).toBeLessThanOrEqual(centres);
          }
        });
      }),
      { numRuns: 60 },
    );
  });
});
