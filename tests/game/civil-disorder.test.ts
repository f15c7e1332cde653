import { describe, expect, it } from 'vitest';
import { standardMap as map } from '../../engine/map/standardMap';
import { unitKey } from '../../engine/map/types';
import { adjudicateAdjustments } from '../../engine/resolve/adjustments';
import fc from 'fast-check';
import { randomPhase, seeded } from '../../bench/randomPosition';
import { POWERS, type Power, type ProvinceId } from '../../engine/map/types';
import { civilDisorderDistance, civilDisorderRanking, civilDisorderRemovals } from '../../engine/resolve/civilDisorder';
import { alexander, datc, RULE_SETS } from '../../engine/rules';
import { owned, unit } from './units';

const A = alexander.policies.civilDisorder;
const D = datc.policies.civilDisorder;
const distance = (u: string, others: string[], centres: ReturnType<typeof owned>, policy = A) =>
  civilDisorderDistance(map, unit(u), [unit(u), ...others.map(unit)], centres, policy);

describe('civil-disorder distance under Alexander III.5.h', () => {
  const russia = owned({ RUS: ['mos', 'sev', 'stp', 'war'] });

  it('counts moves of the unit\'s own kind to any home centre, owned or not', () => {
    expect(distance('RUS A sil', [], russia)).toBe(1);
    expect(distance('RUS A sil', [], owned({ RUS: ['mun'] }))).toBe(1);
    expect(distance('RUS A war', [], {})).toBe(0);
    // Fleets keep to the sea and to their coast: the North Sea reaches St Petersburg only by Norway.
    expect(distance('RUS F nth', [], russia)).toBe(2);
    expect(distance('RUS F bot', [], russia)).toBe(1);
  });

  it('takes the current occupation into account: other powers\' units cannot be passed', () => {
    expect(distance('RUS A sil', ['GER A war'], russia)).toBe(3);
    expect(distance('RUS A sil', ['GER A war', 'GER A gal', 'GER A pru'], russia)).toBe(5);
    // The power's own units are no obstacle: it can move them away.
    expect(distance('RUS A sil', ['RUS A war', 'RUS A gal', 'RUS A pru'], russia)).toBe(1);
  });

  it('includes convoys by the power\'s own fleets, and nobody else\'s', () => {
    const england = owned({ ENG: ['lon', 'edi', 'lvp'] });
    expect(distance('ENG A nwy', [], england)).toBe(Infinity);
    expect(distance('ENG A nwy', ['FRA F nth'], england)).toBe(Infinity);
    expect(distance('ENG A nwy', ['ENG F nth'], england)).toBe(1);
    // A chain of two fleets carries an army in one move.
    expect(distance('ENG A swe', ['ENG F ska', 'ENG F nth'], england)).toBe(1);
  });

  it('puts an army that cannot reach any home centre first in line', () => {
    const ranking = civilDisorderRanking(map, 'ENG', [unit('ENG A mos'), unit('ENG F nao'), unit('ENG A lon')], owned({ ENG: ['lon'] }), A);
    expect(ranking.map((r) => [unitKey(r.unit), r.distance])).toEqual([
      ['ENG A mos', Infinity],
      ['ENG F nao', 1],
      ['ENG A lon', 0],
    ]);
  });

  it('breaks ties by province name only, fleets and armies alike', () => {
    const ranking = civilDisorderRanking(map, 'RUS', [unit('RUS F ska'), unit('RUS F nth'), unit('RUS A boh')], {}, A);
    expect(ranking.map((r) => unitKey(r.unit))).toEqual(['RUS A boh', 'RUS F nth', 'RUS F ska']);
  });
});

describe('civil-disorder distance under the DATC 2023 rule (4.D.8)', () => {
  it('measures to owned centres, every unit over land and sea, nobody blocking', () => {
    const italy = owned({ ITA: ['nap'] });
    expect(distance('ITA A gre', [], italy, D)).toBe(2);
    expect(distance('ITA A gre', ['TUR F ion', 'TUR A alb'], italy, D)).toBe(2);
    expect(distance('ITA F nth', [], owned({ ITA: ['mun'] }), D)).toBe(3);
    expect(distance('ITA A tus', [], {}, D)).toBe(Infinity);
  });

  it('breaks ties with fleets before armies, then by name', () => {
    const ranking = civilDisorderRanking(map, 'RUS', [unit('RUS A boh'), unit('RUS F ska'), unit('RUS F nth')], owned({ RUS: ['stp', 'war'] }), D);
    expect(ranking.map((r) => unitKey(r.unit))).toEqual(['RUS F nth', 'RUS F ska', 'RUS A boh']);
  });
});

describe('civil disorder in the adjustment phase', () => {
  it('measures each removal on the board as the previous ones left it', () => {
    // England owes two disbands. Skagerrak (two moves) goes first. Measured on the first board the
    // army in Sweden is one convoyed move from home, tied with the North Sea fleet (which would go
    // first by name); without Skagerrak it needs two (to Denmark, then the North Sea convoy), so it
    // is the second to go.
    const units = ['ENG F ska', 'ENG F nth', 'ENG A swe', 'ENG A lon'].map(unit);
    const r = adjudicateAdjustments(map, { units, centres: owned({ ENG: ['lon', 'edi'] }) }, [], alexander);
    expect(r.powers[0].civilDisorder.map(unitKey)).toEqual(['ENG F ska', 'ENG A swe']);
    expect(r.orders.map((o) => [o.reason, o.distance])).toEqual([
      ['civil-disorder', 2],
      ['civil-disorder', 2],
    ]);
    expect(r.orders[0].rules).toEqual(['alexander:III.5.h']);
  });

  it('removes every unit of a power left without centres', () => {
    const units = ['AUS A vie', 'AUS F tri', 'ITA A bud'].map(unit);
    const r = adjudicateAdjustments(map, { units, centres: owned({ ITA: ['bud', 'vie', 'tri'] }) }, [], datc);
    expect(r.units.map(unitKey)).toEqual(['ITA A bud']);
    expect(r.powers.find((p) => p.power === 'AUS')?.civilDisorder).toHaveLength(2);
  });
});

describe('civil disorder does not depend on the order the powers are taken in', () => {
  const removedBy = (r: ReturnType<typeof adjudicateAdjustments>) =>
    Object.fromEntries(r.powers.filter((p) => p.civilDisorder.length).map((p) => [p.power, p.civilDisorder.map(unitKey)]));

  it('case A: Burgundy still holds France\'s army when Germany is measured, so A Paris (4 moves) goes', () => {
    const units = ['FRA A bur', 'FRA A bre', 'GER A par', 'GER A mos'].map(unit);
    const r = adjudicateAdjustments(map, { units, centres: { bre: 'FRA', mun: 'GER' } }, [], alexander);
    expect(removedBy(r)).toEqual({ FRA: ['FRA A bur'], GER: ['GER A par'] });
    const german = r.orders.find((o) => o.order.power === 'GER')!;
    expect(german.candidates?.map((c) => [unitKey(c.unit), c.distance])).toEqual([
      ['GER A par', 4],
      ['GER A mos', 3],
    ]);
    expect(german.tieBreak).toBeUndefined();
  });

  it('case A with a French centre more: France removes nothing and A Paris still goes', () => {
    const units = ['FRA A bur', 'FRA A bre', 'GER A par', 'GER A mos'].map(unit);
    const r = adjudicateAdjustments(map, { units, centres: { bre: 'FRA', mar: 'FRA', mun: 'GER' } }, [], alexander);
    expect(removedBy(r)).toEqual({ GER: ['GER A par'] });
  });

  it('case B: France\'s units are measured on the same board as Germany\'s, A Burgundy still there', () => {
    const units = ['GER A bur', 'GER A kie', 'ITA A pie', 'FRA A mun', 'FRA A hol'].map(unit);
    const r = adjudicateAdjustments(map, { units, centres: { kie: 'GER', bre: 'FRA', rom: 'ITA' } }, [], alexander);
    // With Burgundy and Piedmont held, A Munich goes round by the Ruhr, Belgium and Picardy.
    const french = r.orders.find((o) => o.order.power === 'FRA')!;
    expect(french.candidates?.map((c) => [unitKey(c.unit), c.distance])).toEqual([
      ['FRA A mun', 4],
      ['FRA A hol', 3],
    ]);
    expect(removedBy(r)).toEqual({ FRA: ['FRA A mun'], GER: ['GER A bur'] });
  });

  it('names the tie-break when the farthest two are level', () => {
    const ranking = adjudicateAdjustments(map, { units: ['RUS F ska', 'RUS F nth', 'RUS A boh'].map(unit), centres: owned({ RUS: ['stp'] }) }, [], alexander);
    const first = ranking.orders[0];
    expect(first.candidates?.[0].distance).toBe(first.candidates?.[1].distance);
    expect(first.tieBreak).toBe('name');
  });

  /** A random adjustment board: units anywhere, centres given to random powers so that several owe disbands. */
  const situation = fc
    .record({ seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), size: fc.integer({ min: 4, max: 34 }), owners: fc.array(fc.nat(POWERS.length), { minLength: 34, maxLength: 34 }) })
    .map(({ seed, size, owners }) => {
      const { units } = randomPhase(map, seeded(seed), size);
      const centres: Record<ProvinceId, Power> = {};
      map.supplyCentres.forEach((p, i) => {
        if (owners[i] < POWERS.length) centres[p] = POWERS[owners[i]];
      });
      return { units, centres };
    });

  for (const id of Object.keys(RULE_SETS) as (keyof typeof RULE_SETS)[]) {
    it(`finds the same removals for every order of the powers (${id})`, () => {
      const policy = RULE_SETS[id]!.policies.civilDisorder;
      fc.assert(
        fc.property(situation, fc.func(fc.integer()), ({ units, centres }, key) => {
          const owed = (powers: readonly Power[]) =>
            new Map(powers.map((p) => [p, units.filter((u) => u.power === p).length - Object.values(centres).filter((c) => c === p).length] as const));
          const shuffled = [...POWERS].sort((a, b) => key(a) - key(b) || (a < b ? -1 : 1));
          const text = (m: Map<Power, { removed: { unit: Parameters<typeof unitKey>[0] } }[]>) =>
            POWERS.map((p) => `${p}: ${(m.get(p) ?? []).map((s) => unitKey(s.removed.unit)).join(', ')}`);
          expect(text(civilDisorderRemovals(map, units, owed(shuffled), centres, policy))).toEqual(
            text(civilDisorderRemovals(map, units, owed([...POWERS].reverse()), centres, policy)),
          );
        }),
        { numRuns: 150 },
      );
    });
  }
});
