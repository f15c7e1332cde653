import type { GameMap } from '../map/gameMap';
import { POWERS, provinceOf, type Power, type ProvinceId, type Unit } from '../map/types';
import { isRevival, type GameOrder, type InsurrectionOrder, type MovementOrder, type RevivalOrder, type RevivalSite } from '../orders/types';
import type { RuleId } from '../rules/citations';
import type { Concept, InsurrectionConcept, InsurrectionPolicy, RuleSet } from '../rules/ruleSet';
import { checkLegality } from '../legality/movementLegality';
import { checkSites, type RevivalReason } from '../legality/revivalLegality';

export { checkSites, type RevivalReason };

/**
 * The Insurrection order (CalsMUN, seed 003): units of any power are disbanded
 * in a movement phase to support the revival of an eliminated power, which at
 * the end of the season regains home centres from its list of preferences.
 * Every rule it follows is a policy (`RuleSet.policies.insurrection`); the
 * decisions the text leaves open are listed in engine/rules/calsmun.ts.
 *
 * Two steps: `judgeRevivalOrders` before the movement (which units leave, which
 * orders are illegal), `settleInsurrections` at the end of the season, after
 * the retreats (which centres come back, which units are placed, who earns a
 * victory point).
 */

export type RevivalOutcome = 'succeeds' | 'fails' | 'illegal';

export interface RevivalOrderResult {
  order: RevivalOrder;
  /** Index of the order in the list given to the phase. */
  index: number;
  outcome: RevivalOutcome;
  reason: RevivalReason;
  /** Indices (in the list given to the phase) of the orders that caused this outcome, e.g. the order that superseded it. */
  causes: number[];
  rules: RuleId[];
}

/**
 * An insurrection under way: what was given in the movement phase and is
 * settled at the end of the season. Kept in the retreat-phase `Position`.
 */
export interface PendingInsurrection {
  /** The eliminated power to revive. */
  power: Power;
  /** The units disbanded for it, as they stood; sorted by location. */
  supporters: Unit[];
  /** Its valid order of preference; absent when it filed none. */
  sites?: RevivalSite[];
  /** Insurrection orders naming it that were not carried out: promised units that did not turn up. */
  missing: number;
}

/** What the movement phase does with the revival orders. */
export interface RevivalOrders {
  /** One result per revival order given, in the order given. */
  orders: RevivalOrderResult[];
  /** Units taken off the board before the movement. */
  leaving: Unit[];
  /** Indices of movement orders to units that left; they are not adjudicated. */
  dropped: number[];
  /** One entry per eliminated power that some Insurrection order named, by power. */
  pending: PendingInsurrection[];
}

function citeFor(rules: RuleSet) {
  return (...concepts: (Concept | InsurrectionConcept)[]): RuleId[] => [
    ...new Set(concepts.flatMap((c) => (rules.cites as Partial<Record<Concept | InsurrectionConcept, RuleId[]>>)[c] ?? rules.cites.illegalOrder)),
  ];
}

/**
 * Judge the revival orders of a movement phase, knowing the position only:
 * which Insurrection orders are carried out (their units leave the board
 * before the movement), which revive orders are valid, and the insurrections
 * to settle at the end of the season. Orders of other kinds are only read to
 * apply the rule for several orders to one unit.
 */
export function judgeRevivalOrders(
  map: GameMap,
  position: { units: readonly Unit[]; eliminated: readonly Power[] },
  orders: readonly GameOrder[],
  rules: RuleSet,
): RevivalOrders {
  const cite = citeFor(rules);
  const results = new Map<number, RevivalOrderResult>();
  const set = (index: number, outcome: RevivalOutcome, reason: RevivalReason, concepts: (Concept | InsurrectionConcept)[], causes: number[] = []) => {
    results.set(index, { order: orders[index] as RevivalOrder, index, outcome, reason, causes, rules: cite(...concepts) });
  };
  const unitIndexAt = new Map<ProvinceId, number>();
  position.units.forEach((u, i) => unitIndexAt.set(provinceOf(u.loc), i));
  const unitAt = (p: ProvinceId) => {
    const i = unitIndexAt.get(p);
    return i === undefined ? undefined : position.units[i];
  };
  const eliminated = new Set(position.eliminated);
  const keepFirst = rules.policies.multipleOrdersToUnit === 'first';

  // Insurrection orders that are possible alone, per unit; and the powers they name.
  const named = new Map<Power, number[]>();
  const candidates = new Map<number, number[]>();
  orders.forEach((order, i) => {
    if (order.kind !== 'insurrection') return;
    const unit = unitAt(provinceOf(order.at));
    if (!eliminated.has(order.revive)) return set(i, 'illegal', 'not-eliminated', ['insurrectionTarget']);
    named.set(order.revive, [...(named.get(order.revive) ?? []), i]);
    if (!unit) return set(i, 'illegal', 'no-such-unit', ['illegalOrder', 'insurrection']);
    if (unit.power !== order.power) return set(i, 'illegal', 'foreign-unit', ['ownUnitsOnly']);
    const u = unitIndexAt.get(provinceOf(unit.loc))!;
    candidates.set(u, [...(candidates.get(u) ?? []), i]);
  });

  // Several orders to one unit: the rule set's rule picks one among the legal ones.
  const legality = { map, rules, unitAt };
  const movementTo = new Map<number, number[]>();
  orders.forEach((order, i) => {
    if (isRevival(order) || order.kind === 'retreat' || order.kind === 'disband' || order.kind === 'build' || order.kind === 'waive') return;
    const u = unitIndexAt.get(provinceOf(order.at));
    if (u === undefined || !candidates.has(u)) return;
    movementTo.set(u, [...(movementTo.get(u) ?? []), i]);
  });
  const leaving: Unit[] = [];
  const dropped: number[] = [];
  const carried = new Map<Power, Unit[]>();
  for (const [u, insurrections] of [...candidates].sort((a, b) => a[0] - b[0])) {
    const moves = movementTo.get(u) ?? [];
    const legalMoves = moves.filter((i) => checkLegality(legality, orders[i] as MovementOrder).legal);
    const all = [...insurrections, ...legalMoves].sort((a, b) => a - b);
    const winner = keepFirst ? all[0] : all[all.length - 1];
    for (const i of insurrections) if (i !== winner) set(i, 'illegal', 'superseded', ['multipleOrders'], [winner]);
    if (!insurrections.includes(winner)) continue;
    const unit = position.units[u];
    const order = orders[winner] as InsurrectionOrder;
    set(winner, 'succeeds', 'joined-insurrection', ['insurrection']);
    leaving.push(unit);
    dropped.push(...moves);
    carried.set(order.revive, [...(carried.get(order.revive) ?? []), unit]);
  }

  // Revive orders: one list per power, by the same rule for several orders.
  const chosenList = new Map<Power, { index: number; sites: RevivalSite[] }>();
  orders.forEach((order, i) => {
    if (order.kind !== 'revive') return;
    if (!eliminated.has(order.power)) return set(i, 'illegal', 'not-eliminated', ['insurrectionTarget']);
    const check = checkSites(map, order);
    if (!check.ok) return set(i, 'illegal', check.reason, [check.concept, 'reviveOrder']);
    const previous = chosenList.get(order.power);
    if (previous && keepFirst) return set(i, 'illegal', 'superseded', ['multipleOrders'], [previous.index]);
    if (previous) set(previous.index, 'illegal', 'superseded', ['multipleOrders'], [i]);
    chosenList.set(order.power, { index: i, sites: check.sites });
  });
  for (const [power, { index }] of chosenList) {
    if (named.has(power)) set(index, 'succeeds', 'preferences-filed', ['reviveOrder']);
    else set(index, 'fails', 'no-insurrection', ['reviveOrder']);
  }

  const pending: PendingInsurrection[] = POWERS.filter((p) => named.has(p)).map((power) => {
    const supporters = [...(carried.get(power) ?? [])].sort((a, b) => (a.loc < b.loc ? -1 : 1));
    // A promised unit is a province some Insurrection order for this power named; it is missing unless its unit went to this insurrection.
    const promised = new Set(named.get(power)!.map((i) => provinceOf((orders[i] as InsurrectionOrder).at)));
    for (const u of supporters) promised.delete(provinceOf(u.loc));
    const entry: PendingInsurrection = { power, supporters, missing: promised.size };
    const list = chosenList.get(power);
    if (list) entry.sites = list.sites;
    return entry;
  });
  return {
    orders: [...results.values()].sort((a, b) => a.index - b.index),
    leaving,
    dropped: dropped.sort((a, b) => a - b),
    pending,
  };
}

export type InsurrectionReason =
  | 'revived'
  /** The power filed no valid revive order. */
  | 'no-preferences'
  /** An Insurrection order naming the power was not carried out. */
  | 'supporter-missing'
  /** The support pays for no listed centre. */
  | 'too-few-units';

export interface RestoredCentre {
  centre: ProvinceId;
  /** Its owner before the insurrection, if any. */
  from?: Power;
  /** The unit standing there: the centre cost an extra supporting unit and no unit is placed. */
  occupiedBy?: Unit;
}

/** How one insurrection ended. */
export interface InsurrectionResult {
  power: Power;
  outcome: 'revived' | 'failed';
  reason: InsurrectionReason;
  /** The units disbanded for it. */
  supporters: Unit[];
  /** Supporting units the restored centres cost (0 when it failed). */
  cost: number;
  /** Centres returned to the power, in its order of preference. */
  restored: RestoredCentre[];
  /** Units placed in the restored, unoccupied centres. */
  placed: Unit[];
  /** Powers that earned a victory point by investing in it. */
  victoryPoints: Power[];
  rules: RuleId[];
}

export interface InsurrectionSituation {
  units: readonly Unit[];
  centres: Readonly<Record<ProvinceId, Power>>;
  eliminated: readonly Power[];
  victoryPoints?: Readonly<Partial<Record<Power, number>>>;
}

export interface InsurrectionSettlement {
  /** One result per insurrection, by power. */
  insurrections: InsurrectionResult[];
  units: Unit[];
  centres: Record<ProvinceId, Power>;
  /** The eliminated powers, without the revived ones. */
  eliminated: Power[];
  /** Every power's victory points after the settlement (powers with none are absent). */
  victoryPoints: Partial<Record<Power, number>>;
}

/** A rule set without the insurrection: nothing can be restored, nobody earns a point. */
const NO_INSURRECTION: InsurrectionPolicy = { unitsForCentres: [], extraUnitsPerOccupiedCentre: 0, unitsForVictoryPoint: Infinity };

/** Units needed to restore these centres: the table's price for their number, plus one per occupied centre. */
export function insurrectionCost(policy: InsurrectionPolicy, centres: number, occupied: number): number {
  if (centres === 0) return 0;
  const base = policy.unitsForCentres[centres - 1];
  return base === undefined ? Infinity : base + occupied * policy.extraUnitsPerOccupiedCentre;
}

/**
 * Which listed centres the support pays for: the largest affordable set; among
 * sets as large, the one the order of preference ranks first (compared by the
 * rank of its most wanted centre, then the next).
 */
export function chooseRestoredSites(policy: InsurrectionPolicy, sites: readonly RevivalSite[], occupied: (site: RevivalSite) => boolean, units: number): RevivalSite[] {
  /** Does `a` rank before `b`: a more wanted centre at the first place they differ? */
  const ranksFirst = (a: number[], b: number[]) => {
    const k = a.findIndex((x, j) => x !== b[j]);
    return k >= 0 && a[k] < b[k];
  };
  let best: number[] = [];
  for (let mask = 1; mask < 1 << sites.length; mask++) {
    const picked = sites.map((_, i) => i).filter((i) => mask & (1 << i));
    const cost = insurrectionCost(policy, picked.length, picked.filter((i) => occupied(sites[i])).length);
    if (cost > units) continue;
    if (picked.length > best.length || (picked.length === best.length && ranksFirst(picked, best))) best = picked;
  }
  return best.map((i) => sites[i]);
}

/**
 * Settle the insurrections of a season, after its retreats (and in a Fall
 * after control has passed to the occupiers): restore centres, place units,
 * take the revived powers off the eliminated list, award victory points.
 * Pure; the insurrections are independent of each other (each power's home
 * centres are its own).
 */
export function settleInsurrections(situation: InsurrectionSituation, pending: readonly PendingInsurrection[], rules: RuleSet): InsurrectionSettlement {
  const policy = rules.policies.insurrection ?? NO_INSURRECTION;
  const cite = citeFor(rules);
  const units = [...situation.units];
  const centres: Record<ProvinceId, Power> = { ...situation.centres };
  const revived = new Set<Power>();
  const points: Partial<Record<Power, number>> = { ...situation.victoryPoints };
  const insurrections: InsurrectionResult[] = [];
  const occupant = (p: ProvinceId) => units.find((u) => provinceOf(u.loc) === p);

  for (const entry of [...pending].sort((a, b) => (a.power < b.power ? -1 : 1))) {
    // Investing is enough for the point (decision 11 in rules/calsmun.ts).
    const invested = new Map<Power, number>();
    for (const u of entry.supporters) invested.set(u.power, (invested.get(u.power) ?? 0) + 1);
    const earners = POWERS.filter((p) => (invested.get(p) ?? 0) >= policy.unitsForVictoryPoint);
    for (const p of earners) points[p] = (points[p] ?? 0) + 1;
    const base = { power: entry.power, supporters: entry.supporters, victoryPoints: earners };
    const fail = (reason: InsurrectionReason): InsurrectionResult => ({
      ...base,
      outcome: 'failed',
      reason,
      cost: 0,
      restored: [],
      placed: [],
      rules: cite('revivalFailed', ...(earners.length > 0 ? (['insurrectionVictoryPoint'] as const) : [])),
    });
    if (!entry.sites) {
      insurrections.push(fail('no-preferences'));
      continue;
    }
    if (entry.missing > 0) {
      insurrections.push(fail('supporter-missing'));
      continue;
    }
    const isOccupied = (site: RevivalSite) => occupant(provinceOf(site.at)) !== undefined;
    const chosen = chooseRestoredSites(policy, entry.sites, isOccupied, entry.supporters.length);
    if (chosen.length === 0) {
      insurrections.push(fail('too-few-units'));
      continue;
    }
    const restored: RestoredCentre[] = [];
    const placed: Unit[] = [];
    for (const site of chosen) {
      const centre = provinceOf(site.at);
      const there = occupant(centre);
      const r: RestoredCentre = { centre };
      if (centres[centre]) r.from = centres[centre];
      if (there) r.occupiedBy = there;
      else placed.push({ power: entry.power, type: site.unit, loc: site.at });
      restored.push(r);
      centres[centre] = entry.power;
    }
    units.push(...placed);
    revived.add(entry.power);
    const occupiedCount = restored.filter((r) => r.occupiedBy).length;
    const concepts: InsurrectionConcept[] = ['insurrection', 'revivalCentres'];
    if (occupiedCount > 0) concepts.push('revivalOccupied');
    if (placed.length > 0) concepts.push('revivalUnits');
    if (earners.length > 0) concepts.push('insurrectionVictoryPoint');
    insurrections.push({
      ...base,
      outcome: 'revived',
      reason: 'revived',
      cost: insurrectionCost(policy, restored.length, occupiedCount),
      restored,
      placed,
      rules: cite(...concepts),
    });
  }

  const victoryPoints: Partial<Record<Power, number>> = {};
  for (const p of POWERS) if (points[p]) victoryPoints[p] = points[p];
  const sortedCentres: Record<ProvinceId, Power> = {};
  for (const p of Object.keys(centres).sort()) sortedCentres[p] = centres[p];
  return {
    insurrections,
    units: units.sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0)),
    centres: sortedCentres,
    eliminated: situation.eliminated.filter((p) => !revived.has(p)),
    victoryPoints,
  };
}
