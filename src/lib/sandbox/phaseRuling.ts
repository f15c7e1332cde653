/**
 * A phase of the sandbox ruled exactly as the CLI rules a case: the position and the orders text
 * become the CLI's JSON case, which the CLI's own reader and ruler handle. So the
 * sandbox, the GM table and `npm run adjudicate` can never disagree, and `#case=` links open the
 * very input the CLI reads. Pure: no DOM.
 */
import type { CaseInput } from '../../../engine/case/json/caseInput';
import { readCaseInput } from '../../../engine/case/readCaseInput';
import { ruledWithJson, type RulingJson } from '../../../engine/case/ruling';
import type { RuledCase } from '../../../engine/case/ruleCase';
import type { Position } from '../../../engine/game/position';
import { standardMap } from '../../../engine/map/standardMap';
import { provinceOf, unitKey, type Power, type Unit } from '../../../engine/map/types';
import type { ParseResult } from '../../../engine/orders/parseTypes';
import type { RuleSetId } from '../../../engine/rules/ruleSet';
import { ruleSet } from '../../../engine/rules';

/** The game a phase belongs to: a variant for fewer players (V.5) and its toss, when there is one. */
export interface GameOf {
  variant?: string;
  toss?: string;
}

/**
 * The CLI's JSON case for a position and its orders; under a variant it names the variant, the toss and the year;
 * under a rule set with the insurrection (CalsMUN), a movement names the powers out of the game, as the game knows them.
 * `power`: whose orders the lines are where the text does not say (a lesson's reader).
 */
export function caseOf(position: Position, orders: string, rules: RuleSetId, game: GameOf = {}, power?: Power): CaseInput {
  const variant = game.variant ? { variant: game.variant, ...(game.toss ? { toss: game.toss } : {}), year: position.year } : {};
  const revivals = position.phase === 'movement' && ruleSet(rules).policies.insurrection !== undefined ? { eliminated: [...position.eliminated] } : {};
  const base = { rules, ...variant, phase: position.phase, season: position.season, units: position.units.map(unitKey), centres: { ...position.centres }, ...revivals, ...(power ? { power } : {}), orders, dislodged: [], standoffs: [] };
  if (position.phase !== 'retreat') return base;
  return {
    ...base,
    dislodged: position.dislodged.map((d) => ({ unit: unitKey(d.unit), from: d.attackerFrom, convoyed: d.attackerConvoyed })),
    standoffs: [...position.standoffs],
  };
}

export interface PhaseRuling {
  case: CaseInput;
  parse: ParseResult;
  ruled: RuledCase;
  /** What `npm run adjudicate` prints for this case. */
  json: RulingJson;
  /** Provinces whose units left the board before the movement for an insurrection (CalsMUN). */
  leaving: string[];
}

export function rulePhase(position: Position, orders: string, rules: RuleSetId, game: GameOf = {}, power?: Power): PhaseRuling {
  const input = caseOf(position, orders, rules, game, power);
  const c = readCaseInput(input, standardMap, rules);
  const { ruled, json } = ruledWithJson(c, standardMap);
  return { case: input, parse: c.parse, ruled, json, leaving: (c.revivals?.leaving ?? []).map((u) => provinceOf(u.loc)) };
}

/** The row contract for checks from outside: the unit as it stood before the phase, with its power. */
export function rowUnit(entry: RulingJson['orders'][number]): string | null {
  return entry.unit && entry.power ? `${entry.power} ${entry.unit}` : null;
}

/** Was this entry's unit dislodged by the ruling (movement only)? */
export function dislodgedUnits(json: RulingJson): Set<string> {
  return new Set(json.dislodged.map((d) => d.unit));
}

export function unitsOf(keys: readonly string[]): Unit[] {
  return keys.map((k) => {
    const [power, type, loc] = k.split(' ');
    return { power, type, loc } as Unit;
  });
}
