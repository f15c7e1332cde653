import type { MovementOrder } from '../../engine/orders/types';

/** A stable identity for an order, independent of its position in a list. */
export function orderPhraseKey(o: MovementOrder): string {
  const rest =
    o.kind === 'move' ? `${o.to}${o.viaConvoy ? ' via' : ''}` : o.kind === 'support' ? `${o.target.at}>${o.to ?? ''}` : o.kind === 'convoy' ? `${o.army}>${o.to}` : '';
  return `${o.power} ${o.unit} ${o.at} ${o.kind} ${rest}`;
}
