import type { GameMap } from '../map/gameMap';
import { provinceOf } from '../map/types';
import { citation, type RuleId } from '../rules/citations';
import type { MovementResult, OrderResult } from '../resolve/types';
import { placeName, powerName, unitName } from './describe';
import { fightWord } from './vocabulary';

/**
 * One or two sentences per order that a newcomer can follow, naming the units
 * involved and the rule applied. Worded from the outcome's reason code, its
 * causes and strengths; never re-derives the ruling.
 */
/** Names in a sentence: `A`, `A and B`, `A, B and C`. */
export function andList(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function explainOrder(map: GameMap, result: MovementResult, index: number): string {
  const r = result.orders[index];
  const o = r.order;
  const who = unitName(map, o.unit, o.at);
  const cause = (i: number) => {
    const c = result.orders[r.causes[i]];
    return c ? unitName(map, c.order.unit, c.order.at) : 'another unit';
  };
  const causes = () => r.causes.map((_, i) => cause(i));
  // Units whose support a move's success counted on.
  const supportersOf = (x?: OrderResult) =>
    (x?.causes ?? []).map((i) => result.orders[i]).filter((c) => c.order.kind === 'support').map((c) => unitName(map, c.order.unit, c.order.at));
  const list = andList;
  const cite = ` (${ruleRefs(r.rules)})`;
  const dest = 'to' in o && o.to ? placeName(map, o.to) : '';
  const s = r.strength;
  // Whom the move met, and the vocabulary's word for it: a tie is a standoff, a greater strength
  // beats it. Each strength is named by its kind (the glossary's attack, hold, defend and prevent),
  // so "more" always compares the two numbers given.
  const fight = (): string => {
    const versus = (kind: string) => `(attack strength ${s?.attack} against ${kind} strength ${s?.opposing})`;
    const tie = fightWord(r) === 'standoff';
    if (r.reason === 'bounced-defender') return `${tie ? 'it stands off against' : 'it is beaten by'} ${cause(0)}, which stays there with ${tie ? 'the same' : 'more'} strength ${versus('hold')}`;
    if (r.reason === 'bounced-head-to-head') return `it meets ${cause(0)} head to head ${tie ? 'with the same strength, a standoff' : 'and is beaten'} ${versus('defend')}`;
    const rivals = list(causes()) || 'another unit';
    const prevent = versus('prevent');
    if (tie) return `it stands off against ${rivals}, also moving there ${prevent}`;
    // A rival that fails too still keeps the move out: it is "kept out", never "beaten by" a unit that lost.
    if (r.causes.length > 0 && r.causes.every((i) => result.orders[i]?.outcome === 'succeeds')) return `it is beaten by ${rivals}, moving there with more strength ${prevent}`;
    const stayer = s?.attack === 0 ? ownUnitStaying() : undefined;
    return `it is beaten, since ${stayer ? `${stayer}, of the same power, stays there, so its attack strength is 0, and ` : ''}${rivals}, also moving there, ${r.causes.length > 1 ? 'keep' : 'keeps'} it out with a greater prevent strength ${prevent}`;
  };
  // The unit of the mover's own power that is in the destination and does not leave it, if any.
  const ownUnitStaying = (): string | undefined => {
    if (!('to' in o) || !o.to) return undefined;
    const there = provinceOf(o.to);
    const x = result.orders.find((y) => provinceOf(y.order.at) === there && y.order.power === o.power && !(y.order.kind === 'move' && y.outcome === 'succeeds'));
    return x ? unitName(map, x.order.unit, x.order.at) : undefined;
  };
  switch (r.reason) {
    case 'held':
      return `${who} holds.${cite}`;
    case 'held-unordered':
      return `${who} had no order, so it holds.${cite}`;
    case 'dislodged': {
      const attack = result.orders[r.causes[0]];
      const helpers = supportersOf(attack);
      const strength = attack?.strength ? ` with strength ${attack.strength.attack}${helpers.length ? ` (supported by ${list(helpers)})` : ''} against ${attack.strength.opposing}` : '';
      return `${who} is dislodged: ${cause(0)} attacked${strength}. It must retreat or be disbanded.${cite}`;
    }
    case 'moved': {
      const helpers = supportersOf(r);
      return `${who} moves to ${dest}${helpers.length ? `, supported by ${list(helpers)}` : ''}${s && s.opposing > 0 ? `: attack strength ${s.attack} beats ${s.opposing}` : ''}.${cite}`;
    }
    case 'moved-by-convoy': {
      const fleets = r.causes.map((i) => result.orders[i]).filter((c) => c.order.kind === 'convoy').map((c) => unitName(map, c.order.unit, c.order.at));
      return `${who} is convoyed to ${dest}${fleets.length ? ` by ${list(fleets)}` : ''}.${cite}`;
    }
    case 'moved-in-rotation':
      return `${who} moves to ${dest} as part of a circle of moves that all succeed together.${cite}`;
    case 'bounced-defender':
    case 'bounced-standoff':
    case 'bounced-head-to-head':
      return `${who} fails to move to ${dest}: ${fight()}.${cite}`;
    case 'own-unit-not-dislodged': {
      const defender = result.orders[r.causes[0]];
      if (defender && defender.order.power === o.power) {
        return `${who} fails to move to ${dest}: ${cause(0)}, of the same power, stays there, and a power cannot dislodge its own unit.${cite}`;
      }
      return `${who} fails to move to ${dest}: it would win only with support from ${cause(0)}'s own power, which cannot help dislodge its own unit.${cite}`;
    }
    case 'no-convoy-path':
      return `${who} fails to move to ${dest}: no fleet convoys it there.${cite}`;
    case 'convoy-disrupted':
      if (r.causes.some((i) => result.orders[i]?.reason === 'convoy-paradox-szykman')) {
        return `${who} fails to move to ${dest}: its convoy is part of a paradox, and the Szykman rule treats it as disrupted.${cite}`;
      }
      return `${who} fails to move to ${dest}: every convoy route is disrupted.${cite}`;
    case 'support-given': {
      const here = provinceOf(o.at);
      const attackers = result.orders.filter((x) => x.order.kind === 'move' && provinceOf(x.order.to) === here && x.order.power !== o.power);
      if (attackers.length > 0 && o.kind === 'support') {
        const why = attackers.map((x) => {
          const name = unitName(map, x.order.unit, x.order.at);
          if (x.reason === 'no-convoy-path' || x.reason === 'convoy-disrupted') return `${name} never arrived, its convoy having failed, so it cut nothing`;
          if (o.to && provinceOf(x.order.at) === provinceOf(o.to)) return `${name} attacked it only from ${placeName(map, o.to)}, the province the support is aimed at, which does not cut it`;
          return `${name}, a convoyed army, does not cut a support against a fleet its convoy needs`;
        });
        return `${who} gives its support to ${cause(0)}: ${why.join('; ')}.${cite}`;
      }
      return `${who} gives its support to ${cause(0)}.${cite}`;
    }
    case 'support-cut': {
      const into = o.kind === 'support' ? placeName(map, o.to ?? o.target.at) : '';
      return `${who}'s support is cut: ${list(causes())} attacked ${placeName(map, o.at)} from a province other than ${into}.${cite}`;
    }
    case 'support-cut-by-dislodgement':
      return `${who}'s support is cut because ${cause(0)} dislodges it.${cite}`;
    case 'support-not-matched':
      return r.causes.length
        ? `${who}'s support is not matched: ${cause(0)} does not do what the support names, so it has no effect.${cite}`
        : `${who}'s support is not matched: no unit stands where the support names, so it has no effect.${cite}`;
    case 'convoy-available':
      return `${who} is not dislodged, so its convoy stands.${cite}`;
    case 'convoy-available-despite-dislodgement':
      return `${who} is dislodged, but only because of the army it carries, so the convoy still stands.${cite}`;
    case 'convoy-fleet-dislodged':
      return `${who} is dislodged by ${cause(0)}, so its convoy is disrupted.${cite}`;
    case 'convoy-paradox-szykman':
      return `${who}'s convoy is part of a paradox, and the Szykman rule treats it as disrupted.${cite}`;
    case 'convoy-paradox-counterfactual':
      return `${who}'s convoy is judged as if the army had no effect, and in that world it is disrupted.${cite}`;
    case 'convoy-not-matched':
      return `${who}'s convoy is not matched: ${r.causes.length ? cause(0) : 'no army'} does not make that move, so it has no effect.${cite}`;
    case 'convoy-not-used':
      return `${who}'s convoy is not matched: the army goes by land, so the convoy has no effect.${cite}`;
    case 'superseded':
      return `This order is not followed: the unit was given another order that counts instead.${cite}`;
    default:
      return illegalOrderSentence(r);
  }
}

/**
 * Why a movement order is illegal, and what its unit does instead: it holds, unless another line
 * orders it legally (`followedLine`), and then that order is followed.
 */
export function illegalOrderSentence(r: OrderResult, followedLine?: number): string {
  const instead = followedLine === undefined ? 'The unit holds instead.' : `Line ${followedLine} also orders this unit, and that order is the one followed.`;
  return `${illegalText(r)} ${instead} (${ruleRefs(r.rules)})`;
}

function illegalText(r: OrderResult): string {
  const why: Record<string, string> = {
    'no-such-unit': 'There is no such unit on the board, so the order is illegal.',
    'foreign-unit': 'A power may only order its own units, so the order is illegal.',
    'not-adjacent': 'The unit cannot reach that province, so the order is illegal.',
    'cannot-enter': 'That unit type cannot enter that province, so the order is illegal.',
    'move-to-own-province': 'A unit cannot move to the province it is in, so the order is illegal.',
    'coast-needed': 'The fleet could reach either coast and the order does not say which, so the order is illegal.',
    'coast-unreachable': 'The fleet cannot reach the coast named, so the order is illegal.',
    'support-self': 'A unit cannot support itself, so the order is illegal.',
    'support-unreachable': 'A unit may only support into a province it could move to itself, for a move that is possible, so the order is illegal.',
    'convoy-not-at-sea': 'Only a fleet at sea can convoy, so the order is illegal.',
    'convoy-not-army': 'Only armies can be convoyed, so the order is illegal.',
    'convoy-not-on-route': 'This fleet is not needed on any convoy route for that army, so the order is illegal.',
    'route-invalid': 'The convoy route written in the order is not a chain of seas, so the order is illegal.',
    'closed-province': 'In this game no unit may enter that province, so the order is illegal.',
  };
  if (r.reason === 'power-without-player') return `Nobody plays ${powerName(r.order.power)} in this game, so its units take no orders and this one is not followed.`;
  return why[r.reason] ?? 'The order is illegal.';
}

/** Rule ids as a sentence ends with them: `IV.6.c, IV.3.f`, `2008 rulebook, rule 17; CalsMUN, insurrection order`. */
export function ruleRefs(ids: readonly RuleId[]): string {
  return ids
    .map((id) => {
      const [source, ref] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
      const label: Record<string, () => string> = {
        alexander: () => ref.replace(/^notes:/, 'note on '),
        datc: () => `DATC ${ref}`,
        rulebook2008: () => `2008 rulebook, ${ref.replace(/-/g, ' ')}`,
        calsmun: () => `CalsMUN, ${ref.replace(/-/g, ' ')}`,
      };
      return citation(id) && label[source] ? label[source]() : id;
    })
    .join(ids.some((id) => id.startsWith('rulebook2008:') || id.startsWith('calsmun:')) ? '; ' : ', ');
}

/** Why a unit (whatever its own order was) had to leave its province. */
export function explainDislodgement(map: GameMap, result: MovementResult, index: number): string {
  const victim = result.orders[index].order;
  const where = provinceOf(victim.at);
  const attacker = result.orders.find((o) => o.order.kind === 'move' && provinceOf(o.order.to) === where && o.outcome === 'succeeds');
  const who = unitName(map, victim.unit, victim.at);
  if (!attacker) return `${who} is dislodged and must retreat or be disbanded.`;
  const s = attacker.strength;
  const by = unitName(map, attacker.order.unit, attacker.order.at);
  return `${who} is dislodged by ${by}${s ? ` (strength ${s.attack} against ${s.opposing})` : ''} and must retreat or be disbanded.`;
}

/** A sentence without the rule references it ends with (`… holds. (IV.2)` → `… holds.`), for callers that link the rules themselves. */
export function withoutRuleRefs(sentence: string): string {
  return sentence.replace(/(?<=\.)\s\([^()]*\)$/, '');
}
