import type { GameMap } from './gameMap';
import { standardMap } from './standardMap';
import type { ProvinceId } from './types';

/**
 * The one short name of each province that a person reads: the map's labels, an order as read, a
 * diagnostic, a ruling, the game-master table. Land is capitalised (`Par`, `StP`, `NAf`), water is
 * written in capitals (`NTH`, `MAO`, `NWG`, `LYO`), so a sea is told from a coast at a glance. The
 * parser still reads every other spelling players use (`MAT`, `NRG`, `GoL`, `Tyn`).
 */
const SPECIAL: Readonly<Record<ProvinceId, string>> = { stp: 'StP', naf: 'NAf' };

export function provinceAbbreviation(id: ProvinceId, map: GameMap = standardMap): string {
  const special = SPECIAL[id];
  if (special !== undefined && Object.hasOwn(SPECIAL, id)) return special;
  return map.province(id)?.kind === 'sea' ? id.toUpperCase() : id.charAt(0).toUpperCase() + id.slice(1);
}
