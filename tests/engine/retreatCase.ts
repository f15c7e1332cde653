import type { Order } from '../../engine/orders/types';
import type { RetreatOrderResult, RetreatReason, RetreatResult } from '../../engine/legality/retreatTypes';
import type { RuleId } from '../../engine/rules/citations';

/**
 * France's army dislodged in Burgundy, whose order was ruled for `reason`, beside a German retreat to
 * Gascony (the rival a bounce names), for the tests that word every retreat reason: its order is the
 * kind that reason can befall.
 */
export function retreatCase(reason: RetreatReason, rulesId: string, rules: readonly RuleId[] = []): RetreatResult {
  const order: Order =
    reason === 'not-a-retreat-order'
      ? { kind: 'hold', power: 'FRA', unit: 'A', at: 'bur' }
      : reason.startsWith('disbanded') && reason !== 'disbanded'
        ? { kind: 'disband', power: 'FRA', unit: 'A', at: 'bur' }
        : { kind: 'retreat', power: 'FRA', unit: 'A', at: 'bur', to: 'gas' };
  const rival: RetreatOrderResult = { order: { kind: 'retreat', power: 'GER', unit: 'A', at: 'mar', to: 'gas' }, outcome: 'fails', reason: 'bounced-retreat', causes: [0], rules: [...rules] };
  const r: RetreatOrderResult = { order, outcome: 'illegal', reason, causes: reason === 'bounced-retreat' ? [1] : [], rules: [...rules] };
  return { rules: rulesId, orders: [r, rival], units: [], retreated: [], disbanded: [] };
}
