import type { GameMap } from '../../map/gameMap';
import type { Power } from '../../map/types';
import { PlainOrder, type LineShape, type PlainLineReader } from '../fastPath';
import { readFormat, type FormatId } from '../formats';
import { UNIT_WORDS } from '../lexicon';
import { matchPlace, type NameIndex } from '../names';
import type { Heading } from '../parseTypes';
import { parseSyntax, type OrderSyntax } from '../syntax';
import { tokenize, type Span, type Token } from '../tokens';
import { stripAnnotations, type Annotation } from './annotations';
import { cleanLine, type Remark } from './lineCleaning';
import { lineKind } from './lineKinds';
import { splitOrders } from './splitOrders';

/**
 * A sheet's lines, read for their shape before any is classified: headings and the sets of orders
 * they open, lines that are no orders, and each order line cut into its orders, cleaned, its
 * results and remarks set aside, and read by its format's reader and the syntax reader.
 */

/** The most orders one line is read for: a board holds 34 units at most. */
export const MAX_ORDERS_PER_LINE = 34;

/** An order line (or one order of a line that holds several) between reading and classifying. */
export interface Pending {
  line: number;
  /** The line as written (the whole line, also for one order of several on it). */
  text: string;
  /** Absent for a plain line until the full reader has to read it. */
  tokens?: Token[];
  plain?: PlainOrder;
  syntax?: OrderSyntax;
  set: number;
  crash?: unknown;
  format?: FormatId;
  annotations?: Annotation[];
  /** What was set aside around the order: markup, a season, a player's name, parentheses, a `--` remark. */
  remarks?: Remark[];
}

export interface SheetLines {
  pending: Pending[];
  headings: Heading[];
  /** The power each set's heading names (set 0: none). */
  labelOf: Map<number, Power | undefined>;
  /** The line each set starts at. */
  setStart: Map<number, number>;
  /** Sets under a heading that names no power. */
  unreadableSets: Set<number>;
}

/**
 * Pass 1 of the parser. `alreadyRead` is what the plain-sheet path read before it handed the text
 * back; `plain`, when given, reads plain movement lines fast and hands back any it is not sure of.
 */
export function readSheetLines(rawLines: readonly string[], alreadyRead: readonly (PlainOrder | LineShape)[], plain: PlainLineReader | undefined, index: NameIndex, map: GameMap): SheetLines {
  const headings: Heading[] = [];
  const unreadableSets = new Set<number>();
  const placeAt = (tokens: readonly Token[], k: number) => matchPlace(tokens, k, index, { fuzzy: false })?.how === 'exact';
  const anyPlaceAt = (tokens: readonly Token[], k: number) => matchPlace(tokens, k, index, { fuzzy: true }) !== undefined;
  const pending: Pending[] = [];
  const labelOf = new Map<number, Power | undefined>();
  const setStart = new Map<number, number>();
  let set = 0;
  labelOf.set(0, undefined);
  for (let i = 0; i < rawLines.length; i++) {
    const raw = rawLines[i];
    const known = alreadyRead[i];
    const plainOrder = known === undefined ? plain?.read(raw) : known instanceof PlainOrder ? known : undefined;
    if (plainOrder) {
      pending.push({ line: i + 1, text: raw, plain: plainOrder, set });
      continue;
    }
    // The fast path also knows blank lines and bare power headings ("England:").
    let heading: { power?: Power; newSet: boolean; unreadable?: boolean } | undefined;
    const shape = known === undefined ? plain?.lineShape() : (known as LineShape);
    if (shape === 'blank') continue;
    if (shape !== undefined && shape !== 'other') heading = { power: shape, newSet: false };
    else {
      // Markup, a season or a player's name written around the orders: blanked, columns kept.
      const cleaned = cleanLine(raw);
      const tokens = tokenize(stripComment(cleaned.text));
      if (!tokens.some((t) => t.kind === 'word' || t.kind === 'number')) continue;
      const kind = lineKind(cleaned.text, tokens, placeAt, anyPlaceAt);
      if (kind.kind === 'heading') heading = kind;
      else if (kind.kind !== 'order') {
        // A date, a block's name or a report's line: no order, and no new set (a set is a power's orders).
        headings.push({ line: i + 1, text: raw, kind: kind.kind });
        continue;
      } else {
        // A loop, not a spread: a line may hold any number of orders.
        for (const p of readOrderLine(raw, tokens, i + 1, set, index, map, cleaned.remarks)) pending.push(p);
        continue;
      }
    }
    const h: Heading = { line: i + 1, text: raw, kind: heading.unreadable ? 'unreadable' : 'power' };
    if (heading.power) h.power = heading.power;
    if (heading.power || heading.newSet) {
      set++;
      labelOf.set(set, heading.unreadable ? undefined : (heading.power ?? labelOf.get(set - 1)));
      if (heading.unreadable) unreadableSets.add(set);
      setStart.set(set, i + 1);
      h.set = set;
    }
    headings.push(h);
  }

  return { pending, headings, labelOf, setStart, unreadableSets };
}

/**
 * One order line through the reading pipeline: cut into its orders when it holds several, each
 * order's result annotations set aside, each read by the first format that knows it (or as plain
 * notation), then its shape read by the syntax reader.
 */
function readOrderLine(raw: string, tokens: Token[], line: number, set: number, index: NameIndex, map: GameMap, remarks: readonly Remark[]): Pending[] {
  const all = splitOrders(tokens);
  // No board holds more than 34 units, so no sheet's line holds more orders: the rest is not read.
  const parts = all.length > MAX_ORDERS_PER_LINE ? all.slice(0, MAX_ORDERS_PER_LINE) : all;
  const read = parts.map((whole, n) => {
    // Each order's own results: "A Vie - Tyr FAILS, A Bud H".
    const { tokens: stripped, annotations, remark } = stripAnnotations(raw, whole);
    const { tokens: part, wrapped } = unwrapOrder(raw, stripped);
    const f = readFormat(part);
    // Every order of a line keeps the whole line as its text: the entries say which line they come from.
    const p: Pending = { line, text: raw, tokens: f.tokens, set };
    if (f.format !== 'plain') p.format = f.format;
    if (annotations.length > 0) p.annotations = annotations;
    // The line's remarks go with its first order; a "--" remark with the order it follows.
    const own = [...(n === 0 ? remarks : []), ...(wrapped ? [wrapped] : []), ...(remark ? [{ kind: 'remark' as const, ...remark }] : [])];
    if (n === parts.length - 1 && parts.length < all.length) {
      const rest = all[parts.length];
      const end = all[all.length - 1];
      own.push({ kind: 'overflow', text: `${all.length}`, column: rest[0].start, endColumn: end[end.length - 1].end });
    }
    if (own.length > 0) p.remarks = own;
    readSyntax(p, index, map);
    if (f.targetTypeOmitted && p.syntax) p.syntax.targetTypeOmitted = true;
    if (f.unitTypeOmitted && p.syntax) p.syntax.unitTypeOmitted = true;
    return p;
  });
  // "England: A Ber-Kie, F Kie-Den": the power written before the first order gives them all, up to the next power written.
  let power = read[0].syntax?.power;
  for (const p of read.slice(1)) {
    if (p.syntax?.power) power = p.syntax.power;
    else if (power && p.syntax) p.syntax.power = power;
  }
  return read;
}

/** "(A Gal-Rum)" among a line's orders: the order inside, and the parentheses kept as a remark. */
function unwrapOrder(raw: string, tokens: Token[]): { tokens: Token[]; wrapped?: Remark } {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (tokens.length < 4 || first.kind !== 'open' || last.kind !== 'close' || tokens.slice(1, -1).some((t) => t.kind === 'open' || t.kind === 'close')) return { tokens };
  if (!(tokens[1].kind === 'word' && UNIT_WORDS[tokens[1].key] !== undefined)) return { tokens };
  return { tokens: tokens.slice(1, -1), wrapped: { kind: 'parentheses', text: raw.slice(first.start - 1, last.end), column: first.start, endColumn: last.end } };
}

/** The full reader's reading of a line's shape; a crash is kept for the line's report. */
export function readSyntax(p: { tokens?: Token[]; syntax?: OrderSyntax; crash?: unknown }, index: NameIndex, map: GameMap): void {
  try {
    p.syntax = parseSyntax(p.tokens!, index, map);
  } catch (e) {
    p.crash = e;
  }
}

/** Cut a `#` or `//` comment; columns before it are unchanged. */
export function stripComment(line: string): string {
  const m = /#|\/\//.exec(line);
  return m ? line.slice(0, m.index) : line;
}

/** The columns of a line's first and last token. */
export function columns(tokens: readonly Token[]): { column: number; endColumn: number } {
  if (tokens.length === 0) return { column: 1, endColumn: 1 };
  const span: Span = { start: tokens[0].start, end: tokens[tokens.length - 1].end };
  return { column: span.start, endColumn: span.end };
}
