import type { GameMap } from '../map/gameMap';
import { provinceOf } from '../map/types';
import type { GameOrder } from '../orders/types';
import type { Policies } from '../rules';
import type { DatcCaseId } from '../rules/datcCases';

/** One ruling of an order, as far as the signs need it. */
export interface RulingView {
  reason: string;
  /** A move that travelled by convoy. */
  convoyed?: boolean;
}

/** How a move went: over land, by convoy, or not at all for want of a convoy. */
function route(r: RulingView): 'land' | 'convoy' | 'convoy-failed' {
  if (r.reason === 'no-convoy-path' || r.reason === 'convoy-disrupted') return 'convoy-failed';
  return r.convoyed ? 'convoy' : 'land';
}

/** An army's move to a province it could also reach over land. */
function adjacentArmyMove(order: GameOrder, map: GameMap): order is Extract<GameOrder, { kind: 'move' }> {
  return order.kind === 'move' && order.unit === 'A' && map.canMove('A', order.at, provinceOf(order.to));
}

/** The unit in the move's destination moves to where the move comes from: the two would swap. */
function swap(order: GameOrder, given: readonly GameOrder[]): boolean {
  if (order.kind !== 'move') return false;
  return given.some((g) => g.kind === 'move' && provinceOf(g.at) === provinceOf(order.to) && provinceOf(g.to) === provinceOf(order.at));
}

export interface PolicySign {
  policy: keyof Policies;
  /** The cases this sign points to, when narrower than all the policy's cases. */
  cases?: readonly DatcCaseId[];
  sign: (order: GameOrder, a: RulingView, b: RulingView, map: GameMap, given: readonly GameOrder[]) => boolean;
}

const adjacentConvoy = (o: GameOrder, a: RulingView, b: RulingView, map: GameMap) => adjacentArmyMove(o, map) && !o.viaConvoy && route(a) !== route(b) && [route(a), route(b)].includes('convoy');

/**
 * Signs, in two rulings of one order, that a policy decided between them, for the policies whose
 * rules are cited too broadly to tell (the Alexander Rules' IV.5.e governs both the convoy to an
 * adjacent province and the land fallback). Data: a policy, the cases, the test; the first sign
 * that holds for a policy counts, so a narrower sign comes before a wider one.
 */
export const POLICY_SIGNS: readonly PolicySign[] = [
  // An army that did not say "via convoy" swaps with its neighbour by convoy in one ruling and meets it head to head in the other.
  { policy: 'adjacentConvoy', cases: ['6.G.1'], sign: (o, a, b, map, given) => adjacentConvoy(o, a, b, map) && swap(o, given) },
  // One ruling convoys an army that did not say "via convoy" next door, the other sends it by land.
  { policy: 'adjacentConvoy', sign: adjacentConvoy },
  // A "via convoy" army next door whose convoy failed: one ruling falls back on the land route, the other does not.
  { policy: 'landFallbackAfterDisruptedConvoy', sign: (o, a, b, map) => adjacentArmyMove(o, map) && o.viaConvoy === true && [route(a), route(b)].sort().join() === 'convoy-failed,land' },
];
