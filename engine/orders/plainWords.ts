import type { GameMap } from '../map/gameMap';
import type { Coast, Power, ProvinceId, UnitType } from '../map/types';
import { COAST_WORDS, CONVOY_NOUNS, DIRECTIVE_WORDS, directiveOf, FILLER_WORDS, ONE_LETTER_COASTS, POWER_WORDS, UNIT_WORDS, VIA_WORDS, type Directive } from './lexicon';
import { nameIndex } from './names';

/**
 * What one lower-case word can be in a plainly written order, looked up once
 * per word: the table behind `plainLine.ts`. Built from the lexicon and the
 * map's name index, so it says nothing they do not say.
 */
export interface PlainWord {
  /** The province this word names on its own (an exact name, abbreviation or alias). */
  readonly province?: ProvinceId;
  /** The word names a place that is no province (Switzerland): such lines go to the full reader. */
  readonly offMap?: boolean;
  readonly directive?: Directive;
  /** `a` / `f` only: the longer type words may be misspelt directives, which the full reader weighs. */
  readonly unit?: UnitType;
  /** A coast word, as it may stand inside parentheses. */
  readonly coast?: Coast;
  /** Also a coast word outside parentheses (`north`, `nc`): after a two-coast province the full reader may read it as the coast. */
  readonly bareCoast?: boolean;
  readonly power?: Power;
  readonly via?: boolean;
  readonly convoyNoun?: boolean;
  /** A word a province name never runs across (`names.ts`'s keywords). */
  readonly breaksName?: boolean;
  /** One word of a longer name ("north"): the full reader may read a partial name. */
  readonly partial?: boolean;
}

export interface PlainWords {
  readonly words: ReadonlyMap<string, PlainWord>;
  /** Every name key ("northsea") → its province, or null for a place that is no province. */
  readonly names: ReadonlyMap<string, ProvinceId | null>;
  /** Provinces with two coasts. */
  readonly twoCoasts: ReadonlySet<ProvinceId>;
  /** Most words a name may take, as the name index counts them. */
  readonly maxWords: number;
}

const cache = new WeakMap<GameMap, PlainWords>();

export function plainWords(map: GameMap): PlainWords {
  const hit = cache.get(map);
  if (hit) return hit;
  const index = nameIndex(map);
  const words = new Map<string, PlainWord>();
  const entry = (key: string): Record<string, unknown> => {
    let e = words.get(key) as Record<string, unknown> | undefined;
    if (!e) words.set(key, (e = {}) as PlainWord);
    return e;
  };
  for (const [key, id] of index.exact) {
    const e = entry(key);
    if (map.province(id)) e.province = id;
    else e.offMap = true;
  }
  for (const key of index.words.keys()) entry(key).partial = true;
  // Every word the lexicon gives a meaning; the flags below mirror `names.ts` and `syntax.ts`.
  const lexical = new Set<string>([...Object.values(DIRECTIVE_WORDS).flat(), ...Object.keys(UNIT_WORDS), ...Object.keys(COAST_WORDS), ...Object.keys(ONE_LETTER_COASTS), ...POWER_WORDS.keys(), ...VIA_WORDS, ...CONVOY_NOUNS, ...FILLER_WORDS, 'via', 'from']);
  for (const w of lexical) entry(w);
  for (const [key, raw] of words) {
    const e = raw as Record<string, unknown>;
    const d = directiveOf(key);
    if (d) e.directive = d;
    if (key === 'a' || key === 'f') e.unit = UNIT_WORDS[key];
    const coast = COAST_WORDS[key] ?? ONE_LETTER_COASTS[key];
    if (coast) e.coast = coast;
    if (COAST_WORDS[key]) e.bareCoast = true;
    const power = POWER_WORDS.get(key);
    if (power) e.power = power;
    if (VIA_WORDS.has(key)) e.via = true;
    if (CONVOY_NOUNS.has(key)) e.convoyNoun = true;
    if (d !== undefined || UNIT_WORDS[key] !== undefined || FILLER_WORDS.has(key) || key === 'via' || key === 'from') e.breaksName = true;
  }
  for (const key of words.keys()) Object.freeze(words.get(key));
  // Null: a place that is no province.
  const names = new Map<string, ProvinceId | null>();
  for (const [key, id] of index.exact) names.set(key, map.province(id) ? id : null);
  const table: PlainWords = {
    words,
    names,
    twoCoasts: new Set(map.provinces.filter((p) => map.coasts(p.id).length > 0).map((p) => p.id)),
    maxWords: index.maxWords,
  };
  cache.set(map, table);
  return table;
}
