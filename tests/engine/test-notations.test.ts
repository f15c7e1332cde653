/**
 * A board written as a test case for another engine (engine/testCases/testNotations.ts): godip's notation,
 * a python-diplomacy test method and the DATC's plain style; and godip's notation read back gives the
 * same position and the same orders, for every movement case of the DATC.
 */
import { describe, expect, it } from 'vitest';
import { datcStyleCase, godipCase, pythonDiplomacyCase, readGodipCase, standardOrders, type CaseForExport } from '../../engine/testCases/testNotations';
import { runCase, type Case } from '../../engine/testCases/caseFile';
import { adjudicate } from '../../engine/resolve';
import { datc } from '../../engine/rules';
import { parseOrders } from '../../engine/orders/parse';
import { POWER_NAMES, unitKey } from '../../engine/map/types';
import { formatOrder } from '../../engine/orders/format';
import type { GameOrder } from '../../engine/orders/types';
import { loadDatcSections } from '../../src/lib/datcCases';

const cases = loadDatcSections().flatMap((f) => f.cases);
const byId = new Map(cases.map((c) => [c.id, c]));

/** A DATC movement case as an export: its units, its orders, and the units after as the DATC rules it. */
function exportOf(c: Case): CaseForExport {
  const run = runCase(c, datc);
  const result = adjudicate({ units: run.units }, run.orders as never, { rules: datc });
  return {
    title: `${c.id} ${c.title}`,
    position: { season: 'spring', year: 1901, phase: 'movement', units: run.units, centres: {}, dislodged: [] },
    orders: standardOrders(run.orders),
    after: result.units,
    dislodged: result.dislodged.map((d) => d.unit),
  };
}

describe('a board as another engine\'s test case', () => {
  it('writes godip\'s notation with godip\'s names for the four seas', () => {
    const c = exportOf(byId.get('6.G.8')!);
    expect(godipCase(c)).toBe(
      [
        'CASE 6.G.8 Explicit convoy that isn\'t there',
        'PRESTATE_SETPHASE Spring 1901, Movement',
        'PRESTATE',
        '\tEngland: A hol',
        '\tEngland: F nth',
        '\tFrance: A bel',
        'ORDERS',
        '\tFrance: A bel-hol via Convoy',
        '\tEngland: F nth-hel',
        '\tEngland: A hol-kie',
        'POSTSTATE',
        '\tEngland: F hel',
        '\tEngland: A kie',
        '\tFrance: A bel',
        'END',
      ].join('\n'),
    );
    const mao = godipCase({ ...c, position: { ...c.position, units: [{ power: 'FRA', type: 'F', loc: 'mao' }] }, orders: [{ kind: 'move', power: 'FRA', unit: 'F', at: 'mao', to: 'nao' }], after: undefined });
    expect(mao).toContain('\tFrance: F mid-nat');
  });

  it('writes a python-diplomacy test method, "via convoy" as VIA, with the units after as assertions', () => {
    const text = pythonDiplomacyCase(exportOf(byId.get('6.G.8')!));
    expect(text).toContain("self.set_units(game, 'ENGLAND', ['A HOL', 'F NTH'])");
    expect(text).toContain("self.set_orders(game, 'FRANCE', ['A BEL - HOL VIA'])");
    expect(text).toContain("assert self.owner_name(game, 'A BEL') == 'FRANCE'");
    expect(text.split('\n')[0]).toBe('def test_6_g_8_explicit_convoy_that_isn_t_there(self):');
  });

  it('writes the DATC\'s plain style, naming units given no order', () => {
    const c = exportOf(byId.get('6.A.11')!);
    const text = datcStyleCase({ ...c, orders: c.orders.slice(0, 1) });
    expect(text.split('\n')).toEqual(['6.A.11 Simple bounce', 'Spring 1901, movement.', 'Austria: A Vienna - Tyrolia', 'Italy: A Venice Holds (no order given)']);
  });

  it('reads every DATC movement case back from godip\'s notation as the same position and the same orders', () => {
    const movement = cases.filter((c) => c.phase === 'movement');
    expect(movement.length).toBeGreaterThan(100);
    let followed = 0;
    for (const c of movement) {
      const e = exportOf(c);
      const back = readGodipCase(godipCase(e));
      expect(back.units.map(unitKey).sort(), c.id).toEqual(e.position.units.map(unitKey).sort());
      // Read as the same orders written in our own notation are read (the reader leaves a coastless
      // 6.B.1 or another power's unit in 6.A.6 unfollowed either way).
      const ours = e.orders.map((o) => `${POWER_NAMES[o.power]}: ${formatOrder(o)}`).join('\n');
      // A support that names no unit type is written with the type of the unit there, which godip needs.
      const typed = (orders: readonly GameOrder[]) => orders.map((o) => (o.kind === 'support' && !o.target.unit ? { ...o, target: { ...o.target, unit: e.position.units.find((u) => u.loc.startsWith(o.target.at))?.type } } : o));
      const read = parseOrders(back.orders, { units: back.units }).given;
      expect(typed(read), c.id).toEqual(typed(parseOrders(ours, { units: e.position.units }).given));
      followed += read.length;
    }
    // Not a test of nothing: hundreds of orders come back.
    expect(followed).toBeGreaterThan(400);
  });

  it('reads a retreat case as godip writes one: the dislodged units, and the movement\'s results left aside', () => {
    const text = [
      'CASE my retreat', 'PRESTATE_SETPHASE Spring 1901, Retreat', 'PRESTATE', '\tAustria: A bud', '\tAustria:  A vie', 'PRESTATE_DISLODGED', '\tItaly: A vie',
      'PRESTATE_RESULTS', '\tSUCCESS: Austria: A tri-vie', '\tFAILURE: Italy: A vie H', 'ORDERS', '\tItaly: A vie-tyr\t\t# a retreat', 'POSTSTATE', '\tAustria: A vie', 'END',
    ].join('\n');
    const back = readGodipCase(text);
    expect(back).toMatchObject({ title: 'my retreat', season: 'spring', phase: 'retreat', orders: 'Italy: A vie-tyr' });
    expect(back.units.map(unitKey)).toEqual(['AUS A bud', 'AUS A vie']);
    expect(back.dislodged.map(unitKey)).toEqual(['ITA A vie']);
  });

  it('says what is wrong with a text that is not godip\'s notation, and where', () => {
    expect(() => readGodipCase('A Par - Bur')).toThrow(/No "CASE" line/);
    expect(() => readGodipCase('CASE x\nPRESTATE_SETPHASE Summer 1901, Movement\nEND')).toThrow(/Line 2: "Summer 1901, Movement" is not a phase/);
    expect(() => readGodipCase('CASE x\nPRESTATE\n\tNarnia: F nth\nEND')).toThrow(/Line 3: "Narnia: F nth" does not start with a power/);
    expect(() => readGodipCase('CASE x\nPRESTATE\n\tEngland: F xyz\nEND')).toThrow(/Line 3: "xyz" is no province/);
  });
});
