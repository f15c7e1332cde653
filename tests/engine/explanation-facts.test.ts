import { describe, expect, it } from 'vitest';
import { randomPosition } from '../../engine/explore/generate';
import { mapTables } from '../../engine/explore/mapTables';
import { seeded } from '../../engine/explore/prng';
import { standardMap as map } from '../../engine/map/standardMap';
import type { MovementOrder } from '../../engine/orders/types';
import { adjudicate } from '../../engine/resolve';
import { RULE_SET_IDS, ruleSet } from '../../engine/rules';
import { runCase, type Case } from '../../engine/testCases/caseFile';
import { loadScenarios } from '../../src/lib/scenario/load';
import { toCase } from '../../src/lib/scenario/rule';
import { datcCaseFiles } from '../datc/cases';
import { falseFacts } from '../properties/sentenceFacts';
import { readOrder } from '../../engine/orders/strict';
import { explainOrder } from '../../engine/trace/sentences';

/**
 * Every sentence of a movement ruling states only true facts: each is made from a typed reason
 * (engine/trace/orderReasons.ts) whose facts are checked against the ruling (sentenceFacts.ts). Every DATC case and
 * every scenario on the site under each rule set, and random positions from the explorer's generator
 * (`npm run fuzz -- --sentences N` walks 100,000 and more).
 */
function checkCase(c: Case): { sentences: number; wrong: string[] } {
  let sentences = 0;
  const wrong: string[] = [];
  for (const id of RULE_SET_IDS) {
    const run = runCase(c, ruleSet(id));
    const result = adjudicate({ units: run.units }, run.orders as MovementOrder[], { rules: id });
    sentences += result.orders.length;
    wrong.push(...falseFacts(map, result).map((w) => `${c.id} (${id}): ${w}`));
  }
  return { sentences, wrong };
}

describe('every sentence of a ruling is true', () => {
  it('in every DATC movement case, under each rule set', () => {
    const cases = datcCaseFiles().flatMap(({ file }) => file.cases.filter((c) => c.phase === 'movement'));
    const checked = cases.map(checkCase);
    const sentences = checked.reduce((n, c) => n + c.sentences, 0);
    console.log(`DATC: ${cases.length} movement cases, ${sentences} sentences checked`);
    expect(cases.length).toBeGreaterThan(100);
    expect(checked.flatMap((c) => c.wrong)).toEqual([]);
  });

  it('on every movement board on the site, under each rule set', () => {
    const cases = loadScenarios().map(toCase).filter((c) => c.phase === 'movement');
    const checked = cases.map(checkCase);
    console.log(`Site: ${cases.length} movement boards, ${checked.reduce((n, c) => n + c.sentences, 0)} sentences checked`);
    expect(cases.length).toBeGreaterThan(50);
    expect(checked.flatMap((c) => c.wrong)).toEqual([]);
  });

  it('in 2,000 random positions (seed 23), under the Alexander Rules and the DATC preferences', () => {
    const random = seeded(23);
    const tables = mapTables(map);
    let sentences = 0;
    const wrong: string[] = [];
    for (let n = 0; n < 2000; n++) {
      const phase = randomPosition(tables, random);
      for (const rules of ['alexander', 'datc'] as const) {
        const result = adjudicate({ units: phase.units }, phase.orders, { rules });
        sentences += result.orders.length;
        wrong.push(...falseFacts(map, result));
      }
    }
    console.log(`Random positions: ${sentences} sentences checked`);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('DATC 6.E.3: each of two units meeting head to head is beaten, and neither sentence says the other got through', () => {
    const c = datcCaseFiles().flatMap(({ file }) => file.cases).find((x) => x.id === '6.E.3')!;
    const run = runCase(c, ruleSet('datc'));
    const result = adjudicate({ units: run.units }, run.orders as MovementOrder[], { rules: 'datc' });
    const berlin = result.orders.findIndex((r) => r.order.at === 'ber');
    expect(explainOrder(map, result, berlin)).toMatch(/^A Berlin fails to move to Kiel: it meets F Kiel head to head and is beaten by its greater defend strength \(attack strength 1 against defend strength 2\), though F Kiel does not get through either\./);
    expect(falseFacts(map, result)).toEqual([]);
  });

  it('of three armies moving to one place, the one that gets in beats the others; the one that also fails is not named as a victor', () => {
    const orders = ['AUS A gal - boh', 'AUS A vie S A gal - boh', 'GER A mun - boh', 'RUS A sil - boh'].map((t) => readOrder(t, { map }));
    const units = orders.map((o) => ({ power: o.power, type: o.unit, loc: o.at }));
    const result = adjudicate({ units }, orders, { rules: 'alexander' });
    expect(explainOrder(map, result, 2)).toMatch(/^A Munich fails to move to Bohemia: it is beaten by A Galicia, moving there with more strength \(attack strength 1 against prevent strength 2\)\./);
    expect(falseFacts(map, result)).toEqual([]);
  });

  it('names DATC 6.C.3’s deciding fact: Constantinople’s own army stays, and neither mover is beaten by the other', () => {
    const c = datcCaseFiles().flatMap(({ file }) => file.cases).find((x) => x.id === '6.C.3')!;
    const run = runCase(c, ruleSet('datc'));
    const result = adjudicate({ units: run.units }, run.orders as MovementOrder[], { rules: 'datc' });
    expect(falseFacts(map, result)).toEqual([]);
  });
});
