import type { Order } from '../../engine/orders/types';
import type { AdjustmentOrderResult, AdjustmentReason, AdjustmentResult } from '../../engine/legality/adjustmentTypes';
import type { RuleId } from '../../engine/rules/citations';

/**
 * A German adjustment whose first order failed for `reason` (after a build that succeeded), for the
 * tests that word every adjustment reason: its order is the kind that reason can befall.
 */
export function adjustmentCase(reason: AdjustmentReason, rulesId: string, rules: readonly RuleId[] = []): AdjustmentResult {
  const order: Order =
    reason === 'waived'
      ? { kind: 'waive', power: 'GER' }
      : reason === 'not-an-adjustment-order'
        ? { kind: 'move', power: 'GER', unit: 'A', at: 'kie', to: 'hol' }
        : ['disbanded', 'civil-disorder', 'too-many-disbands', 'already-disbanded', 'no-disbands-owed', 'no-such-unit', 'foreign-unit'].includes(reason)
          ? { kind: 'disband', power: 'GER', unit: 'A', at: 'kie' }
          : { kind: 'build', power: 'GER', unit: 'F', at: 'kie' };
  const earlier: AdjustmentOrderResult = { order: { kind: 'build', power: 'GER', unit: 'A', at: 'mun' }, outcome: 'succeeds', reason: 'built', causes: [], rules: [...rules] };
  const r: AdjustmentOrderResult = { order, outcome: 'fails', reason, causes: reason.startsWith('too-many') || reason.startsWith('already') ? [1] : [], rules: [...rules] };
  if (reason === 'civil-disorder') r.distance = 3;
  return {
    rules: rulesId,
    orders: [r, earlier],
    units: [],
    powers: [{ power: 'GER', centres: 4, units: 3, change: 1, built: [], disbanded: [], civilDisorder: [], waived: 0, unusedBuilds: 0 }],
  };
}
