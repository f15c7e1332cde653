import type { MovementOrder } from '../orders/types';

/**
 * An order in the case files' strict DATC notation (`ENG F nth C A lon - bel`),
 * which `readOrder` (engine/orders/strict.ts) reads back to the same order.
 */
export function orderText(o: MovementOrder): string {
  const head = `${o.power} ${o.unit} ${o.at}`;
  switch (o.kind) {
    case 'hold':
      return `${head} H`;
    case 'move':
      return `${head} - ${[...(o.route ?? []), o.to].join(' - ')}${o.viaConvoy ? ' via convoy' : ''}`;
    case 'support':
      return `${head} S ${o.target.unit ? `${o.target.unit} ` : ''}${o.target.at}${o.to ? ` - ${o.to}` : ''}`;
    case 'convoy':
      return `${head} C A ${o.army} - ${o.to}`;
  }
}
