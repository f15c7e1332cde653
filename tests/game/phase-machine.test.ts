import { describe, expect, it } from 'vitest';
import { GameOverError, nextPosition } from '../../engine/game/nextPosition';
import { homeOwnership, startingPosition } from '../../engine/game/position';
import { standardMap as map } from '../../engine/map/standardMap';
import { unitKey, type Power } from '../../engine/map/types';
import { play, readFor, unitList } from './play';
import { owned, position, unit } from './units';


function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe.each(['alexander', 'datc'])('the phase machine under %s', (rules) => {
  it('lets a power with no orders hold (civil disorder in movement, III.3.e)', () => {
    const start = startingPosition(map);
    // Everyone but Italy orders; Italy's units hold and can still be supported.
    const step = play(start, 'AUS A vie - tri\nAUS F tri - adr\nFRA A mar - pie\nAUS A bud S A ven', rules);
    const italian = step.ruling.result.orders.filter((o) => o.order.power === 'ITA');
    expect(italian.map((o) => [o.order.kind, o.outcome, o.reason])).toEqual([
      ['hold', 'stands', 'held-unordered'],
      ['hold', 'stands', 'held-unordered'],
      ['hold', 'stands', 'held-unordered'],
    ]);
    expect(step.position.units.filter((u) => u.power === 'ITA')).toEqual(start.units.filter((u) => u.power === 'ITA'));
  });

  it('skips retreats and adjustments when there is nothing to do', () => {
    const start = startingPosition(map);
    const fall = nextPosition(start, [], rules);
    expect(fall.position).toMatchObject({ season: 'fall', year: 1901, phase: 'movement' });
    const spring = nextPosition(fall.position, [], rules);
    expect(spring.position).toMatchObject({ season: 'spring', year: 1902, phase: 'movement' });
    expect(spring.reckoning).toEqual({ centres: homeOwnership(map), changes: [], eliminated: [] });
    expect(unitList(spring.position)).toEqual(unitList(start));
  });

  it('goes from a Spring dislodgement to the retreat phase, then on to Fall', () => {
    const spring = position({
      units: ['GER A mun', 'GER A sil', 'FRA A boh', 'FRA A pie'].map(unit),
      centres: owned({ GER: ['mun'], FRA: ['par'] }),
    });
    const moved = play(spring, 'GER A sil - boh\nGER A mun S A sil - boh\nFRA A pie - tyr', rules);
    expect(moved.position).toMatchObject({ season: 'spring', phase: 'retreat', standoffs: [] });
    expect(moved.position.dislodged).toEqual([{ unit: unit('FRA A boh'), attackerFrom: 'sil', attackerConvoyed: false }]);
    const retreated = play(moved.position, 'FRA A boh - gal', rules);
    expect(retreated.ruling.phase).toBe('retreat');
    expect(retreated.position).toMatchObject({ season: 'fall', year: 1905, phase: 'movement', dislodged: [], standoffs: [] });
    expect(unitList(retreated.position)).toEqual(['FRA A gal', 'FRA A tyr', 'GER A boh', 'GER A mun']);
  });

  it('disbands units with nowhere to retreat without a retreat phase, and says so', () => {
    const spring = position({
      units: ['TUR A bul', 'TUR F bla', 'TUR A ser', 'RUS A rum', 'RUS A sev', 'AUS A bud', 'AUS A gal', 'AUS A ukr'].map(unit),
    });
    const step = play(spring, 'TUR A bul - rum\nTUR F bla S A bul - rum\nTUR A ser S A bul - rum', rules);
    expect(step.position).toMatchObject({ season: 'fall', phase: 'movement', dislodged: [] });
    expect(step.automatic).toHaveLength(1);
    expect(step.automatic[0].phase).toBe('retreat');
    if (step.automatic[0].phase !== 'retreat') return;
    expect(step.automatic[0].result.orders.map((o) => o.reason)).toEqual(['disbanded-no-retreat']);
    expect(step.position.units.map(unitKey)).not.toContain('RUS A rum');
  });

  it('passes control of centres only at the end of a Fall turn (I.2.e)', () => {
    const spring = position({ units: ['AUS A bud', 'FRA A mar'].map(unit), centres: owned({ AUS: ['bud'], FRA: ['mar'] }) });
    const s = play(spring, 'AUS A bud - ser\nFRA A mar - spa', rules);
    expect(s.reckoning).toBeUndefined();
    expect(s.position.centres).toEqual(owned({ AUS: ['bud'], FRA: ['mar'] }));
    const f = play(s.position, 'FRA A spa - por', rules);
    // Serbia is held at the end of the Fall; Spain was only passed through; Marseilles, left empty, stays French.
    expect(f.reckoning?.changes).toEqual([
      { centre: 'por', to: 'FRA' },
      { centre: 'ser', to: 'AUS' },
    ]);
    expect(f.position.centres).toEqual(owned({ AUS: ['bud', 'ser'], FRA: ['mar', 'por'] }));
    // Both powers now have a build and an empty home centre to put it in.
    expect(f.position).toMatchObject({ phase: 'adjustment', season: 'fall', year: 1905 });
  });

  it('eliminates a power that loses its last centre and removes its remaining units (I.1.a)', () => {
    const fall = position({
      season: 'fall',
      units: ['AUS A tri', 'AUS F alb', 'ITA A ven', 'ITA A tyr'].map(unit),
      centres: owned({ AUS: ['tri'], ITA: ['rom', 'nap', 'ven'] }),
    });
    const moved = play(fall, 'ITA A ven - tri\nITA A tyr S A ven - tri', rules);
    expect(moved.position.phase).toBe('retreat');
    const retreats = play(moved.position, '', rules);
    expect(retreats.reckoning?.eliminated).toEqual(['AUS']);
    expect(retreats.position).toMatchObject({ phase: 'adjustment', eliminated: ['AUS'] });
    const adjusted = play(retreats.position, 'ITA Build A ven', rules);
    expect(unitList(adjusted.position)).toEqual(['ITA A tri', 'ITA A tyr', 'ITA A ven']);
    expect(adjusted.position).toMatchObject({ season: 'spring', year: 1906, phase: 'movement', eliminated: ['AUS'] });
  });

  it('declares the winner at 18 centres (I.5) and refuses to play on', () => {
    const french: string[] = ['bre', 'par', 'mar', 'spa', 'por', 'bel', 'hol', 'lon', 'lvp', 'edi', 'nwy', 'den', 'kie', 'ber', 'tun', 'nap', 'rom'];
    const fall = position({ season: 'fall', units: ['FRA A bur', 'GER A sil'].map(unit), centres: owned({ FRA: french, GER: ['mun'] }) });
    const step = play(fall, 'FRA A bur - mun', rules);
    expect(step.reckoning?.winner).toBe('FRA');
    expect(step.position.winner).toBe('FRA');
    expect(Object.values(step.position.centres).filter((p: Power) => p === 'FRA')).toHaveLength(18);
    expect(() => nextPosition(step.position, [], rules)).toThrow(GameOverError);
  });

  it('sets aside orders of another phase in a movement phase', () => {
    const start = startingPosition(map);
    const step = nextPosition(start, [{ kind: 'waive', power: 'GER' }, ...readFor(start, 'GER A mun - bur')], rules);
    if (step.ruling.phase !== 'movement') throw new Error('expected a movement ruling');
    expect(step.ruling.ignored).toEqual([{ kind: 'waive', power: 'GER' }]);
    expect(step.position.units).toContainEqual(unit('GER A bur'));
  });

  it('changes nothing it is given', () => {
    const start = deepFreeze(startingPosition(map));
    const orders = deepFreeze(readFor(start, 'FRA A par - bur\nGER A mun - bur\nENG F lon - nth'));
    expect(() => nextPosition(start, orders, rules)).not.toThrow();
  });
});
