/**
 * The board's drawing model and its text alternative: they only read a ruling, and every unit,
 * order and outcome must appear in the text.
 */
import { describe, expect, it } from 'vitest';
import type { Unit } from '../../engine/map/types';
import type { MovementOrder } from '../../engine/orders/types';
import type { MovementResult } from '../../engine/resolve/types';
import { buildAfterScene, buildRetreatScene, buildScene } from '../../src/lib/board/scene';
import { describeBoard } from '../../src/lib/board/describe';
import { locPoint } from '../../src/components/board/geometry';
import { focusBox } from '../../src/lib/board/viewports';

const units: Unit[] = [
  { power: 'FRA', type: 'A', loc: 'pic' },
  { power: 'FRA', type: 'A', loc: 'bur' },
  { power: 'GER', type: 'A', loc: 'bel' },
  { power: 'ENG', type: 'F', loc: 'nth' },
  { power: 'ENG', type: 'A', loc: 'lon' },
  { power: 'RUS', type: 'F', loc: 'stp/sc' },
];
const orders: MovementOrder[] = [
  { power: 'FRA', unit: 'A', at: 'pic', kind: 'move', to: 'bel' },
  { power: 'FRA', unit: 'A', at: 'bur', kind: 'support', target: { unit: 'A', at: 'pic' }, to: 'bel' },
  { power: 'GER', unit: 'A', at: 'bel', kind: 'move', to: 'pic' },
  { power: 'ENG', unit: 'F', at: 'nth', kind: 'convoy', army: 'lon', to: 'bel' },
  { power: 'ENG', unit: 'A', at: 'lon', kind: 'move', to: 'bel', viaConvoy: true },
  { power: 'RUS', unit: 'F', at: 'stp/sc', kind: 'hold' },
];
const result: MovementResult = {
  rules: 'test',
  orders: [
    { order: orders[0], outcome: 'succeeds', reason: 'moved', causes: [], rules: [] },
    { order: orders[1], outcome: 'cut', reason: 'support-cut', causes: [], rules: [] },
    { order: orders[2], outcome: 'fails', reason: 'bounced-head-to-head', causes: [], rules: [], dislodged: true, strength: { attack: 1, opposing: 2 } },
    { order: orders[3], outcome: 'available', reason: 'convoy-available', causes: [], rules: [] },
    { order: orders[4], outcome: 'fails', reason: 'bounced-defender', causes: [], rules: [], strength: { attack: 1, opposing: 1 } },
    { order: orders[5], outcome: 'stands', reason: 'held', causes: [], rules: [] },
  ],
  units: [],
  dislodged: [{ unit: units[2], attackerFrom: 'pic', attackerConvoyed: false, retreats: ['ruh', 'hol'] }],
  standoffs: ['den'],
  powers: ['ENG', 'FRA', 'GER', 'RUS'],
};

describe('board scene', () => {
  it('draws orders as pending when there is no ruling', () => {
    const scene = buildScene(units, orders);
    expect(scene.moves.map((m) => m.status)).toEqual(['pending', 'pending', 'pending']);
    expect(scene.supports[0].status).toBe('pending');
  });

  it('takes outcomes from the ruling', () => {
    const scene = buildScene(units, orders, result);
    expect(scene.moves.map((m) => m.status)).toEqual(['ok', 'failed', 'failed']);
    expect(scene.supports[0].status).toBe('cut');
    expect(scene.convoys[0].status).toBe('ok');
    expect(scene.holds[0].status).toBe('ok');
    expect(scene.standoffs).toEqual([locPoint('den')]);
    expect(scene.retreats).toHaveLength(2);
  });

  it('moves a dislodged unit aside, away from its attacker', () => {
    const bel = buildScene(units, orders, result).units.find((u) => u.loc === 'bel')!;
    expect(bel.dislodged).toBe(true);
    const [home, attacker] = [locPoint('bel'), locPoint('pic')];
    expect(bel.at).not.toEqual(home);
    // Further from Picardy than Belgium's own anchor is.
    expect(Math.hypot(bel.at.x - attacker.x, bel.at.y - attacker.y)).toBeGreaterThan(Math.hypot(home.x - attacker.x, home.y - attacker.y));
  });

  it('leaves retreats out when asked, and shows the position after the orders', () => {
    expect(buildScene(units, orders, result, 1, false).retreats).toHaveLength(0);
    const after = buildAfterScene({ ...result, units: [units[0], units[1]] });
    expect(after.units.map((u) => [u.loc, u.dislodged])).toEqual([['pic', false], ['bur', false], ['bel', true]]);
    expect(after.moves).toHaveLength(0);
    expect(after.retreats).toHaveLength(2);
  });

  it('runs a convoyed army’s arrow through its fleets', () => {
    const scene = buildScene(units, orders, result);
    const convoyed = scene.moves.find((m) => m.convoyed)!;
    // A curve through the North Sea, not a straight line.
    expect(convoyed.d).toMatch(/C/);
    // The chain the arrow follows is not drawn twice.
    expect(scene.convoys.every((c) => c.d === '')).toBe(true);
  });

  it('keeps head-to-head arrows apart', () => {
    const [a, b] = buildScene(units, orders).moves;
    expect(a.d).not.toEqual(b.d);
    expect(a.mark).not.toEqual(b.mark);
  });

  it('ends a move support on the supported arrow', () => {
    const scene = buildScene(units, orders);
    const support = scene.supports[0];
    expect(support.ring).toBe(false);
    // The dot lies on the Pic->Bel arrow: between its two ends.
    const [pic, bel] = [locPoint('pic'), locPoint('bel')];
    const cross = (support.end.x - pic.x) * (bel.y - pic.y) - (support.end.y - pic.y) * (bel.x - pic.x);
    expect(Math.abs(cross) / Math.hypot(bel.x - pic.x, bel.y - pic.y)).toBeLessThan(4);
  });

  it('uses the coast anchor for a fleet on a named coast', () => {
    const stp = buildScene(units, orders).units.find((u) => u.loc === 'stp/sc')!;
    expect(stp.at).toEqual(locPoint('stp/sc'));
    expect(stp.at).not.toEqual(locPoint('stp'));
  });
});

describe('board text', () => {
  it('lists every unit, order, outcome, dislodgement and standoff', () => {
    const text = describeBoard(units, orders, result, { par: 'FRA' });
    expect(text.units.flatMap((g) => g.items)).toHaveLength(units.length);
    expect(text.orders).toHaveLength(orders.length);
    expect(text.orders[0]).toBe('France: Army Picardy moves to Belgium: succeeds');
    expect(text.orders[1]).toContain('support cut');
    // A move that met a greater strength is beaten; a tie is a standoff (engine/trace/vocabulary.ts).
    expect(text.orders[2]).toMatch(/: fails: beaten$/);
    expect(text.orders[4]).toMatch(/: fails: standoff$/);
    expect(text.orders[5]).toContain('Petersburg (south coast)');
    expect(text.dislodged[0]).toContain('may retreat to Ruhr, Holland');
    expect(text.standoffs[0]).toContain('Denmark');
    expect(text.centres).toEqual(['France: Paris']);
  });
});

describe('viewports', () => {
  it('frames named areas inside the board', () => {
    for (const focus of ['balkans', 'scandinavia', 'western-med', 'low-countries', 'italy', 'england'] as const) {
      const [x, y, w, h] = focusBox(focus);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x + w).toBeLessThanOrEqual(1000);
      expect(y + h).toBeLessThanOrEqual(850);
      expect(w).toBeLessThan(1000);
    }
  });

  it('frames the orders when asked to', () => {
    const [x, y, w, h] = focusBox('auto', ['pic', 'bel']);
    const pic = locPoint('pic');
    expect(pic.x).toBeGreaterThan(x);
    expect(pic.x).toBeLessThan(x + w);
    expect(pic.y).toBeGreaterThan(y);
    expect(pic.y).toBeLessThan(y + h);
  });
});

describe('a retreat phase scene', () => {
  const dislodged = [
    { unit: { power: 'AUS', type: 'A', loc: 'tri' } as const, attackerFrom: 'ven', retreats: ['alb', 'bud'] },
    { unit: { power: 'TUR', type: 'A', loc: 'gre' } as const, attackerFrom: 'ion', retreats: ['alb', 'bul'] },
  ];
  const marks = (results: Parameters<typeof buildRetreatScene>[2]) => buildRetreatScene([], dislodged, results).units.filter((u) => u.dislodged).map((u) => u.mark ?? null);

  it('crosses every dislodged unit that did not retreat once the phase is ruled (III.4.f), and none before', () => {
    expect(marks([])).toEqual([null, null]);
    const retreat = (power: 'AUS' | 'TUR', at: string, outcome: string) => ({ order: { kind: 'retreat', power, unit: 'A' as const, at, to: 'alb' }, outcome });
    expect(marks([retreat('AUS', 'tri', 'fails'), retreat('TUR', 'gre', 'fails')])).toEqual(['disband', 'disband']);
    expect(marks([retreat('AUS', 'tri', 'succeeds'), { order: { kind: 'disband', power: 'TUR', unit: 'A', at: 'gre' }, outcome: 'succeeds', implicit: true }])).toEqual([null, 'disband']);
  });
});
