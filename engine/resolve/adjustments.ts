import type { GameMap } from '../map/gameMap';
import { POWERS, provinceOf, splitLoc, type Power, type ProvinceId, type Unit } from '../map/types';
import type { BuildOrder, DisbandOrder, Order } from '../orders/types';
import type { RuleId } from '../rules/citations';
import type { Concept, RuleSet } from '../rules/ruleSet';
import type { AdjustmentOrderResult, AdjustmentReason, AdjustmentResult, AdjustmentSituation, PowerAdjustment } from '../legality/adjustmentTypes';
import { civilDisorderRemovals } from './civilDisorder';
import { adjustmentChange } from '../legality/adjustmentCount';

export { adjustmentChange };

/** Owned home centres with no unit in them: where this power could build now (III.5.d). */
export function buildSites(map: GameMap, situation: AdjustmentSituation, power: Power): ProvinceId[] {
  const occupied = new Set(situation.units.map((u) => provinceOf(u.loc)));
  return map.homeCentres(power).filter((p) => situation.centres[p] === power && !occupied.has(p));
}

/** Does any power have something to decide: disbands owed, or a build it could place? */
export function adjustmentsNeeded(map: GameMap, situation: AdjustmentSituation): boolean {
  return POWERS.some((power) => {
    const change = adjustmentChange(situation, power);
    return change < 0 || (change > 0 && buildSites(map, situation, power).length > 0);
  });
}

type Check = { ok: true; unit: Unit } | { ok: false; reason: AdjustmentReason; concept: Concept };
const refuse = (reason: AdjustmentReason, concept: Concept): Check => ({ ok: false, reason, concept });

/** Can this build be carried out in the position alone (III.5.d-e; DATC 4.B.7, 4.C.4)? Settles the coast. */
function checkBuild(map: GameMap, situation: AdjustmentSituation, order: BuildOrder): Check {
  const { province, coast } = splitLoc(order.at);
  const place = map.province(province);
  if (!place || place.home !== order.power) return refuse('not-home-centre', 'buildHomeCentre');
  if (situation.centres[province] !== order.power) return refuse('centre-not-owned', 'buildHomeCentre');
  if (situation.units.some((u) => provinceOf(u.loc) === province)) return refuse('centre-occupied', 'build');
  if (!map.canOccupy(order.unit, province)) return refuse('cannot-enter', 'buildFleetInland');
  const coasts = map.coasts(province);
  if (order.unit === 'A' || coasts.length === 0) {
    // An army ignores a coast written for it; a coast on a one-coast province names nothing.
    if (coast && order.unit === 'F') return refuse('no-such-coast', 'buildAmbiguous');
    return { ok: true, unit: { power: order.power, type: order.unit, loc: province } };
  }
  if (!coast) return refuse('coast-needed', 'buildAmbiguous');
  if (!coasts.includes(coast)) return refuse('no-such-coast', 'buildAmbiguous');
  return { ok: true, unit: { power: order.power, type: 'F', loc: `${province}/${coast}` } };
}

/**
 * Adjudicate an adjustment phase (Alexander III.5; DATC 6.I, 6.J). Orders are
 * taken in reading order; once a power's builds or disbands are used up the
 * rest are ignored (III.5.j, DATC 4.D.4-4.D.6). Disbands still owed are made
 * by the rule set's civil-disorder policy, every power measured on the board
 * the ordered disbands leave (`civilDisorderSteps`).
 */
export function adjudicateAdjustments(map: GameMap, situation: AdjustmentSituation, orders: readonly Order[], rules: RuleSet): AdjustmentResult {
  const cite = (...concepts: Concept[]): RuleId[] => [...new Set(concepts.flatMap((c) => rules.cites[c]))];
  const results: AdjustmentOrderResult[] = [];
  const powers = POWERS.filter((p) => situation.units.some((u) => u.power === p) || Object.values(situation.centres).includes(p));
  const account = new Map<Power, PowerAdjustment>(
    powers.map((power) => {
      const change = adjustmentChange(situation, power);
      const units = situation.units.filter((u) => u.power === power).length;
      return [power, { power, centres: units + change, units, change, built: [], disbanded: [], civilDisorder: [], waived: 0, unusedBuilds: 0 }];
    }),
  );
  // Which earlier order used each slot or place, for causes.
  const slotsUsed = new Map<Power, number[]>();
  const builtAt = new Map<ProvinceId, number>();
  const disbandedAt = new Map<ProvinceId, number>();
  const used = (power: Power) => slotsUsed.get(power) ?? [];
  const take = (power: Power, i: number) => slotsUsed.set(power, [...used(power), i]);
  const set = (i: number, outcome: AdjustmentOrderResult['outcome'], reason: AdjustmentReason, concepts: Concept[], causes: number[] = []) => {
    results[i] = { order: orders[i], outcome, reason, causes, rules: cite(...concepts) };
  };

  orders.forEach((order, i) => {
    if (order.kind !== 'build' && order.kind !== 'disband' && order.kind !== 'waive') {
      return set(i, 'illegal', 'not-an-adjustment-order', ['adjustUnits']);
    }
    const change = account.get(order.power)?.change ?? 0;
    if (order.kind === 'disband') {
      const province = provinceOf(order.at);
      const unit = situation.units.find((u) => provinceOf(u.loc) === province);
      if (!unit) return set(i, 'illegal', 'no-such-unit', ['mistakenAdjustment', 'disband']);
      if (unit.power !== order.power) return set(i, 'illegal', 'foreign-unit', ['ownUnitsOnly']);
      if (disbandedAt.has(province)) return set(i, 'fails', 'already-disbanded', ['tooManyAdjustments'], [disbandedAt.get(province)!]);
      if (change >= 0) return set(i, 'illegal', 'no-disbands-owed', ['disband']);
      if (used(order.power).length >= -change) return set(i, 'fails', 'too-many-disbands', ['tooManyAdjustments'], used(order.power));
      take(order.power, i);
      disbandedAt.set(province, i);
      account.get(order.power)!.disbanded.push(unit);
      results[i] = { order: { ...order, unit: unit.type, at: unit.loc }, outcome: 'succeeds', reason: 'disbanded', causes: [], rules: cite('disband') };
      return;
    }
    let unit: Unit | undefined;
    if (order.kind === 'build') {
      const province = provinceOf(order.at);
      if (builtAt.has(province)) return set(i, 'fails', 'already-built-here', ['tooManyAdjustments'], [builtAt.get(province)!]);
      const check = checkBuild(map, situation, order);
      if (!check.ok) return set(i, 'illegal', check.reason, [check.concept]);
      unit = check.unit;
    }
    if (change <= 0) return set(i, 'illegal', 'no-builds-allowed', ['build']);
    if (used(order.power).length >= change) return set(i, 'fails', 'too-many-builds', ['tooManyAdjustments'], used(order.power));
    take(order.power, i);
    const mine = account.get(order.power)!;
    if (!unit) {
      mine.waived++;
      return set(i, 'succeeds', 'waived', ['waive']);
    }
    builtAt.set(provinceOf(unit.loc), i);
    mine.built.push(unit);
    const build: BuildOrder = { kind: 'build', power: order.power, unit: unit.type, at: unit.loc };
    results[i] = { order: build, outcome: 'succeeds', reason: 'built', causes: [], rules: cite('build') };
  });

  // III.5.h's "current occupation": the board once the ordered disbands are made, the same for every power.
  const board = situation.units.filter((u) => !disbandedAt.has(provinceOf(u.loc)));
  const removed = new Set<Unit>();
  let next = orders.length;
  const owed = new Map([...account.values()].map((mine) => [mine.power, -mine.change - used(mine.power).length]));
  const removals = civilDisorderRemovals(map, board, owed, situation.centres, rules.policies.civilDisorder);
  for (const mine of account.values()) {
    if (mine.change > 0) mine.unusedBuilds = mine.change - used(mine.power).length;
    for (const step of removals.get(mine.power) ?? []) {
      const { unit, distance } = step.removed;
      const order: DisbandOrder = { kind: 'disband', power: unit.power, unit: unit.type, at: unit.loc };
      results[next++] = {
        order,
        implicit: true,
        outcome: 'succeeds',
        reason: 'civil-disorder',
        causes: [],
        rules: cite('civilDisorder'),
        distance,
        candidates: step.candidates.map((c) => ({ unit: c.unit, distance: c.distance })),
        ...(step.tieBreak ? { tieBreak: step.tieBreak } : {}),
      };
      mine.civilDisorder.push(unit);
      removed.add(unit);
    }
  }
  const units = board.filter((u) => !removed.has(u));
  for (const mine of account.values()) units.push(...mine.built);
  return { rules: rules.id, orders: results, units, powers: [...account.values()] };
}
