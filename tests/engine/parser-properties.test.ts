import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import type { GameOrder } from '../../engine/orders/types';
import { assertWellFormed, parserOnMutatedOrders, parserOnOrderWords, parserOnRandomStrings, roundTrip } from '../properties/parser';

// The parser's properties (tests/properties/parser.ts) at CI's small counts; `npm run fuzz` runs them at scale.

describe('the parser never throws', () => {
  const runs = (n: number) => ({ numRuns: Number(process.env.PARSER_RUNS ?? n) });
  it('on random strings', () => fc.assert(parserOnRandomStrings, runs(400)));
  it('on random arrangements of order words', () => fc.assert(parserOnOrderWords, runs(600)));
  it('on mutated orders', () => fc.assert(parserOnMutatedOrders, runs(300)));

  it('on the odd inputs', () => {
    for (const text of ['', '\n\n\n', '-', '->', '(', ')', 'A', 'F', 'A -', 'S', 'C', 'Build', 'WAIVE', 'England:', 'ENG', ':::', 'A Par S', 'F Nth C', 'F Nth C A', 'A Par - ', 'A Par via', 'A Par - Bur via', '1.', '(1)', 'x'.repeat(5000), 'A Par - Bur - '.repeat(200)]) {
      assertWellFormed(text, parseOrders(text, { units: [] }));
      assertWellFormed(text, parseOrders(text, { units: [], phase: 'adjustment' }, 'datc'));
    }
    expect(() => parseOrders(undefined as unknown as string, { units: [] })).not.toThrow();
  });
});

describe('printing then parsing gives the order back', () => {
  for (const style of ['abbreviated', 'full'] as const) {
    it(`in the ${style} style`, () => fc.assert(roundTrip(style), { numRuns: Number(process.env.PARSER_RUNS ?? 1500) }));
  }

  it('prints the canonical Table III.2 forms', () => {
    const cases: [GameOrder, string, string][] = [
      [{ kind: 'support', power: 'ENG', unit: 'F', at: 'lon', target: { unit: 'F', at: 'wal' }, to: 'eng' }, 'F Lon S F Wal-ENG', 'F London Supports F Wales - English Channel'],
      [{ kind: 'move', power: 'FRA', unit: 'A', at: 'bre', to: 'wal', route: ['mao', 'iri'] }, 'A Bre-MAO-IRI-Wal', 'A Brest - Mid-Atlantic Ocean - Irish Sea - Wales'],
      [{ kind: 'build', power: 'FRA', unit: 'A', at: 'par' }, 'BUILD A Par', 'Build A Paris'],
      [{ kind: 'disband', power: 'AUS', unit: 'F', at: 'tri' }, 'DISBAND F Tri', 'Disband F Trieste'],
      [{ kind: 'hold', power: 'ENG', unit: 'F', at: 'lon' }, 'F Lon HOLDS', 'F London Holds'],
      [{ kind: 'convoy', power: 'FRA', unit: 'F', at: 'eng', army: 'bre', to: 'lon' }, 'F ENG C A Bre-Lon', 'F English Channel Convoys A Brest - London'],
      [{ kind: 'move', power: 'FRA', unit: 'F', at: 'mao', to: 'spa/nc' }, 'F MAO-Spa (nc)', 'F Mid-Atlantic Ocean - Spain (north coast)'],
      [{ kind: 'move', power: 'ENG', unit: 'A', at: 'lon', to: 'bel', viaConvoy: true }, 'A Lon-Bel via convoy', 'A London - Belgium via Convoy'],
      [{ kind: 'retreat', power: 'RUS', unit: 'F', at: 'stp/sc', to: 'bot' }, 'F StP (sc)-BOT', 'F St. Petersburg (south coast) - Gulf of Bothnia'],
      [{ kind: 'waive', power: 'TUR' }, 'WAIVE', 'Waive'],
      [{ kind: 'insurrection', power: 'ENG', unit: 'F', at: 'lon', revive: 'RUS' }, 'F I Lon-Russia', 'F London Insurrection Russia'],
      [{ kind: 'insurrection', power: 'RUS', unit: 'F', at: 'stp/sc', revive: 'AUS' }, 'F I StP (sc)-Austria', 'F St. Petersburg (south coast) Insurrection Austria'],
      [
        { kind: 'revive', power: 'RUS', centres: [{ unit: 'F', at: 'stp/nc' }, { unit: 'A', at: 'mos' }, { unit: 'A', at: 'war' }] },
        'REVIVE F StP (nc), A Mos, A War',
        'Revive F St. Petersburg (north coast), A Moscow, A Warsaw',
      ],
    ];
    for (const [order, abbreviated, full] of cases) {
      expect(formatOrder(order)).toBe(abbreviated);
      expect(formatOrder(order, { style: 'full' })).toBe(full);
    }
    expect(formatOrder({ kind: 'waive', power: 'TUR' }, { power: true })).toBe('Turkey: WAIVE');
  });
});
