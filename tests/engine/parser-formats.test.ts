import { describe, expect, it } from 'vitest';
import { parseOrders } from '../../engine/orders/parse';
import type { Degree, ParsePosition } from '../../engine/orders/parseTypes';
import type { Order } from '../../engine/orders/types';
import { parseLine, START, unitsOf } from './parserFixtures';

// The formats players write, table-driven: each line with the order it must
// read as and the degree it gets. "Badly written" here means seed 004's sense:
// a unit type or a supported unit's type left out, which still has one meaning.

const BOARD = unitsOf(
  'ENG F lon', 'ENG F wal', 'ENG F nth', 'ENG A yor', 'ENG A lvp', 'ENG F edi', 'ENG F eng',
  'FRA A par', 'FRA A mar', 'FRA A bre', 'FRA F mao', 'FRA F iri', 'FRA F lyo', 'FRA F spa/sc', 'FRA A pic',
  'GER A mun', 'GER A ber', 'GER F kie', 'GER A hol', 'GER A bel',
  'RUS F bot', 'RUS F stp/nc', 'RUS A war',
  'TUR F con', 'TUR A bul', 'TUR F bla',
  'AUS F tri', 'AUS A vie',
);
const MOVEMENT: ParsePosition = { units: BOARD };

const m = (power: Order['power'], unit: 'A' | 'F', at: string, to: string, extra: Partial<Extract<Order, { kind: 'move' }>> = {}): Order => ({ kind: 'move', power, unit, at, to, ...extra });
const s = (power: Order['power'], unit: 'A' | 'F', at: string, target: { unit?: 'A' | 'F'; at: string }, to?: string): Order =>
  to === undefined ? { kind: 'support', power, unit, at, target } : { kind: 'support', power, unit, at, target, to };
const c = (power: Order['power'], at: string, army: string, to: string): Order => ({ kind: 'convoy', power, unit: 'F', at, army, to });
const h = (power: Order['power'], unit: 'A' | 'F', at: string): Order => ({ kind: 'hold', power, unit, at });

type Row = [text: string, order: Order, degree?: Degree];

const TABLE_III_2: Row[] = [
  ['F Lon HOLDS', h('ENG', 'F', 'lon')],
  ['A Par-Bur', m('FRA', 'A', 'par', 'bur')],
  ['F Lon S F Wal', s('ENG', 'F', 'lon', { unit: 'F', at: 'wal' })],
  ['F Lon S F Wal-ENG', s('ENG', 'F', 'lon', { unit: 'F', at: 'wal' }, 'eng')],
  ['F ENG C A Bre-Lon', c('ENG', 'eng', 'bre', 'lon')],
  ['A Bre-Lon', m('FRA', 'A', 'bre', 'lon')],
  ['A Bre-MAT-IRI-Wal', m('FRA', 'A', 'bre', 'wal', { route: ['mao', 'iri'] })],
  ['F Spa (sc) S F MAT', s('FRA', 'F', 'spa/sc', { unit: 'F', at: 'mao' })],
];

const RULEBOOK_2008: Row[] = [
  ['A Paris-Burgundy', m('FRA', 'A', 'par', 'bur')],
  ['F London Holds', h('ENG', 'F', 'lon')],
  ['F Lon-Holds', h('ENG', 'F', 'lon')],
  ['F Con-Bul EC', m('TUR', 'F', 'con', 'bul/ec')],
  ['F Nth C A Yor-Nwy', c('ENG', 'nth', 'yor', 'nwy')],
  ['F Bla-Con', m('TUR', 'F', 'bla', 'con')],
  ['F Lyo-Spa SC', m('FRA', 'F', 'lyo', 'spa/sc')],
  ['F GoL - Tys', m('FRA', 'F', 'lyo', 'tys')],
  ['F Iri - Mid', m('FRA', 'F', 'iri', 'mao')],
  ['F Iri-NAt', m('FRA', 'F', 'iri', 'nao')],
  ['A Ber S A Mun-Sil', s('GER', 'A', 'ber', { unit: 'A', at: 'mun' }, 'sil')],
];

const DATC: Row[] = [
  ['F North Sea Convoys A Yorkshire - Norway', c('ENG', 'nth', 'yor', 'nwy')],
  ['A Holland Supports A Belgium', s('GER', 'A', 'hol', { unit: 'A', at: 'bel' })],
  ['F Kiel Supports A Munich - Berlin', s('GER', 'F', 'kie', { unit: 'A', at: 'mun' }, 'ber')],
  ['A Liverpool - Edinburgh via Convoy', m('ENG', 'A', 'lvp', 'edi', { viaConvoy: true })],
  ['F Gulf of Lyon - Spain(sc)', m('FRA', 'F', 'lyo', 'spa/sc')],
  ['England: A Liverpool - Edinburgh', m('ENG', 'A', 'lvp', 'edi')],
  // Read as written; a fleet on a coast cannot convoy, which legality says, not the reading.
  ['ENG F lon C A yor - bel', c('ENG', 'lon', 'yor', 'bel')],
  ['RUS F St. Petersburg (north coast) - Norway', m('RUS', 'F', 'stp/nc', 'nwy')],
  ['F Mid-Atlantic Ocean - Spain (north coast)', m('FRA', 'F', 'mao', 'spa/nc')],
];

const ONLINE: Row[] = [
  ['A PAR - BUR', m('FRA', 'A', 'par', 'bur')],
  ['A PAR H', h('FRA', 'A', 'par')],
  ['A PAR HOLD', h('FRA', 'A', 'par')],
  ['A PAR S A MAR - BUR', s('FRA', 'A', 'par', { unit: 'A', at: 'mar' }, 'bur')],
  ['F SPA/SC - WES', m('FRA', 'F', 'spa/sc', 'wes')],
  ['F MAO - spa(sc)', m('FRA', 'F', 'mao', 'spa/sc')],
  ['F MAO - spa/nc', m('FRA', 'F', 'mao', 'spa/nc')],
  ['F Bot - stp sc', m('RUS', 'F', 'bot', 'stp/sc')],
  ['F stp nc - bar', m('RUS', 'F', 'stp/nc', 'bar')],
  ['A BRE - LON VIA', m('FRA', 'A', 'bre', 'lon', { viaConvoy: true })],
  ['A Bre - Lon via convoy', m('FRA', 'A', 'bre', 'lon', { viaConvoy: true })],
  ['A Bre - Lon (via convoy)', m('FRA', 'A', 'bre', 'lon', { viaConvoy: true })],
  ['A Bre - Lon by convoy', m('FRA', 'A', 'bre', 'lon', { viaConvoy: true })],
  ['A Par -> Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Par – Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Par → Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Par to Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Par move Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Par moves to Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Mar supports A Par - Bur', s('FRA', 'A', 'mar', { unit: 'A', at: 'par' }, 'bur')],
  ['A Mar supports A Par to Bur', s('FRA', 'A', 'mar', { unit: 'A', at: 'par' }, 'bur')],
  ['F Nth convoys A Yor - Nwy', c('ENG', 'nth', 'yor', 'nwy')],
  ['a par-bur', m('FRA', 'A', 'par', 'bur')],
  ['A    Par-   Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Par -Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Par-Bur.', m('FRA', 'A', 'par', 'bur')],
  ['ARMY PARIS - BURGUNDY', m('FRA', 'A', 'par', 'bur')],
  ['Fleet North Sea - Norway', m('ENG', 'F', 'nth', 'nwy')],
  ['ENG F LON - NTH', m('ENG', 'F', 'lon', 'nth')],
  ['England: F London - North Sea', m('ENG', 'F', 'lon', 'nth')],
  ['ENG: F Lon - Nth', m('ENG', 'F', 'lon', 'nth')],
  ['French A Par - Bur', m('FRA', 'A', 'par', 'bur')],
  ['1. A Par - Bur', m('FRA', 'A', 'par', 'bur')],
  ['- A Par - Bur', m('FRA', 'A', 'par', 'bur')],
  ['A Par - Bur # to Burgundy', m('FRA', 'A', 'par', 'bur')],
  ['A Par - Bur // comment', m('FRA', 'A', 'par', 'bur')],
  // webDiplomacy's wording.
  ['A Paris support move to Burgundy from Marseilles', s('FRA', 'A', 'par', { at: 'mar' }, 'bur'), 'badly-written'],
  ['A Marseilles support hold to Paris', s('FRA', 'A', 'mar', { at: 'par' }), 'badly-written'],
  ['F North Sea convoy to Norway from Yorkshire', c('ENG', 'nth', 'yor', 'nwy'), 'badly-written'],
  // Seed 004 degrees for common shortcuts.
  ['PAR - BUR', m('FRA', 'A', 'par', 'bur'), 'badly-written'],
  ['Par-Bur', m('FRA', 'A', 'par', 'bur'), 'badly-written'],
  ['A Mar S Par - Bur', s('FRA', 'A', 'mar', { at: 'par' }, 'bur'), 'badly-written'],
  ['A Par Bur', m('FRA', 'A', 'par', 'bur'), 'badly-written'],
  ['A Par', h('FRA', 'A', 'par'), 'badly-written'],
  ['A Par - Bur please', m('FRA', 'A', 'par', 'bur')],
  ['A Par - Bur now', m('FRA', 'A', 'par', 'bur'), 'badly-written'],
  ['A Par suport A Mar', s('FRA', 'A', 'par', { unit: 'A', at: 'mar' }), 'badly-written'],
];

function check(rows: Row[], position: ParsePosition = MOVEMENT) {
  it.each(rows)('%s', (text, order, degree = 'well-written') => {
    const line = parseLine(text, position);
    if (degree !== 'un-assignable') expect(line.order).toEqual(order);
    expect(line.degree).toBe(degree);
  });
}

describe('order formats', () => {
  describe('Alexander Table III.2', () => check(TABLE_III_2));
  describe('2008 rulebook abbreviations', () => check(RULEBOOK_2008));
  describe('DATC prose', () => check(DATC));
  describe('online forms and shortcuts', () => check(ONLINE));

  describe('retreats', () => {
    const position: ParsePosition = { phase: 'retreat', units: unitsOf('GER A bur', 'ENG F nth'), dislodged: [{ unit: { power: 'FRA', type: 'A', loc: 'par' }, attackerFrom: 'bur' }, { unit: { power: 'ENG', type: 'F', loc: 'eng' } }] };
    const r = (to: string): Order => ({ kind: 'retreat', power: 'FRA', unit: 'A', at: 'par', to });
    check(
      [
        ['A Par-Pic', r('pic')],
        ['A Par - Gas', r('gas')],
        ['A Par retreat Gas', r('gas')],
        ['A Par retreats to Gas', r('gas')],
        ['A Par R Gas', r('gas')],
        ['Retreat A Par - Gas', r('gas')],
        ['DISBAND A Par', { kind: 'disband', power: 'FRA', unit: 'A', at: 'par' }],
        ['A Par disband', { kind: 'disband', power: 'FRA', unit: 'A', at: 'par' }],
        ['F ENG - Bel', { kind: 'retreat', power: 'ENG', unit: 'F', at: 'eng', to: 'bel' }],
      ],
      position,
    );
    it('judges retreats', () => {
      expect(parseLine('A Par - Bur', position)).toMatchObject({ legal: false, reason: 'retreat-occupied', rules: ['alexander:III.4.b'] });
      expect(parseLine('A Par - Gas', position).legal).toBe(true);
      expect(parseLine('F ENG - Nth', position).reason).toBe('retreat-occupied');
      expect(parseLine('A Par S A Bur', position).reason).toBe('not-a-retreat-order');
    });
  });

  describe('adjustments', () => {
    const position: ParsePosition = {
      phase: 'adjustment',
      units: unitsOf('AUS F tri', 'AUS A bud', 'AUS A ser', 'AUS A gal', 'ENG A yor'),
      centres: { vie: 'AUS', tri: 'AUS', bud: 'AUS', lon: 'ENG', edi: 'ENG', lvp: 'ENG', nwy: 'ENG', stp: 'RUS', mos: 'RUS' },
    };
    check(
      [
        ['DISBAND F Tri', { kind: 'disband', power: 'AUS', unit: 'F', at: 'tri' }],
        ['remove A Gal', { kind: 'disband', power: 'AUS', unit: 'A', at: 'gal' }],
        ['Austria: F Tri D', { kind: 'disband', power: 'AUS', unit: 'F', at: 'tri' }],
        ['BUILD A Lon', { kind: 'build', power: 'ENG', unit: 'A', at: 'lon' }],
        ['build f edi', { kind: 'build', power: 'ENG', unit: 'F', at: 'edi' }],
        ['Build F StP/nc', { kind: 'build', power: 'RUS', unit: 'F', at: 'stp/nc' }],
        ['Build F St Petersburg (south coast)', { kind: 'build', power: 'RUS', unit: 'F', at: 'stp/sc' }],
        ['England: waive', { kind: 'waive', power: 'ENG' }],
        ['ENG WAIVE', { kind: 'waive', power: 'ENG' }],
      ],
      position,
    );
    // A bare WAIVE needs to know whose orders these are.
    check([['Waive 1 build', { kind: 'waive', power: 'ENG' }]], { ...position, power: 'ENG' });
    it('cannot assign a waive to nobody', () => {
      expect(parseLine('WAIVE', position)).toMatchObject({ degree: 'un-assignable', reason: 'no-power' });
    });
    it('needs a coast for a fleet built in a two-coast province', () => {
      const line = parseLine('Build F StP', position);
      expect(line.degree).toBe('ambiguous');
      expect(line.reason).toBe('coast-needed');
      expect(line.meanings).toEqual([
        { kind: 'build', power: 'RUS', unit: 'F', at: 'stp/nc' },
        { kind: 'build', power: 'RUS', unit: 'F', at: 'stp/sc' },
      ]);
    });
    it('judges builds and removals', () => {
      expect(parseLine('Build A Vie', position)).toMatchObject({ legal: false, reason: 'no-builds-allowed', rules: ['alexander:III.5.d'] });
      expect(parseLine('Build A Lvp', position).legal).toBe(true);
      expect(parseLine('Disband A Yor', position)).toMatchObject({ legal: false, reason: 'no-disbands-owed', rules: ['alexander:III.5.c'] });
      expect(parseLine('A Bud - Vie', position).reason).toBe('not-an-adjustment-order');
      expect(parseLine('Build A Par', { units: START })).toMatchObject({ legal: false, reason: 'wrong-phase' });
    });
  });

  it('reads a power heading and the orders under it, comments and blank lines', () => {
    const text = ['# Spring 1901', '', 'England:', 'F London - North Sea', '  F Edinburgh - Norwegian Sea  // north', 'A Liverpool - Yorkshire', '', 'FRANCE', 'A Par-Bur'].join('\n');
    const r = parseOrders(text, { units: START });
    expect(r.lines.map((l) => [l.line, l.power, l.degree])).toEqual([
      [4, 'ENG', 'well-written'],
      [5, 'ENG', 'well-written'],
      [6, 'ENG', 'well-written'],
      [9, 'FRA', 'well-written'],
    ]);
    expect(r.headings.map((x) => [x.line, x.power])).toEqual([
      [3, 'ENG'],
      [8, 'FRA'],
    ]);
    expect(r.orders).toHaveLength(4);
    expect(r.diagnostics).toEqual([]);
  });

  it('accepts Windows and old Mac line ends', () => {
    const r = parseOrders('F Lon - Nth\r\nA Par - Bur\rA Mun - Ruh', { units: START });
    expect(r.lines.map((l) => l.line)).toEqual([1, 2, 3]);
    expect(r.lines.every((l) => l.degree === 'well-written')).toBe(true);
  });
});
