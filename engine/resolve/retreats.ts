import type { GameMap } from '../map/gameMap';
import { provinceOf, type Loc, type ProvinceId, type Unit } from '../map/types';
import type { DisbandOrder, Order, RetreatOrder } from '../orders/types';
import type { RuleId } from '../rules/citations';
import type { Concept, RuleSet } from '../rules/ruleSet';
import { checkRetreat } from '../legality/retreatLegality';
import type { Dislodgement, RetreatOrderResult, RetreatReason, RetreatResult, RetreatSituation } from '../legality/retreatTypes';

export { checkRetreat };

/** Every place this dislodged unit may retreat to, in the map's order. */
export function retreatOptions(map: GameMap, situation: RetreatSituation, d: Dislodgement, rules: RuleSet): Loc[] {
  return map.moves(d.unit.type, d.unit.loc).filter((to) => checkRetreat(map, situation, d, to, rules).legal);
}

/**
 * Adjudicate a retreat phase (Alexander III.4; DATC 6.H). Pure: same input,
 * same ruling. Units retreating to the same province are all disbanded; a
 * dislodged unit without a legal retreat order is disbanded (III.4.f).
 */
export function adjudicateRetreats(map: GameMap, situation: RetreatSituation, orders: readonly Order[], rules: RuleSet): RetreatResult {
  const cite = (...concepts: Concept[]): RuleId[] => [...new Set(concepts.flatMap((c) => rules.cites[c]))];
  const results: RetreatOrderResult[] = [];
  const byProvince = new Map<ProvinceId, number>();
  situation.dislodged.forEach((d, i) => byProvince.set(provinceOf(d.unit.loc), i));
  const onBoard = new Set(situation.units.map((u) => provinceOf(u.loc)));

  // Per dislodged unit: the order it carries out (index into `orders`) and where to.
  const chosen = new Array<number>(situation.dislodged.length).fill(-1);
  const destination = new Map<number, Loc>();
  const hadOrder = new Set<number>();
  const illegal = (i: number, reason: RetreatReason, concept: Concept, unit?: number) => {
    results[i] = { order: orders[i], outcome: 'illegal', reason, causes: [], rules: cite(concept, 'retreatDisband') };
    if (unit !== undefined) hadOrder.add(unit);
  };

  orders.forEach((order, i) => {
    if (order.kind === 'waive') return illegal(i, 'not-a-retreat-order', 'retreatPhase');
    const u = byProvince.get(provinceOf(order.at));
    if (u === undefined) {
      return illegal(i, onBoard.has(provinceOf(order.at)) ? 'not-dislodged' : 'no-such-unit', 'retreatNotDislodged');
    }
    const d = situation.dislodged[u];
    if (d.unit.power !== order.power) return illegal(i, 'foreign-unit', 'ownUnitsOnly');
    if (order.kind !== 'retreat' && order.kind !== 'disband') return illegal(i, 'not-a-retreat-order', 'retreatPhase', u);
    if (order.kind === 'retreat') {
      const verdict = checkRetreat(map, situation, d, order.to, rules);
      if (!verdict.legal) return illegal(i, verdict.reason, verdict.concept, u);
      destination.set(i, verdict.to);
    }
    hadOrder.add(u);
    const previous = chosen[u];
    if (previous < 0) {
      chosen[u] = i;
      return;
    }
    // Several legal orders to one unit: the rule set's policy picks one (seed 004 / DATC 4.D.3).
    const keepFirst = rules.policies.multipleOrdersToUnit === 'first';
    const loser = keepFirst ? i : previous;
    if (!keepFirst) chosen[u] = i;
    results[loser] = { order: orders[loser], outcome: 'illegal', reason: 'superseded', causes: [], rules: cite('multipleOrders') };
  });

  // Retreats into the same province all fail, and those units are disbanded (III.4.b.d).
  const into = new Map<ProvinceId, number[]>();
  for (const i of chosen) {
    if (i < 0 || orders[i].kind !== 'retreat') continue;
    const p = provinceOf(destination.get(i)!);
    into.set(p, [...(into.get(p) ?? []), i]);
  }

  const units = [...situation.units];
  const retreated: RetreatResult['retreated'] = [];
  const disbanded: Unit[] = [];
  let next = orders.length;
  situation.dislodged.forEach((d, u) => {
    const i = chosen[u];
    if (i >= 0 && orders[i].kind === 'retreat') {
      const to = destination.get(i)!;
      const rivals = into.get(provinceOf(to))!.filter((j) => j !== i);
      const order = orders[i] as RetreatOrder;
      if (rivals.length === 0) {
        results[i] = { order: { ...order, to }, outcome: 'succeeds', reason: 'retreated', causes: [], rules: cite('retreatPhase') };
        units.push({ ...d.unit, loc: to });
        retreated.push({ unit: d.unit, to });
      } else {
        results[i] = { order, outcome: 'fails', reason: 'bounced-retreat', causes: rivals, rules: cite('retreatBounce', 'retreatDisband') };
        disbanded.push(d.unit);
      }
      return;
    }
    disbanded.push(d.unit);
    if (i >= 0) {
      results[i] = { order: orders[i], outcome: 'succeeds', reason: 'disbanded', causes: [], rules: cite('retreatDisband') };
      return;
    }
    const disband: DisbandOrder = { kind: 'disband', power: d.unit.power, unit: d.unit.type, at: d.unit.loc };
    const reason: RetreatReason = hadOrder.has(u)
      ? 'disbanded-illegal-order'
      : retreatOptions(map, situation, d, rules).length === 0
        ? 'disbanded-no-retreat'
        : 'disbanded-unordered';
    const index = next++;
    results[index] = { order: disband, implicit: true, outcome: 'succeeds', reason, causes: [], rules: cite('retreatDisband') };
    orders.forEach((o, j) => {
      if (o.kind !== 'waive' && results[j]?.outcome === 'illegal' && provinceOf(o.at) === provinceOf(d.unit.loc) && o.power === d.unit.power) {
        results[j].replacedBy = index;
      }
    });
  });

  return { rules: rules.id, orders: results, units, retreated, disbanded };
}
