import { describe, expect, it } from 'vitest';
import { winnerOf } from '../../engine/game/control';
import { nextPosition } from '../../engine/game/nextPosition';
import type { Position } from '../../engine/game/position';
import { rulesForYear, variantStart } from '../../engine/game/variantRules';
import { standardMap as map } from '../../engine/map/standardMap';
import { POWERS, unitKey, type Power, type ProvinceId } from '../../engine/map/types';
import { checkLegality } from '../../engine/legality/movementLegality';
import { retreatOptions } from '../../engine/resolve/retreats';
import { alexander, datc } from '../../engine/rules';
import { PLAYER_VARIANTS, PLAYER_VARIANT_IDS, checkToss, playerVariant, variantYear, type VariantPlay } from '../../engine/rules/playerVariants';
import { readFor } from './play';
import { owned, position, unit } from './units';

const play = (position: Position, text: string, variant: VariantPlay, rules = 'alexander') => nextPosition(position, readFor(position, text), rules, { map, variant });
const six: VariantPlay = { variant: PLAYER_VARIANTS.six };
const two: VariantPlay = { variant: PLAYER_VARIANTS.two };


describe('the variants as data (V.5)', () => {
  it('every power is on exactly one side, or unplayed, or the neutral power', () => {
    for (const id of PLAYER_VARIANT_IDS) {
      const v = PLAYER_VARIANTS[id];
      const placed = [...v.sides.flatMap((s) => s.powers), ...v.unplayed, ...(v.neutral ? [v.neutral.power] : [])].sort();
      expect(placed, id).toEqual([...POWERS]);
    }
  });

  it('gives the players per variant that V.5.a-e name', () => {
    expect(PLAYER_VARIANT_IDS.map((id) => [id, PLAYER_VARIANTS[id].sides.length])).toEqual([
      ['seven', 7], ['six', 6], ['five', 5], ['four', 4], ['three', 3], ['two', 2],
    ]);
  });

  it('refuses an unknown variant and a toss that names no side', () => {
    expect(() => playerVariant('eight')).toThrow(/Unknown variant "eight".*seven, six/);
    expect(checkToss(PLAYER_VARIANTS.two, 'italy')).toMatch(/entente, central/);
    expect(checkToss(PLAYER_VARIANTS.six, 'entente')).toMatch(/no coin toss/);
    expect(checkToss(PLAYER_VARIANTS.two, 'central')).toBeUndefined();
  });
});

describe('six players: Italy without a player (V.5.a)', () => {
  it("sets Italy's orders aside; its units hold as units without orders and can be supported", () => {
    const start = variantStart(map, 'alexander', six);
    expect(start.year).toBe(1901);
    const step = play(start, 'ITA A ven - tyr\nITA F nap - ion\nAUS A vie - tyr\nFRA A mar S A ven', six);
    const italian = step.ruling.result.orders.filter((o) => o.order.power === 'ITA');
    expect(italian.map((o) => [o.order.kind, o.outcome, o.reason])).toEqual([
      ['move', 'illegal', 'power-without-player'],
      ['move', 'illegal', 'power-without-player'],
      ['hold', 'stands', 'held-unordered'],
      ['hold', 'stands', 'held-unordered'],
      ['hold', 'stands', 'held-unordered'],
    ]);
    expect(italian[0].rules[0]).toBe('alexander:V.5.a');
    expect(step.position.units.filter((u) => u.power === 'ITA').map(unitKey).sort()).toEqual(['ITA A rom', 'ITA A ven', 'ITA F nap']);
    // Austria goes to Tyrolia: Italy's move there was no order at all.
    expect(step.position.units.map(unitKey)).toContain('AUS A tyr');
  });

  it('disbands a dislodged Italian unit: its retreat order is illegal, and it has nowhere to go', () => {
    const retreat: Position = position({
      phase: 'retreat',
      units: [unit('AUS A ven')],
      dislodged: [{ unit: unit('ITA A ven'), attackerFrom: 'tyr', attackerConvoyed: false }],
      centres: owned({ ITA: ['ven', 'rom', 'nap'] }),
    });
    const step = play(retreat, 'ITA A ven - pie', six);
    expect(step.ruling.result.orders[0]).toMatchObject({ outcome: 'illegal', reason: 'power-without-player' });
    expect(step.position.units.map(unitKey)).toEqual(['AUS A ven']);
    expect(retreatOptions(map, retreat, retreat.dislodged[0], rulesForYear(alexander, six, 1905))).toEqual([]);
  });

  it('skips the retreat phase when only a silent power has units to retreat', () => {
    const spring = position({ units: [unit('ITA F nap'), unit('ITA A rom'), unit('TUR F ion'), unit('TUR F tys')], centres: owned({ ITA: ['nap', 'rom'] }) });
    const step = play(spring, 'TUR F ion - nap\nTUR F tys S F ion - nap', six);
    expect(step.position.phase).toBe('movement');
    expect(step.automatic.map((a) => a.phase)).toEqual(['retreat']);
    expect(step.position.units.map(unitKey).sort()).toEqual(['ITA A rom', 'TUR F nap', 'TUR F tys']);
  });

  it("sets aside Italy's adjustment orders: no build, and removals by the civil-disorder rule", () => {
    const home = owned({ ITA: ['ven', 'rom', 'nap', 'tun'], AUS: ['vie', 'bud', 'tri'] });
    const builds = position({ season: 'fall', phase: 'adjustment', units: [unit('ITA A ven'), unit('AUS A vie')], centres: home });
    const step = play(builds, 'ITA Build A rom\nAUS Build A bud', six);
    expect(step.ruling.ignored?.map((o) => o.power)).toEqual(['ITA']);
    expect(step.position.units.map(unitKey).sort()).toEqual(['AUS A bud', 'AUS A vie', 'ITA A ven']);
    const owes = position({ season: 'fall', phase: 'adjustment', units: [unit('ITA A ven'), unit('ITA A rom'), unit('ITA F nap')], centres: owned({ ITA: ['ven', 'rom'] }) });
    const removal = play(owes, 'ITA Disband A ven', six);
    // The written disband is set aside; the civil-disorder rule chooses instead (III.5.h).
    expect(removal.ruling.result.orders.map((o) => [o.order.kind, o.reason])).toEqual([['disband', 'civil-disorder']]);
    expect(removal.position.units).toHaveLength(2);
  });

  it('under five players, Germany is silent too', () => {
    const y = variantYear({ variant: PLAYER_VARIANTS.five }, 1901);
    expect([...y.silent].sort()).toEqual(['GER', 'ITA']);
  });
});

describe('two players: 1914, Italy neutral (V.5.e)', () => {
  it('starts in Spring 1914 with the standard units', () => {
    const start = variantStart(map, 'alexander', two);
    expect([start.season, start.year, start.phase]).toEqual(['spring', 1914, 'movement']);
    expect(start.units.length).toBe(22);
  });

  it.each(['A tri - ven', 'F tri - apu'])('refuses AUS %s: Italian territory cannot be entered', (order) => {
    const start = variantStart(map, 'alexander', two);
    const step = play(start, `AUS ${order}`, two);
    const r = step.ruling.result.orders[0];
    expect([r.outcome, r.reason]).toEqual(['illegal', 'closed-province']);
    expect(r.rules[0]).toBe('alexander:V.5.e');
  });

  it('refuses a support and a convoy into Italy, and a retreat there', () => {
    const rules = rulesForYear(alexander, two, 1914);
    const units = [unit('AUS A tri'), unit('AUS A tyr'), unit('FRA F tys'), unit('FRA A tun')];
    const unitAt = (p: ProvinceId) => units.find((u) => u.loc === p);
    const support = checkLegality({ map, rules, unitAt }, { kind: 'support', power: 'AUS', unit: 'A', at: 'tyr', target: { at: 'tri' }, to: 'ven' });
    expect(support).toMatchObject({ legal: false, reason: 'closed-province' });
    const convoy = checkLegality({ map, rules, unitAt }, { kind: 'convoy', power: 'FRA', unit: 'F', at: 'tys', army: 'tun', to: 'nap' });
    expect(convoy).toMatchObject({ legal: false, reason: 'closed-province' });
    const retreat: Position = position({
      year: 1914,
      phase: 'retreat',
      units: [unit('FRA A mar')],
      dislodged: [{ unit: unit('AUS A pie'), attackerFrom: 'mar', attackerConvoyed: false }],
    });
    // (A hand-made board: an army already in Piedmont may not retreat deeper into Italy.)
    const step = play(retreat, 'AUS A pie - tus', two);
    expect(step.ruling.result.orders[0]).toMatchObject({ outcome: 'illegal', reason: 'closed-province' });
  });

  it('keeps Italy neutral in 1915 without a recorded toss, and lets it join the winner with one', () => {
    const spring1915 = { ...variantStart(map, 'alexander', two), year: 1915 };
    const untossed = play(spring1915, 'ITA A ven - tyr\nAUS A vie - tri', two);
    expect(untossed.ruling.result.orders[0].reason).toBe('power-without-player');
    const tossed: VariantPlay = { ...two, toss: 'central' };
    const joined = play(spring1915, 'ITA A ven - tyr\nAUS A tri - ven', tossed);
    expect(joined.ruling.result.orders.slice(0, 2).map((o) => o.outcome)).toEqual(['succeeds', 'succeeds']);
    expect(variantYear(tossed, 1915).sides.find((s) => s.id === 'central')?.powers).toEqual(['AUS', 'GER', 'TUR', 'ITA']);
    expect(variantYear(tossed, 1914).silent).toEqual(['ITA']);
  });

  it('wins at 24 centres summed over a side (V.5.f), not at 18 for one power', () => {
    const centres = (list: Partial<Record<Power, number>>) => {
      const ids = map.supplyCentres;
      const out: Record<ProvinceId, Power> = {};
      let i = 0;
      for (const [power, n] of Object.entries(list)) for (let k = 0; k < n!; k++) out[ids[i++]] = power as Power;
      return out;
    };
    const y = variantYear(two, 1914);
    expect(winnerOf(map, centres({ ENG: 18, AUS: 4 }), y)).toBeUndefined();
    expect(winnerOf(map, centres({ ENG: 10, FRA: 8, RUS: 6 }), y)).toBe('ENG');
    expect(winnerOf(map, centres({ ENG: 18 }))).toBe('ENG');
    const four = variantYear({ variant: PLAYER_VARIANTS.four }, 1905);
    expect(winnerOf(map, centres({ ITA: 9, RUS: 9 }), four)).toBe('ITA');
    expect(winnerOf(map, centres({ ITA: 9, AUS: 9 }), four)).toBeUndefined();
  });

  it('ends the game when a side reaches 24 in a Fall', () => {
    // England and France hold 23 centres between them; France takes Munich in Fall 1914.
    const ids = map.supplyCentres.filter((p) => p !== 'mun');
    const centres: Record<ProvinceId, Power> = {};
    ids.slice(0, 12).forEach((p) => (centres[p] = 'ENG'));
    ids.slice(12, 23).forEach((p) => (centres[p] = 'FRA'));
    const fall = position({ season: 'fall', year: 1914, units: [unit('FRA A bur')], centres });
    expect(play(fall, 'FRA A bur - mun', two).position.winner).toBe('ENG');
    expect(play(fall, 'FRA A bur H', two).position.winner).toBeUndefined();
  });
});

describe('a ruling under a variant is a pure function of rule set, variant, position and orders', () => {
  it('does not change the rule set value', () => {
    const before = JSON.stringify(datc);
    const rules = rulesForYear(datc, two, 1914);
    expect(rules.policies).toBe(datc.policies);
    expect(JSON.stringify(datc)).toBe(before);
    expect(rulesForYear(datc, undefined, 1914)).toBe(datc);
  });
});
