import { COAST, SEA, type MapTables } from '../map/mapTables';

/** Which seas a convoy may pass through, by province number: in a legality check, the seas that hold a fleet. */
export type SeaFilter = (sea: number) => boolean;

/**
 * Is `sea` on at least one route from `from` to `to` through usable seas?
 * With `necessaryOnly`, a route may not contain a sea that could be skipped
 * (no two non-consecutive steps adjacent): a fleet that no route needs is not
 * part of any convoy (DATC 4.E.1, test case 6.G.19).
 */
export function seaOnSomeRoute(t: MapTables, from: number, to: number, sea: number, necessaryOnly: boolean, usable: SeaFilter): boolean {
  if (from === to || t.kind[from] !== COAST || t.kind[to] !== COAST) return false;
  const { P, seaAdj } = t;
  const onPath = t.marks.take();
  const path = onPath.list;
  let depth = 0;
  const touchesEnd = (s: number) => seaAdj[to * P + s] === 1;
  const extend = (s: number): boolean => {
    if (!usable(s)) return false;
    if (necessaryOnly) {
      // The new sea may touch only its predecessor on the path, and the origin only if first.
      if (depth > 0 && seaAdj[from * P + s] === 1) return false;
      for (let i = 0; i < depth - 1; i++) if (seaAdj[path[i] * P + s] === 1) return false;
      for (let i = 0; i < depth; i++) if (touchesEnd(path[i])) return false;
    }
    path[depth++] = s;
    onPath.set(s);
    if (touchesEnd(s)) for (let i = 0; i < depth; i++) if (path[i] === sea) return true;
    // A longer chain may go on past a sea that already touches the destination (IV.5.b).
    for (const next of t.adjacentSeas[s]) if (!onPath.has(next) && extend(next)) return true;
    depth--;
    onPath.delete(s);
    return false;
  };
  let found = false;
  for (const s of t.adjacentSeas[from]) if ((found = extend(s))) break;
  t.marks.give(onPath);
  return found;
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
    if (usable(s)) queue[tail++] = s;
  }
  while (head < tail && !found) {
    const s = queue[head++];
    if (seaAdj[to * P + s] === 1) found = true;
    else {
      for (const next of t.adjacentSeas[s]) {
        if (seen.has(next)) continue;
        seen.set(next);
        if (usable(next)) queue[tail++] = next;
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
