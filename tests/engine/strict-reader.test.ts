import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standardMap';
import { OrderSyntaxError, readOrder, readOrders } from '../../engine/orders/strict';

const read = (line: string) => readOrder(line, { map: standardMap });

describe('strict order reader', () => {
  it.each([
    ['ENG F nth H', { kind: 'hold', power: 'ENG', unit: 'F', at: 'nth' }],
    ['ENG A lon - bel', { kind: 'move', power: 'ENG', unit: 'A', at: 'lon', to: 'bel' }],
    ['ENG A lon - bel via convoy', { kind: 'move', power: 'ENG', unit: 'A', at: 'lon', to: 'bel', viaConvoy: true }],
    ['RUS A Swe-Den', { kind: 'move', power: 'RUS', unit: 'A', at: 'swe', to: 'den' }],
    ['FRA A Bre-MAT-IRI-Wal', { kind: 'move', power: 'FRA', unit: 'A', at: 'bre', to: 'wal', route: ['mao', 'iri'] }],
    ['FRA F mao - spa/nc', { kind: 'move', power: 'FRA', unit: 'F', at: 'mao', to: 'spa/nc' }],
    ['ENG F lon S F wal - eng', { kind: 'support', power: 'ENG', unit: 'F', at: 'lon', target: { unit: 'F', at: 'wal' }, to: 'eng' }],
    ['ENG F lon S A yor', { kind: 'support', power: 'ENG', unit: 'F', at: 'lon', target: { unit: 'A', at: 'yor' } }],
    ['ITA A pru S lvn - pru', { kind: 'support', power: 'ITA', unit: 'A', at: 'pru', target: { at: 'lvn' }, to: 'pru' }],
    ['ENG F nth C A lon - bel', { kind: 'convoy', power: 'ENG', unit: 'F', at: 'nth', army: 'lon', to: 'bel' }],
    ['England: F North Sea Convoys A London - Norway', { kind: 'convoy', power: 'ENG', unit: 'F', at: 'nth', army: 'lon', to: 'nwy' }],
    ['France: F Mid-Atlantic Ocean - Spain (nc)', { kind: 'move', power: 'FRA', unit: 'F', at: 'mao', to: 'spa/nc' }],
    ['Russia: F St. Petersburg (sc) - Gulf of Bothnia', { kind: 'move', power: 'RUS', unit: 'F', at: 'stp/sc', to: 'bot' }],
  ])('reads %s', (line, order) => {
    expect(read(line)).toEqual(order);
  });

  it('reports where it stopped, with a column range', () => {
    try {
      read('ENG F nth - Atlantis');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(OrderSyntaxError);
      expect((e as OrderSyntaxError).message).toBe('"Atlantis" is not a province on this map.');
      expect((e as OrderSyntaxError).column).toBe(13);
      expect((e as OrderSyntaxError).endColumn).toBe(20);
    }
  });

  it('reads blocks with power headings, prefixes and comments, and collects errors per line', () => {
    const r = readOrders('# Spring 1901\nEngland:\nF London - North Sea\n\nFRA: A Paris - Burgundy // hi\nGermany:\nA Berlin - Moon', { map: standardMap });
    expect(r.orders.map((o) => `${o.power} ${o.at}`)).toEqual(['ENG lon', 'FRA par']);
    expect(r.lines).toEqual([3, 5]);
    expect(r.errors).toEqual([expect.objectContaining({ line: 7, message: '"Moon" is not a province on this map.' })]);
  });
});
