import type { GameMap } from '../map/gameMap';
import { POWER_NAMES, provinceOf, splitLoc, type Power, type ProvinceId, type Unit } from '../map/types';
import { checkLegality } from '../legality/movementLegality';
import { checkSites, type RevivalReason } from '../legality/revivalLegality';
import type { Dislodgement, RetreatSituation } from '../legality/retreatTypes';
import { checkRetreat } from '../legality/retreatLegality';
import type { RuleId } from '../rules/citations';
import type { Concept, InsurrectionConcept, RuleSet } from '../rules/ruleSet';
import { citeFor } from './citing';
import { describePlace } from './format';
import { COAST_NAMES } from './lexicon';
import type { Phase } from './types';
import type { LineReason } from './parseTypes';
import type { GameOrder, ReviveOrder } from './types';

/**
 * Is an order that was read possible in this position and phase? Movement
 * orders go through the adjudicator's own `checkLegality` and retreats through
 * `checkRetreat`, so the parser and the ruling never disagree. Builds and
 * removals are checked here against the position alone (Alexander III.5.c-e);
 * the counting of them is `procedures.ts`'s. CalsMUN's revival orders are
 * checked as `judgeRevivalOrders` checks them (engine/resolve/insurrection.ts);
 * under a rule set without the insurrection they are orders it does not have.
 */
export interface LegalityWorld {
  map: GameMap;
  rules: RuleSet;
  phase: Phase;
  /** A unit on the board. */
  unitAt(p: ProvinceId): Unit | undefined;
  /** Retreat phase: what the retreat adjudicator needs. */
  retreats: RetreatSituation;
  dislodgedAt(p: ProvinceId): Dislodgement | undefined;
  ownerOf(centre: ProvinceId): Power | undefined;
  adjustment(power: Power): { builds: number; removals: number };
  /** Is the power out of the game (I.1.a)? Only CalsMUN's revival orders ask. */
  eliminated(power: Power): boolean;
}

export type Verdict = { legal: true } | { legal: false; reason: LineReason; rules: RuleId[]; message: string };

export function judge(order: GameOrder, w: LegalityWorld): Verdict {
  const { map, rules } = w;
  switch (order.kind) {
    case 'hold':
    case 'move':
    case 'support':
    case 'convoy': {
      if (w.phase !== 'movement') return wrongPhase(w, order.kind === 'hold' ? 'A hold' : order.kind === 'move' ? 'A move' : `A ${order.kind}`);
      const offMap = [order.at, 'to' in order ? order.to : undefined, order.kind === 'support' ? order.target.at : undefined, order.kind === 'convoy' ? order.army : undefined]
        .filter((x): x is string => x !== undefined)
        .find((l) => !map.province(provinceOf(l)));
      if (offMap) return no(rules, 'cannot-enter', 'move', `${placeIn(map, offMap)} is impassable: no unit can enter it.`);
      const v = checkLegality({ map, rules, unitAt: w.unitAt }, order);
      if (v.legal) return { legal: true };
      return { legal: false, reason: v.reason, rules: [...rules.cites[v.concept]], message: movementMessage(v.reason, order, w) };
    }
    case 'retreat': {
      if (w.phase !== 'retreat') return wrongPhase(w, 'A retreat');
      const d = w.dislodgedAt(provinceOf(order.at));
      if (!d) return no(rules, 'not-dislodged', 'retreatNotDislodged', `The unit in ${placeIn(map, order.at)} was not dislodged, so it has no retreat to make.`);
      if (!map.province(provinceOf(order.to))) return no(rules, 'cannot-enter', 'retreatPhase', `${placeIn(map, order.to)} is impassable.`);
      const v = checkRetreat(map, w.retreats, d, order.to, rules);
      if (v.legal) return { legal: true };
      return { legal: false, reason: v.reason, rules: [...rules.cites[v.concept]], message: retreatMessage(v.reason, d.unit, order.to, w) };
    }
    case 'disband': {
      if (w.phase === 'movement') return wrongPhase(w, 'A disband order');
      if (w.phase === 'retreat') {
        return w.dislodgedAt(provinceOf(order.at))
          ? { legal: true }
          : no(rules, 'not-dislodged', 'retreatNotDislodged', `The unit in ${placeIn(map, order.at)} was not dislodged; only dislodged units are disbanded now.`);
      }
      if (w.adjustment(order.power).removals === 0) return no(rules, 'no-disbands-owed', 'disband', `${POWER_NAMES[order.power]} has no units to remove this year.`);
      return { legal: true };
    }
    case 'build': {
      if (w.phase !== 'adjustment') return wrongPhase(w, 'A build');
      const site = provinceOf(order.at);
      const p = map.province(site);
      if (!p || p.home !== order.power) return no(rules, 'not-home-centre', 'buildHomeCentre', `${placeIn(map, site)} is not a home centre of ${POWER_NAMES[order.power]}.`);
      const adj = w.adjustment(order.power);
      if (adj.builds === 0) return no(rules, 'no-builds-allowed', 'build', `${POWER_NAMES[order.power]} has no builds this year${adj.removals ? '; it must remove units' : ''}.`);
      if (w.ownerOf(site) !== order.power) return no(rules, 'centre-not-owned', 'buildHomeCentre', `${POWER_NAMES[order.power]} does not control ${placeIn(map, site)} now.`);
      if (w.unitAt(site)) return no(rules, 'centre-occupied', 'build', `${placeIn(map, site)} is occupied; builds go in empty home centres.`);
      if (!map.canOccupy(order.unit, site)) return no(rules, 'cannot-enter', 'buildFleetInland', `${unitWord(order.unit)} cannot be built in ${placeIn(map, site)}.`);
      return { legal: true };
    }
    case 'waive':
      if (w.phase !== 'adjustment') return wrongPhase(w, 'Waiving a build');
      return w.adjustment(order.power).builds > 0 ? { legal: true } : no(rules, 'no-builds-allowed', 'waive', `${POWER_NAMES[order.power]} has no build to waive.`);
    case 'insurrection':
    case 'revive': {
      const what = order.kind === 'insurrection' ? 'An Insurrection order' : 'A revival order';
      if (!rules.policies.insurrection) {
        return no(rules, 'not-in-rules', 'illegalOrder', `${what} belongs to CalsMUN's rules; under ${rules.title} there is no such order.`);
      }
      if (w.phase !== 'movement') return wrongPhase(w, what);
      if (order.kind === 'insurrection') {
        const unit = w.unitAt(provinceOf(order.at));
        if (!unit) return no(rules, 'no-such-unit', 'illegalOrder', `There is no unit in ${placeIn(map, provinceOf(order.at))}.`, ['insurrection']);
        if (unit.power !== order.power) return no(rules, 'foreign-unit', 'ownUnitsOnly', `The unit in ${placeIn(map, unit.loc)} belongs to ${POWER_NAMES[unit.power]}, not ${POWER_NAMES[order.power]}.`);
        if (!w.eliminated(order.revive)) {
          return no(rules, 'not-eliminated', 'insurrectionTarget', `${POWER_NAMES[order.revive]} is still in the game; an insurrection can only revive a power that has been eliminated.`);
        }
        return { legal: true };
      }
      if (!w.eliminated(order.power)) return no(rules, 'not-eliminated', 'insurrectionTarget', `${POWER_NAMES[order.power]} is still in the game; only an eliminated power files a revival order.`);
      const check = checkSites(map, order);
      if (check.ok) return { legal: true };
      return no(rules, check.reason, check.concept, revivalListProblem(map, check.reason, order), ['reviveOrder']);
    }
  }
}

/** A place in running text, on this map. */
function placeIn(map: GameMap, loc: string): string {
  return describePlace(loc, map);
}

/** An illegal order, citing the rule set's rules for the concepts. */
function no(rules: RuleSet, reason: LineReason, concept: Concept | InsurrectionConcept, message: string, also: InsurrectionConcept[] = []): Verdict {
  return { legal: false, reason, rules: [...new Set([concept, ...also].flatMap((c) => citeFor(rules, c)))], message };
}

/** An order of another phase's kind. */
function wrongPhase(w: LegalityWorld, what: string): Verdict {
  const [reason, concept]: [LineReason, Concept] =
    w.phase === 'retreat' ? ['not-a-retreat-order', 'retreatPhase'] : w.phase === 'adjustment' ? ['not-an-adjustment-order', 'adjustUnits'] : ['wrong-phase', 'illegalOrder'];
  return no(w.rules, reason, concept, `${what} cannot be given in ${w.phase === 'adjustment' ? 'an adjustment' : `a ${w.phase}`} phase.`);
}

/** Why a revival list cannot be followed, naming the entry at fault: one sentence, for the parser and the ruling's explanation alike. */
export function revivalListProblem(map: GameMap, reason: RevivalReason, order: ReviveOrder): string {
  const who = POWER_NAMES[order.power];
  const seen = new Set<ProvinceId>();
  for (const site of order.centres) {
    const { province, coast } = splitLoc(site.at);
    const p = map.province(province);
    const place = describePlace(province, map);
    const repeated = seen.has(province);
    seen.add(province);
    switch (reason) {
      case 'not-home-centre':
        if (!p?.supplyCentre || p.home !== order.power) return `${sentence(place)} is not a home centre of ${who}; the whole list is invalid.`;
        break;
      case 'repeated-centre':
        if (repeated) return `${sentence(place)} is listed twice; the whole list is invalid.`;
        break;
      case 'cannot-enter':
        if (p && !map.canOccupy(site.unit, province)) return `${unitWord(site.unit)} cannot be placed in ${place}; the whole list is invalid.`;
        break;
      case 'coast-needed':
        if (site.unit === 'F' && !coast && p && map.coasts(province).length > 0) return `Say which coast of ${place} the fleet is placed on; the whole list is invalid as it stands.`;
        break;
      case 'no-such-coast':
        if (coast && !(site.unit === 'F' && map.coasts(province).includes(coast))) return `${sentence(place)} has no ${COAST_NAMES[coast] ?? coast} for ${site.unit === 'A' ? 'an army' : 'a fleet'}; the whole list is invalid.`;
        break;
      default:
        break;
    }
  }
  return reason === 'no-centres' ? 'The revival order lists no home centre.' : 'The revival list cannot be followed.';
}

function retreatMessage(reason: LineReason, unit: Unit, to: string, w: LegalityWorld): string {
  const name = (loc: string) => describePlace(loc, w.map);
  const dest = provinceOf(to);
  switch (reason) {
    case 'retreat-occupied':
      return `${sentence(name(dest))} is occupied.`;
    case 'retreat-attacker-origin':
      return `The attacker came from ${name(dest)}; a unit cannot retreat there.`;
    case 'retreat-standoff':
      return `${sentence(name(dest))} was left empty by a standoff this turn.`;
    case 'closed-province':
      return `${sentence(name(dest))} is closed to every unit in this game.`;
    case 'power-without-player':
      return `Nobody plays ${POWER_NAMES[unit.power]} in this game; its units take no orders.`;
    case 'coast-needed':
      return `Say which coast of ${name(dest)} the fleet retreats to.`;
    case 'cannot-enter':
      return `${unitWord(unit.type)} cannot enter ${name(dest)}.`;
    default:
      return `${unitWord(unit.type)} in ${name(unit.loc)} cannot retreat to ${name(to)}; a retreat is a one-step move.`;
  }
}

function sentence(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function unitWord(type: 'A' | 'F'): string {
  return type === 'A' ? 'An army' : 'A fleet';
}

function movementMessage(reason: LineReason, order: GameOrder, w: LegalityWorld): string {
  const name = (loc: string) => describePlace(loc, w.map);
  const unit = w.unitAt(provinceOf('at' in order ? order.at : ''));
  const who = unit ? `The ${unit.type === 'A' ? 'army' : 'fleet'} in ${name(unit.loc)}` : 'The unit';
  const to = 'to' in order && order.to ? order.to : undefined;
  switch (reason) {
    case 'no-such-unit':
      return `There is no unit in ${name(provinceOf((order as { at: string }).at))}.`;
    case 'foreign-unit':
      return `The unit in ${name(unit!.loc)} belongs to ${POWER_NAMES[unit!.power]}, not ${POWER_NAMES[order.power]}.`;
    case 'not-adjacent':
      if (order.kind === 'move' && unit?.type === 'A') return `${who} cannot reach ${name(to!)}: it is not next to it and no fleets stand where they could convoy it.`;
      return `${who} cannot reach ${name(to!)}.`;
    case 'cannot-enter':
      return unit?.type === 'A' ? `An army cannot enter ${name(to!)}, a body of water.` : `A fleet cannot enter ${name(to!)}, an inland province.`;
    case 'move-to-own-province':
      return `${who} is already in ${name(provinceOf(to!))}.`;
    case 'coast-needed':
      return `The fleet could reach either coast of ${name(provinceOf(to!))}; the order must say which.`;
    case 'coast-unreachable': {
      const c = splitLoc(to!).coast;
      return `${who} cannot reach the ${c ? COAST_NAMES[c] : 'coast'} of ${name(provinceOf(to!))}.`;
    }
    case 'support-self':
      return 'A unit cannot support itself.';
    case 'support-unreachable': {
      if (order.kind !== 'support') return 'The support cannot be given.';
      const into = order.to ?? order.target.at;
      return `${who} cannot support ${order.to ? 'a move' : 'a unit'} in ${name(provinceOf(into))}: it could not move there itself${order.to ? ', or the supported unit cannot get there' : ''}.`;
    }
    case 'convoy-not-at-sea':
      return `${who} is not at sea; only fleets at sea convoy.`;
    case 'convoy-not-army':
      return order.kind === 'convoy' ? `The unit in ${name(order.army)} is a fleet; only armies are convoyed.` : 'Only armies are convoyed.';
    case 'convoy-not-on-route':
      return order.kind === 'convoy' ? `${who} is not on a route from ${name(order.army)} to ${name(order.to)}.` : 'The fleet is not on the route.';
    case 'route-invalid':
      return 'The route written does not join the start to the destination through seas.';
    case 'power-without-player':
      return unit ? `Nobody plays ${POWER_NAMES[unit.power]} in this game; its units take no orders.` : 'Nobody plays this power in this game.';
    case 'closed-province': {
      const into = to ?? (order.kind === 'support' || order.kind === 'convoy' ? (order.to ?? '') : '');
      return `${sentence(name(provinceOf(into)))} is closed to every unit in this game.`;
    }
    default:
      return 'The order cannot be carried out.';
  }
}
