import type { GameMap } from '../map/gameMap';
import type { Coast, Power, ProvinceId, UnitType } from '../map/types';
import { COAST_WORDS, CONVOY_NOUNS, DIRECTIVE_WORDS, directiveOf, FILLER_WORDS, ONE_LETTER_COASTS, POWER_WORDS, UNIT_WORDS, VIA_WORDS, type Directive } from './lexicon';
import { nameIndex } from './names';

/**
 * What one lower-case word can be in a plainly written order, looked up once
 * per word: the table behind `plainLine.ts`. Built from the lexicon and the
 * map's name index, so it says nothing they do not say.
 */
/** Every entry has every field, so the reader's look-ups see one object shape. */
export class PlainWord {
  /** The province this word names on its own (an exact name, abbreviation or alias). */
  province: ProvinceId | undefined = undefined;
  /** The word names a place that is no province (Switzerland): such lines go to the full reader. */
  offMap = false;
  directive: Directive | undefined = undefined;
  /** `a` / `f` only: the longer type words may be misspelt directives, which the full reader weighs. */
  unit: UnitType | undefined = undefined;
  /** A coast word, as it may stand inside parentheses. */
  coast: Coast | undefined = undefined;
  /** Also a coast word outside parentheses (`north`, `nc`): after a two-coast province the full reader may read it as the coast. */
  bareCoast = false;
  power: Power | undefined = undefined;
  via = false;
  convoyNoun = false;
  /** A word a province name never runs across (`names.ts`'s keywords). */
  breaksName = false;
  /** One word of a longer name ("north"): the full reader may read a partial name. */
  partial = false;
}

export interface PlainWords {
  readonly words: ReadonlyMap<string, PlainWord>;
  /** The same entries, found from a line's characters without making a string. */
  readonly hashed: WordHash;
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
  const entry = (key: string): PlainWord => {
    let e = words.get(key);
    if (!e) words.set(key, (e = new PlainWord()));
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
  for (const [key, e] of words) {
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
  const hashed = new WordHash();
  for (const [key, e] of words) hashed.add(key, e);
  const table: PlainWords = {
    words,
    hashed,
    names,
    twoCoasts: new Set(map.provinces.filter((p) => map.coasts(p.id).length > 0).map((p) => p.id)),
    maxWords: index.maxWords,
  };
  cache.set(map, table);
  return table;
}

const BUCKETS = 2048;

/** One step of the hash `WordHash` files words under; `c | 32` lower-cases an ASCII letter and keeps a digit. */
export function hashStep(h: number, c: number): number {
  return (Math.imul(h, 31) + (c | 32)) | 0;
}

/**
 * Lower-case words by a hash of their characters, so the reader looks a word
 * of a line up without slicing and lower-casing it first: most lines are read
 * without making a single string.
 */
export class WordHash {
  private readonly heads = new Int32Array(BUCKETS).fill(-1);
  private readonly nexts: number[] = [];
  private readonly keys: string[] = [];
  private readonly entries: PlainWord[] = [];

  add(key: string, entry: PlainWord): void {
    let h = 0;
    for (let i = 0; i < key.length; i++) h = hashStep(h, key.charCodeAt(i));
    const b = h & (BUCKETS - 1);
    this.nexts.push(this.heads[b]);
    this.heads[b] = this.keys.length;
    this.keys.push(key);
    this.entries.push(entry);
  }

  /** The entry of `line[from, to)` read in lower case (ASCII letters and digits only), whose hash is `h`. */
  find(line: string, from: number, to: number, h: number): PlainWord | undefined {
    const length = to - from;
    for (let e = this.heads[h & (BUCKETS - 1)]; e >= 0; e = this.nexts[e]) {
      const key = this.keys[e];
      if (key.length !== length) continue;
      let m = 0;
      while (m < length && key.charCodeAt(m) === (line.charCodeAt(from + m) | 32)) m++;
      if (m === length) return this.entries[e];
    }
    return undefined;
  }
}
