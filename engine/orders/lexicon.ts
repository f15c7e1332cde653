import { editDistance } from './editDistance';
import { POWER_NAMES, POWERS, type Coast, type Power, type ProvinceId, type UnitType } from '../map/types';

/**
 * The words of orders, as data. The lenient parser reads nothing that is not
 * listed here or in the map's names; adding a synonym is adding a string.
 * All entries are lowercase; dots and apostrophes are removed before look-up.
 */

/** What a directive word asks the unit to do. */
export type Directive = 'hold' | 'move' | 'support' | 'convoy' | 'retreat' | 'disband' | 'build' | 'waive' | 'insurrection' | 'revive';

/**
 * Directive words. Single letters are the Table III.2 and judge abbreviations.
 * `to`, `into` and the dash count as "move" because every format uses them so
 * (`A Par-Bur`, `A Par to Bur`, `S A Mar to Bur`, `moves to`).
 */
export const DIRECTIVE_WORDS: Readonly<Record<Directive, readonly string[]>> = {
  hold: ['h', 'hold', 'holds', 'hld', 'stand', 'stands'],
  move: ['-', 'move', 'moves', 'moving', 'mv', 'to', 'into', 'attack', 'attacks', 'go', 'goes'],
  support: ['s', 'sup', 'supp', 'support', 'supports', 'supporting'],
  convoy: ['c', 'cvy', 'convoy', 'convoys', 'convoying'],
  retreat: ['r', 'retreat', 'retreats', 'retreating'],
  disband: ['d', 'disband', 'disbands', 'remove', 'removes', 'destroy', 'destroys'],
  build: ['b', 'build', 'builds'],
  waive: ['waive', 'waives', 'waived'],
  // CalsMUN's revival orders (engine/resolve/insurrection.ts): `F I Lon–Russia`, `Russia: revive Moscow, Warsaw`.
  insurrection: ['i', 'insurrection', 'insurrections', 'insurrect', 'insurrects', 'insurrecting'],
  revive: ['revive', 'revives', 'revival', 'revived', 'reviving'],
};

/** Directives that may open a line (`BUILD A Par`, `DISBAND F Tri`, `Retreat A Mun - Boh`). */
export const LEADING_DIRECTIVES: ReadonlySet<Directive> = new Set(['build', 'disband', 'retreat', 'waive', 'insurrection', 'revive']);

/** Words between an insurrecting unit and the power it revives: `F I Lon – Russia`, `F Lon I to Russia`. */
export const REVIVAL_LINK_WORDS: ReadonlySet<string> = new Set(['to', 'for', 'of', 'in', 'into', 'support', 'supports', 'supporting', 'revive', 'revives', 'reviving', 'restore']);

/**
 * Directive words long enough that a one-letter slip (`suport`, `convoi`) can be
 * corrected without guessing; short words such as `barf` are never stretched.
 */
export const MIN_FUZZY_KEYWORD = 5;

/** `via convoy`, `by convoy`, or a bare `VIA` (online forms). */
export const VIA_WORDS: ReadonlySet<string> = new Set(['via', 'by']);
export const CONVOY_NOUNS: ReadonlySet<string> = new Set(['convoy', 'convoys', 'sea', 'boat']);

/** webDiplomacy writes supports and convoys as "support move to X from Y". */
export const FROM_WORDS: ReadonlySet<string> = new Set(['from']);

/** Words that carry no meaning in an order and are skipped between its parts. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(['the', 'my', 'our', 'and', 'then', 'please', 'will', 'shall', 'should', 'must', 'in', 'at', 'is']);

export const UNIT_WORDS: Readonly<Record<string, UnitType>> = {
  a: 'A',
  army: 'A',
  armee: 'A',
  f: 'F',
  fleet: 'F',
  flt: 'F',
};

/** Coast words. The one-letter forms only count after `/` or `(` (`spa/s`), where they cannot be a directive. */
export const COAST_WORDS: Readonly<Record<string, Coast>> = {
  nc: 'nc',
  ncs: 'nc',
  north: 'nc',
  sc: 'sc',
  scs: 'sc',
  south: 'sc',
  ec: 'ec',
  ecs: 'ec',
  east: 'ec',
};
export const ONE_LETTER_COASTS: Readonly<Record<string, Coast>> = { n: 'nc', s: 'sc', e: 'ec' };
export const COAST_NOUNS: ReadonlySet<string> = new Set(['coast', 'cst']);

export const COAST_NAMES: Readonly<Record<Coast, string>> = { nc: 'north coast', sc: 'south coast', ec: 'east coast' };

/** Power codes, names and adjectives; DAIDE's `AUT` too. */
export const POWER_WORDS: ReadonlyMap<string, Power> = new Map<string, Power>([
  ...POWERS.map((p): [string, Power] => [p.toLowerCase(), p]),
  ...POWERS.map((p): [string, Power] => [POWER_NAMES[p].toLowerCase(), p]),
  ['aut', 'AUS'],
  ['austrian', 'AUS'],
  ['english', 'ENG'],
  ['french', 'FRA'],
  ['german', 'GER'],
  ['italian', 'ITA'],
  ['russian', 'RUS'],
  ['turkish', 'TUR'],
]);

/**
 * Words of a heading line that opens a set of orders: "England, Spring 1901",
 * "Orders for France (2nd set)", "Fall 1902 - revised". Years and numbers count too.
 */
export const HEADING_WORDS: ReadonlySet<string> = new Set([
  'spring', 'summer', 'fall', 'autumn', 'winter', 'orders', 'order', 'for', 'of', 'set', 'sets',
  'first', 'second', 'third', 'fourth', 'last', '1st', '2nd', '3rd', '4th', 'revised', 'revision',
  'final', 'new', 'latest', 'corrected', 'amended', 'turn', 'season', 'year', 'phase', 'movement',
  'movements', 'retreats', 'adjustments', 'adjustment', 'version', 'v1', 'v2', 'v3', 'the',
  'revival', 'revivals', 'insurrection', 'insurrections',
]);

/** Longer names of a country, read in headings: the 2008 rulebook's "AUSTRIA-HUNGARY". */
export const COUNTRY_WORDS: ReadonlyMap<string, Power> = new Map<string, Power>([
  ['hungary', 'AUS'],
  ['hungarian', 'AUS'],
  ['austro', 'AUS'],
  ['britain', 'ENG'],
  ['british', 'ENG'],
  ['ottoman', 'TUR'],
  ['ottomans', 'TUR'],
]);

/**
 * A block's name alone on a line, under a power or a date: webDiplomacy's "Diplomacy", "Retreats"
 * and "Unit-placement", and the like. Keys are the line's words joined by a space.
 */
export const SUBHEADING_WORDS: ReadonlySet<string> = new Set([
  'diplomacy', 'retreats', 'retreat', 'unit placement', 'placement', 'placements', 'builds', 'build',
  'adjustments', 'adjustment', 'movement', 'movements', 'orders', 'moves', 'disbands', 'removals',
  'retreats and disbands', 'builds and disbands', 'winter', 'spring', 'fall', 'autumn', 'summer',
]);

/** Words in a heading that say it replaces an earlier set of the same power. */
export const NEW_SET_WORDS: ReadonlySet<string> = new Set([
  'second', 'third', 'fourth', '2nd', '3rd', '4th', 'revised', 'revision', 'final', 'new', 'latest', 'corrected', 'amended', 'v2', 'v3',
]);

/**
 * Places on the board that are not provinces: an order naming one is well
 * written and illegal ("A Munich move Switzerland", seed 004), not unreadable.
 */
export const IMPASSABLE: readonly { id: ProvinceId; name: string; aliases: readonly string[] }[] = [
  { id: 'swi', name: 'Switzerland', aliases: ['Swi', 'Switz', 'Swiss'] },
];

/**
 * Words too common in province names to point at one province on their own
 * ("F Nth - Sea"); the rest of a name's words do ("North" → North Sea, North
 * Atlantic Ocean, North Africa).
 */
export const NAME_STOP_WORDS: ReadonlySet<string> = new Set(['sea', 'ocean', 'of', 'the', 'st', 'saint', 'n']);

/** Keywords the formatter prints (Table III.2 and, for the full style, the DATC's words). */
export const PRINTED_KEYWORDS = {
  abbreviated: { hold: 'HOLDS', support: 'S', convoy: 'C', build: 'BUILD', disband: 'DISBAND', waive: 'WAIVE', via: 'via convoy', insurrection: 'I', revive: 'REVIVE' },
  full: { hold: 'Holds', support: 'Supports', convoy: 'Convoys', build: 'Build', disband: 'Disband', waive: 'Waive', via: 'via Convoy', insurrection: 'Insurrection', revive: 'Revive' },
} as const;

// --- Look-up tables built from the data above ------------------------------

/**
 * The power a word names: a code, name or adjective (`RUS`, `Russia`,
 * `Russian`), or with `fuzzy` a name of five letters or more one slip away
 * (`Rusia`, `Austira`) when only one power's names are that close.
 */
export function powerWord(key: string, fuzzy: boolean): { power: Power; misspelt: boolean } | undefined {
  const exact = POWER_WORDS.get(key);
  if (exact) return { power: exact, misspelt: false };
  if (!fuzzy || key.length < 5) return undefined;
  const found = new Set<Power>();
  for (const [word, power] of POWER_WORDS) if (word.length >= 5 && editDistance(key, word, 1) <= 1) found.add(power);
  return found.size === 1 ? { power: [...found][0], misspelt: true } : undefined;
}

const DIRECTIVE_BY_WORD = new Map<string, Directive>();
for (const [d, words] of Object.entries(DIRECTIVE_WORDS) as [Directive, readonly string[]][]) {
  for (const w of words) DIRECTIVE_BY_WORD.set(w, d);
}

/** The directive a (lowercase, dot-free) word names, if any. */
export function directiveOf(word: string): Directive | undefined {
  return DIRECTIVE_BY_WORD.get(word);
}

/** Every directive word long enough to correct a slip in. */
export const FUZZY_KEYWORDS: readonly { word: string; directive?: Directive; unit?: UnitType }[] = [
  ...[...DIRECTIVE_BY_WORD].filter(([w]) => w.length >= MIN_FUZZY_KEYWORD).map(([word, directive]) => ({ word, directive })),
  ...Object.entries(UNIT_WORDS)
    .filter(([w]) => w.length >= 4)
    .map(([word, unit]) => ({ word, unit })),
];
