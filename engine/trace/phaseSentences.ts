import type { GameMap } from '../map/gameMap';
import { provinceOf, type UnitType } from '../map/types';
import { revivalListProblem } from '../orders/orderLegality';
import type { GameOrder, Order, RevivalSite } from '../orders/types';
import type { AdjustmentOrderResult, AdjustmentReason, AdjustmentResult } from '../legality/adjustmentTypes';
import type { InsurrectionResult, RevivalOrderResult, RevivalReason } from '../resolve/insurrection';
import type { RetreatReason, RetreatResult } from '../legality/retreatTypes';
import { RULE_SETS } from '../rules';
import type { RuleId } from '../rules/citations';
import { placeName, powerName, unitName } from './describe';
import { andList, ruleRefs } from './sentences';
import { civilDisorderSentence } from './civilDisorderWords';

/**
 * One or two sentences per order of the other phases, in the style of
 * `explainOrder` (sentences.ts) for movement: the units and places named, the
 * reason code worded, the rules applied at the end in parentheses. Worded from
 * each result's reason, causes and order; never re-derives the ruling.
 */

const list = andList;
const cite = (rules: readonly RuleId[]) => (rules.length > 0 ? ` (${ruleRefs(rules)})` : '');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (type: UnitType) => (type === 'A' ? 'an army' : 'a fleet');

/** "F London", or the power for an order that names no unit (a waive, a revival list). */
function orderSubject(map: GameMap, order: GameOrder): string {
  return 'at' in order ? unitName(map, order.unit, order.at) : powerName(order.power);
}

/** What an order is, in a few words, for naming the order that caused another's fate. */
function orderWords(map: GameMap, order: GameOrder): string {
  const who = orderSubject(map, order);
  switch (order.kind) {
    case 'build':
      return `${powerName(order.power)}'s build of ${article(order.unit)} in ${placeName(map, order.at)}`;
    case 'disband':
      return `the removal of ${who}`;
    case 'waive':
      return `${powerName(order.power)}'s waive`;
    case 'retreat':
      return `${who}'s retreat to ${placeName(map, order.to)}`;
    case 'move':
      return `${who}'s move to ${placeName(map, order.to)}`;
    case 'insurrection':
      return `${who}'s Insurrection order for ${powerName(order.revive)}`;
    case 'revive':
      return `${powerName(order.power)}'s revival list`;
    default:
      return `${who}'s ${order.kind} order`;
  }
}

/** "Retreat", "support", … as the kind of an order given in the wrong phase. */
function kindWord(order: GameOrder): string {
  return order.kind === 'insurrection' ? 'Insurrection' : order.kind;
}

// --- Retreats -----------------------------------------------------------------

/**
 * The retreat phase (Alexander III.4): why each order, and each implicit
 * disband of a dislodged unit, ended as it did.
 */
export function explainRetreat(map: GameMap, result: RetreatResult, index: number): string {
  const r = result.orders[index];
  const o = r.order;
  const who = orderSubject(map, o);
  const where = 'at' in o ? placeName(map, provinceOf(o.at)) : '';
  const dest = o.kind === 'retreat' ? placeName(map, o.to) : '';
  const then = r.replacedBy !== undefined ? ' The unit is disbanded instead.' : '';
  const refs = cite(r.rules);
  const text = ((): string => {
    switch (r.reason as RetreatReason) {
      case 'retreated':
        return `${who} retreats to ${dest}.`;
      case 'bounced-retreat': {
        const rivals = r.causes.map((i) => result.orders[i]?.order).filter((x): x is Order => x !== undefined).map((x) => orderSubject(map, x));
        return `${who} cannot retreat to ${dest}: ${list(rivals) || 'another unit'} ${rivals.length > 1 ? 'retreat' : 'retreats'} there too, and units retreating to the same province are all disbanded.`;
      }
      case 'disbanded':
        return `${who} was dislodged and is disbanded, as its order says.`;
      case 'disbanded-unordered':
        return `${who} was dislodged and given no retreat order, so it is disbanded.`;
      case 'disbanded-no-retreat':
        return `${who} was dislodged and has nowhere to retreat to, so it is disbanded.`;
      case 'disbanded-illegal-order':
        return `${who} was dislodged and its order could not be carried out, so it is disbanded.`;
      case 'no-such-unit':
        return `There is no unit in ${where}, so the order is illegal.${then}`;
      case 'foreign-unit':
        return `The dislodged unit in ${where} is not ${powerName(o.power)}'s, and a power may only order its own units, so the order is illegal.${then}`;
      case 'not-dislodged':
        return `${who} was not dislodged, so it has no retreat to make and the order is illegal.${then}`;
      case 'not-a-retreat-order':
        return `Only retreats and disbands are ordered in a retreat phase, so ${who}'s ${kindWord(o)} order is illegal.${then}`;
      case 'not-adjacent':
        return `${who} cannot reach ${dest} in one step, and a retreat is a move to a neighbouring province, so the order is illegal.${then}`;
      case 'cannot-enter':
        return `${who} cannot retreat to ${dest}: ${'unit' in o && o.unit === 'A' ? 'an army cannot enter a body of water' : 'a fleet cannot enter an inland province'}, so the retreat is illegal.${then}`;
      case 'coast-needed':
        return `${who} could retreat to either coast of ${dest} and the order does not say which, so the order is illegal.${then}`;
      case 'coast-unreachable':
        return `${who} cannot reach ${dest}, the coast named, so the retreat is illegal.${then}`;
      case 'retreat-occupied':
        return `${who} cannot retreat to ${dest}: a unit stands there, so the retreat is illegal.${then}`;
      case 'retreat-attacker-origin':
        return `${who} cannot retreat to ${dest}, the province the unit that dislodged it came from, so the retreat is illegal.${then}`;
      case 'retreat-standoff':
        return `${who} cannot retreat to ${dest}: a standoff left it empty this turn, and no unit may retreat there, so the retreat is illegal.${then}`;
      case 'closed-province':
        return `${who} cannot retreat to ${dest}: in this game the province is closed to every unit, so the retreat is illegal.${then}`;
      case 'power-without-player':
        return `Nobody plays ${powerName(o.power)} in this game, so ${who} takes no orders and this retreat is not followed.${then}`;
      case 'superseded':
        return `This order to ${who} is not followed: another order to the same unit counts instead.`;
    }
  })();
  return `${text}${refs}`;
}

// --- Adjustments --------------------------------------------------------------

/**
 * The adjustment phase (Alexander III.5): why each build, removal and waive,
 * and each removal made by the civil-disorder rule, ended as it did.
 */
export function explainAdjustment(map: GameMap, result: AdjustmentResult, index: number): string {
  const r: AdjustmentOrderResult = result.orders[index];
  const o = r.order;
  const power = powerName(o.power);
  const who = orderSubject(map, o);
  const where = 'at' in o ? placeName(map, provinceOf(o.at)) : '';
  const account = result.powers.find((p) => p.power === o.power);
  const causes = r.causes.map((i) => result.orders[i]?.order).filter((x): x is Order => x !== undefined).map((x) => orderWords(map, x));
  const refs = cite(r.rules);
  const text = ((): string => {
    switch (r.reason as AdjustmentReason) {
      case 'built':
        return `${power} builds ${article(o.kind === 'build' ? o.unit : 'A')} in ${placeName(map, 'at' in o ? o.at : '')}.`;
      case 'disbanded':
        return `${power} removes ${who}.`;
      case 'waived':
        return `${power} waives a build: one unit it could have built is not built.`;
      case 'civil-disorder':
        return civilDisorderSentence(map, result, r);
      case 'too-many-builds':
        return `${power} may build only ${plural(account?.change ?? causes.length, 'unit')}, and ${list(causes) || 'earlier orders'} used ${causes.length === 1 ? 'that' : 'them'} up; orders count in sequence, so this one is not followed.`;
      case 'too-many-disbands':
        return `${power} must remove only ${plural(-(account?.change ?? -causes.length), 'unit')}, and ${list(causes) || 'earlier orders'} already ${causes.length === 1 ? 'does' : 'do'} that; orders count in sequence, so this one is not followed.`;
      case 'already-built-here':
        return `${list(causes) || 'An earlier build'} already uses ${where}, and only one unit can be built there, so this order is not followed.`;
      case 'already-disbanded':
        return `${who} is already removed by an earlier order, so this one is not followed.`;
      case 'no-builds-allowed':
        return `${power} has no build this year: it does not control more supply centres than it has units${o.kind === 'waive' ? ', so there is nothing to waive and the waive is illegal' : ', so the build is illegal'}.`;
      case 'no-disbands-owed':
        return `${power} has no more units than supply centres, so it owes no removal and the order is illegal.`;
      case 'not-home-centre':
        return `${capitalise(where)} is not one of ${power}'s home centres, and units are built only in home centres, so the build is illegal.`;
      case 'centre-not-owned':
        return `${power} does not control ${where} now, and a power builds only in home centres it still controls, so the build is illegal.`;
      case 'centre-occupied':
        return `A unit stands in ${where}, and units are built only in empty home centres, so the build is illegal.`;
      case 'cannot-enter':
        return `${capitalise(article('unit' in o ? o.unit : 'F'))} cannot be built in ${where}${'unit' in o && o.unit === 'F' ? ', an inland province' : ''}, so the build is illegal.`;
      case 'coast-needed':
        return `A fleet built in ${where} must be given a coast, and the order does not say which, so the build is illegal.`;
      case 'no-such-coast':
        return `${capitalise(where)} has no such coast for ${article('unit' in o ? o.unit : 'F')}, so the build is illegal.`;
      case 'no-such-unit':
        return `There is no unit in ${where} to remove, so the order is illegal.`;
      case 'foreign-unit':
        return `The unit in ${where} is not ${power}'s, and a power removes only its own units, so the order is illegal.`;
      case 'not-an-adjustment-order':
        return `Only builds, removals and waives are ordered in an adjustment phase, so ${who}'s ${kindWord(o)} order is illegal.`;
    }
  })();
  return `${text}${refs}`;
}

/**
 * One sentence per power that was allowed builds and used fewer of them (built or waived) than it
 * could: III.5.i builds nothing for them, which no order's sentence would otherwise say.
 */
export function explainUnusedBuilds(result: AdjustmentResult): string[] {
  const refs = cite(RULE_SETS[result.rules as keyof typeof RULE_SETS]?.cites.waive ?? []);
  return result.powers
    .filter((p) => p.change > 0 && p.unusedBuilds > 0)
    .map((p) => {
      const used = p.built.length + p.waived;
      const did = p.waived > 0 ? `built ${p.built.length} and waived ${p.waived}` : `built ${p.built.length}`;
      const left = p.unusedBuilds === 1 ? (used === 0 ? 'its build is left unused' : 'one build is left unused') : `${p.unusedBuilds} builds are left unused`;
      return `${powerName(p.power)} may build ${plural(p.change, 'unit')} and ${did}: ${left}, and nothing is built for ${p.unusedBuilds === 1 ? 'it' : 'them'}.${refs}`;
    });
}

// --- CalsMUN's revival orders -------------------------------------------------

/** `A Moscow, F St Petersburg (north coast) and A Warsaw`. */
function sitesWords(map: GameMap, sites: readonly RevivalSite[]): string {
  return list(sites.map((s) => unitName(map, s.unit, s.at)));
}

/**
 * One revival order of a movement phase (CalsMUN, engine/resolve/insurrection.ts):
 * `revivals` is the ruling's list (`PhaseRuling.revivals`), `index` an entry of
 * it. `given`, the orders handed to the phase, names the order that counted
 * instead of a superseded one when that was a movement order.
 */
export function explainRevival(map: GameMap, revivals: readonly RevivalOrderResult[], index: number, given: readonly GameOrder[] = []): string {
  const r = revivals[index];
  const o = r.order;
  const who = orderSubject(map, o);
  const power = powerName(o.power);
  const refs = cite(r.rules);
  const causeOf = (i: number) => given[i] ?? revivals.find((x) => x.index === i)?.order;
  const stays = ' The unit stays where it is, and holds unless another order to it counts.';
  const text = ((): string => {
    switch (r.reason as RevivalReason) {
      case 'joined-insurrection':
        return o.kind === 'insurrection'
          ? `${who} joins the insurrection for ${powerName(o.revive)}: it leaves the board before the movement and is disbanded.`
          : `${who} joins an insurrection.`;
      case 'preferences-filed':
        return o.kind === 'revive'
          ? `${power} files its revival list, the most wanted first: ${sitesWords(map, o.centres)}. The centres it gets back are settled at the end of the season.`
          : `${power} files its revival list.`;
      case 'no-insurrection':
        return `${power}'s revival list has no effect: no Insurrection order named ${power} this season.`;
      case 'no-such-unit':
        return `There is no unit in ${'at' in o ? placeName(map, provinceOf(o.at)) : 'that province'}, so the Insurrection order is illegal.`;
      case 'foreign-unit':
        return `The unit in ${'at' in o ? placeName(map, provinceOf(o.at)) : 'that province'} is not ${power}'s, and a power may only send its own units to an insurrection, so the order is illegal.`;
      case 'not-eliminated':
        return o.kind === 'insurrection'
          ? `${powerName(o.revive)} is still in the game, and an insurrection can only revive an eliminated power, so the order is illegal.${stays}`
          : `${power} is still in the game, so it has nothing to revive and its revival list is illegal.`;
      case 'superseded': {
        const other = r.causes.map(causeOf).filter((x): x is GameOrder => x !== undefined).map((x) => orderWords(map, x));
        return o.kind === 'insurrection'
          ? `${who} does not join the insurrection: ${list(other) || 'another order to it'} counts instead, by the rule for several orders to one unit.`
          : `This revival list of ${power} is not used: ${list(other) || 'another of its lists'} counts instead.`;
      }
      case 'no-centres':
      case 'not-home-centre':
      case 'repeated-centre':
      case 'cannot-enter':
      case 'coast-needed':
      case 'no-such-coast':
        return o.kind === 'revive' ? `${power}'s revival list is illegal: ${revivalListProblem(map, r.reason, o)}` : 'The order is illegal.';
    }
  })();
  return `${text}${refs}`;
}

/** How one insurrection was settled at the end of its season (`NextStep.insurrections`). */
export function explainInsurrection(map: GameMap, r: InsurrectionResult): string {
  const power = powerName(r.power);
  const supporters = list(r.supporters.map((u) => `${powerName(u.power)}'s ${unitName(map, u.type, u.loc)}`));
  const by = r.supporters.length > 0 ? `${plural(r.supporters.length, 'unit')} (${supporters})` : 'no unit';
  const points = r.victoryPoints.length > 0 ? ` ${list(r.victoryPoints.map(powerName))} ${r.victoryPoints.length === 1 ? 'earns' : 'each earn'} a victory point for investing in it.` : '';
  const refs = cite(r.rules);
  if (r.outcome === 'revived') {
    const centres = r.restored.map((c) => `${placeName(map, c.centre)}${c.from ? ` (from ${powerName(c.from)})` : ''}`);
    const placed = r.placed.length > 0 ? ` It gets ${list(r.placed.map((u) => `${article(u.type)} in ${placeName(map, u.loc)}`))}.` : '';
    const occupied = r.restored.filter((c) => c.occupiedBy);
    const held =
      occupied.length > 0
        ? ` ${list(occupied.map((c) => `${powerName(c.occupiedBy!.power)}'s ${unitName(map, c.occupiedBy!.type, c.occupiedBy!.loc)}`))} ${occupied.length === 1 ? 'stays' : 'stay'} where ${occupied.length === 1 ? 'it stands' : 'they stand'}, so no unit is placed there, and each such centre cost one unit more.`
        : '';
    const paid = r.cost === r.supporters.length ? 'they pay' : `${r.cost} of them pay`;
    return `${power} is revived: ${by} joined the insurrection, and ${paid} for ${list(centres)}, which ${r.restored.length === 1 ? 'is' : 'are'} ${power}'s again.${placed}${held}${points}${refs}`;
  }
  const why: Record<Exclude<InsurrectionResult['reason'], 'revived'>, string> = {
    'no-preferences': `${power} filed no valid revival list`,
    'supporter-missing': 'a unit that an Insurrection order promised did not join it',
    'too-few-units': `${by} cannot pay for any centre on ${power}'s list`,
  };
  const lost = r.supporters.length > 0 ? ` The ${r.supporters.length === 1 ? 'unit that joined it is' : 'units that joined it are'} disbanded all the same.` : '';
  return `The insurrection for ${power} fails: ${why[r.reason as Exclude<InsurrectionResult['reason'], 'revived'>]}, so nothing is restored.${lost}${points}${refs}`;
}
