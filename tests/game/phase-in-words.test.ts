import { describe, expect, it } from 'vitest';
import { phaseInWords } from '../../engine/record/phaseNames';

describe('a phase named aloud', () => {
  it('names a movement by its season and year, and the retreats and adjustments after it', () => {
    expect(phaseInWords({ season: 'spring', year: 1902, phase: 'movement' })).toBe('Spring 1902');
    expect(phaseInWords({ season: 'fall', year: 1901, phase: 'retreat' })).toBe('the Fall 1901 retreats');
    // Judges call the Fall's adjustments the Winter.
    expect(phaseInWords({ season: 'fall', year: 1901, phase: 'adjustment' })).toBe('the Winter 1901 adjustments');
  });
});
