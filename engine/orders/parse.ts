import type { GameMap } from '../map/gameMap';
import { mapTables } from '../map/mapTables';
import { standardMap } from '../map/standardMap';
import { POWER_NAMES, provinceOf, type Power } from '../map/types';
import { UNIT_WORDS } from './lexicon';
import { ruleSet } from '../rules';
import type { RuleSet } from '../rules/ruleSet';
import { visible } from '../inputText';
import { citeFor } from './citing';
import { classify, type ClassifyContext, type Reading } from './classify';
import { readFormat, type FormatId } from './formats';
import { matchPlace, nameIndex, type NameIndex } from './names';
import { stripAnnotations, type Annotation } from './sheet/annotations';
import { cleanLine, remarkMessage, type Remark } from './sheet/lineCleaning';
import { lineKind } from './sheet/lineKinds';
import { splitOrders } from './sheet/splitOrders';
import { judge, type LegalityWorld } from './orderLegality';
import type { Phase } from './types';
import type { Diagnostic, Heading, ParsedLine, ParsePosition, ParseResult } from './parseTypes';
import { legalityWorld, ParseBoard } from './parseBoard';
import { parsePlainSheet, PlainLegality, PlainLineReader, PlainOrder, plainMovementOrder, type LineShape } from './fastPath';
import { applyProcedures } from './procedures';
import { parseSyntax, type OrderSyntax } from './syntax';
import { tokenize, type Span, type Token } from './tokens';

/**
 * The lenient order parser: `parseOrders(text, position, rules)`.
 *
 * Every line is read (`syntax.ts`), given to a unit and classified into seed
 * 004's four degrees (`classify.ts`), judged legal or not (`orderLegality.ts`),
 * and then the seed's procedures pick what is carried out (`procedures.ts`).
 * Lines may carry a power prefix (`England:`, `ENG`) or sit under a heading;
 * `#` and `//` start comments. It never throws on any text. CalsMUN's revival
 * orders (`F I Lon–Russia`, `Russia: revive Moscow, F StP (nc)`) are read in
 * every rule set and are legal only under one with the insurrection policy.
 */
export function parseOrders(
  text: string,
  position: ParsePosition,
  rules: RuleSet | string = 'alexander',
  options: {
    map?: GameMap;
    /** False reads every line with the full lenient reader, without the plain-line fast path; the tests compare the two. */
    fastPath?: boolean;
  } = {},
): ParseResult {
  const map = options.map ?? standardMap;
  const rs = typeof rules === 'string' ? ruleSet(rules) : rules;
  const phase: Phase = position.phase ?? 'movement';
  const source = typeof text === 'string' ? text : String(text ?? '');
  // Lines end at LF, CR LF or CR; most texts have no CR, and then one character ends every line.
  const lf = source.indexOf('\r') < 0 ? source : source.replace(/\r\n?/g, '\n');
  // What the sheet's path read before it handed the text back, line by line.
  const alreadyRead: (PlainOrder | LineShape)[] = [];
  // A sheet of plain movement orders under bare power headings, the live editor's usual text, has a path of its own.
  if (phase === 'movement' && options.fastPath !== false && !position.centres && !position.eliminated && !position.dislodged) {
    const sheet = parsePlainSheet(lf, position, rs, map, alreadyRead);
    if (sheet) return sheet;
  }
  const rawLines = lf.split('\n');
  const board = new ParseBoard(map, rs, phase, position);
  const index = nameIndex(map);
  // Plain movement orders are read by the fast path; it hands back any line it is not sure of.
  const plain = phase === 'movement' && options.fastPath !== false ? PlainLineReader.of(map) : undefined;

  // --- Pass 1: headings, sets and the shape of each order line.
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
        pending.push(...readOrderLine(raw, tokens, i + 1, set, index, map, cleaned.remarks));
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

  const diagnostics: Diagnostic[] = [];
  for (const h of headings) {
    if (h.kind !== 'unreadable') continue;
    diagnostics.push({
      line: h.line,
      ...columns(tokenize(stripComment(h.text))),
      severity: 'warning',
      code: 'unreadable-heading',
      message: 'This heading names no power; each order under it is given to the power whose unit it names.',
    });
  }

  // --- Mislabelled sets are still used: a heading naming a power that owns none
  // of the units ordered under it, when they all belong to one other power.
  // The owners found under each set, gathered in one pass so a long text stays linear.
  const ownersOf = new Map<number, Set<Power>>();
  for (const p of pending) {
    let owner: Power | undefined;
    if (p.plain) {
      // What `naturalOwner` finds in the line's syntax: the owner of the unit in its one province.
      if (p.plain.power) continue;
      owner = board.unitFor(p.plain.at)?.power;
    } else {
      if (!p.syntax || p.syntax.power) continue;
      owner = naturalOwner(p.syntax, map, board);
    }
    if (!owner) continue;
    let owners = ownersOf.get(p.set);
    if (!owners) ownersOf.set(p.set, (owners = new Set()));
    owners.add(owner);
  }
  for (const h of headings) {
    if (h.set === undefined || !h.power) continue;
    const owners = ownersOf.get(h.set) ?? new Set<Power>();
    if (owners.size === 1 && !owners.has(h.power)) {
      const real = [...owners][0];
      labelOf.set(h.set, real);
      diagnostics.push({
        line: h.line,
        ...columns(tokenize(stripComment(h.text))),
        severity: 'warning',
        code: 'mislabelled-set',
        message: `These orders are for ${POWER_NAMES[real]}'s units, not ${POWER_NAMES[h.power]}'s; they are used as ${POWER_NAMES[real]}'s (a mislabelled set is still used).`,
      });
    }
  }

  // --- Pass 2: classify and judge each line.
  // Made only if a line needs them: legality's world (for an order that is not plainly legal) and the classifier's context.
  let world: LegalityWorld | undefined;
  let classifying: ClassifyContext | undefined;
  const plainLegality = plain ? new PlainLegality(mapTables(map), rs, position.units ?? []) : undefined;
  const lines: ParsedLine[] = pending.map((p) => {
    let reading: Reading | undefined;
    if (p.plain) {
      const order = plainMovementOrder(p.plain, p.plain.power ?? labelOf.get(p.set) ?? position.power, map, plainLegality!);
      if (order) {
        // Well written and legal: the line the full path would build, with no note to write.
        if (plainLegality!.legal(order) && !unreadableSets.has(p.set)) {
          return { line: p.line, text: p.text, set: p.set, degree: 'well-written', legal: true, rules: [], meanings: [], diagnostics: [], status: 'unassignable', power: order.power, order };
        }
        reading = { degree: 'well-written', meanings: [order], notes: [], power: order.power, order };
      } else {
        // Not sure: the full reader reads the line, as if there were no fast path.
        p.tokens = tokenize(stripComment(p.text));
        readSyntax(p, index, map);
      }
    }
    const whole = wholeOf(p);
    const out: ParsedLine = { line: p.line, text: p.text, set: p.set, degree: 'un-assignable', legal: false, rules: [], meanings: [], diagnostics: [], status: 'unassignable' };
    if (p.format) out.format = p.format;
    if (p.annotations) {
      out.annotations = p.annotations;
      for (const a of p.annotations) note(out, { column: a.column, endColumn: a.endColumn, severity: 'info', code: 'annotation', message: `“${a.text}” is a result written after the order; it is set aside, not read as part of the order.` });
    }
    for (const r of mergedMarkup(p.remarks ?? [])) note(out, { column: r.column, endColumn: r.endColumn, severity: 'info', code: 'remark', message: remarkMessage(r) });
    if (!reading) try {
      if (p.crash || !p.syntax) throw p.crash ?? new Error('no syntax');
      if (p.syntax.number !== undefined) out.number = p.syntax.number;
      classifying ??= {
        map,
        phase,
        unitAt: (id) => board.unitAt(id),
        dislodgedAt: (id) => board.dislodgedAt(id)?.unit,
        adjustment: (power) => board.adjustment(power),
        inlandFleetBuild: rs.policies.inlandFleetBuild,
      };
      reading = classify(p.syntax, { ...classifying, power: p.syntax.power?.power ?? labelOf.get(p.set) ?? position.power });
    } catch (e) {
      // A bug must not take the whole text down; the test suite checks this never happens.
      note(out, { ...whole, severity: 'error', code: 'internal-error', message: `This line could not be read (${e instanceof Error ? e.message : 'internal error'}).` });
      return out;
    }
    for (const n of reading.notes) note(out, { column: n.span.start, endColumn: n.span.end, severity: n.severity, code: n.code, message: n.message });
    if (reading.power) out.power = reading.power;
    // Under a heading that names no power, the order goes to its unit's owner: the ruling says so.
    if (reading.power && unreadableSets.has(p.set) && !(p.syntax?.power ?? p.plain?.power) && reading.degree !== 'un-assignable') {
      note(out, { ...whole, severity: 'info', code: 'power-from-unit', message: `The heading above names no power; this order is read as ${POWER_NAMES[reading.power]}'s, whose unit it names.` });
    }
    out.degree = reading.degree;
    if (reading.order) out.order = reading.order;
    if (reading.degree === 'ambiguous') out.meanings = reading.meanings;
    // A line with no reading may still name its unit for certain; a reading names it already.
    if (reading.unit && !reading.order && reading.meanings.length === 0) out.unit = reading.unit;
    if (reading.degree === 'un-assignable') {
      out.reason = reading.unassignable ?? 'no-such-unit';
      out.rules = citeFor(rs, out.reason === 'not-home-centre' ? 'buildHomeCentre' : 'ownUnitsOnly');
    } else if (reading.degree === 'ambiguous') {
      out.reason = reading.coastOnly ? 'coast-needed' : 'ambiguous';
      const kind = reading.meanings[0]?.kind;
      out.rules = citeFor(rs, kind === 'build' || kind === 'revive' ? 'buildAmbiguous' : kind === 'retreat' ? 'retreatAmbiguous' : reading.coastOnly ? 'twoCoasts' : 'ambiguous');
    } else if (reading.order) {
      let verdict: ReturnType<typeof judge>;
      try {
        world ??= legalityWorld(board);
        verdict = judge(reading.order, world);
      } catch (e) {
        note(out, { ...whole, severity: 'error', code: 'internal-error', message: `The legality of this order could not be checked (${e instanceof Error ? e.message : 'internal error'}).` });
        return out;
      }
      if (verdict.legal) {
        out.legal = true;
        out.rules = reading.degree === 'badly-written' ? citeFor(rs, 'badlyWritten') : [];
      } else {
        out.reason = verdict.reason;
        out.rules = verdict.rules;
        note(out, { ...whole, severity: 'error', code: 'illegal', message: verdict.message });
      }
    }
    return out;
  });

  // --- "S F Ion-Ion": read by the sheet's context (see `supportToHold`).
  supportsToHold(lines, () => (world ??= legalityWorld(board)), map, citeFor(rs, 'badlyWritten'));

  // --- Seed 004 §C.
  const outcome = applyProcedures(lines, board);
  const keepFirst = rs.policies.multipleOrdersToUnit === 'first';
  // Each power's last set, whose first line an earlier set's warning points at.
  const lastSetOf = new Map<Power, number>();
  for (const [s, p] of labelOf) if (p) lastSetOf.set(p, s);
  lines.forEach((l, i) => {
    l.status = outcome.status[i];
    // Most lines are followed or illegal, and get no warning here.
    if (l.status === 'followed' || l.status === 'illegal') return;
    const whole = wholeOf(pending[i]);
    const other = outcome.because[i] !== undefined ? lines[outcome.because[i]!].line : undefined;
    if (l.status === 'earlier-set' && l.power) {
      const last = lastSetOf.get(l.power);
      const at = last !== undefined && last > l.set ? ` at line ${setStart.get(last)}` : '';
      l.diagnostics.push({ line: l.line, ...whole, severity: 'warning', code: 'earlier-set', message: `Not used: only the latest set of ${POWER_NAMES[l.power]}'s orders counts, and a later one starts${at}.` });
    } else if (l.status === 'superseded') {
      if (l.order?.kind === 'revive') {
        const how = keepFirst ? 'the first legal one counts' : 'the last legal one counts';
        l.diagnostics.push({ line: l.line, ...whole, severity: 'warning', code: 'superseded', message: `Not used: line ${other} also gives ${POWER_NAMES[l.order.power]}'s revival list, and ${how}.` });
      } else {
        const how = phase === 'adjustment' ? 'the first order for it counts' : keepFirst ? 'the first legal order to a unit counts' : 'the last legal order to a unit counts';
        l.diagnostics.push({ line: l.line, ...whole, severity: 'warning', code: 'superseded', message: `Not used: line ${other} also orders this ${phase === 'adjustment' && l.order?.kind === 'build' ? 'site' : 'unit'}, and ${how}.` });
      }
      l.rules = citeFor(rs, 'multipleOrders');
    } else if (l.status === 'over-limit' && l.power) {
      const adj = board.adjustment(l.power);
      const isBuild = l.order?.kind !== 'disband';
      const n = isBuild ? adj.builds : adj.removals;
      l.diagnostics.push({
        line: l.line,
        ...whole,
        severity: 'warning',
        code: 'over-limit',
        message: `Not used: ${POWER_NAMES[l.power]} may ${isBuild ? 'build' : 'remove'} only ${n} unit${n === 1 ? '' : 's'}${other ? `, and line ${other} uses the last of them` : ''}; orders count in sequence.`,
      });
      l.rules = citeFor(rs, 'tooManyAdjustments');
    }
  });
  for (const cd of outcome.civilDisorder) {
    const first = lines.find((l) => l.power === cd.power && (l.status === 'followed' || l.status === 'illegal' || l.status === 'ambiguous'));
    if (!first) continue;
    const whole = wholeOf(pending[lines.indexOf(first)]);
    first.diagnostics.push({
      line: first.line,
      ...whole,
      severity: 'warning',
      code: 'civil-disorder',
      message: `${POWER_NAMES[cd.power]} must remove ${cd.removals} more unit${cd.removals === 1 ? '' : 's'} than its legal removal orders cover; ${cd.removals === 1 ? 'that unit is' : 'those units are'} chosen by the civil-disorder rule (farthest from home first).`,
    });
  }

  for (const l of lines) diagnostics.push(...l.diagnostics);
  diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  return { phase, lines, headings, diagnostics, given: outcome.given, orders: outcome.orders, civilDisorder: outcome.civilDisorder };
}

/**
 * A support for a move from a province into itself ("F Nap S F Ion-Ion") is how some judges and
 * players write a support to hold. It is read so, unless the sheet orders that very move (DATC
 * 6.A.5's "A Yor - Yor"), which is illegal, and then the support for it is the illegal support.
 */
function supportsToHold(lines: ParsedLine[], world: () => LegalityWorld, map: GameMap, badlyWritten: ParsedLine['rules']): void {
  const selfMoves = new Set<string>();
  for (const l of lines) if (l.order?.kind === 'move' && provinceOf(l.order.at) === provinceOf(l.order.to)) selfMoves.add(provinceOf(l.order.at));
  for (const l of lines) {
    const o = l.order;
    if (o?.kind !== 'support' || o.to === undefined || provinceOf(o.to) !== provinceOf(o.target.at) || selfMoves.has(provinceOf(o.target.at))) continue;
    const { to: _, ...hold } = o;
    l.order = hold;
    const name = map.province(provinceOf(o.target.at))?.name ?? o.target.at;
    note(l, { column: 1, endColumn: l.text.length, severity: 'info', code: 'extra-place', message: `A support for a move from ${name} to ${name} is read as a support to hold there, as nobody orders that move.` });
    if (l.degree === 'well-written') l.degree = 'badly-written';
    const verdict = judge(hold, world());
    l.legal = verdict.legal;
    if (verdict.legal) {
      delete l.reason;
      l.diagnostics = l.diagnostics.filter((d) => d.code !== 'illegal');
      l.rules = badlyWritten;
    } else {
      l.reason = verdict.reason;
      l.rules = verdict.rules;
    }
  }
}

/** A diagnostic of one line, its message a sentence; any input it quotes shows every character and reorders nothing. */
function note(out: ParsedLine, d: Omit<Diagnostic, 'line'>): void {
  out.diagnostics.push({ line: out.line, ...d, message: sentence(visible(d.message)) });
}

function sentence(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Cut a `#` or `//` comment; columns before it are unchanged. */
function stripComment(line: string): string {
  const m = /#|\/\//.exec(line);
  return m ? line.slice(0, m.index) : line;
}

/** The columns of a pending line's first and last token. */
function wholeOf(p: { tokens?: readonly Token[]; plain?: PlainOrder }): { column: number; endColumn: number } {
  return p.tokens ? columns(p.tokens) : { column: p.plain!.column, endColumn: p.plain!.endColumn };
}

function columns(tokens: readonly Token[]): { column: number; endColumn: number } {
  if (tokens.length === 0) return { column: 1, endColumn: 1 };
  const span: Span = { start: tokens[0].start, end: tokens[tokens.length - 1].end };
  return { column: span.start, endColumn: span.end };
}

/** Whose unit (or home centre, for a build) a line names, when that is certain. */
function naturalOwner(sx: OrderSyntax, map: GameMap, board: ParseBoard): Power | undefined {
  const ids = sx.unit?.place.match?.ids;
  if (!ids || ids.length !== 1) return undefined;
  if (sx.verb === 'build') return map.province(ids[0])?.home;
  return board.unitFor(ids[0])?.power;
}

/** An order line (or one order of a line that holds several) between reading and classifying. */
interface Pending {
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

/**
 * One order line through the reading pipeline: cut into its orders when it holds several, each
 * order's result annotations set aside, each read by the first format that knows it (or as plain
 * notation), then its shape read by the syntax reader.
 */
function readOrderLine(raw: string, tokens: Token[], line: number, set: number, index: NameIndex, map: GameMap, remarks: readonly Remark[]): Pending[] {
  const parts = splitOrders(tokens);
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

/** A line's markup as one remark ("`A Par - Bur`" has two marks, and one note says so). */
function mergedMarkup(remarks: readonly Remark[]): Remark[] {
  const markup = remarks.filter((r) => r.kind === 'markup');
  if (markup.length < 2) return [...remarks];
  const one: Remark = { kind: 'markup', text: [...new Set(markup.map((r) => r.text))].join('”, “'), column: markup[0].column, endColumn: markup[markup.length - 1].endColumn };
  return [one, ...remarks.filter((r) => r.kind !== 'markup')];
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
function readSyntax(p: { tokens?: Token[]; syntax?: OrderSyntax; crash?: unknown }, index: NameIndex, map: GameMap): void {
  try {
    p.syntax = parseSyntax(p.tokens!, index, map);
  } catch (e) {
    p.crash = e;
  }
}
