import { describe, expect, it } from 'vitest';
import { startingPosition } from '../../engine/game/position';
import { standardMap } from '../../engine/map/standardMap';
import { orderLineCount } from '../../src/lib/sandbox/orderLines';

describe("the sandbox history's count of order lines", () => {
  it('counts the lines read as orders, not the headings, blank lines or comments', () => {
    const position = startingPosition(standardMap);
    const orders = ['England:', 'F Lon - Nth', '', '# the French set', 'France:', 'A Par - Bur', 'A Mar S A Par - Bur', 'Germany:', 'blah blah'].join('\n');
    // Three orders; three headings, a blank, a comment and a line that tries to order nothing.
    expect(orderLineCount({ position, orders }, 'alexander')).toBe(3);
    expect(orderLineCount({ position, orders: 'England:\n\nFrance:' }, 'alexander')).toBe(0);
  });
});
