import type { Power } from '../map/types';
import type { AdjustmentSituation } from './adjustmentTypes';

/** Centres minus units: builds allowed (positive) or disbands owed (negative), III.5.b. */
export function adjustmentChange(situation: AdjustmentSituation, power: Power): number {
  const centres = Object.values(situation.centres).filter((p) => p === power).length;
  return centres - situation.units.filter((u) => u.power === power).length;
}

