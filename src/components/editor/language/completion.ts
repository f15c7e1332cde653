/**
 * What to offer while typing an order (pure, tested without a browser), read from the position:
 * first the power's units; after `-` the places the unit can reach; after `S` the units it can
 * support (in place, or into a province it reaches too), after `C` the armies a fleet at sea can
 * carry, then where they can go; order words last. Places come most likely first (`openingMoves.ts`).
 * Nothing offered names a unit that is not on the board.
 */
import type { GameMap } from '../../../../engine/map/gameMap';
import { provinceOf, type Loc, type Power, type ProvinceId, type Unit } from '../../../../engine/map/types';
import { shoresReached } from '../../../../engine/legality/convoyReach';
import { formatPlace } from '../../../../engine/orders/format';
import { DIRECTIVE_WORDS, POWER_WORDS, UNIT_WORDS } from '../../../../engine/orders/lexicon';
import { likelihood } from './openingMoves';

export interface CompletionSource {
  map: GameMap;
  units(): readonly Unit[];
}

export interface Suggestion {
  label: string;
  insertText: string;
  kind: 'unit' | 'place' | 'word';
  detail: string;
  /** Sorts units, then places, then words. */
  sortText: string;
  /** What the typed word is matched against, when not the label ("Par" for "A Par" once "A " is typed). */
  filterText?: string;
}

const ORDER_WORDS: [string, string][] = [
  ['-', 'move'],
  ['H', 'hold'],
  ['S', 'support'],
  ['C', 'convoy'],
  ['via convoy', 'go by sea, not by land'],
];

/** The power a line belongs to: its own prefix, else the nearest power heading above it. */
export function powerOfLine(lines: readonly string[], index: number): Power | undefined {
  for (let i = index; i >= 0; i--) {
    const m = /^\s*([A-Za-z]+)\s*:/.exec(lines[i]) ?? (i < index ? /^\s*([A-Za-z]+)\s*$/.exec(lines[i]) : null);
    const power = m ? POWER_WORDS.get(m[1].toLowerCase()) : undefined;
    if (power) return power;
  }
  return undefined;
}

/** A place as typed, with its coast if one is written: `Spa`, `spa/nc`, `Spa (sc)`. */
const PLACE = String.raw`[A-Za-z.'’]+(?:\s*[(/]\s*[nsec]{1,2}\s*\)?)?`;
const UNIT = String.raw`([A-Za-z]+)\s+(${PLACE})`;
/** The reader's own words for a directive (its lexicon), longest first: what it reads, the editor follows. */
const alternation = (words: readonly string[]) => words.filter((w) => /^[a-z]+$/.test(w)).sort((a, b) => b.length - a.length).join('|');
const MOVE = String.raw`(?:-+>?|=+>|[–—>→]|${alternation(DIRECTIVE_WORDS.move)})`;
const SUPPORT = `(?:${alternation(DIRECTIVE_WORDS.support)})`;
const CONVOY = `(?:${alternation(DIRECTIVE_WORDS.convoy)})`;

/** A unit on the board named by a type word and a place, or undefined. */
function unitNamed(type: string, place: string, source: CompletionSource): Unit | undefined {
  if (!(type.toLowerCase() in UNIT_WORDS)) return undefined;
  const loc = source.map.lookup(place.trim());
  if (!loc) return undefined;
  return source.units().find((u) => provinceOf(u.loc) === provinceOf(loc));
}

/** What the text before the cursor asks for next. */
type Want =
  | { what: 'unit'; typed: string }
  | { what: 'destination'; unit: Unit }
  | { what: 'supported'; unit: Unit; typed: string }
  | { what: 'support-destination'; unit: Unit; target: Unit }
  | { what: 'convoyed'; unit: Unit; typed: string }
  | { what: 'convoy-destination'; unit: Unit; army: Unit }
  | { what: 'words' };

function want(body: string, source: CompletionSource): Want {
  const head = new RegExp(String.raw`^\s*${UNIT}(?=\s|[-–—>]|$)`, 'i').exec(body);
  // The order's first words: its unit ("A P" offers the armies, completing the place).
  const start = /^\s*(?:([AF])\s+)?[A-Za-z.]*$/i.exec(body);
  if (start) return { what: 'unit', typed: start[1] ? `${start[1]} ` : '' };
  if (!head) return { what: 'words' };
  const unit = unitNamed(head[1], head[2], source);
  // No such unit on the board: nothing to offer that would name one.
  if (!unit) return { what: 'words' };
  const rest = body.slice(head[0].length);
  if (new RegExp(String.raw`^\s*${MOVE}\s*[A-Za-z.]*$`, 'i').test(rest)) return { what: 'destination', unit };
  const helped = new RegExp(String.raw`^\s+(${SUPPORT}|${CONVOY})\s+(.*)$`, 'i').exec(rest);
  if (!helped) return { what: 'words' };
  const convoy = new RegExp(`^${CONVOY}$`, 'i').test(helped[1]);
  const after = helped[2];
  const second = new RegExp(String.raw`^${UNIT}\s*${MOVE}\s*[A-Za-z.]*$`, 'i').exec(after);
  if (second) {
    const target = unitNamed(second[1], second[2], source);
    if (!target) return { what: 'words' };
    return convoy ? { what: 'convoy-destination', unit, army: target } : { what: 'support-destination', unit, target };
  }
  if (/^(?:[AF]\s*)?[A-Za-z.]*$/i.test(after)) return convoy ? { what: 'convoyed', unit, typed: after } : { what: 'supported', unit, typed: after };
  return { what: 'words' };
}

const reaches = (map: GameMap, u: Unit, to: ProvinceId) => map.canOccupy(u.type, to) && map.canMove(u.type, u.loc, to) && provinceOf(u.loc) !== to;

/** Coastal provinces a fleet at sea can carry an army to, alone or through seas where other fleets stand. */
function convoyShores(map: GameMap, fleet: Unit, units: readonly Unit[]): ProvinceId[] {
  const here = provinceOf(fleet.loc);
  if (map.province(here)?.kind !== 'sea') return [];
  return [...shoresReached(map, [here], new Set(units.filter((u) => u.type === 'F').map((u) => provinceOf(u.loc))))];
}

export function suggestions(lines: readonly string[], lineIndex: number, column: number, source: CompletionSource): Suggestion[] {
  const line = lines[lineIndex] ?? '';
  const before = line.slice(0, column - 1);
  const power = powerOfLine(lines, lineIndex);
  const body = before.replace(/^\s*[A-Za-z]+\s*:\s*/, (m) => (POWER_WORDS.has(m.replace(/[:\s]/g, '').toLowerCase()) ? '' : m));
  const map = source.map;
  const place = (loc: Loc) => formatPlace(loc, 'abbreviated', map);
  const name = (loc: Loc) => map.province(provinceOf(loc))?.name ?? loc;
  const out: Suggestion[] = [];
  /** A unit; once its type is typed ("A P"), only units of that type, completing the place. */
  const unitItem = (u: Unit, i: number, detail: string, typed = '') => {
    const text = `${u.type} ${place(u.loc)}`;
    const type = /^([AF])\s+/i.exec(typed)?.[1].toUpperCase();
    if (type && type !== u.type) return;
    const part = type ? { insertText: place(u.loc), filterText: place(u.loc) } : { insertText: text };
    out.push({ label: text, ...part, kind: 'unit', detail, sortText: `0${String(i).padStart(3, '0')}` });
  };
  /** Places, most likely first for the unit that goes there. */
  const placeItems = (from: Unit, to: readonly Loc[], detail: (loc: Loc) => string) => {
    [...to]
      .sort((a, b) => likelihood(from, provinceOf(b), map) - likelihood(from, provinceOf(a), map) || place(a).localeCompare(place(b)))
      .forEach((loc, i) => out.push({ label: place(loc), insertText: place(loc), kind: 'place', detail: detail(loc), sortText: `1${String(i).padStart(3, '0')}` }));
  };
  const w = want(body, source);
  const others = source.units();
  switch (w.what) {
    case 'unit':
      others.filter((u) => !power || u.power === power).forEach((u, i) => unitItem(u, i, `${u.power}: ${u.type === 'A' ? 'army' : 'fleet'} in ${name(u.loc)}`, w.typed));
      break;
    case 'destination':
      placeItems(w.unit, map.moves(w.unit.type, w.unit.loc), (to) => `${w.unit.type} ${place(w.unit.loc)} may move to ${name(to)}`);
      break;
    case 'supported': {
      // A unit it can support holding (it could move there) or moving into a province it can reach.
      const supportable = others.filter((u) => u !== w.unit && (reaches(map, w.unit, provinceOf(u.loc)) || map.moves(u.type, u.loc).some((to) => reaches(map, w.unit, provinceOf(to)))));
      supportable.forEach((u, i) => unitItem(u, i, `${u.power}: ${u.type === 'A' ? 'army' : 'fleet'} in ${name(u.loc)}, which ${w.unit.type} ${place(w.unit.loc)} can support`, w.typed));
      break;
    }
    case 'support-destination': {
      const into = map.moves(w.target.type, w.target.loc).filter((to) => reaches(map, w.unit, provinceOf(to)));
      placeItems(w.target, into, (to) => `${w.unit.type} ${place(w.unit.loc)} can support ${w.target.type} ${place(w.target.loc)} into ${name(to)}`);
      break;
    }
    case 'convoyed': {
      const shores = new Set(convoyShores(map, w.unit, others));
      others
        .filter((u) => u.type === 'A' && shores.has(provinceOf(u.loc)))
        .forEach((u, i) => unitItem(u, i, `${u.power}: army in ${name(u.loc)}, on a shore F ${place(w.unit.loc)} can reach by sea`, w.typed));
      break;
    }
    case 'convoy-destination': {
      const shores = convoyShores(map, w.unit, others).filter((p) => p !== provinceOf(w.army.loc));
      placeItems(w.army, shores, (to) => `F ${place(w.unit.loc)} can carry A ${place(w.army.loc)} towards ${name(to)}`);
      break;
    }
    default:
      break;
  }
  const words = w.what === 'words' ? wordsAfter(body) : [];
  ORDER_WORDS.forEach(([word, meaning], i) => {
    if (words.includes(word)) out.push({ label: word, insertText: word, kind: 'word', detail: meaning, sortText: `2${i}` });
  });
  return out;
}

/**
 * The order words the grammar lets follow what is typed: a directive after the unit, a move's dash
 * (or a hold, for a support) after the unit helped, "via convoy" after a move's destination. None
 * where a unit or a place is wanted: "A Mar S " wants a unit, not "-".
 */
function wordsAfter(typed: string): string[] {
  // The word being typed ("A Par H") is what the words offered are filtered by, not what comes before them.
  const body = typed.replace(/[A-Za-z]*$/, '');
  if (new RegExp(String.raw`^\s*${UNIT}\s+$`, 'i').test(body)) return ['-', 'H', 'S', 'C'];
  const helped = new RegExp(String.raw`^\s*${UNIT}\s+(${SUPPORT}|${CONVOY})\s+${UNIT}\s+$`, 'i').exec(body);
  if (helped) return new RegExp(`^${CONVOY}$`, 'i').test(helped[3]) ? ['-'] : ['-', 'H'];
  if (new RegExp(String.raw`^\s*${UNIT}\s*${MOVE}\s*${PLACE}\s+$`, 'i').test(body)) return ['via convoy'];
  return [];
}
