import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { standardMap } from '../../engine/map/standardMap';
import { parseOrders } from '../../engine/orders/parse';
import { alexander } from '../../engine/rules';
import { fastPathAgrees } from '../properties/parser';

// The browser's parser: the site's bundle swaps engine/orders/fastPath.ts for its stand-in
// (astro.config.mjs, parserWithoutFastPath). Here the same swap, as a module mock.
vi.mock('../../engine/orders/fastPath', () => import('../../engine/orders/fastPathOff'));

describe('the parser without its fast path (the browser bundle)', () => {
  it('is the stand-in here, which reads no line itself', async () => {
    const fastPath = await import('../../engine/orders/fastPath');
    // The real one gives a line reader for the map; the stand-in none, as `{ fastPath: false }` has.
    expect(fastPath.PlainLineReader.of(standardMap)).toBeUndefined();
    expect(fastPath.parsePlainSheet('England:\nF Lon-Nth', { units: [{ power: 'ENG', type: 'F', loc: 'lon' }] }, alexander, standardMap, [])).toBeUndefined();
  });

  it('reads every sheet exactly as the full reader does (which the CLI\'s fast path also matches: parser-fast-path.test.ts)', () => {
    fc.assert(fastPathAgrees, { numRuns: 300 });
  });

  it('reads the live editor\'s usual sheet, with the outcome the CLI gives', () => {
    const r = parseOrders('England:\nF Lon-Nth\nA Lvp-Yor\n\nFrance:\nA Par - Bur', { units: [{ power: 'ENG', type: 'F', loc: 'lon' }, { power: 'ENG', type: 'A', loc: 'lvp' }, { power: 'FRA', type: 'A', loc: 'par' }] }, 'alexander');
    expect(r.given.map((o) => `${o.power} ${o.kind} ${'to' in o ? o.to : ''}`)).toEqual(['ENG move nth', 'ENG move yor', 'FRA move bur']);
    expect(r.diagnostics).toEqual([]);
  });
});
