import type { PhaseRuling } from '../game/nextPosition';
import type { GameMap } from '../map/gameMap';
import type { GameOrder } from '../orders/types';
import type { RuleId } from '../rules/citations';
import { explainAdjustment, explainRetreat } from '../trace/phaseSentences';
import { explainOrder } from '../trace/sentences';

/** Our result for one given order of a phase. */
export interface OurOutcome {
  /** The CLI's outcome word: `succeeds`, `fails`, `given`, `cut`, `stands`, `dislodged`, `illegal`… */
  outcome: string;
  reason: string;
  rules: RuleId[];
  dislodged: boolean;
  /** Index in the ruling's results, for its explanation. */
  index: number;
}

/**
 * Each given order's result in a phase's ruling. The results follow the orders the phase played:
 * the given orders less those set aside (`ignored`) and CalsMUN's revival orders (as in
 * engine/replay/gameReplay.ts).
 */
export function outcomesByOrder(ruling: PhaseRuling, given: readonly GameOrder[]): Map<GameOrder, OurOutcome> {
  const out = new Map<GameOrder, OurOutcome>();
  const ignored = new Set<GameOrder>(ruling.ignored ?? []);
  const revivals = ruling.phase === 'movement' ? (ruling.revivals ?? []) : [];
  const revivalAt = new Set(revivals.map((r) => r.index));
  const played = given.filter((o, i) => !ignored.has(o) && !revivalAt.has(i));
  const results = ruling.result.orders as readonly { outcome: string; reason: string; rules: RuleId[]; implicit?: boolean; dislodged?: boolean }[];
  results.forEach((r, i) => {
    if (r.implicit || i >= played.length) return;
    out.set(played[i], { outcome: r.outcome, reason: r.reason, rules: r.rules, dislodged: r.dislodged === true, index: i });
  });
  return out;
}

/** The engine's sentence for the result at `index` of a phase's ruling. */
export function explainResult(map: GameMap, ruling: PhaseRuling, index: number): string {
  switch (ruling.phase) {
    case 'movement':
      return explainOrder(map, ruling.result, index);
    case 'retreat':
      return explainRetreat(map, ruling.result, index);
    case 'adjustment':
      return explainAdjustment(map, ruling.result, index);
  }
}
