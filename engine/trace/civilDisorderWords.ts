import type { GameMap } from '../map/gameMap';
import { unitKey, type Unit } from '../map/types';
import type { AdjustmentOrderResult, AdjustmentResult } from '../legality/adjustmentTypes';
import { civilDisorderRanking } from '../resolve/civilDisorder';
import { RULE_SETS } from '../rules';
import { GODIP_CIVIL_DISORDER } from '../rules/civilDisorder';
import { powerName, unitName } from './describe';

/**
 * The words of a civil-disorder removal: every candidate's distance, the
 * tie-break when one decided, and what Diplicity and Droidippy would have
 * removed when their rule picks another unit.
 */

const name = (map: GameMap, u: Unit) => unitName(map, u.type, u.loc);
const moves = (d: number, first: boolean) => (!Number.isFinite(d) ? 'out of reach' : first ? `${d} move${d === 1 ? '' : 's'}` : `${d}`);

/** "A Paris 4 moves, A Moscow 3": farthest first, as the rule ranks them. */
export function candidateDistances(map: GameMap, candidates: readonly { unit: Unit; distance: number }[]): string {
  let unitWordSaid = false;
  return candidates
    .map((c) => {
      const said = Number.isFinite(c.distance) && !unitWordSaid;
      if (said) unitWordSaid = true;
      return `${name(map, c.unit)} ${moves(c.distance, said)}`;
    })
    .join(', ');
}

function tieWords(map: GameMap, r: AdjustmentOrderResult): string {
  const [first, second] = r.candidates ?? [];
  if (!r.tieBreak || !first || !second) return '';
  const a = name(map, first.unit);
  const b = name(map, second.unit);
  switch (r.tieBreak) {
    case 'fleets-first':
      return ` ${a} and ${b} are equally far, and the fleet goes first.`;
    case 'name':
      return ` ${a} and ${b} are equally far, and the province whose name comes first in the alphabet goes first.`;
    case 'abbreviation':
      return ` ${a} and ${b} are equally far, and the province whose abbreviation comes first goes first.`;
    default:
      return ` ${a} and ${b} are equally far, and nothing in the rule tells them apart; we take ${a} (location order).`;
  }
}

/** What godip removes for this power, when it is not what we remove: one sentence, or nothing. */
function elsewhereWords(map: GameMap, result: AdjustmentResult, r: AdjustmentOrderResult): string {
  const power = r.order.power;
  const account = result.powers.find((p) => p.power === power);
  const firstRow = result.orders.find((o) => o.reason === 'civil-disorder' && o.order.power === power);
  if (!account || !firstRow?.candidates || firstRow !== r) return '';
  const units = firstRow.candidates.map((c) => c.unit);
  const theirs = civilDisorderRanking(map, power!, units, {}, GODIP_CIVIL_DISORDER)
    .slice(0, account.civilDisorder.length)
    .map((c) => c.unit);
  const ours = new Set(account.civilDisorder.map(unitKey));
  if (theirs.every((u) => ours.has(unitKey(u)))) return '';
  const list = theirs.map((u) => name(map, u)).join(' and ');
  return ` Diplicity and Droidippy (godip) would remove ${list} instead: they count to the home centres over land and sea alike, one step a province, with nothing in the way, fleets before armies and ties by abbreviation.`;
}

/** The whole explanation of one civil-disorder removal (without its rule references). */
export function civilDisorderSentence(map: GameMap, result: AdjustmentResult, r: AdjustmentOrderResult): string {
  const power = powerName(r.order.power ?? '');
  const measure = RULE_SETS[result.rules as keyof typeof RULE_SETS]?.policies.civilDisorder.measureTo;
  const to = measure === 'owned-centres' ? `the supply centres ${power} owns` : `${power}'s home centres`;
  const who = 'at' in r.order ? unitName(map, r.order.unit, r.order.at) : power;
  const head = `${power} ordered too few removals, so the civil-disorder rule removes ${who}, the unit farthest from ${to}`;
  if (!r.candidates?.length) {
    const d = r.distance;
    return `${head}${d === undefined ? '' : Number.isFinite(d) ? ` (${d} move${d === 1 ? '' : 's'} away)` : ' (it cannot reach any of them)'}.`;
  }
  const alone = r.candidates.length === 1 ? ' (its only unit left)' : '';
  return `${head}: ${candidateDistances(map, r.candidates)}${alone}.${tieWords(map, r)}${elsewhereWords(map, result, r)}`;
}
