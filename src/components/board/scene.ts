import type { Power, Unit } from '../../../engine/map/types';
import { provinceOf } from '../../../engine/map/types';
import type { MovementOrder } from '../../../engine/orders/types';
import type { MovementResult, Outcome } from '../../../engine/resolve/types';
import type { XY } from '../../map/types';
import { locPoint } from './geometry';
import { routePath, straightArrow, supportLine } from './arrows';

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
}
export interface SceneMove {
  power: Power;
  d: string;
  head: string;
  status: Status;
  mark: XY;
  angle: number;
  convoyed: boolean;
}
export interface SceneSupport {
  power: Power;
  d: string;
  /** The dot on the supported arrow, or the centre of the ring round a supported unit. */
  end: XY;
  ring: boolean;
  status: Status;
  mark: XY;
  angle: number;
}
export interface SceneConvoy {
  power: Power;
  d: string;
  status: Status;
  /** Fleets whose convoy failed get a mark. */
  marks: XY[];
}
export interface SceneHold {
  power: Power;
  at: XY;
  status: Status;
}
export interface SceneRetreat {
  d: string;
  to: XY;
}
export interface Scene {
  units: SceneUnit[];
  moves: SceneMove[];
  supports: SceneSupport[];
  convoys: SceneConvoy[];
  holds: SceneHold[];
  retreats: SceneRetreat[];
  standoffs: XY[];
}

/** Where a dislodged unit is drawn, off its province's anchor so the attacker can be seen. */
export const DISLODGED_SHIFT = { x: 9, y: 8 };
const RING_RADIUS = 10.5;
const HEAD_TO_HEAD_OFFSET = 3.5;

function statusOf(outcome: Outcome | undefined): Status {
  if (!outcome) return 'pending';
  if (outcome === 'cut') return 'cut';
  if (outcome === 'succeeds' || outcome === 'given' || outcome === 'available' || outcome === 'stands') return 'ok';
  if (outcome === 'dislodged') return 'ok'; // shown on the unit, not on the hold
  return 'failed';
}

export function buildScene(units: Unit[], orders: MovementOrder[], result?: MovementResult): Scene {
  // With a ruling, draw the orders it ruled on (illegal ones included, implicit holds left out).
  const entries = result
    ? result.orders.filter((r) => !r.implicit).map((r) => ({ order: r.order, outcome: r.outcome as Outcome | undefined }))
    : orders.map((order) => ({ order, outcome: undefined as Outcome | undefined }));

  const dislodgedAt = new Set((result?.dislodged ?? []).map((d) => provinceOf(d.unit.loc)));
  const sceneUnits: SceneUnit[] = units.map((u) => {
    const base = locPoint(u.loc);
    const dislodged = dislodgedAt.has(provinceOf(u.loc));
    return {
      key: `${u.power}-${u.loc}`,
      power: u.power,
      type: u.type,
      loc: u.loc,
      at: dislodged ? { x: base.x + DISLODGED_SHIFT.x, y: base.y + DISLODGED_SHIFT.y } : base,
      dislodged,
    };
  });

  // Moves first: supports and convoys refer to the arrows they draw.
  const moveKeys = new Set(
    entries.filter((e) => e.order.kind === 'move').map((e) => `${provinceOf(e.order.at)}>${provinceOf((e.order as { to: string }).to)}`),
  );
  const arrowByRoute = new Map<string, ReturnType<typeof straightArrow>>();
  const convoyedArmies = new Set(entries.filter((e) => e.order.kind === 'convoy').map((e) => (e.order as { army: string }).army));
  const moves: SceneMove[] = [];
  for (const { order, outcome } of entries) {
    if (order.kind !== 'move') continue;
    const from = provinceOf(order.at);
    const to = provinceOf(order.to);
    const headToHead = moveKeys.has(`${to}>${from}`);
    const arrow = straightArrow(locPoint(order.at), locPoint(order.to), { offset: headToHead ? HEAD_TO_HEAD_OFFSET : 0 });
    arrowByRoute.set(`${from}>${to}`, arrow);
    moves.push({
      power: order.power,
      d: arrow.d,
      head: arrow.head,
      status: statusOf(outcome),
      mark: arrow.at(0.62),
      angle: arrow.angle,
      convoyed: Boolean(order.viaConvoy) || convoyedArmies.has(from),
    });
  }

  const supports: SceneSupport[] = [];
  const holds: SceneHold[] = [];
  const convoyGroups = new Map<string, { power: Power; army: string; to: string; fleets: { at: string; status: Status }[] }>();
  for (const { order, outcome } of entries) {
    const from = locPoint(order.at);
    if (order.kind === 'support') {
      const targetAt = order.target.at;
      let end: XY;
      let ring = false;
      if (order.to) {
        const key = `${targetAt}>${provinceOf(order.to)}`;
        // End on the supported arrow when it was ordered, else where that arrow would be.
        const arrow = arrowByRoute.get(key) ?? straightArrow(locPoint(targetAt), locPoint(order.to));
        end = arrow.at(0.5);
      } else {
        const unit = sceneUnits.find((u) => provinceOf(u.loc) === targetAt);
        end = unit ? unit.at : locPoint(targetAt);
        ring = true;
      }
      const l = supportLine(from, end, { endGap: ring ? RING_RADIUS : 0 });
      supports.push({ power: order.power, d: l.d, end, ring, status: statusOf(outcome), mark: l.at(0.5), angle: l.angle });
    } else if (order.kind === 'convoy') {
      const key = `${order.army}>${order.to}`;
      const group = convoyGroups.get(key) ?? { power: order.power, army: order.army, to: order.to, fleets: [] };
      group.fleets.push({ at: order.at, status: statusOf(outcome) });
      convoyGroups.set(key, group);
    } else if (order.kind === 'hold') {
      const unit = sceneUnits.find((u) => u.loc === order.at || provinceOf(u.loc) === provinceOf(order.at));
      holds.push({ power: order.power, at: unit ? unit.at : from, status: statusOf(outcome) });
    }
  }

  const convoys: SceneConvoy[] = [...convoyGroups.values()].map((g) => {
    // Order the fleets along the route by walking from the army to the nearest unvisited fleet.
    const start = locPoint(g.army);
    const left = [...g.fleets];
    const path: { at: string; status: Status }[] = [];
    let here = start;
    while (left.length) {
      left.sort((a, b) => dist(locPoint(a.at), here) - dist(locPoint(b.at), here));
      const next = left.shift()!;
      path.push(next);
      here = locPoint(next.at);
    }
    const points = [start, ...path.map((p) => locPoint(p.at)), locPoint(g.to)];
    const failed = path.filter((p) => p.status === 'failed');
    return {
      power: g.power,
      d: routePath(points),
      status: failed.length ? 'failed' : path.some((p) => p.status === 'ok') ? 'ok' : 'pending',
      marks: failed.map((p) => locPoint(p.at)),
    };
  });

  const retreats: SceneRetreat[] = [];
  for (const d of result?.dislodged ?? []) {
    const base = locPoint(d.unit.loc);
    const from = { x: base.x + DISLODGED_SHIFT.x, y: base.y + DISLODGED_SHIFT.y };
    for (const r of d.retreats) {
      const to = locPoint(r);
      retreats.push({ d: supportLine(from, to, { startGap: 8, endGap: 4 }).d, to });
    }
  }

  return {
    units: sceneUnits,
    moves,
    supports,
    convoys,
    holds,
    retreats,
    standoffs: (result?.standoffs ?? []).map((id) => locPoint(id)),
  };
}

function dist(a: XY, b: XY): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
