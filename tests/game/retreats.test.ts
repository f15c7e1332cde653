import { describe, expect, it } from 'vitest';
import { standardMap as map } from '../../engine/map/standardMap';
import type { Unit } from '../../engine/map/types';
import type { Order } from '../../engine/orders/types';
import { adjudicateRetreats, retreatOptions } from '../../engine/resolve/retreats';
import type { Dislodgement, RetreatSituation } from '../../engine/legality/retreatTypes';
import { alexander, citation, datc } from '../../engine/rules';
import type { RuleId } from '../../engine/rules/citations';

const unit = (text: string): Unit => {
  const [power, type, loc] = text.split(' ');
  return { power, type, loc } as Unit;
};
const retreat = (u: string, to: string): Order => ({ kind: 'retreat', ...base(u), to });
const disband = (u: string): Order => ({ kind: 'disband', ...base(u) });
const base = (u: string) => {
  const { power, type, loc } = unit(u);
  return { power, unit: type, at: loc };
};

// France's army in Burgundy was dislodged from Munich; Belgium saw a standoff;
// Paris is held; Marseilles and Gascony are free.
const bur: Dislodgement = { unit: unit('FRA A bur'), attackerFrom: 'mun', attackerConvoyed: false };
const situation: RetreatSituation = {
  units: [unit('GER A bur'), unit('FRA A par'), unit('GER A ruh')],
  dislodged: [bur],
  standoffs: ['bel'],
};

describe('retreat options (Alexander III.4.b)', () => {
  it('leave out occupied provinces, the attacker\'s origin and standoffs', () => {
    expect(retreatOptions(map, situation, bur, alexander).sort()).toEqual(['gas', 'mar', 'pic']);
  });

  it('close a convoyed attacker\'s origin under alexander and open it under datc (DATC 4.A.5)', () => {
    const mar: Dislodgement = { unit: unit('ITA A mar'), attackerFrom: 'gas', attackerConvoyed: true };
    const s: RetreatSituation = { units: [unit('FRA A mar')], dislodged: [mar], standoffs: [] };
    expect(retreatOptions(map, s, mar, alexander)).not.toContain('gas');
    expect(retreatOptions(map, s, mar, datc)).toContain('gas');
  });

  it('give a fleet every coast it can reach, by coast', () => {
    const por: Dislodgement = { unit: unit('ENG F por'), attackerFrom: 'mao', attackerConvoyed: false };
    const s: RetreatSituation = { units: [unit('FRA F mao')], dislodged: [por], standoffs: [] };
    expect(retreatOptions(map, s, por, alexander).sort()).toEqual(['spa/nc', 'spa/sc']);
  });
});

describe('adjudicating retreats', () => {
  it('moves a unit that retreats legally and keeps the others where they are', () => {
    const r = adjudicateRetreats(map, situation, [retreat('FRA A bur', 'gas')], alexander);
    expect(r.orders.map((o) => [o.outcome, o.reason])).toEqual([['succeeds', 'retreated']]);
    expect(r.units).toContainEqual(unit('FRA A gas'));
    expect(r.units).toHaveLength(4);
    expect(r.disbanded).toEqual([]);
  });

  it.each([
    ['pic', 'succeeds', 'retreated'],
    ['par', 'illegal', 'retreat-occupied'],
    ['mun', 'illegal', 'retreat-attacker-origin'],
    ['bel', 'illegal', 'retreat-standoff'],
    ['lon', 'illegal', 'not-adjacent'],
    ['eng', 'illegal', 'cannot-enter'],
  ])('rules a retreat to %s: %s (%s)', (to, outcome, reason) => {
    const r = adjudicateRetreats(map, situation, [retreat('FRA A bur', to)], alexander);
    expect(r.orders[0]).toMatchObject({ outcome, reason });
    if (outcome === 'illegal') {
      // The unit is disbanded by an implicit order that replaces the illegal one (III.4.f).
      expect(r.orders[1]).toMatchObject({ implicit: true, outcome: 'succeeds', reason: 'disbanded-illegal-order' });
      expect(r.orders[0].replacedBy).toBe(1);
      expect(r.disbanded).toEqual([bur.unit]);
    }
  });

  it('disbands a dislodged unit with no order, and says whether it had anywhere to go', () => {
    const trapped: Dislodgement = { unit: unit('RUS F rum'), attackerFrom: 'bul', attackerConvoyed: false };
    const s: RetreatSituation = {
      units: [unit('TUR A rum'), unit('TUR F bla'), unit('TUR A bul'), unit('RUS A sev'), unit('GER A bur'), unit('FRA A par')],
      dislodged: [trapped, bur],
      standoffs: ['bel'],
    };
    const r = adjudicateRetreats(map, s, [], alexander);
    expect(r.orders.map((o) => o.reason)).toEqual(['disbanded-no-retreat', 'disbanded-unordered']);
    expect(r.disbanded).toEqual([trapped.unit, bur.unit]);
  });

  it('carries out a disband order', () => {
    const r = adjudicateRetreats(map, situation, [disband('FRA A bur')], alexander);
    expect(r.orders).toHaveLength(1);
    expect(r.orders[0]).toMatchObject({ outcome: 'succeeds', reason: 'disbanded' });
    expect(r.disbanded).toEqual([bur.unit]);
  });

  it('disbands both units that retreat into one province, naming each other as causes', () => {
    const a: Dislodgement = { unit: unit('ITA A vie'), attackerFrom: 'tri', attackerConvoyed: false };
    const b: Dislodgement = { unit: unit('ITA A boh'), attackerFrom: 'sil', attackerConvoyed: false };
    const s: RetreatSituation = { units: [unit('AUS A vie'), unit('GER A boh')], dislodged: [a, b], standoffs: [] };
    const r = adjudicateRetreats(map, s, [retreat('ITA A vie', 'tyr'), retreat('ITA A boh', 'tyr')], alexander);
    expect(r.orders.map((o) => [o.outcome, o.reason, o.causes])).toEqual([
      ['fails', 'bounced-retreat', [1]],
      ['fails', 'bounced-retreat', [0]],
    ]);
    expect(r.disbanded).toHaveLength(2);
  });

  it('refuses orders from another power and orders for units that were not dislodged', () => {
    const r = adjudicateRetreats(map, situation, [{ ...retreat('FRA A bur', 'gas'), power: 'GER' }, retreat('FRA A par', 'gas')], alexander);
    expect(r.orders.slice(0, 2).map((o) => o.reason)).toEqual(['foreign-unit', 'not-dislodged']);
    expect(r.orders[2]).toMatchObject({ implicit: true, reason: 'disbanded-unordered' });
  });

  it('needs a coast for a fleet that could reach two (III.4.c) and settles it when only one is reachable', () => {
    const por: Dislodgement = { unit: unit('ENG F por'), attackerFrom: 'mao', attackerConvoyed: false };
    const s: RetreatSituation = { units: [unit('FRA F mao')], dislodged: [por], standoffs: [] };
    expect(adjudicateRetreats(map, s, [retreat('ENG F por', 'spa')], alexander).orders[0]).toMatchObject({ outcome: 'illegal', reason: 'coast-needed' });
    const wes: Dislodgement = { unit: unit('FRA F wes'), attackerFrom: 'tys', attackerConvoyed: false };
    const s2: RetreatSituation = { units: [unit('ITA F wes')], dislodged: [wes], standoffs: [] };
    const r = adjudicateRetreats(map, s2, [retreat('FRA F wes', 'spa')], alexander);
    expect(r.orders[0]).toMatchObject({ outcome: 'succeeds', order: { to: 'spa/sc' } });
  });

  it('follows the rule set\'s policy for several orders to one unit', () => {
    const orders = [retreat('FRA A bur', 'gas'), retreat('FRA A bur', 'mar')];
    const last = adjudicateRetreats(map, situation, orders, alexander);
    const first = adjudicateRetreats(map, situation, orders, datc);
    expect(last.orders.map((o) => o.reason)).toEqual(['superseded', 'retreated']);
    expect(first.orders.map((o) => o.reason)).toEqual(['retreated', 'superseded']);
  });

  it('cites only rule ids that exist, under both rule sets', () => {
    for (const rules of [alexander, datc]) {
      const r = adjudicateRetreats(map, situation, [retreat('FRA A bur', 'mun'), retreat('FRA A par', 'gas')], rules);
      for (const o of r.orders) {
        expect(o.rules.length, o.reason).toBeGreaterThan(0);
        for (const id of o.rules) expect(() => citation(id as RuleId)).not.toThrow();
      }
    }
  });
});
