import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPosition, type NextStep } from '../../engine/game/nextPosition';
import type { Position } from '../../engine/game/position';
import { parsePosition, stringifyPosition } from '../../engine/game/serialize';
import { standardMap as map } from '../../engine/map/standardMap';
import { POWERS, provinceOf } from '../../engine/map/types';
import type { Order } from '../../engine/orders/types';
import { ruleSet } from '../../engine/rules';
import { randomGame, randomOrders } from './randomGame';

// Whole random games, phase after phase, under both rule sets.
const games = fc.record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), rules: fc.constantFrom('alexander', 'datc') });
const PHASES = 12;

function playOut(seed: number, rulesId: string): { positions: Position[]; orders: Order[][]; steps: NextStep[] } {
  const rules = ruleSet(rulesId);
  const game = randomGame(map, seed);
  const positions = [game.start];
  const orders: Order[][] = [];
  const steps: NextStep[] = [];
  for (let i = 0; i < PHASES; i++) {
    const position = positions[positions.length - 1];
    if (position.winner) break;
    const given = i === 0 && game.firstOrders ? game.firstOrders : randomOrders(map, position, rules, game.random);
    const step = nextPosition(position, given, rules);
    orders.push(given);
    steps.push(step);
    positions.push(step.position);
  }
  return { positions, orders, steps };
}

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
    fc.assert(
      fc.property(games, ({ seed, rules }) => {
        for (const p of playOut(seed, rules).positions) {
          const provinces = p.units.map((u) => provinceOf(u.loc));
          expect(new Set(provinces).size).toBe(provinces.length);
          expect(p.units.length).toBeLessThanOrEqual(34);
          for (const c of Object.keys(p.centres)) expect(map.province(c)?.supplyCentre).toBe(true);
          if (p.phase !== 'retreat') expect(p.dislodged).toEqual([]);
          // Every dislodged unit's province is held by the unit that dislodged it.
          for (const d of p.dislodged) expect(provinces).toContain(provinceOf(d.unit.loc));
          if (p.phase === 'adjustment') expect(p.season).toBe('fall');
          // A position survives the trip through JSON unchanged.
          expect(parsePosition(stringifyPosition(p))).toEqual(p);
        }
      }),
      { numRuns: 60 },
    );
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
