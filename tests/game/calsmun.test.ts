import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCase } from '../../engine/testCases/caseFile';
import { nextPosition, type NextStep } from '../../engine/game/nextPosition';
import { readGameOrder, readGameOrders } from '../../engine/game/phaseOrders';
import { homeOwnership, startingPosition, type Position } from '../../engine/game/position';
import { parsePosition, positionToJson, stringifyPosition } from '../../engine/game/serialize';
import { standardMap as map } from '../../engine/map/standardMap';
import { POWERS, provinceOf, unitKey, type Power, type ProvinceId } from '../../engine/map/types';
import type { GameOrder } from '../../engine/orders/types';
import { chooseRestoredSites, type InsurrectionResult } from '../../engine/resolve/insurrection';
import { calsmun, citation, rulebook2008, ruleSet } from '../../engine/rules';
import type { RuleId } from '../../engine/rules/citations';
import { datcCaseFiles } from '../datc/cases';
import { randomGame, randomOrders } from './randomGame';
import { unit } from './units';

/** Read orders, revival orders included, for the position's phase; fail loudly on any unreadable line. */
function read(position: Position, text: string): GameOrder[] {
  const unitAt = (p: string) =>
    (position.phase === 'retreat' ? position.dislodged.map((d) => d.unit).find((u) => provinceOf(u.loc) === p) : undefined) ??
    position.units.find((u) => provinceOf(u.loc) === p);
  const r = readGameOrders(text, position.phase, { map, unitAt });
  if (r.errors.length > 0) throw new Error(r.errors.map((e) => `line ${e.line}: ${e.message} (${e.text})`).join('\n'));
  return r.orders;
}

const play = (position: Position, text: string, rules: string = 'calsmun'): NextStep => nextPosition(position, read(position, text), rules);

/** The movement ruling's revival results, as "reason" per order text position. */
function revivals(step: NextStep) {
  if (step.ruling.phase !== 'movement') throw new Error('expected a movement ruling');
  return step.ruling.revivals ?? [];
}

function only(step: NextStep): InsurrectionResult {
  expect(step.insurrections).toHaveLength(1);
  return step.insurrections![0];
}

const unitsOf = (position: Position, power: Power) => position.units.filter((u) => u.power === power).map(unitKey).sort();
const centresOf = (position: Position, power: Power) => Object.keys(position.centres).filter((c) => position.centres[c] === power).sort();

/**
 * Spring 1905: Russia is gone. Its centres belong to its conquerors, and no
 * unit stands in them unless a test puts one there.
 */
function russiaGone(extra: string[] = [], season: 'spring' | 'fall' = 'spring'): Position {
  const centres: Record<ProvinceId, Power> = { ...homeOwnership(map), stp: 'ENG', mos: 'GER', war: 'GER', sev: 'TUR' };
  return {
    season,
    year: 1905,
    phase: 'movement',
    units: [
      'ENG F lon', 'ENG F nth', 'ENG F edi', 'GER A ber', 'GER A mun', 'GER A sil', 'GER A pru',
      'AUS A vie', 'AUS A bud', 'AUS A gal', 'AUS A boh', 'TUR F ank', 'TUR A con', 'TUR A arm',
      'FRA A par', 'FRA A bur', 'ITA A rom',
      ...extra,
    ].map(unit).sort((a, b) => (a.loc < b.loc ? -1 : 1)),
    centres,
    dislodged: [],
    standoffs: [],
    eliminated: ['RUS'],
  };
}

/** Spring 1905: Austria is gone; Italy holds Trieste and Vienna, Russia Budapest. */
function austriaGone(extra: string[] = []): Position {
  const centres: Record<ProvinceId, Power> = { ...homeOwnership(map), vie: 'ITA', tri: 'ITA', bud: 'RUS' };
  return {
    season: 'spring',
    year: 1905,
    phase: 'movement',
    units: ['ENG F lon', 'ENG F nth', 'GER A ber', 'GER A mun', 'RUS A mos', 'RUS A war', 'ITA A ven', 'ITA A rom', 'TUR A con', ...extra]
      .map(unit)
      .sort((a, b) => (a.loc < b.loc ? -1 : 1)),
    centres,
    dislodged: [],
    standoffs: [],
    eliminated: ['AUS'],
  };
}

const SIX_FOR_RUSSIA = `
England:
F I Lon–Russia
F North Sea insurrection Russia
F edi - nwg
Germany:
A Ber I Russia
A I Mun - Russia
Austria:
A Vie I Russia
A Bud I Russia
Russia: revive F stp/nc, Moscow, Warsaw, F Sevastopol
`;

describe('calsmun: the rule set', () => {
  it('is the 2008 rulebook plus the insurrection and its own starting units', () => {
    const rules = ruleSet('calsmun');
    expect(rules).toBe(calsmun);
    const { insurrection, ...rest } = calsmun.policies;
    expect(rest).toEqual(rulebook2008.policies);
    expect(insurrection).toEqual({ unitsForCentres: [2, 2, 4, 6], extraUnitsPerOccupiedCentre: 1, unitsForVictoryPoint: 2 });
    for (const [concept, ids] of Object.entries(rulebook2008.cites)) expect(calsmun.cites[concept as keyof typeof calsmun.cites]).toEqual(ids);
  });

  it('cites its own rules on the variant page, each with an anchor', () => {
    const own = Object.values(calsmun.cites).flat().filter((id) => id.startsWith('calsmun:'));
    expect(own.length).toBeGreaterThanOrEqual(9);
    for (const id of own) expect(citation(id as RuleId).url).toMatch(/^\/variants\/calsmun\/#[a-z0-9-]+$/);
  });
});

describe('calsmun: the starting position', () => {
  const start = startingPosition(map, 'calsmun');

  it('gives France an army in Brest, not a fleet, and is otherwise the standard start', () => {
    expect(start.units).toHaveLength(22);
    expect(start.units).toContainEqual(unit('FRA A bre'));
    expect(start.units).not.toContainEqual(unit('FRA F bre'));
    const standard = startingPosition(map);
    expect(standard.units).toContainEqual(unit('FRA F bre'));
    expect(start.units.filter((u) => u.loc !== 'bre')).toEqual(standard.units.filter((u) => u.loc !== 'bre'));
    expect(start.centres).toEqual(standard.centres);
    expect(startingPosition(map, calsmun)).toEqual(start);
  });

  it('plays the 2008 rules from there: the army in Brest cannot sail', () => {
    const step = play(start, 'FRA A bre - mao\nFRA A bre - pic');
    if (step.ruling.phase !== 'movement') throw new Error('movement');
    expect(step.ruling.result.orders[0]).toMatchObject({ outcome: 'illegal', reason: 'cannot-enter' });
    expect(step.position.units).toContainEqual(unit('FRA A pic'));
  });

  it('refuses a starting unit that cannot stand on the map', () => {
    expect(() => startingPosition(map, { ...calsmun, startingUnits: { FRA: ['F par'] } })).toThrow(/cannot stand/);
  });
});

describe('calsmun: reading revival orders', () => {
  const position = russiaGone();
  const ctx = { map, unitAt: (p: string) => position.units.find((u) => provinceOf(u.loc) === p) };
  it.each([
    ['England: F I Lon–Russia', { kind: 'insurrection', power: 'ENG', unit: 'F', at: 'lon', revive: 'RUS' }],
    ['England: F London insurrection Russia', { kind: 'insurrection', power: 'ENG', unit: 'F', at: 'lon', revive: 'RUS' }],
    ['F Lon I Russia', { kind: 'insurrection', power: 'ENG', unit: 'F', at: 'lon', revive: 'RUS' }],
    ['ENG F lon I RUS', { kind: 'insurrection', power: 'ENG', unit: 'F', at: 'lon', revive: 'RUS' }],
    ['GER A I Silesia - Russian', { kind: 'insurrection', power: 'GER', unit: 'A', at: 'sil', revive: 'RUS' }],
    ['Germany: I Mun to Russia', { kind: 'insurrection', power: 'GER', unit: 'A', at: 'mun', revive: 'RUS' }],
    [
      'Russia: revive Moscow, St Petersburg, Warsaw, Sevastopol',
      { kind: 'revive', power: 'RUS', centres: [{ unit: 'A', at: 'mos' }, { unit: 'A', at: 'stp' }, { unit: 'A', at: 'war' }, { unit: 'A', at: 'sev' }] },
    ],
    [
      'RUS Revive 1. F stp/sc; 2. A mos; 3. Fleet Sevastopol',
      { kind: 'revive', power: 'RUS', centres: [{ unit: 'F', at: 'stp/sc' }, { unit: 'A', at: 'mos' }, { unit: 'F', at: 'sev' }] },
    ],
  ])('reads %s', (line, order) => {
    expect(readGameOrder(line, 'movement', ctx)).toEqual(order);
  });

  it('reads every other order as before, and revival orders only in a movement phase', () => {
    expect(readGameOrder('ENG F lon - eng', 'movement', ctx)).toEqual({ kind: 'move', power: 'ENG', unit: 'F', at: 'lon', to: 'eng' });
    expect(() => readGameOrder('Russia: revive Moscow', 'adjustment', ctx)).toThrow();
  });

  it.each([
    ['Russia: revive Moscow, Atlantis', /"Atlantis" is not a province/],
    ['revive Moscow', /which power revives/],
    ['Russia: revive Moscow,, Warsaw', /Expected a home centre/],
    ['F I Atlantis - Russia', /"Atlantis" is not a province/],
    ['I Kiel - Russia', /army \(A\) or a fleet \(F\)/],
  ])('refuses %s', (line, message) => {
    expect(() => readGameOrder(line, 'movement', ctx)).toThrow(message);
  });

  it('reads a block with headings', () => {
    const r = readGameOrders(SIX_FOR_RUSSIA, 'movement', ctx);
    expect(r.errors).toEqual([]);
    expect(r.orders.map((o) => o.kind)).toEqual(['insurrection', 'insurrection', 'move', 'insurrection', 'insurrection', 'insurrection', 'insurrection', 'revive']);
  });
});

describe('calsmun: a successful insurrection', () => {
  it('revives Russia with all four centres for six units, a unit in each', () => {
    const step = play(russiaGone(), SIX_FOR_RUSSIA);
    expect(revivals(step).map((r) => [r.index, r.outcome, r.reason])).toEqual([
      ...[0, 1, 3, 4, 5, 6].map((i) => [i, 'succeeds', 'joined-insurrection']),
      [7, 'succeeds', 'preferences-filed'],
    ]);
    expect(revivals(step)[0].rules).toEqual(['calsmun:insurrection-order']);
    const r = only(step);
    expect(r).toMatchObject({ power: 'RUS', outcome: 'revived', reason: 'revived', cost: 6 });
    expect(r.restored.map((c) => [c.centre, c.from])).toEqual([
      ['stp', 'ENG'],
      ['mos', 'GER'],
      ['war', 'GER'],
      ['sev', 'TUR'],
    ]);
    expect(r.supporters.map(unitKey)).toEqual(['GER A ber', 'AUS A bud', 'ENG F lon', 'GER A mun', 'ENG F nth', 'AUS A vie']);
    expect(r.rules).toEqual(expect.arrayContaining(['calsmun:revival-support', 'calsmun:revival-units', 'calsmun:insurrection-victory-point']));
    const next = step.position;
    expect(next).toMatchObject({ season: 'fall', year: 1905, phase: 'movement', eliminated: [] });
    expect(centresOf(next, 'RUS')).toEqual(['mos', 'sev', 'stp', 'war']);
    expect(unitsOf(next, 'RUS')).toEqual(['RUS A mos', 'RUS A war', 'RUS F sev', 'RUS F stp/nc']);
    // The supporters are gone; the other English order was played.
    for (const gone of ['ENG F lon', 'ENG F nth', 'GER A ber', 'GER A mun', 'AUS A vie', 'AUS A bud']) expect(next.units).not.toContainEqual(unit(gone));
    expect(next.units).toContainEqual(unit('ENG F nwg'));
    expect(next.victoryPoints).toEqual({ AUS: 1, ENG: 1, GER: 1 });
  });

  it.each([
    [4, ['stp', 'mos', 'war']],
    [5, ['stp', 'mos', 'war']],
    [3, ['stp', 'mos']],
    [2, ['stp', 'mos']],
  ])('gives Russia, with %i units, the centres it prefers that they pay for', (count, restored) => {
    const supporters = ['ENG F lon', 'ENG F nth', 'GER A ber', 'GER A mun', 'AUS A vie', 'AUS A bud'].slice(0, count);
    const orders = supporters.map((s) => `${s} I Russia`).join('\n') + '\nRussia: revive F stp/nc, Moscow, Warsaw, F Sevastopol';
    const step = play(russiaGone(), orders);
    const r = only(step);
    expect(r.outcome).toBe('revived');
    expect(r.restored.map((c) => c.centre)).toEqual(restored);
    expect(centresOf(step.position, 'RUS')).toEqual([...restored].sort());
    expect(unitsOf(step.position, 'RUS')).toHaveLength(restored.length);
  });

  it('revives a three-centre power: two units restore two centres, four restore all three', () => {
    const two = play(austriaGone(), 'ENG F lon I Austria\nENG F nth I Austria\nAustria: revive Trieste, Vienna, Budapest');
    expect(only(two).restored.map((c) => c.centre)).toEqual(['tri', 'vie']);
    expect(unitsOf(two.position, 'AUS')).toEqual(['AUS A tri', 'AUS A vie']);
    expect(two.position.eliminated).toEqual([]);

    const four = play(austriaGone(), 'ENG F lon I Austria\nENG F nth I Austria\nGER A ber I Austria\nGER A mun I Austria\nAustria: revive F Trieste, Vienna, Budapest');
    expect(only(four)).toMatchObject({ outcome: 'revived', cost: 4 });
    expect(centresOf(four.position, 'AUS')).toEqual(['bud', 'tri', 'vie']);
    expect(unitsOf(four.position, 'AUS')).toEqual(['AUS A bud', 'AUS A vie', 'AUS F tri']);
    expect(centresOf(four.position, 'ITA')).not.toContain('tri');
    expect(centresOf(four.position, 'RUS')).not.toContain('bud');
  });

  it('takes the unit off the board before the movement: it neither holds nor defends its province', () => {
    const step = play(russiaGone(), 'GER A mun I Russia\nGER A ber I Russia\nGER A mun - bur\nFRA A bur - mun\nRussia: revive Moscow, Warsaw');
    if (step.ruling.phase !== 'movement') throw new Error('movement');
    // The move to Munich meets nobody; the German move order is not adjudicated.
    expect(step.ruling.result.orders.map((o) => [unitKey({ power: o.order.power, type: o.order.unit, loc: o.order.at }), o.outcome])).toContainEqual(['FRA A bur', 'succeeds']);
    expect(step.ruling.result.orders.some((o) => o.order.at === 'mun' || o.order.at === 'ber')).toBe(false);
    expect(step.ruling.ignored).toEqual([{ kind: 'move', power: 'GER', unit: 'A', at: 'mun', to: 'bur' }]);
    expect(step.position.units).toContainEqual(unit('FRA A mun'));
  });
});

describe('calsmun: occupied centres', () => {
  it('makes an occupied centre cost one extra unit; ownership returns, the occupier stays, nothing is placed there', () => {
    const step = play(austriaGone(['ITA A vie']), 'ENG F lon I Austria\nENG F nth I Austria\nGER A ber I Austria\nAustria: revive Vienna, Budapest, Trieste');
    const r = only(step);
    expect(r).toMatchObject({ outcome: 'revived', cost: 3 });
    expect(r.restored).toEqual([
      { centre: 'vie', from: 'ITA', occupiedBy: unit('ITA A vie') },
      { centre: 'bud', from: 'RUS' },
    ]);
    expect(r.rules).toContain('calsmun:occupied-centres');
    expect(step.position.centres).toMatchObject({ vie: 'AUS', bud: 'AUS', tri: 'ITA' });
    expect(step.position.units).toContainEqual(unit('ITA A vie'));
    expect(unitsOf(step.position, 'AUS')).toEqual(['AUS A bud']);

    // Control passes as usual afterwards: Italy, still in Vienna at the end of the Fall, takes it back.
    const fall = play(step.position, 'ITA A vie H');
    expect(fall.position.centres.vie).toBe('ITA');
  });

  it('takes the largest set the support pays for, then follows the preference', () => {
    // Two units cannot pay for occupied Vienna with another centre: Budapest and Trieste instead.
    const step = play(austriaGone(['ITA A vie']), 'ENG F lon I Austria\nENG F nth I Austria\nAustria: revive Vienna, Budapest, Trieste');
    expect(only(step).restored.map((c) => c.centre)).toEqual(['bud', 'tri']);
    expect(step.position.centres.vie).toBe('ITA');
  });

  it('chooses by size first, then by rank (the policy as a pure function)', () => {
    const policy = calsmun.policies.insurrection!;
    const sites = ['mos', 'stp', 'war', 'sev'].map((at) => ({ unit: 'A' as const, at }));
    const occupied = (s: { at: string }) => s.at === 'mos';
    const pick = (n: number) => chooseRestoredSites(policy, sites, occupied, n).map((s) => s.at);
    expect(pick(1)).toEqual([]);
    expect(pick(2)).toEqual(['stp', 'war']);
    expect(pick(3)).toEqual(['mos', 'stp']);
    expect(pick(4)).toEqual(['stp', 'war', 'sev']);
    expect(pick(5)).toEqual(['mos', 'stp', 'war']);
    expect(pick(6)).toEqual(['mos', 'stp', 'war']);
    expect(pick(7)).toEqual(['mos', 'stp', 'war', 'sev']);
  });

  it('reads occupation at the end of the season, after the retreats', () => {
    // Austria dislodges the Germans in Silesia; they retreat into empty Warsaw, which then costs an extra unit.
    const spring = play(russiaGone(), 'AUS A boh - sil\nAUS A gal S A boh - sil\nENG F lon I Russia\nENG F nth I Russia\nRussia: revive Warsaw, Moscow, Sevastopol');
    expect(spring.position.phase).toBe('retreat');
    expect(spring.insurrections).toBeUndefined();
    expect(spring.position.insurrections).toEqual([
      { power: 'RUS', supporters: [unit('ENG F lon'), unit('ENG F nth')], missing: 0, sites: [{ unit: 'A', at: 'war' }, { unit: 'A', at: 'mos' }, { unit: 'A', at: 'sev' }] },
    ]);
    // The pending insurrection survives a trip through JSON.
    expect(parsePosition(stringifyPosition(spring.position))).toEqual(spring.position);

    const retreat = play(spring.position, 'GER A sil - war');
    const r = only(retreat);
    expect(r.restored.map((c) => c.centre)).toEqual(['mos', 'sev']);
    expect(retreat.position).toMatchObject({ season: 'fall', phase: 'movement', eliminated: [] });
    expect(retreat.position.insurrections).toBeUndefined();
    expect(retreat.position.centres.war).toBe('GER');
  });

  it('in a Fall, settles after control passes to the occupiers and before adjustments', () => {
    const fall = russiaGone(['GER A mos'], 'fall');
    const step = play(fall, 'ENG F lon I Russia\nENG F nth I Russia\nAUS A vie I Russia\nRussia: revive Moscow, Warsaw');
    const r = only(step);
    expect(r.restored).toEqual([{ centre: 'mos', from: 'GER', occupiedBy: unit('GER A mos') }, { centre: 'war', from: 'GER' }]);
    expect(step.reckoning).toBeDefined();
    expect(step.position.centres).toMatchObject({ mos: 'RUS', war: 'RUS' });
    expect(step.position.units).toContainEqual(unit('GER A mos'));
    expect(unitsOf(step.position, 'RUS')).toEqual(['RUS A war']);
    expect(step.position.phase).toBe('adjustment');
    expect(step.position.eliminated).toEqual([]);
  });
});

describe('calsmun: failed insurrections', () => {
  it('fails without a revive order, but the supporters are disbanded all the same', () => {
    const step = play(russiaGone(), 'ENG F lon I Russia\nENG F nth I Russia');
    expect(only(step)).toMatchObject({ outcome: 'failed', reason: 'no-preferences', restored: [], placed: [], cost: 0 });
    expect(only(step).rules).toContain('calsmun:failed-insurrection');
    expect(step.position.units).not.toContainEqual(unit('ENG F lon'));
    expect(step.position.eliminated).toEqual(['RUS']);
    expect(centresOf(step.position, 'RUS')).toEqual([]);
  });

  it.each([
    ['a fleet inland', 'Russia: revive F Moscow, Warsaw', 'cannot-enter'],
    ['a fleet in St Petersburg without its coast', 'Russia: revive F St Petersburg, Warsaw', 'coast-needed'],
    ['a centre that is not its own', 'Russia: revive Moscow, Rumania', 'not-home-centre'],
    ['a centre twice', 'Russia: revive Moscow, Warsaw, Moscow', 'repeated-centre'],
  ])('treats a list with %s as no valid list', (_, revive, reason) => {
    const step = play(russiaGone(), `ENG F lon I Russia\nENG F nth I Russia\n${revive}`);
    expect(revivals(step)[2]).toMatchObject({ outcome: 'illegal', reason });
    expect(only(step)).toMatchObject({ outcome: 'failed', reason: 'no-preferences' });
  });

  it('fails when a promised unit is not there, or is not the orderer\'s; the others are still disbanded', () => {
    const missing = play(russiaGone(), 'ENG F lon I Russia\nENG F nth I Russia\nGER A kie I Russia\nRussia: revive Moscow, Warsaw');
    expect(revivals(missing)[2]).toMatchObject({ outcome: 'illegal', reason: 'no-such-unit', index: 2 });
    expect(only(missing)).toMatchObject({ outcome: 'failed', reason: 'supporter-missing' });
    expect(missing.position.units).not.toContainEqual(unit('ENG F lon'));
    expect(missing.position.eliminated).toEqual(['RUS']);

    const foreign = play(russiaGone(), 'ENG F lon I Russia\nENG F nth I Russia\nENG A ber I Russia\nRussia: revive Moscow, Warsaw');
    expect(revivals(foreign)[2]).toMatchObject({ outcome: 'illegal', reason: 'foreign-unit' });
    expect(only(foreign).reason).toBe('supporter-missing');
    expect(foreign.position.units).toContainEqual(unit('GER A ber'));
  });

  it('fails when another order to a promised unit counts (the first legal one, as in the 2008 rules)', () => {
    const step = play(russiaGone(), 'ENG F lon I Russia\nGER A ber - kie\nGER A ber I Russia\nENG F nth I Russia\nRussia: revive Moscow, Warsaw');
    expect(revivals(step)[1]).toMatchObject({ outcome: 'illegal', reason: 'superseded', causes: [1] });
    expect(only(step).reason).toBe('supporter-missing');
    expect(step.position.units).toContainEqual(unit('GER A kie'));
  });

  it('counts a unit once, however many Insurrection orders it was given', () => {
    const step = play(russiaGone(), 'ENG F lon I Russia\nENG F lon I Russia\nENG F nth I Russia\nRussia: revive Moscow, Warsaw');
    expect(revivals(step)[1]).toMatchObject({ outcome: 'illegal', reason: 'superseded', causes: [0] });
    expect(only(step)).toMatchObject({ outcome: 'revived', cost: 2 });
  });

  it('fails with a single unit: it pays for no centre', () => {
    const step = play(russiaGone(), 'ENG F lon I Russia\nRussia: revive Moscow, Warsaw');
    expect(only(step)).toMatchObject({ outcome: 'failed', reason: 'too-few-units', victoryPoints: [] });
    expect(step.position.victoryPoints).toBeUndefined();
  });

  it('refuses an insurrection for a power still in the game: the unit stays and holds', () => {
    const step = play(russiaGone(), 'ENG F lon I Germany\nGermany: revive Berlin, Munich');
    expect(revivals(step).map((r) => [r.outcome, r.reason])).toEqual([
      ['illegal', 'not-eliminated'],
      ['illegal', 'not-eliminated'],
    ]);
    expect(revivals(step)[0].rules).toEqual(['calsmun:losing-your-country', 'calsmun:insurrection-target']);
    expect(step.insurrections).toBeUndefined();
    expect(step.position.units).toContainEqual(unit('ENG F lon'));
    if (step.ruling.phase !== 'movement') throw new Error('movement');
    expect(step.ruling.result.orders.find((o) => o.order.at === 'lon')).toMatchObject({ implicit: true, outcome: 'stands' });
  });

  it('lets a revive order without any insurrection fail quietly', () => {
    const step = play(russiaGone(), 'Russia: revive Moscow, Warsaw');
    expect(revivals(step)).toMatchObject([{ outcome: 'fails', reason: 'no-insurrection' }]);
    expect(step.insurrections).toBeUndefined();
  });

  it('ignores revival orders under a rule set without the insurrection', () => {
    const step = play(russiaGone(), 'ENG F lon I Russia\nENG F nth I Russia\nRussia: revive Moscow, Warsaw', 'rulebook2008');
    if (step.ruling.phase !== 'movement') throw new Error('movement');
    expect(step.ruling.ignored.map((o) => o.kind)).toEqual(['insurrection', 'insurrection', 'revive']);
    expect(step.ruling.revivals).toBeUndefined();
    expect(step.position.units).toContainEqual(unit('ENG F lon'));
    expect(step.position.eliminated).toEqual(['RUS']);
  });
});

describe('calsmun: victory points', () => {
  it('gives a point to each power that invests two units, whether or not the insurrection succeeds', () => {
    const step = play(
      { ...russiaGone(), victoryPoints: { ENG: 2 } },
      'ENG F lon I Russia\nENG F nth I Russia\nGER A ber I Russia\nAUS A vie I Russia\nAUS A bud I Russia\nAUS A gal I Russia',
    );
    expect(only(step)).toMatchObject({ outcome: 'failed', reason: 'no-preferences', victoryPoints: ['AUS', 'ENG'] });
    expect(only(step).rules).toContain('calsmun:insurrection-victory-point');
    // One point per insurrection, however many units above two.
    expect(step.position.victoryPoints).toEqual({ AUS: 1, ENG: 3 });
  });

  it('round-trips victory points through JSON, and leaves them out when nobody has any', () => {
    const step = play(russiaGone(), SIX_FOR_RUSSIA);
    const json = positionToJson(step.position);
    expect(json.victoryPoints).toEqual({ AUS: 1, ENG: 1, GER: 1 });
    expect(parsePosition(JSON.stringify(json))).toEqual(step.position);
    expect(positionToJson(startingPosition(map, 'calsmun')).victoryPoints).toBeUndefined();
    expect(() => parsePosition(JSON.stringify({ ...json, victoryPoints: { ENG: -1 } }))).toThrow(/victoryPoints\.ENG/);
    expect(() => parsePosition(JSON.stringify({ ...json, insurrections: [{ power: 'RUS', supporters: [] }] }))).toThrow(/only in a retreat phase/);
  });
});

describe('calsmun: determinism', () => {
  it('gives the same step for the same position and orders, and changes neither', () => {
    const position = russiaGone(['GER A mos']);
    const orders = read(position, SIX_FOR_RUSSIA);
    const before = JSON.stringify([position, orders]);
    const a = nextPosition(position, orders, 'calsmun');
    const b = nextPosition(structuredClone(position), structuredClone(orders), 'calsmun');
    expect(b).toEqual(a);
    expect(JSON.stringify([position, orders])).toBe(before);
  });

  it('plays random games with random insurrections deterministically, every position well formed', () => {
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const game = randomGame(map, seed);
        let position: Position = { ...game.start, eliminated: ['RUS'], centres: Object.fromEntries(Object.entries(game.start.centres).filter(([, p]) => p !== 'RUS')) };
        position.units = position.units.filter((u) => u.power !== 'RUS');
        for (let i = 0; i < 8 && !position.winner; i++) {
          let orders: GameOrder[] = randomOrders(map, position, calsmun, game.random);
          if (position.phase === 'movement') {
            // Insurrections mostly for Russia, written first (so that they count) or last (so that a move counts).
            const revival: GameOrder[] = [];
            for (const u of position.units) {
              if (game.random() >= 0.2) continue;
              const revive = game.random() < 0.8 ? 'RUS' : POWERS[Math.floor(game.random() * POWERS.length)];
              revival.push({ kind: 'insurrection', power: u.power, unit: u.type, at: u.loc, revive });
            }
            if (game.random() < 0.8) revival.push({ kind: 'revive', power: 'RUS', centres: ['war', 'mos', 'sev', 'stp'].map((at) => ({ unit: 'A' as const, at })) });
            orders = game.random() < 0.7 ? [...revival, ...orders] : [...orders, ...revival];
          }
          const step = nextPosition(position, orders, calsmun);
          for (const r of step.insurrections ?? []) outcomes.add(r.reason);
          expect(nextPosition(position, orders, calsmun)).toEqual(step);
          position = step.position;
          const provinces = position.units.map((u) => provinceOf(u.loc));
          expect(new Set(provinces).size).toBe(provinces.length);
          expect(parsePosition(stringifyPosition(position))).toEqual(position);
        }
      }),
      { numRuns: 30 },
    );
    // The games met successes and failures alike.
    expect(outcomes.has('revived')).toBe(true);
    expect(outcomes.has('supporter-missing')).toBe(true);
  });
});

describe('calsmun: everything else is the 2008 rulebook', () => {
  it('rules every DATC case as the 2008 rulebook does', () => {
    let cases = 0;
    for (const { file } of datcCaseFiles()) {
      for (const c of file.cases) {
        const ours = runCase(c, calsmun);
        const theirs = runCase(c, rulebook2008);
        expect(ours, c.id).toEqual(theirs);
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(100);
  });
});
