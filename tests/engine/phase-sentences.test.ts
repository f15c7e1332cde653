import { describe, expect, it } from 'vitest';
import { standardMap as map } from '../../engine/map/standardMap';
import type { Unit } from '../../engine/map/types';
import type { GameOrder, Order } from '../../engine/orders/types';
import type { AdjustmentReason } from '../../engine/legality/adjustmentTypes';
import { adjudicateAdjustments } from '../../engine/resolve/adjustments';
import type { InsurrectionReason, InsurrectionResult, RevivalOrderResult, RevivalReason } from '../../engine/resolve/insurrection';
import { adjudicateRetreats } from '../../engine/resolve/retreats';
import type { RetreatReason, RetreatSituation } from '../../engine/legality/retreatTypes';
import { alexander, datc } from '../../engine/rules';
import type { RuleId } from '../../engine/rules/citations';
import { adjustmentCase } from './adjustmentCase';
import { retreatCase } from './retreatCase';
import { explainAdjustment, explainInsurrection, explainRetreat, explainRevival } from '../../engine/trace/phaseSentences';
import { withoutRuleRefs } from '../../engine/trace/sentences';
import { owned, unit } from '../game/units';

// Every reason code of the retreat and adjustment phases (and of CalsMUN's
// revival orders) is worded. The lists are checked against the types at
// compile time, so a new code cannot be added without a sentence test.

const RETREAT_REASONS = [
  'retreated', 'bounced-retreat', 'disbanded', 'disbanded-unordered', 'disbanded-no-retreat', 'disbanded-illegal-order',
  'no-such-unit', 'foreign-unit', 'not-dislodged', 'not-a-retreat-order', 'not-adjacent', 'cannot-enter', 'coast-needed',
  'coast-unreachable', 'retreat-occupied', 'retreat-attacker-origin', 'retreat-standoff', 'closed-province', 'power-without-player', 'superseded',
] as const satisfies readonly RetreatReason[];
const ADJUSTMENT_REASONS = [
  'built', 'disbanded', 'waived', 'civil-disorder', 'too-many-builds', 'too-many-disbands', 'already-built-here', 'already-disbanded',
  'no-builds-allowed', 'no-disbands-owed', 'not-home-centre', 'centre-not-owned', 'centre-occupied', 'cannot-enter', 'coast-needed',
  'no-such-coast', 'no-such-unit', 'foreign-unit', 'not-an-adjustment-order',
] as const satisfies readonly AdjustmentReason[];
const REVIVAL_REASONS = [
  'joined-insurrection', 'preferences-filed', 'no-insurrection', 'no-such-unit', 'foreign-unit', 'not-eliminated', 'superseded',
  'no-centres', 'not-home-centre', 'repeated-centre', 'cannot-enter', 'coast-needed', 'no-such-coast',
] as const satisfies readonly RevivalReason[];
const INSURRECTION_REASONS = ['revived', 'no-preferences', 'supporter-missing', 'too-few-units'] as const satisfies readonly InsurrectionReason[];

/** Compiles only when the list holds every member of the union. */
type Covers<Union, Listed> = [Exclude<Union, Listed>] extends [never] ? true : never;
const covered: [
  Covers<RetreatReason, (typeof RETREAT_REASONS)[number]>,
  Covers<AdjustmentReason, (typeof ADJUSTMENT_REASONS)[number]>,
  Covers<RevivalReason, (typeof REVIVAL_REASONS)[number]>,
  Covers<InsurrectionReason, (typeof INSURRECTION_REASONS)[number]>,
] = [true, true, true, true];

const RULES: RuleId[] = ['alexander:III.4.b'];

/** A sentence a newcomer can read: words, no holes, ending with its rules in parentheses. */
function readable(sentence: string, ...mentions: string[]): void {
  expect(sentence.length).toBeGreaterThan(20);
  expect(sentence).not.toMatch(/undefined|NaN|\[object|\(\)|\s\s/);
  expect(sentence).toMatch(/^[A-Z]/);
  expect(sentence).toMatch(/\. \([^()]+\)$/);
  expect(withoutRuleRefs(sentence)).toMatch(/\.$/);
  expect(mentions.some((m) => sentence.includes(m)), `${sentence} names one of ${mentions.join(', ')}`).toBe(true);
}

describe('every reason code has a sentence', () => {
  it('covers each union (checked by the compiler)', () => {
    expect(covered).toEqual([true, true, true, true]);
  });

  it.each(RETREAT_REASONS)('retreat: %s', (reason) => {
    const result = retreatCase(reason, 'alexander', RULES);
    const sentence = explainRetreat(map, result, 0);
    readable(sentence, 'Burgundy');
    if (reason === 'bounced-retreat') expect(sentence).toContain('A Marseilles');
  });

  it.each(ADJUSTMENT_REASONS)('adjustment: %s', (reason) => {
    const result = adjustmentCase(reason, 'alexander', RULES);
    readable(explainAdjustment(map, result, 0), 'Kiel', 'Germany');
  });

  it.each(REVIVAL_REASONS)('revival order: %s', (reason) => {
    const list = ['no-insurrection', 'preferences-filed', 'no-centres', 'not-home-centre', 'repeated-centre', 'cannot-enter', 'coast-needed', 'no-such-coast'].includes(reason);
    const centres = {
      'no-centres': [],
      'not-home-centre': [{ unit: 'A', at: 'mos' }, { unit: 'A', at: 'par' }],
      'repeated-centre': [{ unit: 'A', at: 'mos' }, { unit: 'A', at: 'mos' }],
      'cannot-enter': [{ unit: 'F', at: 'mos' }],
      'coast-needed': [{ unit: 'F', at: 'stp' }],
      'no-such-coast': [{ unit: 'F', at: 'sev/nc' }],
    }[reason as string] ?? [{ unit: 'A', at: 'mos' }, { unit: 'F', at: 'stp/nc' }];
    const order: GameOrder = list
      ? { kind: 'revive', power: 'RUS', centres: centres as { unit: 'A' | 'F'; at: string }[] }
      : { kind: 'insurrection', power: 'ENG', unit: 'F', at: 'lon', revive: 'RUS' };
    const given: GameOrder[] = [order, { kind: 'move', power: 'ENG', unit: 'F', at: 'lon', to: 'nth' }];
    const r: RevivalOrderResult = { order: order as RevivalOrderResult['order'], index: 0, outcome: 'illegal', reason, causes: reason === 'superseded' ? [1] : [], rules: ['calsmun:insurrection-order'] };
    const sentence = explainRevival(map, [r], 0, given);
    readable(sentence, 'Russia', 'London');
    if (reason === 'superseded') expect(sentence).toContain("F London's move to North Sea");
  });

  it.each(INSURRECTION_REASONS)('insurrection: %s', (reason) => {
    const supporters: Unit[] = [unit('ENG F lon'), unit('GER A ber')];
    const r: InsurrectionResult = {
      power: 'RUS',
      outcome: reason === 'revived' ? 'revived' : 'failed',
      reason,
      supporters,
      cost: reason === 'revived' ? 2 : 0,
      restored: reason === 'revived' ? [{ centre: 'mos', from: 'GER' }, { centre: 'stp', from: 'ENG', occupiedBy: unit('ENG F stp/nc') }] : [],
      placed: reason === 'revived' ? [unit('RUS A mos')] : [],
      victoryPoints: ['ENG'],
      rules: ['calsmun:insurrection-order'],
    };
    readable(explainInsurrection(map, r), 'Russia');
  });
});

describe('sentences for real rulings', () => {
  const situation: RetreatSituation = {
    units: [unit('GER A bur'), unit('FRA A par'), unit('GER A ruh')],
    dislodged: [
      { unit: unit('FRA A bur'), attackerFrom: 'mun', attackerConvoyed: false },
      { unit: unit('ITA A mar'), attackerFrom: 'pie', attackerConvoyed: false },
      { unit: unit('ENG F bel'), attackerFrom: 'hol', attackerConvoyed: false },
    ],
    standoffs: [],
  };

  it('retreats: a bounce names the rival, an illegal retreat is replaced by a disband, an unordered unit is disbanded', () => {
    const orders: Order[] = [
      { kind: 'retreat', power: 'FRA', unit: 'A', at: 'bur', to: 'gas' },
      { kind: 'retreat', power: 'ITA', unit: 'A', at: 'mar', to: 'gas' },
      { kind: 'retreat', power: 'ENG', unit: 'F', at: 'bel', to: 'ruh' },
    ];
    const result = adjudicateRetreats(map, situation, orders, alexander);
    const say = (i: number) => explainRetreat(map, result, i);
    expect(say(0)).toBe(
      'A Burgundy cannot retreat to Gascony: A Marseilles retreats there too, and units retreating to the same province are all disbanded. (III.4.b, III.4.f)',
    );
    expect(say(2)).toMatch(/^F Belgium cannot retreat to Ruhr: a fleet cannot enter an inland province, so the retreat is illegal\. The unit is disbanded instead\. \(/);
    const implicit = result.orders.findIndex((o) => o.implicit);
    expect(say(implicit)).toMatch(/^F Belgium was dislodged and its order could not be carried out, so it is disbanded\. \(/);
    const unordered = adjudicateRetreats(map, situation, [], alexander);
    expect(explainRetreat(map, unordered, 0)).toMatch(/^A Burgundy was dislodged and given no retreat order, so it is disbanded\./);
  });

  it('adjustments: builds used up by earlier orders, and the civil-disorder removal with its distance', () => {
    const germany = { units: ['GER A ber', 'GER A hol', 'GER F den'].map(unit), centres: owned({ GER: ['ber', 'kie', 'mun', 'hol', 'den'] }) };
    const orders: Order[] = [
      { kind: 'waive', power: 'GER' },
      { kind: 'build', power: 'GER', unit: 'A', at: 'kie' },
      { kind: 'build', power: 'GER', unit: 'A', at: 'mun' },
    ];
    const result = adjudicateAdjustments(map, germany, orders, datc);
    expect(explainAdjustment(map, result, 0)).toMatch(/^Germany waives a build/);
    expect(explainAdjustment(map, result, 1)).toMatch(/^Germany builds an army in Kiel\. \(DATC/);
    expect(explainAdjustment(map, result, 2)).toMatch(
      /^Germany may build only 2 units, and Germany's waive and Germany's build of an army in Kiel used them up; orders count in sequence, so this one is not followed\./,
    );

    const russia = { units: ['RUS A mos', 'RUS A war', 'RUS F sev', 'RUS A ukr', 'RUS A lvn', 'RUS A pru'].map(unit), centres: owned({ RUS: ['mos', 'war', 'sev', 'stp'] }) };
    const cd = adjudicateAdjustments(map, russia, [{ kind: 'disband', power: 'RUS', unit: 'A', at: 'ukr' }], alexander);
    const removal = cd.orders.findIndex((o) => o.implicit);
    expect(explainAdjustment(map, cd, 0)).toMatch(/^Russia removes A Ukraine\./);
    expect(explainAdjustment(map, cd, removal)).toMatch(/^Russia ordered too few removals, so the civil-disorder rule removes A Livonia, the unit farthest from Russia's home centres: A Livonia 1 move, A Prussia 1, A Moscow 0, F Sevastopol 0, A Warsaw 0\. A Livonia and A Prussia are equally far, and the province whose name comes first in the alphabet goes first\. \(III\.5\.h\)$/);
  });
});
