import type { GameMap } from '../map/gameMap';
import { provinceOf } from '../map/types';
import { citation, type RuleId } from '../rules/citations';
import type { MovementResult, OrderResult } from '../resolve/types';
import { placeName, powerName, unitName } from './describe';
import { orderReason, type Fight, type OrderReason } from './orderReasons';

/**
 * One or two sentences per order that a newcomer can follow, naming the units
 * involved and the rule applied. Worded from the order's reason (orderReasons.ts):
 * its facts, read from the ruling, and nothing else.
 */
/** Names in a sentence: `A`, `A and B`, `A, B and C`. */
export function andList(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function explainOrder(map: GameMap, result: MovementResult, index: number): string {
  return sentenceOf(map, result, index, orderReason(result, index));
}

/** The sentence that says `reason`'s facts, and no others, about order `index`. */
export function sentenceOf(map: GameMap, result: MovementResult, index: number, reason: OrderReason): string {
  const r = result.orders[index];
  const o = r.order;
  const who = unitName(map, o.unit, o.at);
  const name = (i: number | undefined) => {
    const c = i === undefined ? undefined : result.orders[i];
    return c ? unitName(map, c.order.unit, c.order.at) : 'another unit';
  };
  const names = (is: readonly number[]) => is.map(name);
  const list = andList;
  const cite = ` (${ruleRefs(r.rules)})`;
  const dest = 'to' in o && o.to ? placeName(map, o.to) : '';
  switch (reason.kind) {
    case 'holds':
      return reason.unordered ? `${who} had no order, so it holds.${cite}` : `${who} holds.${cite}`;
    case 'dislodged': {
      const helpers = names(reason.supporters);
      const strength = reason.attack !== undefined ? ` with strength ${reason.attack}${helpers.length ? ` (supported by ${list(helpers)})` : ''} against ${reason.opposing}` : '';
      return `${who} is dislodged: ${name(reason.by)} attacked${strength}. It must retreat or be disbanded.${cite}`;
    }
    case 'moved': {
      const helpers = names(reason.supporters);
      return `${who} moves to ${dest}${helpers.length ? `, supported by ${list(helpers)}` : ''}${reason.attack !== undefined ? `: attack strength ${reason.attack} beats ${reason.opposing}` : ''}.${cite}`;
    }
    case 'convoyed':
      return `${who} is convoyed to ${dest}${reason.fleets.length ? ` by ${list(names(reason.fleets))}` : ''}.${cite}`;
    case 'rotation':
      return `${who} moves to ${dest} as part of a circle of moves that all succeed together.${cite}`;
    case 'fight':
      return `${who} fails to move to ${dest}: ${fightClause(reason, name)}.${cite}`;
    case 'own-unit':
      return reason.sameOwner
        ? `${who} fails to move to ${dest}: ${name(reason.defender)}, of the same power, stays there, and a power cannot dislodge its own unit.${cite}`
        : `${who} fails to move to ${dest}: it would win only with support from ${name(reason.defender)}'s own power, which cannot help dislodge its own unit.${cite}`;
    case 'no-convoy-path':
      return `${who} fails to move to ${dest}: no fleet convoys it there.${cite}`;
    case 'convoy-disrupted':
      return reason.paradox
        ? `${who} fails to move to ${dest}: its convoy is part of a paradox, and the Szykman rule treats it as disrupted.${cite}`
        : `${who} fails to move to ${dest}: every convoy route is disrupted.${cite}`;
    case 'support-given': {
      if (reason.uncut.length === 0) return `${who} gives its support to ${name(reason.to)}.${cite}`;
      const why = reason.uncut.map(({ attacker, why }) => {
        const by = name(attacker);
        if (why === 'convoy-failed') return `${by} never arrived, its convoy having failed, so it cut nothing`;
        if (why === 'from-target' && o.kind === 'support' && o.to) return `${by} attacked it only from ${placeName(map, o.to)}, the province the support is aimed at, which does not cut it`;
        return `${by}, a convoyed army, does not cut a support against a fleet its convoy needs`;
      });
      return `${who} gives its support to ${name(reason.to)}: ${why.join('; ')}.${cite}`;
    }
    case 'support-cut': {
      const into = o.kind === 'support' ? placeName(map, o.to ?? o.target.at) : '';
      return `${who}'s support is cut: ${list(names(reason.by))} attacked ${placeName(map, o.at)} from a province other than ${into}.${cite}`;
    }
    case 'support-cut-by-dislodgement':
      return `${who}'s support is cut because ${name(reason.by)} dislodges it.${cite}`;
    case 'support-not-matched':
      return reason.supported !== undefined
        ? `${who}'s support is not matched: ${name(reason.supported)} does not do what the support names, so it has no effect.${cite}`
        : `${who}'s support is not matched: no unit stands where the support names, so it has no effect.${cite}`;
    case 'convoy-available':
      return reason.despiteDislodgement ? `${who} is dislodged, but only because of the army it carries, so the convoy still stands.${cite}` : `${who} is not dislodged, so its convoy stands.${cite}`;
    case 'convoy-fleet-dislodged':
      return `${who} is dislodged by ${name(reason.by)}, so its convoy is disrupted.${cite}`;
    case 'convoy-paradox':
      return reason.rule === 'szykman'
        ? `${who}'s convoy is part of a paradox, and the Szykman rule treats it as disrupted.${cite}`
        : `${who}'s convoy is judged as if the army had no effect, and in that world it is disrupted.${cite}`;
    case 'convoy-not-matched':
      return reason.byLand
        ? `${who}'s convoy is not matched: the army goes by land, so the convoy has no effect.${cite}`
        : `${who}'s convoy is not matched: ${reason.army !== undefined ? name(reason.army) : 'no army'} does not make that move, so it has no effect.${cite}`;
    case 'superseded':
      return `This order is not followed: the unit was given another order that counts instead.${cite}`;
    case 'illegal':
      return illegalOrderSentence(r);
  }
}

/**
 * Whom a failed move met, in the vocabulary's words: a tie is a standoff, a greater strength beats
 * it. Each strength is named by its kind (the glossary's attack, hold, defend and prevent), so
 * "more" always compares the two numbers given.
 */
function fightClause(f: Fight, name: (i: number | undefined) => string): string {
  const versus = `(attack strength ${f.attack} against ${f.against} strength ${f.opposing})`;
  const rivals = f.opponents.length ? andList(f.opponents.map(name)) : 'another unit';
  const tie = f.verdict === 'standoff';
  if (f.against === 'hold') return `${tie ? 'it stands off against' : 'it is beaten by'} ${name(f.opponents[0])}, which stays there with ${tie ? 'the same' : 'more'} strength ${versus}`;
  if (f.against === 'defend') {
    const other = name(f.opponents[0]);
    if (f.verdict === 'kept-out') return `it meets ${other} head to head and is beaten by its greater defend strength ${versus}, though ${other} does not get through either`;
    return `it meets ${other} head to head ${tie ? 'with the same strength, a standoff' : 'and is beaten'} ${versus}`;
  }
  if (tie) return `it stands off against ${rivals}, also moving there ${versus}`;
  if (f.verdict === 'beaten') return `it is beaten by ${rivals}, moving there with more strength ${versus}`;
  const stayer = f.ownStayer === undefined ? '' : `${name(f.ownStayer)}, of the same power, stays there, so its attack strength is 0, and `;
  return `it is beaten, since ${stayer}${rivals}, also moving there, ${f.opponents.length > 1 ? 'keep' : 'keeps'} it out with a greater prevent strength ${versus}`;
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
