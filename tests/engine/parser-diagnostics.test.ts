import { describe, expect, it } from 'vitest';
import { parseOrders } from '../../engine/orders/parse';
import type { Diagnostic } from '../../engine/orders/parseTypes';
import { parseLine, START, unitsOf } from './parserFixtures';

const brief = (ds: readonly Diagnostic[]) => ds.map((d) => [d.code, d.severity, d.column, d.endColumn]);

describe('diagnostics point at the characters they are about', () => {
  it('an unknown province, after leading spaces and a tab', () => {
    const line = parseLine('  \tA Par - Atlantis', { units: START });
    expect(line.degree).toBe('ambiguous');
    expect(line.diagnostics).toEqual([
      { line: 1, column: 12, endColumn: 19, severity: 'error', code: 'unknown-province', message: '“Atlantis” is not a province on this map.' },
    ]);
  });

  it('the whole order when it is illegal', () => {
    const line = parseLine('  A Par - Mun  ', { units: START });
    expect(brief(line.diagnostics)).toEqual([['illegal', 'error', 3, 13]]);
    expect(line.diagnostics[0].message).toBe('The army in Paris cannot reach Munich: it is not next to it and no fleets stand where they could convoy it.');
    expect(line.rules).toEqual(['alexander:IV.3']);
  });

  it('the word corrected, the type replaced, the coast inferred', () => {
    expect(brief(parseLine('A Trieste - Adriatic Sea', { units: unitsOf('AUS F tri') }).diagnostics)).toEqual([['unit-type-wrong', 'warning', 1, 1]]);
    expect(brief(parseLine('X Par - Bur', { units: START }).diagnostics)).toEqual([['unit-type-unknown', 'warning', 1, 1]]);
    expect(brief(parseLine('F Gulf of Lyon - Spain', { units: unitsOf('FRA F lyo') }).diagnostics)).toEqual([['coast-inferred', 'warning', 18, 22]]);
    expect(brief(parseLine('F Lyo - Spa/nc', { units: unitsOf('FRA F lyo') }).diagnostics)).toEqual([['illegal', 'error', 1, 14]]);
    expect(brief(parseLine('A Par suport A Bre', { units: START }).diagnostics)).toEqual([['misspelt-directive', 'warning', 7, 12]]);
  });

  it('a coast that does not exist is read as missing, then inferred or asked for', () => {
    const line = parseLine('F Con - Bul NC', { units: unitsOf('TUR F con') });
    expect(line.degree).toBe('ambiguous');
    expect(brief(line.diagnostics)).toEqual([
      ['coast-unknown', 'warning', 13, 14],
      ['coast-needed', 'error', 13, 14],
    ]);
    expect(line.meanings.map((o) => (o.kind === 'move' ? o.to : ''))).toEqual(['bul/ec', 'bul/sc']);
  });

  it('a character outside the basic plane counts as the two columns an editor gives it', () => {
    const line = parseLine('🙂 A Par - Bur', { units: START });
    expect(line.degree).toBe('well-written');
    expect(brief(line.diagnostics)).toEqual([['remark', 'info', 1, 2]]);
  });

  it('lines are numbered in the text as given, blank lines and comments included', () => {
    const r = parseOrders('# orders\n\nA Par - Mun\n\n// more\nA Mar - Pie x', { units: START });
    expect(r.diagnostics.map((d) => [d.line, d.code])).toEqual([
      [3, 'illegal'],
      [6, 'extra-words'],
    ]);
  });

  it('the heading of a mislabelled set', () => {
    const r = parseOrders('Turkey (2nd set)\nA Vie - Gal', { units: START });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ line: 1, column: 1, endColumn: 16, code: 'mislabelled-set', severity: 'warning' }),
    ]);
    expect(r.orders).toEqual([{ kind: 'move', power: 'AUS', unit: 'A', at: 'vie', to: 'gal' }]);
  });
});

describe('ambiguous orders list their meanings', () => {
  it('a name several provinces share, narrowed by where the unit can go', () => {
    const line = parseLine('F Nwg - North', { units: unitsOf('ENG F nwg') });
    expect(line.meanings.map((o) => (o.kind === 'move' ? o.to : ''))).toEqual(['nao', 'nth']);
    expect(line.diagnostics[0].message).toBe('“North” could be North Atlantic Ocean or North Sea. Also so named, but not one that the fleet in the Norwegian Sea can reach: North Africa.');
  });

  it('a name that fits several of the player\'s units', () => {
    const line = parseLine('F North H', { units: unitsOf('ENG F nth', 'ENG F nao') });
    expect(line.degree).toBe('ambiguous');
    expect(line.meanings).toEqual([
      { kind: 'hold', power: 'ENG', unit: 'F', at: 'nao' },
      { kind: 'hold', power: 'ENG', unit: 'F', at: 'nth' },
    ]);
    // With only one of them, the unit settles it.
    expect(parseLine('F North H', { units: unitsOf('ENG F nth') })).toMatchObject({ degree: 'badly-written', order: { at: 'nth' } });
  });

  it('a build whose type or coast is missing', () => {
    const position = { phase: 'adjustment' as const, units: [], centres: { stp: 'RUS' as const } };
    expect(parseLine('Build StP', position).meanings).toEqual([
      { kind: 'build', power: 'RUS', unit: 'A', at: 'stp' },
      { kind: 'build', power: 'RUS', unit: 'F', at: 'stp/nc' },
      { kind: 'build', power: 'RUS', unit: 'F', at: 'stp/sc' },
    ]);
  });

  it('an order with no meaning at all lists none', () => {
    for (const text of ['A Bohemia barf Tyrolia', 'A Boh -', 'A Boh S', 'F Adr C A Apu', 'A Boh - Tyr Mun']) {
      const line = parseLine(text, { units: unitsOf('AUS A boh', 'AUS F adr', 'ITA A apu') });
      expect(line.degree, text).toBe('ambiguous');
      expect(line.meanings, text).toEqual([]);
      expect(line.diagnostics.some((d) => d.severity === 'error'), text).toBe(true);
    }
  });
});

describe('power and unit assignment', () => {
  it('an order for another power\'s unit is un-assignable', () => {
    const line = parseLine('ENG A Par - Bur', { units: START });
    expect(line).toMatchObject({ degree: 'un-assignable', reason: 'foreign-unit', status: 'unassignable' });
    expect(line.diagnostics[0].message).toBe('The army in Paris belongs to France; England cannot order it.');
  });

  it('the caller may say whose orders these are', () => {
    expect(parseLine('A Par - Bur', { units: START, power: 'GER' }).degree).toBe('un-assignable');
    expect(parseLine('A Par - Bur', { units: START, power: 'FRA' }).degree).toBe('well-written');
  });

  it('"ENG" starts a line as England, but names the Channel after a unit type or before a dash', () => {
    expect(parseLine('ENG F Lon - Eng', { units: START }).order).toEqual({ kind: 'move', power: 'ENG', unit: 'F', at: 'lon', to: 'eng' });
    expect(parseLine('ENG - Lon', { units: unitsOf('FRA F eng') }).order).toEqual({ kind: 'move', power: 'FRA', unit: 'F', at: 'eng', to: 'lon' });
  });

  it('a power word before a province is a prefix, unless the two make one name', () => {
    expect(parseLine('France Par - Bur', { units: START }).order).toEqual({ kind: 'move', power: 'FRA', unit: 'A', at: 'par', to: 'bur' });
    expect(parseLine('English Channel - Bel', { units: unitsOf('FRA F eng') }).order).toEqual({ kind: 'move', power: 'FRA', unit: 'F', at: 'eng', to: 'bel' });
    const r = parseOrders("England's orders:\nF Lon - Nth", { units: START });
    expect(r.headings).toEqual([{ line: 1, text: "England's orders:", kind: 'power', power: 'ENG', set: 1 }]);
  });

  it('"via convoy" on a fleet is pointed at and ignored', () => {
    const line = parseLine('F Lon - Nth via convoy', { units: START });
    expect(line.order).toEqual({ kind: 'move', power: 'ENG', unit: 'F', at: 'lon', to: 'nth' });
    expect(brief(line.diagnostics)).toEqual([['extra-words', 'info', 13, 22]]);
  });

  it('"Swe-Den" is a move, "Mid-Atlantic" a name, "Mar S" not "Mars"', () => {
    expect(parseLine('A Swe-Den', { units: unitsOf('RUS A swe') }).order).toEqual({ kind: 'move', power: 'RUS', unit: 'A', at: 'swe', to: 'den' });
    expect(parseLine('F Mid-Atlantic-Bre', { units: unitsOf('FRA F mao') }).order).toEqual({ kind: 'move', power: 'FRA', unit: 'F', at: 'mao', to: 'bre' });
    expect(parseLine('A Mar S A Par', { units: START }).order).toEqual({ kind: 'support', power: 'FRA', unit: 'A', at: 'mar', target: { unit: 'A', at: 'par' } });
  });
});
