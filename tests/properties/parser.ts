import assert from 'node:assert/strict';
import fc from 'fast-check';
import { POWER_NAMES } from '../../engine/map/types';
import { formatOrder, type FormatStyle } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import type { ParseResult } from '../../engine/orders/parseTypes';
import { edit, mutate, orderCase, parsePosition, parserRules, positionFor, wordSoup } from './arbitraries';

const DEGREES = new Set(['un-assignable', 'ambiguous', 'badly-written', 'well-written']);

/** Every structural promise of a parse result, whatever the text. Throws on the first broken one. */
export function assertWellFormed(text: string, r: ParseResult): void {
  const lines = text.split(/\r\n|\r|\n/);
  for (const l of r.lines) {
    assert.ok(DEGREES.has(l.degree), `unknown degree ${l.degree}`);
    if (l.degree === 'ambiguous' || l.degree === 'un-assignable') assert.equal(l.legal, false, `an ${l.degree} line is legal`);
    if (l.legal) assert.ok(l.order, 'a legal line without an order');
  }
  for (const d of r.diagnostics) {
    assert.notEqual(d.code, 'internal-error', d.message);
    assert.ok(d.line >= 1 && d.line <= lines.length, `diagnostic on line ${d.line} of ${lines.length}`);
    const length = lines[d.line - 1].length;
    assert.ok(d.column >= 1 && d.endColumn >= d.column && d.endColumn <= length + 1, `columns ${d.column}-${d.endColumn} on a line of ${length}`);
    assert.ok(d.message.length > 0, 'an empty message');
  }
}

/** The parser never throws, and its result keeps its promises. */
export const parserOnRandomStrings = fc.property(fc.string({ unit: 'binary', maxLength: 200 }), parsePosition, parserRules, (text, pos, rules) => {
  assertWellFormed(text, parseOrders(text, pos, rules));
});

export const parserOnOrderWords = fc.property(wordSoup, parsePosition, parserRules, (text, pos, rules) => {
  assertWellFormed(text, parseOrders(text, pos, rules));
});

export const parserOnMutatedOrders = fc.property(
  parsePosition,
  parserRules,
  fc.constantFrom<FormatStyle>('full', 'abbreviated'),
  fc.array(edit, { maxLength: 6 }),
  (pos, rules, style, edits) => {
    const text = pos.orders.map((o) => mutate(formatOrder(o, { style }), edits)).join('\n');
    assertWellFormed(text, parseOrders(text, pos, rules));
  },
);

/**
 * The plain-line fast path (engine/orders/plainLine.ts) reads exactly what the
 * full lenient reader reads: whole sheets, with headings, power prefixes,
 * spelling variants and edits, parse to the same JSON with it and without it.
 */
export const fastPathAgrees = fc.property(
  parsePosition,
  parserRules,
  fc.constantFrom<FormatStyle>('full', 'abbreviated'),
  fc.record({ headings: fc.boolean(), prefixes: fc.boolean(), lower: fc.boolean(), spacedDashes: fc.boolean(), every: fc.integer({ min: 1, max: 5 }) }),
  fc.array(edit, { maxLength: 4 }),
  (pos, rules, style, how, edits) => {
    let last: string | undefined;
    const lines: string[] = [];
    pos.orders.forEach((o, i) => {
      if (how.headings && o.power !== last) lines.push(`${POWER_NAMES[o.power]}:`);
      last = o.power;
      let line = formatOrder(o, { style, power: how.prefixes && !how.headings });
      if (how.lower) line = line.toLowerCase();
      if (how.spacedDashes) line = line.replace(/-/g, ' - ');
      lines.push(i % how.every === 0 ? mutate(line, edits) : line);
    });
    const text = lines.join('\n');
    assert.equal(JSON.stringify(parseOrders(text, pos, rules)), JSON.stringify(parseOrders(text, pos, rules, { fastPath: false })), text);
  },
);

/** Plain data, without the keys whose value is undefined. */
const plain = (x: unknown) => JSON.parse(JSON.stringify(x));

/** Formatting then parsing gives the same order back, read as well or badly written. */
export function roundTrip(style: FormatStyle) {
  return fc.property(orderCase, fc.boolean(), (c, withPower) => {
    const text = formatOrder(c.order, { style, power: withPower || c.order.kind === 'waive' });
    const line = parseOrders(text, positionFor(c)).lines[0];
    assert.deepEqual(plain(line.order), plain(c.order), text);
    assert.ok(line.degree === 'well-written' || line.degree === 'badly-written', `${text}: ${line.degree}`);
  });
}
