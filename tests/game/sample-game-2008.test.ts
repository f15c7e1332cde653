import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startingPosition, type Position } from '../../engine/game/position';
import type { NextStep } from '../../engine/game/nextPosition';
import { standardMap } from '../../engine/map/standardMap';
import { unitKey } from '../../engine/map/types';
import { play, unitList } from './play';

/**
 * The sample game of the 2008 rulebook (seed 001, "Opening moves in a sample
 * game"), Spring 1901 to the Fall 1902 adjustments, played through the phase
 * machine. Orders are the rulebook's, in its own abbreviations, one per line.
 *
 * Corrections to the extracted text, rebuilt from the prose and the map:
 * - Spring 1902, Austria: the list says "F Gre Holds", but the commentary says
 *   the fleet in Greece tried to support the move to Serbia and could not,
 *   because a fleet cannot reach an inland province. We play "F Gre S A Bud-Ser"
 *   and expect it to be illegal (the fleet holds, so the board is the same).
 * - Fall 1901 builds: "France builds one unit for Portugal 'A Por'" explains
 *   France's single build (Portugal is its one new centre; Spain was only
 *   passed through); the build itself is "F Mar". France builds nothing else.
 * - Fall 1902, Austria: "A Ser S Turkish A Bul-Rum" is written without the
 *   nationality, which the strict reader does not take.
 * - Fall 1902, Russia: "F Swe S StP-Nwy" omits the supported unit's type; the
 *   reader finds the army in St Petersburg.
 */

/** Outcome of each given order, keyed by its line in the order text. */
function outcomes(step: NextStep, text: string): Record<string, string> {
  const lines = text.trim().split('\n').map((l) => l.replace(/^\w+: /, ''));
  const out: Record<string, string> = {};
  lines.forEach((line, i) => (out[line] = step.ruling.result.orders[i].outcome));
  return out;
}

/** The orders whose outcome is not the one most orders had. */
function except(all: Record<string, string>, usual: string): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter(([, o]) => o !== usual));
}

// The orders live in one JSON file that the CLI can replay too (npm run -s adjudicate -- --game).
const game = JSON.parse(readFileSync(new URL('./sample-game-2008.json', import.meta.url), 'utf8')) as { phases: { phase: string; orders: string }[] };
const ordersOf = (label: string) => `\n${game.phases.find((p) => p.phase === label)!.orders}`;
const SPRING_1901 = ordersOf('Spring 1901 movement');
const FALL_1901 = ordersOf('Fall 1901 movement');
const BUILDS_1901 = ordersOf('Fall 1901 adjustment');
const SPRING_1902 = ordersOf('Spring 1902 movement');
const FALL_1902 = ordersOf('Fall 1902 movement');
const RETREATS_1902 = ordersOf('Fall 1902 retreat');
const ADJUSTMENTS_1902 = ordersOf('Fall 1902 adjustment');

describe.each(['alexander', 'datc', 'rulebook2008'])('the 2008 rulebook sample game, under %s', (rules) => {
  const start = startingPosition(standardMap);
  const s1901 = play(start, SPRING_1901, rules);
  const f1901 = play(s1901.position, FALL_1901, rules);
  const b1901 = play(f1901.position, BUILDS_1901, rules);
  const s1902 = play(b1901.position, SPRING_1902, rules);
  const f1902 = play(s1902.position, FALL_1902, rules);
  const r1902 = play(f1902.position, RETREATS_1902, rules);
  const a1902 = play(r1902.position, ADJUSTMENTS_1902, rules);

  it('Spring 1901: everything succeeds but the moves to the Black Sea and Galicia; no retreats', () => {
    expect(except(outcomes(s1901, SPRING_1901), 'succeeds')).toEqual({
      'A Bud-Gal': 'fails',
      'A War-Gal': 'fails',
      'F Sev-Bla': 'fails',
      'F Ank-Bla': 'fails',
    });
    expect(s1901.position).toMatchObject({ season: 'fall', year: 1901, phase: 'movement', dislodged: [] });
  });

  it('Fall 1901: Belgium, Marseilles and Serbia stand off, Con-Bul is blocked; builds as the rulebook counts them', () => {
    expect(except(outcomes(f1901, FALL_1901), 'succeeds')).toEqual({
      'A Tri Holds': 'stands',
      'A Bud-Ser': 'fails',
      'F Nth C A Yor-Nwy': 'available',
      'A Bur-Mar': 'fails',
      'F Pic-Bel': 'fails',
      'A Ruh-Bel': 'fails',
      'F Den Holds': 'stands',
      'A Ven Holds': 'stands',
      'A Pie-Mar': 'fails',
      'A Ukr S F Sev-Rum': 'given',
      'A Bul-Ser': 'fails',
      'A Con-Bul': 'fails',
    });
    // No retreats; the Fall turn ends and goes straight to adjustments.
    expect(f1901.automatic).toEqual([]);
    expect(f1901.position).toMatchObject({ season: 'fall', year: 1901, phase: 'adjustment' });
    expect(f1901.reckoning?.changes.map((c) => `${c.centre}:${c.to}`)).toEqual([
      'bul:TUR', 'den:GER', 'gre:AUS', 'hol:GER', 'nwy:ENG', 'por:FRA', 'rum:RUS', 'swe:RUS', 'tun:ITA',
    ]);
  });

  it('Fall 1901 adjustments: every build the rulebook lists is made', () => {
    if (b1901.ruling.phase !== 'adjustment') throw new Error('expected the adjustment ruling');
    const change = Object.fromEntries(b1901.ruling.result.powers.map((p) => [p.power, p.change]));
    expect(change).toEqual({ AUS: 1, ENG: 1, FRA: 1, GER: 2, ITA: 1, RUS: 2, TUR: 1 });
    expect(b1901.ruling.result.orders.every((o) => o.outcome === 'succeeds')).toBe(true);
    expect(b1901.position).toMatchObject({ season: 'spring', year: 1902, phase: 'movement' });
    expect(unitList(b1901.position)).toEqual(
      [
        'AUS A tri', 'AUS A bud', 'AUS F gre', 'AUS A vie',
        'ENG A nwy', 'ENG F nth', 'ENG F bar', 'ENG F edi',
        'FRA A bur', 'FRA A por', 'FRA F pic', 'FRA F mar',
        'GER A hol', 'GER A ruh', 'GER F den', 'GER F kie', 'GER A mun',
        'ITA A ven', 'ITA A pie', 'ITA F tun', 'ITA F nap',
        'RUS A ukr', 'RUS A gal', 'RUS F swe', 'RUS F rum', 'RUS A stp', 'RUS A sev',
        'TUR A bul', 'TUR A con', 'TUR F bla', 'TUR A smy',
      ].sort(),
    );
  });

  it('Spring 1902: the rulebook\'s failures, Germany into Belgium, Greece cannot support into Serbia', () => {
    expect(except(outcomes(s1902, SPRING_1902), 'succeeds')).toEqual({
      'A Tri-Bud': 'fails',
      'A Vie-Bud': 'fails',
      'F Gre S A Bud-Ser': 'illegal',
      'A Nwy-StP': 'fails',
      'F Nth-Nwy': 'fails',
      'F Bar S A Nwy-StP': 'given',
      'F Edi-Nth': 'fails',
      'A Bur S F Pic-Bel': 'cut',
      'F Pic-Bel': 'fails',
      'F Mar Holds': 'stands',
      'A Ruh S A Hol-Bel': 'given',
      'A Mun-Bur': 'fails',
      'F Den Holds': 'stands',
      'A Ven Holds': 'stands',
      'A Pie-Mar': 'fails',
      'A Ukr S F Rum': 'given',
      'A Gal-Bud': 'fails',
      'A StP-Nwy': 'fails',
      'A Sev S F Rum': 'given',
      'F Swe S A StP-Nwy': 'given',
      'F Rum Holds': 'stands',
      'A Bul-Rum': 'fails',
      'A Con-Bul': 'fails',
      'F Bla S A Bul-Rum': 'given',
    });
    expect(s1902.position).toMatchObject({ season: 'fall', year: 1902, phase: 'movement', dislodged: [] });
  });

  it('Fall 1902: the supports the rulebook lists are cut, three units are dislodged', () => {
    const all = outcomes(f1902, FALL_1902);
    for (const cut of ['F Swe S StP–Nwy', 'F Mar S A Spa', 'A Sev S F Rum', 'A Gal S F Rum', 'F Rum S A Sev']) expect(all[cut], cut).toBe('cut');
    expect(all['A Bel S A Ruh–Bur']).toBe('given');
    expect(all['A Spa S F Mar']).toBe('given');
    expect(all['A Ukr S A Sev']).toBe('given');
    for (const failed of ['A Arm–Sev', 'A Pie–Mar', 'A Vie–Gal', 'A Ven–Pie', 'A Bur–Bel']) expect(all[failed], failed).toBe('fails');
    for (const moved of ['A Ruh–Bur', 'A Bul–Rum', 'A Con–Bul', 'A Nwy–StP', 'F Nth–Nwy', 'F Edi–Nth']) expect(all[moved], moved).toBe('succeeds');
    expect(f1902.position.phase).toBe('retreat');
    expect(f1902.position.dislodged.map((d) => `${unitKey(d.unit)} by ${d.attackerFrom}`).sort()).toEqual([
      'FRA A bur by ruh',
      'RUS A stp by nwy',
      'RUS F rum by bul',
    ]);
  });

  it('Fall 1902 retreats: Rumania has nowhere to go; St Petersburg to Moscow, Burgundy to Gascony', () => {
    if (r1902.ruling.phase !== 'retreat') throw new Error('expected the retreat ruling');
    const result = r1902.ruling.result;
    expect(result.orders.map((o) => `${o.order.kind} ${o.order.kind === 'waive' ? '' : o.order.at} ${o.outcome} ${o.reason}`)).toEqual([
      'retreat stp succeeds retreated',
      'retreat bur succeeds retreated',
      'disband rum succeeds disbanded-no-retreat',
    ]);
    expect(result.disbanded.map(unitKey)).toEqual(['RUS F rum']);
  });

  it('Fall 1902 adjustments: Russia has four centres and five units; everyone else but Italy builds one', () => {
    expect(r1902.position.phase).toBe('adjustment');
    const owned = (p: string) => Object.values(r1902.position.centres).filter((o) => o === p).length;
    expect(Object.fromEntries(['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR'].map((p) => [p, owned(p)]))).toEqual({
      AUS: 5, ENG: 5, FRA: 5, GER: 6, ITA: 4, RUS: 4, TUR: 5,
    });
    // Every neutral centre now has an owner.
    expect(Object.keys(r1902.position.centres).length).toBe(34);
    if (a1902.ruling.phase !== 'adjustment') throw new Error('expected the adjustment ruling');
    expect(a1902.ruling.result.orders.map((o) => o.outcome)).toEqual(Array(6).fill('succeeds'));
  });

  it('ends in Spring 1903 with the rulebook\'s board', () => {
    const end: Position = a1902.position;
    expect(end).toMatchObject({ season: 'spring', year: 1903, phase: 'movement', eliminated: [] });
    expect(end.winner).toBeUndefined();
    expect(unitList(end)).toEqual(
      [
        'AUS A bud', 'AUS A ser', 'AUS A vie', 'AUS F gre', 'AUS A tri',
        'ENG A stp', 'ENG F bar', 'ENG F nwy', 'ENG F nth', 'ENG F lon',
        'FRA A gas', 'FRA A spa', 'FRA F pic', 'FRA F mar', 'FRA A par',
        'GER A bur', 'GER A mun', 'GER A bel', 'GER F den', 'GER F hol', 'GER F kie',
        'ITA A ven', 'ITA A pie', 'ITA F naf', 'ITA F lyo',
        'RUS A ukr', 'RUS A sev', 'RUS F swe', 'RUS A mos',
        'TUR A rum', 'TUR A bul', 'TUR A arm', 'TUR F bla', 'TUR F smy',
      ].sort(),
    );
  });
});
