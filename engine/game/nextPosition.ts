import type { GameMap } from '../map/gameMap';
import { standardMap } from '../map/standardMap';
import { POWERS, type Power } from '../map/types';
import { isRevival, type GameOrder, type MovementOrder, type Order } from '../orders/types';
import { adjudicateMovement } from '../resolve/movement';
import { adjudicateAdjustments, adjustmentsNeeded } from '../resolve/adjustments';
import type { AdjustmentResult } from '../legality/adjustmentTypes';
import { settleInsurrections, type InsurrectionResult, type PendingInsurrection, type RevivalOrderResult } from '../resolve/insurrection';
import { adjudicateRetreats, retreatOptions } from '../resolve/retreats';
import type { Dislodgement, RetreatResult } from '../legality/retreatTypes';
import type { MovementResult } from '../resolve/types';
import { ruleSet } from '../rules';
import type { RuleSet } from '../rules/ruleSet';
import type { VariantPlay } from '../rules/playerVariants';
import { reckonFall, winnerOf, type FallReckoning } from './control';
import { ordersOfPlayers, rulesForYear } from './variantRules';
import { phaseLabel, sortCentres, sortUnits, type Position, type Season } from './position';
import { revivalStep } from './revivalStep';

interface RulingBase {
  season: Season;
  year: number;
}

/** The ruling of one phase, tagged with the phase it decided. */
export type PhaseRuling =
  | (RulingBase & {
      phase: 'movement';
      result: MovementResult;
      /**
       * Orders not adjudicated: orders of another phase, revival orders under a
       * rule set without the insurrection, and movement orders to units that
       * left for an insurrection.
       */
      ignored: GameOrder[];
      /** With a rule set that has the insurrection, when revival orders were given: one result per revival order. */
      revivals?: RevivalOrderResult[];
    })
  | (RulingBase & { phase: 'retreat'; result: RetreatResult; ignored?: GameOrder[] })
  | (RulingBase & { phase: 'adjustment'; result: AdjustmentResult; ignored?: GameOrder[] });

/** A phase that decided itself, and the position it was decided from (to be shown, not skipped). */
export type SettledPhase = PhaseRuling & { position: Position };

export interface NextStep {
  /** The next position that awaits orders (or, with `winner`, the end of the game). */
  position: Position;
  /** The ruling of the phase that was played. */
  ruling: PhaseRuling;
  /**
   * Phases run without orders because nothing could be chosen in them: a
   * retreat phase where no dislodged unit has anywhere to go (every such unit
   * is disbanded, III.4.f), with the position it was played from.
   */
  automatic: SettledPhase[];
  /** Set when this step ended a Fall turn: control, eliminations, victory. */
  reckoning?: FallReckoning;
  /**
   * Set when this step ended a season with insurrections (CalsMUN): how each
   * ended, after the season's retreats. Centres, units, eliminations and
   * victory points in `position` already include them.
   */
  insurrections?: InsurrectionResult[];
}

export interface NextOptions {
  map?: GameMap;
  /** A game for fewer players (V.5) and its recorded coin toss; absent: the seven-player game. */
  variant?: VariantPlay;
}

/** Asked to play on after a power has won. */
export class GameOverError extends Error {
  override name = 'GameOverError';
}

const MOVEMENT_KINDS = new Set<GameOrder['kind']>(['hold', 'move', 'support', 'convoy']);

/**
 * The phase machine (Alexander II, III): play the position's phase with these
 * orders and return the next position that needs orders, with the ruling.
 * Spring movement → Spring retreats → Fall movement → Fall retreats → control
 * → adjustments → Spring of the next year; a phase with nothing to decide is
 * skipped. Pure and deterministic: the same position, orders and rules always
 * give the same step, and nothing passed in is changed.
 */
export function nextPosition(position: Position, orders: readonly GameOrder[], rules: RuleSet | string = 'alexander', options: NextOptions = {}): NextStep {
  const ruleValue = rulesForYear(typeof rules === 'object' ? rules : ruleSet(rules), options.variant, position.year);
  const map = options.map ?? standardMap;
  if (position.winner) throw new GameOverError(`The game is over: ${position.winner} won in ${phaseLabel(position)}.`);
  const { season, year } = position;
  const automatic: SettledPhase[] = [];

  switch (position.phase) {
    case 'movement': {
      // The insurrection (CalsMUN): judged first; the units that join one leave the board before the movement.
      const { revivals, staying, left } = revivalStep(map, position, orders, ruleValue);
      const movementOrders = orders.filter((o): o is MovementOrder => MOVEMENT_KINDS.has(o.kind) && !left.has(o));
      const ignored = orders.filter((o) => (!MOVEMENT_KINDS.has(o.kind) && !(revivals && isRevival(o))) || left.has(o));
      const { result } = adjudicateMovement(map, staying, movementOrders, ruleValue);
      const ruling: PhaseRuling = { phase: 'movement', season, year, result, ignored };
      if (revivals) ruling.revivals = revivals.orders;
      const pending = revivals?.pending ?? [];
      const dislodged: Dislodgement[] = result.dislodged.map(({ unit, attackerFrom, attackerConvoyed }) => ({ unit, attackerFrom, attackerConvoyed }));
      const retreatPhase: Position = { ...position, phase: 'retreat', units: sortUnits(result.units), dislodged, standoffs: [...result.standoffs] };
      if (pending.length > 0) retreatPhase.insurrections = pending;
      if (dislodged.length > 0 && dislodged.some((d) => retreatOptions(map, retreatPhase, d, ruleValue).length > 0)) {
        return { position: retreatPhase, ruling, automatic };
      }
      if (dislodged.length > 0) {
        // No unit can go anywhere: the retreat phase decides itself.
        const retreats = adjudicateRetreats(map, retreatPhase, [], ruleValue);
        automatic.push({ phase: 'retreat', season, year, result: retreats, position: retreatPhase });
      }
      return { ...endOfTurn(map, position, result.units, ruleValue, pending), ruling, automatic };
    }
    case 'retreat': {
      const { given, ignored } = phaseOrders(orders);
      const result = adjudicateRetreats(map, position, given, ruleValue);
      const ruling: PhaseRuling = { phase: 'retreat', season, year, result };
      if (ignored.length > 0) ruling.ignored = ignored;
      return { ...endOfTurn(map, position, result.units, ruleValue, position.insurrections ?? []), ruling, automatic };
    }
    case 'adjustment': {
      const { given, ignored } = phaseOrders(orders, ruleValue);
      const result = adjudicateAdjustments(map, position, given, ruleValue);
      const next: Position = { ...springOf(position, year + 1), units: sortUnits(result.units) };
      const ruling: PhaseRuling = { phase: 'adjustment', season, year, result };
      if (ignored.length > 0) ruling.ignored = ignored;
      return { position: next, ruling, automatic };
    }
  }
}

/**
 * Outside a movement phase revival orders have no meaning: they are set aside.
 * So are the adjustments of a power nobody plays (V.5.a); its retreats are
 * ruled illegal by the legality check instead (`checkRetreat`).
 */
function phaseOrders(orders: readonly GameOrder[], rules?: RuleSet): { given: Order[]; ignored: GameOrder[] } {
  const { kept, setAside } = rules ? ordersOfPlayers(rules, orders) : { kept: [...orders], setAside: [] };
  const given: Order[] = [];
  const ignored: GameOrder[] = [...setAside];
  for (const o of kept) {
    if (o.kind === 'insurrection' || o.kind === 'revive') ignored.push(o);
    else given.push(o);
  }
  return { given, ignored };
}

function springOf(position: Position, year: number): Position {
  const spring: Position = { ...position, season: 'spring', year, phase: 'movement', dislodged: [], standoffs: [] };
  delete spring.insurrections;
  return spring;
}

/**
 * After the last retreat of a turn: settle the season's insurrections, then on
 * to Fall, or reckon the Fall and go to adjustments or the next Spring. In a
 * Fall, control passes to the occupiers first and the insurrections are
 * settled on the result (rules/calsmun.ts, decision 5).
 */
function endOfTurn(
  map: GameMap,
  position: Position,
  units: Position['units'],
  rules: RuleSet,
  pending: readonly PendingInsurrection[],
): { position: Position; reckoning?: FallReckoning; insurrections?: InsurrectionResult[] } {
  const sorted = sortUnits(units);
  const settle = (base: Position) => {
    const settled = settleInsurrections(base, pending, rules);
    const next: Position = { ...base, units: sortUnits(settled.units), centres: sortCentres(settled.centres), eliminated: settled.eliminated };
    if (Object.keys(settled.victoryPoints).length > 0) next.victoryPoints = settled.victoryPoints;
    return { next, insurrections: settled.insurrections };
  };
  if (position.season === 'spring') {
    const fall: Position = { ...position, season: 'fall', phase: 'movement', units: sorted, dislodged: [], standoffs: [] };
    delete fall.insurrections;
    if (pending.length === 0) return { position: fall };
    const { next, insurrections } = settle(fall);
    return { position: next, insurrections };
  }
  const reckoning = reckonFall(map, sorted, position.centres, position.eliminated, rules.variantYear);
  const eliminated: Power[] = [...position.eliminated, ...reckoning.eliminated].sort();
  let base: Position = { ...position, units: sorted, centres: reckoning.centres, eliminated, dislodged: [], standoffs: [] };
  delete base.insurrections;
  let insurrections: InsurrectionResult[] | undefined;
  if (pending.length > 0) {
    ({ next: base, insurrections } = settle(base));
    // A power whose last centre went back to a revived power is eliminated now (I.1.a).
    const owners = new Set(Object.values(base.centres));
    const lost = POWERS.filter((p) => !base.eliminated.includes(p) && !owners.has(p) && Object.values(reckoning.centres).includes(p));
    base.eliminated = [...base.eliminated, ...lost].sort();
  }
  const winner = winnerOf(map, base.centres, rules.variantYear);
  if (winner) base.winner = winner;
  else delete base.winner;
  const next = adjustmentsNeeded(map, base) ? { ...base, phase: 'adjustment' as const } : springOf(base, position.year + 1);
  const step: { position: Position; reckoning?: FallReckoning; insurrections?: InsurrectionResult[] } = { position: next, reckoning };
  if (insurrections) step.insurrections = insurrections;
  return step;
}
