/** Completion in the orders editor (src/components/editor/language/completion.ts). */
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standardMap';
import type { Unit } from '../../engine/map/types';
import { powerOfLine, suggestions } from '../../src/components/editor/language/completion';

const units: Unit[] = [
  { power: 'FRA', type: 'A', loc: 'par' },
  { power: 'FRA', type: 'F', loc: 'bre' },
  { power: 'GER', type: 'A', loc: 'mun' },
];
const source = { map: standardMap, units: () => units };

describe('order completion', () => {
  it('reads the power from a heading or a prefix', () => {
    expect(powerOfLine(['France:', 'A Par-Bur'], 1)).toBe('FRA');
    expect(powerOfLine(['France:', 'Germany: A Mun'], 1)).toBe('GER');
    expect(powerOfLine(['A Par'], 0)).toBeUndefined();
  });

  it("offers the power's units where an order starts, and the order words only after a unit", () => {
    const s = suggestions(['France:', ''], 1, 1, source);
    expect(s.map((x) => x.label)).toEqual(['A Par', 'F Bre']);
    expect(suggestions(['France:', 'A Par '], 1, 7, source).map((x) => x.label)).toEqual(['-', 'H', 'S', 'C']);
  });

  it("offers the unit's legal destinations from the map's adjacency, and no order word where a place is wanted", () => {
    const s = suggestions(['France:', 'A Par-'], 1, 7, source);
    const places = s.filter((x) => x.kind === 'place').map((x) => x.label).sort();
    expect(places).toEqual(['Bre', 'Bur', 'Gas', 'Pic']);
    expect(s.filter((x) => x.kind === 'word')).toEqual([]);
    const fleet = suggestions(['France: F Bre - '], 0, 17, source).filter((x) => x.kind === 'place').map((x) => x.label).sort();
    expect(fleet).toEqual(['ENG', 'Gas', 'MAO', 'Pic']);
    expect(suggestions(['France: A Par - Bur '], 0, 21, source).map((x) => x.label)).toEqual(['via convoy']);
  });

  it('knows every word the reader knows for a directive (its lexicon): "attacks", "supports", "into"', () => {
    const places = (line: string) => suggestions([line], 0, line.length + 1, source).filter((x) => x.kind === 'place').map((x) => x.label).sort();
    expect(places('France: A Par attacks ')).toEqual(['Bre', 'Bur', 'Gas', 'Pic']);
    expect(places('France: A Par => ')).toEqual(['Bre', 'Bur', 'Gas', 'Pic']);
    expect(suggestions(['France: F Bre supporting '], 0, 26, source).every((x) => x.kind === 'unit')).toBe(true);
    expect(places('France: F Bre supports A Par into ')).toEqual(['Gas', 'Pic']);
  });

  it('after S offers units, not order words; after the unit helped, a move or a hold', () => {
    expect(suggestions(['France: A Par S '], 0, 17, source).every((x) => x.kind === 'unit')).toBe(true);
    expect(suggestions(['France: A Par S F Bre '], 0, 23, source).map((x) => x.label)).toEqual(['-', 'H']);
  });

  it('offers the likeliest place first: A Par - B takes Burgundy, not Brest', () => {
    const s = suggestions(['France:', 'A Par - B'], 1, 10, source).filter((x) => x.kind === 'place');
    const ordered = [...s].sort((a, b) => a.sortText.localeCompare(b.sortText)).map((x) => x.label);
    expect(ordered[0]).toBe('Bur');
    expect(ordered.indexOf('Bur')).toBeLessThan(ordered.indexOf('Bre'));
  });

  it('after S, offers only units on the board that the unit can support, never its own moves', () => {
    const board: Unit[] = [
      { power: 'FRA', type: 'A', loc: 'mar' },
      { power: 'FRA', type: 'A', loc: 'par' },
      { power: 'ITA', type: 'A', loc: 'ven' },
      { power: 'GER', type: 'A', loc: 'ber' },
    ];
    const src = { map: standardMap, units: () => board };
    const after = suggestions(['France:', 'A Mar S '], 1, 9, src);
    expect(after.filter((x) => x.kind === 'place')).toEqual([]);
    // Paris can move to Burgundy and Gascony, which Marseilles reaches; Venice to Piedmont; Berlin to nowhere near.
    expect(after.filter((x) => x.kind === 'unit').map((x) => x.label).sort()).toEqual(['A Par', 'A Ven']);
    // Once "A " is typed, the armies only, each completing its place.
    const typed = suggestions(['France:', 'A Mar S A P'], 1, 12, src).filter((x) => x.kind === 'unit');
    expect(typed.map((x) => [x.label, x.insertText])).toEqual([
      ['A Par', 'Par'],
      ['A Ven', 'Ven'],
    ]);
  });

  it('offers no unit after a unit that is not on the board, and only armies once "A " is typed', () => {
    expect(suggestions(['France: A Mar S '], 0, 17, source).filter((x) => x.kind === 'unit')).toEqual([]);
    const armies = suggestions(['France:', 'A P'], 1, 4, source).filter((x) => x.kind === 'unit');
    expect(armies.map((x) => [x.label, x.insertText])).toEqual([['A Par', 'Par']]);
  });

  it('after S and a unit\'s move, offers the provinces both can reach', () => {
    const board: Unit[] = [
      { power: 'FRA', type: 'A', loc: 'mar' },
      { power: 'FRA', type: 'A', loc: 'par' },
    ];
    const s = suggestions(['France: A Mar S A Par - '], 0, 25, { map: standardMap, units: () => board });
    expect(s.filter((x) => x.kind === 'place').map((x) => x.label).sort()).toEqual(['Bur', 'Gas']);
  });

  it('after C, offers the armies a fleet at sea can carry, then where they can land', () => {
    const board: Unit[] = [
      { power: 'ENG', type: 'F', loc: 'nth' },
      { power: 'ENG', type: 'A', loc: 'lon' },
      { power: 'FRA', type: 'A', loc: 'par' },
    ];
    const src = { map: standardMap, units: () => board };
    expect(suggestions(['England: F Nth C '], 0, 18, src).filter((x) => x.kind === 'unit').map((x) => x.label)).toEqual(['A Lon']);
    const lands = suggestions(['England: F Nth C A Lon - '], 0, 26, src).filter((x) => x.kind === 'place').map((x) => x.label);
    expect(lands).toContain('Nwy');
    expect(lands).not.toContain('Lon');
  });
});
