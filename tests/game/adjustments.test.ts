import { describe, expect, it } from 'vitest';
import { standardMap as map } from '../../engine/map/standardMap';
import { unitKey } from '../../engine/map/types';
import type { Order } from '../../engine/orders/types';
import { adjudicateAdjustments, adjustmentChange, adjustmentsNeeded, buildSites } from '../../engine/resolve/adjustments';
import { alexander, citation, datc } from '../../engine/rules';
import type { RuleId } from '../../engine/rules/citations';
import { owned, unit } from './units';

const build = (power: string, type: string, at: string): Order => ({ kind: 'build', power, unit: type, at }) as Order;
const disband = (text: string): Order => {
  const u = unit(text);
  return { kind: 'disband', power: u.power, unit: u.type, at: u.loc };
};
const waive = (power: string): Order => ({ kind: 'waive', power }) as Order;

// Germany: five centres, three units, so two builds; Kiel and Munich empty, Berlin occupied.
const germany = { units: ['GER A ber', 'GER A hol', 'GER F den'].map(unit), centres: owned({ GER: ['ber', 'kie', 'mun', 'hol', 'den'] }) };

describe('counting adjustments (III.5.b)', () => {
  it('compares centres with units and finds the build sites', () => {
    expect(adjustmentChange(germany, 'GER')).toBe(2);
    expect(buildSites(map, germany, 'GER')).toEqual(['kie', 'mun']);
    expect(adjustmentsNeeded(map, germany)).toBe(true);
  });

  it('sees nothing to do when builds have nowhere to go and nobody owes a disband', () => {
    const full = { units: ['GER A ber', 'GER A kie', 'GER A mun'].map(unit), centres: owned({ GER: ['ber', 'kie', 'mun', 'hol'] }) };
    expect(adjustmentChange(full, 'GER')).toBe(1);
    expect(adjustmentsNeeded(map, full)).toBe(false);
  });
});

describe('builds, disbands and waives', () => {
  it('takes orders in reading order until the builds are used up; a waive uses one (III.5.j, DATC 4.D.7)', () => {
    const r = adjudicateAdjustments(map, germany, [waive('GER'), build('GER', 'A', 'kie'), build('GER', 'A', 'mun')], datc);
    expect(r.orders.map((o) => [o.outcome, o.reason])).toEqual([
      ['succeeds', 'waived'],
      ['succeeds', 'built'],
      ['fails', 'too-many-builds'],
    ]);
    expect(r.orders[2].causes).toEqual([0, 1]);
    expect(r.powers[0]).toMatchObject({ power: 'GER', change: 2, waived: 1, unusedBuilds: 0 });
    expect(r.units.map(unitKey).sort()).toEqual(['GER A ber', 'GER A hol', 'GER A kie', 'GER F den']);
  });

  it('builds nothing for builds not ordered (III.5.i)', () => {
    const r = adjudicateAdjustments(map, germany, [], alexander);
    expect(r.orders).toEqual([]);
    expect(r.powers[0].unusedBuilds).toBe(2);
    expect(r.units).toHaveLength(3);
  });

  it.each([
    [build('GER', 'A', 'ber'), 'centre-occupied'],
    [build('GER', 'A', 'war'), 'not-home-centre'],
    [build('GER', 'A', 'hol'), 'not-home-centre'],
    [build('GER', 'F', 'mun'), 'cannot-enter'],
    [build('GER', 'F', 'kie/nc'), 'no-such-coast'],
    [build('RUS', 'A', 'mos'), 'centre-not-owned'],
    [disband('GER A ber'), 'no-disbands-owed'],
    [disband('RUS A mos'), 'no-such-unit'],
    [{ kind: 'hold', power: 'GER', unit: 'A', at: 'ber' } as Order, 'not-an-adjustment-order'],
  ])('refuses %j as illegal: %s', (order, reason) => {
    const r = adjudicateAdjustments(map, germany, [order], alexander);
    expect(r.orders[0]).toMatchObject({ outcome: 'illegal', reason });
    for (const id of r.orders[0].rules) expect(() => citation(id as RuleId)).not.toThrow();
  });

  it('refuses a build when the power has none to make (III.5.d)', () => {
    const even = { units: ['GER A ber', 'GER A hol'].map(unit), centres: owned({ GER: ['ber', 'kie'] }) };
    expect(adjudicateAdjustments(map, even, [build('GER', 'A', 'kie'), waive('GER')], alexander).orders.map((o) => [o.outcome, o.reason])).toEqual([
      ['illegal', 'no-builds-allowed'],
      ['illegal', 'no-builds-allowed'],
    ]);
  });

  it('needs a coast for a fleet in St Petersburg (DATC 4.B.7) and ignores one written for an army', () => {
    const russia = { units: [], centres: owned({ RUS: ['mos', 'sev', 'stp', 'war'] }) };
    const bad = adjudicateAdjustments(map, russia, [build('RUS', 'F', 'stp')], datc);
    expect(bad.orders[0]).toMatchObject({ outcome: 'illegal', reason: 'coast-needed', rules: ['datc:4.B.7', 'datc:4.C.3'] });
    const fleet = adjudicateAdjustments(map, russia, [build('RUS', 'F', 'stp/nc')], datc);
    expect(fleet.units.map(unitKey)).toEqual(['RUS F stp/nc']);
    const army = adjudicateAdjustments(map, russia, [build('RUS', 'A', 'stp/nc')], alexander);
    expect(army.units.map(unitKey)).toEqual(['RUS A stp']);
  });

  it('refuses another power\'s unit and counts only the power\'s own disbands', () => {
    const france = { units: ['FRA A par', 'FRA A pic', 'GER A bur'].map(unit), centres: owned({ FRA: ['par'], GER: ['mun'] }) };
    const r = adjudicateAdjustments(map, france, [{ ...disband('GER A bur'), power: 'FRA' }, disband('FRA A pic')], alexander);
    expect(r.orders.map((o) => o.reason)).toEqual(['foreign-unit', 'disbanded']);
    expect(r.units.map(unitKey).sort()).toEqual(['FRA A par', 'GER A bur']);
  });

  it('removes a power\'s units by civil disorder only for the disbands it did not order', () => {
    const france = { units: ['FRA A par', 'FRA A pic', 'FRA A bur', 'FRA F bre'].map(unit), centres: owned({ FRA: ['par', 'bre'] }) };
    const r = adjudicateAdjustments(map, france, [disband('FRA A par')], alexander);
    expect(r.orders.map((o) => [unitKey({ power: o.order.power, type: (o.order as { unit: 'A' }).unit, loc: (o.order as { at: string }).at }), o.reason, o.implicit ?? false])).toEqual([
      ['FRA A par', 'disbanded', false],
      ['FRA A bur', 'civil-disorder', true],
    ]);
    expect(r.powers[0]).toMatchObject({ change: -2, disbanded: [unit('FRA A par')], civilDisorder: [unit('FRA A bur')] });
  });
});
