import type { Power, Unit } from '../../../engine/map/types';
import { provinceOf } from '../../../engine/map/types';
import type { MovementOrder } from '../../../engine/orders/types';
import type { DislodgedUnit, MovementResult, Outcome } from '../../../engine/resolve/types';
import { standardMap } from '../../../engine/map/standardMap';
import type { XY } from '../../map/types';
import { locPoint } from './anchors';
import { routeArrow, routePath, straightArrow, supportLine } from './arrows';

/**
 * Turns units, orders and an optional ruling into plain drawing instructions. The ruling is
 * only read, never worked out here: outcomes come from `result.orders[i].outcome`.
 */

/** How an order came out, as the board shows it. `pending` means no ruling was given. */
export type Status = 'pending' | 'ok' | 'failed' | 'cut';

export interface SceneUnit {
  key: string;
  power: Power;
  type: 'A' | 'F';
  loc: string;
  at: XY;
  dislodged: boolean;
  /** Adjustments and retreats: a unit built here, or one removed (disbanded). */
  mark?: 'build' | 'failed-build' | 'disband';
}
export interface SceneMove {
  /** The order's index in the ruling (`result.orders`), for the trace stepper; none without one. */
  order?: number;
  power: Power;
  d: string;
  head: string;
  status: Status;
  mark: XY;
  /** False when the failure is already marked elsewhere (on a convoying fleet of its route). */
  showMark: boolean;
  angle: number;
  convoyed: boolean;
  /** A retreat, drawn dotted. */
  retreat?: boolean;
}
export interface SceneSupport {
  order?: number;
  power: Power;
  d: string;
  /** Radius of the ring round a supported unit. */
  r: number;
  /** The dot on the supported arrow, or the centre of the ring round a supported unit. */
  end: XY;
  ring: boolean;
  status: Status;
  mark: XY;
  angle: number;
}
export interface SceneConvoy {
  /** The convoying fleets' order indices in the ruling. */
  orders: number[];
  power: Power;
  d: string;
  status: Status;
  /** Fleets whose convoy failed get a mark. */
  marks: XY[];
}
export interface SceneHold {
  order?: number;
  power: Power;
  at: XY;
  status: Status;
}
export interface SceneRetreat {
  d: string;
  to: XY;
  /** An ordered retreat and how it came out; an option the unit has is drawn without one. */
  status?: Status;
}
export interface Scene {
  /** Symbol scale: units, marks and arrowheads are drawn `k` times their base size. */
  k: number;
  units: SceneUnit[];
  moves: SceneMove[];
  supports: SceneSupport[];
  convoys: SceneConvoy[];
  holds: SceneHold[];
  retreats: SceneRetreat[];
  standoffs: XY[];
}

const NO_PROVINCES: ReadonlySet<string> = new Set();

/** Where a dislodged unit is drawn when its attacker is unknown: off its province's anchor. */
export const DISLODGED_SHIFT = { x: 9, y: 8 };
/** How far a dislodged unit is pushed aside, away from its attacker (times the symbol scale): clear of a fleet beside it (two hulls are 18 wide). */
const DISLODGED_DISTANCE = 19;
const RING_RADIUS = 10.5;
const HEAD_TO_HEAD_OFFSET = 3.5;

function statusOf(outcome: Outcome | undefined): Status {
  if (!outcome) return 'pending';
  if (outcome === 'cut') return 'cut';
  if (outcome === 'succeeds' || outcome === 'given' || outcome === 'available' || outcome === 'stands') return 'ok';
  if (outcome === 'dislodged') return 'ok'; // shown on the unit, not on the hold
  return 'failed';
}

/** Where a dislodged unit is drawn: pushed out of its place, away from the unit that attacked it. */
function dislodgedPoint(d: Pick<DislodgedUnit, 'attackerFrom'> | undefined, loc: string, k: number): XY {
  const base = locPoint(loc);
  const from = d ? locPoint(d.attackerFrom) : undefined;
  const len = from ? Math.hypot(base.x - from.x, base.y - from.y) : 0;
  if (!from || len === 0) return { x: base.x + DISLODGED_SHIFT.x * k, y: base.y + DISLODGED_SHIFT.y * k };
  return round({ x: base.x + ((base.x - from.x) / len) * DISLODGED_DISTANCE * k, y: base.y + ((base.y - from.y) / len) * DISLODGED_DISTANCE * k });
}

/**
 * The chains of convoying fleets that link an army to its destination, each a list of seas in
 * order; a chain stops at the first sea that touches the destination. Only the fleets that were
 * ordered to convoy this army take part.
 */
function convoyChains(army: string, to: string, seas: string[]): string[][] {
  const usable = new Set(seas);
  const touchesTarget = new Set(standardMap.adjacentSeas(to));
  const chains: string[][] = [];
  const walk = (path: string[]) => {
    const here = path[path.length - 1];
    if (touchesTarget.has(here)) {
      chains.push([...path]);
      return;
    }
    for (const next of standardMap.adjacentSeas(here)) if (usable.has(next) && !path.includes(next)) walk([...path, next]);
  };
  for (const first of standardMap.adjacentSeas(army)) if (usable.has(first)) walk([first]);
  return chains;
}

/**
 * A movement board's scene. `k` scales the symbols (see Scene.k); positions stay on the map. Without
 * `withRetreats` the dislodged units' retreat options are left to another view (buildAfterScene).
 * `leaving`: provinces whose units left the board before the movement (CalsMUN's insurrection), drawn crossed.
 */
export function buildScene(units: Unit[], orders: MovementOrder[], result?: MovementResult, k = 1, withRetreats = true, leaving: ReadonlySet<string> = NO_PROVINCES): Scene {
  const gaps = { startGap: 7 * k, endGap: 8 * k, k };
  // With a ruling, draw the orders it ruled on (illegal ones included, implicit holds left out).
  const entries = result
    ? result.orders
        .map((r, index) => ({ index: index as number | undefined, implicit: r.implicit, order: r.order, outcome: r.outcome as Outcome | undefined, convoyed: r.convoyed, reason: r.reason as string | undefined }))
        .filter((e) => !e.implicit)
    : orders.map((order) => ({ index: undefined as number | undefined, order, outcome: undefined as Outcome | undefined, convoyed: undefined as boolean | undefined, reason: undefined as string | undefined }));

  const dislodgedBy = new Map((result?.dislodged ?? []).map((d) => [provinceOf(d.unit.loc), d]));
  const sceneUnits: SceneUnit[] = units.map((u) => {
    const d = dislodgedBy.get(provinceOf(u.loc));
    return {
      key: `${u.power}-${u.loc}`,
      power: u.power,
      type: u.type,
      loc: u.loc,
      at: d ? dislodgedPoint(d, u.loc, k) : locPoint(u.loc),
      dislodged: Boolean(d),
      ...(leaving.has(provinceOf(u.loc)) ? { mark: 'disband' as const } : {}),
    };
  });

  // Convoys first: a convoyed army's arrow runs through the fleets that carry it.
  const convoyGroups = new Map<string, { power: Power; army: string; to: string; fleets: { at: string; status: Status; index?: number }[] }>();
  for (const { order, outcome, index } of entries) {
    if (order.kind !== 'convoy') continue;
    const key = `${order.army}>${provinceOf(order.to)}`;
    const group = convoyGroups.get(key) ?? { power: order.power, army: order.army, to: provinceOf(order.to), fleets: [] };
    group.fleets.push({ at: order.at, status: statusOf(outcome), index });
    convoyGroups.set(key, group);
  }
  const routes = new Map<string, string[][]>();
  for (const [key, g] of convoyGroups) {
    let chains = convoyChains(g.army, g.to, g.fleets.map((f) => provinceOf(f.at)));
    if (chains.length === 0) {
      // Fleets that form no chain (an impossible convoy): link them nearest first.
      const left = g.fleets.map((f) => provinceOf(f.at));
      const chain: string[] = [];
      let here = locPoint(g.army);
      while (left.length) {
        left.sort((a, b) => dist(locPoint(a), here) - dist(locPoint(b), here));
        chain.push(left.shift()!);
        here = locPoint(chain[chain.length - 1]);
      }
      chains = [chain];
    }
    // The army's arrow follows the first chain: an intact one when there is one.
    const failed = (chain: string[]) => chain.filter((sea) => g.fleets.some((f) => provinceOf(f.at) === sea && f.status === 'failed')).length;
    routes.set(key, [...chains].sort((a, b) => failed(a) - failed(b)));
  }

  // Moves: supports refer to the arrows they draw.
  const moveKeys = new Set(
    entries.filter((e) => e.order.kind === 'move').map((e) => `${provinceOf(e.order.at)}>${provinceOf((e.order as { to: string }).to)}`),
  );
  const arrowByRoute = new Map<string, ReturnType<typeof straightArrow>>();
  const followed = new Set<string>();
  const moves: SceneMove[] = [];
  for (const { order, outcome, convoyed: ruledConvoyed, reason, index } of entries) {
    if (order.kind !== 'move') continue;
    const from = provinceOf(order.at);
    const to = provinceOf(order.to);
    const key = `${from}>${to}`;
    // With a ruling, the engine says whether the army went by sea (an army that fell back on its
    // land route, or ignored a foreign convoy, walks); without one, the orders suggest it.
    const walked = ruledConvoyed === false && reason !== 'convoy-disrupted' && reason !== 'no-convoy-path';
    const chains = walked ? undefined : routes.get(key);
    const convoyed = ruledConvoyed ?? (Boolean(order.viaConvoy) || Boolean(chains) || (order.route?.length ?? 0) > 0);
    // Stop short of a unit standing at the target (one pushed aside by a dislodgement is not there).
    const defended = sceneUnits.some((u) => !u.dislodged && provinceOf(u.loc) === to);
    const ends = { ...gaps, endGap: (defended ? 11 : 8) * k };
    let arrow: ReturnType<typeof straightArrow>;
    if (chains) {
      arrow = routeArrow([locPoint(order.at), ...chains[0].map((s) => locPoint(s)), locPoint(order.to)], ends);
      followed.add(`${key}#0`);
    } else {
      const headToHead = moveKeys.has(`${to}>${from}`);
      arrow = straightArrow(locPoint(order.at), locPoint(order.to), { ...ends, offset: headToHead ? HEAD_TO_HEAD_OFFSET * k : 0 });
    }
    arrowByRoute.set(key, arrow);
    // A convoyed move that failed because its route broke is marked on the fleet, not twice.
    const group = convoyGroups.get(key);
    const routeBroken = Boolean(chains && group?.fleets.some((f) => chains[0].includes(provinceOf(f.at)) && f.status === 'failed'));
    moves.push({
      order: index,
      power: order.power,
      d: arrow.d,
      head: arrow.head,
      status: statusOf(outcome),
      mark: round(arrow.at(chains ? 0.9 : 0.62)),
      showMark: !routeBroken,
      angle: Math.round(arrow.angle),
      convoyed,
    });
  }

  const supports: SceneSupport[] = [];
  const holds: SceneHold[] = [];
  for (const { order, outcome, index } of entries) {
    const from = locPoint(order.at);
    if (order.kind === 'support') {
      const targetAt = order.target.at;
      let end: XY;
      let ring = false;
      if (order.to) {
        const key = `${provinceOf(targetAt)}>${provinceOf(order.to)}`;
        // End on the supported arrow when it was ordered, else where that arrow would be.
        const arrow = arrowByRoute.get(key) ?? straightArrow(locPoint(targetAt), locPoint(order.to), gaps);
        end = round(arrow.at(0.5));
      } else {
        const unit = sceneUnits.find((u) => provinceOf(u.loc) === provinceOf(targetAt));
        end = unit ? unit.at : locPoint(targetAt);
        ring = true;
      }
      const l = supportLine(from, end, { startGap: 7 * k, endGap: ring ? RING_RADIUS * k : 0 });
      supports.push({ order: index, power: order.power, d: l.d, r: Math.round(RING_RADIUS * k * 10) / 10, end, ring, status: statusOf(outcome), mark: round(l.at(0.5)), angle: Math.round(l.angle) });
    } else if (order.kind === 'hold') {
      const unit = sceneUnits.find((u) => u.loc === order.at || provinceOf(u.loc) === provinceOf(order.at));
      holds.push({ order: index, power: order.power, at: unit ? unit.at : from, status: statusOf(outcome) });
    }
  }

  // Each chain of fleets is a dash-dot line from the army to the destination, except the one the
  // army's arrow already follows. A fleet whose convoy failed gets a mark.
  const convoys: SceneConvoy[] = [];
  for (const [key, g] of convoyGroups) {
    const status = (f: string) => g.fleets.find((x) => provinceOf(x.at) === f)?.status ?? 'pending';
    const indexOf = (f: string) => g.fleets.find((x) => provinceOf(x.at) === f)?.index;
    routes.get(key)!.forEach((chain, i) => {
      const statuses = chain.map(status);
      const failed = chain.filter((f) => status(f) === 'failed');
      convoys.push({
        orders: chain.map(indexOf).filter((x): x is number => x !== undefined),
        power: g.power,
        d: followed.has(`${key}#${i}`) ? '' : routePath([locPoint(g.army), ...chain.map((s) => locPoint(s)), locPoint(g.to)]),
        status: failed.length ? 'failed' : statuses.some((s) => s === 'ok') ? 'ok' : 'pending',
        marks: failed.map((f) => locPoint(f)),
      });
    });
    // Ordered fleets on no chain still show their failure.
    const onChains = new Set(routes.get(key)!.flat());
    const stray = g.fleets.filter((f) => !onChains.has(provinceOf(f.at)) && f.status === 'failed');
    if (stray.length) convoys.push({ orders: stray.flatMap((f) => (f.index === undefined ? [] : [f.index])), power: g.power, d: '', status: 'failed', marks: stray.map((f) => locPoint(f.at)) });
  }

  const retreats: SceneRetreat[] = [];
  if (withRetreats) {
    for (const d of result?.dislodged ?? []) {
      const from = dislodgedPoint(d, d.unit.loc, k);
      for (const r of d.retreats) {
        const to = locPoint(r);
        retreats.push({ d: supportLine(from, to, { startGap: 8 * k, endGap: 4 * k }).d, to });
      }
    }
  }

  // Marks go beside the units, never over them: a failed order's cross, a cut, a standoff's star.
  const clear = (p: XY, distance = MARK_CLEARANCE) => clearOf(p, sceneUnits, k, distance);
  return {
    k,
    units: sceneUnits,
    moves: moves.map((m) => ({ ...m, mark: clear(m.mark) })),
    supports: supports.map((x) => ({ ...x, mark: clear(x.mark) })),
    convoys: convoys.map((c) => ({ ...c, marks: c.marks.map((m) => clear({ x: m.x + CONVOY_MARK_SHIFT * k, y: m.y - CONVOY_MARK_SHIFT * k })) })),
    holds,
    retreats,
    standoffs: (result?.standoffs ?? []).map((id) => clear(locPoint(id), STANDOFF_CLEARANCE)),
  };
}

/** How far from a unit's centre a mark must be, times the symbol scale: a cross clears a fleet's hull, a star is larger. */
const MARK_CLEARANCE = 14;
const STANDOFF_CLEARANCE = 17;
/** A failed convoy's cross starts at its fleet's upper right. */
const CONVOY_MARK_SHIFT = 7;

/**
 * A mark's place, moved out of any unit it would cover: straight away from that unit's centre to
 * `distance` (up and to the left when it sat right on it). Twice, for a mark between two units.
 */
function clearOf(p: XY, units: readonly SceneUnit[], k: number, distance: number): XY {
  let q = p;
  for (let pass = 0; pass < 2; pass++) {
    const u = units.find((x) => Math.hypot(x.at.x - q.x, x.at.y - q.y) < distance * k - 0.01);
    if (!u) return q;
    const dx = q.x - u.at.x;
    const dy = q.y - u.at.y;
    const len = Math.hypot(dx, dy);
    const [ux, uy] = len < 0.5 ? [-0.8, -0.6] : [dx / len, dy / len];
    q = round({ x: u.at.x + ux * distance * k, y: u.at.y + uy * distance * k });
  }
  return q;
}

/** A point rounded to a tenth of a board unit, which is all the drawing needs. */
function round(p: XY): XY {
  return { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 };
}

function dist(a: XY, b: XY): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** A unit where it stands, drawn at its province (or coast) point. */
function standingUnit(u: Unit): SceneUnit {
  return { key: `${u.power}-${u.loc}`, power: u.power, type: u.type, loc: u.loc, at: locPoint(u.loc), dislodged: false };
}

/**
 * The position after the movement phase, from the ruling: every unit where it now stands, the
 * dislodged units pushed aside with their retreats, and the standoffs. No orders are drawn.
 */
export function buildAfterScene(result: MovementResult, k = 1): Scene {
  const standing: SceneUnit[] = result.units.map(standingUnit);
  const dislodged: SceneUnit[] = result.dislodged.map((d) => {
    const u = d.unit;
    return {
      key: `${u.power}-${u.loc}-dislodged`,
      power: u.power,
      type: u.type,
      loc: u.loc,
      at: dislodgedPoint(d, u.loc, k),
      dislodged: true,
    };
  });
  const retreats: SceneRetreat[] = result.dislodged.flatMap((d) => {
    const from = dislodgedPoint(d, d.unit.loc, k);
    return d.retreats.map((r) => ({ d: supportLine(from, locPoint(r), { startGap: 8 * k, endGap: 4 * k }).d, to: locPoint(r) }));
  });
  return {
    k,
    units: [...standing, ...dislodged],
    moves: [],
    supports: [],
    convoys: [],
    holds: [],
    retreats,
    standoffs: result.standoffs.map((id) => clearOf(locPoint(id), [...standing, ...dislodged], k, STANDOFF_CLEARANCE)),
  };
}

/** What a retreat or adjustment phase's ruling says of each order (engine/resolve retreats, adjustments). */
export interface PhaseOrderResult {
  order: { kind: string; power: Power; unit?: 'A' | 'F'; at?: string; to?: string };
  outcome?: string;
  implicit?: boolean;
}

const phaseStatus = (outcome: string | undefined): Status => (outcome === undefined ? 'pending' : outcome === 'succeeds' ? 'ok' : 'failed');

/**
 * A retreat phase: the units that stayed, each dislodged unit pushed aside from its attacker with
 * its options (dotted lines), and the retreat orders drawn over them, a success solid-dotted and a
 * failure crossed; a disbanded unit carries a cross.
 */
export function buildRetreatScene(
  units: readonly Unit[],
  dislodged: readonly { unit: Unit; attackerFrom: string; retreats: readonly string[] }[],
  results: readonly PhaseOrderResult[] = [],
  k = 1,
): Scene {
  const standing: SceneUnit[] = units.map(standingUnit);
  const retreats: SceneRetreat[] = [];
  const moves: SceneMove[] = [];
  const pushed: SceneUnit[] = dislodged.map((d) => {
    const at = dislodgedPoint(d, d.unit.loc, k);
    const mine = results.filter((r) => !r.implicit && r.order.at && provinceOf(r.order.at) === provinceOf(d.unit.loc));
    // Once ruled, a dislodged unit that did not retreat is disbanded (III.4.f): ordered to, with a
    // failed or illegal retreat, or with no order at all.
    const retreated = mine.some((r) => r.order.kind === 'retreat' && r.outcome === 'succeeds');
    const disbanded = results.length > 0 && !retreated;
    for (const to of d.retreats) {
      if (mine.some((r) => r.order.kind === 'retreat' && r.order.to === to)) continue;
      retreats.push({ d: supportLine(at, locPoint(to), { startGap: 8 * k, endGap: 4 * k }).d, to: locPoint(to) });
    }
    for (const r of mine) {
      if (r.order.kind !== 'retreat' || !r.order.to) continue;
      const arrow = straightArrow(at, locPoint(r.order.to), { startGap: 8 * k, endGap: 8 * k, k });
      const status = phaseStatus(r.outcome);
      moves.push({ power: d.unit.power, d: arrow.d, head: arrow.head, status, mark: round(arrow.at(0.6)), showMark: true, angle: Math.round(arrow.angle), convoyed: false, retreat: true });
    }
    return { key: `${d.unit.power}-${d.unit.loc}-dislodged`, power: d.unit.power, type: d.unit.type, loc: d.unit.loc, at, dislodged: true, ...(disbanded ? { mark: 'disband' as const } : {}) };
  });
  return { k, units: [...standing, ...pushed], moves, supports: [], convoys: [], holds: [], retreats, standoffs: [] };
}

/** An adjustment phase: builds drawn on their home centre with a plus, removals with a cross. */
export function buildAdjustmentScene(units: readonly Unit[], results: readonly PhaseOrderResult[] = [], k = 1): Scene {
  const removed = new Set(results.filter((r) => r.order.kind === 'disband' && r.outcome === 'succeeds' && r.order.at).map((r) => provinceOf(r.order.at!)));
  const sceneUnits: SceneUnit[] = units.map((u) => (removed.has(provinceOf(u.loc)) ? { ...standingUnit(u), mark: 'disband' as const } : standingUnit(u)));
  for (const r of results) {
    if (r.order.kind !== 'build' || !r.order.at || !r.order.unit) continue;
    // One unit drawn per place: a build where a unit stands, or a second build there, is told by its row, not drawn over the first.
    if (sceneUnits.some((u) => provinceOf(u.loc) === provinceOf(r.order.at!))) continue;
    sceneUnits.push({ key: `${r.order.power}-${r.order.at}-build`, power: r.order.power, type: r.order.unit, loc: r.order.at, at: locPoint(r.order.at), dislodged: false, mark: r.outcome === 'succeeds' || r.outcome === undefined ? 'build' : 'failed-build' });
  }
  return { k, units: sceneUnits, moves: [], supports: [], convoys: [], holds: [], retreats: [], standoffs: [] };
}
