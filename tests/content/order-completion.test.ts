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

  it("offers the power's units first, then order words", () => {
    const s = suggestions(['France:', ''], 1, 1, source);
    expect(s.filter((x) => x.kind === 'unit').map((x) => x.label)).toEqual(['A Par', 'F Bre']);
    expect(s.map((x) => x.kind)).toEqual([...s.map((x) => x.kind)].sort((a, b) => ['unit', 'place', 'word'].indexOf(a) - ['unit', 'place', 'word'].indexOf(b)));
    expect(s.at(-1)?.kind).toBe('word');
  });

  it("offers the unit's legal destinations from the map's adjacency, in order before the words", () => {
    const s = suggestions(['France:', 'A Par-'], 1, 7, source);
    const places = s.filter((x) => x.kind === 'place').map((x) => x.label).sort();
    expect(places).toEqual(['Bre', 'Bur', 'Gas', 'Pic']);
    expect(s.findIndex((x) => x.kind === 'word')).toBeGreaterThan(s.map((x) => x.kind).lastIndexOf('place'));
    const fleet = suggestions(['France: F Bre - '], 0, 17, source).filter((x) => x.kind === 'place').map((x) => x.label).sort();
    expect(fleet).toEqual(['ENG', 'Gas', 'MAO', 'Pic']);
  });
});
