import type { GameMap } from '../map/gameMap';
import { POWER_NAMES, POWERS, provinceOf, type Loc, type Power, type ProvinceId, type UnitType } from '../map/types';
import { OrderSyntaxError, readOrder, type ReadContext } from '../orders/strict';
import type { Order } from '../orders/types';
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

const POWER_WORDS = new Map<string, Power>();
for (const p of POWERS) {
  POWER_WORDS.set(p, p);
  POWER_WORDS.set(POWER_NAMES[p].toUpperCase(), p);
}
for (const [adjective, p] of [
  ['AUSTRIAN', 'AUS'],
  ['ENGLISH', 'ENG'],
  ['FRENCH', 'FRA'],
  ['GERMAN', 'GER'],
  ['ITALIAN', 'ITA'],
  ['RUSSIAN', 'RUS'],
  ['TURKISH', 'TUR'],
] as const) POWER_WORDS.set(adjective, p);
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

/** Read one retreat- or adjustment-phase order. */
export function readPhaseOrder(line: string, phase: Phase, ctx: ReadContext): Order {
  const all = words(line);
  let ws = all;
  let power = ctx.power;
  const first = ws[0]?.upper.replace(/:$/, '');
  if (first && POWER_WORDS.has(first) && ws.length > 1) {
    power = POWER_WORDS.get(first);
    ws = ws.slice(1);
  } else if (first && POWER_WORDS.has(first) && ws.length === 1) {
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

export interface ReadPhaseOrdersResult {
  orders: Order[];
  /** 1-based source line of each order. */
  lines: number[];
  errors: { line: number; column: number; endColumn: number; text: string; message: string }[];
}

/** Read a block of orders for a phase: one per line, `#` comments, power headings or prefixes. */
export function readPhaseOrders(text: string, phase: Phase, ctx: ReadContext): ReadPhaseOrdersResult {
  const result: ReadPhaseOrdersResult = { orders: [], lines: [], errors: [] };
  let heading = ctx.power;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/(#|\/\/).*$/, '').trimEnd();
    if (!line.trim()) return;
    const m = /^\s*([A-Za-z]+)\s*:?\s*$/.exec(line);
    const headingPower = m ? POWER_WORDS.get(m[1].toUpperCase()) : undefined;
    if (headingPower) {
      heading = headingPower;
      return;
    }
    try {
      result.orders.push(readPhaseOrder(line, phase, { ...ctx, power: heading }));
      result.lines.push(index + 1);
    } catch (e) {
      if (!(e instanceof OrderSyntaxError)) throw e;
      result.errors.push({ line: index + 1, column: e.column, endColumn: e.endColumn, text: raw, message: e.message });
    }
  });
  return result;
}
