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
  NAME_STOP_WORDS,
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
  /** The power written before the unit ("Italian Army Apulia"). */
  power?: Power;
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
  /** Words left over that would mean something in an order (a place, a unit, a directive): the line is not followed. */
  | 'unexplained-words'
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
  /** The line's format never writes a helped unit's type (webDiplomacy): its absence is no defect. */
  targetTypeOmitted?: boolean;
  /** The format names the ordered unit without its type ("Destroy the unit at Tyrolia"): no defect either. */
  unitTypeOmitted?: boolean;
  issues: SyntaxIssue[];
}

const MIN_FUZZY_PLACE_AFTER_UNIT = 5;
const NOT_FUZZY = { fuzzy: false } as const;

export function parseSyntax(all: readonly Token[], index: NameIndex, map: GameMap): OrderSyntax {
  return new SyntaxReader(all, index, map).read();
}

/** Reads one line, left to right; `p` is the next token. A class, so no function is created per line. */
class SyntaxReader {
  private readonly issues: SyntaxIssue[] = [];
  private readonly tokens: Token[];
  private readonly syntax: OrderSyntax;
  private p = 0;
  /** Per token: the place an exact or partial name starting there reads as (`null`: none); filled as asked. */
  private exactAt: (PlaceMatch | null | undefined)[] = [];

  constructor(
    private readonly all: readonly Token[],
    private readonly index: NameIndex,
    private readonly map: GameMap,
  ) {
    // Stray characters (bullets, stars) carry no meaning.
    this.tokens = all.filter((t) => {
      if (t.kind !== 'other') return true;
      this.issues.push({ code: 'remark', span: spanOf(t), text: t.text });
      return false;
    });
    this.setAsideRemarks();
    this.syntax = { verb: 'none', stops: [], issues: this.issues };
  }

  /**
   * "A Par (as agreed) - Bur": words in parentheses after the first that mean nothing in an order
   * are a remark, set aside wherever they stand. A coast, "via convoy" or a place in parentheses
   * is part of the order and stays.
   */
  private setAsideRemarks(): void {
    for (let open = 1; open < this.tokens.length; open++) {
      if (this.tokens[open].kind !== 'open') continue;
      let close = open + 1;
      while (close < this.tokens.length && this.tokens[close].kind === 'word') close++;
      if (close === open + 1 || this.tokens[close]?.kind !== 'close') continue;
      const inside = this.tokens.slice(open + 1, close);
      const meaningful = inside.some((t, i) => COAST_WORDS[t.key] !== undefined || ONE_LETTER_COASTS[t.key] !== undefined || VIA_WORDS.has(t.key) || CONVOY_NOUNS.has(t.key) || this.isContentAt(t, open + 1 + i));
      if (meaningful) continue;
      const first = this.tokens[open];
      const last = this.tokens[close];
      this.issues.push({ code: 'remark', span: spanOf(first, last), text: this.textOf(open, close + 1) });
      this.tokens.splice(open, close - open + 1);
      this.exactAt = [];
      open--;
    }
  }

  read(): OrderSyntax {
    this.readNumbering();
    this.readPowerPrefix();
    if (this.readRevivalOrder()) return this.syntax;
    const leading = this.readLeadingDirective();
    if (leading === 'waive') {
      this.trailing(true);
      return this.syntax;
    }
    if (!this.readOrderedUnit()) return this.syntax;
    const run = this.readDirectiveRun();
    if (this.readInsurrectionRun(run)) return this.syntax;
    if (run.length === 0) return this.readWithoutDirective(leading);
    return this.readMainDirective(run, leading);
  }

  /** Bullets and numbering: "- A Par-Bur", "1. A Par-Bur", "(2) F Bre H". */
  private readNumbering(): void {
    while (is(this.tok(), 'dash', 'arrow', 'dot', 'comma', 'colon')) this.p++;
    if (is(this.tok(), 'open') && is(this.tok(1), 'number') && is(this.tok(2), 'close')) {
      this.syntax.number = Number(this.tok(1)!.text);
      this.p += 3;
    } else if (is(this.tok(), 'number')) {
      this.syntax.number = Number(this.tok()!.text);
      this.p++;
      if (is(this.tok(), 'dot', 'close', 'colon')) this.p++;
    }

  }

  /** A power prefix: "England:", "ENG F lon - nth", "Turkey waive". */
  private readPowerPrefix(): void {
    const first = this.tok();
    if (first?.kind === 'word') {
      const power = POWER_WORDS.get(first.key);
      const next = this.tok(1);
      // "English Channel" is a place, not England's prefix.
      const longerPlace = (this.placeStartsAt(this.p, false)?.next ?? this.p) > this.p + 1;
      const prefixFollows =
        next === undefined ||
        next.kind === 'colon' ||
        next.kind === 'comma' ||
        (next.kind === 'word' &&
          !longerPlace &&
          (UNIT_WORDS[next.key] !== undefined || LEADING_DIRECTIVES.has(this.directiveWordAt(this.p + 1)!) || this.placeStartsAt(this.p + 1, false)?.how === 'exact'));
      if (power && prefixFollows) {
        this.syntax.power = { power, span: spanOf(first) };
        this.p++;
        if (is(this.tok(), 'colon', 'comma')) this.p++;
      }
    }

  }

  /** CalsMUN's revival orders: "revive Moscow, F StP (nc), Warsaw"; "F I Lon – Russia", "I Mun to Russia". True when the line was one. */
  private readRevivalOrder(): boolean {
    const t = this.tok();
    if (t?.kind === 'word' && this.directiveWordAt(this.p) === 'revive') {
      this.takeVerb('revive', t);
      this.p++;
      if (is(this.tok(), 'colon')) this.p++;
      this.readSites();
      this.trailing(false);
      return true;
    }
    // The insurrection word may stand before the province, after the unit type if one is written.
    const k = t?.kind === 'word' && UNIT_WORDS[t.key] !== undefined && !this.placeStartsAt(this.p, false) ? 1 : 0;
    const i = this.tok(k);
    const after = this.tok(k + 1);
    if (
      i?.kind === 'word' &&
      this.directiveWordAt(this.p + k) === 'insurrection' &&
      after?.kind === 'word' &&
      (!isKeywordToken(after) || (k === 0 && UNIT_WORDS[after.key] !== undefined))
    ) {
      this.takeVerb('insurrection', i);
      // Read the unit as if the word were not there; its columns stay with every other token.
      this.tokens.splice(this.p + k, 1);
      this.exactAt = [];
      const unit = this.readUnit();
      if (!unit) {
        const rest = this.tok();
        this.issues.push({ code: 'no-unit', span: rest ? spanOf(rest, this.tokens[this.tokens.length - 1]) : this.endOf(), text: rest ? this.textOf(this.p, this.tokens.length) : '' });
        return true;
      }
      this.syntax.unit = unit;
      this.readRevived();
      this.trailing(false);
      return true;
    }
    return false;
  }

  /** A leading directive: "BUILD A Par", "Disband F Tri", "Retreat A Mun - Boh", "WAIVE". */
  private readLeadingDirective(): Directive | undefined {
    const t = this.tok();
    const d = t?.kind === 'word' ? directiveOf(t.key) ?? (this.placeStartsAt(this.p, false) ? undefined : fuzzyDirective(t)) : undefined;
    const oneLetter = t !== undefined && t.key.length === 1;
    const nextIsUnit = this.tok(1)?.kind === 'word' && UNIT_WORDS[this.tok(1)!.key] !== undefined;
    if (t && d && LEADING_DIRECTIVES.has(d) && d !== 'insurrection' && d !== 'revive' && (!oneLetter || nextIsUnit)) {
      this.syntax.verb = d;
      this.syntax.verbSpan = spanOf(t);
      if (directiveOf(t.key) === undefined) this.issues.push({ code: 'misspelt-directive', span: spanOf(t), text: t.text, directives: [d] });
      this.p++;
      if (is(this.tok(), 'colon')) this.p++;
      return d;
    }
    return undefined;
  }

  /** The unit: [type] place [coast]. False, with the issue noted, when none is written. */
  private readOrderedUnit(): boolean {
    const unit = this.readUnit();
    if (!unit) {
      const t = this.tok();
      this.issues.push({ code: 'no-unit', span: t ? spanOf(t, this.tokens[this.tokens.length - 1]) : this.endOf(), text: t ? this.textOf(this.p, this.tokens.length) : '' });
      return false;
    }
    this.syntax.unit = unit;

    return true;
  }

  /** The directives after the unit, in the order written. */
  private readDirectiveRun(): { d: Directive; t: Token }[] {
    const run: { d: Directive; t: Token }[] = [];
    for (;;) {
      this.skipFillers();
      const t = this.tok();
      if (!t) break;
      let d = directiveAt(t);
      if (d === undefined && t.kind === 'word' && !this.placeStartsAt(this.p, false)) {
        d = fuzzyDirective(t);
        if (d) this.issues.push({ code: 'misspelt-directive', span: spanOf(t), text: t.text, directives: [d] });
      }
      if (d === undefined) break;
      run.push({ d, t });
      this.p++;
      if (d === 'insurrection') break;
    }

    return run;
  }

  /** "F Lon I Russia", "F London insurrection Russia": the power revived follows the word. True when the run ends so. */
  private readInsurrectionRun(run: readonly { d: Directive; t: Token }[]): boolean {
    if (!(run.length > 0 && run[run.length - 1].d === 'insurrection')) return false;
    const last = run[run.length - 1].t;
    this.syntax.verb = 'insurrection';
    this.syntax.verbSpan = spanOf(last);
    // A dash before the word is only a link ("F Lon - I Russia"); any other directive is one too many.
    const others = run.slice(0, -1).filter((r) => r.d !== 'move');
    if (others.length > 0) this.issues.push({ code: 'several-directives', span: spanOf(run[0].t, last), text: this.textBetween(run[0].t, last), directives: run.map((r) => r.d) });
    this.readRevived();
    this.trailing(false);
    return true;
  }

  /** No directive after the unit: a bare unit, a second province (a move), or a word that is no directive. */
  private readWithoutDirective(leading: Directive | undefined): OrderSyntax {
    const t = this.tok();
    if (!t || t.kind === 'open' || t.kind === 'dot' || t.kind === 'comma') {
      // A bare unit: hold, or in adjustments a build or a removal (seed 004).
      this.syntax.verb = leading ?? 'none';
      this.trailing(false);
      return this.syntax;
    }
    const place = this.placeStartsAt(this.p, false) ?? this.wholeRestFuzzy();
    if (place && t.kind === 'word') {
      // "A Par Bur": a second province with no directive can only be a move.
      this.syntax.verb = leading ?? 'none';
      if (!leading) this.issues.push({ code: 'missing-directive', span: spanOf(t), text: t.text });
      this.readStops();
      this.trailing(false);
      return this.syntax;
    }
    this.syntax.verb = 'unknown';
    this.syntax.verbSpan = spanOf(t);
    this.issues.push({ code: 'unknown-directive', span: spanOf(t), text: t.text });
    return this.syntax;
  }

  /** The directive that counts, and what follows it. */
  private readMainDirective(run: readonly { d: Directive; t: Token }[], leading: Directive | undefined): OrderSyntax {
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
    const extra = families.slice(0, mainAt).filter((f, k) => !compatible(f, k, main, mainAt));
    if (extra.length > 0) {
      const firstTok = families.find((f) => f.t)!.t!;
      const lastTok = families[families.length - 1].t ?? firstTok;
      this.issues.push({ code: 'several-directives', span: spanOf(firstTok, lastTok), text: this.textBetween(firstTok, lastTok), directives: families.map((f) => f.d) });
    }
    this.syntax.verb = main;
    const mainTok = families[mainAt].t;
    if (mainTok) this.syntax.verbSpan = spanOf(mainTok);

    switch (main) {
      case 'hold':
      case 'build':
      case 'disband':
        break;
      case 'waive':
        this.trailing(true);
        return this.syntax;
      case 'move':
      case 'retreat':
        this.readStops();
        break;
      case 'support':
      case 'convoy':
        this.readTargetAndDestination(sub);
        break;
      case 'insurrection':
      case 'revive': {
        // "F Lon revive Russia": a revive order names no unit; not an order that can be read.
        const t = families[mainAt].t ?? this.tok();
        this.syntax.verb = 'unknown';
        if (t) this.issues.push({ code: 'unknown-directive', span: spanOf(t), text: t.text });
        return this.syntax;
      }
    }
    this.trailing(false);
    return this.syntax;
  }

  /** A unit, a directive, a power, a move's sign, or a word of a place's name (in part or misspelt). */
  private isContent(t: Token): boolean {
    return this.isContentAt(t, this.tokens.indexOf(t));
  }

  private isContentAt(t: Token, k: number): boolean {
    if (t.kind === 'dash' || t.kind === 'arrow') return true;
    if (t.kind !== 'word') return false;
    // One letter ("I think that's all", "a") is as often prose as an order's word.
    if (FILLER_WORDS.has(t.key) || t.key.length < 2) return false;
    if (isKeywordToken(t) || POWER_WORDS.has(t.key) || NAME_STOP_WORDS.has(t.key)) return true;
    return k >= 0 && this.placeStartsAt(k, true) !== undefined;
  }

  private tok(k = 0): Token | undefined {
    return this.tokens[this.p + k];
  }

  private skipFillers(): void {
    while (is(this.tok(), 'word') && FILLER_WORDS.has(this.tok()!.key)) this.p++;
  }

  /**
   * The place named from token `k`. The reader asks about the same token many times, so the
   * exact (or partial) reading of each token is kept; misspellings are only searched when it found none.
   */
  private placeStartsAt(k: number, fuzzy: boolean, minFuzzyLength?: number): PlaceMatch | undefined {
    if (this.tokens[k]?.kind !== 'word') return undefined;
    let known = this.exactAt[k];
    if (known === undefined) this.exactAt[k] = known = matchPlace(this.tokens, k, this.index, NOT_FUZZY) ?? null;
    if (known !== null || !fuzzy) return known ?? undefined;
    return matchPlace(this.tokens, k, this.index, { fuzzy, minFuzzyLength });
  }

  private endOf(): Span {
    const last = this.all[this.all.length - 1];
    const col = last ? last.end + 1 : 1;
    return { start: col, end: col };
  }

  private textOf(from: number, to: number): string {
    return this.tokens.slice(from, to).map((t) => (t.spaced ? ' ' : '') + t.text).join('').trim();
  }

  private textBetween(a: Token, b: Token): string {
    const i = this.tokens.indexOf(a);
    const j = this.tokens.indexOf(b);
    return this.textOf(i, j + 1);
  }

  /** The directive the word at `k` names, exactly or misspelt (never a word that starts a province name). */
  private directiveWordAt(k: number): Directive | undefined {
    const t = this.tokens[k];
    if (!t || t.kind !== 'word') return undefined;
    return directiveOf(t.key) ?? (this.placeStartsAt(k, false) ? undefined : fuzzyDirective(t));
  }

  /** The verb of a revival order, and a note when it was misspelt. */
  private takeVerb(d: 'insurrection' | 'revive', t: Token): void {
    this.syntax.verb = d;
    this.syntax.verbSpan = spanOf(t);
    if (directiveOf(t.key) === undefined) this.issues.push({ code: 'misspelt-directive', span: spanOf(t), text: t.text, directives: [d] });
  }

  /** Insurrection: links ("-", "to", "for"), then the power revived. */
  private readRevived(): void {
    for (;;) {
      const t = this.tok();
      if (!t) break;
      if (t.kind === 'dash' || t.kind === 'arrow' || t.kind === 'colon') {
        this.p++;
        continue;
      }
      if (t.kind === 'word' && (REVIVAL_LINK_WORDS.has(t.key) || FILLER_WORDS.has(t.key)) && !POWER_WORDS.has(t.key)) {
        this.p++;
        continue;
      }
      break;
    }
    const t = this.tok();
    if (!t || t.kind !== 'word') {
      this.issues.push({ code: 'missing-target', span: t ? spanOf(t) : this.endOf(), text: t?.text ?? '' });
      return;
    }
    const w = powerWord(t.key, true);
    if (w) {
      this.syntax.revive = { power: w.power, span: spanOf(t), text: t.text };
      if (w.misspelt) this.syntax.revive.misspelt = true;
      this.p++;
      return;
    }
    // Words that name no power, up to the end or a remark.
    const start = this.p;
    while (this.tok()?.kind === 'word') this.p++;
    const span = spanOf(this.tokens[start], this.tokens[this.p - 1]);
    const text = this.textOf(start, this.p);
    this.syntax.revive = { span, text };
    this.issues.push({ code: 'unknown-power', span, text });
  }

  /** Revive: the home centres, separated by commas, semicolons or "and", perhaps numbered ("1. F StP (sc); 2. Moscow"). */
  private readSites(): void {
    const sites: UnitSyntax[] = [];
    this.syntax.sites = sites;
    for (;;) {
      while (is(this.tok(), 'comma', 'dot', 'colon', 'dash', 'arrow')) this.p++;
      if (is(this.tok(), 'open') && is(this.tok(1), 'number') && is(this.tok(2), 'close')) this.p += 3;
      else if (is(this.tok(), 'number')) {
        this.p++;
        if (is(this.tok(), 'dot', 'close', 'colon')) this.p++;
      }
      this.skipFillers();
      if (!is(this.tok(), 'word')) break;
      const site = this.readUnit();
      if (!site) break;
      // The type may follow the centre ("St Petersburg (nc) F") when no other centre follows it.
      const t = this.tok();
      const next = this.tok(1);
      if (!site.typeWord && t?.kind === 'word' && UNIT_WORDS[t.key] !== undefined && !this.placeStartsAt(this.p, false) && next?.kind !== 'word') {
        site.type = UNIT_WORDS[t.key];
        site.typeWord = { text: t.text, span: spanOf(t) };
        this.p++;
      }
      sites.push(site);
    }
    if (sites.length === 0) {
      const t = this.tok();
      this.issues.push({ code: 'missing-target', span: t ? spanOf(t) : this.endOf(), text: t?.text ?? '' });
    }
  }



  /** A misspelt province taking the rest of the line, in the directive slot ("A Par Burgnudy"). */
  private wholeRestFuzzy(): PlaceMatch | undefined {
    const m = this.placeStartsAt(this.p, true, MIN_FUZZY_PLACE_AFTER_UNIT);
    if (!m) return undefined;
    const rest = this.tokens.slice(m.next).filter((t) => t.kind !== 'dot' && t.kind !== 'comma');
    return rest.length === 0 ? m : undefined;
  }

  /** [unit type] place [coast]; the type may be missing or an unknown word. */
  private readUnit(): UnitSyntax | undefined {
    this.skipFillers();
    // "a fleet", "an army" (the judges' builds): the article is no unit type.
    if (is(this.tok(), 'word') && (this.tok()!.key === 'a' || this.tok()!.key === 'an') && isUnitTypeWord(this.tok(1)) && this.tok(1)!.key.length > 1) this.p++;
    // "SUPPORT Italian Army Apulia", DAIDE's "( ITA AMY APU )": the helped unit's power, when a unit follows it.
    let power: Power | undefined;
    const w = this.tok();
    if (w?.kind === 'word' && POWER_WORDS.has(w.key) && (this.placeStartsAt(this.p, false)?.next ?? this.p) <= this.p + 1 && isUnitTypeWord(this.tok(1))) {
      power = POWER_WORDS.get(w.key);
      this.p++;
    }
    const t = this.tok();
    if (!t || t.kind !== 'word') return undefined;
    let type: UnitType | undefined;
    let typeWord: UnitSyntax['typeWord'];
    const known = UNIT_WORDS[t.key];
    if (known && !this.placeStartsAt(this.p, false)) {
      type = known;
      typeWord = { text: t.text, span: spanOf(t) };
      this.p++;
    } else if (!this.placeStartsAt(this.p, false) && this.tok(1)?.kind === 'word' && this.placeStartsAt(this.p + 1, true)) {
      const slip = fuzzyUnit(t);
      if (slip) {
        type = slip;
        typeWord = { text: t.text, span: spanOf(t), misspelt: true };
        this.p++;
      } else if (t.key.length <= 2 && directiveOf(t.key) !== 'support' && directiveOf(t.key) !== 'convoy' && directiveOf(t.key) !== 'insurrection') {
        // An unknown letter where the type goes: "Build D Berlin".
        typeWord = { text: t.text, span: spanOf(t) };
        this.p++;
      }
    }
    // "A(Mun)", "F (StP/sc)": the British zines' unit, its place in parentheses after the type.
    const bracketed = typeWord !== undefined && is(this.tok(), 'open') && this.tok(1)?.kind === 'word' && this.placeStartsAt(this.p + 1, true) !== undefined;
    if (bracketed) this.p++;
    const place = this.readPlace();
    if (!place) {
      this.p -= (typeWord ? 1 : 0) + (bracketed ? 1 : 0);
      return undefined;
    }
    if (bracketed && is(this.tok(), 'close')) this.p++;
    const u: UnitSyntax = { place };
    if (power) u.power = power;
    if (type) u.type = type;
    if (typeWord) u.typeWord = typeWord;
    return u;
  }

  /** A province name (exact, partial, misspelt, or unknown words), then an optional coast. */
  private readPlace(): PlaceSyntax | undefined {
    this.skipFillers();
    const t = this.tok();
    if (!t || t.kind !== 'word') return undefined;
    const m = this.placeStartsAt(this.p, true);
    let end: number;
    if (m) {
      end = m.next;
    } else {
      // Unknown words up to the next keyword: "Canada" in "A Bulgaria move Canada".
      if (isKeywordToken(t)) return undefined;
      end = this.p + 1;
      while (this.tokens[end]?.kind === 'word' && !isKeywordToken(this.tokens[end])) end++;
    }
    const place: PlaceSyntax = { span: spanOf(this.tokens[this.p], this.tokens[end - 1]), text: this.textOf(this.p, end) };
    if (m) place.match = m;
    this.p = end;
    const coast = this.readCoast(m);
    if (coast) place.coast = coast;
    return place;
  }


  /** `/sc`, `(nc)`, `(north coast)`, `-nc`, `NC`, `north coast`, `, south coast`; bare words only after a two-coast province. */
  private readCoast(m: PlaceMatch | undefined): PlaceSyntax['coast'] {
    const hasCoasts = m !== undefined && m.ids.some((id) => this.map.coasts(id).length > 0);
    const start = this.tok();
    if (!start) return undefined;
    if (start.kind === 'slash' || start.kind === 'open') {
      const c = this.coastWord(1, true);
      return c ? this.finishCoast(start, c, 1) : undefined;
    }
    if (!hasCoasts) return undefined;
    if (start.kind === 'dash' && !start.spaced) {
      const c = this.coastWord(1, false);
      return c ? this.finishCoast(start, c, 1) : undefined;
    }
    if (start.kind === 'comma') {
      const c = this.coastWord(1, false);
      return c ? this.finishCoast(start, c, 1) : undefined;
    }
    const c = this.coastWord(0, false);
    return c ? this.finishCoast(start, c, 0) : undefined;
  }

  /** The coast word `k` tokens on; one-letter forms (`s`) only where asked. */
  private coastWord(k: number, oneLetter: boolean): Coast | undefined {
    const t = this.tok(k);
    if (t?.kind !== 'word') return undefined;
    // "Spa-North Africa": a word that begins a longer name is that name, not a coast.
    if ((this.placeStartsAt(this.p + k, false)?.next ?? 0) > this.p + k + 1) return undefined;
    return COAST_WORDS[t.key] ?? (oneLetter ? ONE_LETTER_COASTS[t.key] : undefined);
  }

  /** The coast read from `start` to `last` tokens on. */
  private finishCoast(start: Token, coast: Coast, last: number): PlaceSyntax['coast'] {
    // "north coast": swallow the noun.
    if (this.tok(last + 1)?.kind === 'word' && COAST_NOUNS.has(this.tok(last + 1)!.key)) last++;
    if (start.kind === 'open' && this.tok(last + 1)?.kind === 'close') last++;
    const end = this.tok(last)!;
    const c = { coast, span: spanOf(start, end), text: this.textOf(this.p, this.p + last + 1) };
    this.p += last + 1;
    return c;
  }

  /** Move and retreat: `- place (- place)* [via convoy]`. */
  private readStops(): void {
    for (;;) {
      const place = this.readPlace();
      if (!place) {
        if (this.syntax.stops.length === 0) {
          const t = this.tok();
          this.issues.push({ code: 'missing-destination', span: t ? spanOf(t) : this.endOf(), text: t?.text ?? '' });
        }
        return;
      }
      this.syntax.stops.push(place);
      this.skipFillers();
      const t = this.tok();
      if (t && directiveAt(t) === 'move') {
        // More stops: an explicit convoy route, `A Bre-MAT-IRI-Wal`.
        while (directiveAt(this.tok()) === 'move') this.p++;
        if (!this.tok() || this.tok()!.kind !== 'word' || isKeywordToken(this.tok()!)) {
          // A dash that leads nowhere: another stop was meant, and which one is not written.
          this.issues.push({ code: 'unexplained-words', span: spanOf(t), text: t.text });
          return;
        }
        continue;
      }
      if (this.readVia()) return;
      return;
    }
  }

  /** `via convoy`, `by convoy`, a bare `VIA`, or `via` and the seas of the route. */
  private readVia(): boolean {
    const t = this.tok();
    if (!t || t.kind !== 'word' || !VIA_WORDS.has(t.key)) return false;
    const next = this.tok(1);
    if (next?.kind === 'word' && CONVOY_NOUNS.has(next.key)) {
      this.p += 2;
      this.syntax.viaConvoy = true;
      this.syntax.viaSpan = spanOf(t, next);
      return true;
    }
    if (t.key === 'via' && next?.kind === 'word' && this.syntax.stops.length > 0 && this.placeStartsAt(this.p + 1, false)) {
      // "A Lon - Bel via Nth": the seas go before the destination.
      this.p++;
      const dest = this.syntax.stops.pop()!;
      for (;;) {
        const sea = this.readPlace();
        if (!sea) break;
        this.syntax.stops.push(sea);
        while (is(this.tok(), 'comma', 'dash', 'arrow')) this.p++;
      }
      this.syntax.stops.push(dest);
      return true;
    }
    if (t.key === 'via') {
      this.p++;
      this.syntax.viaConvoy = true;
      this.syntax.viaSpan = spanOf(t);
      return true;
    }
    return false;
  }

  /** Support and convoy: the unit helped, and where it goes. */
  private readTargetAndDestination(sub: Directive[]): void {
    // "support hold to X" names the held unit; "support move to X from Y" the move.
    const subHold = sub.includes('hold');
    const subMove = sub.includes('move') && !subHold;
    const first = this.readUnit();
    if (!first) {
      const t = this.tok();
      this.issues.push({ code: 'missing-target', span: t ? spanOf(t) : this.endOf(), text: t?.text ?? '' });
      return;
    }
    this.skipFillers();
    if (subMove && is(this.tok(), 'word') && FROM_WORDS.has(this.tok()!.key)) {
      // "support move to Burgundy from Marseilles"
      this.p++;
      const target = this.readUnit();
      if (!target) {
        const t = this.tok();
        this.issues.push({ code: 'missing-target', span: t ? spanOf(t) : this.endOf(), text: t?.text ?? '' });
        return;
      }
      this.syntax.target = target;
      this.syntax.stops.push(first.place);
      return;
    }
    this.syntax.target = first;
    if (subHold) return;
    const t = this.tok();
    if (t && directiveAt(t) === 'hold') {
      this.p++;
      return;
    }
    // "S F Ven - hold", "S A Liv to hold": the move's word leads to the hold, not to a place.
    if (t && directiveAt(t) === 'move' && directiveAt(this.tok(1)) === 'hold') {
      this.p += 2;
      return;
    }
    if (t && directiveAt(t) === 'move') {
      while (directiveAt(this.tok()) === 'move') this.p++;
      // A supported convoy may be written with its route; the destination is the last stop.
      for (;;) {
        const place = this.readPlace();
        if (!place) break;
        this.syntax.stops = [place];
        if (directiveAt(this.tok()) !== 'move') break;
        while (directiveAt(this.tok()) === 'move') this.p++;
      }
      if (this.syntax.stops.length === 0) this.issues.push({ code: 'missing-destination', span: this.tok() ? spanOf(this.tok()!) : this.endOf(), text: this.tok()?.text ?? '' });
      this.readVia();
      return;
    }
    if (this.syntax.verb === 'convoy' || subMove) {
      this.issues.push({ code: 'missing-destination', span: t ? spanOf(t) : this.endOf(), text: t?.text ?? '' });
    }
  }

  /** Whatever is left: punctuation, remarks in parentheses, `via convoy`, and words that mean nothing. */
  private trailing(waive: boolean): void {
    while (this.p < this.tokens.length) {
      const t = this.tokens[this.p];
      if (t.kind === 'dot' || t.kind === 'comma' || t.kind === 'colon' || t.kind === 'close') {
        this.p++;
        continue;
      }
      if (t.kind === 'open') {
        let q = this.p + 1;
        while (q < this.tokens.length && this.tokens[q].kind !== 'close') q++;
        const inside = this.tokens.slice(this.p + 1, q);
        const via = inside.length > 0 && inside.every((x) => x.kind === 'word' && (VIA_WORDS.has(x.key) || CONVOY_NOUNS.has(x.key)));
        if (via && (this.syntax.verb === 'move' || this.syntax.verb === 'retreat' || this.syntax.verb === 'none')) {
          this.syntax.viaConvoy = true;
          this.syntax.viaSpan = spanOf(t, this.tokens[Math.min(q, this.tokens.length - 1)]);
        }
        else this.issues.push({ code: 'remark', span: spanOf(t, this.tokens[Math.min(q, this.tokens.length - 1)]), text: this.textOf(this.p, q + 1) });
        this.p = q + 1;
        continue;
      }
      if (!waive && (this.syntax.verb === 'move' || this.syntax.verb === 'retreat' || this.syntax.verb === 'none') && this.readVia()) continue;
      if (waive && t.kind === 'word' && (t.key === 'build' || t.key === 'builds' || t.key === 'a' || t.key === 'one')) {
        this.p++;
        continue;
      }
      if (waive && t.kind === 'number') {
        this.p++;
        continue;
      }
      const start = this.p;
      if (!waive && t.kind === 'word' && this.placeStartsAt(this.p, false)) {
        const place = this.readPlace()!;
        this.issues.push({ code: 'extra-place', span: place.span, text: place.text });
        continue;
      }
      this.p++;
      while (this.p < this.tokens.length && this.tokens[this.p].kind !== 'open' && !(this.tokens[this.p].kind === 'word' && (this.placeStartsAt(this.p, false) || VIA_WORDS.has(this.tokens[this.p].key)))) this.p++;
      const last = this.tokens[this.p - 1];
      const words = this.tokens.slice(start, this.p).filter((x) => x.kind !== 'dot' && x.kind !== 'comma' && x.kind !== 'close');
      // A word that would mean something in an order, left over, is a meaning not followed: never ignored.
      const code = words.some((x) => this.isContent(x)) ? 'unexplained-words' : 'extra-words';
      if (words.length > 0) this.issues.push({ code, span: spanOf(this.tokens[start], last), text: this.textOf(start, this.p) });
    }
  }
}

/** Whether a directive written before the main one agrees with it, so that both together are not "several directives". */
function compatible(f: { d: Directive; t?: Token }, k: number, main: Directive, mainAt: number): boolean {
  if (f.d === main) return true;
  if ((main === 'retreat' && f.d === 'move') || (main === 'move' && f.d === 'retreat')) return true;
  // "F Lon-Holds" (2008 rulebook): a dash before HOLDS.
  if (main === 'hold' && f.d === 'move' && k === mainAt - 1 && (f.t?.kind === 'dash' || f.t?.kind === 'arrow')) return true;
  return false;
}

function is(t: Token | undefined, ...kinds: Token['kind'][]): boolean {
  return t !== undefined && kinds.includes(t.kind);
}

function directiveAt(t: Token | undefined): Directive | undefined {
  if (!t) return undefined;
  if (t.kind === 'dash' || t.kind === 'arrow') return 'move';
  return t.kind === 'word' ? directiveOf(t.key) : undefined;
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

function isUnitTypeWord(t: Token | undefined): boolean {
  return t?.kind === 'word' && UNIT_WORDS[t.key] !== undefined;
}

function isKeywordToken(t: Token): boolean {
  return directiveOf(t.key) !== undefined || UNIT_WORDS[t.key] !== undefined || VIA_WORDS.has(t.key) || FROM_WORDS.has(t.key) || FILLER_WORDS.has(t.key);
}
