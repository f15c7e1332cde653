import type { GameMap } from '../map/gameMap';
import { standardMap } from '../map/standardMap';
import { POWER_NAMES, splitLoc, type Loc, type Power, type UnitType } from '../map/types';
import { provinceAbbreviation } from '../map/abbreviations';
import { COAST_NAMES, IMPASSABLE, PRINTED_KEYWORDS } from './lexicon';
import type { GameOrder } from './types';

/**
 * Printing orders. `abbreviated` is the canonical Table III.2 form with the
 * Table III.2b abbreviations (`F Lon S F Wal-ENG`, `A Bre-MAT-IRI-Wal`,
 * `BUILD A Par`, `DISBAND F Tri`); `full` spells every province out
 * (`F London Supports F Wales - English Channel`). CalsMUN's revival orders
 * print as the variant writes them: `F I Lon-Russia` / `F London Insurrection
 * Russia`, and `REVIVE F StP (nc), A Mos` / `Revive F St. Petersburg (north
 * coast), A Moscow`. The lenient parser reads both back to the same order.
 */
export type FormatStyle = 'full' | 'abbreviated';

export interface FormatOptions {
  style?: FormatStyle;
  map?: GameMap;
  /** Start with the power's name: `England: F Lon HOLDS`. */
  power?: boolean;
}

export function formatOrder(order: GameOrder, options: FormatOptions = {}): string {
  const style = options.style ?? 'abbreviated';
  const map = options.map ?? standardMap;
  const words = PRINTED_KEYWORDS[style];
  const place = (loc: Loc) => formatPlace(loc, style, map);
  const dash = style === 'full' ? ' - ' : '-';
  const unit = (type: UnitType | undefined, loc: Loc) => (type ? `${type} ${place(loc)}` : place(loc));
  const prefix = options.power ? `${POWER_NAMES[order.power]}: ` : '';
  const body = ((): string => {
    switch (order.kind) {
      case 'waive':
        return words.waive;
      case 'hold':
        return `${unit(order.unit, order.at)} ${words.hold}`;
      case 'move': {
        const stops = [...(order.route ?? []), order.to].map(place);
        return `${unit(order.unit, order.at)}${dash}${stops.join(dash)}${order.viaConvoy ? ` ${words.via}` : ''}`;
      }
      case 'retreat':
        return `${unit(order.unit, order.at)}${dash}${place(order.to)}`;
      case 'support': {
        const target = unit(order.target.unit, order.target.at);
        return `${unit(order.unit, order.at)} ${words.support} ${target}${order.to ? `${dash}${place(order.to)}` : ''}`;
      }
      case 'convoy':
        return `${unit(order.unit, order.at)} ${words.convoy} A ${place(order.army)}${dash}${place(order.to)}`;
      case 'disband':
        return `${words.disband} ${unit(order.unit, order.at)}`;
      case 'build':
        return `${words.build} ${unit(order.unit, order.at)}`;
      case 'insurrection':
        return style === 'full'
          ? `${unit(order.unit, order.at)} ${words.insurrection} ${POWER_NAMES[order.revive]}`
          : `${order.unit} ${words.insurrection} ${place(order.at)}-${POWER_NAMES[order.revive]}`;
      case 'revive':
        return `${words.revive} ${order.centres.map((c) => unit(c.unit, c.at)).join(', ')}`;
    }
  })();
  return prefix + body;
}

/** `Spa (nc)` or `Spain (north coast)`; abbreviations are the map's own (`provinceAbbreviation`). */
export function formatPlace(loc: Loc, style: FormatStyle = 'abbreviated', map: GameMap = standardMap): string {
  const { province, coast } = splitLoc(loc);
  const p = map.province(province);
  let name: string;
  if (style === 'full') {
    name = p?.name ?? IMPASSABLE.find((x) => x.id === province)?.name ?? capitalise(province);
  } else {
    name = provinceAbbreviation(province, map);
  }
  if (!coast) return name;
  return style === 'full' ? `${name} (${COAST_NAMES[coast] ?? coast})` : `${name} (${coast})`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A place in running text: "the North Sea", "the Gulf of Lyon", "Paris". */
export function describePlace(loc: Loc, map: GameMap = standardMap): string {
  const name = formatPlace(loc, 'full', map);
  return map.province(splitLoc(loc).province)?.kind === 'sea' ? `the ${name}` : name;
}

/** A unit as a person reads it, from the JSON's `ENG F lon` (or `F lon`): `F Lon`, or `F Lon (England)` with its power. */
export function formatUnitKey(key: string, map: GameMap = standardMap): string {
  const parts = key.split(' ');
  const [power, type, loc] = parts.length === 3 ? parts : [undefined, parts[0], parts[1]];
  const unit = `${type} ${formatPlace(loc ?? '', 'abbreviated', map)}`;
  return power && Object.hasOwn(POWER_NAMES, power) ? `${unit} (${POWER_NAMES[power as Power]})` : unit;
}
