import { describe, expect, it } from 'vitest';
import { nextPosition } from '../../engine/game/nextPosition';
import { readGameOrder } from '../../engine/game/phaseOrders';
import { homeOwnership, type Position } from '../../engine/game/position';
import { standardMap as map } from '../../engine/map/standardMap';
import { provinceOf, type Power, type ProvinceId } from '../../engine/map/types';
import { formatOrder } from '../../engine/orders/format';
import { parseOrders } from '../../engine/orders/parse';
import type { Degree, ParsePosition } from '../../engine/orders/parseTypes';
import type { GameOrder } from '../../engine/orders/types';
import { parseLine, unitsOf } from './parserFixtures';

// CalsMUN's revival orders (engine/resolve/insurrection.ts, rules/calsmun.ts)
// read by the lenient parser: degrees, diagnostics and legality like any
// other order, and the same readings as the strict reader.

/** Spring 1905: Russia is gone; its centres belong to its conquerors. */
const CENTRES: Record<ProvinceId, Power> = { ...homeOwnership(map), stp: 'ENG', mos: 'GER', war: 'GER', sev: 'TUR' };
const UNITS = unitsOf('ENG F lon', 'ENG F nth', 'ENG F edi', 'GER A ber', 'GER A mun', 'GER A sil', 'AUS A vie', 'AUS A bud', 'TUR F ank', 'FRA A par');
const GONE: ParsePosition = { units: UNITS, centres: CENTRES, eliminated: ['RUS'] };
const parse = (text: string, position: ParsePosition = GONE, rules = 'calsmun') => parseLine(text, position, rules);

const ins = (power: Power, unit: 'A' | 'F', at: string, revive: Power = 'RUS'): GameOrder => ({ kind: 'insurrection', power, unit, at, revive });
const rev = (power: Power, ...sites: string[]): GameOrder => ({
  kind: 'revive',
  power,
  centres: sites.map((s) => {
    const [unit, at] = s.split(' ');
    return { unit: unit as 'A' | 'F', at };
  }),
});

type Row = [text: string, order: GameOrder, degree?: Degree];

const FORMATS: Row[] = [
  ['F I Lon–Russia', ins('ENG', 'F', 'lon')],
  ['England: F I Lon–Russia', ins('ENG', 'F', 'lon')],
  ['England: F London insurrection Russia', ins('ENG', 'F', 'lon')],
  ['F Lon I Russia', ins('ENG', 'F', 'lon')],
  ['ENG F lon I RUS', ins('ENG', 'F', 'lon')],
  ['f i lon-russia', ins('ENG', 'F', 'lon')],
  ['F I London - Russia', ins('ENG', 'F', 'lon')],
  ['F I North Sea - Russia', ins('ENG', 'F', 'nth')],
  ['F Lon - I Russia', ins('ENG', 'F', 'lon')],
  ['F Lon I for Russia', ins('ENG', 'F', 'lon')],
  ['Fleet London Insurrection Russia.', ins('ENG', 'F', 'lon')],
  ['GER A I Silesia - Russian', ins('GER', 'A', 'sil')],
  ['Germany: A Mun insurrects for Russia', ins('GER', 'A', 'mun')],
  ['1. A Ber I Russia', ins('GER', 'A', 'ber')],
  // Badly written: one meaning, each correction reported.
  ['Germany: I Mun to Russia', ins('GER', 'A', 'mun'), 'badly-written'],
  ['F Lon I Rusia', ins('ENG', 'F', 'lon'), 'badly-written'],
  ['F Londn insurection Russia', ins('ENG', 'F', 'lon'), 'badly-written'],
  ['A I Lon - Russia', ins('ENG', 'F', 'lon'), 'badly-written'],
  // Revive orders: the list in order of preference, an army unless a fleet is written.
  ['Russia: revive Moscow, St Petersburg (nc) F, Warsaw', rev('RUS', 'A mos', 'F stp/nc', 'A war')],
  ['Russia: revive Moscow, St Petersburg, Warsaw, Sevastopol', rev('RUS', 'A mos', 'A stp', 'A war', 'A sev')],
  ['RUS Revive 1. F stp/sc; 2. A mos; 3. Fleet Sevastopol', rev('RUS', 'F stp/sc', 'A mos', 'F sev')],
  ['Russia: revive (1) F StP (north coast), (2) Mos', rev('RUS', 'F stp/nc', 'A mos')],
  ['Russia: revive Moscow and Warsaw', rev('RUS', 'A mos', 'A war')],
  ['RUSSIA: REVIVE WARSAW, MOSCOW', rev('RUS', 'A war', 'A mos')],
  ['revive Moscow, Warsaw', rev('RUS', 'A mos', 'A war')],
  ['Russia: revive Sevastopol F, Moscow', rev('RUS', 'F sev', 'A mos')],
  ['russia: REVIEV moscow, warsw', rev('RUS', 'A mos', 'A war'), 'badly-written'],
  ['Russia: revive Mscow, Flet Sevastopol', rev('RUS', 'A mos', 'F sev'), 'badly-written'],
];

describe('calsmun: the lenient parser reads revival orders', () => {
  it.each(FORMATS)('%s', (text, order, degree = 'well-written') => {
    const line = parse(text);
    expect(line.order).toEqual(order);
    expect(line.degree).toBe(degree);
    expect(line.legal).toBe(true);
    const corrections = line.diagnostics.filter((d) => d.severity === 'warning');
    if (degree === 'badly-written') expect(corrections).not.toEqual([]);
    else expect(line.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('reads every line the strict reader reads, as the strict reader reads it', () => {
    const ctx = { map, unitAt: (p: string) => UNITS.find((u) => provinceOf(u.loc) === p) };
    for (const text of [
      'England: F I Lon–Russia',
      'England: F London insurrection Russia',
      'F Lon I Russia',
      'ENG F lon I RUS',
      'GER A I Silesia - Russian',
      'Germany: I Mun to Russia',
      'Russia: revive Moscow, St Petersburg, Warsaw, Sevastopol',
      'RUS Revive 1. F stp/sc; 2. A mos; 3. Fleet Sevastopol',
      'Russia: revive F stp/nc, Moscow, Warsaw, F Sevastopol',
    ]) {
      expect(parse(text).order, text).toEqual(readGameOrder(text, 'movement', ctx));
    }
  });

  it('says what each correction was, with its columns', () => {
    const line = parse('F Londn insurection Rusia');
    expect(line.diagnostics.map((d) => [d.code, d.column, d.endColumn, d.message])).toEqual([
      ['misspelt-directive', 9, 19, '“insurection” read as insurrection.'],
      ['misspelt-name', 21, 25, '“Rusia” read as Russia.'],
      ['misspelt-name', 3, 7, '“Londn” read as London.'],
    ]);
    const list = parse('Russia: revive Moscow, Atlantis');
    expect(list.degree).toBe('ambiguous');
    expect(list.diagnostics).toEqual([{ line: 1, column: 24, endColumn: 31, severity: 'error', code: 'unknown-province', message: '“Atlantis” is not a province on this map.' }]);
  });

  it('lists both coasts when a fleet is asked for in St Petersburg without one', () => {
    const line = parse('Russia: revive F StP, Moscow');
    expect(line).toMatchObject({ degree: 'ambiguous', reason: 'coast-needed', legal: false });
    expect(line.meanings).toEqual([rev('RUS', 'F stp/nc', 'A mos'), rev('RUS', 'F stp/sc', 'A mos')]);
  });

  it.each([
    ['F Lon I Canada', 'ambiguous', 'unknown-power'],
    ['F Lon I', 'ambiguous', 'missing-target'],
    ['Russia: revive', 'ambiguous', 'missing-target'],
    ['F I Kiel - Russia', 'un-assignable', 'no-unit'],
    ['England: A I Ber - Russia', 'un-assignable', 'foreign-unit'],
    ['F I Atlantis - Russia', 'un-assignable', 'unknown-province'],
    ['revive Moscow, Paris', 'un-assignable', 'no-power'],
  ])('cannot follow %s (%s)', (text, degree, code) => {
    const line = parse(text);
    expect(line.degree).toBe(degree);
    expect(line.legal).toBe(false);
    expect(line.diagnostics.map((d) => d.code)).toContain(code);
    for (const d of line.diagnostics) expect(d.message).not.toMatch(/undefined/);
  });
});

describe('calsmun: the legality of revival orders', () => {
  it.each([
    ['F Lon I France', 'not-eliminated', ['calsmun:losing-your-country', 'calsmun:insurrection-target'], /France is still in the game/],
    ['England: revive London, Edinburgh', 'not-eliminated', ['calsmun:losing-your-country', 'calsmun:insurrection-target'], /England is still in the game/],
    ['Russia: revive Moscow, Paris', 'not-home-centre', ['calsmun:revival-orders'], /Paris is not a home centre of Russia/],
    ['Russia: revive Moscow, Warsaw, Moscow', 'repeated-centre', ['calsmun:revival-orders'], /Moscow is listed twice/],
    ['Russia: revive F Moscow', 'cannot-enter', ['rulebook2008:adjustments', 'calsmun:revival-orders'], /A fleet cannot be placed in Moscow/],
  ])('%s is illegal: %s', (text, reason, rules, message) => {
    const line = parse(text);
    expect(line).toMatchObject({ degree: 'well-written', legal: false, reason, status: 'illegal' });
    expect(line.rules).toEqual(rules);
    expect(line.diagnostics.find((d) => d.code === 'illegal')?.message).toMatch(message);
  });

  it('judges the insurrection against the position: who is eliminated comes from the position, or from centres and units', () => {
    expect(parse('F Lon I Russia', { units: UNITS, centres: CENTRES }).legal).toBe(true);
    expect(parse('F Lon I Russia', { units: UNITS, centres: CENTRES, eliminated: [] })).toMatchObject({ legal: false, reason: 'not-eliminated' });
    // With no centres given, everybody has the 1901 home centres: nobody is out.
    expect(parse('F Lon I Russia', { units: UNITS })).toMatchObject({ legal: false, reason: 'not-eliminated' });
  });

  it.each(['alexander', 'datc', 'rulebook2008'])('reads them under %s, and says that rule set has no such order', (rules) => {
    for (const text of ['F I Lon–Russia', 'Russia: revive Moscow, Warsaw']) {
      const line = parse(text, GONE, rules);
      expect(line.degree).toBe('well-written');
      expect(line).toMatchObject({ legal: false, reason: 'not-in-rules', status: 'illegal' });
      expect(line.rules.length).toBeGreaterThan(0);
      expect(line.diagnostics[0].message).toMatch(/belongs to CalsMUN's rules; under .+ there is no such order\./);
    }
  });

  it('rules them out of a retreat or adjustment phase', () => {
    const retreat: ParsePosition = { ...GONE, phase: 'retreat', dislodged: [{ unit: { power: 'ENG', type: 'F', loc: 'eng' } }] };
    expect(parse('F Lon I Russia', retreat)).toMatchObject({ legal: false, reason: 'not-a-retreat-order' });
    const adjustment: ParsePosition = { ...GONE, phase: 'adjustment' };
    expect(parse('F Lon I Russia', adjustment)).toMatchObject({ legal: false, reason: 'not-an-adjustment-order' });
    expect(parse('Russia: revive Moscow', adjustment)).toMatchObject({ legal: false, reason: 'not-an-adjustment-order' });
    expect(parse('Russia: revive Moscow', adjustment).diagnostics[0].message).toBe('A revival order cannot be given in an adjustment phase.');
  });
});

describe('calsmun: what the parser hands on', () => {
  const SHEET = [
    'England:',
    'F I Lon–Russia',
    'F Nth - Nwg',
    'F North Sea insurrection Russia',
    'Germany:',
    'A Ber I Russia',
    'A Mun I France',
    'Russia: revive Warsaw',
    'Russia: revive Moscow, St Petersburg (nc) F',
  ].join('\n');

  it('puts revival orders in given and orders; several orders to one unit or one power count by the rule set', () => {
    const r = parseOrders(SHEET, GONE, 'calsmun');
    expect(r.lines.map((l) => l.status)).toEqual(['followed', 'followed', 'superseded', 'followed', 'illegal', 'followed', 'superseded']);
    expect(r.given.map((o) => o.kind)).toEqual(['insurrection', 'move', 'insurrection', 'insurrection', 'insurrection', 'revive', 'revive']);
    expect(r.orders).toEqual([ins('ENG', 'F', 'lon'), { kind: 'move', power: 'ENG', unit: 'F', at: 'nth', to: 'nwg' }, ins('GER', 'A', 'ber'), rev('RUS', 'A war')]);
    // The 2008 rulebook (and so CalsMUN) keeps the first legal order to a unit.
    expect(r.lines[2].diagnostics.find((d) => d.code === 'superseded')?.message).toBe('Not used: line 3 also orders this unit, and the first legal order to a unit counts.');
    expect(r.lines[6].diagnostics.find((d) => d.code === 'superseded')?.message).toBe("Not used: line 8 also gives Russia's revival list, and the first legal one counts.");
  });

  it('agrees with the adjudicator on every order it hands on', () => {
    const position: Position = { season: 'spring', year: 1905, phase: 'movement', units: UNITS, centres: CENTRES, dislodged: [], standoffs: [], eliminated: ['RUS'] };
    const r = parseOrders(SHEET, position, 'calsmun');
    const step = nextPosition(position, r.given, 'calsmun');
    if (step.ruling.phase !== 'movement') throw new Error('movement');
    const revivals = step.ruling.revivals ?? [];
    const lineOf = (o: GameOrder) => r.lines.find((l) => l.order === o)!;
    for (const result of revivals) {
      const line = lineOf(r.given[result.index]);
      if (line.status === 'followed') expect(result.outcome, line.text).not.toBe('illegal');
      else expect(result.outcome, line.text).toBe('illegal');
      if (line.reason) expect(result.reason).toBe(line.reason);
    }
    expect(revivals.map((x) => [x.outcome, x.reason])).toEqual([
      ['succeeds', 'joined-insurrection'],
      ['illegal', 'superseded'],
      ['succeeds', 'joined-insurrection'],
      ['illegal', 'not-eliminated'],
      ['succeeds', 'preferences-filed'],
      ['illegal', 'superseded'],
    ]);
  });

  it('prints what it reads so that it reads the same again', () => {
    for (const [text, order] of FORMATS) {
      for (const style of ['abbreviated', 'full'] as const) {
        const printed = formatOrder(order, { style, power: true });
        expect(parse(printed).order, `${text} → ${printed}`).toEqual(order);
      }
    }
  });
});
