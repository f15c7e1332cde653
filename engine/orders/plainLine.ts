import type { GameMap } from '../map/gameMap';
import { locNumber, mapTables, type MapTables } from '../map/mapTables';
import { checkMovementOrder, type LegalityBoard } from '../legality/movementLegality';
import type { RuleSet } from '../rules/ruleSet';
import { provinceOf, type Coast, type Power, type ProvinceId, type Unit, type UnitType } from '../map/types';
import { plainWords, slot, type PlainWord, type PlainWords } from './plainWords';
import type { MoveOrder, MovementOrder } from './types';

/**
 * The parser's fast path: a movement order written plainly, as the live editor
 * mostly sees it (`A Par-Bur`, `F Lon S F Wal-ENG`, `A Lvp - Nwy via convoy`,
 * `F NTH C A Lon - Nwy`, `England: A Paris - Burgundy`). It reads the line on
 * character codes, looks each word up once in `plainWords`, and accepts only
 * a narrow grammar in which every word has exactly the meaning the full
 * lenient reader (`syntax.ts` + `classify.ts`) would give it, and no note
 * would be written: anything else (another character, a misspelling, a
 * missing coast, a unit that is not there) answers `undefined` and the line
 * goes to the full reader, unchanged. So the two can only agree; the parser
 * tests compare them line by line.
 */

/** What a line that is no plain order is, to the fast path (`PlainLineReader.lineShape`). */
export type LineShape = 'blank' | 'other' | Power;

/** What a plain line says, before the position is looked at. */
export class PlainOrder {
  constructor(
    /** The power written before a colon (`England: …`). */
    readonly power: Power | undefined,
    readonly kind: 'hold' | 'move' | 'support' | 'convoy',
    readonly type: UnitType,
    readonly at: ProvinceId,
    readonly atCoast: Coast | undefined,
    /** Support and convoy: the unit helped. */
    readonly targetType: UnitType | undefined,
    readonly target: ProvinceId | undefined,
    readonly targetCoast: Coast | undefined,
    /** Move: the destination; support and convoy: where the helped unit goes. */
    readonly to: ProvinceId | undefined,
    readonly toCoast: Coast | undefined,
    readonly viaConvoy: boolean,
    /** Columns of the first and last token, as the full tokenizer counts them. */
    readonly column: number,
    readonly endColumn: number,
    /** The unit's province as a number of the map's tables (`mapTables`). */
    readonly atNumber: number,
    /** The destination's province number, -1 for none. */
    readonly toNumber: number,
  ) {}
}

const WORD = 1;
const NUMBER = 2;
const DASH = 3;
const OPEN = 4;
const CLOSE = 5;
const COLON = 6;
/** Longer lines are not plain. */
const MAX_TOKENS = 32;
/** The reader's answer for "not sure": the full reader takes the line. */
const NO = -1;

const readers = new WeakMap<GameMap, PlainLineReader>();

/** Reads plain lines; one per map, its token arrays reused from line to line. */
export class PlainLineReader {
  private readonly table: PlainWords;
  private readonly kind = new Uint8Array(MAX_TOKENS);
  private readonly start = new Int32Array(MAX_TOKENS);
  private readonly end = new Int32Array(MAX_TOKENS);
  private readonly spaced = new Uint8Array(MAX_TOKENS);
  /** Per token: its entry in the word table, if any. */
  private readonly info: (PlainWord | undefined)[] = new Array<PlainWord | undefined>(MAX_TOKENS).fill(undefined);
  private n = 0;
  /** The line being read: a word's key is sliced from it only when a name of several words is tried. */
  private line = '';
  // The last place read: its province and coast.
  private place: ProvinceId = '';
  private placeNumber = -1;
  private coast: Coast | undefined;

  /** Province id → its number in the map's tables, for a name of several words. */
  private readonly tables: MapTables;

  private constructor(map: GameMap) {
    this.table = plainWords(map);
    this.tables = mapTables(map);
  }

  /** The map's reader, made once: parsing is synchronous, so one reader serves every parse. */
  static of(map: GameMap): PlainLineReader {
    let r = readers.get(map);
    if (!r) readers.set(map, (r = new PlainLineReader(map)));
    return r;
  }

  /**
   * What the line last given to `read` is when it is no order: `blank` (no word
   * or number), a power's bare heading (`England:`, `TUR`), or `other` for
   * anything the full reader must look at.
   */
  lineShape(): LineShape {
    const n = this.n;
    if (n < 0) return 'other';
    let words = 0;
    for (let k = 0; k < n; k++) if (this.kind[k] === WORD || this.kind[k] === NUMBER) words++;
    if (words === 0) return 'blank';
    // A power word, perhaps with its colon: the heading reader's answer is that power and no new set.
    const power = this.kind[0] === WORD ? this.info[0]?.power : undefined;
    if (power !== undefined && (n === 1 || (n === 2 && this.kind[1] === COLON))) return power;
    return 'other';
  }

  /** The line's plain order, or undefined when the full reader must read it. */
  read(line: string): PlainOrder | undefined {
    if (!this.tokenize(line)) {
      this.n = -1;
      return undefined;
    }
    if (this.n === 0) return undefined;
    const n = this.n;
    let p = 0;
    // "England: A Par-Bur". A power word without the colon may be a place ("English Channel"): not plain.
    let power: Power | undefined;
    if (this.kind[0] !== WORD) return undefined;
    const first = this.info[0];
    if (first?.power !== undefined) {
      if (n < 2 || this.kind[1] !== COLON) return undefined;
      power = first.power;
      p = 2;
    }
    // The unit: A or F, a province, perhaps a coast.
    const type = this.unitWord(p);
    if (type === undefined) return undefined;
    p = this.readPlace(p + 1);
    if (p === NO) return undefined;
    const at = this.place;
    const atNumber = this.placeNumber;
    const atCoast = this.coast;
    // One directive.
    if (p >= n) return undefined;
    let directive: string | undefined;
    if (this.kind[p] === DASH) directive = 'move';
    else if (this.kind[p] === WORD) directive = this.info[p]?.directive;
    p++;
    let targetType: UnitType | undefined;
    let target: ProvinceId | undefined;
    let targetCoast: Coast | undefined;
    let to: ProvinceId | undefined;
    let toCoast: Coast | undefined;
    let toNumber = -1;
    let viaConvoy = false;
    switch (directive) {
      case 'hold':
        if (p !== n) return undefined;
        break;
      case 'move':
        p = this.readPlace(p);
        if (p === NO) return undefined;
        to = this.place;
        toNumber = this.placeNumber;
        toCoast = this.coast;
        // "via convoy", "by convoy".
        if (p + 2 === n && this.kind[p] === WORD && this.kind[p + 1] === WORD && this.info[p]?.via && this.info[p + 1]?.convoyNoun) {
          viaConvoy = true;
          p += 2;
        }
        if (p !== n) return undefined;
        break;
      case 'support':
      case 'convoy':
        targetType = this.unitWord(p);
        if (targetType === undefined) return undefined;
        p = this.readPlace(p + 1);
        if (p === NO) return undefined;
        target = this.place;
        targetCoast = this.coast;
        if (p < n) {
          if (!(this.kind[p] === DASH || (this.kind[p] === WORD && this.info[p]?.directive === 'move'))) return undefined;
          p = this.readPlace(p + 1);
          if (p === NO || p !== n) return undefined;
          to = this.place;
          toNumber = this.placeNumber;
          toCoast = this.coast;
        } else if (directive === 'convoy') return undefined;
        break;
      default:
        return undefined;
    }
    return new PlainOrder(power, directive, type, at, atCoast, targetType, target, targetCoast, to, toCoast, viaConvoy, this.start[0], this.end[n - 1], atNumber, toNumber);
  }

  /** `A` or `F` at token `p` (neither is a province name). */
  private unitWord(p: number): UnitType | undefined {
    if (p >= this.n || this.kind[p] !== WORD) return undefined;
    const w = this.info[p];
    return w?.unit !== undefined && w.province === undefined && !w.offMap && !w.partial ? w.unit : undefined;
  }

  /**
   * A province named exactly from token `p`, longest name first, as `names.ts`
   * finds it, then `(nc)`; the index after it, or NO when the full reader could
   * read the words otherwise (a name joined by a dash, a partial name, a bare coast).
   */
  private readPlace(p: number): number {
    const n = this.n;
    if (p >= n || this.kind[p] !== WORD) return NO;
    const w = this.info[p];
    // A keyword where the place goes ("A in Par") is the full reader's business.
    if (w?.breaksName) return NO;
    const { names, maxWords } = this.table;
    // The words a name starting here could span: up to a keyword or anything but a word.
    let last = p;
    let words = 1;
    for (;;) {
      if (words >= maxWords || last + 1 >= n) break;
      const sep = last + 1;
      if (this.kind[sep] === WORD) {
        if (this.info[sep]?.breaksName) break;
        last = sep;
        words++;
        continue;
      }
      const after = sep + 1;
      // "Mid-Atlantic": a dash with no space on either side may join a name; not plain.
      if (this.kind[sep] === DASH && !this.spaced[sep] && after < n && this.kind[after] === WORD && !this.spaced[after] && !isName(this.info[after]) && !this.info[after]?.breaksName) return NO;
      break;
    }
    let id: ProvinceId | null | undefined;
    let next = p + 1;
    for (let end = last; end > p; end--) {
      let key = this.keyOf(p);
      for (let k = p + 1; k <= end; k++) key += this.keyOf(k);
      id = names.get(key);
      if (id !== undefined) {
        next = end + 1;
        break;
      }
    }
    // One word: its entry says whether it is a whole name.
    let number = -1;
    if (id === undefined && isName(w)) {
      id = w!.province ?? null;
      number = w!.provinceNumber;
    } else if (id) number = locNumber(this.tables, id);
    if (id === undefined || id === null) return NO;
    this.place = id;
    this.placeNumber = number;
    this.coast = undefined;
    if (next < n) {
      if (this.kind[next] === OPEN) {
        const c = next + 2 < n && this.kind[next + 1] === WORD && this.kind[next + 2] === CLOSE ? this.info[next + 1]?.coast : undefined;
        if (c === undefined) return NO;
        this.coast = c;
        return next + 3;
      }
      if (this.table.twoCoasts[number] === 1) {
        // After Spain or Bulgaria, "nc", "north" or "-sc" may be read as the coast.
        if (this.kind[next] === WORD && this.info[next]?.bareCoast) return NO;
        if (this.kind[next] === DASH && !this.spaced[next] && next + 1 < n && this.kind[next + 1] === WORD && this.info[next + 1]?.bareCoast) return NO;
      }
    }
    return next;
  }

  /** A word's key, as the full tokenizer makes it (lower case). */
  private keyOf(k: number): string {
    return this.line.slice(this.start[k] - 1, this.end[k]).toLowerCase();
  }

  /** Tokens on character codes: ASCII words and numbers, `-`, `(`, `)`, `:`; false for any other character. */
  private tokenize(line: string): boolean {
    const trie = this.table.trie;
    this.line = line;
    let n = 0;
    let spaced = 1;
    const len = line.length;
    let i = 0;
    while (i < len) {
      const c = line.charCodeAt(i);
      const cls = c < 128 ? CHARS[c] : OTHER;
      if (cls === SPACE) {
        spaced = 1;
        i++;
        continue;
      }
      if (n === MAX_TOKENS) return false;
      let kind: number;
      let j = i + 1;
      if (cls >= 0 && cls < ALNUM) {
        // The word is looked up in the trie as it is scanned.
        let node = trie.stepSlot(0, cls);
        for (; j < len; j++) {
          const d = line.charCodeAt(j);
          const s = d < 128 ? CHARS[d] : OTHER;
          if (s < 0 || s >= ALNUM) break;
          node = trie.stepSlot(node, s);
        }
        kind = WORD;
        if (c <= 57) {
          // All digits: a number; a digit then letters ("1st") is a word.
          let k = i;
          while (k < j && line.charCodeAt(k) <= 57) k++;
          if (k === j) kind = NUMBER;
        }
        this.info[n] = kind === WORD ? trie.at(node) : undefined;
      } else if (cls === DASH_CHAR) {
        // A run of dashes, or an arrow, is the full reader's.
        if (j < len) {
          const d = line.charCodeAt(j);
          if (d === 45 || d === 62) return false;
        }
        kind = DASH;
        this.info[n] = undefined;
      } else if (cls === OPEN_CHAR) kind = OPEN;
      else if (cls === CLOSE_CHAR) kind = CLOSE;
      else if (cls === COLON_CHAR) kind = COLON;
      else return false;
      if (kind >= OPEN) this.info[n] = undefined;
      this.kind[n] = kind;
      this.start[n] = i + 1;
      this.end[n] = j;
      this.spaced[n] = spaced;
      spaced = 0;
      n++;
      i = j;
    }
    this.n = n;
    return true;
  }
}

/** Whether a word is a whole name (`names.ts` asks `index.exact.has(key)`). */
function isName(w: PlainWord | undefined): boolean {
  return w !== undefined && (w.province !== undefined || w.offMap);
}

/**
 * Character classes of ASCII, one table read per character: a letter or
 * digit is its trie slot (0..35, the same `slot` the word table is built
 * with); then space, the four punctuation marks a plain line may hold, and
 * OTHER for everything else. Letter and digit slots are below ALNUM.
 */
const ALNUM = 36;
const SPACE = 36;
const DASH_CHAR = 37;
const OPEN_CHAR = 38;
const CLOSE_CHAR = 39;
const COLON_CHAR = 40;
const OTHER = -1;
const CHARS = new Int8Array(128).fill(OTHER);
for (let c = 0; c < 128; c++) if (slot(c) >= 0) CHARS[c] = slot(c);
CHARS[32] = SPACE;
CHARS[9] = SPACE;
CHARS[45] = DASH_CHAR;
CHARS[40] = OPEN_CHAR;
CHARS[41] = CLOSE_CHAR;
CHARS[58] = COLON_CHAR;

/** Who stands where, as the parser's board says. */
export interface PlainBoard {
  /** By province number (`mapTables`). */
  unitAt(p: number): Unit | undefined;
  readonly tables: MapTables;
}

/**
 * The order a plain line gives in a movement phase, as `classify.ts` would read
 * it with nothing to note (well written); undefined when it would note
 * something (no such unit, another power's unit, a wrong type or coast, a coast
 * to infer) and the full reader must say what.
 */
export function plainMovementOrder(o: PlainOrder, power: Power | undefined, map: GameMap, board: PlainBoard): MovementOrder | undefined {
  const u = o.atNumber < 0 ? undefined : board.unitAt(o.atNumber);
  if (!u || (power !== undefined && u.power !== power) || u.type !== o.type) return undefined;
  if (o.atCoast !== undefined && u.loc !== `${o.at}/${o.atCoast}`) return undefined;
  // Built as `classify.ts` builds them (literals, fields written out: a spread is slower), so the adjudicator meets the same object shapes from either path.
  const owner = u.power;
  const unit = u.type;
  const at = u.loc;
  switch (o.kind) {
    case 'hold':
      return { kind: 'hold', power: owner, unit, at };
    case 'move': {
      if (o.viaConvoy && u.type === 'F') return undefined;
      // Most destinations have no coasts to name: known from the tables without asking the map.
      const to = o.toCoast === undefined && o.toNumber >= 0 && board.tables.coastLocs[o.toNumber].length === 0 ? o.to! : moveDestination(map, u, o.to!, o.toCoast);
      if (to === undefined) return undefined;
      const m: MoveOrder = { kind: 'move', power: owner, unit, at, to };
      if (o.viaConvoy) m.viaConvoy = true;
      return m;
    }
    case 'support': {
      if (o.targetCoast !== undefined) return undefined;
      const target = { unit: o.targetType!, at: o.target! };
      if (o.to === undefined) return { kind: 'support', power: owner, unit, at, target };
      // "S F Ion-Ion", a support to hold in the judges' way: the full reader says how it is read.
      if (o.to === o.target) return undefined;
      let to: string = o.to;
      if (o.toCoast !== undefined) {
        if (!map.coasts(o.to).includes(o.toCoast)) return undefined;
        to = `${o.to}/${o.toCoast}`;
      }
      return { kind: 'support', power: owner, unit, at, target, to };
    }
    case 'convoy':
      if (o.targetType !== 'A' || o.targetCoast !== undefined || o.toCoast !== undefined) return undefined;
      return { kind: 'convoy', power: owner, unit, at, army: o.target!, to: o.to! };
  }
}

/** Where a move lands when nothing needs saying: an army ignores no coast, a fleet's coast is written or there is none to reach. */
function moveDestination(map: GameMap, u: Unit, to: ProvinceId, coast: Coast | undefined): string | undefined {
  const coasts = map.coasts(to);
  if (u.type === 'A' || coasts.length === 0) return coast === undefined ? to : undefined;
  if (coast !== undefined) return coasts.includes(coast) ? `${to}/${coast}` : undefined;
  // No coast written: well written only if the fleet can reach neither (the move is then illegal, as written).
  for (const k of coasts) if (map.canMove('F', u.loc, `${to}/${k}`)) return undefined;
  return to;
}

/**
 * Is a plain order legal? The same `checkMovementOrder` that `judge` reaches
 * through `checkLegality`, on the same units, numbered once per parse instead
 * of looked up by id for every order. Only "legal" is answered here: an
 * illegal order goes to `judge` for its reason and message.
 */
export class PlainLegality implements LegalityBoard, PlainBoard {
  private readonly byProvince: readonly (Unit | undefined)[];
  /** Province → the loc number of its unit (-1 for none, or a loc the map does not know), so legality's `locAt` needs no lookup. */
  private readonly locOf: readonly number[];

  /** The units by province, a later one in the list in the place of an earlier one, as the parser's board keeps them. */
  constructor(
    readonly tables: MapTables,
    readonly rules: RuleSet,
    units: readonly Unit[],
  ) {
    const placed = unitsByProvince(tables, units);
    this.byProvince = placed.byProvince;
    this.locOf = placed.locOf;
  }

  unitAt(p: number): Unit | undefined {
    return this.byProvince[p];
  }

  locAt(p: number): number {
    return this.byProvince[p] === undefined ? -1 : this.locOf[p];
  }

  /** False also when the check throws: `judge` then reports it. */
  legal(order: MovementOrder): boolean {
    try {
      return checkMovementOrder(this, order).legal;
    } catch {
      return false;
    }
  }
}

/** The units of one list placed by province number, and what they were placed from. */
interface PlacedUnits {
  readonly tables: MapTables;
  /** The list's units and their locs when placed: the table is reused only while they are the same. */
  readonly units: readonly Unit[];
  readonly locs: readonly string[];
  readonly byProvince: (Unit | undefined)[];
  readonly locOf: number[];
}

/**
 * The live editor parses the same position's units at every keystroke: their
 * table is kept per units array and reused while the array holds the same
 * unit objects at the same locs (an array or unit changed in place is placed
 * again). Tables are never changed once made, so reusing one is safe.
 */
const placedUnits = new WeakMap<readonly Unit[], PlacedUnits>();

function unitsByProvince(tables: MapTables, units: readonly Unit[]): PlacedUnits {
  const kept = placedUnits.get(units);
  if (kept !== undefined && kept.tables === tables && samePlaces(kept, units)) return kept;
  const P = tables.P;
  const byProvince = new Array<Unit | undefined>(P).fill(undefined);
  const locOf = new Array<number>(P).fill(-1);
  const { locProvince } = tables;
  for (let k = 0; k < units.length; k++) {
    const u = units[k];
    // A unit's loc is mostly known: its number gives the province without slicing the string.
    const loc = locNumber(tables, u.loc);
    const i = loc >= 0 ? locProvince[loc] : locNumber(tables, provinceOf(u.loc));
    if (i >= 0 && i < P) {
      byProvince[i] = u;
      locOf[i] = loc;
    }
  }
  const placed: PlacedUnits = { tables, units: units.slice(), locs: units.map(locOfUnit), byProvince, locOf };
  // No units: nothing worth keeping (and `position.units ?? []` is a new array each time).
  if (units.length > 0) placedUnits.set(units, placed);
  return placed;
}

function samePlaces(kept: PlacedUnits, units: readonly Unit[]): boolean {
  const n = units.length;
  if (kept.units.length !== n) return false;
  for (let k = 0; k < n; k++) {
    const u = units[k];
    if (u !== kept.units[k] || u.loc !== kept.locs[k]) return false;
  }
  return true;
}

function locOfUnit(u: Unit): string {
  return u.loc;
}
