import type { GameMap } from '../map/gameMap';
import { POWER_NAMES, splitLoc, type Loc } from '../map/types';
import { ownEntries } from '../knownName';
import type { MovementOrder } from '../orders/types';

const COAST_NAMES = new Map([['nc', 'north coast'], ['sc', 'south coast'], ['ec', 'east coast']]);
/** Own keys only: a code such as `constructor` is printed as it is. */
const POWER_NAME_OF = ownEntries(POWER_NAMES);

/** `St Petersburg (south coast)`. */
export function placeName(map: GameMap, loc: Loc): string {
  const { province, coast } = splitLoc(loc);
  const name = map.province(province)?.name ?? province;
  return coast ? `${name} (${COAST_NAMES.get(coast) ?? coast})` : name;
}

/** `A Paris`, `F St Petersburg (south coast)`. */
export function unitName(map: GameMap, type: string, loc: Loc): string {
  return `${type} ${placeName(map, loc)}`;
}

/** An order in plain words, for sentences: `F London → English Channel`. */
export function orderPhrase(map: GameMap, order: MovementOrder): string {
  const who = unitName(map, order.unit, order.at);
  switch (order.kind) {
    case 'hold':
      return `${who} holds`;
    case 'move':
      return `${who} → ${placeName(map, order.to)}${order.viaConvoy ? ' via convoy' : ''}`;
    case 'support': {
      const target = `${order.target.unit ?? ''} ${placeName(map, order.target.at)}`.trim();
      return order.to ? `${who} supports ${target} → ${placeName(map, order.to)}` : `${who} supports ${target}`;
    }
    case 'convoy':
      return `${who} convoys ${placeName(map, order.army)} → ${placeName(map, order.to)}`;
  }
}

export function powerName(code: string): string {
  return POWER_NAME_OF.get(code) ?? code;
}
