import { provinceOf } from '../map/types';
import type { MovementResult, OrderResult } from '../resolve/types';
import { fightWord } from './vocabulary';

/**
 * What a movement order's sentence says, as facts: which units it names (by their index in the
 * ruling), which strengths of which kind it compares, and how they compare. Read from the ruling's
 * reason codes, causes and strengths, never worked out again; `sentences.ts` words these facts and
 * nothing else, and a test checks every fact against the ruling (tests/properties/sentenceFacts.ts).
 */
export type OrderReason =
  | { kind: 'holds'; unordered: boolean }
  | { kind: 'dislodged'; by?: number; attack?: number; opposing?: number; supporters: number[] }
  | { kind: 'moved'; supporters: number[]; attack?: number; opposing?: number }
  | { kind: 'convoyed'; fleets: number[] }
  | { kind: 'rotation' }
  | Fight
  | { kind: 'own-unit'; defender?: number; sameOwner: boolean }
  | { kind: 'no-convoy-path' }
  | { kind: 'convoy-disrupted'; paradox: boolean }
  | { kind: 'support-given'; to?: number; uncut: { attacker: number; why: 'convoy-failed' | 'from-target' | 'convoyed-against-fleet' }[] }
  | { kind: 'support-cut'; by: number[] }
  | { kind: 'support-cut-by-dislodgement'; by?: number }
  | { kind: 'support-not-matched'; supported?: number }
  | { kind: 'convoy-available'; despiteDislodgement: boolean }
  | { kind: 'convoy-fleet-dislodged'; by?: number }
  | { kind: 'convoy-paradox'; rule: 'szykman' | 'counterfactual' }
  | { kind: 'convoy-not-matched'; army?: number; byLand: boolean }
  | { kind: 'superseded' }
  | { kind: 'illegal' };

/** A move that failed against other units: the strengths compared, of which kind, and the verdict. */
export interface Fight {
  kind: 'fight';
  /** The glossary's strength the move's attack met: of the unit staying, of the unit coming the other way, or of rivals for the place. */
  against: 'hold' | 'defend' | 'prevent';
  attack?: number;
  opposing?: number;
  /**
   * `standoff`: equal strengths; `beaten`: the opponent is stronger and got in (or stayed);
   * `kept-out`: the opponents are stronger but failed too, so they only kept this unit out.
   */
  verdict: 'standoff' | 'beaten' | 'kept-out';
  opponents: number[];
  /** A unit of the mover's own power that stays in the place, making its attack strength 0. */
  ownStayer?: number;
}

export function orderReason(result: MovementResult, index: number): OrderReason {
  const r = result.orders[index];
  const o = r.order;
  const at = (i: number) => (result.orders[i] ? i : undefined);
  const supportersOf = (x: OrderResult | undefined) => (x?.causes ?? []).filter((i) => result.orders[i]?.order.kind === 'support');
  const s = r.strength;
  switch (r.reason) {
    case 'held':
    case 'held-unordered':
      return { kind: 'holds', unordered: r.reason === 'held-unordered' };
    case 'dislodged': {
      const attack = result.orders[r.causes[0]];
      return { kind: 'dislodged', by: at(r.causes[0]), attack: attack?.strength?.attack, opposing: attack?.strength?.opposing, supporters: supportersOf(attack) };
    }
    case 'moved':
      return { kind: 'moved', supporters: supportersOf(r), ...(s && s.opposing > 0 ? { attack: s.attack, opposing: s.opposing } : {}) };
    case 'moved-by-convoy':
      return { kind: 'convoyed', fleets: r.causes.filter((i) => result.orders[i]?.order.kind === 'convoy') };
    case 'moved-in-rotation':
      return { kind: 'rotation' };
    case 'bounced-defender':
    case 'bounced-head-to-head':
    case 'bounced-standoff':
      return fight(result, index);
    case 'own-unit-not-dislodged': {
      const defender = result.orders[r.causes[0]];
      return { kind: 'own-unit', defender: at(r.causes[0]), sameOwner: defender?.order.power === o.power };
    }
    case 'no-convoy-path':
      return { kind: 'no-convoy-path' };
    case 'convoy-disrupted':
      return { kind: 'convoy-disrupted', paradox: r.causes.some((i) => result.orders[i]?.reason === 'convoy-paradox-szykman') };
    case 'support-given': {
      const here = provinceOf(o.at);
      const uncut =
        o.kind !== 'support'
          ? []
          : result.orders.flatMap((x, i) => {
              if (x.order.kind !== 'move' || provinceOf(x.order.to) !== here || x.order.power === o.power) return [];
              const why = x.reason === 'no-convoy-path' || x.reason === 'convoy-disrupted' ? 'convoy-failed' : o.to && provinceOf(x.order.at) === provinceOf(o.to) ? 'from-target' : 'convoyed-against-fleet';
              return [{ attacker: i, why } as const];
            });
      return { kind: 'support-given', to: at(r.causes[0]), uncut };
    }
    case 'support-cut':
      return { kind: 'support-cut', by: r.causes.filter((i) => result.orders[i]) };
    case 'support-cut-by-dislodgement':
      return { kind: 'support-cut-by-dislodgement', by: at(r.causes[0]) };
    case 'support-not-matched':
      return { kind: 'support-not-matched', supported: at(r.causes[0]) };
    case 'convoy-available':
    case 'convoy-available-despite-dislodgement':
      return { kind: 'convoy-available', despiteDislodgement: r.reason === 'convoy-available-despite-dislodgement' };
    case 'convoy-fleet-dislodged':
      return { kind: 'convoy-fleet-dislodged', by: at(r.causes[0]) };
    case 'convoy-paradox-szykman':
    case 'convoy-paradox-counterfactual':
      return { kind: 'convoy-paradox', rule: r.reason === 'convoy-paradox-szykman' ? 'szykman' : 'counterfactual' };
    case 'convoy-not-matched':
    case 'convoy-not-used':
      return { kind: 'convoy-not-matched', army: at(r.causes[0]), byLand: r.reason === 'convoy-not-used' };
    case 'superseded':
      return { kind: 'superseded' };
    default:
      return { kind: 'illegal' };
  }
}

/** A failed move's fight, its strengths named by the kind the reason code says was compared. */
function fight(result: MovementResult, index: number): Fight {
  const r = result.orders[index];
  const o = r.order;
  const tie = fightWord(r) === 'standoff';
  const strengths = { attack: r.strength?.attack, opposing: r.strength?.opposing };
  const opponents = r.causes.filter((i) => result.orders[i]);
  // Against one unit, staying or coming the other way, the causes after it are its supporters.
  const one = opponents.slice(0, 1);
  if (r.reason === 'bounced-defender') return { kind: 'fight', against: 'hold', ...strengths, verdict: tie ? 'standoff' : 'beaten', opponents: one };
  // A unit that fails too only keeps the move out: it is never said to have beaten it.
  const got = (i: number) => result.orders[i].outcome === 'succeeds';
  if (r.reason === 'bounced-head-to-head') return { kind: 'fight', against: 'defend', ...strengths, verdict: tie ? 'standoff' : one.every(got) ? 'beaten' : 'kept-out', opponents: one };
  if (tie) return { kind: 'fight', against: 'prevent', ...strengths, verdict: 'standoff', opponents };
  // The rival that got in beat it; the others, which failed too, are not named as its victors.
  const winners = opponents.filter(got);
  if (winners.length > 0) return { kind: 'fight', against: 'prevent', ...strengths, verdict: 'beaten', opponents: winners };
  let ownStayer: number | undefined;
  if (r.strength?.attack === 0 && 'to' in o && o.to) {
    const there = provinceOf(o.to);
    const i = result.orders.findIndex((y) => provinceOf(y.order.at) === there && y.order.power === o.power && !(y.order.kind === 'move' && y.outcome === 'succeeds'));
    if (i >= 0) ownStayer = i;
  }
  return { kind: 'fight', against: 'prevent', ...strengths, verdict: 'kept-out', opponents, ...(ownStayer === undefined ? {} : { ownStayer }) };
}
