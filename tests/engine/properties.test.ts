import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standardMap';
import { readOrders } from '../../engine/orders/strict';
import { adjudicate } from '../../engine/resolve';
import { assertRulingInvariants, rulingDeterministic, rulingIgnoresListOrder, rulingInvariants, rulingOrdersEveryUnit } from '../properties/ruling';

// Properties of any movement ruling (tests/properties/ruling.ts), over seeded random mid-game
// positions where every unit has a plausible order, at CI's small counts; `npm run fuzz` runs them at scale.
describe('movement adjudication properties', () => {
  it('is deterministic', () => fc.assert(rulingDeterministic, { numRuns: 150 }));
  it('does not depend on the order in which units and orders are listed', () => fc.assert(rulingIgnoresListOrder, { numRuns: 150 }));
  it('ends every unit somewhere, never two in one province, and dislodges only by a successful attack', () => fc.assert(rulingInvariants, { numRuns: 200 }));
  it('gives every order exactly one outcome and every unit an order', () => fc.assert(rulingOrdersEveryUnit, { numRuns: 150 }));
});

describe('the ruling invariants catch a broken ruling', () => {
  const units = [
    { power: 'GER', type: 'A', loc: 'mun' },
    { power: 'GER', type: 'A', loc: 'ruh' },
    { power: 'FRA', type: 'A', loc: 'bur' },
  ] as const;
  const { orders } = readOrders('GER A mun - bur\nGER A ruh S A mun - bur\nFRA A bur H', { map: standardMap });
  const ruling = adjudicate({ units: [...units] }, orders, { rules: 'datc' });

  it('accept the real ruling', () => {
    expect(ruling.dislodged.map((d) => d.unit.loc)).toEqual(['bur']);
    expect(() => assertRulingInvariants(units, ruling)).not.toThrow();
  });

  it('refuse a unit that ends nowhere, a dislodgement by the wrong attacker, a lost unit, and two units in one province', () => {
    const failed = { ...ruling, orders: ruling.orders.map((o) => (o.order.kind === 'move' ? { ...o, outcome: 'fails' as const } : o)) };
    expect(() => assertRulingInvariants(units, failed)).toThrow(/GER A mun ends nowhere/);
    const wrongAttacker = { ...ruling, dislodged: ruling.dislodged.map((d) => ({ ...d, attackerFrom: 'ruh' })) };
    expect(() => assertRulingInvariants(units, wrongAttacker)).toThrow(/attacker came from mun, not ruh/);
    expect(() => assertRulingInvariants(units, { ...ruling, units: ruling.units.slice(1) })).toThrow(/not conserved/);
    const twice = { ...ruling, units: [...ruling.units.slice(1), { ...ruling.units[1] }], dislodged: [] };
    expect(() => assertRulingInvariants([...units, units[0]].slice(1), twice)).toThrow(/two units in one province/);
  });
});
