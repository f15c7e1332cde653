import assert from 'node:assert/strict';
import fc from 'fast-check';
import { seeded } from '../../bench/randomPosition';
import { provinceOf, unitKey, type Unit } from '../../engine/map/types';
import { adjudicate, type Adjudication } from '../../engine/resolve';
import { orderPhraseKey } from '../engine/orderKey';
import { movementPhase, movementRules } from './arbitraries';

/**
 * The invariants of any movement ruling: every unit ends somewhere (where it
 * stood, where its move took it, or among the dislodged), no two units share a
 * province, and a dislodged unit had an attacker that succeeded.
 */
export function assertRulingInvariants(units: readonly Unit[], r: Adjudication): void {
  const provinces = r.units.map((u) => provinceOf(u.loc));
  assert.equal(new Set(provinces).size, provinces.length, `two units in one province: ${provinces.join(' ')}`);
  assert.equal(r.units.length + r.dislodged.length, units.length, 'units are not conserved');
  const after = new Set(r.units.map(unitKey));
  const dislodged = new Set(r.dislodged.map((d) => unitKey(d.unit)));
  for (const u of units) {
    const move = r.orders.find((o) => o.order.kind === 'move' && o.outcome === 'succeeds' && o.order.power === u.power && provinceOf(o.order.at) === provinceOf(u.loc));
    const where = move && move.order.kind === 'move' ? { ...u, loc: move.order.to } : u;
    assert.ok(after.has(unitKey(where)) || (!move && dislodged.has(unitKey(u))), `${unitKey(u)} ends nowhere`);
  }
  for (const d of r.dislodged) {
    const here = provinceOf(d.unit.loc);
    const attacker = r.orders.find((o) => o.order.kind === 'move' && o.outcome === 'succeeds' && provinceOf(o.order.to) === here);
    assert.ok(attacker, `${unitKey(d.unit)} is dislodged, but no move into ${here} succeeded`);
    assert.equal(provinceOf(attacker.order.at), d.attackerFrom, `${unitKey(d.unit)}: the attacker came from ${provinceOf(attacker.order.at)}, not ${d.attackerFrom}`);
  }
}

export const rulingInvariants = fc.property(movementPhase, movementRules, ({ units, orders }, rules) => {
  assertRulingInvariants(units, adjudicate({ units }, orders, { rules }));
});

export const rulingDeterministic = fc.property(movementPhase, movementRules, ({ units, orders }, rules) => {
  assert.deepEqual(adjudicate({ units }, orders, { rules }), adjudicate({ units }, orders, { rules }));
});

export const rulingIgnoresListOrder = fc.property(movementPhase, movementRules, fc.integer(), ({ units, orders }, rules, shuffleSeed) => {
  const random = seeded(shuffleSeed);
  const shuffled = <T>(xs: T[]) => xs.map((x) => [random(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);
  const a = adjudicate({ units }, orders, { rules });
  const b = adjudicate({ units: shuffled(units) }, shuffled(orders), { rules });
  const outcomes = (r: Adjudication) => new Map(r.orders.map((o) => [orderPhraseKey(o.order), o.outcome]));
  assert.deepEqual(outcomes(b), outcomes(a));
  assert.deepEqual(b.units.map(unitKey).sort(), a.units.map(unitKey).sort());
  assert.deepEqual(b.dislodged.map((d) => unitKey(d.unit)).sort(), a.dislodged.map((d) => unitKey(d.unit)).sort());
});

export const rulingOrdersEveryUnit = fc.property(movementPhase, movementRules, ({ units, orders }, rules) => {
  const r = adjudicate({ units }, orders, { rules });
  assert.ok(r.orders.slice(0, orders.length).every((o) => o !== undefined), 'an order without a result');
  const ordered = new Set(r.orders.filter((o) => o.outcome !== 'illegal').map((o) => provinceOf(o.order.at)));
  for (const u of units) assert.ok(ordered.has(provinceOf(u.loc)), `${unitKey(u)} has no order`);
});
