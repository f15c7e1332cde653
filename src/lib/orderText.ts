/**
 * Writing one order into the orders text, as click-to-order does: the text stays the one source of
 * truth, so a click edits it the way a player would. The unit's current line (if any of its
 * power's latest set orders it) is replaced; otherwise the order goes at the end of its power's
 * block, or under a new heading. Pure, so it is tested without a browser.
 */
import { POWER_NAMES, provinceOf, type Power } from '../../engine/map/types';
import type { ParseResult } from '../../engine/orders/parseTypes';

export function writeOrderLine(text: string, parse: ParseResult, power: Power, unitProvince: string, order: string): { text: string; line: number } {
  const lines = text.split(/\r\n|\r|\n/);
  const own = parse.lines.filter((l) => l.power === power);
  const current = [...own].reverse().find((l) => {
    const o = l.order ?? l.meanings[0];
    return o && 'at' in o && provinceOf(o.at) === unitProvince;
  });
  if (current) {
    lines[current.line - 1] = order;
    return { text: lines.join('\n'), line: current.line };
  }
  // After the last line of the power's block: its last order, or its heading.
  const heading = [...parse.headings].reverse().find((h) => h.power === power);
  const last = Math.max(heading?.line ?? 0, ...own.map((l) => l.line));
  if (last > 0) {
    lines.splice(last, 0, order);
    return { text: lines.join('\n'), line: last + 1 };
  }
  const body = text.replace(/\s+$/, '');
  const block = `${POWER_NAMES[power]}:\n${order}`;
  const joined = body ? `${body}\n\n${block}` : block;
  return { text: joined, line: joined.split('\n').length };
}
