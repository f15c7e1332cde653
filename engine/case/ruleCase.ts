import type { Phase } from '../game/position';
import type { GameMap } from '../map/gameMap';
import type { ProvinceId, Unit } from '../map/types';
import type { Order } from '../orders/types';
import { adjudicate, type Adjudication } from '../resolve';
import { adjudicateAdjustments } from '../resolve/adjustments';
import { adjudicateRetreats } from '../resolve/retreats';
import type { DislodgedUnit } from '../resolve/types';
import type { RuleId } from '../rules/citations';
import { explain, type Explanation } from '../trace/explain';
import { explainAdjustment, explainRetreat } from '../trace/phaseSentences';
import type { ReadCase } from './json/caseInput';
import { phaseAfter } from './phaseNext';

/** What every phase's result has in common: one entry per given order, then the implicit ones. */
export interface CaseResult {
  order: Order;
  implicit?: boolean;
  outcome: string;
  reason: string;
  rules: RuleId[];
  /** A civil-disorder removal: the units measured for it, and the tie-break that chose it. */
  candidates?: readonly { unit: Unit; distance: number }[];
  tieBreak?: string;
}

/** A case ruled, whatever its phase, in the shape the CLI's outputs are built from. */
export interface RuledCase {
  results: readonly CaseResult[];
  /** One or two sentences for `results[i]`. */
  explainAt(i: number): string;
  units: Unit[];
  /** Movement only: the units that must retreat. */
  dislodged: DislodgedUnit[];
  standoffs: ProvinceId[];
  phaseNext: Phase;
  /** Movement only: the full ruling with its trace, and the steps that explain it. */
  movement?: { result: Adjudication; explained: Explanation };
}

export function ruleCase(c: ReadCase, map: GameMap): RuledCase {
  const rules = c.ruleValue;
  const next = (units: Unit[], dislodged = 0) => phaseAfter(map, c.phase, c.input.season, { units, dislodged, centres: c.centres });
  switch (c.phase) {
    case 'movement': {
      const result = adjudicate({ units: c.units, centres: c.centres }, c.orders, { rules, map, trace: true });
      const explained = explain(result, map);
      return {
        results: result.orders,
        explainAt: (i) => explained.orders[i],
        units: result.units,
        dislodged: result.dislodged,
        standoffs: result.standoffs,
        phaseNext: next(result.units, result.dislodged.length),
        movement: { result, explained },
      };
    }
    case 'retreat': {
      const result = adjudicateRetreats(map, { units: c.units, dislodged: c.dislodged, standoffs: c.standoffs }, c.given, rules);
      return { results: result.orders, explainAt: (i) => explainRetreat(map, result, i), units: result.units, dislodged: [], standoffs: [], phaseNext: next(result.units) };
    }
    case 'adjustment': {
      const result = adjudicateAdjustments(map, { units: c.units, centres: c.centres ?? {} }, c.given, rules);
      return { results: result.orders, explainAt: (i) => explainAdjustment(map, result, i), units: result.units, dislodged: [], standoffs: [], phaseNext: next(result.units) };
    }
  }
}
