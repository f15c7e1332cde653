import { describe, expect, it } from 'vitest';
import { seeded } from '../../engine/explore/prng';
import { judgeMovementOrder, OrderProvinces, type LegalityBoard } from '../../engine/legality/movementLegality';
import { locNumber, mapTables } from '../../engine/map/mapTables';
import { standardMap } from '../../engine/map/standardMap';
import type { Unit } from '../../engine/map/types';
import type { MovementOrder } from '../../engine/orders/types';
import { alexander } from '../../engine/rules';

/** Mulberry32 as first written, state in a closure variable: the stream every seed must keep. */
function reference(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('seeded PRNG (bench and explorer positions depend on its exact stream)', () => {
  it.each([0, 1, 1901, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1])('seed %i gives the reference stream', (seed) => {
    const ours = seeded(seed);
    const theirs = reference(seed);
    for (let i = 0; i < 10_000; i++) expect(ours()).toBe(theirs());
  });
});

describe('judgeMovementOrder hands the kind it read and the provinces it found to the adjudicator', () => {
  const t = mapTables(standardMap);
  const units: Unit[] = [
    { power: 'FRA', type: 'A', loc: 'par' },
    { power: 'FRA', type: 'A', loc: 'bur' },
    { power: 'ENG', type: 'A', loc: 'lon' },
    { power: 'ENG', type: 'F', loc: 'nth' },
  ];
  const board: LegalityBoard = {
    tables: t,
    rules: alexander,
    unitAt: (p) => units.find((u) => u.loc === t.provinceIds[p]),
    locAt: (p) => {
      const unit = units.find((u) => u.loc === t.provinceIds[p]);
      return unit ? locNumber(t, unit.loc) : -1;
    },
  };
  const judge = (order: MovementOrder): OrderProvinces => {
    const found = new OrderProvinces();
    const at = locNumber(t, order.at);
    judgeMovementOrder(board, order, at, board.unitAt(at), found);
    return found;
  };
  const p = (id: string) => locNumber(t, id);

  it('a move: its destination', () => {
    expect(judge({ kind: 'move', power: 'FRA', unit: 'A', at: 'par', to: 'pic' })).toEqual({ kind: 'move', to: p('pic'), of: -1 });
  });
  it('a support: the supported unit and where it goes', () => {
    expect(judge({ kind: 'support', power: 'FRA', unit: 'A', at: 'bur', target: { unit: 'A', at: 'par' }, to: 'pic' })).toEqual({ kind: 'support', to: p('pic'), of: p('par') });
    expect(judge({ kind: 'support', power: 'FRA', unit: 'A', at: 'bur', target: { unit: 'A', at: 'par' } })).toEqual({ kind: 'support', to: -1, of: p('par') });
  });
  it('a convoy: the army and its destination', () => {
    expect(judge({ kind: 'convoy', power: 'ENG', unit: 'F', at: 'nth', army: 'lon', to: 'bel' })).toEqual({ kind: 'convoy', to: p('bel'), of: p('lon') });
  });
  it('a hold: none', () => {
    expect(judge({ kind: 'hold', power: 'FRA', unit: 'A', at: 'par' })).toEqual({ kind: 'hold', to: -1, of: -1 });
  });
});
