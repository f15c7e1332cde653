import type { ParsedLine } from '../orders/parseTypes';
import type { GameOrder } from '../orders/types';

/**
 * The outcome of a line whose order was not carried out: un-assignable,
 * ambiguous, superseded by a later order, from an earlier set, or an order the
 * case cannot settle (revival orders outside --game). The entry's `reason`
 * says which.
 */
export const NOT_FOLLOWED = 'not-followed';

/**
 * The unit a line orders, whenever it is certain: from its reading, or from
 * its meanings when they all order the same unit (`F Portugal - Spain` is
 * ambiguous about the coast, yet certainly F Portugal's move).
 */
export function certainUnit(line: ParsedLine): { power?: string; unit: string | null; kind: string | null } {
  const readings: GameOrder[] = line.order ? [line.order] : line.meanings;
  const first = readings[0];
  if (!first) return { unit: null, kind: null };
  const same = (f: (o: GameOrder) => string | undefined) => readings.every((o) => f(o) === f(first));
  const unitOf = (o: GameOrder) => ('at' in o && 'unit' in o ? `${o.unit} ${o.at}` : undefined);
  return {
    ...(same((o) => o.power) ? { power: first.power } : {}),
    unit: same(unitOf) ? (unitOf(first) ?? null) : null,
    kind: same((o) => o.kind) ? first.kind : null,
  };
}

/** "Not followed: …", with the line's first error, or what the seed 004 procedures did with it. */
export function notFollowedSentence(line: ParsedLine): string {
  const d =
    line.diagnostics.find((x) => x.severity === 'error') ??
    line.diagnostics.find((x) => x.code === 'superseded' || x.code === 'earlier-set' || x.code === 'over-limit');
  return `Not followed: ${d?.message ?? line.status}`;
}
