import { describe, expect, it } from 'vitest';
import { parsePosition, PositionError, positionFromJson, positionToJson, stringifyPosition } from '../../engine/game/serialize';
import { startingPosition } from '../../engine/game/position';
import { standardMap as map } from '../../engine/map/standardMap';
import { play } from './play';

const start = startingPosition(map);

/** The message a bad file gives, or a failure when it is accepted. */
function problem(json: unknown): string {
  try {
    positionFromJson(json);
  } catch (e) {
    expect(e).toBeInstanceOf(PositionError);
    return (e as Error).message;
  }
  throw new Error('the file was accepted');
}

const good = positionToJson(start);

describe('positions as JSON', () => {
  it('round-trips the starting position and carries a version', () => {
    expect(good.version).toBe(1);
    expect(good.units).toContain('RUS F stp/sc');
    expect(parsePosition(stringifyPosition(start))).toEqual(start);
  });

  it('round-trips a retreat phase with its dislodged units and standoffs', () => {
    const moved = play(start, 'GER A mun - bur', 'alexander').position;
    const retreat = play(moved, 'FRA A par - bur\nFRA A mar S A par - bur\nAUS A vie - gal\nRUS A war - gal', 'alexander').position;
    expect(retreat).toMatchObject({ phase: 'retreat', standoffs: ['gal'] });
    expect(retreat.dislodged).toHaveLength(1);
    const json = positionToJson(retreat);
    expect(positionFromJson(JSON.parse(JSON.stringify(json)))).toEqual(retreat);
  });

  it('round-trips a winner and eliminated powers', () => {
    const won = { ...start, season: 'fall' as const, phase: 'adjustment' as const, winner: 'FRA' as const, eliminated: ['AUS' as const] };
    expect(parsePosition(stringifyPosition(won))).toEqual(won);
  });
});

describe('bad position files give a clear message', () => {
  it.each<[string, unknown, RegExp]>([
    ['not JSON', undefined, /not valid JSON/],
    ['no version', { ...good, version: undefined }, /version: .*version 1/],
    ['a newer version', { ...good, version: 2 }, /version: this reader knows position files of version 1/],
    ['a bad season', { ...good, season: 'winter' }, /season: /],
    ['a badly written unit', { ...good, units: ['ENG Fleet lon'] }, /units\.0: a unit is written "POW T loc"/],
    ['an unknown province', { ...good, units: ['ENG F xyz'] }, /units\[0\]: unknown province "xyz"/],
    ['a fleet inland', { ...good, units: ['FRA F par'] }, /units\[0\]: a fleet cannot stand in Paris/],
    ['a fleet without its coast', { ...good, units: ['RUS F stp'] }, /units\[0\]: a fleet in St\. Petersburg must name its coast/],
    ['two units in one province', { ...good, units: ['FRA A par', 'GER A par'] }, /units\[1\]: a second unit in "par"/],
    ['a centre that is not one', { ...good, centres: { bur: 'FRA' } }, /centres\.bur: "bur" is not a supply centre/],
    ['an unknown power', { ...good, centres: { par: 'SPA' } }, /centres\.par: /],
    ['dislodged units outside a retreat phase', { ...good, dislodged: [{ unit: 'FRA A bur', from: 'mun' }] }, /only a retreat phase has dislodged units/],
    ['an unknown field', { ...good, colour: 'blue' }, /Unrecognized key/],
    ['adjustments in Spring', { ...good, phase: 'adjustment' }, /adjustments come only after a Fall turn/],
  ])('%s', (_, json, message) => {
    if (json === undefined) {
      expect(() => parsePosition('{ "version": 1, ')).toThrow(message);
      return;
    }
    expect(problem(json)).toMatch(message);
  });

  it('lists every problem, each with its path', () => {
    const message = problem({ ...good, units: ['FRA F par', 'ENG A xyz'], centres: { bur: 'FRA' } });
    expect(message.split('; ')).toHaveLength(3);
    expect(message).toMatch(/^Bad position: /);
  });
});
