import { POWERS, type Power, type Unit } from '../map/types';
import type { MovementOrder } from '../orders/types';
import type { Phase } from './generate';

/**
 * The canonical form of a phase, so that the same case is kept once: units and
 * orders sorted by where they stand (which does not depend on the powers),
 * then the powers renamed in order of first appearance (AUS, ENG, FRA, …).
 * The rules treat all powers alike, so a renamed case is the same case.
 */
export function canonicalPhase(phase: Phase): Phase {
  const byPlace = <T extends { loc?: string; at?: string }>(a: T, b: T) => {
    const pa = a.loc ?? a.at ?? '';
    const pb = b.loc ?? b.at ?? '';
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  };
  const units = [...phase.units].sort(byPlace);
  const orders = [...phase.orders].sort(byPlace);
  const names = new Map<Power, Power>();
  const rename = (p: Power): Power => {
    let name = names.get(p);
    if (!name) {
      name = POWERS[names.size];
      names.set(p, name);
    }
    return name;
  };
  // Units first, then any order for a province no unit stands in.
  const renamedUnits: Unit[] = units.map((u) => ({ ...u, power: rename(u.power) }));
  const renamedOrders: MovementOrder[] = orders.map((o) => {
    const renamed = { ...o, power: rename(o.power) };
    if (renamed.kind === 'support' && o.kind === 'support' && o.target.power) renamed.target = { ...o.target, power: rename(o.target.power) };
    return renamed;
  });
  return { units: renamedUnits, orders: renamedOrders };
}

/** A string equal for two phases exactly when their canonical forms are equal. */
export function canonicalKey(phase: Phase): string {
  const c = canonicalPhase(phase);
  const unit = (u: Unit) => `${u.power} ${u.type} ${u.loc}`;
  const order = (o: MovementOrder) => {
    const head = `${o.power} ${o.unit} ${o.at}`;
    switch (o.kind) {
      case 'hold':
        return `${head} H`;
      case 'move':
        return `${head} - ${o.to}${o.viaConvoy ? ' via' : ''}${o.route ? ` [${o.route.join(' ')}]` : ''}`;
      case 'support':
        return `${head} S ${o.target.unit ?? '?'} ${o.target.at}${o.to ? ` - ${o.to}` : ''}`;
      case 'convoy':
        return `${head} C ${o.army} - ${o.to}`;
    }
  };
  return `${c.units.map(unit).join(',')}|${c.orders.map(order).join(',')}`;
}

