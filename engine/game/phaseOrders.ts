import { provinceOf, type Loc, type Power, type ProvinceId, type UnitType } from '../map/types';
import { OrderSyntaxError, powerFromWord, readLines, readOrder, type ReadContext, type ReadLinesResult } from '../orders/strict';
import type { GameOrder, Order, RevivalSite } from '../orders/types';
import type { Phase } from './position';

/**
 * The strict reader for retreat and adjustment orders, in the case-file
 * notation (tests/datc/README.md):
 *
 *   ENG F nth - nwg        a retreat (in a retreat phase, a move is a retreat)
 *   RUS Disband A war      also "Remove A war", "A war Disband"
 *   RUS Build F stp/nc     also "F stp/nc Build"
 *   GER Waive
 *
 * Anything else is read by the movement reader and kept as it is, so that a
 * support or convoy written during a retreat is ruled illegal instead of
 * being unreadable (DATC 6.H.1-6.H.3). Exactly one meaning, or an
 * `OrderSyntaxError` with the column where reading stopped.
 */

const UNIT_WORDS: Record<string, UnitType> = { A: 'A', ARMY: 'A', F: 'F', FLEET: 'F' };
const BUILD_WORDS = new Set(['BUILD', 'BUILDS']);
const DISBAND_WORDS = new Set(['DISBAND', 'DISBANDS', 'REMOVE', 'REMOVES']);
const WAIVE_WORDS = new Set(['WAIVE', 'WAIVES']);

interface Word {
  upper: string;
  text: string;
  start: number;
  end: number;
}

function words(line: string): Word[] {
  return [...line.matchAll(/\S+/g)].map((m) => ({ text: m[0], upper: m[0].toUpperCase(), start: m.index! + 1, end: m.index! + m[0].length }));
}

/** A leading power word (`ENG`, `England:`) gives the order's power; the rest is the order. */
function powerPrefix<W extends { text: string; upper: string }>(all: W[], ctx: ReadContext): { power: Power | undefined; rest: W[] } {
  const first = all[0]?.upper.replace(/:$/, '');
  const named = first ? powerFromWord(first) : undefined;
  if (!named) return { power: ctx.power, rest: all };
  const rest = all.slice(1);
  return { power: named, rest: rest[0]?.text === ':' ? rest.slice(1) : rest };
}

/** Read one retreat- or adjustment-phase order. */
export function readPhaseOrder(line: string, phase: Phase, ctx: ReadContext): Order {
  const all = words(line);
  const { power, rest: ws } = powerPrefix(all, ctx);
  if (ws.length === 0 && all.length === 1 && power !== ctx.power) {
    throw new OrderSyntaxError('Expected an order after the power.', all[0].start, all[0].end);
  }
  const verbFirst = ws[0] && (BUILD_WORDS.has(ws[0].upper) || DISBAND_WORDS.has(ws[0].upper) || WAIVE_WORDS.has(ws[0].upper));
  const verbLast = !verbFirst && ws.length > 1 && (BUILD_WORDS.has(ws[ws.length - 1].upper) || DISBAND_WORDS.has(ws[ws.length - 1].upper));
  if (phase !== 'movement' && (verbFirst || verbLast)) {
    const verb = verbFirst ? ws[0] : ws[ws.length - 1];
    const rest = verbFirst ? ws.slice(1) : ws.slice(0, -1);
    if (WAIVE_WORDS.has(verb.upper)) {
      if (rest.length > 0) throw new OrderSyntaxError(`Unexpected "${rest[0].text}" after Waive.`, rest[0].start, rest[0].end);
      if (!power) throw new OrderSyntaxError('Say which power waives a build, e.g. "GER Waive".', verb.start, verb.end);
      return { kind: 'waive', power };
    }
    return readUnitOrder(rest, verb, BUILD_WORDS.has(verb.upper) ? 'build' : 'disband', power, ctx);
  }
  const order = readOrder(line, ctx);
  if (phase === 'retreat' && order.kind === 'move') {
    // A retreat is written as a move; a route or "via convoy" cannot make it a convoy (DATC 6.H.3).
    return { kind: 'retreat', power: order.power, unit: order.unit, at: order.at, to: order.to };
  }
  return order;
}

function readUnitOrder(rest: Word[], verb: Word, kind: 'build' | 'disband', power: Power | undefined, ctx: ReadContext): Order {
  const { map } = ctx;
  let ws = rest;
  const type = ws[0] ? UNIT_WORDS[ws[0].upper] : undefined;
  if (type) ws = ws.slice(1);
  if (ws.length === 0) throw new OrderSyntaxError('Expected a province.', verb.end + 2, verb.end + 2);
  const text = ws.map((w) => w.text).join(' ');
  const loc: Loc | undefined = map.lookup(text);
  if (loc === undefined) throw new OrderSyntaxError(`"${text}" is not a province on this map.`, ws[0].start, ws[ws.length - 1].end);
  const province: ProvinceId = provinceOf(loc);
  const here = ctx.unitAt?.(province);
  let unit: UnitType | undefined = type;
  let who = power;
  if (kind === 'disband') {
    unit ??= here?.type;
    who ??= here?.power;
  } else {
    // The owner of a home centre is the only power that can build there.
    who ??= map.province(province)?.home;
    // DATC 4.C.3 (c) and Alexander III.5.e-f: only an inland centre, or a coast named, leaves one meaning.
    if (!unit && map.province(province)?.kind === 'land') unit = 'A';
    if (!unit && loc.includes('/')) unit = 'F';
  }
  const at = rest[0] ?? verb;
  if (!unit) throw new OrderSyntaxError(`Say whether the unit is an army (A) or a fleet (F).`, at.start, at.end);
  if (!who) throw new OrderSyntaxError('Say which power gives this order, e.g. "RUS Build A mos".', at.start, at.end);
  return { kind, power: who, unit, at: loc };
}

export type ReadPhaseOrdersResult = ReadLinesResult<Order>;

/** Read a block of orders for a phase: one per line, `#` comments, power headings or prefixes. */
export function readPhaseOrders(text: string, phase: Phase, ctx: ReadContext): ReadPhaseOrdersResult {
  return readLines(text, ctx, (line, lineCtx) => readPhaseOrder(line, phase, lineCtx));
}


// ---------------------------------------------------------------------------
// Revival orders (CalsMUN, engine/resolve/insurrection.ts), read in a movement phase:
//
//   England: F I Lon–Russia          the Insurrection order, as the rules write it
//   ENG F lon I RUS                  also "F London insurrection Russia", "F I London - Russia"
//   Russia: revive Moscow, F stp/sc, Warsaw
//                                    the revived power's home centres, most wanted first;
//                                    an army unless "F" is written; entries may be numbered "1."

const INSURRECTION_WORDS = new Set(['I', 'INSURRECTION', 'INSURRECTIONS', 'INSURRECT', 'INSURRECTS']);
const REVIVE_WORDS = new Set(['REVIVE', 'REVIVES', 'REVIVAL']);
const LINK_WORDS = new Set(['-', '–', '—', '->', '=>', 'TO', 'FOR']);

/** Words, with a dash inside a word (`Lon–Russia`) split off unless the whole word is a name on the map. */
function gameWords(line: string, ctx: ReadContext): Word[] {
  const out: Word[] = [];
  for (const w of words(line)) {
    if (w.text.length > 1 && /[-–—]/.test(w.text) && !LINK_WORDS.has(w.upper) && ctx.map.lookup(w.text) === undefined) {
      let offset = 0;
      for (const part of w.text.split(/([-–—]>?)/)) {
        if (part) out.push({ text: part, upper: part.toUpperCase(), start: w.start + offset, end: w.start + offset + part.length - 1 });
        offset += part.length;
      }
    } else out.push(w);
  }
  return out;
}

/**
 * Read one order of any phase, including CalsMUN's revival orders in a
 * movement phase; everything else as `readPhaseOrder` reads it.
 */
export function readGameOrder(line: string, phase: Phase, ctx: ReadContext): GameOrder {
  if (phase !== 'movement') return readPhaseOrder(line, phase, ctx);
  const { power, rest: ws } = powerPrefix(gameWords(line, ctx), ctx);
  if (ws[0] && REVIVE_WORDS.has(ws[0].upper)) return readRevive(line, ws[0], power, ctx);
  const last = ws[ws.length - 1];
  const target = last ? powerFromWord(last.upper) : undefined;
  if (target && ws.slice(0, -1).some((w) => INSURRECTION_WORDS.has(w.upper))) return readInsurrection(ws, target, power, ctx);
  return readPhaseOrder(line, phase, ctx);
}

function readInsurrection(ws: Word[], target: Power, power: Power | undefined, ctx: ReadContext): GameOrder {
  const { map } = ctx;
  let rest = ws.slice(0, -1);
  const type = UNIT_WORDS[rest[0]?.upper ?? ''];
  if (type) rest = rest.slice(1);
  if (rest.length > 0 && LINK_WORDS.has(rest[rest.length - 1].upper)) rest = rest.slice(0, -1);
  let place: Word[];
  if (rest[0] && INSURRECTION_WORDS.has(rest[0].upper)) place = rest.slice(1);
  else if (rest.length > 0 && INSURRECTION_WORDS.has(rest[rest.length - 1].upper)) place = rest.slice(0, -1);
  else {
    const at = rest.find((w) => INSURRECTION_WORDS.has(w.upper)) ?? ws[0];
    throw new OrderSyntaxError('Write an insurrection as "F I Lon - Russia" or "F Lon I Russia".', at.start, at.end);
  }
  const anchor = ws[0];
  if (place.length === 0) throw new OrderSyntaxError('Expected the unit\'s province.', anchor.start, anchor.end);
  const text = place.map((w) => w.text).join(' ');
  const loc = map.lookup(text);
  if (loc === undefined) throw new OrderSyntaxError(`"${text}" is not a province on this map.`, place[0].start, place[place.length - 1].end);
  const here = ctx.unitAt?.(provinceOf(loc));
  const unit = type ?? here?.type;
  if (!unit) throw new OrderSyntaxError('Say whether the unit is an army (A) or a fleet (F).', anchor.start, anchor.end);
  const who = power ?? here?.power;
  if (!who) throw new OrderSyntaxError('Say which power gives this order, e.g. "England: F I Lon - Russia".', anchor.start, anchor.end);
  return { kind: 'insurrection', power: who, unit, at: loc, revive: target };
}

function readRevive(line: string, verb: Word, power: Power | undefined, ctx: ReadContext): GameOrder {
  if (!power) throw new OrderSyntaxError('Say which power revives, e.g. "Russia: revive Moscow, Warsaw".', verb.start, verb.end);
  const centres: RevivalSite[] = [];
  // The list: everything after the verb, one entry between commas or semicolons.
  let from = verb.end;
  for (const raw of line.slice(verb.end).split(/([,;])/)) {
    const start = from;
    from += raw.length;
    if (raw === ',' || raw === ';') continue;
    const entry = raw.replace(/^\s*\(?\d+[.)]\s*/, (m) => ' '.repeat(m.length));
    const ws = words(entry).map((w) => ({ ...w, start: w.start + start, end: w.end + start }));
    if (ws.length === 0) throw new OrderSyntaxError('Expected a home centre, e.g. "revive Moscow, Warsaw".', start + 1, start + 1);
    const type = UNIT_WORDS[ws[0].upper];
    const place = type ? ws.slice(1) : ws;
    if (place.length === 0) throw new OrderSyntaxError('Expected a home centre after the unit type.', ws[0].start, ws[0].end);
    const text = place.map((w) => w.text).join(' ');
    const loc = ctx.map.lookup(text);
    if (loc === undefined) throw new OrderSyntaxError(`"${text}" is not a province on this map.`, place[0].start, place[place.length - 1].end);
    centres.push({ unit: type ?? 'A', at: loc });
  }
  return { kind: 'revive', power, centres };
}

export type ReadGameOrdersResult = ReadLinesResult<GameOrder>;

/** `readPhaseOrders`, with CalsMUN's revival orders read too in a movement phase. */
export function readGameOrders(text: string, phase: Phase, ctx: ReadContext): ReadGameOrdersResult {
  return readLines(text, ctx, (line, lineCtx) => readGameOrder(line, phase, lineCtx));
}
