import type { LonLat } from './seeds';

/** Supply centre markers sit at the real city, as on most printed boards. */
export const SUPPLY_CENTRE_CITIES: Record<string, LonLat> = {
  ank: [32.85, 39.93],
  bel: [4.35, 50.85],
  ber: [13.4, 52.52],
  bre: [-4.49, 48.39],
  bud: [19.04, 47.5],
  bul: [23.32, 42.7],
  con: [28.8, 41.1],
  den: [12.4, 55.6],
  edi: [-3.19, 55.95],
  gre: [23.73, 37.98],
  hol: [4.9, 52.37],
  kie: [10.13, 54.32],
  lon: [-0.13, 51.5],
  lvp: [-2.98, 53.41],
  mar: [5.37, 43.3],
  mos: [37.6, 55.75],
  mun: [11.58, 48.14],
  nap: [14.27, 40.85],
  nwy: [10.75, 59.91],
  par: [2.35, 48.86],
  por: [-9.14, 38.72],
  rom: [12.5, 41.9],
  rum: [26.1, 44.43],
  ser: [20.46, 44.82],
  sev: [33.52, 44.6],
  smy: [27.14, 38.42],
  spa: [-3.7, 40.42],
  stp: [30.32, 59.94],
  swe: [18.07, 59.33],
  tri: [13.77, 45.65],
  tun: [10.18, 36.8],
  ven: [12.33, 45.44],
  vie: [16.37, 48.21],
  war: [21.01, 52.23],
};

/** Where a fleet on each named coast is drawn: just inland of that coast. */
export const COAST_ANCHORS: Record<string, Partial<Record<'nc' | 'sc' | 'ec', LonLat>>> = {
  stp: { nc: [36.0, 68.2], sc: [29.6, 60.4] },
  spa: { nc: [-5.6, 43.15], sc: [-4.0, 37.0] },
  bul: { ec: [27.3, 42.9], sc: [25.2, 41.25] },
};

/**
 * Hand-placed unit and label positions where the automatic choice (the province's pole of
 * inaccessibility) is poor: long thin provinces, provinces whose widest part is off to one side,
 * and places where the supply centre marker would sit under the unit.
 */
export const UNIT_OVERRIDES: Record<string, LonLat> = {
  // Russia's provinces run off the board's edge; keep their units near the cities.
  stp: [34.5, 61.8],
  mos: [36.5, 55.0],
  sev: [37.5, 47.3],
  ukr: [31.0, 49.8],
  arm: [41.5, 39.8],
  syr: [37.8, 35.3],
  naf: [1.5, 34.5],
  apu: [15.5, 41.6],
  con: [28.3, 41.3],
};
export const LABEL_OVERRIDES: Record<string, LonLat> = {
  apu: [16.7, 41.0], // along the heel, clear of Naples' fleet
  yor: [-1.5, 54.3], // above the unit, clear of London's label
};
