import type { GameMap } from '../../../../engine/map/gameMap';
import { provinceOf, type ProvinceId, type Unit } from '../../../../engine/map/types';

/**
 * Where players most often send a unit from each home centre in the standard openings, best known
 * first: the editor offers these before an alphabetical neighbour (`A Par - B` takes Burgundy, not
 * Brest). Elsewhere a supply centre comes before a province that is none.
 */
const OPENINGS: Readonly<Record<ProvinceId, readonly ProvinceId[]>> = {
  lon: ['nth', 'eng'],
  edi: ['nwg', 'nth'],
  lvp: ['yor', 'edi', 'wal'],
  par: ['bur', 'pic', 'gas'],
  mar: ['spa', 'bur'],
  bre: ['mao', 'eng', 'pic'],
  ber: ['kie', 'pru'],
  mun: ['ruh', 'bur', 'sil', 'tyr'],
  kie: ['den', 'hol'],
  ven: ['tyr', 'apu', 'tri'],
  rom: ['apu', 'ven'],
  nap: ['ion', 'tys'],
  vie: ['gal', 'tri', 'bud'],
  bud: ['ser', 'gal', 'rum'],
  tri: ['alb', 'ven'],
  mos: ['ukr', 'stp', 'sev'],
  war: ['gal', 'ukr'],
  sev: ['bla', 'rum'],
  stp: ['bot', 'fin'],
  con: ['bul'],
  smy: ['arm', 'con'],
  ank: ['bla', 'con', 'arm'],
};

/** How likely a unit is to be sent to `to`: higher first. */
export function likelihood(unit: Unit, to: ProvinceId, map: GameMap): number {
  const known = OPENINGS[provinceOf(unit.loc)] ?? [];
  const rank = known.indexOf(to);
  if (rank >= 0) return 10 - rank;
  return map.province(to)?.supplyCentre ? 1 : 0;
}
