import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulingJson } from '../../engine/case/ruling';
import { readCase } from '../../engine/case/json/caseInput';
import { randomPosition } from '../../engine/explore/generate';
import { mapTables } from '../../engine/explore/mapTables';
import { seeded } from '../../engine/explore/prng';
import { standardMap } from '../../engine/map/standardMap';
import { formatOrder } from '../../engine/orders/format';
import { POWERS } from '../../engine/map/types';
import { imageOrders } from '../../src/components/share/imageOrders';

/**
 * The orders a board image lists: one per order of the ruling JSON, with its unit in the rows'
 * contract form (`ENG F lon`), the CLI's outcome word, and the powers in the usual order.
 */
const tables = mapTables(standardMap);

describe('the orders of a board image', () => {
  it('lists each order of the ruling once, with its unit and outcome, power by power (random positions)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { units, orders } = randomPosition(tables, seeded(seed));
        const text = orders.map((o) => `${o.power}: ${formatOrder(o, { style: 'abbreviated' })}`).join('\n');
        const json = rulingJson(readCase(JSON.stringify({ units: units.map((u) => `${u.power} ${u.type} ${u.loc}`), orders: text }), standardMap, 'datc'), standardMap);
        const listed = imageOrders(json);
        const expected = json.orders.filter((o) => o.parse !== 'not-an-order');
        expect(listed.map((o) => `${o.unit} ${o.outcome}`).sort()).toEqual(expected.map((o) => `${o.power} ${o.unit} ${o.outcome}`).sort());
        const ranks = listed.map((o) => POWERS.findIndex((p) => o.unit?.startsWith(p)));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
      { numRuns: 200, seed: 20261129 },
    );
  });

  it('says when a unit had no order, and words a removal as the unit leaving the board', () => {
    const moved = imageOrders(rulingJson(readCase(JSON.stringify({ units: ['AUS A vie', 'AUS A bud'], orders: 'Austria:\nA Vie-Gal' }), standardMap, 'alexander'), standardMap));
    expect(moved.find((o) => o.unit === 'AUS A bud')?.text).toMatch(/\(no order\)$/);
    const removed = imageOrders(rulingJson(readCase(JSON.stringify({ phase: 'adjustment', units: ['AUS A vie', 'AUS A bud', 'AUS F tri', 'AUS A gal'], orders: 'Austria:\nRemove A Gal' }), standardMap, 'alexander'), standardMap));
    expect(removed.find((o) => o.unit === 'AUS A gal')).toMatchObject({ word: 'disbanded', tone: 'bad' });
  });
});
