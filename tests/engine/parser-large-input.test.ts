import { beforeAll, describe, expect, it } from 'vitest';
import type { ParseResult } from '../../engine/orders/parseTypes';
import { randomPhase, seeded } from '../../bench/randomPosition';
import { standardMap } from '../../engine/map/standardMap';
import { POWER_NAMES, POWERS } from '../../engine/map/types';
import { formatOrder } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import type { MovementOrder } from '../../engine/orders/types';

// A game master pastes a whole game's orders at once: the parser must read
// a megabyte and still get every line right. Only behaviour is asserted here; the
// timings are `npm run bench`'s.

/** A full 34-unit sheet, each power's orders under its heading, and its orders in the order written. */
function sheet(seed: number): { units: ReturnType<typeof randomPhase>['units']; text: string; orders: MovementOrder[]; headings: number } {
  const { units, orders } = randomPhase(standardMap, seeded(seed), 34);
  const written: MovementOrder[] = [];
  const blocks: string[] = [];
  for (const power of POWERS) {
    const own = orders.filter((o) => o.power === power);
    if (own.length === 0) continue;
    written.push(...own);
    blocks.push(`${POWER_NAMES[power]}:\n${own.map((o) => formatOrder(o)).join('\n')}`);
  }
  return { units, text: `${blocks.join('\n\n')}\n\n`, orders: written, headings: blocks.length };
}

const plain = (x: unknown) => JSON.parse(JSON.stringify(x));

describe('a megabyte of orders', () => {
  const s = sheet(1901);
  const repeats = Math.ceil(2 ** 20 / s.text.length);
  const text = s.text.repeat(repeats);
  let result: ParseResult;
  beforeAll(() => {
    result = parseOrders(text, { units: s.units }, 'alexander');
  });
  const perSheet = s.orders.length;

  it('reads every order line, and every heading as a new set', () => {
    expect(text.length).toBeGreaterThanOrEqual(2 ** 20);
    expect(result.lines).toHaveLength(repeats * perSheet);
    expect(result.headings).toHaveLength(repeats * s.headings);
    expect(result.headings.every((h) => h.set !== undefined && h.power !== undefined)).toBe(true);
  });

  it('reads each line as the order that was written, well written and legal', () => {
    const wrong = result.lines.filter((l, i) => l.degree !== 'well-written' || !l.legal || JSON.stringify(plain(l.order)) !== JSON.stringify(plain(s.orders[i % perSheet])));
    expect(wrong.map((l) => `${l.line}: ${l.text} (${l.degree})`).slice(0, 5)).toEqual([]);
  });

  it("follows only each power's last set, and points the earlier sets at it", () => {
    const last = result.lines.slice(-perSheet);
    expect(last.every((l) => l.status === 'followed')).toBe(true);
    expect(result.lines.slice(0, -perSheet).every((l) => l.status === 'earlier-set')).toBe(true);
    expect(plain(result.orders)).toEqual(plain(s.orders));
    // The first line of the text is ordered again in the last set, whose heading is a known line.
    const first = result.lines[0];
    const lastHeading = [...result.headings].reverse().find((h) => h.power === first.power)!;
    expect(first.diagnostics.map((d) => d.code)).toEqual(['earlier-set']);
    expect(first.diagnostics[0].message).toContain(`at line ${lastHeading.line}`);
  });
});
