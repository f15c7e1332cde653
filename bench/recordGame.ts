import { nextPosition } from '../engine/game/nextPosition';
import { startingPosition, type Position } from '../engine/game/position';
import type { GameMap } from '../engine/map/gameMap';
import { POWER_NAMES, POWERS, provinceOf, type Unit } from '../engine/map/types';
import { formatPlace } from '../engine/orders/format';
import type { GameOrder, MovementOrder, Order } from '../engine/orders/types';
import { adjustmentChange } from '../engine/legality/adjustmentCount';
import { buildSites } from '../engine/resolve/adjustments';
import { retreatOptions } from '../engine/resolve/retreats';
import { alexander } from '../engine/rules';

/**
 * A long game for the record check's benchmark: random legal orders (moves, holds, supports of a
 * neighbour's order), retreats and adjustments played with the phase machine from 1901 for
 * `years` years (and on, up to twice as long, until `minOrders` orders were given), written as an email judge's reports with the engine's own results, so the
 * check should agree on every order.
 */
export function judgeRecordOfRandomGame(map: GameMap, random: () => number, years: number, minOrders = 0): { text: string; phases: number; orders: number; years: number } {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const place = (loc: string) => formatPlace(loc, 'full', map);
  const army = (u: { unit: string; at: string }) => `${u.unit === 'A' ? 'Army' : 'Fleet'} ${place(u.at)}`;
  const out: string[] = [];
  let position: Position = startingPosition(map);
  let phases = 0;
  let orders = 0;
  while ((position.year < 1901 + years || orders < minOrders) && position.year < 1901 + 2 * years && !position.winner) {
    const season = position.phase === 'adjustment' ? 'Winter' : position.season === 'spring' ? 'Spring' : 'Fall';
    const title = position.phase === 'movement' ? 'Movement' : position.phase === 'retreat' ? 'Retreat' : 'Adjustment';
    const given = ordersFor(map, position, random, pick);
    const units = new Map(position.units.map((u) => [provinceOf(u.loc), u.type]));
    const typeAt = (loc: string) => units.get(provinceOf(loc)) ?? 'A';
    const step = nextPosition(position, given, alexander, { map });
    const results = step.ruling.result.orders as readonly { order: GameOrder; outcome: string; implicit?: boolean; dislodged?: boolean }[];
    out.push(`${title} results for ${season} of ${position.year}.  (bench.${String(phases + 1).padStart(3, '0')})`, '');
    for (const r of results) {
      if (r.implicit) continue;
      const o = r.order as Order;
      const who = `${POWER_NAMES[o.power]}: `;
      let line: string;
      switch (o.kind) {
        case 'hold':
          line = `${army(o)} HOLD.`;
          break;
        case 'move':
        case 'retreat':
          line = `${army(o)} -> ${place(o.to)}.`;
          break;
        case 'support':
          line = `${army(o)} SUPPORT ${army({ unit: typeAt(o.target.at), at: o.target.at })}${o.to ? ` -> ${place(o.to)}` : ''}.`;
          break;
        case 'build':
          line = `Builds ${o.unit === 'A' ? 'an army' : 'a fleet'} in ${place(o.at)}.`;
          break;
        case 'disband':
          line = `Removes the ${o.unit === 'A' ? 'army' : 'fleet'} in ${place(o.at)}.`;
          break;
        default:
          continue;
      }
      const notes = [r.outcome === 'fails' ? 'bounce' : r.outcome === 'cut' ? 'cut' : r.outcome === 'invalid' ? 'void' : '', r.dislodged || r.outcome === 'dislodged' ? 'dislodged' : ''].filter(Boolean);
      out.push(`${who}${line}${notes.length ? `  (*${notes.join(', ')}*)` : ''}`);
      orders++;
    }
    out.push('');
    phases++;
    position = step.position;
  }
  return { text: out.join('\n'), phases, orders, years: position.year - 1901 };
}

function ordersFor(map: GameMap, p: Position, random: () => number, pick: <T>(xs: readonly T[]) => T): Order[] {
  switch (p.phase) {
    case 'movement': {
      const owned = new Map<string, number>();
      for (const power of Object.values(p.centres)) owned.set(power, (owned.get(power) ?? 0) + 1);
      const planned = p.units.map((u): MovementOrder => {
        const base = { power: u.power, unit: u.type, at: u.loc };
        // A power near victory sits tight, so the game lasts its years.
        if ((owned.get(u.power) ?? 0) >= 14) return { kind: 'hold', ...base };
        const moves = map.moves(u.type, u.loc);
        // Players go for centres: a neighbouring centre that is not theirs draws most moves.
        const wanted = moves.filter((l) => map.supplyCentres.includes(provinceOf(l)) && p.centres[provinceOf(l)] !== u.power);
        if (wanted.length && random() < 0.7) return { kind: 'move', ...base, to: pick(wanted) };
        return random() < 0.6 && moves.length ? { kind: 'move', ...base, to: pick(moves) } : { kind: 'hold', ...base };
      });
      // A fifth of the holders support a neighbour's order instead.
      return planned.map((o, i) => {
        if (o.kind !== 'hold' || random() > 0.5) return o;
        const u = p.units[i];
        const near = planned.filter((x) => x !== o && map.moves(u.type, u.loc).some((l) => provinceOf(l) === provinceOf(x.kind === 'move' ? x.to : x.at)));
        if (near.length === 0) return o;
        const t = pick(near);
        return t.kind === 'move' ? { kind: 'support', power: o.power, unit: o.unit, at: o.at, target: { at: t.at }, to: provinceOf(t.to) } : { kind: 'support', power: o.power, unit: o.unit, at: o.at, target: { at: t.at } };
      });
    }
    case 'retreat':
      return p.dislodged.flatMap((d): Order[] => {
        const options = retreatOptions(map, p, d, alexander);
        return options.length ? [{ kind: 'retreat', power: d.unit.power, unit: d.unit.type, at: d.unit.loc, to: pick(options) }] : [];
      });
    case 'adjustment':
      return POWERS.flatMap((power): Order[] => {
        const change = adjustmentChange(p, power);
        if (change > 0) {
          return buildSites(map, p, power).slice(0, change).map((at): Order => ({ kind: 'build', power, unit: map.province(at)!.kind === 'land' ? 'A' : 'F', at: at }));
        }
        const own: Unit[] = p.units.filter((u) => u.power === power);
        return own.slice(0, -change).map((u): Order => ({ kind: 'disband', power, unit: u.type, at: u.loc }));
      });
  }
}
