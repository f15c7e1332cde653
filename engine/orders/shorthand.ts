import type { ProvinceId } from '../map/types';

/**
 * Shorthand players write for provinces that is neither a name, an alias nor a start of one that
 * the map knows (those are in `engine/map/standard.ts`). Each entry says where the form is written.
 * A form here is read as written, and the order is badly written (it is not the rules'
 * abbreviation); where a form stands for more than one province, the unit's geography
 * picks the one it can mean, and two that survive make the order ambiguous.
 *
 * Multi-word shortenings ("Eng Channel", "English Chan", "Mid Atl", "Gulf Lyon") need no entry:
 * every word that starts the matching word of a name is read as that name (`names.ts`).
 */
export type ShorthandSource =
  /** Email judges' results and players' orders to them (njudge, DPjudge). */
  | 'judge'
  /** Forum and chat games: orders posted as messages. */
  | 'forum'
  /** Postal zines' game reports, typed up. */
  | 'zine';

/** No entry repeats a name, alias or start of a name the map reads already: a test checks it. */
export const SHORTHAND: readonly { written: string; ids: readonly ProvinceId[]; source: ShorthandSource }[] = [
  { written: 'Blk', ids: ['bla'], source: 'forum' },
  { written: 'Blk Sea', ids: ['bla'], source: 'forum' },
  { written: 'Lpool', ids: ['lvp'], source: 'forum' },
  { written: "L'pool", ids: ['lvp'], source: 'zine' },
  { written: 'Lvpl', ids: ['lvp'], source: 'zine' },
  { written: 'NTS', ids: ['nth'], source: 'judge' },
  { written: 'N Sea', ids: ['nth'], source: 'forum' },
  { written: 'Nth Sea', ids: ['nth'], source: 'zine' },
  { written: 'N Atl', ids: ['nao'], source: 'forum' },
  { written: 'N Atlantic', ids: ['nao'], source: 'forum' },
  { written: 'NAtl', ids: ['nao'], source: 'zine' },
  { written: 'Mid Atl', ids: ['mao'], source: 'forum' },
  { written: 'Nwg Sea', ids: ['nwg'], source: 'forum' },
  { written: 'EMS', ids: ['eas'], source: 'judge' },
  { written: 'WMS', ids: ['wes'], source: 'judge' },
  { written: 'Eng Ch', ids: ['eng'], source: 'zine' },
  { written: 'Hel Bight', ids: ['hel'], source: 'forum' },
  { written: 'Hol Bight', ids: ['hel'], source: 'forum' },
  { written: 'Roumania', ids: ['rum'], source: 'zine' },
  { written: 'Gulf of Lions', ids: ['lyo'], source: 'forum' },
];
