import type { Power, Unit } from '../../../engine/map/types';
import { provinceOf } from '../../../engine/map/types';
import type { MovementOrder } from '../../../engine/orders/types';
import type { MovementResult } from '../../../engine/resolve/types';
import { describeBoard, type BoardText } from './describe';
import { buildAfterScene, buildScene, type Scene } from './scene';

/**
 * Everything a board draws, from units, orders and an optional ruling: the scene before, the scene
 * after the movement phase, the names the board draws itself, and the text alternative. Computed
 * at build time for the published board and in the browser for a live one, so both draw alike.
 */
export interface BoardModel {
  k: number;
  centres?: Record<string, Power>;
  before: Scene;
  after?: Scene;
  /** Provinces whose names the board draws under its units (hidden in the shared map). */
  ownLabels: string[];
  text: BoardText;
}

export function boardModel(units: Unit[], orders: MovementOrder[], result: MovementResult | undefined, centres: Record<string, Power> | undefined, k: number, withAfter: boolean): BoardModel {
  const before = buildScene(units, orders, result, k, !withAfter);
  const after = withAfter && result ? buildAfterScene(result, k) : undefined;
  const ownLabels = [...new Set([...before.units, ...(after?.units ?? [])].map((u) => provinceOf(u.loc)))];
  return { k, centres, before, after, ownLabels, text: describeBoard(units, orders, result, centres) };
}
