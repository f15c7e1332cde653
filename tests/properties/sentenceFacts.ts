import type { GameMap } from '../../engine/map/gameMap';
import { provinceOf } from '../../engine/map/types';
import type { MovementResult } from '../../engine/resolve/types';
import { unitName } from '../../engine/trace/describe';
import { explainOrder } from '../../engine/trace/sentences';

/**
 * The facts a movement ruling's sentences state, checked against the ruling itself. A sentence is
 * false when:
 * - its strengths are not the ones the ruling used, or its words compare them wrongly: "more",
 *   "greater" or "beaten" where the second number is not greater, "the same" or "stands off" where
 *   the two differ, "beats" where the first is not greater;
 * - it says a unit "stays there" when that unit moved away;
 * - it says a unit is "beaten by" a unit whose own move into the same place failed;
 * - its opening says the move succeeded or failed, and the ruling says otherwise.
 * Two sentences of one ruling contradict each other when each says its unit is beaten by the other.
 */
export function falseFacts(map: GameMap, result: MovementResult): string[] {
  const said = result.orders.map((_, i) => explainOrder(map, result, i));
  const names = result.orders.map((r) => unitName(map, r.order.unit, r.order.at));
  const movedAway = result.orders.map((r) => r.order.kind === 'move' && r.outcome === 'succeeds');
  const out: string[] = [];
  const wrong = (i: number, what: string) => out.push(`${what}: "${said[i]}"`);
  for (const [i, text] of said.entries()) {
    const r = result.orders[i];
    const compared = /\(attack strength (\d+) against (?:hold|defend|prevent) strength (\d+)\)/.exec(text);
    if (compared) {
      const [a, b] = [Number(compared[1]), Number(compared[2])];
      if (r.strength && (a !== r.strength.attack || b !== r.strength.opposing)) wrong(i, `strengths ${a} and ${b}, where the ruling used ${r.strength.attack} and ${r.strength.opposing}`);
      if (/more strength|greater|is beaten|and is beaten/.test(text) && !(b > a)) wrong(i, `"more" or "beaten" where ${b} is not more than ${a}`);
      if (/same strength|stands off/.test(text) && a !== b) wrong(i, `"the same" where ${a} and ${b} differ`);
    }
    const beats = /strength (\d+) beats (\d+)/.exec(text);
    if (beats && !(Number(beats[1]) > Number(beats[2]))) wrong(i, `"beats" where ${beats[1]} is not more than ${beats[2]}`);
    for (const [j, name] of names.entries()) {
      if (j === i) continue;
      if ((text.includes(`${name}, which stays there`) || text.includes(`${name}, of the same power, stays there`)) && movedAway[j]) wrong(i, `"${name} stays", but it moved`);
      if (text.includes(`beaten by ${name}`)) {
        const other = result.orders[j].order;
        const into = 'to' in r.order && r.order.to ? provinceOf(r.order.to) : undefined;
        if (other.kind === 'move' && into && provinceOf(other.to) === into && result.orders[j].outcome !== 'succeeds') wrong(i, `beaten by ${name}, whose own move there failed`);
        if (said[j].includes(`beaten by ${names[i]}`)) wrong(i, `beaten by ${name}, whose sentence says it is beaten by ${names[i]}`);
      }
    }
    const who = names[i];
    if ((text.startsWith(`${who} moves to`) || text.startsWith(`${who} is convoyed to`)) && r.outcome !== 'succeeds') wrong(i, `said to move, but the order ${r.outcome}`);
    if (text.startsWith(`${who} fails to move`) && r.outcome !== 'fails') wrong(i, `said to fail, but the order ${r.outcome}`);
  }
  return out;
}
