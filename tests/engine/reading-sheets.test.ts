/**
 * Whole sheets as game masters are handed them. Headings as people write them decide
 * whose orders the lines are; dates, sub-headings and report lines are never orders; and the
 * corpus's properties: a heading or an annotation never changes how the orders are read, and a
 * line in any notation reads to the same order as its plain notation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import type { ParseResult } from '../../engine/orders/parseTypes';
import { standardMap } from '../../engine/map/standardMap';
import { nameKey } from '../../engine/orders/names';
import { START, unitsOf } from './parserFixtures';

const powersOf = (r: ParseResult) => r.lines.map((l) => `${l.line}:${l.power ?? '-'}:${l.order ? formatOrder(l.order) : l.degree}`);

describe('headings as people write them', () => {
  it('reads seven players’ messy sheets, each under its own kind of heading', () => {
    const text = [
      'AUSTRIA-HUNGARY:',
      'A Vie - Gal',
      'England (Alice)',
      'F Lon - ENG',
      'Orders for France:',
      'A Par - Bur',
      'GERMANY',
      'A Mun - Ruh',
      "Italy's orders",
      'A Ven H',
      'Russia - Bob',
      'A Mos - Ukr',
      'F Sev - Bla',
      'A War H',
      'F StP/sc - Bot',
      'TURKISH ORDERS',
      'A Con - Bul',
    ].join('\n');
    const r = parseOrders(text, { units: START });
    expect(powersOf(r)).toEqual([
      '2:AUS:A Vie-Gal',
      '4:ENG:F Lon-ENG',
      '6:FRA:A Par-Bur',
      '8:GER:A Mun-Ruh',
      '10:ITA:A Ven HOLDS',
      '12:RUS:A Mos-Ukr',
      '13:RUS:F Sev-BLA',
      '14:RUS:A War HOLDS',
      '15:RUS:F StP (sc)-BOT',
      '17:TUR:A Con-Bul',
    ]);
    expect(r.lines.every((l) => l.status === 'followed')).toBe(true);
    expect(r.headings.map((h) => [h.line, h.kind, h.power])).toEqual([
      [1, 'power', 'AUS'],
      [3, 'power', 'ENG'],
      [5, 'power', 'FRA'],
      [7, 'power', 'GER'],
      [9, 'power', 'ITA'],
      [11, 'power', 'RUS'],
      [16, 'power', 'TUR'],
    ]);
  });

  it('reports a heading that names no power once, and gives the lines under it to their units’ owners', () => {
    const r = parseOrders('England:\nF Lon - ENG\nBob:\nA Mos - Ukr\nF Sev - Bla\nA Par - Bur', { units: START });
    expect(r.headings.find((h) => h.line === 3)).toMatchObject({ kind: 'unreadable' });
    expect(r.diagnostics.filter((d) => d.code === 'unreadable-heading')).toEqual([expect.objectContaining({ line: 3, severity: 'warning' })]);
    // Not England's: the heading in between ends England's set.
    expect(powersOf(r)).toEqual(['2:ENG:F Lon-ENG', '4:RUS:A Mos-Ukr', '5:RUS:F Sev-BLA', '6:FRA:A Par-Bur']);
    expect(r.lines.slice(1).every((l) => l.status === 'followed' && l.diagnostics.some((d) => d.code === 'power-from-unit'))).toBe(true);
  });

  it('reads "Russia: " in front of every order', () => {
    const r = parseOrders('Russia: A Mos - Ukr\nRussia: F Sev - Bla\nRussia: A War H', { units: START });
    expect(powersOf(r)).toEqual(['1:RUS:A Mos-Ukr', '2:RUS:F Sev-BLA', '3:RUS:A War HOLDS']);
  });
});

describe('pasted records', () => {
  it('keeps each order’s own result when a line holds several orders', () => {
    const r = parseOrders('Austria: A Vie - Tyr FAILS, A Bud H (*dislodged*)', { units: START });
    expect(r.lines.map((l) => l.annotations?.map((a) => a.words) ?? [])).toEqual([['fails'], ['dislodged']]);
  });

  it('reads a whole webDiplomacy archive turn: dates and blocks are no orders', () => {
    const text = [
      'Spring, 1901 Large map:',
      'Austria:',
      'Diplomacy',
      'The army at Vienna move to Galicia.',
      'The army at Budapest move to Serbia.',
      'The fleet at Trieste move to Albania.',
      'England:',
      'Diplomacy',
      'The fleet at London move to North Sea.',
      'The fleet at Edinburgh move to Norwegian Sea.',
      'The army at Liverpool move to Yorkshire.',
      'France:',
      'Diplomacy',
      'The army at Paris move to Burgundy. (fail)',
      'The army at Marseilles support move to Burgundy from Paris.',
      'The fleet at Brest move to Mid-Atlantic Ocean.',
    ].join('\n');
    const r = parseOrders(text, { units: START });
    expect(r.lines.every((l) => l.degree === 'well-written' && l.status === 'followed')).toBe(true);
    expect(r.lines.map((l) => l.power)).toEqual(['AUS', 'AUS', 'AUS', 'ENG', 'ENG', 'ENG', 'FRA', 'FRA', 'FRA']);
    expect(r.headings.map((h) => h.kind)).toEqual(['date', 'power', 'subheading', 'power', 'subheading', 'power', 'subheading']);
    expect(r.lines[6].annotations?.map((a) => a.text)).toEqual(['(fail)']);
  });

  it('reads a judge’s report: the title, the orders and the retreat lines', () => {
    const text = [
      'Movement results for Spring of 1901.  (game.001)',
      '',
      'Austria: Army Vienna -> Galicia.',
      'Austria: Army Budapest -> Serbia.',
      'Austria: Fleet Trieste -> Albania.',
      'England: Fleet London -> North Sea.',
      'England: Fleet Edinburgh -> Norwegian Sea.',
      'England: Army Liverpool -> Yorkshire.',
      'Germany: Army Munich -> Burgundy.  (*bounce*)',
      'France: Army Paris -> Burgundy.  (*bounce*)',
      '',
      'The following units were dislodged:',
      '',
      'The English Fleet in the English Channel can retreat to Irish Sea or Wales.',
    ].join('\n');
    const r = parseOrders(text, { units: START });
    expect(r.lines).toHaveLength(8);
    expect(r.lines.every((l) => l.degree === 'well-written' && l.status === 'followed')).toBe(true);
    expect(r.headings.map((h) => h.kind)).toEqual(['report', 'report', 'report']);
    expect(r.lines.filter((l) => l.annotations).map((l) => l.annotations![0].words)).toEqual(['bounce', 'bounce']);
  });
});

/** Lines of every notation with the plain notation they mean, on the 1901 position. */
const EQUIVALENT: readonly [string, string][] = [
  ['The army at Paris move to Burgundy.', 'A Par - Bur'],
  ['France: Army Paris -> Burgundy.', 'A Par - Bur'],
  ['( FRA AMY PAR ) MTO BUR', 'A Par - Bur'],
  ['A PAR - BUR', 'A Par - Bur'],
  ['The army at Marseilles support move to Burgundy from Paris.', 'A Mar S A Par - Bur'],
  ['France: Army Marseilles SUPPORT Army Paris -> Burgundy.', 'A Mar S A Par - Bur'],
  ['( FRA AMY MAR ) SUP ( FRA AMY PAR ) MTO BUR', 'A Mar S A Par - Bur'],
  ['A MAR S A PAR - BUR', 'A Mar S A Par - Bur'],
  ['The fleet at London move to English Channel.', 'F Lon - ENG'],
  ['( ENG FLT LON ) MTO ECH', 'F Lon - ENG'],
  ['England: Fleet London -> English Channel.', 'F Lon - ENG'],
  ['The army at Venice hold.', 'A Ven H'],
  ['( ITA AMY VEN ) HLD', 'A Ven H'],
  ['Italy: Army Venice HOLD.', 'A Ven H'],
  ['The fleet at St. Petersburg (South Coast) move to Gulf of Bothnia.', 'F StP/sc - Bot'],
  ['( RUS FLT ( STP SCS ) ) MTO GOB', 'F StP/sc - Bot'],
  ['F STP/SC - BOT', 'F StP/sc - Bot'],
];

const HEADINGS = ['Spring, 1901 Large map:', 'Diplomacy', 'Movement results for Spring of 1901.  (game.001)', 'The following units were dislodged:', 'Retreats', 'Unit-placement', 'Fall 1901'];
const ANNOTATIONS = ['(fail)', '(dislodged)', '(*bounce*)', '(*cut, dislodged*)', '(*void*)', 'SUCCEEDS', 'FAILS'];

const readingsOf = (r: ParseResult) => r.lines.map((l) => [l.power, l.degree, l.order ? formatOrder(l.order) : null]);

describe('properties of reading', () => {
  it('a line in any notation reads to the same order as its plain notation', () => {
    for (const [line, plain] of EQUIVALENT) {
      const a = parseOrders(line, { units: START }).lines[0];
      const b = parseOrders(plain, { units: START }).lines[0];
      // webDiplomacy never writes a helped unit's type: the orders agree on everything else.
      const omitsType = a.order?.kind === 'support' && a.order.target.unit === undefined;
      const expected = omitsType && b.order?.kind === 'support' ? { ...b.order, target: { at: b.order.target.at } } : b.order;
      expect(a.order, line).toEqual(expected);
      expect(a.degree, line).toBe('well-written');
    }
  });

  it('adding heading, date, sub-heading or report lines never changes how the orders under them are read', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EQUIVALENT.map((e) => e[0])), { minLength: 1, maxLength: 6 }), fc.array(fc.tuple(fc.nat(6), fc.constantFrom(...HEADINGS)), { maxLength: 4 }), (orders, inserts) => {
        const base = parseOrders(orders.join('\n'), { units: START });
        const lines = [...orders];
        for (const [at, h] of inserts) lines.splice(Math.min(at, lines.length), 0, h);
        const withHeadings = parseOrders(lines.join('\n'), { units: START });
        expect(readingsOf(withHeadings)).toEqual(readingsOf(base));
        // And the same orders are carried out (a date may make a repeated order an earlier set's rather than a superseded one).
        expect(withHeadings.orders).toEqual(base.orders);
      }),
      { numRuns: 200, seed: 25 },
    );
  });

  it('an annotation after an order never changes how it is read', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EQUIVALENT.flatMap((e) => e)), fc.array(fc.constantFrom(...ANNOTATIONS), { minLength: 1, maxLength: 2 }), (line, notes) => {
        const plain = parseOrders(line, { units: START });
        const annotated = parseOrders(`${line} ${notes.join(' ')}`, { units: START });
        expect(readingsOf(annotated)).toEqual(readingsOf(plain));
        expect(annotated.lines[0].annotations?.map((a) => a.text)).toEqual(notes);
      }),
      { numRuns: 200, seed: 25 },
    );
  });

  it('a heading that names a power never changes the orders under it when they are that power’s', () => {
    const r1 = parseOrders('A Mos - Ukr\nF Sev - Bla', { units: START });
    for (const heading of ['Russia:', 'RUSSIA', 'Russia (Bob)', 'Russia - Bob', 'Orders for Russia:', "Russia's orders", 'RUSSIAN ORDERS', 'RUS:']) {
      const r2 = parseOrders(`${heading}\nA Mos - Ukr\nF Sev - Bla`, { units: START });
      expect(readingsOf(r2), heading).toEqual(readingsOf(r1));
    }
  });

  it('never moves a unit to a place the writer could not have meant: a three-letter start is read only as a name it begins', () => {
    const units = unitsOf('ENG F edi', 'ENG F lon', 'FRA F bre', 'ITA F nap', 'TUR F ank', 'RUS F sev', 'GER F kie', 'AUS F tri');
    const begins = (id: string, frag: string) => {
      const p = standardMap.province(id)!;
      return [p.id, p.name, ...p.aliases].some((n) => nameKey(n).startsWith(frag.toLowerCase()) || n.toLowerCase().split(/[\s-]+/).some((w) => w.startsWith(frag.toLowerCase())));
    };
    for (const u of units) {
      for (const frag of ['Nor', 'Gul', 'Ion', 'Adr', 'Tyr', 'Bla', 'Mid', 'Nox', 'Yor', 'Por']) {
        const line = parseOrders(`${u.type} ${u.loc} - ${frag}`, { units }).lines[0];
        expect(line.diagnostics.some((d) => d.code === 'misspelt-name'), `${u.loc} - ${frag}`).toBe(false);
        if (line.order?.kind === 'move') expect(begins(line.order.to.split('/')[0], frag), `${u.loc} - ${frag}`).toBe(true);
        for (const m of line.meanings) if (m.kind === 'move') expect(begins(m.to.split('/')[0], frag), `${u.loc} - ${frag}`).toBe(true);
      }
    }
  });
});
