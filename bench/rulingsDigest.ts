// npm run -s bench:digest — one SHA-256 over the JSON of 72,000 rulings (results and traces).
// A change meant only to make the engine faster must leave it as it was: run it before and after.
// Prints a figure and asserts nothing.
import { createHash } from 'node:crypto';
import { standardMap } from '../engine/map/standardMap';
import { adjudicate } from '../engine/resolve';
import { alexander, calsmun, datc, rulebook2008 } from '../engine/rules';
import { randomPosition } from '../engine/explore/generate';
import { mapTables } from '../engine/explore/mapTables';
import { POWERS } from '../engine/map/types';
import type { MovementOrder } from '../engine/orders/types';
import { randomPhase, seeded, type RandomPhase } from './randomPosition';

const random = seeded(4242);
const phases: RandomPhase[] = [];
// Whole boards of 2 to 34 units, and small clusters where paradoxes are frequent.
for (let i = 0; i < 2000; i++) phases.push(randomPhase(standardMap, random, 2 + Math.floor(random() * 33)));
const clusters = mapTables(standardMap);
for (let i = 0; i < 4000; i++) phases.push(randomPosition(clusters, random, { minUnits: 3, maxUnits: 14 }));
const phasesWithSlips = phases.slice(0, 3000).map((p) => withSlip(p, random()));

const hash = createHash('sha256');
let rulings = 0;
for (const rules of [alexander, datc, rulebook2008, calsmun]) {
  for (const trace of [false, true]) {
    for (const p of [...phases, ...phasesWithSlips]) {
      let ruling: string;
      try {
        ruling = JSON.stringify(adjudicate({ units: p.units }, p.orders, { rules, trace }));
      } catch (e) {
        ruling = `threw ${(e as Error).message}`;
      }
      hash.update(ruling);
      rulings++;
    }
  }
}
console.log(`${rulings} rulings: sha256 ${hash.digest('hex')}`);

/** The phase with one kind of mistake players make: an order given twice, for another power's unit or a missing one, shuffled, dropped, or with the wrong unit type. */
function withSlip(p: RandomPhase, r: number): RandomPhase {
  const orders: MovementOrder[] = p.orders.filter(Boolean);
  const pick = () => orders[Math.floor(random() * orders.length)];
  if (orders.length === 0) return { units: p.units, orders };
  if (r < 0.2) orders.push(pick());
  else if (r < 0.4) {
    const o = pick();
    orders.push({ ...o, power: POWERS[(POWERS.indexOf(o.power) + 1) % POWERS.length] } as MovementOrder);
  } else if (r < 0.6) {
    for (let i = orders.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [orders[i], orders[j]] = [orders[j], orders[i]];
    }
  } else if (r < 0.8) orders.splice(0, 1 + Math.floor(random() * 2));
  else {
    const k = Math.floor(random() * orders.length);
    orders[k] = { ...orders[k], unit: orders[k].unit === 'A' ? 'F' : 'A' } as MovementOrder;
    orders.push({ kind: 'hold', power: 'RUS', unit: 'A', at: 'mos' });
  }
  return { units: p.units, orders };
}
