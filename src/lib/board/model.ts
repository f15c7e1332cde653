import type { Power, Unit } from '../../../engine/map/types';
import type { MovementOrder } from '../../../engine/orders/types';
import type { MovementResult } from '../../../engine/resolve/types';
import { describeBoard, type BoardText } from './describe';
import { buildAdjustmentScene, buildAfterScene, buildRetreatScene, buildScene, type PhaseOrderResult, type Scene, type SceneUnit } from './scene';
import { locPoint } from './anchors';
import { ownLabelIds, sceneMarks } from './labelPlacement';

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
  /** Provinces no unit may enter in this game (V.5.e), drawn hatched; absent: none. */
  closed?: readonly string[];
  /**
   * Empty places a tool marks with a ring (a build spot): no unit is drawn, but names keep clear of
   * the ring and the province's own name goes under it, as under a unit.
   */
  marked?: SceneUnit[];
}

/** The model with these empty places ringed (the sandbox's build spots): the names make room for the rings. */
export function withMarkedPlaces(model: BoardModel, locs: readonly string[]): BoardModel {
  if (locs.length === 0 && !model.marked) return model;
  const marked: SceneUnit[] = locs.map((loc) => ({ key: `ring-${loc}`, power: 'ENG', type: 'F', loc, at: locPoint(loc), dislodged: false }));
  const scenes = [[...model.before.units, ...marked], ...(model.after ? [model.after.units] : [])];
  return { ...model, marked, ownLabels: ownLabelIds(scenes, model.k, [...sceneMarks(model.before), ...(model.after ? sceneMarks(model.after) : [])]) };
}

/** `leaving`: provinces whose units left the board before the movement (CalsMUN's insurrection). */
export function boardModel(
  units: Unit[],
  orders: MovementOrder[],
  result: MovementResult | undefined,
  centres: Record<string, Power> | undefined,
  k: number,
  withAfter: boolean,
  leaving?: ReadonlySet<string>,
): BoardModel {
  const before = buildScene(units, orders, result, k, !withAfter, leaving);
  const after = withAfter && result ? buildAfterScene(result, k) : undefined;
  const ownLabels = ownLabelIds([before.units, ...(after ? [after.units] : [])], k, [...sceneMarks(before), ...(after ? sceneMarks(after) : [])]);
  return { k, centres, before, after, ownLabels, text: describeBoard(units, orders, result, centres, leaving) };
}

/**
 * A retreat or adjustment phase's board: the scene (retreats and disbands, builds and removals) and
 * a text alternative listing units, dislodged units with their options, and each order's outcome.
 */
export function phaseBoardModel(
  phase: 'retreat' | 'adjustment',
  units: Unit[],
  dislodged: { unit: Unit; attackerFrom: string; retreats: string[] }[],
  results: PhaseOrderResult[],
  lines: string[],
  centres: Record<string, Power> | undefined,
  k: number,
): BoardModel {
  const before = phase === 'retreat' ? buildRetreatScene(units, dislodged, results, k) : buildAdjustmentScene(units, results, k);
  const base = describeBoard([...units, ...dislodged.map((d) => d.unit)], [], undefined, centres);
  const text = {
    ...base,
    orders: lines,
    dislodged: dislodged.map((d) => `${d.unit.power} ${d.unit.type} ${d.unit.loc} must retreat (attacked from ${d.attackerFrom}): ${d.retreats.length ? `may go to ${d.retreats.join(', ')}` : 'nowhere to go, it will be disbanded'}`),
  };
  return { k, centres, before, ownLabels: ownLabelIds([before.units], k, sceneMarks(before)), text };
}
