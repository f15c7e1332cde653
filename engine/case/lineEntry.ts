import type { GameMap } from '../map/gameMap';
import { provinceOf } from '../map/types';
import type { ParsedLine } from '../orders/parseTypes';
import type { GameOrder } from '../orders/types';
import type { RevivalOrderResult } from '../resolve/insurrection';
import type { RuleId } from '../rules/citations';
import { powerName, unitName } from '../trace/describe';
import { explainRevival } from '../trace/phaseSentences';

/**
 * The outcome of a line whose order was not carried out: un-assignable,
 * ambiguous, superseded by a later order, from an earlier set, or an order to a
 * unit that left the board for an insurrection. The entry's `reason` says which.
 */
export const NOT_FOLLOWED = 'not-followed';

/**
 * The unit a line orders, whenever it is certain: from its reading, or from
 * its meanings when they all order the same unit (`F Portugal - Spain` is
 * ambiguous about the coast, yet certainly F Portugal's move).
 */
export function certainUnit(line: ParsedLine): { power?: string; unit: string | null; kind: string | null } {
  const readings: GameOrder[] = line.order ? [line.order] : line.meanings;
  if (line.unit && readings.length === 0) return { power: line.unit.power, unit: `${line.unit.type} ${line.unit.loc}`, kind: null };
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
  // A procedure's warning opens "Not used: …", which says the same as "Not followed".
  return `Not followed: ${(d?.message ?? line.status).replace(/^Not used: /, '')}`;
}

/** An entry's verdict where it does not come from the phase's adjudicator. */
export interface LineVerdict {
  outcome: string;
  reason: string;
  rules: RuleId[];
  explanation: string;
}

/**
 * What a movement phase's revival judgement (CalsMUN) says of the orders given, by order: each revival order's own
 * result, and, for every other order to a unit that joined an insurrection, that it was not followed because the
 * unit left the board before the movement.
 */
export function revivalVerdicts(map: GameMap, revivals: readonly RevivalOrderResult[], given: readonly GameOrder[]): Map<object, LineVerdict> {
  const verdicts = new Map<object, LineVerdict>();
  const joined = new Map<string, RevivalOrderResult>();
  revivals.forEach((r, k) => {
    const order = given[r.index];
    if (!order) return;
    verdicts.set(order, { outcome: r.outcome, reason: r.reason, rules: r.rules, explanation: explainRevival(map, revivals, k, given) });
    if (r.order.kind === 'insurrection' && r.reason === 'joined-insurrection') joined.set(provinceOf(r.order.at), r);
  });
  for (const order of given) {
    const r = !verdicts.has(order) && 'at' in order ? joined.get(provinceOf(order.at)) : undefined;
    if (!r || r.order.kind !== 'insurrection') continue;
    const explanation = `Not followed: ${unitName(map, r.order.unit, r.order.at)} left the board before the movement to join the insurrection for ${powerName(r.order.revive)}.`;
    verdicts.set(order, { outcome: NOT_FOLLOWED, reason: 'joined-insurrection', rules: r.rules, explanation });
  }
  return verdicts;
}

