import { formatUnitKey } from '../../../engine/orders/format';
import type { RulingJson } from '../../../engine/case/ruling';
import type { Power } from '../../../engine/map/types';
import { withoutRuleRefs } from '../../../engine/trace/sentences';
import type { RulingRow } from '../boardRuling';
import type { RuleId } from '../../../engine/rules/citations';
import { rowUnit } from './phaseRuling';

const IMPLICIT: Record<string, string> = { hold: 'holds', disband: 'is disbanded', build: 'is built' };

/** The CLI's entries as the order list's rows (scenario/OrderRows.svelte), contract attributes and all. */
export function rowsOf(json: RulingJson): RulingRow[] {
  const dislodged = new Set(json.dislodged.map((d) => d.unit));
  return json.orders.flatMap((o, i) => {
    // A line that orders nothing is no row of the board's list.
    if (o.parse === 'not-an-order') return [];
    const unit = rowUnit(o);
    return {
      line: o.line,
      power: (o.power || null) as Power | null,
      text: o.line === null ? `${o.unit ? formatUnitKey(o.unit) : ''} ${IMPLICIT[o.kind ?? ''] ?? ''}`.trim() : o.text,
      reading: o.reading,
      degree: o.parse,
      unit,
      outcome: o.outcome ?? 'not-followed',
      kind: o.kind ?? null,
      dislodged: unit !== null && dislodged.has(unit),
      explanation: withoutRuleRefs(o.explanation),
      rules: o.rules as RuleId[],
      index: i,
    } satisfies RulingRow;
  });
}
