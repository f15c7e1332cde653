import { standardMap } from '../../engine/map/standardMap';
import { POWER_NAMES, splitLoc, type Loc, type Power, type ProvinceId, type Unit, type UnitType } from '../../engine/map/types';
import { mapTables } from '../../engine/explore/mapTables';
import { randomPosition } from '../../engine/explore/generate';
import { below, pick, seeded, type Random } from '../../engine/explore/prng';
import { editDistance } from '../../engine/orders/editDistance';
import { parseOrders } from '../../engine/orders/parse';
import { SHORTHAND } from '../../engine/orders/shorthand';
import type { GameOrder, MovementOrder } from '../../engine/orders/types';

/**
 * Legal orders written the ways people write them, and what the reader makes of them.
 *
 * The style grammar (one random choice per slot, every order on its own):
 * - a sheet: each power's orders under a heading (`England:`, `ENGLAND`, `Orders for England:`,
 *   `England (Alice):`), one order a line or several on a line (joined by a space, two spaces,
 *   `, ` or `; `), sometimes numbered (`1. `) or with the power before the order (`England: `);
 * - a unit: `A`/`F`, `a`/`f`, `Army`/`Fleet`, `army`/`fleet`, `ARMY`/`FLEET`, `A.`/`F.`, `Flt`; its place
 *   sometimes in parentheses, as the British zines write it (`A(Mun)`, `F (Lon)`);
 * - a place: its code in any case, its full name, an alias the map knows, a shorthand of the
 *   shorthand table, or its name's words cut short with a period (`Norw. Sea`, `Sevas.`), but only
 *   where no other province has a name those words begin (checked against every name, by brute force);
 * - a coast: `(nc)`, `/nc`, ` nc`, ` (north coast)`, ` (n.c.)`;
 * - a misspelt name: one letter of a name of eight letters or more changed, dropped or doubled,
 *   where no other name is as near (checked against every name, by brute force);
 * - notes: a result after the order (` (bounced)`, ` -- bounced`, ` *succeeds*`), a remark in
 *   parentheses after the unit (` (as agreed)`), the owner before a supported or convoyed unit
 *   (`S German F Den`);
 * - a directive: for a move `-`, ` - `, `->`, ` -> `, ` → `, ` – `, ` — `, ` to `, ` moves to `, ` --> `,
 *   ` => `, ` attacks `, ` move to `; for a hold ` H`, ` H.`, ` holds`, ` HOLDS`, ` stands`, ` stand`,
 *   ` Hold`; for a support ` S `, ` S. `, ` s `, ` supports `, ` SUPPORTS `, ` sup `, ` supp `, ` Sup. `,
 *   ` support ` (a held unit's support with nothing after, ` H`,
 *   ` hold`, ` to hold` or ` - hold`); for a convoy ` C `, ` c `, ` convoys `, ` CONVOYS `;
 *   `via convoy`, `by convoy` or `(via convoy)` after a move that says so.
 *
 * Every rendering has one meaning: a place's cut-short words never begin another province's name,
 * so a careful game master reads each order as it was given. The reader must do the same, or refuse
 * it; reading it as another order is the one thing it must never do.
 */

const map = standardMap;
const tables = mapTables(map);

const UNIT_WORDS: readonly (readonly [string, string])[] = [['A', 'F'], ['a', 'f'], ['Army', 'Fleet'], ['army', 'fleet'], ['ARMY', 'FLEET'], ['A.', 'F.'], ['A', 'Flt']];
const MOVE = ['-', ' - ', '->', ' -> ', ' → ', ' – ', ' — ', '—', ' to ', ' moves to ', ' --> ', ' => ', ' attacks ', ' move to '];
const HOLD = [' H', ' holds', ' HOLDS', ' stands', ' Hold', ' H.', ' stand', ' hold'];
const SUPPORT = [' S ', ' s ', ' supports ', ' SUPPORTS ', ' sup ', ' Sup. ', ' support ', ' S. ', ' supp ', ' Supports '];
const SUPPORT_HOLD = ['', ' H', ' hold', ' to hold', ' - hold', ' (H)', ' holding'];
/** Between a supported unit and where it goes. */
const SUPPORT_MOVE = [...MOVE, ' into ', ' move to '];
const CONVOY = [' C ', ' c ', ' convoys ', ' CONVOYS ', ' convoy ', ' C. '];
const VIA = [' via convoy', ' by convoy', ' (via convoy)'];
const COAST_NAMES: Record<string, string> = { nc: 'north', sc: 'south', ec: 'east' };
const COASTS = [(c: string) => `(${c})`, (c: string) => `/${c}`, (c: string) => ` ${c}`, (c: string) => ` (${COAST_NAMES[c]} coast)`, (c: string) => ` (${c[0]}.${c[1]}.)`, (c: string) => `/${c.toUpperCase()}`, (c: string) => ` ${c.toUpperCase()}`, (c: string) => `(${c.toUpperCase()})`];
const HEADINGS = [(p: string) => `${p}:`, (p: string) => p.toUpperCase(), (p: string) => `Orders for ${p}:`, (p: string) => `${p} (Alice):`];
const JOINERS = [' ', '  ', ', ', '; '];
/** A result written after the order, as a report or a game master's notes have it. */
const RESULTS = [' (bounced)', ' -- bounced', ' (fails)', ' *succeeds*', ' [cut]', ' (dislodged)'];
/** A remark in parentheses inside the order. */
const REMARKS = [' (please)', ' (as agreed)', ' (I hope)'];
const OWNERS: Record<Power, string> = { AUS: 'Austrian', ENG: 'English', FRA: 'French', GER: 'German', ITA: 'Italian', RUS: 'Russian', TUR: 'Turkish' };

const words = (name: string) => name.toLowerCase().split(/[\s\-–.]+/).filter(Boolean);

/** Every name of every province (full name, aliases, code), as its lower-case words. */
const NAMES: readonly { id: ProvinceId; words: string[] }[] = map.provinces.flatMap((p) => [p.id, p.name, ...p.aliases].map((n) => ({ id: p.id, words: words(n) })));

/** The provinces with a name whose words, in order from its first, the written words begin. */
function provincesBegunBy(written: readonly string[]): Set<ProvinceId> {
  const found = new Set<ProvinceId>();
  for (const n of NAMES) {
    // Any word of a name may be the one written first ("Atl." begins North Atlantic Ocean's second word).
    for (let from = 0; from < n.words.length; from++) {
      if (written.every((w, i) => n.words[from + i]?.startsWith(w))) found.add(n.id);
    }
  }
  return found;
}

/** A name's words cut short with periods ("Norw. Sea"), when only this province has a name they begin. */
function cutShort(id: ProvinceId, random: Random): string | undefined {
  const full = map.province(id)!.name.split(/\s+/);
  const cut = full.map((w) => (w.length > 5 && random() < 0.8 ? `${w.slice(0, 4 + below(random, w.length - 5))}.` : w));
  if (cut.every((w, i) => w === full[i])) return undefined;
  const begun = provincesBegunBy(cut.map((w) => w.replace(/\.$/, '').toLowerCase()));
  return begun.size === 1 && begun.has(id) ? cut.join(' ') : undefined;
}

const KEYS = NAMES.map((n) => ({ id: n.id, key: n.words.join('') }));

/** One slip in a long one-word name ("Marsielles"), when every other name is further from it. */
function misspelt(id: ProvinceId, random: Random): string | undefined {
  const name = map.province(id)!.name;
  if (name.length < 8 || /\s/.test(name)) return undefined;
  const at = 1 + below(random, name.length - 2);
  const slips = [name.slice(0, at) + name.slice(at + 1), name.slice(0, at) + name[at] + name.slice(at), name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)];
  const written = pick(random, slips);
  const key = written.toLowerCase();
  if (key === name.toLowerCase()) return undefined;
  const near = KEYS.filter((k) => k.id !== id && editDistance(key, k.key, 2) <= 2);
  return near.length === 0 ? written : undefined;
}

function caseOf(s: string, random: Random): string {
  const r = below(random, 3);
  return r === 0 ? s.toLowerCase() : r === 1 ? s.toUpperCase() : s[0].toUpperCase() + s.slice(1).toLowerCase();
}

function provinceText(id: ProvinceId, random: Random): string {
  const p = map.province(id)!;
  const shorthand = SHORTHAND.filter((s) => s.ids.length === 1 && s.ids[0] === id).map((s) => s.written);
  const choices = [() => caseOf(id, random), () => p.name, () => p.name.toUpperCase(), () => pick(random, p.aliases.length ? p.aliases : [p.name]), () => cutShort(id, random) ?? p.name, () => misspelt(id, random) ?? p.name];
  if (shorthand.length) choices.push(() => pick(random, shorthand));
  return pick(random, choices)();
}

function placeText(loc: Loc, random: Random): string {
  const { province, coast } = splitLoc(loc);
  const name = provinceText(province, random);
  return coast ? name + pick(random, COASTS)(coast) : name;
}

const WATER = /\b(sea|ocean|channel|gulf|bight|mediterranean)\b/i;

/** A destination: sometimes a body of water with its article ("to the North Sea"). */
function destinationText(loc: Loc, random: Random): string {
  const name = placeText(loc, random);
  return WATER.test(name) && random() < 0.2 ? `the ${name}` : name;
}

function unitText(type: UnitType, at: Loc, random: Random, words: readonly [string, string]): string {
  const word = type === 'A' ? words[0] : words[1];
  // The British zines' "A(Mun)", "F (Lon)".
  if (random() < 0.05) return `${word}${pick(random, ['', ' '])}(${placeText(at, random)})`;
  return `${word} ${placeText(at, random)}`;
}

/** One order in a random style. */
export function renderOrder(o: MovementOrder, units: readonly Unit[], random: Random): string {
  const said = orderWords(o, units, random);
  return random() < 0.1 ? said + pick(random, RESULTS) : said;
}

function orderWords(o: MovementOrder, units: readonly Unit[], random: Random): string {
  const style = pick(random, UNIT_WORDS);
  const head = unitText(o.unit, o.at, random, style) + (random() < 0.05 ? pick(random, REMARKS) : '');
  const owner = (power: Power | undefined) => (power && random() < 0.1 ? `${OWNERS[power]} ` : '');
  switch (o.kind) {
    case 'hold':
      return head + pick(random, HOLD);
    case 'move': {
      const stops = [...(o.route ?? []), o.to].map((l) => destinationText(l, random));
      const sign = pick(random, MOVE);
      return head + sign + stops.join(sign) + (o.viaConvoy ? pick(random, VIA) : '');
    }
    case 'support': {
      const helped = units.find((u) => splitLoc(u.loc).province === o.target.at);
      const target = owner(helped?.power) + unitText(o.target.unit ?? helped?.type ?? 'A', helped?.loc ?? o.target.at, random, style);
      return head + pick(random, SUPPORT) + target + (o.to ? pick(random, SUPPORT_MOVE) + destinationText(o.to, random) : pick(random, SUPPORT_HOLD));
    }
    case 'convoy':
      return head + pick(random, CONVOY) + owner(units.find((u) => provinceOf(u.loc) === o.army)?.power) + unitText('A', o.army, random, style) + pick(random, MOVE) + placeText(o.to, random);
  }
}

export interface RenderedSheet {
  text: string;
  units: Unit[];
  orders: MovementOrder[];
  /** Each order as written, in the order of `orders`. */
  written: string[];
}

/** A random local fight's orders, each power's under its heading, in random human styles. */
export function renderedSheet(random: Random): RenderedSheet {
  const { units, orders } = randomPosition(tables, random);
  const lines: string[] = [];
  const written = new Map<MovementOrder, string>();
  const powers = [...new Set(orders.map((o) => o.power))];
  for (const power of powers) {
    const name = POWER_NAMES[power];
    lines.push(pick(random, HEADINGS)(name));
    const own = orders.filter((o) => o.power === power);
    const perLine = random() < 0.25 ? 2 + below(random, 3) : 1;
    const joiner = pick(random, JOINERS);
    for (let i = 0; i < own.length; i += perLine) {
      const texts = own.slice(i, i + perLine).map((o) => {
        const text = renderOrder(o, units, random);
        written.set(o, text);
        return text;
      });
      const numbered = perLine === 1 && random() < 0.15 ? pick(random, [`${i + 1}. `, `${i + 1}) `, '- ', '* ', '• ']) : '';
      const prefix = perLine === 1 && !numbered && random() < 0.1 ? `${name}: ` : '';
      lines.push(numbered + prefix + texts.join(joiner) + (random() < 0.05 ? '.' : ''));
    }
    lines.push('');
  }
  return { text: lines.join('\n'), units, orders, written: orders.map((o) => written.get(o) ?? '') };
}

const provinceOf = (l: Loc) => splitLoc(l).province;

/** Whether the reader's order means what was written: the same unit, directive and places. */
export function sameMeaning(a: MovementOrder, b: GameOrder): boolean {
  if (a.kind !== b.kind || !('at' in b) || provinceOf(a.at) !== provinceOf(b.at) || a.unit !== b.unit) return false;
  switch (a.kind) {
    case 'hold':
      return true;
    case 'move': {
      const m = b as typeof a;
      return m.to === a.to && Boolean(m.viaConvoy) === Boolean(a.viaConvoy) && (m.route ?? []).join() === (a.route ?? []).join();
    }
    case 'support': {
      const s = b as typeof a;
      return s.target.at === a.target.at && (s.to === undefined) === (a.to === undefined) && (a.to === undefined || provinceOf(s.to!) === provinceOf(a.to));
    }
    case 'convoy': {
      const c = b as typeof a;
      return c.army === a.army && c.to === a.to;
    }
  }
}

export interface ReadingCount {
  recovered: number;
  refused: number;
  /** The lines of the refused orders, to show. */
  refusedLines: string[];
  misread: { text: string; wrote: string; read: string }[];
}

/** Read a rendered sheet and sort each order written into recovered, refused or misread. */
export function countReadings(sheet: RenderedSheet, into: ReadingCount): void {
  const parsed = parseOrders(sheet.text, { units: sheet.units, phase: 'movement' }, 'datc');
  const lines = sheet.text.split('\n');
  for (const [i, o] of sheet.orders.entries()) {
    const followed = parsed.lines.filter((l) => l.order && (l.degree === 'well-written' || l.degree === 'badly-written') && 'at' in l.order && provinceOf(l.order.at) === provinceOf(o.at));
    if (followed.length === 0) {
      into.refused++;
      into.refusedLines.push(parsed.lines.find((l) => l.unit && provinceOf(l.unit.loc) === provinceOf(o.at))?.text ?? `${sheet.written[i]}   (no line names the unit)`);
    }
    else if (followed.every((l) => sameMeaning(o, l.order!))) into.recovered++;
    else {
      const wrong = followed.find((l) => !sameMeaning(o, l.order!))!;
      into.misread.push({ text: lines[wrong.line - 1], wrote: JSON.stringify(o), read: JSON.stringify(wrong.order) });
    }
  }
}

/** `n` sheets from `seed`, counted. */
export function readingsOf(seed: number, sheets: number): ReadingCount {
  const random = seeded(seed);
  const count: ReadingCount = { recovered: 0, refused: 0, refusedLines: [], misread: [] };
  for (let i = 0; i < sheets; i++) countReadings(renderedSheet(random), count);
  return count;
}

export type { Power };
