/** The seven Great Powers, by the codes the CLI and case files use. */
export const POWERS = ['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR'] as const;
export type Power = (typeof POWERS)[number];

export const POWER_NAMES: Record<Power, string> = {
  AUS: 'Austria',
  ENG: 'England',
  FRA: 'France',
  GER: 'Germany',
  ITA: 'Italy',
  RUS: 'Russia',
  TUR: 'Turkey',
};

export type UnitType = 'A' | 'F';

/** Lowercase three-letter province id, e.g. `stp`, `eng`, `mao`. */
export type ProvinceId = string;

export type Coast = 'nc' | 'sc' | 'ec';

/**
 * A place a unit can stand: a province id, or a province id with a coast for
 * the two-coast provinces (`stp/sc`, `spa/nc`, `bul/ec`).
 */
export type Loc = string;

/** Alexander I.3: inland (armies only), water (fleets only), coastal (both). */
export type ProvinceKind = 'land' | 'sea' | 'coast';

export interface Province {
  id: ProvinceId;
  name: string;
  kind: ProvinceKind;
  supplyCentre: boolean;
  /** The power whose home centre this is, if any. */
  home?: Power;
  /** Only for Bulgaria, Spain and St Petersburg. */
  coasts?: Coast[];
  /** Every other way players write this province (abbreviations, spellings). */
  aliases: string[];
}

export interface Unit {
  power: Power;
  type: UnitType;
  loc: Loc;
}

/** Split `stp/sc` into province and coast. */
export function splitLoc(loc: Loc): { province: ProvinceId; coast?: Coast } {
  const i = loc.indexOf('/');
  if (i < 0) return { province: loc };
  return { province: loc.slice(0, i), coast: loc.slice(i + 1) as Coast };
}

export function provinceOf(loc: Loc): ProvinceId {
  const i = loc.indexOf('/');
  return i < 0 ? loc : loc.slice(0, i);
}

export function unitKey(u: Unit): string {
  return `${u.power} ${u.type} ${u.loc}`;
}
