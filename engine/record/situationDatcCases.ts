import type { PhaseRuling } from '../game/nextPosition';
import { provinceOf } from '../map/types';
import type { DatcCaseId } from '../rules/datcCases';

/**
 * The DATC test cases that settle the situation behind one of our results, whatever the rule set:
 * keyed by the phase, the engine's reason code and, where one code covers several situations, a
 * refinement read from the ruling (`situationOf`). Only situations a case clearly covers are listed.
 */
export const SITUATION_DATC_CASES: Readonly<Record<string, readonly DatcCaseId[]>> = {
  // A move that would dislodge its own power's unit, or that wins only with the defender's power's support.
  'movement:own-unit-not-dislodged': ['6.D.10'],
  'movement:own-unit-not-dislodged/foreign-support': ['6.D.12'],
  // A support that stands though attacked: the attack came from where the support is aimed, or never arrived.
  'movement:support-given/attacked-from-target': ['6.D.15'],
  'movement:support-given/convoy-failed': ['6.F.6'],
  // A support to hold an army whose own order was a move overseas with no convoy: illegal here, so it held.
  'movement:support-given/hold-of-convoy-move': ['6.D.8'],
  'movement:support-cut/hold': ['6.D.2'],
  'movement:support-cut/move': ['6.D.3'],
  'movement:support-cut-by-dislodgement': ['6.D.17'],
  'movement:support-not-matched/hold': ['6.D.7'],
  'movement:support-not-matched/move-held': ['6.D.9'],
  'movement:convoy-available/attacked': ['6.F.4'],
  'movement:convoy-paradox-szykman': ['6.F.14'],
  'movement:convoy-paradox-counterfactual': ['6.F.14'],
  'movement:moved-in-rotation': ['6.C.1'],
  // Illegal orders (the unit holds instead).
  'movement:not-adjacent': ['6.A.1'],
  'movement:cannot-enter/army': ['6.A.2'],
  'movement:cannot-enter/fleet': ['6.A.3'],
  'movement:move-to-own-province': ['6.A.4'],
  'movement:foreign-unit': ['6.A.6'],
  'movement:convoy-not-army': ['6.A.7'],
  'movement:support-self': ['6.A.8'],
  'movement:support-unreachable': ['6.A.10'],
  'movement:coast-needed': ['6.B.1'],
  'movement:convoy-not-at-sea': ['6.F.1'],
  // Retreats.
  'retreat:not-a-retreat-order': ['6.H.1'],
  'retreat:retreat-attacker-origin': ['6.H.5'],
  'retreat:retreat-standoff': ['6.H.6'],
  'retreat:bounced-retreat': ['6.H.7'],
  // Builds and disbands.
  'adjustment:too-many-builds': ['6.I.1'],
  'adjustment:cannot-enter': ['6.I.2'],
  'adjustment:centre-occupied': ['6.I.3'],
  'adjustment:centre-not-owned': ['6.I.5'],
  'adjustment:not-home-centre': ['6.I.6'],
  'adjustment:already-built-here': ['6.I.7'],
  'adjustment:too-many-disbands': ['6.J.1'],
  'adjustment:already-disbanded': ['6.J.2'],
};

/** The key of SITUATION_DATC_CASES for the result at `index` of a phase's ruling. */
export function situationOf(ruling: PhaseRuling, index: number): string {
  const r = ruling.result.orders[index];
  const key = `${ruling.phase}:${r.reason}`;
  if (ruling.phase !== 'movement') return key;
  const orders = ruling.result.orders;
  const o = orders[index].order;
  switch (r.reason) {
    case 'own-unit-not-dislodged': {
      const defender = orders[r.causes[0]];
      return defender && defender.order.power !== o.power ? `${key}/foreign-support` : key;
    }
    case 'support-given': {
      if (o.kind !== 'support') return key;
      const here = provinceOf(o.at);
      const attackers = orders.filter((x) => x.order.kind === 'move' && provinceOf(x.order.to) === here && x.order.power !== o.power);
      if (o.to && attackers.some((x) => provinceOf(x.order.at) === provinceOf(o.to!))) return `${key}/attacked-from-target`;
      if (attackers.some((x) => x.reason === 'no-convoy-path' || x.reason === 'convoy-disrupted')) return `${key}/convoy-failed`;
      const own = o.to ? undefined : orders.find((x) => !x.implicit && x.order !== o && provinceOf(x.order.at) === provinceOf(o.target.at));
      if (own?.order.kind === 'move' && own.order.unit === 'A' && own.reason === 'not-adjacent') return `${key}/hold-of-convoy-move`;
      return key;
    }
    case 'support-cut':
      return o.kind === 'support' ? `${key}/${o.to ? 'move' : 'hold'}` : key;
    case 'support-not-matched': {
      if (o.kind !== 'support') return key;
      if (!o.to) return `${key}/hold`;
      // The supported unit's order that counted (an illegal one gave way to a hold).
      const counted = orders.filter((x) => provinceOf(x.order.at) === o.target.at && x.outcome !== 'illegal' && x.reason !== 'superseded');
      return counted.length > 0 && counted.every((x) => x.order.kind !== 'move') ? `${key}/move-held` : key;
    }
    case 'convoy-available': {
      const attacked = orders.some((x) => x.order.kind === 'move' && provinceOf(x.order.to) === provinceOf(o.at) && x.order.power !== o.power);
      return attacked ? `${key}/attacked` : key;
    }
    case 'cannot-enter':
      return `${key}/${o.unit === 'A' ? 'army' : 'fleet'}`;
    default:
      return key;
  }
}
