import type { Coast, Power, ProvinceId, ProvinceKind } from './types';

/**
 * The standard Diplomacy map as plain data. `standardMap.ts` turns it into a
 * `GameMap`; nothing here is computed.
 *
 * Sources of fact: Alexander Rules I.3, I.4, IV.3.c–d and Table III.2b; the
 * 2008 rulebook's map notes and abbreviation table. Adjacencies were checked
 * edge by edge against two independent public adjudicators' map data.
 */

/** `[id, kind, full name, aliases]`: aliases exclude the id and the full name. */
export type ProvinceRow = readonly [ProvinceId, ProvinceKind, string, readonly string[]];

/** Everything needed to build a map; a variant map is another value of this type. */
export interface MapData {
  readonly id: string;
  readonly provinces: readonly ProvinceRow[];
  /** Provinces with separately identified coasts (Alexander IV.3.c). */
  readonly coasts: Readonly<Record<ProvinceId, readonly Coast[]>>;
  readonly homeCentres: Readonly<Record<Power, readonly ProvinceId[]>>;
  readonly neutralCentres: readonly ProvinceId[];
  /** Whitespace-separated `a-b` province pairs; each border once. */
  readonly armyEdges: string;
  /** Whitespace-separated `a-b` loc pairs; a two-coast province always carries its coast. */
  readonly fleetEdges: string;
  readonly startingUnits: Readonly<Record<Power, readonly string[]>>;
}

const L = 'land';
const C = 'coast';
const S = 'sea';

/**
 * The 75 provinces: 14 inland, 42 coastal, 19 water. Switzerland is
 * impassable and is not a province (2008 rulebook, "Restricted Movement").
 *
 * Aliases cover the Alexander Table III.2b abbreviations (GOL, MID, NAT, NRG,
 * TYN, StP, ...), the 2008 rulebook's (GoL, Mid, NAt, Nrg, Tyn, NAf, ...),
 * DAIDE codes that differ from our ids (ECH, GOB, GOL), other judges' short
 * forms and common (mis)spellings. Matching ignores case, dots, spaces and
 * hyphens, so "Mid Atlantic" need not be listed beside "Mid-Atlantic".
 *
 * `eng` is the English Channel; "ENG" is also England's power code. The two
 * never meet: power codes are parsed separately from provinces.
 *
 * Left out as ambiguous: North, Atlantic, Gulf, Med/Mediterranean, East, West,
 * NA (North Atlantic or North Africa?), Nor (Norway, Norwegian Sea, North
 * Sea?), Liv (Livonia or Liverpool?), English (England or the Channel?).
 */
export const PROVINCES: readonly ProvinceRow[] = [
  ['adr', S, 'Adriatic Sea', ['Adriatic']],
  ['aeg', S, 'Aegean Sea', ['Aegean']],
  ['alb', C, 'Albania', []],
  ['ank', C, 'Ankara', []],
  ['apu', C, 'Apulia', []],
  ['arm', C, 'Armenia', []],
  ['bal', S, 'Baltic Sea', ['Baltic']],
  ['bar', S, 'Barents Sea', ['Barents']],
  ['bel', C, 'Belgium', []],
  ['ber', C, 'Berlin', []],
  ['bla', S, 'Black Sea', ['Black']],
  ['boh', L, 'Bohemia', []],
  ['bot', S, 'Gulf of Bothnia', ['Bothnia', 'GoB']],
  ['bre', C, 'Brest', []],
  ['bud', L, 'Budapest', []],
  ['bul', C, 'Bulgaria', ['Bulg']],
  ['bur', L, 'Burgundy', ['Burg', 'Burgandy']],
  ['cly', C, 'Clyde', []],
  ['con', C, 'Constantinople', ['Const']],
  ['den', C, 'Denmark', []],
  ['eas', S, 'Eastern Mediterranean', ['Eastern Mediterranean Sea', 'East Mediterranean', 'Eastern Med', 'East Med', 'EMed']],
  ['edi', C, 'Edinburgh', []],
  // Id `eng` = English Channel, not England (see above).
  ['eng', S, 'English Channel', ['Channel', 'ECh']],
  ['fin', C, 'Finland', []],
  ['gal', L, 'Galicia', ['Galacia']],
  ['gas', C, 'Gascony', ['Gasc']],
  ['gre', C, 'Greece', []],
  ['hel', S, 'Helgoland Bight', ['Heligoland Bight', 'Helgoland', 'Heligoland', 'Helg']],
  ['hol', C, 'Holland', []],
  ['ion', S, 'Ionian Sea', ['Ionian']],
  ['iri', S, 'Irish Sea', ['Irish', 'IRS']],
  ['kie', C, 'Kiel', []],
  ['lon', C, 'London', []],
  ['lvn', C, 'Livonia', ['Lvo', 'Livo']],
  ['lvp', C, 'Liverpool', ['Lpl', 'Livp']],
  ['lyo', S, 'Gulf of Lyon', ['Gulf of Lyons', 'Gulf of Lion', 'Lyon', 'Lyons', 'GoL']],
  ['mao', S, 'Mid-Atlantic Ocean', ['Mid-Atlantic', 'Mid', 'MAT']],
  ['mar', C, 'Marseilles', ['Marseille', 'Mars']],
  ['mos', L, 'Moscow', []],
  ['mun', L, 'Munich', []],
  ['naf', C, 'North Africa', ['N. Africa']],
  ['nao', S, 'North Atlantic Ocean', ['North Atlantic', 'NAt']],
  ['nap', C, 'Naples', []],
  ['nth', S, 'North Sea', []],
  ['nwg', S, 'Norwegian Sea', ['Norwegian', 'NRG']],
  ['nwy', C, 'Norway', ['Norw']],
  ['par', L, 'Paris', []],
  ['pic', C, 'Picardy', []],
  ['pie', C, 'Piedmont', []],
  ['por', C, 'Portugal', ['Port']],
  ['pru', C, 'Prussia', []],
  ['rom', C, 'Rome', []],
  ['ruh', L, 'Ruhr', []],
  ['rum', C, 'Rumania', ['Romania']],
  ['ser', L, 'Serbia', []],
  // "Sevastapol" is how Alexander Table I.4 spells it.
  ['sev', C, 'Sevastopol', ['Sevastapol', 'Sebastopol']],
  ['sil', L, 'Silesia', []],
  ['ska', S, 'Skagerrak', ['Skaggerak', 'Skagerrack', 'Skagerak', 'Skag']],
  ['smy', C, 'Smyrna', []],
  ['spa', C, 'Spain', ['Spn']],
  ['stp', C, 'St. Petersburg', ['Saint Petersburg', 'St Pete', 'StPete']],
  ['swe', C, 'Sweden', []],
  ['syr', C, 'Syria', []],
  ['tri', C, 'Trieste', []],
  ['tun', C, 'Tunis', ['Tunisia']],
  ['tus', C, 'Tuscany', []],
  // The Alexander text writes "Tyl" in one example; judges also use "Trl".
  ['tyr', L, 'Tyrolia', ['Tyrol', 'Tyl', 'Trl']],
  ['tys', S, 'Tyrrhenian Sea', ['Tyrrhenian', 'Tyn', 'Tyrr']],
  ['ukr', L, 'Ukraine', []],
  ['ven', C, 'Venice', []],
  ['vie', L, 'Vienna', []],
  ['wal', C, 'Wales', []],
  ['war', L, 'Warsaw', []],
  ['wes', S, 'Western Mediterranean', ['Western Mediterranean Sea', 'West Mediterranean', 'Western Med', 'West Med', 'WMed']],
  ['yor', C, 'Yorkshire', ['York']],
];

/** Alexander IV.3.c: the only provinces with two separately identified coasts. */
export const TWO_COASTS: Readonly<Record<ProvinceId, readonly Coast[]>> = {
  bul: ['ec', 'sc'],
  spa: ['nc', 'sc'],
  stp: ['nc', 'sc'],
};

/** Home supply centres (22). */
export const HOME_CENTRES: Readonly<Record<Power, readonly ProvinceId[]>> = {
  AUS: ['bud', 'tri', 'vie'],
  ENG: ['edi', 'lon', 'lvp'],
  FRA: ['bre', 'mar', 'par'],
  GER: ['ber', 'kie', 'mun'],
  ITA: ['nap', 'rom', 'ven'],
  RUS: ['mos', 'sev', 'stp', 'war'],
  TUR: ['ank', 'con', 'smy'],
};

/** The 12 neutral supply centres; with the home centres, 34. */
export const NEUTRAL_CENTRES: readonly ProvinceId[] =
  'bel bul den gre hol nwy por rum ser spa swe tun'.split(' ');

/**
 * Land borders, listed under the alphabetically first province. Armies cross
 * the waterways of Kiel and Constantinople freely; Sweden–Denmark is a land
 * border (2008 rulebook, "Specific Movement Clarifications").
 */
export const ARMY_EDGES = `
  alb-gre alb-ser alb-tri
  ank-arm ank-con ank-smy
  apu-nap apu-rom apu-ven
  arm-sev arm-smy arm-syr
  bel-bur bel-hol bel-pic bel-ruh
  ber-kie ber-mun ber-pru ber-sil
  boh-gal boh-mun boh-sil boh-tyr boh-vie
  bre-gas bre-par bre-pic
  bud-gal bud-rum bud-ser bud-tri bud-vie
  bul-con bul-gre bul-rum bul-ser
  bur-gas bur-mar bur-mun bur-par bur-pic bur-ruh
  cly-edi cly-lvp
  con-smy
  den-kie den-swe
  edi-lvp edi-yor
  fin-nwy fin-stp fin-swe
  gal-rum gal-sil gal-ukr gal-vie gal-war
  gas-mar gas-par gas-spa
  gre-ser
  hol-kie hol-ruh
  kie-mun kie-ruh
  lon-wal lon-yor
  lvn-mos lvn-pru lvn-stp lvn-war
  lvp-wal lvp-yor
  mar-pie mar-spa
  mos-sev mos-stp mos-ukr mos-war
  mun-ruh mun-sil mun-tyr
  naf-tun
  nap-rom
  nwy-stp nwy-swe
  par-pic
  pie-tus pie-tyr pie-ven
  por-spa
  pru-sil pru-war
  rom-tus rom-ven
  rum-ser rum-sev rum-ukr
  ser-tri
  sev-ukr
  sil-war
  smy-syr
  tri-tyr tri-ven tri-vie
  tus-ven
  tyr-ven tyr-vie
  ukr-war
  wal-yor
`;

/**
 * Fleet borders: sea–sea, sea–coast, and coast–coast only where the two
 * provinces share a stretch of coastline (Alexander IV.3.b). So Rome–Venice,
 * Wales–Yorkshire or Gascony–Marseilles are army-only. Kiel, Constantinople,
 * Denmark and Sweden have a single coast (IV.3.d); Baltic–Skagerrak is not a
 * border (the fleet must go through Denmark or Sweden).
 */
export const FLEET_EDGES = `
  adr-alb adr-apu adr-ion adr-tri adr-ven
  aeg-bul/sc aeg-con aeg-eas aeg-gre aeg-ion aeg-smy
  alb-gre alb-ion alb-tri
  ank-arm ank-bla ank-con
  apu-ion apu-nap apu-ven
  arm-bla arm-sev
  bal-ber bal-bot bal-den bal-kie bal-lvn bal-pru bal-swe
  bar-nwg bar-nwy bar-stp/nc
  bel-eng bel-hol bel-nth bel-pic
  ber-kie ber-pru
  bla-bul/ec bla-con bla-rum bla-sev
  bot-fin bot-lvn bot-stp/sc bot-swe
  bre-eng bre-gas bre-mao bre-pic
  bul/ec-con bul/ec-rum
  bul/sc-con bul/sc-gre
  cly-edi cly-lvp cly-nao cly-nwg
  con-smy
  den-hel den-kie den-nth den-ska den-swe
  eas-ion eas-smy eas-syr
  edi-nth edi-nwg edi-yor
  eng-iri eng-lon eng-mao eng-nth eng-pic eng-wal
  fin-stp/sc fin-swe
  gas-mao gas-spa/nc
  gre-ion
  hel-hol hel-kie hel-nth
  hol-kie hol-nth
  ion-nap ion-tun ion-tys
  iri-lvp iri-mao iri-nao iri-wal
  lon-nth lon-wal lon-yor
  lvn-pru lvn-stp/sc
  lvp-nao lvp-wal
  lyo-mar lyo-pie lyo-spa/sc lyo-tus lyo-tys lyo-wes
  mao-naf mao-nao mao-por mao-spa/nc mao-spa/sc mao-wes
  mar-pie mar-spa/sc
  naf-tun naf-wes
  nao-nwg
  nap-rom nap-tys
  nth-nwg nth-nwy nth-ska nth-yor
  nwg-nwy
  nwy-ska nwy-stp/nc nwy-swe
  pie-tus
  por-spa/nc por-spa/sc
  rom-tus rom-tys
  rum-sev
  ska-swe
  smy-syr
  spa/sc-wes
  tri-ven
  tun-tys tun-wes
  tus-tys
  tys-wes
`;

/** Alexander Table I.4. */
export const STARTING_UNITS: Readonly<Record<Power, readonly string[]>> = {
  AUS: ['A vie', 'A bud', 'F tri'],
  ENG: ['F lon', 'F edi', 'A lvp'],
  FRA: ['A par', 'A mar', 'F bre'],
  GER: ['A ber', 'A mun', 'F kie'],
  ITA: ['A rom', 'A ven', 'F nap'],
  RUS: ['A mos', 'F sev', 'A war', 'F stp/sc'],
  TUR: ['F ank', 'A con', 'A smy'],
};

export const STANDARD: MapData = {
  id: 'standard',
  provinces: PROVINCES,
  coasts: TWO_COASTS,
  homeCentres: HOME_CENTRES,
  neutralCentres: NEUTRAL_CENTRES,
  armyEdges: ARMY_EDGES,
  fleetEdges: FLEET_EDGES,
  startingUnits: STARTING_UNITS,
};
