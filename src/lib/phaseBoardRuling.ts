/**
 * A retreat or adjustment board's ruling (types in boardRuling.ts). Its own module, because it
 * brings the CLI's reader and the phase machine: a live board loads it only for those phases.
 */
import { standardMap } from '../../engine/map/standardMap';
import { retreatOptions } from '../../engine/resolve/retreats';
import type { PhaseOrderResult } from './board/scene';
import { rowsOf } from './sandbox/rows';
import { boardRules, type PhaseBoardInput, type PhaseBoardRuling } from './boardRuling';
import { rulePhase } from './sandbox/phaseRuling';

export function rulePhaseBoard(input: PhaseBoardInput): PhaseBoardRuling {
  const { position } = input;
  if (position.phase === 'movement') throw new Error('rulePhaseBoard rules retreat and adjustment phases; a movement board is ruled by ruleBoard');
  const ruling = rulePhase(position, input.text, input.rules, input.game ?? {});
  const rules = boardRules(input.rules, input.game);
  const situation = { units: position.units, dislodged: position.dislodged, standoffs: position.standoffs };
  const dislodged = position.dislodged.map((d) => ({ unit: d.unit, attackerFrom: d.attackerFrom, retreats: retreatOptions(standardMap, situation, d, rules) }));
  const results = ruling.ruled.results.map((r) => ({ order: r.order as PhaseOrderResult['order'], outcome: r.outcome, implicit: r.implicit }));
  const lines = ruling.json.orders.map((o) => `${o.power} ${o.text || o.unit || o.reading || ''}: ${o.outcome}`);
  return { phase: position.phase, input, parse: ruling.parse, ruling, rows: rowsOf(ruling.json), dislodged, results, lines };
}

