import { describe, expect, it } from 'vitest';
import { rule } from './ruling';

// Every worked example of the Alexander Rules (seed 000), ruled under `alexander`
// with the resolution the text states. Order lists are the seed's, in its own notation.

describe('Alexander Rules, worked examples (seed 000)', () => {
  it('first order paradox: the support is not cut, the Channel fleet is dislodged and the convoy fails (IV.5.f)', () => {
    const r = rule(
      `England: F Lon S F Wal-ENG
England: F Wal-ENG
France: A Bre-ENG-Lon
France: F ENG C A Bre-Lon`,
      'alexander',
    );
    expect(r.outcome).toEqual({
      'England: F Lon S F Wal-ENG': 'given',
      'England: F Wal-ENG': 'succeeds',
      'France: A Bre-ENG-Lon': 'fails',
      'France: F ENG C A Bre-Lon': 'disrupted',
    });
    expect(r.dislodged).toEqual(['FRA F eng']);
  });

  it('second order paradox: both fleets are dislodged and both convoys disrupted (IV.5.f)', () => {
    const r = rule(
      `France: A Bre-ENG-Lon
France: F ENG C A Bre-Lon
England: F Lon S F Edi-NTH
England: F Edi-NTH
Russia: A Nwy-NTH-Bel
Russia: F NTH C A Nwy-Bel
Germany: F Bel S F Pic-ENG
Germany: F Pic-ENG`,
      'alexander',
    );
    expect(r.outcome).toEqual({
      'France: A Bre-ENG-Lon': 'fails',
      'France: F ENG C A Bre-Lon': 'disrupted',
      'England: F Lon S F Edi-NTH': 'given',
      'England: F Edi-NTH': 'succeeds',
      'Russia: A Nwy-NTH-Bel': 'fails',
      'Russia: F NTH C A Nwy-Bel': 'disrupted',
      'Germany: F Bel S F Pic-ENG': 'given',
      'Germany: F Pic-ENG': 'succeeds',
    });
    expect(r.dislodged).toEqual(['FRA F eng', 'RUS F nth']);
  });

  // The seed writes "F Por-MAT-Bre"; a fleet cannot be convoyed, so the convoyed unit is the army in Portugal.
  const sideEffect = `England: F IRI-MAT
England: F ENG S F IRI-MAT
France: F Spa (nc) S F MAT
France: F MAT C A Por-Bre
France: A Por-MAT-Bre
Italy: F GOL C A Tus-Spa
Italy: A Tus-GOL-Spa`;

  it('side effect of the 1982 rule: Italy\'s attack cuts the support of Spain, so the Mid-Atlantic convoy is disrupted (IV.4.d)', () => {
    const r = rule(sideEffect, 'alexander');
    expect(r.outcome).toEqual({
      'England: F IRI-MAT': 'succeeds',
      'England: F ENG S F IRI-MAT': 'given',
      'France: F Spa (nc) S F MAT': 'cut',
      'France: F MAT C A Por-Bre': 'disrupted',
      'France: A Por-MAT-Bre': 'fails',
      'Italy: F GOL C A Tus-Spa': 'available',
      'Italy: A Tus-GOL-Spa': 'fails',
    });
    expect(r.dislodged).toEqual(['FRA F mao']);
  });

  it('side effect of the 1982 rule, with A Mar S A Tus-GOL-Spa: the fleet in Spain is dislodged and gives no support', () => {
    const r = rule(`${sideEffect}\nItaly: A Mar S A Tus-GOL-Spa`, 'alexander');
    expect(r.outcome['Italy: A Tus-GOL-Spa']).toBe('succeeds');
    expect(r.outcome['France: F Spa (nc) S F MAT']).toBe('cut');
    expect(r.outcome['England: F IRI-MAT']).toBe('succeeds');
    expect(r.outcome['France: A Por-MAT-Bre']).toBe('fails');
    expect(r.dislodged).toEqual(['FRA F mao', 'FRA F spa/nc']);
  });

  it("Pandin's paradox (London supports Wales): the convoy stands, London's support is cut, Germany takes the Channel (IV.5.f)", () => {
    const r = rule(
      `France: A Bre-ENG-Lon
France: F ENG C A Bre-Lon
England: F Lon S F Wal-ENG
England: F Wal-ENG
Germany: F NTH S F Bel-ENG
Germany: F Bel-ENG`,
      'alexander',
    );
    expect(r.outcome).toEqual({
      'France: A Bre-ENG-Lon': 'fails',
      'France: F ENG C A Bre-Lon': 'available',
      'England: F Lon S F Wal-ENG': 'cut',
      'England: F Wal-ENG': 'fails',
      'Germany: F NTH S F Bel-ENG': 'given',
      'Germany: F Bel-ENG': 'succeeds',
    });
    expect(r.dislodged).toEqual(['FRA F eng']);
    expect(r.result.orders[1].reason).toBe('convoy-available-despite-dislodgement');
  });

  const pandinClassic = `England: F Wal S F Lon-ENG
England: F Lon-ENG
Germany: F NTH S F Bel-ENG
Germany: F Bel-ENG`;

  it("Pandin's paradox (Wales supports London, the classic form): the army cuts the support and Germany moves in (IV.5.f)", () => {
    const r = rule(`France: A Bre-ENG-Wal\nFrance: F ENG C A Bre-Wal\n${pandinClassic}`, 'alexander');
    expect(r.outcome).toEqual({
      'France: A Bre-ENG-Wal': 'fails',
      'France: F ENG C A Bre-Wal': 'available',
      'England: F Wal S F Lon-ENG': 'cut',
      'England: F Lon-ENG': 'fails',
      'Germany: F NTH S F Bel-ENG': 'given',
      'Germany: F Bel-ENG': 'succeeds',
    });
    expect(r.dislodged).toEqual(['FRA F eng']);
  });

  // Variations. The seed states the same resolution for each: the French attack cuts
  // Wales' support of London and Germany moves into the English Channel.
  it('variation: a French fleet attacks Wales (rebuilt as F IRI-Wal; see the next test for the seed\'s F ENG-Wal)', () => {
    const r = rule(`France: F IRI-Wal\n${pandinClassic}`, 'alexander');
    expect(r.outcome['England: F Wal S F Lon-ENG']).toBe('cut');
    expect(r.outcome['Germany: F Bel-ENG']).toBe('succeeds');
    expect(r.outcome['England: F Lon-ENG']).toBe('fails');
    expect(r.dislodged).toEqual([]);
  });

  it('variation as printed, F ENG-Wal: an attack from the Channel cannot cut a support into the Channel (IV.4.d), so nothing moves', () => {
    const r = rule(`France: F ENG-Wal\n${pandinClassic}`, 'alexander');
    expect(r.outcome).toEqual({
      'France: F ENG-Wal': 'fails',
      'England: F Wal S F Lon-ENG': 'given',
      'England: F Lon-ENG': 'fails',
      'Germany: F NTH S F Bel-ENG': 'given',
      'Germany: F Bel-ENG': 'fails',
    });
    expect(r.dislodged).toEqual([]);
  });

  it('variation: a French army attacks Wales overland (the seed prints A Yor-Lon; its prose needs A Yor-Wal)', () => {
    const r = rule(`France: A Yor-Wal\n${pandinClassic}`, 'alexander');
    expect(r.outcome['England: F Wal S F Lon-ENG']).toBe('cut');
    expect(r.outcome['Germany: F Bel-ENG']).toBe('succeeds');
    expect(r.outcome['France: A Yor-Wal']).toBe('fails');
  });

  it('variation: a convoy that avoids the Channel (A Bre-MAT-IRI-Wal) cuts the support and Germany moves in', () => {
    const r = rule(
      `France: A Bre-MAT-IRI-Wal
France: F MAT C A Bre-Wal
France: F IRI C A Bre-Wal
${pandinClassic}`,
      'alexander',
    );
    expect(r.outcome['England: F Wal S F Lon-ENG']).toBe('cut');
    expect(r.outcome['Germany: F Bel-ENG']).toBe('succeeds');
    expect(r.outcome['France: A Bre-MAT-IRI-Wal']).toBe('fails');
    expect(r.outcome['France: F MAT C A Bre-Wal']).toBe('available');
    expect(r.dislodged).toEqual([]);
  });
});

describe('IV.6.f clarification (seed 002): own support only protects when it is required', () => {
  it('English support that is not needed does not save F London', () => {
    const r = rule(
      `England: F Lon HOLDS
England: F Wal S F ENG-Lon
France: F ENG-Lon
France: F NTH S F ENG-Lon
France: A Yor S F ENG-Lon`,
      'alexander',
    );
    expect(r.outcome['France: F ENG-Lon']).toBe('succeeds');
    expect(r.dislodged).toEqual(['ENG F lon']);
  });

  it('English support that is required cannot dislodge an English unit', () => {
    const r = rule(
      `England: F Lon HOLDS
England: F Wal S F ENG-Lon
England: A Yor S F Lon
France: F ENG-Lon
France: F NTH S F ENG-Lon`,
      'alexander',
    );
    expect(r.outcome['France: F ENG-Lon']).toBe('fails');
    expect(r.result.orders[3].reason).toBe('own-unit-not-dislodged');
    expect(r.dislodged).toEqual([]);
  });
});
