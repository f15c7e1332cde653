import type { GameMap } from '../map/gameMap';
import { splitLoc, type ProvinceId } from '../map/types';
import type { ReviveOrder, RevivalSite } from '../orders/types';
import type { Concept, InsurrectionConcept } from '../rules/ruleSet';

/** Why a revival order ended as it did; stable codes, worded by the explainer. */
export type RevivalReason =
  /** Insurrection order carried out: the unit was disbanded to join the insurrection. */
  | 'joined-insurrection'
  /** Revive order accepted: it says which centres to take back. */
  | 'preferences-filed'
  /** A valid revive order, but no Insurrection order named the power. */
  | 'no-insurrection'
  // illegal Insurrection orders (the unit stays and holds)
  | 'no-such-unit'
  | 'foreign-unit'
  | 'not-eliminated'
  /** Another order to the same unit (or another revive order of the power) counted instead. */
  | 'superseded'
  // illegal revive orders
  | 'no-centres'
  | 'not-home-centre'
  | 'repeated-centre'
  | 'cannot-enter'
  | 'coast-needed'
  | 'no-such-coast';

/**
 * Is this revive order's list possible on the map? The list comes back
 * normalised (an army's coast dropped). The lenient parser asks the same
 * question (orders/orderLegality.ts), so a reading and a ruling never disagree.
 */
export function checkSites(map: GameMap, order: ReviveOrder): { ok: true; sites: RevivalSite[] } | { ok: false; reason: RevivalReason; concept: Concept | InsurrectionConcept } {
  if (order.centres.length === 0) return { ok: false, reason: 'no-centres', concept: 'reviveOrder' };
  const seen = new Set<ProvinceId>();
  const sites: RevivalSite[] = [];
  for (const site of order.centres) {
    const { province, coast } = splitLoc(site.at);
    const place = map.province(province);
    if (!place?.supplyCentre || place.home !== order.power) return { ok: false, reason: 'not-home-centre', concept: 'reviveOrder' };
    if (seen.has(province)) return { ok: false, reason: 'repeated-centre', concept: 'reviveOrder' };
    seen.add(province);
    if (!map.canOccupy(site.unit, province)) return { ok: false, reason: 'cannot-enter', concept: 'buildFleetInland' };
    const coasts = map.coasts(province);
    if (site.unit === 'A' || coasts.length === 0) {
      if (coast && site.unit === 'F') return { ok: false, reason: 'no-such-coast', concept: 'buildAmbiguous' };
      sites.push({ unit: site.unit, at: province });
      continue;
    }
    if (!coast) return { ok: false, reason: 'coast-needed', concept: 'buildAmbiguous' };
    if (!coasts.includes(coast)) return { ok: false, reason: 'no-such-coast', concept: 'buildAmbiguous' };
    sites.push({ unit: 'F', at: `${province}/${coast}` });
  }
  return { ok: true, sites };
}

