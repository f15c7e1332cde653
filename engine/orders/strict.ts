import type { GameMap } from '../map/gameMap';
import { POWER_NAMES, POWERS, provinceOf, type Loc, type Power, type ProvinceId, type UnitType } from '../map/types';
import type { MovementOrder } from './types';

/**
 * The strict order reader: the DATC notation (`ENG F nth C A lon - bel`), the
 * Alexander Table III.2 forms and the plain full-name forms the CLI accepts
 * (`F North Sea Convoys A London - Norway`). It reads exactly one meaning or
 * reports where it stopped; the forgiving, classifying parser is separate.
 */
export class OrderSyntaxError extends Error {
  constructor(
    message: string,
    /** 1-based column range in the line. */
    readonly column: number,
    readonly endColumn: number,
  ) {
    super(message);
    this.name = 'OrderSyntaxError';
  }
}

interface Token {
  text: string;
  upper: string;
  start: number;
  end: number;
}

const POWER_BY_WORD = new Map<string, Power>();
for (const p of POWERS) {
  POWER_BY_WORD.set(p, p);
  POWER_BY_WORD.set(POWER_NAMES[p].toUpperCase(), p);
}
for (const [adjective, p] of [
  ['AUSTRIAN', 'AUS'],
  ['ENGLISH', 'ENG'],
  ['FRENCH', 'FRA'],
  ['GERMAN', 'GER'],
  ['ITALIAN', 'ITA'],
  ['RUSSIAN', 'RUS'],
  ['TURKISH', 'TUR'],
] as const) POWER_BY_WORD.set(adjective, p);

const UNIT_WORDS: Record<string, UnitType> = { A: 'A', ARMY: 'A', F: 'F', FLEET: 'F' };
const ARROWS = new Set(['-', '->', '–', '—', '=>', 'TO']);
const HOLD_WORDS = new Set(['H', 'HOLD', 'HOLDS']);
const SUPPORT_WORDS = new Set(['S', 'SUPPORT', 'SUPPORTS']);
const CONVOY_WORDS = new Set(['C', 'CONVOY', 'CONVOYS']);

function isKeyword(upper: string): boolean {
  return ARROWS.has(upper) || HOLD_WORDS.has(upper) || SUPPORT_WORDS.has(upper) || CONVOY_WORDS.has(upper) || upper === 'VIA' || upper === 'BY';
}

function tokenize(line: string, map: GameMap): Token[] {
  const tokens: Token[] = [];
  const push = (text: string, start: number) => {
    if (text) tokens.push({ text, upper: text.toUpperCase(), start: start + 1, end: start + text.length });
  };
  for (const m of line.matchAll(/\S+/g)) {
    const word = m[0];
    const at = m.index!;
    // `Par-Bur`, `bre-mao-iri-wal`: the dash is an operator when every part is a place
    // (lookup ignores dashes, so "Swe-Den" alone would read as Sweden); `Mid-Atlantic` stays one name.
    const parts = word.split(/[-–—]>?/);
    const operator = parts.length > 1 && parts.every((p) => p === '' || map.lookup(p) !== undefined);
    if (word.length > 1 && /[-–—]/.test(word) && !ARROWS.has(word) && (operator || map.lookup(word) === undefined)) {
      let offset = 0;
      for (const part of word.split(/([-–—]>?)/)) {
        push(part, at + offset);
        offset += part.length;
      }
    } else {
      push(word, at);
    }
  }
  return tokens;
}

export interface ReadContext {
  map: GameMap;
  /** Power for the line when it names none (a heading, or the unit's owner). */
  power?: Power;
  /** Infer a missing power or unit type from the position. */
  unitAt?: (province: ProvinceId) => { power: Power; type: UnitType } | undefined;
}

/** Read one order. Throws `OrderSyntaxError` with the column where reading failed. */
export function readOrder(line: string, ctx: ReadContext): MovementOrder {
  const { map } = ctx;
  const tokens = tokenize(line, map);
  let i = 0;
  const fail = (message: string, t: Token | undefined = tokens[i]): never => {
    const col = t ? t.start : line.length + 1;
    throw new OrderSyntaxError(message, col, t ? t.end : col);
  };

  let power: Power | undefined;
  if (tokens[i]) {
    const word = tokens[i].upper.replace(/:$/, '');
    const p = POWER_BY_WORD.get(word);
    const next = tokens[i + 1]?.upper;
    if (p && (tokens[i].upper.endsWith(':') || (next !== undefined && (UNIT_WORDS[next] || next === ':')))) {
      power = p;
      i++;
      if (tokens[i]?.upper === ':') i++;
    }
  }

  const unitType = (): UnitType | undefined => {
    const t = UNIT_WORDS[tokens[i]?.upper ?? ''];
    if (t) i++;
    return t;
  };
  const place = (what: string): Loc => {
    const start = i;
    while (i < tokens.length && !isKeyword(tokens[i].upper)) i++;
    if (i === start) fail(`Expected ${what}.`);
    const text = tokens.slice(start, i).map((t) => t.text).join(' ');
    const loc = map.lookup(text);
    if (loc === undefined) {
      throw new OrderSyntaxError(`"${text}" is not a province on this map.`, tokens[start].start, tokens[i - 1].end);
    }
    return loc;
  };
  const expectEnd = () => {
    if (i < tokens.length) fail(`Unexpected "${tokens[i].text}".`);
  };

  const writtenType = unitType();
  if (!tokens[i]) fail('Expected a unit, e.g. "A Paris" or "F North Sea".');
  const at = place('the unit\'s province');
  const here = ctx.unitAt?.(provinceOf(at));
  const unit = writtenType ?? here?.type;
  if (!unit) fail('Say whether the unit is an army (A) or a fleet (F).', tokens[0]);
  const who = power ?? ctx.power ?? here?.power;
  if (!who && ctx.unitAt && !here) fail(`There is no unit in ${map.province(provinceOf(at))?.name ?? at} to give this order to.`, tokens[0]);
  if (!who) fail('Say which power gives this order, e.g. "England: F London - North Sea".', tokens[0]);
  const base = { power: who!, unit: unit!, at };

  const word = tokens[i]?.upper;
  if (word === undefined || HOLD_WORDS.has(word)) {
    if (word !== undefined) i++;
    expectEnd();
    return { kind: 'hold', ...base };
  }
  if (ARROWS.has(word)) {
    const stops: Loc[] = [];
    while (i < tokens.length && ARROWS.has(tokens[i].upper)) {
      i++;
      stops.push(place('a destination'));
    }
    let viaConvoy = false;
    if (tokens[i] && (tokens[i].upper === 'VIA' || tokens[i].upper === 'BY')) {
      i++;
      if (!CONVOY_WORDS.has(tokens[i]?.upper ?? '')) fail('Expected "via convoy".');
      i++;
      viaConvoy = true;
    }
    expectEnd();
    const order: MovementOrder = { kind: 'move', ...base, to: stops[stops.length - 1] };
    if (stops.length > 1) order.route = stops.slice(0, -1).map(provinceOf);
    if (viaConvoy) order.viaConvoy = true;
    return order;
  }
  if (SUPPORT_WORDS.has(word)) {
    i++;
    const targetType = unitType();
    const target = place('the supported unit');
    let to: Loc | undefined;
    if (tokens[i] && ARROWS.has(tokens[i].upper)) {
      // A supported convoy move may be written with its route; only the destination matters.
      while (tokens[i] && ARROWS.has(tokens[i].upper)) {
        i++;
        to = place('where the supported unit moves');
      }
    } else if (tokens[i] && HOLD_WORDS.has(tokens[i].upper)) {
      i++;
    }
    expectEnd();
    const order: MovementOrder = { kind: 'support', ...base, target: { at: provinceOf(target) } };
    if (targetType) order.target.unit = targetType;
    if (to !== undefined) order.to = to;
    return order;
  }
  if (CONVOY_WORDS.has(word)) {
    i++;
    unitType();
    const army = place('the convoyed army');
    if (!tokens[i] || !ARROWS.has(tokens[i].upper)) fail('A convoy names the army\'s move, e.g. "C A London - Norway".');
    i++;
    const to = place('the army\'s destination');
    expectEnd();
    return { kind: 'convoy', ...base, army: provinceOf(army), to: provinceOf(to) };
  }
  return fail(`Expected "-", "S", "C" or "H" after the unit, not "${tokens[i].text}".`);
}

export interface ReadLineError {
  line: number;
  column: number;
  endColumn: number;
  text: string;
  message: string;
}

export interface ReadLinesResult<T> {
  orders: T[];
  /** 1-based source line of each order. */
  lines: number[];
  errors: ReadLineError[];
}

export type ReadOrdersResult = ReadLinesResult<MovementOrder>;

/** The power a heading or prefix word names (`ENG`, `England`, `English`), if any. */
export function powerFromWord(word: string): Power | undefined {
  return POWER_BY_WORD.get(word.toUpperCase());
}

/**
 * Read a block of orders line by line with `read`: `#` or `//` comments, blank
 * lines and power headings (`England:`) are handled here; each other line is
 * read with the heading's power, and a line that cannot be read is reported
 * with its columns instead of stopping the block.
 */
export function readLines<T>(text: string, ctx: ReadContext, read: (line: string, ctx: ReadContext) => T): ReadLinesResult<T> {
  const result: ReadLinesResult<T> = { orders: [], lines: [], errors: [] };
  let heading: Power | undefined = ctx.power;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/(#|\/\/).*$/, '').trimEnd();
    if (!line.trim()) return;
    const headingMatch = /^\s*([A-Za-z]+)\s*:?\s*$/.exec(line);
    const headingPower = headingMatch ? powerFromWord(headingMatch[1]) : undefined;
    if (headingPower) {
      heading = headingPower;
      return;
    }
    try {
      result.orders.push(read(line, { ...ctx, power: heading }));
      result.lines.push(index + 1);
    } catch (e) {
      if (!(e instanceof OrderSyntaxError)) throw e;
      result.errors.push({ line: index + 1, column: e.column, endColumn: e.endColumn, text: raw, message: e.message });
    }
  });
  return result;
}

/**
 * Read a block of movement orders: one per line, power headings (`England:`)
 * or prefixes (`ENG F lon - nth`, `England: F London - North Sea`).
 */
export function readOrders(text: string, ctx: ReadContext): ReadOrdersResult {
  return readLines(text, ctx, readOrder);
}
