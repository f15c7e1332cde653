import type { Power } from '../../map/types';
import { COUNTRY_WORDS, directiveOf, HEADING_WORDS, NEW_SET_WORDS, POWER_WORDS, SUBHEADING_WORDS, UNIT_WORDS } from '../lexicon';
import type { Token } from '../tokens';
import { readFormat } from '../formats';
import { stripAnnotations } from './annotations';
import { REPORT_LINES } from './reportLines';

/**
 * What a line of a pasted sheet is, before any order is read from it: a power's heading
 * ("AUSTRIA-HUNGARY:", "England (Alice)", "Russia - Bob", "Orders for France"), a date line
 * ("Spring, 1901 Large map:"), a sub-heading ("Diplomacy", "Unit-placement"), a line of a
 * site's or judge's report ("Movement results for Spring of 1901."), or an order line.
 */
export type LineKind =
  | { kind: 'heading'; power?: Power; newSet: boolean; unreadable?: boolean }
  | { kind: 'date' }
  | { kind: 'subheading' }
  | { kind: 'report'; what: string }
  /** A title, prose, a signature, a word wrapped onto its own line: it tries to order nothing. */
  | { kind: 'not-an-order' }
  | { kind: 'order' };

const SEASONS = new Set(['spring', 'summer', 'fall', 'autumn', 'winter']);
/** Words of a date line besides the season and the year: webDiplomacy's "Large map:". */
const DATE_WORDS = new Set(['large', 'small', 'map', 'of', 'the', 'year', 'season', 'movement', 'movements', 'retreat', 'retreats', 'adjustment', 'adjustments', 'builds', 'build', 'phase', 'turn', 'diplomacy']);

const isWord = (t: Token | undefined) => t?.kind === 'word' || t?.kind === 'number';

/** Whether a province's name starts at token `k` (exactly written): the parser's name index answers. */
export type PlaceAt = (tokens: readonly Token[], k: number) => boolean;

/**
 * `placeAt` is asked whether a province's name, written exactly, starts at a token; `anyPlaceAt`
 * whether its start or a misspelling of it does.
 */
export function lineKind(raw: string, tokens: readonly Token[], placeAt: PlaceAt, anyPlaceAt: PlaceAt = placeAt): LineKind {
  const report = REPORT_LINES.find((r) => r.pattern.test(raw));
  if (report) return { kind: 'report', what: report.what };
  if (isDate(tokens)) return { kind: 'date' };
  if (isSubheading(tokens)) return { kind: 'subheading' };
  const heading = readHeading(tokens, placeAt);
  if (heading) return { kind: 'heading', ...heading };
  // "Bob:", "Player 3 (Alice):": a heading that names no power. It ends the set above it.
  if (isUnreadableHeading(raw, tokens, placeAt)) {
    // "Here are my orders for Spring 1901 (Austria):": one power named in it is whose orders follow.
    const named = new Set(tokens.flatMap((t) => (t.kind === 'word' ? [COUNTRY_WORDS.get(t.key) ?? POWER_WORDS.get(t.key)] : [])).filter((p) => p !== undefined));
    if (named.size === 1) return { kind: 'heading', power: [...named][0], newSet: false };
    return { kind: 'heading', newSet: true, unreadable: true };
  }
  if (isChartRow(tokens, placeAt)) return { kind: 'not-an-order' };
  return triesToOrder(tokens, placeAt, anyPlaceAt) ? { kind: 'order' } : { kind: 'not-an-order' };
}

/**
 * A row of a supply-centre chart: a power, then only provinces and counts ("Austria  Bud Tri Vie
 * Ser  4", "ENG: Edi Lon Lvp (3)"). Three provinces in a row with no unit, no order word and no
 * dash between them order nothing; two with a count are a row as well.
 */
function isChartRow(tokens: readonly Token[], placeAt: PlaceAt): boolean {
  const f = tokens.findIndex((t) => t.kind === 'word');
  if (f < 0 || !(POWER_WORDS.has(tokens[f].key) || COUNTRY_WORDS.has(tokens[f].key))) return false;
  let places = 0;
  let counts = 0;
  for (let k = f + 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === 'number') counts++;
    else if (t.kind === 'word') {
      if (UNIT_WORDS[t.key] !== undefined || directiveOf(t.key) !== undefined || !placeAt(tokens, k)) return false;
      places++;
    } else if (t.kind !== 'colon' && t.kind !== 'comma' && t.kind !== 'open' && t.kind !== 'close') return false;
  }
  return places >= 3 || (places >= 2 && counts > 0);
}

/** Words before a unit's type that a sentence-like order starts with. */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'my', 'our']);

/**
 * Whether a line tries to order a unit, judged by how it starts, as orders do: with a unit ("A
 * Marsiellse - Gascany"), a power's prefix ("Italy: …", "ENG F Lon"), an order word ("Build",
 * "Remove", "Waive"), or a province that something is done with ("Rome to Apulia"). Another
 * notation's line counts too. "The Arms Race, Winter of 1901", "> are you sure about Piedmont?",
 * "Cheers, Bob" and a lone word wrapped from the line above start like none of these.
 */
function triesToOrder(tokens: readonly Token[], placeAt: PlaceAt, anyPlaceAt: PlaceAt): boolean {
  // Another notation's line (DAIDE's "RUS WVE", "( ENG FLT LON ) MTO NTH") is an order in its own
  // words, results written after it ("(fail)") aside.
  if (readFormat(stripAnnotations('', tokens).tokens).format !== 'plain') return true;
  const words = tokens.filter(isWord);
  if (words.length <= 1) {
    // One word alone: an order only when it is one ("Waive"), never a name wrapped from the line above.
    return words.length === 1 && words[0].key.length > 1 && directiveOf(words[0].key) !== undefined;
  }
  // "The army in Rome moves to Naples", "My fleet in Ankara holds": the unit after the article leads.
  const first = tokens.findIndex((t) => t.kind === 'word');
  const article = ARTICLES.has(tokens[first].key) && tokens[first + 1]?.kind === 'word' && UNIT_WORDS[tokens[first + 1].key] !== undefined;
  const f = article ? first + 1 : first;
  const lead = tokens[f];
  const next = tokens[f + 1];
  const acts = tokens.some((t) => t.kind === 'dash' || t.kind === 'arrow' || (t.kind === 'word' && t.key.length > 1 && directiveOf(t.key) !== undefined));
  if (UNIT_WORDS[lead.key] !== undefined && next?.kind === 'word') return true;
  // "A(Mun) stands", "Fleet (Rome) - Tyrrhenian Sea": the British zines' unit.
  if (UNIT_WORDS[lead.key] !== undefined && next?.kind === 'open' && anyPlaceAt(tokens, f + 2)) return true;
  if (POWER_WORDS.has(lead.key) || COUNTRY_WORDS.has(lead.key)) {
    if (next?.kind === 'colon') return true;
    if (next?.kind === 'word' && (UNIT_WORDS[next.key] !== undefined || directiveOf(next.key) !== undefined || placeAt(tokens, f + 1))) return true;
    // "ENG - Lon" names the Channel; "Russia also wants…" is a sentence about Russia.
    return placeAt(tokens, f) && acts;
  }
  if (lead.key.length > 1 && directiveOf(lead.key) !== undefined && lead.key !== 'to' && lead.key !== 'go') return true;
  if (placeAt(tokens, f)) return acts;
  return acts && anyPlaceAt(tokens, f);
}

/** A line that ends with a colon and holds no unit type, no directive and no province: a heading whose power is not named. */
function isUnreadableHeading(raw: string, tokens: readonly Token[], placeAt: PlaceAt): boolean {
  if (!/:\s*$/.test(raw)) return false;
  return tokens.every((t, k) => t.kind !== 'word' || (UNIT_WORDS[t.key] === undefined && directiveOf(t.key) === undefined && !placeAt(tokens, k)));
}

/** "Spring, 1901 Large map:", "Autumn 1911", "Fall of 1903": a season and a year, and nothing that is an order. */
function isDate(tokens: readonly Token[]): boolean {
  const words = tokens.filter(isWord);
  if (words.length < 2 || !SEASONS.has(words[0].key)) return false;
  if (!words.some((t) => /^\d{4}$/.test(t.key))) return false;
  return words.every((t) => SEASONS.has(t.key) || /^\d{4}$/.test(t.key) || DATE_WORDS.has(t.key));
}

/** "Diplomacy", "Retreats", "Unit-placement", "Builds:": a block's name, alone on its line. */
function isSubheading(tokens: readonly Token[]): boolean {
  const words = tokens.filter(isWord).map((t) => t.key);
  if (words.length === 0 || words.length > 3) return false;
  if (!tokens.every((t) => isWord(t) || t.kind === 'colon' || t.kind === 'dash' || t.kind === 'dot')) return false;
  return SUBHEADING_WORDS.has(words.join(' '));
}

/**
 * A power and/or set words and nothing else: "England:", "AUSTRIA-HUNGARY:", "Orders for France,
 * Spring 1901 (2nd set)", "France's orders", "FRENCH ORDERS". A player's name may follow the
 * power in parentheses ("England (Alice)") or after a dash ("Russia - Bob").
 */
function readHeading(tokens: readonly Token[], placeAt: PlaceAt): { power?: Power; newSet: boolean } | undefined {
  let power: Power | undefined;
  let newSet = false;
  let afterPower = false;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === 'open') {
      // "(Alice)", "(2nd set)": a remark or the set's words.
      let q = k + 1;
      while (q < tokens.length && tokens[q].kind !== 'close') q++;
      const inside = tokens.slice(k + 1, q).filter(isWord);
      if (inside.length > 0 && inside.every((x) => HEADING_WORDS.has(x.key) || x.kind === 'number')) {
        if (inside.some((x) => NEW_SET_WORDS.has(x.key))) newSet = true;
      } else if (!power) return undefined;
      k = q;
      continue;
    }
    if (t.kind === 'dash' && power && afterPower) {
      // "Austria-Hungary": the country's longer name goes on.
      const after = tokens[k + 1];
      if (after?.kind === 'word' && (COUNTRY_WORDS.get(after.key) ?? POWER_WORDS.get(after.key)) === power) continue;
      // "Russia - Bob": the player's name, up to the end or a colon, is no order.
      const rest = tokens.slice(k + 1).filter(isWord);
      // "Germany -": nothing after the dash.
      if (rest.length === 0) return { power, newSet };
      // "Germany (Kai) — Spring 1902": the season of the orders.
      if (rest.length > 0 && rest.every((x) => HEADING_WORDS.has(x.key) || x.kind === 'number')) return { power, newSet };
      const named = rest.length > 0 && rest.length <= 3 && rest.every((x) => x.kind === 'word' && UNIT_WORDS[x.key] === undefined && directiveOf(x.key) === undefined);
      if (named && !tokens.some((_, j) => j > k && placeAt(tokens, j))) return { power, newSet };
      return undefined;
    }
    if (t.kind !== 'word') continue;
    // "England's orders"; "Austria-Hungary" is Austria once.
    const p = COUNTRY_WORDS.get(t.key) ?? POWER_WORDS.get(t.key) ?? POWER_WORDS.get(t.key.replace(/s$/, ''));
    if (p) {
      if (power && power !== p) return undefined;
      power = p;
      afterPower = true;
      continue;
    }
    afterPower = false;
    if (HEADING_WORDS.has(t.key)) {
      if (NEW_SET_WORDS.has(t.key)) newSet = true;
      continue;
    }
    return undefined;
  }
  return { power, newSet };
}
