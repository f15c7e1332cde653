import { describe, expect, it } from 'vitest';
import { startingPosition } from '../../engine/game/position';
import { standardMap } from '../../engine/map/standardMap';
import { unitKey } from '../../engine/map/types';
import { cli } from './commands';

const START = startingPosition(standardMap).units.map(unitKey);
const json = (args: string[], input: object) => {
  const r = cli(args, JSON.stringify(input));
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
};

describe('npm run adjudicate with a variant for fewer players (V.5)', () => {
  it('six players: Italian orders are not followed and Italy\'s units hold, as units without orders', () => {
    const out = json([], { variant: 'six', units: START, orders: 'ITA A ven - tyr\nAUS A vie - tyr' });
    expect(out.variant).toBe('six');
    expect(out.orders[0]).toMatchObject({ outcome: 'illegal', reason: 'power-without-player' });
    expect(out.orders[0].rules).toContain('alexander:V.5.a');
    expect(out.orders[1]).toMatchObject({ outcome: 'succeeds' });
    expect(out.units).toContain('ITA A ven');
    expect(out.units).toContain('AUS A tyr');
  });

  it('two players: an order into Venice is illegal (V.5.e) and says why', () => {
    const out = json([], { variant: 'two', units: START, orders: 'AUS A tri - ven' });
    expect(out.orders[0]).toMatchObject({ outcome: 'illegal', reason: 'closed-province' });
    expect(out.orders[0].rules).toContain('alexander:V.5.e');
    expect(out.orders[0].explanation).toMatch(/no unit may enter/);
    // The same case in 1915, with Italy joined to the winner of the toss, is a legal move.
    const later = json([], { variant: 'two', toss: 'central', year: 1915, units: START, orders: 'AUS A tri - ven' });
    expect(later.orders[0].outcome).toBe('fails');
  });

  it('--variant names the variant for a case that names none, and the text ruling says which game it is', () => {
    const out = json(['--variant', 'two'], { units: START, orders: 'AUS A tri - ven' });
    expect(out.orders[0].reason).toBe('closed-province');
    const text = cli(['--variant', 'six', '--format', 'text'], JSON.stringify({ units: START, orders: 'ITA A ven - tyr' })).stdout;
    expect(text).toMatch(/^Ruling under The Alexander Rules, six players, without Italy/);
    expect(text).toMatch(/Nobody plays Italy in this game/);
  });

  it('rules a retreat written for a power nobody plays illegal: the unit is disbanded', () => {
    const out = json([], {
      variant: 'six',
      phase: 'retreat',
      units: ['AUS A ven'],
      dislodged: [{ unit: 'ITA A ven', from: 'tyr' }],
      orders: 'ITA A ven - pie',
    });
    expect(out.orders[0]).toMatchObject({ outcome: 'illegal', reason: 'power-without-player' });
    expect(out.orders[0].rules).toContain('alexander:V.5.a');
    expect(out.orders[0].explanation).toMatch(/Nobody plays Italy/);
    expect(out.units).toEqual(['AUS A ven']);
  });

  it('refuses an unknown variant and a toss for a side that does not exist, with exit code 2', () => {
    const bad = cli([], JSON.stringify({ variant: 'eight', units: START }));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Unknown variant "eight". Known: seven, six, five, four, three, two/);
    const toss = cli([], JSON.stringify({ variant: 'two', toss: 'italy', units: START }));
    expect(toss.status).toBe(2);
    expect(toss.stderr).toMatch(/entente, central/);
  });

  it('--game starts a two-player game in Spring 1914, and Italy joins the winner of the toss in 1915', () => {
    const game = {
      variant: 'two',
      toss: 'entente',
      phases: [
        { phase: 'Spring 1914 movement', orders: 'AUS A tri - ven\nENG F lon - nth' },
        { phase: 'Fall 1914 movement', orders: 'ITA A ven - pie' },
        { phase: 'Spring 1915 movement', orders: 'ITA A ven - pie' },
      ],
    };
    const out = json(['--game'], game);
    expect(out.variant).toBe('two');
    expect(out.phases.map((p: { phase: string }) => p.phase)).toEqual(['Spring 1914 movement', 'Fall 1914 movement', 'Spring 1915 movement']);
    expect(out.phases[0].orders[0]).toMatchObject({ outcome: 'illegal', reason: 'closed-province' });
    expect(out.phases[1].orders[0]).toMatchObject({ outcome: 'illegal', reason: 'power-without-player' });
    // Italy joined England, France and Russia: its army moves in 1915.
    expect(out.phases[2].orders[0].outcome).toBe('succeeds');
    expect(out.final.units).toContain('ITA A pie');
    const text = cli(['--game', '--format', 'text'], JSON.stringify(game)).stdout;
    expect(text).toMatch(/^Replay under The Alexander Rules, two players, from 1914/);
  });

  it('--game ends a two-player game when a side holds 24 centres in all (V.5.f), though no power has 18', () => {
    const ids = standardMap.supplyCentres.filter((p) => p !== 'mun');
    const centres = Object.fromEntries([...ids.slice(0, 12).map((p) => [p, 'ENG']), ...ids.slice(12, 23).map((p) => [p, 'FRA'])]);
    const start = { version: 1, season: 'fall', year: 1916, phase: 'movement', units: ['FRA A bur'], centres };
    const game = { variant: 'two', toss: 'central', start, phases: [{ orders: 'FRA A bur - mun' }] };
    expect(json(['--game'], game).final.winner).toBe('ENG');
    expect(json(['--game'], { ...game, variant: undefined, toss: undefined }).final.winner).toBeUndefined();
  });

  it('sets aside the adjustment orders of a power nobody plays, and says why', () => {
    const out = json([], {
      variant: 'six',
      phase: 'adjustment',
      units: ['ITA A ven', 'AUS A vie'],
      centres: { ven: 'ITA', rom: 'ITA', vie: 'AUS', bud: 'AUS' },
      orders: 'ITA Build A rom\nAUS Build A bud',
    });
    expect(out.orders[0]).toMatchObject({ outcome: 'not-followed', reason: 'power-without-player' });
    expect(out.orders[0].explanation).toMatch(/nobody plays Italy/);
    expect([...out.units].sort()).toEqual(['AUS A bud', 'AUS A vie', 'ITA A ven']);
  });
});
