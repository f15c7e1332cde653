import type { GameMap } from '../map/gameMap';
import type { ProvinceId } from '../map/types';
import { allowedSlips, editDistance } from './editDistance';
import { directiveOf, IMPASSABLE, NAME_STOP_WORDS, UNIT_WORDS, FILLER_WORDS } from './lexicon';
import { SHORTHAND } from './shorthand';
import type { Token } from './tokens';

/**
 * Reading province names the way players write them: exactly (any name,
 * abbreviation or alias the map knows), by one word of a longer name
 * ("North"), or misspelt ("Marsiellse"). Which of several candidates was
 * meant is not decided here; the classifier uses the unit's geography.
 */

/** How a place was recognised; anything but `exact` makes an order badly written. */
export type MatchHow = 'exact' | 'partial' | 'fuzzy';

export interface PlaceMatch {
  how: MatchHow;
  /** Candidate provinces, alphabetical. One for an exact match. */
  ids: ProvinceId[];
  /** Index of the first token after the name. */
  next: number;
  /** Edit distance, for `fuzzy`. */
  slips?: number;
}

export interface NameIndex {
  /** Name key → province (or impassable place) id. */
  exact: ReadonlyMap<string, ProvinceId>;
  /** Every key with its province, for misspellings. */
  all: readonly { key: string; id: ProvinceId }[];
  /** One word of a name → the provinces whose names contain it. */
  words: ReadonlyMap<string, readonly ProvinceId[]>;
  /** The start of a name or of one of its words ("Nor", "Norw", "Mid") → every province it could begin. */
  prefixes: ReadonlyMap<string, readonly ProvinceId[]>;
  /** Places that are on the board but not provinces. */
  impassable: ReadonlySet<ProvinceId>;
  /** Players' shorthand (`shorthand.ts`): key → the provinces it may stand for. */
  shorthand: ReadonlyMap<string, readonly ProvinceId[]>;
  /** The words of every name of two words or more ("english", "channel"), for "Eng Channel". */
  multiWord: readonly { id: ProvinceId; words: readonly string[] }[];
  /** Most words any name has, so longer spans are not tried. */
  maxWords: number;
}

/** The key the map matches on: case, dots, apostrophes, spaces, hyphens and underscores don't count. */
export function nameKey(s: string): string {
  return s.toLowerCase().replace(/[\s.'’_\-–—]+/g, '');
}

/** Shortest start of a name read as that name ("Nor"); two letters begin too many. */
const MIN_PREFIX = 3;
/**
 * Shortest fragment a misspelling is read from: one slip in three letters reaches a dozen names
 * ("Nor" is one slip from Yorkshire and Portugal), so a three-letter fragment is never stretched.
 */
const MIN_FUZZY = 4;

const cache = new WeakMap<GameMap, NameIndex>();

export function nameIndex(map: GameMap): NameIndex {
  const hit = cache.get(map);
  if (hit) return hit;
  const exact = new Map<string, ProvinceId>();
  const all: { key: string; id: ProvinceId }[] = [];
  const words = new Map<string, Set<ProvinceId>>();
  const prefixes = new Map<string, Set<ProvinceId>>();
  let maxWords = 1;
  const addPrefixes = (id: ProvinceId, key: string) => {
    for (let n = MIN_PREFIX; n < key.length; n++) {
      const k = key.slice(0, n);
      let s = prefixes.get(k);
      if (!s) prefixes.set(k, (s = new Set()));
      s.add(id);
    }
  };
  const multiWord: { id: ProvinceId; words: string[] }[] = [];
  const add = (id: ProvinceId, name: string) => {
    const key = nameKey(name);
    if (!key) return;
    addPrefixes(id, key);
    if (exact.has(key)) return;
    exact.set(key, id);
    all.push({ key, id });
    const parts = name.toLowerCase().split(/[\s\-–—.]+/).filter(Boolean);
    maxWords = Math.max(maxWords, parts.length);
    if (parts.length < 2) return;
    multiWord.push({ id, words: parts.map((w) => w.replace(/['’]/g, '')) });
    for (const w of parts) {
      const k = w.replace(/['’]/g, '');
      if (k.length < 3 || NAME_STOP_WORDS.has(k)) continue;
      addPrefixes(id, k);
      let s = words.get(k);
      if (!s) words.set(k, (s = new Set()));
      s.add(id);
    }
  };
  for (const p of map.provinces) for (const n of [p.id, p.name, ...p.aliases]) add(p.id, n);
  const impassable = new Set<ProvinceId>();
  for (const place of IMPASSABLE) {
    if (map.province(place.id)) continue;
    impassable.add(place.id);
    for (const n of [place.id, place.name, ...place.aliases]) add(place.id, n);
  }
  // A word that is itself a full name ("Baltic") is an exact match, not a partial one.
  for (const k of [...words.keys()]) if (exact.has(k)) words.delete(k);
  for (const k of [...prefixes.keys()]) if (exact.has(k) || words.has(k)) prefixes.delete(k);
  const shorthand = new Map<string, ProvinceId[]>();
  for (const entry of SHORTHAND) {
    const ids = entry.ids.filter((id) => map.province(id));
    if (ids.length > 0) shorthand.set(nameKey(entry.written), ids);
  }
  const index: NameIndex = {
    exact,
    all,
    shorthand,
    multiWord,
    words: new Map([...words].map(([k, s]) => [k, [...s].sort()])),
    prefixes: new Map([...prefixes].map(([k, s]) => [k, [...s].sort()])),
    impassable,
    maxWords: maxWords + 1,
  };
  cache.set(map, index);
  return index;
}

/** Token indices where a name starting at `i` could end: words, joined by spaces, dots or attached dashes. */
function nameSpanEnds(tokens: readonly Token[], i: number, index: NameIndex): number[] {
  const maxWords = index.maxWords;
  const ends: number[] = [];
  let words = 0;
  let j = i;
  while (j < tokens.length && words < maxWords) {
    if (tokens[j].kind !== 'word') break;
    words++;
    ends.push(j + 1);
    const sep = tokens[j + 1];
    if (!sep) break;
    if (sep.kind === 'word') {
      // "Mar S" is not "Mars": no name has a directive or unit word inside it.
      if (isKeyword(sep)) break;
      j += 1;
      continue;
    }
    const after = tokens[j + 2];
    // "St. Petersburg", "Mid-Atlantic": a dot, or a dash with no space on either side,
    // unless a name follows the dash: "Swe-Den" is a move, not "Sweden".
    const joins = sep.kind === 'dot' || (sep.kind === 'dash' && !sep.spaced && !after?.spaced && !index.exact.has(after?.key ?? ''));
    if (after?.kind === 'word' && !isKeyword(after) && joins) {
      j += 2;
      continue;
    }
    break;
  }
  return ends;
}

/** The words of a span, lower-case, without dots or apostrophes. */
function spanWords(tokens: readonly Token[], i: number, end: number): string[] {
  const words: string[] = [];
  for (let k = i; k < end; k++) if (tokens[k].kind === 'word') words.push(tokens[k].key);
  return words;
}

/** Shortest word read as the start of a name's word ("Eng" for English); shorter ones are in `shorthand.ts`. */
const MIN_WORD_START = 3;

/**
 * Names whose words, in order, the written words begin: "Eng Channel", "English Chan", "Mid Atl",
 * "Gulf Lyon" (a name's "of" may be left out). Every written word must begin a word of the name.
 */
function namesStartedBy(words: readonly string[], index: NameIndex): ProvinceId[] {
  // A common word of names ("Sea") is no start of one, but it may stand whole: "Norw. Sea".
  const stop = (w: string) => NAME_STOP_WORDS.has(w);
  if (words.some((w) => w.length < MIN_WORD_START && !stop(w)) || words.every(stop)) return [];
  const found = new Set<ProvinceId>();
  for (const name of index.multiWord) {
    let n = 0;
    let ok = true;
    for (const w of words) {
      const fits = (word: string) => (stop(w) ? word === w : word.startsWith(w));
      while (n < name.words.length && (name.words[n] === 'of' || name.words[n] === 'the') && !fits(name.words[n])) n++;
      if (n >= name.words.length || !fits(name.words[n])) {
        ok = false;
        break;
      }
      n++;
    }
    if (ok) found.add(name.id);
  }
  return [...found].sort();
}

/** `nameKey` of the tokens' text from `i` to `end`: a word's key is already its name key. */
function keyOf(tokens: readonly Token[], i: number, end: number): string {
  let key = '';
  for (let k = i; k < end; k++) key += tokens[k].kind === 'word' ? tokens[k].key : nameKey(tokens[k].text);
  return key;
}

/** A word that must not be swallowed into a misspelt name. */
function isKeyword(t: Token): boolean {
  return directiveOf(t.key) !== undefined || UNIT_WORDS[t.key] !== undefined || FILLER_WORDS.has(t.key) || t.key === 'via' || t.key === 'from';
}

export interface MatchOptions {
  /** Try misspellings (`Marsiellse`). */
  fuzzy: boolean;
  /** Shortest word a misspelling may be read from. */
  minFuzzyLength?: number;
}

/** The province name starting at token `i`, if any. */
export function matchPlace(tokens: readonly Token[], i: number, index: NameIndex, opts: MatchOptions): PlaceMatch | undefined {
  const ends = nameSpanEnds(tokens, i, index);
  if (ends.length === 0) return undefined;
  // Longest first: "North Atlantic Ocean" before "North Atlantic", "Eng Channel" before "Eng".
  for (let k = ends.length - 1; k >= 0; k--) {
    const key = keyOf(tokens, i, ends[k]);
    const id = index.exact.get(key);
    if (id !== undefined) return { how: 'exact', ids: [id], next: ends[k] };
    const short = index.shorthand.get(key);
    if (short) return { how: 'partial', ids: [...short], next: ends[k] };
    const words = k > 0 ? spanWords(tokens, i, ends[k]) : [];
    const starts = words.length > 1 ? namesStartedBy(words, index) : [];
    if (starts.length > 0) return { how: 'partial', ids: starts, next: ends[k] };
  }
  const first = tokens[i];
  // A word of a name ("North"), or the start of one ("Nor", "Norw"): every name it could begin is a candidate,
  // and a misspelling is never tried where a name starts with what was written.
  const partial = isKeyword(first) ? undefined : index.words.get(first.key) ?? index.prefixes.get(first.key);
  if (partial) return { how: 'partial', ids: [...partial], next: i + 1 };
  if (!opts.fuzzy) return undefined;
  let best: PlaceMatch | undefined;
  for (let k = 0; k < Math.min(ends.length, 3); k++) {
    const end = ends[k];
    if (tokens.slice(i, end).some(isKeyword)) break;
    const key = keyOf(tokens, i, end);
    if (key.length < Math.max(MIN_FUZZY, opts.minFuzzyLength ?? MIN_FUZZY)) continue;
    const max = allowedSlips(key.length);
    let bestD = max + 1;
    let ids = new Set<ProvinceId>();
    for (const e of index.all) {
      const d = editDistance(key, e.key, Math.min(max, bestD));
      if (d < bestD) {
        bestD = d;
        ids = new Set([e.id]);
      } else if (d === bestD && d <= max) {
        ids.add(e.id);
      }
    }
    if (bestD > max) continue;
    // Fewer slips wins; on a tie the longer span explains more of the line.
    if (!best || bestD <= best.slips!) best = { how: 'fuzzy', ids: [...ids].sort(), next: end, slips: bestD };
  }
  return best;
}
