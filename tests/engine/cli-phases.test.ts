import { describe, expect, it } from 'vitest';
import { expectationFor, caseFileSchema, type Case } from '../../engine/testCases/caseFile';
import { loadYaml } from '../../engine/cli/loadYaml';
import { cli } from './commands';

const order = (line: Record<string, string>) => Object.keys(line)[0];
type Entry = { line: number | null; unit: string | null; kind: string | null; outcome: string; parse: string; reason: string | null; explanation: string; power: string };

/** The units a DATC case's movement orders stand on ("POW T loc" at each order's start), with the case's `units`. */
function unitsOf(c: Case, lines: Record<string, string>[]): string[] {
  const units = [...c.units];
  const taken = new Set(units.map((u) => u.split(' ')[2].slice(0, 3)));
  for (const line of lines) {
    const [power, type, loc] = order(line).split(' ');
    if (taken.has(loc.slice(0, 3))) continue;
    units.push(`${power} ${type} ${loc}`);
    taken.add(loc.slice(0, 3));
  }
  return units;
}

describe('retreat and adjustment cases', () => {
  it('rules a retreat case: an entry per line, the implicit disband, the units after and the next phase', () => {
    const c = { phase: 'retreat', rules: 'datc', units: ['RUS F ank', 'RUS F con'], dislodged: [{ unit: 'TUR F ank', from: 'bla' }], orders: 'TUR F ank - bla' };
    const r = cli([], JSON.stringify(c));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.phase).toBe('retreat');
    // One unit, one entry: the illegal retreat's entry says the unit is disbanded; no second entry for it.
    expect(out.orders).toEqual([expect.objectContaining({ line: 1, unit: 'F ank', kind: 'retreat', outcome: 'illegal', reason: 'retreat-attacker-origin' })]);
    expect(out.orders[0].explanation).toMatch(/disbanded/);
    expect(out.units).toEqual(['RUS F ank', 'RUS F con']);
    expect(out).toMatchObject({ dislodged: [], standoffs: [], phase_next: 'movement' });
  });

  it('keeps standoffs out of reach, and after a Fall retreat goes on to adjustments when someone owes one', () => {
    const c = {
      phase: 'retreat',
      season: 'fall',
      units: ['RUS F ank', 'RUS F con', 'GER A ber'],
      dislodged: [{ unit: 'TUR F ank', from: 'bla' }, { unit: 'GER A mun', from: 'boh' }],
      standoffs: ['sil'],
      orders: 'Turkey: F Ankara - Armenia\nGER A mun - sil\nA Munich - Kiel',
    };
    const out = JSON.parse(cli([], JSON.stringify(c)).stdout);
    expect(out.orders.map((o: Entry) => [o.unit, o.outcome])).toEqual([['F ank', 'succeeds'], ['A mun', 'illegal'], ['A mun', 'succeeds']]);
    expect(out.orders[1].reason).toBe('retreat-standoff');
    expect(out.units).toEqual(['RUS F ank', 'TUR F arm', 'GER A ber', 'RUS F con', 'GER A kie']);
    // Russia took Ankara and Constantinople in the Fall: it has builds to make.
    expect(out.phase_next).toBe('adjustment');
    const text = cli(['--format', 'text'], JSON.stringify(c)).stdout;
    expect(text).toMatch(/^Ruling under The Alexander Rules, retreat phase/);
    expect(text).toMatch(/line 2: "GER A mun - sil"\n {4}read as A Mun-Sil: well written\n {4}ILLEGAL\n {4}A Munich cannot retreat to Silesia/);
    expect(text).toMatch(/After the retreats:\n {2}Germany: A Berlin, A Kiel/);
  });

  it('rules an adjustment case (DATC 6.J.1): the un-assignable line is reported and ignored, the rest is ruled', () => {
    const c = { phase: 'adjustment', units: ['FRA A par', 'FRA A pic'], centres: { par: 'FRA' }, orders: 'FRA Remove F lyo\nFRA Remove A pic\nFRA Remove A par' };
    const r = cli([], JSON.stringify(c));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.orders[0]).toMatchObject({ unit: 'F lyo', kind: 'disband', parse: 'un-assignable', outcome: 'not-followed', reason: 'no-such-unit' });
    expect(out.orders[0].explanation).toBe('Not followed: France has no unit in the Gulf of Lyon.');
    expect(out.orders.slice(1).map((o: Entry) => o.outcome)).toEqual(['succeeds', 'fails']);
    expect(out).toMatchObject({ units: ['FRA A par'], phase_next: 'movement' });
    const strict = cli(['--strict'], JSON.stringify(c));
    expect(strict.status).toBe(2);
    expect(strict.stderr).toMatch(/line 1, column 14: France has no unit in the Gulf of Lyon/);
  });

  it('uses the 1901 home ownership when an adjustment case gives no centres, and lists civil-disorder removals', () => {
    const builds = JSON.parse(cli([], JSON.stringify({ phase: 'adjustment', units: ['ENG F nth'], orders: 'England: Build F London\nBuild A Liverpool\nENG Build F edi' })).stdout);
    expect(builds.orders.map((o: Entry) => [o.unit, o.kind, o.outcome])).toEqual([['F lon', 'build', 'succeeds'], ['A lvp', 'build', 'succeeds'], ['F edi', 'build', 'fails']]);
    const disorder = { phase: 'adjustment', units: ['FRA A par', 'FRA A pic', 'FRA A bur'], centres: { par: 'FRA' } };
    const out = JSON.parse(cli([], JSON.stringify(disorder)).stdout);
    expect(out.orders.map((o: Entry) => [o.line, o.unit, o.kind, o.reason])).toEqual([
      [null, 'A bur', 'disband', 'civil-disorder'],
      [null, 'A pic', 'disband', 'civil-disorder'],
    ]);
    expect(cli(['--format', 'text'], JSON.stringify(disorder)).stdout).toMatch(/\(no order\) A Bur: is disbanded, SUCCEEDS\n {4}France ordered too few removals/);
  });

  it('goes on after a Fall movement to adjustments only when someone has a build or a disband', () => {
    const start = ['AUS A vie', 'AUS A bud', 'AUS F tri', 'ENG F lon', 'ENG F edi', 'ENG A lvp', 'FRA F bre', 'FRA A par', 'FRA A mar', 'GER F kie', 'GER A ber', 'GER A mun'];
    const more = ['ITA F nap', 'ITA A rom', 'ITA A ven', 'RUS A war', 'RUS A mos', 'RUS F sev', 'RUS F stp/sc', 'TUR F ank', 'TUR A con', 'TUR A smy'];
    const phases = [
      { season: 'fall', units: [...start, ...more], orders: '' },
      { season: 'fall', units: [...start, ...more], orders: 'ENG F lon - nth' },
      { season: 'fall', units: [...start, ...more], orders: 'GER F kie - hol' },
      { season: 'spring', units: [...start, ...more], orders: 'GER F kie - hol' },
    ].map((c) => JSON.parse(cli([], JSON.stringify(c)).stdout).phase_next);
    // Nobody's count changes; London is left empty but stays English; Holland makes a build; a Spring goes on to the Fall.
    expect(phases).toEqual(['movement', 'movement', 'adjustment', 'movement']);
  });

  it('answers --batch with cases of every phase, in order', () => {
    const lines = [
      { units: ['ENG F lon'], orders: 'F lon - nth' },
      { phase: 'retreat', units: [], dislodged: [{ unit: 'ENG F lon', from: 'wal' }], orders: 'F lon - nth' },
      { phase: 'adjustment', units: [], orders: '' },
    ].map((c) => JSON.stringify(c));
    const r = cli(['--batch'], lines.join('\n'));
    expect(r.status).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out.map((o) => o.phase)).toEqual(['movement', 'retreat', 'adjustment']);
    expect(out[1].units).toEqual(['ENG F nth']);
  });
});

describe('an un-assignable or ambiguous line is reported, and the sheet is still ruled (seed 004)', () => {
  it('rules the rest of a movement sheet with exit code 0; --strict stops with exit code 2', () => {
    const c = { units: ['ENG F lon', 'FRA F por', 'FRA A par'], orders: 'England: F London - Atlantis\nF Yorkshire - North Sea\nFrance: F Portugal - Spain\nA Paris - Burgundy' };
    const r = cli([], JSON.stringify(c));
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    const [atlantis, yorkshire, portugal, paris] = out.orders as Entry[];
    expect(atlantis).toMatchObject({ outcome: 'not-followed', power: 'ENG' });
    expect(yorkshire).toMatchObject({ parse: 'un-assignable', outcome: 'not-followed', reason: 'no-such-unit' });
    expect(yorkshire.explanation).toMatch(/^Not followed: .*Yorkshire/);
    // Ambiguous about the coast, but certainly F Portugal's move.
    expect(portugal).toMatchObject({ power: 'FRA', unit: 'F por', kind: 'move', parse: 'ambiguous', outcome: 'not-followed', reason: 'coast-needed' });
    expect(paris).toMatchObject({ unit: 'A par', outcome: 'succeeds' });
    // F Portugal's line names its unit: its entry says the fleet held, and it is not listed again as a unit without an order.
    // So does F London's: "Atlantis" is no province, but the unit ordered is certain.
    expect(portugal.explanation).toMatch(/F Portugal holds/);
    expect(atlantis).toMatchObject({ unit: 'F lon', parse: 'ambiguous' });
    expect(out.orders.filter((o: Entry) => o.unit === 'F por')).toHaveLength(1);
    expect(out.orders.filter((o: Entry) => o.line === null)).toEqual([]);
    expect(out.units).toContain('FRA A bur');
    expect(cli(['--format', 'text'], JSON.stringify(c)).stdout).toMatch(/line 3: "France: F Portugal - Spain"\n.*\n {4}NOT FOLLOWED/);

    const strict = cli(['--strict'], JSON.stringify(c));
    expect(strict.status).toBe(2);
    expect(strict.stdout).toBe('');
  });

  it('rules DATC 6.J.1 the same way in a whole game (--game), and --strict refuses it', () => {
    const game = {
      rules: 'datc',
      start: { version: 1, season: 'fall', year: 1901, phase: 'adjustment', units: ['FRA A par', 'FRA A pic'], centres: { par: 'FRA' } },
      phases: [{ orders: 'FRA Remove F lyo\nFRA Remove A pic\nFRA Remove A par' }],
    };
    const r = cli(['--game'], JSON.stringify(game));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const [phase] = JSON.parse(r.stdout).phases;
    expect(phase.orders.map((o: Entry) => [o.parse, o.outcome])).toEqual([
      ['un-assignable', 'not-followed'],
      ['well-written', 'succeeds'],
      ['well-written', 'fails'],
    ]);
    expect(JSON.parse(r.stdout).final.units).toEqual(['FRA A par']);
    const strict = cli(['--game', '--strict'], JSON.stringify(game));
    expect(strict.status).toBe(2);
    expect(strict.stderr).toMatch(/^Fall 1901 adjustment, line 1, column 14: France has no unit in the Gulf of Lyon/);
  });
});

describe('rulings chain: a movement ruling copied into a retreat case rules that retreat', () => {
  const file = loadYaml(new URL('../datc/cases/6H-retreating.yaml', import.meta.url).pathname, caseFileSchema);
  const cases = file.cases.filter((c) => c.before);

  it(`chains movement into retreat for every DATC retreat case (${cases.length} of ${file.cases.length})`, () => {
    expect(cases).toHaveLength(file.cases.length);
    const movement = cases.map((c) => JSON.stringify({ rules: 'datc', units: unitsOf(c, c.before!), orders: c.before!.map(order).join('\n') }));
    const moved = cli(['--batch'], movement.join('\n'));
    expect(moved.status, moved.stderr).toBe(0);
    const rulings = moved.stdout.trim().split('\n').map((l) => JSON.parse(l));

    const retreat = cases.map((c, i) => {
      const { units, dislodged, standoffs } = rulings[i];
      return JSON.stringify({ rules: 'datc', phase: 'retreat', units, dislodged, standoffs, orders: c.orders.map(order).join('\n') });
    });
    const retreated = cli(['--batch'], retreat.join('\n'));
    expect(retreated.status, retreated.stderr).toBe(0);
    const answers = retreated.stdout.trim().split('\n').map((l) => JSON.parse(l));

    cases.forEach((c, i) => {
      const want = expectationFor(c);
      const before = rulings[i].orders.filter((o: Entry) => o.line !== null).map((o: Entry) => o.outcome);
      expect(before, `${c.id} before`).toEqual(want.before);
      expect(rulings[i].dislodged.map((d: { unit: string }) => d.unit).sort(), `${c.id} dislodged`).toEqual(want.dislodged);
      const lines = answers[i].orders.filter((o: Entry) => o.line !== null);
      expect(lines.map((o: Entry) => o.outcome), `${c.id} outcomes`).toEqual(want.outcomes);
      // A dislodged unit that did not retreat is disbanded (III.4.f).
      const retreatedUnits = new Set(lines.filter((o: Entry) => o.kind === 'retreat' && o.outcome === 'succeeds').map((o: Entry) => `${o.power} ${o.unit}`));
      const disbanded = rulings[i].dislodged.map((d: { unit: string }) => d.unit).filter((u: string) => !retreatedUnits.has(u)).sort();
      expect(answers[i].units).toHaveLength(rulings[i].units.length + retreatedUnits.size);
      expect(disbanded, `${c.id} disbanded`).toEqual(want.disbanded);
    });
  });
});
