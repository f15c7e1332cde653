import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standardMap';
import { parseOrders } from '../../engine/orders/parse';
import { PlainLineReader } from '../../engine/orders/plainLine';
import { fastPathAgrees } from '../properties/parser';

// The plain-line fast path (engine/orders/plainLine.ts): what it takes, what it hands back, and that it never disagrees.

describe('the plain-line fast path', () => {
  const reader = PlainLineReader.of(standardMap);

  it('takes the lines the editor mostly sees', () => {
    for (const line of ['A Par-Bur', 'F Lon S F Wal-ENG', 'A Lvp - Nwy via convoy', 'F NTH C A Lon - Nwy', 'England: A Paris - Burgundy', 'F MAT-Spa (nc)', 'F Spa (nc) HOLDS', 'a par to bur', 'F North Sea - Helgoland Bight', 'A War S A StP-Mos']) {
      expect(reader.read(line), line).toBeDefined();
    }
    expect(reader.read('F Lon S F Wal-ENG')).toMatchObject({ kind: 'support', type: 'F', at: 'lon', targetType: 'F', target: 'wal', to: 'eng', column: 1, endColumn: 17 });
    expect(reader.read('England: A Lvp - Nwy via convoy')).toMatchObject({ power: 'ENG', kind: 'move', at: 'lvp', to: 'nwy', viaConvoy: true });
  });

  it('hands back every line it is not sure of', () => {
    for (const line of [
      'A Par-Burgnudy', // misspelt
      'A Par-Bur # to Burgundy', // a comment
      '1. A Par-Bur', // numbered
      'ENG A Par-Bur', // a power word without a colon may be a place
      'A Spa-North Africa', // "-North" after Spain may be read as its coast
      'F Mid-Atlantic - Spa', // a name joined by a dash
      'Army Par-Bur', // a long type word
      'A Par -> Bur', // an arrow
      'A Par - Bur - Pic', // a route
      'A Bre-MAT-IRI-Wal', // a route
      'A Par H please', // extra words
      'A Par', // no directive
      'BUILD A Par', // not a movement order
      'A Munich - Switzerland', // impassable
      'F StP/sc-BOT', // a slash
      'A Paris – Burgundy', // another dash
      'England:', // a heading
    ]) {
      expect(reader.read(line), line).toBeUndefined();
    }
  });

  it('reads a sheet exactly as the full reader does', () => {
    const units = [
      { power: 'ENG' as const, type: 'F' as const, loc: 'lon' },
      { power: 'ENG' as const, type: 'A' as const, loc: 'wal' },
      { power: 'FRA' as const, type: 'F' as const, loc: 'spa/nc' },
    ];
    // Headings, a prefix, a wrong coast, another power's unit: the fast path takes some lines, the full reader the rest.
    const text = 'England:\nF Lon S A Wal-Bel\nA Wal-Bel via convoy\nF Lon-Wal\nFrance:\nF Spa (sc) H\nF Spa-Por\nA Lon-Bel\nEngland: F Spa H';
    const fast = parseOrders(text, { units }, 'datc');
    expect(JSON.stringify(fast)).toBe(JSON.stringify(parseOrders(text, { units }, 'datc', { fastPath: false })));
    expect(fast.lines.map((l) => l.degree)).toEqual(['well-written', 'well-written', 'well-written', 'well-written', 'well-written', 'un-assignable', 'un-assignable'])
    expect(fast.lines[3].diagnostics.map((d) => d.code)).toEqual(['coast-ignored']);;
  });

  it('reads whole plain sheets as the full parser does, sets and procedures included', () => {
    const units = [
      { power: 'ENG' as const, type: 'F' as const, loc: 'lon' },
      { power: 'ENG' as const, type: 'A' as const, loc: 'wal' },
      { power: 'FRA' as const, type: 'A' as const, loc: 'par' },
      { power: 'FRA' as const, type: 'F' as const, loc: 'bre' },
    ];
    const sheets = [
      'England:\nF Lon S A Wal-Bel\nA Wal-Bel via convoy\n\nFrance:\nA Par-Bur\nF Bre-MAO', // plain: the sheet's own path
      'England:\nF Lon-Bel\nA Wal-Mun', // illegal orders, reported
      'France: A Par-Bur\nFrance:\nF Bre-MAO', // a line before its power's heading: an earlier set
      'England:\nF Lon H\nFrance:\nA Par H\nEngland:\nA Wal H', // a second set of England's orders
      'A Par-Bur\nA Par-Pic\nF Lon H', // two orders to one unit
      'A Par-Bur\nA Lon-Wal\nF Lon H', // a wrong type
      'England:\nA Par-Bur', // another power's unit under a heading: a mislabelled set
      '', // nothing
    ];
    for (const text of sheets) {
      for (const power of [undefined, 'FRA' as const]) {
        const full = JSON.stringify(parseOrders(text, { units, power }, 'alexander', { fastPath: false }));
        expect(JSON.stringify(parseOrders(text, { units, power }, 'alexander')), text).toBe(full);
      }
    }
    expect(parseOrders(sheets[1], { units }).lines.map((l) => l.status)).toEqual(['illegal', 'illegal']);
    expect(parseOrders(sheets[2], { units }).lines.map((l) => l.status)).toEqual(['earlier-set', 'followed']);
  });

  it('sees a units array changed in place between parses (the units are placed once per array)', () => {
    const units = [
      { power: 'FRA' as 'FRA' | 'GER', type: 'A' as const, loc: 'par' },
      { power: 'FRA' as 'FRA' | 'GER', type: 'F' as const, loc: 'bre' },
    ];
    const text = 'A Par-Bur\nF Bre-MAO\nA Pic-Bel';
    const read = () => parseOrders(text, { units }, 'alexander').lines.map((l) => l.status);
    expect(read()).toEqual(['followed', 'followed', 'unassignable']);
    units[0].loc = 'pic'; // a unit moved in place
    expect(read()).toEqual(['unassignable', 'followed', 'followed']);
    units[1] = { power: 'FRA', type: 'F', loc: 'mao' }; // another unit object
    expect(read()).toEqual(['unassignable', 'unassignable', 'followed']);
    units.pop(); // a shorter list
    units[0].power = 'GER'; // a change that does not move the unit
    expect(JSON.stringify(parseOrders(text, { units }, 'alexander'))).toBe(JSON.stringify(parseOrders(text, { units: units.map((u) => ({ ...u })) }, 'alexander')));
  });

  it('under a heading that names no power, a line that names its own power gets no "read from the unit" note (found by the property below)', () => {
    const units = [
      { power: 'FRA' as const, type: 'A' as const, loc: 'bur' },
      { power: 'ITA' as const, type: 'F' as const, loc: 'sev' },
    ];
    const text = '-rance:\n A Burgundy - Belgium\nItaly: F Sevastopol - Rumania';
    const fast = parseOrders(text, { units }, 'alexander');
    expect(JSON.stringify(fast)).toBe(JSON.stringify(parseOrders(text, { units }, 'alexander', { fastPath: false })));
    expect(fast.lines.map((l) => l.diagnostics.map((d) => d.code))).toEqual([['power-from-unit'], []]);
  });

  it('agrees with the full reader on random sheets', () => fc.assert(fastPathAgrees, { numRuns: Number(process.env.PARSER_RUNS ?? 300) }));
});
