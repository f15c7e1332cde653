import { describe, expect, it } from 'vitest';
import { readPhaseOrder, readPhaseOrders } from '../../engine/game/phaseOrders';
import { standardMap as map } from '../../engine/map/standardMap';
import { OrderSyntaxError } from '../../engine/orders/strict';
import { caseSchema, compareCase, expectationFor, runCase } from '../../engine/testCases/caseFile';
import { alexander, datc } from '../../engine/rules';

const read = (line: string, phase: 'retreat' | 'adjustment' = 'adjustment') => readPhaseOrder(line, phase, { map });

describe('the strict reader for retreat and adjustment orders', () => {
  it.each([
    ['RUS Build F stp/nc', { kind: 'build', power: 'RUS', unit: 'F', at: 'stp/nc' }],
    ['GER Build A kie', { kind: 'build', power: 'GER', unit: 'A', at: 'kie' }],
    ['Build F Edinburgh', { kind: 'build', power: 'ENG', unit: 'F', at: 'edi' }],
    ['Build Moscow', { kind: 'build', power: 'RUS', unit: 'A', at: 'mos' }],
    ['Build stp/sc', { kind: 'build', power: 'RUS', unit: 'F', at: 'stp/sc' }],
    ['ENG: F lon build', { kind: 'build', power: 'ENG', unit: 'F', at: 'lon' }],
    ['RUS Disband A war', { kind: 'disband', power: 'RUS', unit: 'A', at: 'war' }],
    ['France: Remove A Picardy', { kind: 'disband', power: 'FRA', unit: 'A', at: 'pic' }],
    ['GER Waive', { kind: 'waive', power: 'GER' }],
  ])('reads %s', (line, order) => {
    expect(read(line)).toEqual(order);
  });

  it('reads a move in a retreat phase as a retreat, and keeps other orders for the adjudicator to refuse', () => {
    expect(read('ENG F nth - nwg', 'retreat')).toEqual({ kind: 'retreat', power: 'ENG', unit: 'F', at: 'nth', to: 'nwg' });
    expect(read('AUS A ser S F tri - alb', 'retreat')).toMatchObject({ kind: 'support' });
    expect(read('RUS Disband F sev', 'retreat')).toEqual({ kind: 'disband', power: 'RUS', unit: 'F', at: 'sev' });
  });

  it('finds the unit\'s power and type from the position when they are left out', () => {
    const unitAt = (p: string) => (p === 'gal' ? { power: 'RUS' as const, type: 'A' as const } : undefined);
    expect(readPhaseOrder('Remove Galicia', 'adjustment', { map, unitAt })).toEqual({ kind: 'disband', power: 'RUS', unit: 'A', at: 'gal' });
  });

  it.each([
    ['Build London', /army \(A\) or a fleet \(F\)/],
    ['ENG Build F Atlantis', /not a province/],
    ['Waive', /which power waives/],
    ['GER Waive twice', /Unexpected "twice"/],
    ['ENG', /Expected an order/],
  ])('refuses %s', (line, message) => {
    expect(() => read(line)).toThrow(OrderSyntaxError);
    expect(() => read(line)).toThrow(message);
  });

  it('reads a block with headings and comments, reporting bad lines with their number', () => {
    const r = readPhaseOrders('Germany:\nBuild A kie  # one build\nWaive\n\nRussia:\nBuild London\n', 'adjustment', { map });
    expect(r.orders).toEqual([
      { kind: 'build', power: 'GER', unit: 'A', at: 'kie' },
      { kind: 'waive', power: 'GER' },
    ]);
    expect(r.lines).toEqual([2, 3]);
    expect(r.errors.map((e) => e.line)).toEqual([6]);
  });
});

describe('retreat cases with explicit dislodgements (tests/datc/README.md)', () => {
  // The sample game's Fall 1902 retreats, written without the movement phase.
  const c = caseSchema.parse({
    id: 'sample-1902',
    title: 'Fall 1902 retreats of the 2008 sample game',
    phase: 'retreat',
    units: ['GER A bur', 'TUR A rum', 'ENG A stp', 'TUR A bul', 'TUR F bla', 'RUS A sev', 'AUS A vie', 'RUS A gal', 'FRA F pic', 'GER A bel', 'GER A mun', 'ITA A pie', 'FRA F mar'],
    retreating: [
      { unit: 'FRA A bur', from: 'ruh' },
      { unit: 'RUS F rum', from: 'bul' },
      { unit: 'RUS A stp', from: 'nwy' },
    ],
    orders: [{ 'RUS A stp - mos': 'succeeds' }, { 'FRA A bur - gas': 'succeeds' }, { 'FRA A bur - mar': 'illegal' }],
    disbanded: ['RUS F rum'],
  });

  it.each([
    ['alexander', alexander],
    ['datc', datc],
  ] as const)('runs under %s', (_, rules) => {
    // Marseilles is held, so the second order to Burgundy is illegal and the first stands under either policy.
    expect(compareCase(c, runCase(c, rules), expectationFor(c))).toEqual([]);
  });

  it('needs either a movement phase or the dislodged units', () => {
    expect(caseSchema.safeParse({ id: 'x', title: 'x', phase: 'retreat', orders: [] }).success).toBe(false);
  });
});
