import { COAST, SEA, type MapTables } from '../map/mapTables';
import type { ProvinceMarks } from '../map/provinceMarks';

/**
 * Which seas a convoy may pass through, by province number: in a legality
 * check, the seas that hold a fleet; in a ruling, the seas whose convoying
 * fleet is not dislodged. An object rather than a closure, so that searching
 * a route creates no function.
 */
export interface SeaFilter {
  usable(sea: number): boolean;
}

/**
 * Is `sea` on at least one route from `from` to `to` through usable seas?
 * With `necessaryOnly`, a route may not contain a sea that could be skipped
 * (no two non-consecutive steps adjacent): a fleet that no route needs is not
 * part of any convoy (DATC 4.E.1, test case 6.G.19).
 */
export function seaOnSomeRoute(t: MapTables, from: number, to: number, sea: number, necessaryOnly: boolean, usable: SeaFilter): boolean {
  if (from === to || t.kind[from] !== COAST || t.kind[to] !== COAST) return false;
  const onPath = t.marks.take();
  const search: RouteSearch = { t, from, to, sea, necessaryOnly, usable, onPath, depth: 0 };
  let found = false;
  for (const s of t.adjacentSeas[from]) if ((found = extend(search, s))) break;
  t.marks.give(onPath);
  return found;
}

/** A depth-first search for routes; the path so far is `onPath.list[0 .. depth - 1]`. */
interface RouteSearch {
  t: MapTables;
  from: number;
  to: number;
  /** The sea asked about. */
  sea: number;
  necessaryOnly: boolean;
  usable: SeaFilter;
  onPath: ProvinceMarks;
  depth: number;
}

/** Go on to sea `s`: true when a route through it reaches the destination with the sea asked about on it. */
function extend(r: RouteSearch, s: number): boolean {
  const { t, onPath } = r;
  const { P, seaAdj } = t;
  const path = onPath.list;
  if (!r.usable.usable(s)) return false;
  if (r.necessaryOnly) {
    // The new sea may touch only its predecessor on the path, and the origin only if first.
    if (r.depth > 0 && seaAdj[r.from * P + s] === 1) return false;
    for (let i = 0; i < r.depth - 1; i++) if (seaAdj[path[i] * P + s] === 1) return false;
    for (let i = 0; i < r.depth; i++) if (seaAdj[r.to * P + path[i]] === 1) return false;
  }
  path[r.depth++] = s;
  onPath.set(s);
  if (seaAdj[r.to * P + s] === 1) for (let i = 0; i < r.depth; i++) if (path[i] === r.sea) return true;
  // A longer chain may go on past a sea that already touches the destination (IV.5.b).
  for (const next of t.adjacentSeas[s]) if (!onPath.has(next) && extend(r, next)) return true;
  r.depth--;
  onPath.delete(s);
  return false;
}

/** Could an army be convoyed from `from` to `to` through usable seas? */
export function convoyPossible(t: MapTables, from: number, to: number, usable: SeaFilter): boolean {
  if (from === to || t.kind[from] !== COAST || t.kind[to] !== COAST) return false;
  return routeExists(t, from, to, usable);
}

/** Is there a chain of usable seas from `from` to `to`? `usable` is asked lazily, at most once per sea. */
export function routeExists(t: MapTables, from: number, to: number, usable: SeaFilter): boolean {
  const { P, seaAdj } = t;
  // Taken from the pool, not shared: `usable` may resolve decisions that search routes of their own.
  const seen = t.marks.take();
  const queue = seen.list;
  let head = 0;
  let tail = 0;
  let found = false;
  for (const s of t.adjacentSeas[from]) {
    seen.set(s);
    if (usable.usable(s)) queue[tail++] = s;
  }
  while (head < tail && !found) {
    const s = queue[head++];
    if (seaAdj[to * P + s] === 1) found = true;
    else {
      for (const next of t.adjacentSeas[s]) {
        if (seen.has(next)) continue;
        seen.set(next);
        if (usable.usable(next)) queue[tail++] = next;
      }
    }
  }
  t.marks.give(seen);
  return found;
}

/** Does an explicit route (seas in order, by number; -1 for a name that is no province) connect `from` to `to` step by step? */
export function routeIsConnected(t: MapTables, from: number, route: ArrayLike<number>, to: number): boolean {
  const { P, seaAdj } = t;
  if (route.length === 0) return false;
  for (let i = 0; i < route.length; i++) if (route[i] < 0 || t.kind[route[i]] !== SEA) return false;
  if (seaAdj[from * P + route[0]] !== 1) return false;
  for (let i = 1; i < route.length; i++) if (seaAdj[route[i - 1] * P + route[i]] !== 1) return false;
  return seaAdj[to * P + route[route.length - 1]] === 1;
}
