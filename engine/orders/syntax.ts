import type { GameMap } from '../map/gameMap';
import type { Coast, Power, UnitType } from '../map/types';
import { editDistance } from './editDistance';
import {
  COAST_NOUNS,
  COAST_WORDS,
  CONVOY_NOUNS,
  directiveOf,
  FILLER_WORDS,
  FROM_WORDS,
  FUZZY_KEYWORDS,
  LEADING_DIRECTIVES,
  ONE_LETTER_COASTS,
  POWER_WORDS,
  powerWord,
  REVIVAL_LINK_WORDS,
  UNIT_WORDS,
  VIA_WORDS,
  type Directive,
} from './lexicon';
import { matchPlace, type NameIndex, type PlaceMatch } from './names';
import { spanOf, type Span, type Token } from './tokens';

/**
 * The shape of one order line, read without looking at the position: which
 * words are the unit, the directive, the places. Nothing here decides which of
 * several provinces a name means or whether the unit exists; `classify.ts`
 * does that with the unit's geography.
 */

export interface PlaceSyntax {
  span: Span;
  text: string;
  /** Undefined when no province has a name like this. */
  match?: PlaceMatch;
  coast?: { coast: Coast; span: Span; text: string };
}

export interface UnitSyntax {
  type?: UnitType;
  /** The word in the unit-type slot, also when it is not a unit type (`D` in `Build D Berlin`). */
  typeWord?: { text: string; span: Span; misspelt?: boolean };
  place: PlaceSyntax;
}

/** `none`: the unit is named with no directive at all; `unknown`: a word that is no directive. */
export type Verb = Directive | 'none' | 'unknown';

export type SyntaxIssueCode =
  /** Nothing names a unit or a province: the order cannot be assigned. */
  | 'no-unit'
  /** The word after the unit is not a directive ("A Bohemia barf Tyrolia"). */
  | 'unknown-directive'
  | 'missing-destination'
  | 'missing-target'
  /** A province too many ("A Par - Bur Pic"): which one was meant? */
  | 'extra-place'
  /** Badly written, but one meaning: */
  | 'several-directives'
  | 'misspelt-directive'
  | 'missing-directive'
  | 'extra-words'
  /** Not a defect: a remark in parentheses, a stray character. */
  | 'remark'
  /** Insurrection: the word where the revived power goes names no power ("F Lon I Canada"). */
  | 'unknown-power';

export interface SyntaxIssue {
  code: SyntaxIssueCode;
  span: Span;
  text: string;
  /** `several-directives`: every directive written, in order; `misspelt-directive`: the one read. */
  directives?: Directive[];
}

export interface OrderSyntax {
  power?: { power: Power; span: Span };
  /** The number a player put before the order ("1.", "(2)"). */
  number?: number;
  verb: Verb;
  verbSpan?: Span;
  unit?: UnitSyntax;
  /** The supported or convoyed unit. */
  target?: UnitSyntax;
  /** Move and retreat: every stop, destination last. Support and convoy: the destination. */
  stops: PlaceSyntax[];
  viaConvoy?: boolean;
  /** Where "via convoy" was written. */
  viaSpan?: Span;
  /** Insurrection (CalsMUN): the power whose revival the unit supports; no `power` when the word names none. */
  revive?: { power?: Power; span: Span; text: string; misspelt?: boolean };
  /** Revive (CalsMUN): the home centres listed, most wanted first, each with the unit type written before or after it. */
  sites?: UnitSyntax[];
  issues: SyntaxIssue[];
}

const MIN_FUZZY_PLACE_AFTER_UNIT = 5;

export function parseSyntax(all: readonly Token[], index: NameIndex, map: GameMap): OrderSyntax {
  const issues: SyntaxIssue[] = [];
  // Stray characters (bullets, stars) carry no meaning.
  const tokens = all.filter((t) => {
    if (t.kind !== 'other') return true;
    issues.push({ code: 'remark', span: spanOf(t), text: t.text });
    return false;
  });
  const syntax: OrderSyntax = { verb: 'none', stops: [], issues };
  let p = 0;
  const tok = (k = 0): Token | undefined => tokens[p + k];
  const is = (t: Token | undefined, ...kinds: Token['kind'][]) => t !== undefined && kinds.includes(t.kind);
  const directiveAt = (t: Token | undefined): Directive | undefined => {
    if (!t) return undefined;
    if (t.kind === 'dash' || t.kind === 'arrow') return 'move';
    return t.kind === 'word' ? directiveOf(t.key) : undefined;
  };
  const skipFillers = () => {
    while (is(tok(), 'word') && FILLER_WORDS.has(tok()!.key)) p++;
  };
  const placeStartsAt = (k: number, fuzzy: boolean, minFuzzyLength?: number) =>
    tokens[k]?.kind === 'word' ? matchPlace(tokens, k, index, { fuzzy, minFuzzyLength }) : undefined;

  // --- Bullets and numbering: "- A Par-Bur", "1. A Par-Bur", "(2) F Bre H".
  while (is(tok(), 'dash', 'arrow', 'dot', 'comma', 'colon')) p++;
  if (is(tok(), 'open') && is(tok(1), 'number') && is(tok(2), 'close')) {
    syntax.number = Number(tok(1)!.text);
    p += 3;
  } else if (is(tok(), 'number')) {
    syntax.number = Number(tok()!.text);
    p++;
    if (is(tok(), 'dot', 'close', 'colon')) p++;
  }

  // --- Power prefix: "England:", "ENG F lon - nth", "Turkey waive".
  const first = tok();
  if (first?.kind === 'word') {
    const power = POWER_WORDS.get(first.key);
    const next = tok(1);
    // "English Channel" is a place, not England's prefix.
    const longerPlace = (placeStartsAt(p, false)?.next ?? p) > p + 1;
    const prefixFollows =
      next === undefined ||
      next.kind === 'colon' ||
      next.kind === 'comma' ||
      (next.kind === 'word' &&
        !longerPlace &&
        (UNIT_WORDS[next.key] !== undefined || LEADING_DIRECTIVES.has(directiveWordAt(p + 1)!) || placeStartsAt(p + 1, false)?.how === 'exact'));
    if (power && prefixFollows) {
      syntax.power = { power, span: spanOf(first) };
      p++;
      if (is(tok(), 'colon', 'comma')) p++;
    }
  }

  // --- CalsMUN's revival orders: "revive Moscow, F StP (nc), Warsaw"; "F I Lon – Russia", "I Mun to Russia".
  {
    const t = tok();
    if (t?.kind === 'word' && directiveWordAt(p) === 'revive') {
      takeVerb('revive', t);
      p++;
      if (is(tok(), 'colon')) p++;
      readSites();
      trailing(false);
      return syntax;
    }
    // The insurrection word may stand before the province, after the unit type if one is written.
    const k = t?.kind === 'word' && UNIT_WORDS[t.key] !== undefined && !placeStartsAt(p, false) ? 1 : 0;
    const i = tok(k);
    const after = tok(k + 1);
    if (
      i?.kind === 'word' &&
      directiveWordAt(p + k) === 'insurrection' &&
      after?.kind === 'word' &&
      (!isKeywordToken(after) || (k === 0 && UNIT_WORDS[after.key] !== undefined))
    ) {
      takeVerb('insurrection', i);
      // Read the unit as if the word were not there; its columns stay with every other token.
      tokens.splice(p + k, 1);
      const unit = readUnit();
      if (!unit) {
        const rest = tok();
        issues.push({ code: 'no-unit', span: rest ? spanOf(rest, tokens[tokens.length - 1]) : endOf(), text: rest ? textOf(p, tokens.length) : '' });
        return syntax;
      }
      syntax.unit = unit;
      readRevived();
      trailing(false);
      return syntax;
    }
  }

  // --- A leading directive: "BUILD A Par", "Disband F Tri", "Retreat A Mun - Boh", "WAIVE".
  let leading: Directive | undefined;
  {
    const t = tok();
    const d = t?.kind === 'word' ? directiveOf(t.key) ?? (placeStartsAt(p, false) ? undefined : fuzzyDirective(t)) : undefined;
    const oneLetter = t !== undefined && t.key.length === 1;
    const nextIsUnit = tok(1)?.kind === 'word' && UNIT_WORDS[tok(1)!.key] !== undefined;
    if (t && d && LEADING_DIRECTIVES.has(d) && d !== 'insurrection' && d !== 'revive' && (!oneLetter || nextIsUnit)) {
      leading = d;
      syntax.verb = d;
      syntax.verbSpan = spanOf(t);
      if (directiveOf(t.key) === undefined) issues.push({ code: 'misspelt-directive', span: spanOf(t), text: t.text, directives: [d] });
      p++;
      if (is(tok(), 'colon')) p++;
    }
  }
  if (leading === 'waive') {
    trailing(true);
    return syntax;
  }

  // --- The unit: [type] place [coast].
  const unit = readUnit();
  if (!unit) {
    const t = tok();
    issues.push({ code: 'no-unit', span: t ? spanOf(t, tokens[tokens.length - 1]) : endOf(), text: t ? textOf(p, tokens.length) : '' });
    return syntax;
  }
  syntax.unit = unit;

  // --- Directives after the unit.
  const run: { d: Directive; t: Token }[] = [];
  for (;;) {
    skipFillers();
    const t = tok();
    if (!t) break;
    let d = directiveAt(t);
    if (d === undefined && t.kind === 'word' && !placeStartsAt(p, false)) {
      d = fuzzyDirective(t);
      if (d) issues.push({ code: 'misspelt-directive', span: spanOf(t), text: t.text, directives: [d] });
    }
    if (d === undefined) break;
    run.push({ d, t });
    p++;
    if (d === 'insurrection') break;
  }

  // "F Lon I Russia", "F London insurrection Russia": the power revived follows the word.
  if (run.length > 0 && run[run.length - 1].d === 'insurrection') {
    const last = run[run.length - 1].t;
    syntax.verb = 'insurrection';
    syntax.verbSpan = spanOf(last);
    // A dash before the word is only a link ("F Lon - I Russia"); any other directive is one too many.
    const others = run.slice(0, -1).filter((r) => r.d !== 'move');
    if (others.length > 0) issues.push({ code: 'several-directives', span: spanOf(run[0].t, last), text: textBetween(run[0].t, last), directives: run.map((r) => r.d) });
    readRevived();
    trailing(false);
    return syntax;
  }

  if (run.length === 0) {
    const t = tok();
    if (!t || t.kind === 'open' || t.kind === 'dot' || t.kind === 'comma') {
      // A bare unit: hold, or in adjustments a build or a removal (seed 004).
      syntax.verb = leading ?? 'none';
      trailing(false);
      return syntax;
    }
    const place = placeStartsAt(p, false) ?? wholeRestFuzzy();
    if (place && t.kind === 'word') {
      // "A Par Bur": a second province with no directive can only be a move.
      syntax.verb = leading ?? 'none';
      if (!leading) issues.push({ code: 'missing-directive', span: spanOf(t), text: t.text });
      readStops();
      trailing(false);
      return syntax;
    }
    syntax.verb = 'unknown';
    syntax.verbSpan = spanOf(t);
    issues.push({ code: 'unknown-directive', span: spanOf(t), text: t.text });
    return syntax;
  }

  // The last directive counts ("A Warsaw move to support Galicia"), except that
  // "support move to X from Y" describes the supported move (webDiplomacy).
  const families = leading ? [{ d: leading, t: undefined as Token | undefined }, ...run] : run;
  let mainAt = families.length - 1;
  for (let k = families.length - 1; k >= 0; k--) {
    if (families[k].d === 'support' || families[k].d === 'convoy') {
      mainAt = k;
      break;
    }
  }
  // "retreats to", "R -": a retreat written with the move's words.
  const main = families[mainAt].d === 'move' && families.some((f) => f.d === 'retreat') ? 'retreat' : families[mainAt].d;
  const sub = families.slice(mainAt + 1).map((f) => f.d);
  const compatible = (f: { d: Directive; t?: Token }, k: number): boolean => {
    if (f.d === main) return true;
    if ((main === 'retreat' && f.d === 'move') || (main === 'move' && f.d === 'retreat')) return true;
    // "F Lon-Holds" (2008 rulebook): a dash before HOLDS.
    if (main === 'hold' && f.d === 'move' && k === mainAt - 1 && (f.t?.kind === 'dash' || f.t?.kind === 'arrow')) return true;
    return false;
  };
  const extra = families.slice(0, mainAt).filter((f, k) => !compatible(f, k));
  if (extra.length > 0) {
    const firstTok = families.find((f) => f.t)!.t!;
    const lastTok = families[families.length - 1].t ?? firstTok;
    issues.push({ code: 'several-directives', span: spanOf(firstTok, lastTok), text: textBetween(firstTok, lastTok), directives: families.map((f) => f.d) });
  }
  syntax.verb = main;
  const mainTok = families[mainAt].t;
  if (mainTok) syntax.verbSpan = spanOf(mainTok);

  switch (main) {
    case 'hold':
    case 'build':
    case 'disband':
      break;
    case 'waive':
      trailing(true);
      return syntax;
    case 'move':
    case 'retreat':
      readStops();
      break;
    case 'support':
    case 'convoy':
      readTargetAndDestination(sub);
      break;
    case 'insurrection':
    case 'revive': {
      // "F Lon revive Russia": a revive order names no unit; not an order that can be read.
      const t = families[mainAt].t ?? tok();
      syntax.verb = 'unknown';
      if (t) issues.push({ code: 'unknown-directive', span: spanOf(t), text: t.text });
      return syntax;
    }
  }
  trailing(false);
  return syntax;

  // --- Pieces ---------------------------------------------------------------

  function endOf(): Span {
    const last = all[all.length - 1];
    const col = last ? last.end + 1 : 1;
    return { start: col, end: col };
  }

  function textOf(from: number, to: number): string {
    return tokens.slice(from, to).map((t) => (t.spaced ? ' ' : '') + t.text).join('').trim();
  }

  function textBetween(a: Token, b: Token): string {
    const i = tokens.indexOf(a);
    const j = tokens.indexOf(b);
    return textOf(i, j + 1);
  }

  /** The directive the word at `k` names, exactly or misspelt (never a word that starts a province name). */
  function directiveWordAt(k: number): Directive | undefined {
    const t = tokens[k];
    if (!t || t.kind !== 'word') return undefined;
    return directiveOf(t.key) ?? (placeStartsAt(k, false) ? undefined : fuzzyDirective(t));
  }

  /** The verb of a revival order, and a note when it was misspelt. */
  function takeVerb(d: 'insurrection' | 'revive', t: Token): void {
    syntax.verb = d;
    syntax.verbSpan = spanOf(t);
    if (directiveOf(t.key) === undefined) issues.push({ code: 'misspelt-directive', span: spanOf(t), text: t.text, directives: [d] });
  }

  /** Insurrection: links ("-", "to", "for"), then the power revived. */
  function readRevived(): void {
    for (;;) {
      const t = tok();
      if (!t) break;
      if (t.kind === 'dash' || t.kind === 'arrow' || t.kind === 'colon') {
        p++;
        continue;
      }
      if (t.kind === 'word' && (REVIVAL_LINK_WORDS.has(t.key) || FILLER_WORDS.has(t.key)) && !POWER_WORDS.has(t.key)) {
        p++;
        continue;
      }
      break;
    }
    const t = tok();
    if (!t || t.kind !== 'word') {
      issues.push({ code: 'missing-target', span: t ? spanOf(t) : endOf(), text: t?.text ?? '' });
      return;
    }
    const w = powerWord(t.key, true);
    if (w) {
      syntax.revive = { power: w.power, span: spanOf(t), text: t.text };
      if (w.misspelt) syntax.revive.misspelt = true;
      p++;
      return;
    }
    // Words that name no power, up to the end or a remark.
    const start = p;
    while (tok()?.kind === 'word') p++;
    const span = spanOf(tokens[start], tokens[p - 1]);
    const text = textOf(start, p);
    syntax.revive = { span, text };
    issues.push({ code: 'unknown-power', span, text });
  }

  /** Revive: the home centres, separated by commas, semicolons or "and", perhaps numbered ("1. F StP (sc); 2. Moscow"). */
  function readSites(): void {
    const sites: UnitSyntax[] = [];
    syntax.sites = sites;
    for (;;) {
      while (is(tok(), 'comma', 'dot', 'colon', 'dash', 'arrow')) p++;
      if (is(tok(), 'open') && is(tok(1), 'number') && is(tok(2), 'close')) p += 3;
      else if (is(tok(), 'number')) {
        p++;
        if (is(tok(), 'dot', 'close', 'colon')) p++;
      }
      skipFillers();
      if (!is(tok(), 'word')) break;
      const site = readUnit();
      if (!site) break;
      // The type may follow the centre ("St Petersburg (nc) F") when no other centre follows it.
      const t = tok();
      const next = tok(1);
      if (!site.typeWord && t?.kind === 'word' && UNIT_WORDS[t.key] !== undefined && !placeStartsAt(p, false) && next?.kind !== 'word') {
        site.type = UNIT_WORDS[t.key];
        site.typeWord = { text: t.text, span: spanOf(t) };
        p++;
      }
      sites.push(site);
    }
    if (sites.length === 0) {
      const t = tok();
      issues.push({ code: 'missing-target', span: t ? spanOf(t) : endOf(), text: t?.text ?? '' });
    }
  }

  function fuzzyDirective(t: Token): Directive | undefined {
    if (t.kind !== 'word' || t.key.length < 4) return undefined;
    const found = new Set<Directive>();
    for (const k of FUZZY_KEYWORDS) if (k.directive && editDistance(t.key, k.word, 1) <= 1) found.add(k.directive);
    return found.size === 1 ? [...found][0] : undefined;
  }

  function fuzzyUnit(t: Token): UnitType | undefined {
    if (t.kind !== 'word' || t.key.length < 4) return undefined;
    const found = new Set<UnitType>();
    for (const k of FUZZY_KEYWORDS) if (k.unit && editDistance(t.key, k.word, 1) <= 1) found.add(k.unit);
    return found.size === 1 ? [...found][0] : undefined;
  }

  /** A misspelt province taking the rest of the line, in the directive slot ("A Par Burgnudy"). */
  function wholeRestFuzzy(): PlaceMatch | undefined {
    const m = placeStartsAt(p, true, MIN_FUZZY_PLACE_AFTER_UNIT);
    if (!m) return undefined;
    const rest = tokens.slice(m.next).filter((t) => t.kind !== 'dot' && t.kind !== 'comma');
    return rest.length === 0 ? m : undefined;
  }

  /** [unit type] place [coast]; the type may be missing or an unknown word. */
  function readUnit(): UnitSyntax | undefined {
    skipFillers();
    const t = tok();
    if (!t || t.kind !== 'word') return undefined;
    let type: UnitType | undefined;
    let typeWord: UnitSyntax['typeWord'];
    const known = UNIT_WORDS[t.key];
    if (known && !placeStartsAt(p, false)) {
      type = known;
      typeWord = { text: t.text, span: spanOf(t) };
      p++;
    } else if (!placeStartsAt(p, false) && tok(1)?.kind === 'word' && placeStartsAt(p + 1, true)) {
      const slip = fuzzyUnit(t);
      if (slip) {
        type = slip;
        typeWord = { text: t.text, span: spanOf(t), misspelt: true };
        p++;
      } else if (t.key.length <= 2 && directiveOf(t.key) !== 'support' && directiveOf(t.key) !== 'convoy' && directiveOf(t.key) !== 'insurrection') {
        // An unknown letter where the type goes: "Build D Berlin".
        typeWord = { text: t.text, span: spanOf(t) };
        p++;
      }
    }
    const place = readPlace();
    if (!place) {
      if (typeWord) p--;
      return undefined;
    }
    const u: UnitSyntax = { place };
    if (type) u.type = type;
    if (typeWord) u.typeWord = typeWord;
    return u;
  }

  /** A province name (exact, partial, misspelt, or unknown words), then an optional coast. */
  function readPlace(): PlaceSyntax | undefined {
    skipFillers();
    const t = tok();
    if (!t || t.kind !== 'word') return undefined;
    const m = matchPlace(tokens, p, index, { fuzzy: true });
    let end: number;
    if (m) {
      end = m.next;
    } else {
      // Unknown words up to the next keyword: "Canada" in "A Bulgaria move Canada".
      if (isKeywordToken(t)) return undefined;
      end = p + 1;
      while (tokens[end]?.kind === 'word' && !isKeywordToken(tokens[end])) end++;
    }
    const place: PlaceSyntax = { span: spanOf(tokens[p], tokens[end - 1]), text: textOf(p, end) };
    if (m) place.match = m;
    p = end;
    const coast = readCoast(m);
    if (coast) place.coast = coast;
    return place;
  }

  function isKeywordToken(t: Token): boolean {
    return directiveOf(t.key) !== undefined || UNIT_WORDS[t.key] !== undefined || VIA_WORDS.has(t.key) || FROM_WORDS.has(t.key) || FILLER_WORDS.has(t.key);
  }

  /** `/sc`, `(nc)`, `(north coast)`, `-nc`, `NC`, `north coast`, `, south coast`; bare words only after a two-coast province. */
  function readCoast(m: PlaceMatch | undefined): PlaceSyntax['coast'] {
    const hasCoasts = m !== undefined && m.ids.some((id) => map.coasts(id).length > 0);
    const start = tok();
    if (!start) return undefined;
    const word = (k: number, oneLetter: boolean): Coast | undefined => {
      const t = tok(k);
      if (t?.kind !== 'word') return undefined;
      return COAST_WORDS[t.key] ?? (oneLetter ? ONE_LETTER_COASTS[t.key] : undefined);
    };
    const finish = (coast: Coast, last: number): PlaceSyntax['coast'] => {
      // "north coast": swallow the noun.
      if (tok(last + 1)?.kind === 'word' && COAST_NOUNS.has(tok(last + 1)!.key)) last++;
      if (start.kind === 'open' && tok(last + 1)?.kind === 'close') last++;
      const end = tok(last)!;
      const c = { coast, span: spanOf(start, end), text: textOf(p, p + last + 1) };
      p += last + 1;
      return c;
    };
    if (start.kind === 'slash' || start.kind === 'open') {
      const c = word(1, true);
      return c ? finish(c, 1) : undefined;
    }
    if (!hasCoasts) return undefined;
    if (start.kind === 'dash' && !start.spaced) {
      const c = word(1, false);
      return c ? finish(c, 1) : undefined;
    }
    if (start.kind === 'comma') {
      const c = word(1, false);
      return c ? finish(c, 1) : undefined;
    }
    const c = word(0, false);
    return c ? finish(c, 0) : undefined;
  }

  /** Move and retreat: `- place (- place)* [via convoy]`. */
  function readStops(): void {
    for (;;) {
      const place = readPlace();
      if (!place) {
        if (syntax.stops.length === 0) {
          const t = tok();
          issues.push({ code: 'missing-destination', span: t ? spanOf(t) : endOf(), text: t?.text ?? '' });
        }
        return;
      }
      syntax.stops.push(place);
      skipFillers();
      const t = tok();
      if (t && directiveAt(t) === 'move') {
        // More stops: an explicit convoy route, `A Bre-MAT-IRI-Wal`.
        while (directiveAt(tok()) === 'move') p++;
        if (!tok() || tok()!.kind !== 'word' || isKeywordToken(tok()!)) {
          issues.push({ code: 'extra-words', span: spanOf(t), text: t.text });
          return;
        }
        continue;
      }
      if (readVia()) return;
      return;
    }
  }

  /** `via convoy`, `by convoy`, a bare `VIA`, or `via` and the seas of the route. */
  function readVia(): boolean {
    const t = tok();
    if (!t || t.kind !== 'word' || !VIA_WORDS.has(t.key)) return false;
    const next = tok(1);
    if (next?.kind === 'word' && CONVOY_NOUNS.has(next.key)) {
      p += 2;
      syntax.viaConvoy = true;
      syntax.viaSpan = spanOf(t, next);
      return true;
    }
    if (t.key === 'via' && next?.kind === 'word' && syntax.stops.length > 0 && placeStartsAt(p + 1, false)) {
      // "A Lon - Bel via Nth": the seas go before the destination.
      p++;
      const dest = syntax.stops.pop()!;
      for (;;) {
        const sea = readPlace();
        if (!sea) break;
        syntax.stops.push(sea);
        while (is(tok(), 'comma', 'dash', 'arrow')) p++;
      }
      syntax.stops.push(dest);
      return true;
    }
    if (t.key === 'via') {
      p++;
      syntax.viaConvoy = true;
      syntax.viaSpan = spanOf(t);
      return true;
    }
    return false;
  }

  /** Support and convoy: the unit helped, and where it goes. */
  function readTargetAndDestination(sub: Directive[]): void {
    // "support hold to X" names the held unit; "support move to X from Y" the move.
    const subHold = sub.includes('hold');
    const subMove = sub.includes('move') && !subHold;
    const first = readUnit();
    if (!first) {
      const t = tok();
      issues.push({ code: 'missing-target', span: t ? spanOf(t) : endOf(), text: t?.text ?? '' });
      return;
    }
    skipFillers();
    if (subMove && is(tok(), 'word') && FROM_WORDS.has(tok()!.key)) {
      // "support move to Burgundy from Marseilles"
      p++;
      const target = readUnit();
      if (!target) {
        const t = tok();
        issues.push({ code: 'missing-target', span: t ? spanOf(t) : endOf(), text: t?.text ?? '' });
        return;
      }
      syntax.target = target;
      syntax.stops.push(first.place);
      return;
    }
    syntax.target = first;
    if (subHold) return;
    const t = tok();
    if (t && directiveAt(t) === 'hold') {
      p++;
      return;
    }
    if (t && directiveAt(t) === 'move') {
      while (directiveAt(tok()) === 'move') p++;
      // A supported convoy may be written with its route; the destination is the last stop.
      for (;;) {
        const place = readPlace();
        if (!place) break;
        syntax.stops = [place];
        if (directiveAt(tok()) !== 'move') break;
        while (directiveAt(tok()) === 'move') p++;
      }
      if (syntax.stops.length === 0) issues.push({ code: 'missing-destination', span: tok() ? spanOf(tok()!) : endOf(), text: tok()?.text ?? '' });
      readVia();
      return;
    }
    if (syntax.verb === 'convoy' || subMove) {
      issues.push({ code: 'missing-destination', span: t ? spanOf(t) : endOf(), text: t?.text ?? '' });
    }
  }

  /** Whatever is left: punctuation, remarks in parentheses, `via convoy`, and words that mean nothing. */
  function trailing(waive: boolean): void {
    while (p < tokens.length) {
      const t = tokens[p];
      if (t.kind === 'dot' || t.kind === 'comma' || t.kind === 'colon' || t.kind === 'close') {
        p++;
        continue;
      }
      if (t.kind === 'open') {
        let q = p + 1;
        while (q < tokens.length && tokens[q].kind !== 'close') q++;
        const inside = tokens.slice(p + 1, q);
        const via = inside.length > 0 && inside.every((x) => x.kind === 'word' && (VIA_WORDS.has(x.key) || CONVOY_NOUNS.has(x.key)));
        if (via && (syntax.verb === 'move' || syntax.verb === 'retreat' || syntax.verb === 'none')) {
          syntax.viaConvoy = true;
          syntax.viaSpan = spanOf(t, tokens[Math.min(q, tokens.length - 1)]);
        }
        else issues.push({ code: 'remark', span: spanOf(t, tokens[Math.min(q, tokens.length - 1)]), text: textOf(p, q + 1) });
        p = q + 1;
        continue;
      }
      if (!waive && (syntax.verb === 'move' || syntax.verb === 'retreat' || syntax.verb === 'none') && readVia()) continue;
      if (waive && t.kind === 'word' && (t.key === 'build' || t.key === 'builds' || t.key === 'a' || t.key === 'one')) {
        p++;
        continue;
      }
      if (waive && t.kind === 'number') {
        p++;
        continue;
      }
      const start = p;
      if (!waive && t.kind === 'word' && placeStartsAt(p, false)) {
        const place = readPlace()!;
        issues.push({ code: 'extra-place', span: place.span, text: place.text });
        continue;
      }
      p++;
      while (p < tokens.length && tokens[p].kind !== 'open' && !(tokens[p].kind === 'word' && (placeStartsAt(p, false) || VIA_WORDS.has(tokens[p].key)))) p++;
      const last = tokens[p - 1];
      const words = tokens.slice(start, p).filter((x) => x.kind !== 'dot' && x.kind !== 'comma' && x.kind !== 'close');
      if (words.length > 0) issues.push({ code: 'extra-words', span: spanOf(tokens[start], last), text: textOf(start, p) });
    }
  }
}
