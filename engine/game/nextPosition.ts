import type { GameMap } from '../map/gameMap';
import { standardMap } from '../map/standardMap';
import type { Power } from '../map/types';
import type { MovementOrder, Order } from '../orders/types';
import { adjudicateMovement } from '../resolve/movement';
import { adjudicateAdjustments, adjustmentsNeeded } from '../resolve/adjustments';
import type { AdjustmentResult } from '../resolve/adjustmentTypes';
import { adjudicateRetreats, retreatOptions } from '../resolve/retreats';
import type { Dislodgement, RetreatResult } from '../resolve/retreatTypes';
import type { MovementResult } from '../resolve/types';
import { ruleSet } from '../rules';
import type { RuleSet } from '../rules/ruleSet';
import { reckonFall, type FallReckoning } from './control';
import { phaseLabel, sortUnits, type Position, type Season } from './position';

interface RulingBase {
  season: Season;
  year: number;
}

/** The ruling of one phase, tagged with the phase it decided. */
export type PhaseRuling =
  | (RulingBase & { phase: 'movement'; result: MovementResult; ignored: Order[] })
  | (RulingBase & { phase: 'retreat'; result: RetreatResult })
  | (RulingBase & { phase: 'adjustment'; result: AdjustmentResult });

export interface NextStep {
  /** The next position that awaits orders (or, with `winner`, the end of the game). */
  position: Position;
  /** The ruling of the phase that was played. */
  ruling: PhaseRuling;
  /**
   * Phases run without orders because nothing could be chosen in them: a
   * retreat phase where no dislodged unit has anywhere to go (every such unit
   * is disbanded, III.4.f).
   */
  automatic: PhaseRuling[];
  /** Set when this step ended a Fall turn: control, eliminations, victory. */
  reckoning?: FallReckoning;
}

export interface NextOptions {
  map?: GameMap;
}

/** Asked to play on after a power has won. */
export class GameOverError extends Error {
  override name = 'GameOverError';
}

const MOVEMENT_KINDS = new Set<Order['kind']>(['hold', 'move', 'support', 'convoy']);

/**
 * The phase machine (Alexander II, III): play the position's phase with these
 * orders and return the next position that needs orders, with the ruling.
 * Spring movement → Spring retreats → Fall movement → Fall retreats → control
 * → adjustments → Spring of the next year; a phase with nothing to decide is
 * skipped. Pure and deterministic: the same position, orders and rules always
 * give the same step, and nothing passed in is changed.
 */
export function nextPosition(position: Position, orders: readonly Order[], rules: RuleSet | string = 'alexander', options: NextOptions = {}): NextStep {
  const ruleValue = typeof rules === 'object' ? rules : ruleSet(rules);
  const map = options.map ?? standardMap;
  if (position.winner) throw new GameOverError(`The game is over: ${position.winner} won in ${phaseLabel(position)}.`);
  const { season, year } = position;
  const automatic: PhaseRuling[] = [];

  switch (position.phase) {
    case 'movement': {
      const movementOrders = orders.filter((o): o is MovementOrder => MOVEMENT_KINDS.has(o.kind));
      const ignored = orders.filter((o) => !MOVEMENT_KINDS.has(o.kind));
      const { result } = adjudicateMovement(map, position.units, movementOrders, ruleValue);
      const ruling: PhaseRuling = { phase: 'movement', season, year, result, ignored };
      const dislodged: Dislodgement[] = result.dislodged.map(({ unit, attackerFrom, attackerConvoyed }) => ({ unit, attackerFrom, attackerConvoyed }));
      const retreatPhase: Position = { ...position, phase: 'retreat', units: sortUnits(result.units), dislodged, standoffs: [...result.standoffs] };
      if (dislodged.length > 0 && dislodged.some((d) => retreatOptions(map, retreatPhase, d, ruleValue).length > 0)) {
        return { position: retreatPhase, ruling, automatic };
      }
      if (dislodged.length > 0) {
        // No unit can go anywhere: the retreat phase decides itself.
        const retreats = adjudicateRetreats(map, retreatPhase, [], ruleValue);
        automatic.push({ phase: 'retreat', season, year, result: retreats });
      }
      return { ...endOfTurn(map, position, result.units), ruling, automatic };
    }
    case 'retreat': {
      const result = adjudicateRetreats(map, position, orders, ruleValue);
      return { ...endOfTurn(map, position, result.units), ruling: { phase: 'retreat', season, year, result }, automatic };
    }
    case 'adjustment': {
      const result = adjudicateAdjustments(map, position, orders, ruleValue);
      const next: Position = { ...springOf(position, year + 1), units: sortUnits(result.units) };
      return { position: next, ruling: { phase: 'adjustment', season, year, result }, automatic };
    }
  }
}

function springOf(position: Position, year: number): Position {
  return { ...position, season: 'spring', year, phase: 'movement', dislodged: [], standoffs: [] };
}

/** After the last retreat of a turn: on to Fall, or reckon the Fall and go to adjustments or the next Spring. */
function endOfTurn(map: GameMap, position: Position, units: Position['units']): { position: Position; reckoning?: FallReckoning } {
  const sorted = sortUnits(units);
  if (position.season === 'spring') {
    return { position: { ...position, season: 'fall', phase: 'movement', units: sorted, dislodged: [], standoffs: [] } };
  }
  const reckoning = reckonFall(map, sorted, position.centres, position.eliminated);
  const eliminated: Power[] = [...position.eliminated, ...reckoning.eliminated].sort();
  const base: Position = { ...position, units: sorted, centres: reckoning.centres, eliminated, dislodged: [], standoffs: [] };
  if (reckoning.winner) base.winner = reckoning.winner;
  const next = adjustmentsNeeded(map, base) ? { ...base, phase: 'adjustment' as const } : springOf(base, position.year + 1);
  return { position: next, reckoning };
}
