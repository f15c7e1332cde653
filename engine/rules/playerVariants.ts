import type { Power, ProvinceId } from '../map/types';
import { InputError } from '../inputError';
import { ownEntries } from '../knownName';
import type { RuleId } from './citations';

/**
 * The games for fewer than seven players (Alexander V.5), as data. A variant
 * says who plays which powers, which powers nobody plays, where the game
 * starts, what wins and which provinces are closed. The phase machine and the
 * legality check read these fields; nothing asks for a variant's id.
 */
export type PlayerVariantId = 'seven' | 'six' | 'five' | 'four' | 'three' | 'two';

/** One player's powers. Centres are counted per power (V.5.f) and summed per side for victory. */
export interface Side {
  /** Stable id, used by a recorded coin toss (`toss` in a case or game file). */
  id: string;
  powers: readonly Power[];
}

/**
 * A neutral power (V.5.e): nobody orders its units and its home provinces
 * cannot be entered, until it joins the side that won a coin toss.
 */
export interface NeutralPower {
  power: Power;
  /** Provinces no unit may enter while the power is neutral. */
  closed: readonly ProvinceId[];
  /** From the Spring of this year the power belongs to the toss winner's side. */
  joinsIn: number;
}

export interface PlayerVariant {
  id: PlayerVariantId;
  title: string;
  /** A sentence for the selector and the docs. */
  summary: string;
  /** The rule that describes the variant. */
  cites: readonly RuleId[];
  /** Powers without a player: their units are treated as units given no orders (V.5.a). */
  unplayed: readonly Power[];
  /** The players, each with the powers they control. Unplayed and neutral powers are on no side. */
  sides: readonly Side[];
  /** Centres a side needs, summed over its powers; absent: the map's majority (18). */
  victoryCentres?: number;
  /** The year of the first Spring. */
  startYear: number;
  neutral?: NeutralPower;
}

const each = (powers: readonly Power[]): Side[] => powers.map((p) => ({ id: p.toLowerCase(), powers: [p] }));

export const PLAYER_VARIANTS: Readonly<Record<PlayerVariantId, PlayerVariant>> = {
  seven: {
    id: 'seven',
    title: 'Seven players',
    summary: 'The standard game: each player one Great Power.',
    cites: ['alexander:I.5'],
    unplayed: [],
    sides: each(['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR']),
    startYear: 1901,
  },
  six: {
    id: 'six',
    title: 'Six players, without Italy',
    summary: 'Nobody plays Italy; its units stay on the board and hold as units without orders.',
    cites: ['alexander:V.5.a'],
    unplayed: ['ITA'],
    sides: each(['AUS', 'ENG', 'FRA', 'GER', 'RUS', 'TUR']),
    startYear: 1901,
  },
  five: {
    id: 'five',
    title: 'Five players, without Italy and Germany',
    summary: 'Nobody plays Italy or Germany; their units hold as units without orders.',
    cites: ['alexander:V.5.b'],
    unplayed: ['GER', 'ITA'],
    sides: each(['AUS', 'ENG', 'FRA', 'RUS', 'TUR']),
    startYear: 1901,
  },
  four: {
    id: 'four',
    title: 'Four players',
    summary: 'England alone; Austria with France, Germany with Turkey, Italy with Russia. A side wins with 18 centres in all.',
    cites: ['alexander:V.5.c', 'alexander:V.5.f'],
    unplayed: [],
    sides: [
      { id: 'eng', powers: ['ENG'] },
      { id: 'aus-fra', powers: ['AUS', 'FRA'] },
      { id: 'ger-tur', powers: ['GER', 'TUR'] },
      { id: 'ita-rus', powers: ['ITA', 'RUS'] },
    ],
    startYear: 1901,
  },
  three: {
    id: 'three',
    title: 'Three players',
    summary: 'England, Germany and Austria; Russia and Italy; France and Turkey. A side wins with 18 centres in all.',
    cites: ['alexander:V.5.d', 'alexander:V.5.f'],
    unplayed: [],
    sides: [
      { id: 'eng-ger-aus', powers: ['ENG', 'GER', 'AUS'] },
      { id: 'rus-ita', powers: ['RUS', 'ITA'] },
      { id: 'fra-tur', powers: ['FRA', 'TUR'] },
    ],
    startYear: 1901,
  },
  two: {
    id: 'two',
    title: 'Two players, from 1914',
    summary:
      'England, France and Russia against Austria, Germany and Turkey, from Spring 1914. Italy is neutral and its six provinces are closed ' +
      'until it joins the winner of a coin toss in Spring 1915. A side wins with 24 centres in all.',
    cites: ['alexander:V.5.e', 'alexander:V.5.f'],
    unplayed: [],
    sides: [
      { id: 'entente', powers: ['ENG', 'FRA', 'RUS'] },
      { id: 'central', powers: ['AUS', 'GER', 'TUR'] },
    ],
    victoryCentres: 24,
    startYear: 1914,
    neutral: { power: 'ITA', closed: ['pie', 'ven', 'tus', 'rom', 'nap', 'apu'], joinsIn: 1915 },
  },
};

/** "six players, without Italy": the title to follow a comma in a sentence. */
export function variantPhrase(v: PlayerVariant): string {
  return v.title.charAt(0).toLowerCase() + v.title.slice(1);
}

export const PLAYER_VARIANT_IDS = Object.keys(PLAYER_VARIANTS) as PlayerVariantId[];

export const DEFAULT_VARIANT: PlayerVariantId = 'seven';

/** The variants by id, own keys only: `toString` or `__proto__` is no variant. */
const VARIANT_BY_ID = ownEntries(PLAYER_VARIANTS);

/** Is `id` the id of a variant for fewer players? */
export function isPlayerVariantId(id: string): id is PlayerVariantId {
  return VARIANT_BY_ID.has(id);
}

/** The variant with this id; an unknown id throws an `InputError` that lists the known ones. */
export function playerVariant(id: string = DEFAULT_VARIANT): PlayerVariant {
  const v = VARIANT_BY_ID.get(id);
  if (!v) throw new InputError(`Unknown variant "${id}". Known: ${PLAYER_VARIANT_IDS.join(', ')}.`);
  return v;
}

/** A variant as played: the variant and, where it has a neutral power, the recorded coin toss (a side id). */
export interface VariantPlay {
  variant: PlayerVariant;
  toss?: string;
}

/**
 * What the variant means in one year: the powers whose orders count for
 * nothing, the closed provinces, and the sides with the neutral power added
 * once it has joined. Without a recorded toss a neutral power stays neutral.
 */
export interface VariantYear {
  silent: readonly Power[];
  closed: readonly ProvinceId[];
  sides: readonly Side[];
  /** Centres a side needs, summed; absent: the map's majority. */
  victoryCentres?: number;
}

const NONE: readonly ProvinceId[] = [];

export function variantYear(play: VariantPlay, year: number): VariantYear {
  const { variant, toss } = play;
  const n = variant.neutral;
  const target = variant.victoryCentres === undefined ? {} : { victoryCentres: variant.victoryCentres };
  if (!n) return { silent: variant.unplayed, closed: NONE, sides: variant.sides, ...target };
  if (year < n.joinsIn || toss === undefined) return { silent: [...variant.unplayed, n.power], closed: n.closed, sides: variant.sides, ...target };
  const sides = variant.sides.map((s) => (s.id === toss ? { ...s, powers: [...s.powers, n.power] } : s));
  return { silent: variant.unplayed, closed: NONE, sides, ...target };
}

/** Check a recorded toss against the variant; the message says what would be right. */
export function checkToss(variant: PlayerVariant, toss: string | undefined): string | undefined {
  if (toss === undefined) return undefined;
  if (!variant.neutral) return `The variant "${variant.id}" has no coin toss; leave "toss" out.`;
  if (!variant.sides.some((s) => s.id === toss)) return `Unknown toss "${toss}": the winner is one of ${variant.sides.map((s) => s.id).join(', ')}.`;
  return undefined;
}
