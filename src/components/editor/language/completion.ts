/**
 * What to offer while typing an order (pure, tested without a browser): first the power's units,
 * then the places the unit on the line can legally move to (the map's adjacency), then order words.
 * The power is the line's prefix or the heading above it.
 */
import type { GameMap } from '../../../../engine/map/gameMap';
import { provinceOf, type Power, type Unit } from '../../../../engine/map/types';
import { formatPlace } from '../../../../engine/orders/format';
import { POWER_WORDS, UNIT_WORDS } from '../../../../engine/orders/lexicon';

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

/** The unit a line orders, read from its first type-and-place pair: `A Par`, `F StP (sc)`. */
function unitOnLine(body: string, source: CompletionSource): Unit | undefined {
  const m = /^\s*([A-Za-z]+)\s+([A-Za-z.'’ ]+?)(?=\s*(?:[-–—>(/]|\s[A-Za-z]\b|\s+s\b|\s+c\b|\s+h\b|$))/i.exec(body);
  if (!m || !(m[1].toLowerCase() in UNIT_WORDS)) return undefined;
  const loc = source.map.lookup(m[2].trim());
  if (!loc) return undefined;
  return source.units().find((u) => provinceOf(u.loc) === provinceOf(loc));
}

export function suggestions(lines: readonly string[], lineIndex: number, column: number, source: CompletionSource): Suggestion[] {
  const line = lines[lineIndex] ?? '';
  const before = line.slice(0, column - 1);
  const power = powerOfLine(lines, lineIndex);
  const body = before.replace(/^\s*[A-Za-z]+\s*:\s*/, (m) => (POWER_WORDS.has(m.replace(/[:\s]/g, '').toLowerCase()) ? '' : m));
  const out: Suggestion[] = [];
  const place = (loc: string) => formatPlace(loc, 'abbreviated', source.map);
  const unit = unitOnLine(body, source);
  if (!unit) {
    source
      .units()
      .filter((u) => !power || u.power === power)
      .forEach((u, i) => {
        const text = `${u.type} ${place(u.loc)}`;
        out.push({ label: text, insertText: text, kind: 'unit', detail: `${u.power}: ${u.type === 'A' ? 'army' : 'fleet'} in ${source.map.province(provinceOf(u.loc))?.name}`, sortText: `0${String(i).padStart(3, '0')}` });
      });
  } else {
    source.map.moves(unit.type, unit.loc).forEach((to, i) => {
      const text = place(to);
      out.push({ label: text, insertText: text, kind: 'place', detail: `${unit.type} ${place(unit.loc)} may move to ${source.map.province(provinceOf(to))?.name}`, sortText: `1${String(i).padStart(3, '0')}` });
    });
  }
  ORDER_WORDS.forEach(([word, meaning], i) => out.push({ label: word, insertText: word, kind: 'word', detail: meaning, sortText: `2${i}` }));
  return out;
}
