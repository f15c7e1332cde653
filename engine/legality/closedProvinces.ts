import { locNumber, type MapTables } from '../map/mapTables';
import type { ProvinceId } from '../map/types';

// One byte per province, built once per (map, list of closed provinces), so
// the legality check asks an array instead of comparing strings per order.
const masks = new WeakMap<MapTables, WeakMap<readonly ProvinceId[], Uint8Array>>();

/** `mask[p] === 1`: province number p may not be entered (V.5.e). Unknown ids are ignored. */
export function closedMask(t: MapTables, closed: readonly ProvinceId[]): Uint8Array {
  let byList = masks.get(t);
  if (!byList) masks.set(t, (byList = new WeakMap()));
  let mask = byList.get(closed);
  if (!mask) {
    mask = new Uint8Array(t.P);
    for (const id of closed) {
      const p = locNumber(t, id);
      if (p >= 0 && p < t.P) mask[p] = 1;
    }
    byList.set(closed, mask);
  }
  return mask;
}
