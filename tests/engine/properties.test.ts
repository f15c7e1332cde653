import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPhase, seeded } from '../../bench/randomPosition';
import { standardMap } from '../../engine/map/standardMap';
import { provinceOf, unitKey } from '../../engine/map/types';
import { orderPhraseKey } from './orderKey';
import { adjudicate } from '../../engine/resolve';

// Properties of any movement ruling, over seeded random mid-game positions
// where every unit has a plausible order (moves, supports, convoys).
const phase = fc
  .record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), size: fc.integer({ min: 2, max: 34 }) })
  .map(({ seed, size }) => ({ seed, ...randomPhase(standardMap, seeded(seed), size) }));
const rulesId = fc.constantFrom('alexander', 'datc');

describe('movement adjudication properties', () => {
  it('is deterministic', () => {
    fc.assert(
      fc.property(phase, rulesId, ({ units, orders }, rules) => {
        expect(adjudicate({ units }, orders, { rules })).toEqual(adjudicate({ units }, orders, { rules }));
      }),
      { numRuns: 150 },
    );
  });

  it('does not depend on the order in which units and orders are listed', () => {
    fc.assert(
      fc.property(phase, rulesId, fc.integer(), ({ units, orders }, rules, shuffleSeed) => {
        const random = seeded(shuffleSeed);
        const shuffled = <T>(xs: T[]) => xs.map((x) => [random(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);
        const a = adjudicate({ units }, orders, { rules });
        const b = adjudicate({ units: shuffled(units) }, shuffled(orders), { rules });
        const outcomes = (r: typeof a) => new Map(r.orders.map((o) => [orderPhraseKey(o.order), o.outcome]));
        expect(outcomes(b)).toEqual(outcomes(a));
        expect(b.units.map(unitKey).sort()).toEqual(a.units.map(unitKey).sort());
        expect(b.dislodged.map((d) => unitKey(d.unit)).sort()).toEqual(a.dislodged.map((d) => unitKey(d.unit)).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('never puts two units in one province, and conserves units', () => {
    fc.assert(
      fc.property(phase, rulesId, ({ units, orders }, rules) => {
        const r = adjudicate({ units }, orders, { rules });
        const provinces = r.units.map((u) => provinceOf(u.loc));
        expect(new Set(provinces).size).toBe(provinces.length);
        expect(r.units.length + r.dislodged.length).toBe(units.length);
        const powers = (list: { power: string; type: string }[]) => list.map((u) => `${u.power} ${u.type}`).sort();
        expect(powers([...r.units, ...r.dislodged.map((d) => d.unit)])).toEqual(powers(units));
        // A dislodged unit's province is taken by the unit that dislodged it.
        for (const d of r.dislodged) expect(provinces).toContain(provinceOf(d.unit.loc));
      }),
      { numRuns: 200 },
    );
  });

  it('gives every order exactly one outcome and every unit an order', () => {
    fc.assert(
      fc.property(phase, rulesId, ({ units, orders }, rules) => {
        const r = adjudicate({ units }, orders, { rules });
        expect(r.orders.slice(0, orders.length).every((o) => o !== undefined)).toBe(true);
        const ordered = new Set(r.orders.filter((o) => o.outcome !== 'illegal').map((o) => provinceOf(o.order.at)));
        for (const u of units) expect(ordered.has(provinceOf(u.loc))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
