import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import { readingsOf } from '../properties/humanRenderings';

/**
 * Legal orders written as people write them (the style grammar in tests/properties/humanRenderings.ts),
 * read back: each is read as the order it renders, or refused; never read as another order.
 * `npm run fuzz` runs a hundred thousand of them and prints the counts.
 */
describe('orders written in human styles', () => {
  it('are never read as another order, and at least 99% are read (a fixed seed)', () => {
    const count = readingsOf(20261129, 400);
    const total = count.recovered + count.refused + count.misread.length;
    expect(total).toBeGreaterThan(2500);
    expect(count.misread).toEqual([]);
    expect(count.recovered / total).toBeGreaterThanOrEqual(0.99);
  });

  const position = {
    units: [
      { power: 'ENG', type: 'F', loc: 'nao' },
      { power: 'AUS', type: 'A', loc: 'bud' },
      { power: 'TUR', type: 'F', loc: 'bul/ec' },
      { power: 'RUS', type: 'A', loc: 'rum' },
      { power: 'RUS', type: 'A', loc: 'sev' },
      { power: 'ENG', type: 'F', loc: 'edi' },
      { power: 'ENG', type: 'A', loc: 'lvp' },
      { power: 'TUR', type: 'F', loc: 'ank' },
      { power: 'TUR', type: 'A', loc: 'con' },
      { power: 'TUR', type: 'A', loc: 'smy' },
      { power: 'ITA', type: 'F', loc: 'wes' },
      { power: 'ITA', type: 'A', loc: 'rom' },
      { power: 'AUS', type: 'A', loc: 'tri' },
      { power: 'ITA', type: 'F', loc: 'ven' },
      { power: 'RUS', type: 'A', loc: 'ukr' },
    ],
    phase: 'movement',
  } as const;

  // Each written form, and what a game master reads in it (the reading's form, one per order).
  it.each([
    ['F N. Atlantic - Norw. Sea', ['F NAO-NWG']],
    ['Army Budap. -> Roumania', ['A Bud-Rum']],
    ['F bul (e.c.) support A Roumania hold', ['F Bul (ec) S A Rum']],
    ['A Sevas. to ukr', ['A Sev-Ukr']],
    ['F Edin. - North Sea', ['F Edi-NTH']],
    ['A Liv.-Yor.', ['A Lvp-Yor']],
    ['TURKEY: F Ank-Blk A Con-Bul A Smy-Arm', ['F Ank-BLA', 'A Con-Bul', 'A Smy-Arm']],
    ['ARMY TRI SUPPORTS FLEET VEN - hold', ['A Tri S F Ven']],
    ['A Ukr sup A RUM to hold.', ['A Ukr S A Rum']],
    ['Fleet Western Med. sup Army Rom → TUNIS', ['F WES S A Rom-Tun']],
    ['A Ukr (as agreed) - Galicia', ['A Ukr-Gal']],
    ['A Rom - Apu -- bounced', ['A Rom-Apu']],
    ['The army in Rome moves to Apulia', ['A Rom-Apu']],
    ['my fleet in Ankara holds', ['F Ank HOLDS']],
    ['F Ven supports the army in Rome', ['F Ven S A Rom']],
    // The supporter named after "by" is a note, no order of its own: never F Ven holding.
    ['A Tri - Ven, supported by F Ven', ['A Tri-Ven']],
    ['A Rom - Tun, convoyed by F Wes', ['A Rom-Tun']],
    // The British zines write the unit's place in parentheses.
    ['A(Rom)—Apu', ['A Rom-Apu']],
    ['F (Ank) stands', ['F Ank HOLDS']],
    ['A(Ukr) s A(Sev)-Rum', ['A Ukr S A Sev-Rum']],
    ['F(Bul/ec) - Bla A(Con) - Bul', ['F Bul (ec)-BLA', 'A Con-Bul']],
    // A result between two orders ends the first; it never swallows the second as a note.
    ['A Rom - Apu *succeeds* A Tri - Ven', ['A Rom-Apu', 'A Tri-Ven']],
    ['A Sev - Ukr via convoy F Ank - Bla', ['A Sev-Ukr via convoy', 'F Ank-BLA']],
  ])('%s', (text, readings) => {
    const { lines } = parseOrders(text, position, 'datc');
    expect(lines.map((l) => (l.order && l.degree !== 'ambiguous' ? formatOrder(l.order, { style: 'abbreviated' }) : null))).toEqual(readings);
  });
});
