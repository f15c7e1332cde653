import { describe, expect, it } from 'vitest';
import { parseOrders } from '../../engine/orders/parse';
import type { Degree, ParsePosition } from '../../engine/orders/parseTypes';
import type { Order } from '../../engine/orders/types';
import { parseLine, START, unitsOf } from './parserFixtures';

// Every example of seed 004 ("Diplomacy Mangled Orders"), with the degree and
// the reading the seed gives it. The seed names no position, so each example
// gets the smallest position that makes its situation true.

interface Example {
  text: string;
  /** The situation the seed describes, in words. */
  when?: string;
  position: ParsePosition;
  degree: Degree;
  /** The reading (badly and well written, and un-assignable orders that could still be read). */
  order?: Order;
  /** Ambiguous: the meanings listed. */
  meanings?: Order[];
  legal?: boolean;
}

/** Warnings about what the procedures did, not about how the order was written. */
const PROCEDURE_CODES = new Set(['earlier-set', 'superseded', 'over-limit', 'civil-disorder', 'mislabelled-set']);

const movement = (...units: string[]): ParsePosition => ({ units: unitsOf(...units) });

/** An adjustment phase where Russia, Germany, France and Austria each build one unit and Italy must remove one. */
const ADJUSTMENT: ParsePosition = {
  phase: 'adjustment',
  units: unitsOf('AUS A vie', 'AUS F tri', 'ITA A rom', 'ITA F nap', 'ITA A ven', 'RUS A ukr', 'RUS F sev', 'RUS A war', 'GER F kie', 'GER A ruh', 'FRA A pic', 'FRA F spa/sc'),
  centres: {
    mos: 'RUS', war: 'RUS', sev: 'RUS', stp: 'RUS',
    ber: 'GER', kie: 'GER', mun: 'GER',
    bre: 'FRA', par: 'FRA', mar: 'FRA',
    bud: 'AUS', vie: 'AUS', tri: 'AUS',
    rom: 'ITA', nap: 'ITA',
  },
};

const UNASSIGNABLE: Example[] = [
  { text: 'A Canada move Bulgaria', position: { units: START }, degree: 'un-assignable' },
  {
    text: 'A Burgundy move Paris',
    when: 'Spring 1901: France has no army in Burgundy',
    position: { units: START, power: 'FRA' },
    degree: 'un-assignable',
    order: { kind: 'move', power: 'FRA', unit: 'A', at: 'bur', to: 'par' },
  },
  { text: 'Build A Serbia', position: ADJUSTMENT, degree: 'un-assignable' },
  { text: 'Build A Burgundy', position: ADJUSTMENT, degree: 'un-assignable' },
  { text: 'Build F Italy', position: ADJUSTMENT, degree: 'un-assignable' },
];

const AMBIGUOUS: Example[] = [
  {
    text: 'F Norwegian Sea move North',
    position: movement('ENG F nwg'),
    degree: 'ambiguous',
    meanings: [
      { kind: 'move', power: 'ENG', unit: 'F', at: 'nwg', to: 'nao' },
      { kind: 'move', power: 'ENG', unit: 'F', at: 'nwg', to: 'nth' },
    ],
  },
  {
    text: 'F Mid-Atlantic move Spain',
    position: movement('FRA F mao'),
    degree: 'ambiguous',
    meanings: [
      { kind: 'move', power: 'FRA', unit: 'F', at: 'mao', to: 'spa/nc' },
      { kind: 'move', power: 'FRA', unit: 'F', at: 'mao', to: 'spa/sc' },
    ],
  },
  { text: 'A Bohemia barf Tyrolia', position: movement('AUS A boh'), degree: 'ambiguous', meanings: [] },
  { text: 'A Bulgaria move Canada', position: movement('TUR A bul'), degree: 'ambiguous', meanings: [] },
  {
    text: 'Build Brest',
    position: ADJUSTMENT,
    degree: 'ambiguous',
    meanings: [
      { kind: 'build', power: 'FRA', unit: 'A', at: 'bre' },
      { kind: 'build', power: 'FRA', unit: 'F', at: 'bre' },
    ],
  },
  {
    text: 'Build D Berlin',
    position: ADJUSTMENT,
    degree: 'ambiguous',
    meanings: [
      { kind: 'build', power: 'GER', unit: 'A', at: 'ber' },
      { kind: 'build', power: 'GER', unit: 'F', at: 'ber' },
    ],
  },
];

const BADLY_WRITTEN: Example[] = [
  {
    text: 'A Marsiellse move Gascany',
    position: movement('FRA A mar'),
    degree: 'badly-written',
    order: { kind: 'move', power: 'FRA', unit: 'A', at: 'mar', to: 'gas' },
    legal: true,
  },
  {
    text: 'A Marsiellse move Pairs',
    position: movement('FRA A mar'),
    degree: 'badly-written',
    order: { kind: 'move', power: 'FRA', unit: 'A', at: 'mar', to: 'par' },
    legal: false,
  },
  {
    text: 'F Irish Sea move North',
    position: movement('ENG F iri'),
    degree: 'badly-written',
    order: { kind: 'move', power: 'ENG', unit: 'F', at: 'iri', to: 'nao' },
    legal: true,
  },
  {
    text: 'F Gulf of Lyon move Spain',
    position: movement('FRA F lyo'),
    degree: 'badly-written',
    order: { kind: 'move', power: 'FRA', unit: 'F', at: 'lyo', to: 'spa/sc' },
    legal: true,
  },
  {
    text: 'Berlin move Baltic',
    when: 'a fleet in Berlin',
    position: movement('GER F ber'),
    degree: 'badly-written',
    order: { kind: 'move', power: 'GER', unit: 'F', at: 'ber', to: 'bal' },
    legal: true,
  },
  {
    text: 'A Berlin support Prussia',
    position: movement('GER A ber', 'GER A pru'),
    degree: 'badly-written',
    order: { kind: 'support', power: 'GER', unit: 'A', at: 'ber', target: { at: 'pru' } },
    legal: true,
  },
  {
    text: 'A Trieste move Adriatic Sea.',
    when: 'Trieste holds a fleet',
    position: movement('AUS F tri'),
    degree: 'badly-written',
    order: { kind: 'move', power: 'AUS', unit: 'F', at: 'tri', to: 'adr' },
    legal: true,
  },
  { text: 'Build Moscow', position: ADJUSTMENT, degree: 'badly-written', order: { kind: 'build', power: 'RUS', unit: 'A', at: 'mos' }, legal: true },
  { text: 'Build D Munich', position: ADJUSTMENT, degree: 'badly-written', order: { kind: 'build', power: 'GER', unit: 'A', at: 'mun' }, legal: true },
  { text: 'Build F Moscow', position: ADJUSTMENT, degree: 'badly-written', order: { kind: 'build', power: 'RUS', unit: 'A', at: 'mos' }, legal: true },
  {
    text: 'A Warsaw move to support Galicia',
    position: movement('RUS A war'),
    degree: 'badly-written',
    order: { kind: 'support', power: 'RUS', unit: 'A', at: 'war', target: { at: 'gal' } },
    legal: true,
  },
  {
    text: 'A Budapest',
    when: 'adjustments, Austria is building',
    position: ADJUSTMENT,
    degree: 'badly-written',
    order: { kind: 'build', power: 'AUS', unit: 'A', at: 'bud' },
    legal: true,
  },
  {
    text: 'A Budapest',
    when: 'adjustments, Austria must remove',
    position: { phase: 'adjustment', units: unitsOf('AUS A bud', 'AUS A vie', 'AUS F tri', 'AUS A ser'), centres: { bud: 'AUS', vie: 'AUS', tri: 'AUS' } },
    degree: 'badly-written',
    order: { kind: 'disband', power: 'AUS', unit: 'A', at: 'bud' },
    legal: true,
  },
];

const WELL_WRITTEN: Example[] = [
  {
    text: 'A Munich move Switzerland',
    position: movement('GER A mun'),
    degree: 'well-written',
    order: { kind: 'move', power: 'GER', unit: 'A', at: 'mun', to: 'swi' },
    legal: false,
  },
  {
    text: 'F North Sea move Picardy',
    position: movement('ENG F nth'),
    degree: 'well-written',
    order: { kind: 'move', power: 'ENG', unit: 'F', at: 'nth', to: 'pic' },
    legal: false,
  },
  {
    text: 'F Denmark convoy A Kiel to Sweden',
    position: movement('GER F den', 'GER A kie'),
    degree: 'well-written',
    order: { kind: 'convoy', power: 'GER', unit: 'F', at: 'den', army: 'kie', to: 'swe' },
    legal: false,
  },
  {
    text: 'Build A Vienna',
    when: 'Vienna is occupied',
    position: ADJUSTMENT,
    degree: 'well-written',
    order: { kind: 'build', power: 'AUS', unit: 'A', at: 'vie' },
    legal: false,
  },
  {
    text: 'Build F Rome',
    when: 'Italy is required to remove',
    position: ADJUSTMENT,
    degree: 'well-written',
    order: { kind: 'build', power: 'ITA', unit: 'F', at: 'rom' },
    legal: false,
  },
];

describe('seed 004: the four degrees of mangled orders', () => {
  for (const [group, examples] of [
    ['un-assignable', UNASSIGNABLE],
    ['ambiguous', AMBIGUOUS],
    ['badly written', BADLY_WRITTEN],
    ['well written', WELL_WRITTEN],
  ] as const) {
    describe(group, () => {
      it.each(examples.map((e) => [`${e.text}${e.when ? ` (${e.when})` : ''}`, e] as const))('%s', (_, e) => {
        const line = parseLine(e.text, e.position);
        expect(line.degree).toBe(e.degree);
        if (e.order) expect(line.order).toEqual(e.order);
        if (e.meanings) {
          expect(line.order).toBeUndefined();
          expect(line.meanings).toEqual(e.meanings);
        }
        if (e.legal !== undefined) expect(line.legal).toBe(e.legal);
        // Un-assignable and ambiguous orders are never carried out (seed 004 §B, §C).
        if (e.degree === 'un-assignable' || e.degree === 'ambiguous') expect(line.legal).toBe(false);
        // Every correction of a badly written order is shown to the player.
        const corrections = line.diagnostics.filter((d) => d.severity === 'warning' && !PROCEDURE_CODES.has(d.code));
        if (e.degree === 'badly-written') expect(corrections).not.toEqual([]);
        if (e.degree === 'well-written') expect(corrections).toEqual([]);
      });
    });
  }

  it('says what each correction was', () => {
    const line = parseLine('A Marsiellse move Gascany', movement('FRA A mar'));
    expect(line.diagnostics.map((d) => [d.code, d.column, d.endColumn, d.message])).toEqual([
      ['misspelt-name', 3, 12, '“Marsiellse” read as Marseilles.'],
      ['misspelt-name', 19, 25, '“Gascany” read as Gascony.'],
    ]);
    const irish = parseLine('F Irish Sea move North', movement('ENG F iri'));
    expect(irish.diagnostics[0].message).toBe(
      '“North” read as the North Atlantic Ocean (the only one of North Africa, North Atlantic Ocean or North Sea that the fleet in the Irish Sea can reach).',
    );
    const warsaw = parseLine('A Warsaw move to support Galicia', movement('RUS A war'));
    expect(warsaw.diagnostics.map((d) => d.code)).toEqual(['several-directives', 'target-type-missing']);
    expect(warsaw.diagnostics[0].message).toBe('Several directives (move, support); the last one, support, is used.');
  });

  it('lists the meanings of an ambiguous order and cites the rule', () => {
    const line = parseLine('F Norwegian Sea move North', movement('ENG F nwg'));
    expect(line.reason).toBe('ambiguous');
    expect(line.rules).toEqual(['alexander:III.3.b']);
    expect(line.diagnostics).toEqual([
      { line: 1, column: 22, endColumn: 26, severity: 'error', code: 'ambiguous-name', message: '“North” could be North Atlantic Ocean or North Sea. Also so named, but not one that the fleet in the Norwegian Sea can reach: North Africa.' },
    ]);
    const spain = parseLine('F Mid-Atlantic move Spain', movement('FRA F mao'));
    expect(spain.reason).toBe('coast-needed');
    expect(spain.rules).toEqual(['alexander:IV.3.c']);
  });

  it('uses geography, not the presence of other units, to clarify', () => {
    // Another unit sitting in the North Sea changes nothing.
    const line = parseLine('F Irish Sea move North', movement('ENG F iri', 'GER F nth'));
    expect(line.order).toEqual({ kind: 'move', power: 'ENG', unit: 'F', at: 'iri', to: 'nao' });
  });

  it('breaks ties between equally close misspellings by adjacency to the unit', () => {
    // "Livonai" is two slips from Livonia only; "Lverpool" one from Liverpool: each has one meaning.
    const line = parseLine('A War - Livnoia', movement('RUS A war'));
    expect(line.degree).toBe('badly-written');
    expect(line.order).toEqual({ kind: 'move', power: 'RUS', unit: 'A', at: 'war', to: 'lvn' });
  });

  it('never stretches a three-letter fragment: "Lvx" is refused, not read as Livonia or Liverpool', () => {
    const line = parseLine('A War - Lvx', movement('RUS A war'));
    expect(line.degree).toBe('ambiguous');
    expect(line.order).toBeUndefined();
    expect(line.diagnostics.map((d) => d.code)).toContain('unknown-province');
  });

  it('reads the start of a name as every name it could begin, never a misspelling (F Edi - Nor)', () => {
    const line = parseLine('F Edi - Nor', movement('ENG F edi'));
    expect(line.degree).toBe('ambiguous');
    expect(line.meanings.map((o) => (o.kind === 'move' ? o.to : ''))).toEqual(['nth', 'nwg']);
    expect(line.diagnostics.find((d) => d.code === 'ambiguous-name')?.message).toBe('“Nor” could be North Sea or Norwegian Sea. Also so named, but not one that the fleet in Edinburgh can reach: North Africa, North Atlantic Ocean and Norway.');
    // From London only the North Sea begins with "Nor": one meaning, badly written.
    const one = parseLine('F Lon - Nor', movement('ENG F lon'));
    expect(one.degree).toBe('badly-written');
    expect(one.order).toEqual({ kind: 'move', power: 'ENG', unit: 'F', at: 'lon', to: 'nth' });
  });
});

describe('seed 004 §C: procedures', () => {
  it('uses only the latest set of a power, and says which set replaced it', () => {
    const r = parseOrders('England, Spring 1901\nF Lon - Nth\nA Lvp - Yor\n\nEngland, Spring 1901 (2nd set)\nF Lon - Eng', { units: START });
    expect(r.lines.map((l) => l.status)).toEqual(['earlier-set', 'earlier-set', 'followed']);
    expect(r.orders).toEqual([{ kind: 'move', power: 'ENG', unit: 'F', at: 'lon', to: 'eng' }]);
    expect(r.lines[0].diagnostics[0]).toMatchObject({ severity: 'warning', code: 'earlier-set', column: 1, endColumn: 11 });
    expect(r.lines[0].diagnostics[0].message).toContain('line 5');
  });

  it('still uses mislabelled sets: country missing, or the wrong country', () => {
    const missing = parseOrders('Spring 1901\nF Lon - Nth', { units: START });
    expect(missing.orders).toEqual([{ kind: 'move', power: 'ENG', unit: 'F', at: 'lon', to: 'nth' }]);
    const wrong = parseOrders('France:\nF Lon - Nth\nA Lvp - Yor', { units: START });
    expect(wrong.orders.map((o) => o.power)).toEqual(['ENG', 'ENG']);
    expect(wrong.diagnostics[0]).toMatchObject({ line: 1, code: 'mislabelled-set', severity: 'warning' });
  });

  it('ignores un-assignable orders', () => {
    const r = parseOrders('France:\nA Bur - Par\nA Par - Bur', { units: START });
    expect(r.lines.map((l) => l.status)).toEqual(['unassignable', 'followed']);
    expect(r.given).toEqual([{ kind: 'move', power: 'FRA', unit: 'A', at: 'par', to: 'bur' }]);
  });

  it('several orders to one unit: the last legal one wins under Alexander, the first under the DATC', () => {
    const text = 'A Par - Bur\nA Par - Mun\nA Par S A Mar - Bur\nA Par - Tyr';
    const alexander = parseOrders(text, { units: START }, 'alexander');
    // A Par - Mun and A Par - Tyr are illegal; the support is legal although nobody uses it.
    expect(alexander.lines.map((l) => l.status)).toEqual(['superseded', 'illegal', 'followed', 'illegal']);
    expect(alexander.orders).toEqual([{ kind: 'support', power: 'FRA', unit: 'A', at: 'par', target: { unit: 'A', at: 'mar' }, to: 'bur' }]);
    expect(alexander.lines[0].diagnostics.find((d) => d.code === 'superseded')?.message).toBe(
      'Not used: line 3 also orders this unit, and the last legal order to a unit counts.',
    );
    const datc = parseOrders(text, { units: START }, 'datc');
    expect(datc.lines.map((l) => l.status)).toEqual(['followed', 'illegal', 'superseded', 'illegal']);
    // Both hand every readable order to the adjudicator, which applies the same policy.
    expect(datc.given).toHaveLength(4);
  });

  it('too many builds: the first ones count', () => {
    const position: ParsePosition = { phase: 'adjustment', units: unitsOf('FRA A bur'), centres: { par: 'FRA', bre: 'FRA', mar: 'FRA' } };
    const r = parseOrders('France:\nBuild A Par\nBuild F Bre\nBuild A Mar', position);
    expect(r.lines.map((l) => l.status)).toEqual(['followed', 'followed', 'over-limit']);
    expect(r.lines[2].diagnostics[0].message).toBe('Not used: France may build only 2 units, and line 3 uses the last of them; orders count in sequence.');
  });

  it('numbered builds count in the order of their numbers (Alexander III.5.j)', () => {
    const position: ParsePosition = { phase: 'adjustment', units: unitsOf('FRA A bur', 'FRA A gas'), centres: { par: 'FRA', bre: 'FRA', mar: 'FRA' } };
    const r = parseOrders('2. Build A Par\n1. Build F Bre', position);
    expect(r.orders).toEqual([{ kind: 'build', power: 'FRA', unit: 'F', at: 'bre' }]);
  });

  it('too few removals: the legal ones are followed and the rest go to civil disorder', () => {
    const position: ParsePosition = {
      phase: 'adjustment',
      units: unitsOf('RUS A mos', 'RUS A war', 'RUS F sev', 'RUS A ukr', 'RUS A lvn'),
      centres: { mos: 'RUS', war: 'RUS' },
    };
    const r = parseOrders('Russia:\nRemove A Ukr\nDisband A Gal', position);
    expect(r.lines.map((l) => l.status)).toEqual(['followed', 'unassignable']);
    expect(r.civilDisorder).toEqual([{ power: 'RUS', removals: 2 }]);
    expect(r.lines[0].diagnostics.map((d) => d.code)).toContain('civil-disorder');
  });
});

describe('a fleet build in an inland centre, by rule set', () => {
  it('is read as an army under alexander (seed 004) and kept as an illegal fleet under datc (DATC 4.C.4)', () => {
    const alexander = parseOrders('Build F Moscow', ADJUSTMENT, 'alexander').lines[0];
    expect(alexander).toMatchObject({ degree: 'badly-written', legal: true, order: { kind: 'build', unit: 'A', at: 'mos' } });
    const datc = parseOrders('Build F Moscow', ADJUSTMENT, 'datc').lines[0];
    expect(datc).toMatchObject({ legal: false, order: { kind: 'build', unit: 'F', at: 'mos' } });
  });
});
