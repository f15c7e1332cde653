/** Click-to-order writes into the orders text (src/lib/orderText.ts). */
import { describe, expect, it } from 'vitest';
import { parseOrders } from '../../engine/orders/parse';
import type { Unit } from '../../engine/map/types';
import { writeOrderLine } from '../../src/lib/orderText';

const units: Unit[] = [
  { power: 'FRA', type: 'A', loc: 'par' },
  { power: 'FRA', type: 'F', loc: 'bre' },
  { power: 'GER', type: 'A', loc: 'mun' },
];
const write = (text: string, power: 'FRA' | 'GER', at: string, order: string) => writeOrderLine(text, parseOrders(text, { units }), power, at, order);

describe('writeOrderLine', () => {
  it("replaces the unit's own line", () => {
    const text = 'France:\nA Par-Pic\nF Bre H\n\nGermany:\nA Mun H';
    expect(write(text, 'FRA', 'par', 'A Par-Bur')).toEqual({ text: 'France:\nA Par-Bur\nF Bre H\n\nGermany:\nA Mun H', line: 2 });
  });

  it("adds a line at the end of the power's block", () => {
    const text = 'France:\nF Bre H\n\nGermany:\nA Mun H';
    expect(write(text, 'FRA', 'par', 'A Par-Bur')).toEqual({ text: 'France:\nF Bre H\nA Par-Bur\n\nGermany:\nA Mun H', line: 3 });
  });

  it('starts a block under a new heading for a power with no orders', () => {
    expect(write('France:\nF Bre H\n', 'GER', 'mun', 'A Mun-Bur')).toEqual({ text: 'France:\nF Bre H\n\nGermany:\nA Mun-Bur', line: 5 });
    expect(write('', 'GER', 'mun', 'A Mun-Bur')).toEqual({ text: 'Germany:\nA Mun-Bur', line: 2 });
  });

  it('replaces a line that orders the unit even when it is ambiguous', () => {
    const text = 'France:\nF MAO-Spa\n';
    const parse = parseOrders(text, { units: [{ power: 'FRA', type: 'F', loc: 'mao' }] });
    expect(parse.lines[0].degree).toBe('ambiguous');
    expect(writeOrderLine(text, parse, 'FRA', 'mao', 'F MAO-Spa (nc)')).toEqual({ text: 'France:\nF MAO-Spa (nc)\n', line: 2 });
  });
});
