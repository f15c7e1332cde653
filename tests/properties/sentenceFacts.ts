import type { GameMap } from '../../engine/map/gameMap';
import { provinceOf } from '../../engine/map/types';
import type { MovementResult, OrderResult } from '../../engine/resolve/types';
import { unitName } from '../../engine/trace/describe';
import { orderReason, type OrderReason } from '../../engine/trace/orderReasons';
import { sentenceOf } from '../../engine/trace/sentences';

/**
 * The facts a movement ruling's sentences state, checked against the ruling's own decisions. Each
 * sentence is made from a typed reason (engine/trace/orderReasons.ts); a reason is false when:
 * - its strengths are not the ones the ruling used, or its verdict compares them wrongly: a
 *   standoff between two different strengths, "beaten" or "kept out" by a strength that is not
 *   greater, "beats" where the attack is not greater;
 * - a strength is named by the wrong kind: "hold" for a unit that left, "defend" for a unit not
 *   coming the other way, "prevent" for a unit not moving to the same place;
 * - it says a unit is "beaten by" a unit whose own move there failed, or that a unit of the same
 *   power "stays" when it moved away;
 * - it says the move succeeded, was dislodged, cut or given when the ruling says otherwise;
 * and the sentence itself is false when it does not say its reason's numbers.
 * Two sentences of one ruling contradict each other when each says its unit is beaten by the other.
 */
export function falseFacts(map: GameMap, result: MovementResult): string[] {
  const reasons = result.orders.map((_, i) => orderReason(result, i));
  const said = reasons.map((reason, i) => sentenceOf(map, result, i, reason));
  const out: string[] = [];
  for (const [i, reason] of reasons.entries()) {
    for (const what of reasonErrors(map, result, i, reason)) out.push(`${what}: "${said[i]}"`);
    for (const what of wordingErrors(reason, said[i])) out.push(`${what}: "${said[i]}"`);
  }
  // Each beaten by the other: the two sentences cannot both be true.
  for (const [i, a] of reasons.entries()) {
    if (a.kind !== 'fight' || a.verdict !== 'beaten') continue;
    for (const j of a.opponents) {
      const b = reasons[j];
      if (j > i && b?.kind === 'fight' && b.verdict === 'beaten' && b.opponents.includes(i)) out.push(`"${said[i]}" and "${said[j]}" each say the other won`);
    }
  }
  return out;
}

const moves = (r: OrderResult | undefined) => r?.order.kind === 'move';
const target = (r: OrderResult | undefined) => (r && 'to' in r.order && r.order.to ? provinceOf(r.order.to) : undefined);
const left = (r: OrderResult | undefined) => moves(r) && r!.outcome === 'succeeds';

/** What in a reason the ruling contradicts. */
function reasonErrors(map: GameMap, result: MovementResult, i: number, reason: OrderReason): string[] {
  const r = result.orders[i];
  const errors: string[] = [];
  const wrong = (what: string) => errors.push(what);
  const nameOf = (j: number) => unitName(map, result.orders[j].order.unit, result.orders[j].order.at);
  const sameStrengths = (attack?: number, opposing?: number, of: OrderResult | undefined = r) => {
    if (of?.strength && (attack !== of.strength.attack || opposing !== of.strength.opposing)) wrong(`strengths ${attack} and ${opposing}, where the ruling used ${of.strength.attack} and ${of.strength.opposing}`);
  };
  switch (reason.kind) {
    case 'fight': {
      if (r.outcome !== 'fails') wrong(`a failed move, but the order ${r.outcome}`);
      sameStrengths(reason.attack, reason.opposing);
      const [a, b] = [reason.attack ?? NaN, reason.opposing ?? NaN];
      if (reason.verdict === 'standoff' && a !== b) wrong(`a standoff between ${a} and ${b}`);
      if (reason.verdict !== 'standoff' && !(b > a)) wrong(`beaten by ${b}, which is not more than ${a}`);
      const into = target(r);
      for (const j of reason.opponents) {
        const x = result.orders[j];
        if (reason.against === 'hold' && (provinceOf(x.order.at) !== into || left(x))) wrong(`${nameOf(j)}'s hold strength, but it is not staying in the place`);
        if (reason.against === 'defend' && (!moves(x) || target(x) !== provinceOf(r.order.at) || provinceOf(x.order.at) !== into)) wrong(`${nameOf(j)}'s defend strength, but it is not coming the other way`);
        if (reason.against === 'prevent' && (!moves(x) || target(x) !== into)) wrong(`${nameOf(j)}'s prevent strength, but it is not moving there`);
        if (reason.verdict === 'beaten' && reason.against === 'prevent' && !left(x)) wrong(`beaten by ${nameOf(j)}, whose own move there failed`);
        if (reason.verdict === 'kept-out' && left(x)) wrong(`only kept out by ${nameOf(j)}, which got in`);
      }
      if (reason.ownStayer !== undefined) {
        const x = result.orders[reason.ownStayer];
        if (x.order.power !== r.order.power || provinceOf(x.order.at) !== into || left(x)) wrong(`${nameOf(reason.ownStayer)} "of the same power stays there", but it does not`);
        if (a !== 0) wrong(`attack strength 0 because of its own unit, but it is ${a}`);
      }
      break;
    }
    case 'moved':
      if (r.outcome !== 'succeeds') wrong(`said to move, but the order ${r.outcome}`);
      sameStrengths(reason.attack ?? r.strength?.attack, reason.opposing ?? r.strength?.opposing);
      if (reason.attack !== undefined && !(reason.attack > (reason.opposing ?? 0))) wrong(`"beats" where ${reason.attack} is not more than ${reason.opposing}`);
      for (const j of reason.supporters) {
        const x = result.orders[j];
        if (x.order.kind !== 'support' || provinceOf(x.order.target.at) !== provinceOf(r.order.at) || x.outcome !== 'given') wrong(`supported by ${nameOf(j)}, which gave it no support`);
      }
      break;
    case 'convoyed':
    case 'rotation':
      if (r.outcome !== 'succeeds') wrong(`said to move, but the order ${r.outcome}`);
      break;
    case 'dislodged': {
      if (r.outcome !== 'dislodged') wrong(`said to be dislodged, but the order ${r.outcome}`);
      const by = reason.by === undefined ? undefined : result.orders[reason.by];
      if (!by || !left(by) || target(by) !== provinceOf(r.order.at)) wrong(`dislodged by a unit that did not move in`);
      else sameStrengths(reason.attack, reason.opposing, by);
      break;
    }
    case 'holds':
      if (r.outcome !== 'stands') wrong(`said to hold, but the order ${r.outcome}`);
      break;
    case 'own-unit':
      if (r.outcome !== 'fails') wrong(`a failed move, but the order ${r.outcome}`);
      if (reason.sameOwner && reason.defender !== undefined) {
        const x = result.orders[reason.defender];
        if (x.order.power !== r.order.power || left(x)) wrong(`${nameOf(reason.defender)} "of the same power stays there", but it does not`);
      }
      break;
    case 'support-cut':
      if (r.outcome !== 'cut') wrong(`said to be cut, but the support ${r.outcome}`);
      for (const j of reason.by) if (!moves(result.orders[j]) || target(result.orders[j]) !== provinceOf(r.order.at)) wrong(`cut by ${nameOf(j)}, which did not attack it`);
      break;
    case 'support-given':
      if (r.outcome !== 'given') wrong(`said to be given, but the support ${r.outcome}`);
      break;
  }
  return errors;
}

/** Where a sentence does not say what its reason says: its numbers, and its words for their comparison. */
function wordingErrors(reason: OrderReason, text: string): string[] {
  const errors: string[] = [];
  if (reason.kind === 'fight') {
    const compared = /\(attack strength (\d+) against (hold|defend|prevent) strength (\d+)\)/.exec(text);
    if (!compared || Number(compared[1]) !== reason.attack || compared[2] !== reason.against || Number(compared[3]) !== reason.opposing) errors.push(`the sentence does not say ${reason.attack} against ${reason.against} strength ${reason.opposing}`);
    if (reason.verdict === 'standoff' && /beaten|more strength|greater/.test(text)) errors.push('"beaten" said of a standoff');
    if (reason.verdict !== 'standoff' && /stands off|same strength/.test(text)) errors.push('"standoff" said of a defeat');
  }
  if (reason.kind === 'moved' && reason.attack !== undefined && !text.includes(`attack strength ${reason.attack} beats ${reason.opposing}`)) errors.push(`the sentence does not say ${reason.attack} beats ${reason.opposing}`);
  return errors;
}
