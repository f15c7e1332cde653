import type { GameMap } from '../map/gameMap';
import { standardMap } from '../map/standardMap';
import { POWER_NAMES, POWERS, provinceOf, type Power, type Unit, type UnitType } from '../map/types';
import { formatPlace } from './format';
import { POWER_WORDS, UNIT_WORDS } from './lexicon';
import type { Diagnostic } from './parseTypes';

/**
 * A position's units as text, one per line, the way the live boards' Units tab shows them:
 *
 *   France:
 *   A Par
 *   F Brest
 *   England: F Lon        (a power prefix works too)
 *
 * Reading never throws: a bad line gets a diagnostic with its columns and is left out.
 */
export interface UnitListResult {
  units: Unit[];
  diagnostics: Diagnostic[];
}

const HEADING = /^\s*([A-Za-z]+)\s*:?\s*$/;
const LINE = /^(\s*)(?:([A-Za-z]+)\s*:\s*)?([A-Za-z]+)\s+(.+?)\s*$/;

function powerOf(word: string): Power | undefined {
  return POWER_WORDS.get(word.toLowerCase());
}

export function readUnitList(text: string, map: GameMap = standardMap): UnitListResult {
  const units: Unit[] = [];
  const diagnostics: Diagnostic[] = [];
  const taken = new Map<string, number>();
  let power: Power | undefined;
  const source = typeof text === 'string' ? text : '';
  source.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    const body = raw.replace(/(#|\/\/).*$/, '');
    if (!body.trim()) return;
    const problem = (message: string, column = body.search(/\S/) + 1, endColumn = body.trimEnd().length) =>
      diagnostics.push({ line, column, endColumn: Math.max(column, endColumn), severity: 'error', code: 'unknown-province', message });
    const heading = HEADING.exec(body);
    if (heading && powerOf(heading[1])) {
      power = powerOf(heading[1]);
      return;
    }
    const m = LINE.exec(body);
    if (!m) return problem('Write a unit as its type and place, e.g. "A Paris" or "F Brest", under a power\'s name.');
    const [, lead, prefix, typeWord, placeText] = m;
    const owner = prefix ? powerOf(prefix) : power;
    if (prefix && !owner) return problem(`"${prefix}" is not a power (${POWERS.map((p) => POWER_NAMES[p]).join(', ')}).`, lead.length + 1, lead.length + prefix.length);
    if (!owner) return problem('Whose unit is this? Put it under a power\'s name ("France:") or start the line with one.');
    const typeStart = body.indexOf(typeWord, lead.length + (prefix?.length ?? 0)) + 1;
    const type: UnitType | undefined = UNIT_WORDS[typeWord.toLowerCase()];
    if (!type) return problem(`"${typeWord}" is not a unit type: write A (army) or F (fleet).`, typeStart, typeStart + typeWord.length - 1);
    const placeStart = body.indexOf(placeText, typeStart + typeWord.length - 1) + 1;
    const placeEnd = placeStart + placeText.length - 1;
    const loc = map.lookup(placeText);
    if (!loc) return problem(`"${placeText}" is not a province this board knows.`, placeStart, placeEnd);
    const province = map.province(provinceOf(loc))!;
    if (!map.canOccupy(type, province.id)) return problem(`${type === 'A' ? 'An army' : 'A fleet'} cannot stand in ${province.name}.`, typeStart, placeEnd);
    const coasts = map.coasts(province.id);
    let at = loc;
    if (type === 'A') at = province.id;
    else if (coasts.length > 0 && !loc.includes('/')) {
      if (coasts.length > 1) return problem(`A fleet in ${province.name} must name its coast: ${coasts.map((c) => formatPlace(`${province.id}/${c}`, 'full', map)).join(' or ')}.`, placeStart, placeEnd);
      at = `${province.id}/${coasts[0]}`;
    }
    const before = taken.get(province.id);
    if (before !== undefined) return problem(`${province.name} already holds a unit (line ${before}); a province holds one unit.`, placeStart, placeEnd);
    taken.set(province.id, line);
    units.push({ power: owner, type, loc: at });
  });
  return { units, diagnostics };
}

/** Units as `readUnitList` reads them: under power headings, in the powers' usual order. */
export function formatUnitList(units: readonly Unit[], map: GameMap = standardMap): string {
  const blocks: string[] = [];
  for (const p of POWERS) {
    const own = units.filter((u) => u.power === p);
    if (own.length) blocks.push(`${POWER_NAMES[p]}:\n${own.map((u) => `${u.type} ${formatPlace(u.loc, 'abbreviated', map)}`).join('\n')}`);
  }
  return blocks.join('\n\n');
}
