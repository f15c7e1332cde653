import { describe, expect, it } from 'vitest';
import { parseUnit } from '../../engine/testCases/caseFile';
import { standardMap } from '../../engine/map/standardMap';
import { provinceOf } from '../../engine/map/types';
import { readOrder } from '../../engine/orders/strict';
import { adjudicate } from '../../engine/resolve';
import { ruleSet } from '../../engine/rules';
import { explain, type ExplanationStep } from '../../engine/trace/explain';
import { datcCaseFiles } from '../datc/cases';
import { rule } from './ruling';

// Explanations as specifications: for each chosen case, the steps a game master
// would take, leaves first, one idea per step, with the cycles and the rules
// that settled them. The wording is free; the structure and rule ids are not.

interface StepSpec {
  kind: ExplanationStep['kind'];
  settlement?: string;
  orders: string[];
}

const cases = new Map(datcCaseFiles().flatMap(({ file }) => file.cases.map((c) => [c.id, c] as const)));

function explainCase(id: string, rules: string) {
  const c = cases.get(id)!;
  const texts = c.orders.map((line) => Object.keys(line)[0]);
  const orders = texts.map((t) => readOrder(t, { map: standardMap }));
  const units = c.units.map(parseUnit);
  const taken = new Set(units.map((u) => provinceOf(u.loc)));
  for (const o of orders) {
    if (taken.has(provinceOf(o.at))) continue;
    taken.add(provinceOf(o.at));
    units.push({ power: o.power, type: o.unit, loc: o.at });
  }
  const result = adjudicate({ units }, orders, { rules, trace: true });
  return { result, texts, explanation: explain(result) };
}

/** The rule a step must cite, given what it is about. */
function expectedRules(step: ExplanationStep, rules: string, outcomeOf: (i: number) => string): string[] {
  const cites = ruleSet(rules).cites;
  if (step.kind === 'cycle') {
    const by: Record<string, string[]> = {
      'circular-movement': cites.circularMovement,
      szykman: cites.paradox,
      counterfactual: cites.paradox,
      unique: [],
    };
    return by[step.cycle!.settlement] ?? [];
  }
  if (step.kind === 'support' && step.orders.some((i) => outcomeOf(i) === 'cut')) return cites.cutSupport;
  return [];
}

const SPECS: [string, string, StepSpec[]][] = [
  ['6.C.1', 'datc', [
    { kind: 'cycle', settlement: 'circular-movement', orders: ['TUR F ank - con', 'TUR A con - smy', 'TUR A smy - ank'] },
  ]],
  ['6.C.2', 'datc', [
    { kind: 'supports', orders: ['TUR A bul S F ank - con'] },
    // The ring holds an Italian army, so the supported fleet would dislodge it if the ring stood still: only one answer is left.
    { kind: 'cycle', settlement: 'unique', orders: ['TUR F ank - con', 'TUR A smy - ank', 'ITA A con - smy'] },
  ]],
  ['6.C.3', 'datc', [
    { kind: 'cycle', settlement: 'unique', orders: ['TUR F ank - con', 'TUR A con - smy', 'TUR A smy - ank', 'TUR A bul - con'] },
  ]],
  ['6.C.4', 'datc', [
    { kind: 'fight', orders: ['ITA F nap - ion'] },
    { kind: 'convoy', orders: ['TUR A bul - tri', 'TUR F aeg C A bul - tri', 'TUR F ion C A bul - tri', 'TUR F adr C A bul - tri'] },
    { kind: 'cycle', settlement: 'circular-movement', orders: ['AUS A tri - ser', 'AUS A ser - bul', 'TUR A bul - tri'] },
  ]],
  ['6.D.1', 'datc', [
    { kind: 'supports', orders: ['AUS F adr S A tri - ven', 'ITA A tyr S A ven'] },
    { kind: 'fight', orders: ['AUS A tri - ven'] },
  ]],
  ['6.D.2', 'datc', [
    { kind: 'supports', orders: ['AUS F adr S A tri - ven'] },
    { kind: 'fight', orders: ['AUS A vie - tyr'] },
    { kind: 'support', orders: ['ITA A tyr S A ven'] },
    { kind: 'fight', orders: ['AUS A tri - ven', 'ITA A ven H'] },
  ]],
  ['6.D.4', 'datc', [
    { kind: 'supports', orders: ['RUS F bal S A pru - ber', 'GER F kie S A ber'] },
    { kind: 'fight', orders: ['RUS A pru - ber'] },
    { kind: 'support', orders: ['GER A ber S F kie'] },
  ]],
  ['6.D.15', 'datc', [
    { kind: 'fight', orders: ['TUR F ank - con'] },
    { kind: 'support', orders: ['RUS F con S F bla - ank'] },
    { kind: 'fight', orders: ['RUS F bla - ank', 'TUR F ank - con'] },
  ]],
  ['6.D.17', 'datc', [
    { kind: 'supports', orders: ['TUR A smy S F ank - con'] },
    { kind: 'fight', orders: ['TUR F ank - con', 'RUS F con S F bla - ank'] },
    { kind: 'support', orders: ['RUS F con S F bla - ank'] },
    { kind: 'fight', orders: ['RUS F bla - ank', 'TUR A arm - ank'] },
  ]],
  ['6.D.21', 'datc', [
    { kind: 'supports', orders: ['RUS A ber S A sil - mun'] },
    { kind: 'fight', orders: ['GER A mun - tyr'] },
    { kind: 'support', orders: ['ITA A tyr S A ven - tri'] },
    { kind: 'fight', orders: ['ITA A ven - tri'] },
    { kind: 'fight', orders: ['RUS A sil - mun', 'GER A mun - tyr'] },
  ]],
  ['6.E.1', 'datc', [
    { kind: 'supports', orders: ['GER A sil S A ber - pru'] },
    { kind: 'cycle', settlement: 'unique', orders: ['GER A ber - pru', 'GER F kie - ber', 'RUS A pru - ber'] },
  ]],
  ['6.E.2', 'datc', [
    { kind: 'supports', orders: ['GER A mun S A ber - kie'] },
    { kind: 'cycle', settlement: 'unique', orders: ['GER A ber - kie', 'GER F kie - ber'] },
  ]],
  ['6.E.4', 'datc', [
    { kind: 'supports', orders: ['GER F hel S F hol - nth', 'GER F ska S F hol - nth', 'FRA F bel S F nth - hol', 'AUS A kie S A ruh - hol', 'ENG F edi S F nwg - nth', 'ENG F yor S F nwg - nth'] },
    { kind: 'cycle', settlement: 'unique', orders: ['GER F hol - nth', 'FRA F nth - hol', 'ENG F nwg - nth', 'AUS A ruh - hol'] },
  ]],
  ['6.E.9', 'datc', [
    { kind: 'supports', orders: ['ENG F yor S F nwy - nth', 'GER F hol S F hel - nth', 'RUS F ska S F nwy - nth'] },
    { kind: 'unopposed', orders: ['ENG F nth - nwg'] },
    { kind: 'fight', orders: ['GER F hel - nth', 'RUS F nwy - nth'] },
  ]],
  ['6.E.13', 'datc', [
    { kind: 'supports', orders: ['ENG F edi S F yor - nth', 'FRA F eng S F bel - nth', 'RUS F nwy S F nwg - nth'] },
    { kind: 'fight', orders: ['ENG F yor - nth', 'FRA F bel - nth', 'RUS F nwg - nth'] },
  ]],
  ['6.F.14', 'datc', [
    { kind: 'cycle', settlement: 'szykman', orders: ['ENG F lon S F wal - eng', 'ENG F wal - eng', 'FRA A bre - lon', 'FRA F eng C A bre - lon'] },
    { kind: 'fight', orders: ['FRA A bre - lon'] },
  ]],
  ['6.F.14', 'alexander', [
    { kind: 'cycle', settlement: 'counterfactual', orders: ['ENG F lon S F wal - eng', 'ENG F wal - eng', 'FRA A bre - lon', 'FRA F eng C A bre - lon'] },
    { kind: 'fight', orders: ['FRA A bre - lon'] },
  ]],
  ['6.F.16', 'datc', [
    { kind: 'supports', orders: ['GER F nth S F bel - eng'] },
    { kind: 'cycle', settlement: 'szykman', orders: ['ENG F lon S F wal - eng', 'ENG F wal - eng', 'FRA A bre - lon', 'FRA F eng C A bre - lon', 'GER F bel - eng'] },
    { kind: 'fight', orders: ['FRA A bre - lon'] },
  ]],
  ['6.F.16', 'alexander', [
    { kind: 'supports', orders: ['GER F nth S F bel - eng'] },
    { kind: 'cycle', settlement: 'counterfactual', orders: ['ENG F lon S F wal - eng', 'ENG F wal - eng', 'FRA A bre - lon', 'FRA F eng C A bre - lon', 'GER F bel - eng'] },
    { kind: 'fight', orders: ['FRA A bre - lon'] },
  ]],
  ['6.F.17', 'alexander', [
    { kind: 'supports', orders: ['FRA F yor S A bre - lon', 'GER F nth S F bel - eng'] },
    { kind: 'cycle', settlement: 'counterfactual', orders: ['ENG F lon S F wal - eng', 'ENG F wal - eng', 'FRA A bre - lon', 'FRA F eng C A bre - lon', 'GER F bel - eng'] },
    { kind: 'fight', orders: ['FRA A bre - lon', 'ENG F lon S F wal - eng'] },
  ]],
  ['6.F.18', 'datc', [
    { kind: 'supports', orders: ['GER F hel S F ska - nth', 'ENG F eng S A lon - bel'] },
    { kind: 'cycle', settlement: 'szykman', orders: ['ENG F nth C A lon - bel', 'ENG A lon - bel', 'FRA F bel S F nth', 'GER F ska - nth'] },
    { kind: 'fight', orders: ['ENG A lon - bel'] },
  ]],
  ['6.F.18', 'alexander', [
    { kind: 'supports', orders: ['GER F hel S F ska - nth', 'ENG F eng S A lon - bel'] },
    { kind: 'cycle', settlement: 'counterfactual', orders: ['ENG F nth C A lon - bel', 'ENG A lon - bel', 'FRA F bel S F nth', 'GER F ska - nth'] },
    { kind: 'fight', orders: ['ENG A lon - bel', 'FRA F bel S F nth'] },
  ]],
  ['6.F.22', 'datc', [
    { kind: 'cycle', settlement: 'szykman', orders: ['ENG F edi - nth', 'ENG F lon S F edi - nth', 'FRA A bre - lon', 'FRA F eng C A bre - lon', 'GER F bel S F pic - eng', 'GER F pic - eng', 'RUS A nwy - bel', 'RUS F nth C A nwy - bel'] },
    { kind: 'fight', orders: ['FRA A bre - lon'] },
    { kind: 'fight', orders: ['RUS A nwy - bel'] },
  ]],
  ['6.F.22', 'alexander', [
    { kind: 'cycle', settlement: 'counterfactual', orders: ['ENG F edi - nth', 'ENG F lon S F edi - nth', 'FRA A bre - lon', 'FRA F eng C A bre - lon', 'GER F bel S F pic - eng', 'GER F pic - eng', 'RUS A nwy - bel', 'RUS F nth C A nwy - bel'] },
    { kind: 'fight', orders: ['FRA A bre - lon'] },
    { kind: 'fight', orders: ['RUS A nwy - bel'] },
  ]],
  ['6.F.24', 'datc', [
    { kind: 'supports', orders: ['ENG F mao S F iri - eng'] },
    { kind: 'cycle', settlement: 'szykman', orders: ['ENG F edi - nth', 'ENG F lon S F edi - nth', 'ENG F iri - eng', 'FRA A bre - lon', 'FRA F eng C A bre - lon', 'FRA F bel S F eng', 'RUS A nwy - bel', 'RUS F nth C A nwy - bel'] },
    { kind: 'fight', orders: ['FRA A bre - lon'] },
    { kind: 'fight', orders: ['RUS A nwy - bel'] },
  ]],
  ['6.F.24', 'alexander', [
    { kind: 'supports', orders: ['ENG F mao S F iri - eng'] },
    { kind: 'cycle', settlement: 'counterfactual', orders: ['ENG F edi - nth', 'ENG F lon S F edi - nth', 'ENG F iri - eng', 'FRA A bre - lon', 'FRA F eng C A bre - lon', 'FRA F bel S F eng', 'RUS A nwy - bel', 'RUS F nth C A nwy - bel'] },
    { kind: 'fight', orders: ['FRA A bre - lon'] },
    { kind: 'fight', orders: ['RUS A nwy - bel'] },
  ]],
];

describe('explanations of DATC cases, step by step', () => {
  it('covers at least 25 cases', () => expect(SPECS.length).toBeGreaterThanOrEqual(25));
  for (const [id, rules, expected] of SPECS) {
    it(`${id} under ${rules}`, () => {
      const { result, texts, explanation } = explainCase(id, rules);
      const got = explanation.steps.map((s) => ({
        kind: s.kind,
        ...(s.cycle ? { settlement: s.cycle.settlement } : {}),
        orders: s.orders.map((i) => texts[i] ?? `#${i}`),
      }));
      expect(got).toEqual(expected);
      for (const s of explanation.steps) {
        expect(s.text.length).toBeGreaterThan(0);
        expect(s.rules).toEqual(expect.arrayContaining(expectedRules(s, rules, (i) => result.orders[i].outcome)));
        for (const o of s.orders) expect(s.provinces).toContain(provinceOf(result.orders[o].order.at));
      }
      // Every order of the case is explained somewhere.
      const explained = new Set(explanation.steps.flatMap((s) => s.orders));
      texts.forEach((t, i) => {
        if (result.orders[i].outcome !== 'illegal' && result.orders[i].order.kind !== 'hold') expect(explained.has(i), t).toBe(true);
      });
    });
  }
});

describe('convoy paradoxes show their cycle and the rule that broke it', () => {
  const pandin = `France: A Bre-ENG-Lon
France: F ENG C A Bre-Lon
England: F Lon S F Wal-ENG
England: F Wal-ENG
Germany: F NTH S F Bel-ENG
Germany: F Bel-ENG`;

  it.each([
    ['alexander', 'counterfactual', 'alexander:IV.5.f'],
    ['datc', 'szykman', 'datc:4.A.2'],
  ])("Pandin's paradox (seed 000) under %s", (rules, settlement, rule_) => {
    const r = rule(pandin, rules);
    const result = adjudicate({ units: r.result.orders.map((o) => ({ power: o.order.power, type: o.order.unit, loc: o.order.at })) }, r.result.orders.map((o) => o.order), { rules, trace: true });
    const e = explain(result);
    const cycle = e.steps.find((s) => s.kind === 'cycle')!;
    expect(cycle.cycle!.settlement).toBe(settlement);
    expect(cycle.rules).toContain(rule_);
    expect(new Set(cycle.cycle!.ideas)).toEqual(new Set(['convoy:0', 'fight:eng', 'support:2']));
    expect(e.graph.cycles).toEqual([{ nodes: cycle.cycle!.ideas, settlement }]);
    expect(e.graph.edges).toEqual(expect.arrayContaining([{ from: 'convoy:0', to: 'fight:eng' }, { from: 'support:2', to: 'convoy:0' }]));
    if (rules === 'alexander') {
      expect(cycle.text.join(' ')).toMatch(/world where A Brest has no effect, a convoy route survives/);
      expect(result.trace!.counterfactuals).toContainEqual({ army: 0, inert: [0], routeIntact: true });
    } else {
      expect(result.trace!.cycles.some((c) => c.settlement === 'szykman' && c.members.includes('convoy:1'))).toBe(true);
    }
  });

  it('the first order paradox under alexander: the counterfactual disrupts the convoy', () => {
    const text = `England: F Lon S F Wal-ENG
England: F Wal-ENG
France: A Bre-ENG-Lon
France: F ENG C A Bre-Lon`;
    const r = rule(text, 'alexander');
    const result = adjudicate({ units: r.result.orders.map((o) => ({ power: o.order.power, type: o.order.unit, loc: o.order.at })) }, r.result.orders.map((o) => o.order), { rules: 'alexander', trace: true });
    const cycle = explain(result).steps.find((s) => s.kind === 'cycle')!;
    expect(cycle.cycle!.settlement).toBe('counterfactual');
    expect(cycle.text.join(' ')).toMatch(/no convoy route survives, so the convoy is disrupted/);
  });
});

describe('the trace', () => {
  it('is plain JSON and records strengths with the supports that counted and those that did not', () => {
    const { result } = explainCase('6.D.2', 'datc');
    const trace = result.trace!;
    expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
    expect(trace.version).toBe(1);
    const hold = trace.decisions.find((d) => d.id === 'hold:ven')!;
    expect(hold.value).toBe(1);
    expect(hold.supports).toEqual({ counted: [], notCounted: [{ order: 4, why: 'cut' }] });
    const attack = trace.decisions.find((d) => d.id === 'attack:1')!;
    expect(attack.value).toBe(2);
    expect(attack.supports!.counted).toEqual([0]);
  });

  it('marks own-power supports that do not count (IV.6.f)', () => {
    const { result } = explainCase('6.D.12', 'datc');
    const notCounted = result.trace!.decisions.flatMap((d) => d.supports?.notCounted ?? []);
    expect(notCounted.some((n) => n.why === 'own-power')).toBe(true);
  });

  it('costs nothing when not asked for', () => {
    const { result } = explainCase('6.F.16', 'alexander');
    const plain = adjudicate({ units: result.units }, [], { rules: 'alexander' });
    expect(plain.trace).toBeUndefined();
  });
});

describe('sentences and their rule references', () => {
  it('drops only the trailing references', async () => {
    const { withoutRuleRefs } = await import('../../engine/trace/sentences');
    expect(withoutRuleRefs('F Wales fails to move (strength 1 against 2). (IV.6.c, IV.3.f)')).toBe('F Wales fails to move (strength 1 against 2).');
    expect(withoutRuleRefs('A Spain fails. (2008 rulebook, rule 17; 2008 rulebook, rule 20)')).toBe('A Spain fails.');
    expect(withoutRuleRefs('No references here.')).toBe('No references here.');
  });
});

describe('the sentence for a support that matches nothing', () => {
  it('says no unit stands where the support names, when the supported province is empty', async () => {
    const { explainOrder } = await import('../../engine/trace/sentences');
    const orders = [readOrder('GER A ber S A pru', { map: standardMap }), readOrder('GER A kie S A mun', { map: standardMap }), readOrder('GER A mun - bur', { map: standardMap })];
    const result = adjudicate({ units: [{ power: 'GER', type: 'A', loc: 'ber' }, { power: 'GER', type: 'A', loc: 'kie' }, { power: 'GER', type: 'A', loc: 'mun' }] }, orders, { rules: 'alexander' });
    expect(result.orders[0].outcome).toBe('invalid');
    expect(explainOrder(standardMap, result, 0)).toMatch(/^A Berlin's support is not matched: no unit stands where the support names, so it has no effect\./);
    // When a unit is there but does something else, the sentence names it.
    expect(explainOrder(standardMap, result, 1)).toMatch(/support is not matched: .*Munich.* does not do what the support names, so it has no effect\./);
  });
});
