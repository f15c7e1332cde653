/**
 * `fastPath.ts` without the fast path, for the site's browser bundle (astro.config.mjs): it reads
 * nothing, so `parseOrders` reads every line with the full reader, exactly as with
 * `{ fastPath: false }` (tests/engine/parser-fast-path-off.test.ts checks the two agree).
 */
import type { GameMap } from '../map/gameMap';
import type * as FastPath from './fastPath';

export type { LineShape } from './plainLine';

/** Never made here: no line is read by a fast path. */
export class PlainOrder {}

/** Made only with a line reader, which there is none of here. */
export class PlainLegality {}

export const PlainLineReader = {
  of: (_map: GameMap): undefined => undefined,
};

export const plainMovementOrder: typeof FastPath.plainMovementOrder = () => {
  throw new Error('the parser has no fast path in this build');
};

export const parsePlainSheet = (): undefined => undefined;
