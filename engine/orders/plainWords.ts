import type { GameMap } from '../map/gameMap';
import type { Coast, Power, ProvinceId, UnitType } from '../map/types';
import { COAST_WORDS, CONVOY_NOUNS, DIRECTIVE_WORDS, directiveOf, FILLER_WORDS, ONE_LETTER_COASTS, POWER_WORDS, UNIT_WORDS, VIA_WORDS, type Directive } from './lexicon';
import { locNumber, mapTables } from '../map/mapTables';
import { nameIndex } from './names';

/**
 * What one lower-case word can be in a plainly written order, looked up once
 * per word: the table behind `plainLine.ts`. Built from the lexicon and the
 * map's name index, so it says nothing they do not say. Every entry has every
 * field, so the reader's look-ups see one object shape.
 */
export class PlainWord {
  /** The province this word names on its own (an exact name, abbreviation or alias). */
  province: ProvinceId | undefined = undefined;
  /** That province's number in the map's tables (`mapTables`), -1 for none: the board is indexed by it. */
  provinceNumber = -1;
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
  readonly trie: WordTrie;
  /** Every name key ("northsea") → its province, or null for a place that is no province. */
  readonly names: ReadonlyMap<string, ProvinceId | null>;
  /** Provinces with two coasts (or more), by province number (`mapTables`): read for every place, so no Set of strings. */
  readonly twoCoasts: Uint8Array;
  /** Most words a name may take, as the name index counts them. */
  readonly maxWords: number;
}

const cache = new WeakMap<GameMap, PlainWords>();

export function plainWords(map: GameMap): PlainWords {
  const hit = cache.get(map);
  if (hit) return hit;
  const index = nameIndex(map);
  const tables = mapTables(map);
  const words = new Map<string, PlainWord>();
  const entry = (key: string): PlainWord => {
    let e = words.get(key);
    if (!e) words.set(key, (e = new PlainWord()));
    return e;
  };
  for (const [key, id] of index.exact) {
    const e = entry(key);
    if (map.province(id)) {
      e.province = id;
      e.provinceNumber = locNumber(tables, id);
    } else e.offMap = true;
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
  const trie = new WordTrie();
  for (const [key, e] of words) trie.add(key, e);
  const table: PlainWords = {
    words,
    trie,
    names,
    twoCoasts: Uint8Array.from(tables.provinceIds, (id) => (map.coasts(id).length > 0 ? 1 : 0)),
    maxWords: index.maxWords,
  };
  cache.set(map, table);
  return table;
}

/** Letters and digits: the characters of a plain word. */
const ALPHABET = 36;

/** A letter (either case) or digit → 0..35; -1 for any other character. */
export function slot(c: number): number {
  const l = c | 32;
  if (l >= 97 && l <= 122) return l - 97;
  return c >= 48 && c <= 57 ? c - 22 : -1;
}

/**
 * The word table as a trie over letters and digits, walked one character at a
 * time as the reader scans a word: a word of a line is found without making a
 * string (no slice, no lower-casing, no hashing of a new string).
 */
export class WordTrie {
  /** `next[node * 36 + slot]`: the child node, 0 for none (the root is no one's child). */
  private next = new Int32Array(64 * ALPHABET);
  /** Node → 1 + its word's index in `entries`, 0 when no word ends there. */
  private ends = new Int32Array(64);
  private nodes = 1;
  private readonly entries: PlainWord[] = [];

  add(key: string, entry: PlainWord): void {
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      const s = slot(c);
      // Keys with other characters ("-", capitals) are never a plain word's key.
      if (s < 0 || (c >= 65 && c <= 90)) return;
      let child = this.next[node * ALPHABET + s];
      if (child === 0) {
        child = this.grow();
        this.next[node * ALPHABET + s] = child;
      }
      node = child;
    }
    this.entries.push(entry);
    this.ends[node] = this.entries.length;
  }

  /** The node after `node` reads the character in slot `s` (0..35); -1 once no word goes on so (and for -1). */
  stepSlot(node: number, s: number): number {
    if (node < 0) return -1;
    const child = this.next[node * ALPHABET + s];
    return child === 0 ? -1 : child;
  }

  /** The word that ends at a node, if any. */
  at(node: number): PlainWord | undefined {
    if (node <= 0) return undefined;
    const e = this.ends[node];
    return e === 0 ? undefined : this.entries[e - 1];
  }

  private grow(): number {
    const n = this.nodes++;
    if (this.nodes > this.ends.length) {
      const ends = new Int32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
      const next = new Int32Array(ends.length * ALPHABET);
      next.set(this.next);
      this.next = next;
    }
    return n;
  }
}
