import { unitKey } from '../map/types';
import { adjudicate } from '../resolve';
import type { RuleSet } from '../rules/ruleSet';
import type { FoundCase } from './explore';
import type { MapTables } from './mapTables';
import { orderText } from './orderText';

/** A found case in the case-file format (tests/datc/README.md), ready to be written as YAML. */
export interface CaseData {
  id: string;
  title: string;
  /** The rule sets it states outcomes for; `orders` and `dislodged` are the first one's. */
  rules: string[];
  /** Units without an order (they hold). */
  units?: string[];
  orders: Record<string, string>[];
  dislodged: string[];
  /** Per other rule set: the outcomes that change, and the dislodged units when they change. */
  differences?: Record<string, { orders?: Record<string, string>; dislodged?: string[] }>;
  note: string;
}

/**
 * Rule the minimal phase under every rule set (with the trace, once) and write
 * it down: the first rule set's outcomes, each other's changes, and a note
 * naming every differing order with each rule set's reason and rules, and
 * every cycle with its settlement.
 */
export function caseData(found: FoundCase, t: MapTables, rules: readonly RuleSet[], id: string): CaseData {
  const { phase } = found;
  const texts = phase.orders.map(orderText);
  const rulings = rules.map((r) => adjudicate({ units: phase.units }, phase.orders, { rules: r, trace: true, map: t.map }));
  const dislodged = rulings.map((r) => r.dislodged.map((d) => unitKey(d.unit)).sort());
  const [base] = rulings;
  const differences: NonNullable<CaseData['differences']> = {};
  const notes: string[] = [];
  rulings.slice(1).forEach((r, k) => {
    const changed: Record<string, string> = {};
    texts.forEach((text, i) => {
      if (r.orders[i].outcome !== base.orders[i].outcome) changed[text] = r.orders[i].outcome;
    });
    const entry: { orders?: Record<string, string>; dislodged?: string[] } = {};
    if (Object.keys(changed).length > 0) entry.orders = changed;
    if (dislodged[k + 1].join() !== dislodged[0].join()) entry.dislodged = dislodged[k + 1];
    if (entry.orders || entry.dislodged) differences[rules[k + 1].id] = entry;
  });
  texts.forEach((text, i) => {
    if (rulings.every((r) => r.orders[i].outcome === base.orders[i].outcome)) return;
    const each = rulings.map((r, k) => `${rules[k].id} ${r.orders[i].outcome} (${r.orders[i].reason}; ${r.orders[i].rules.join(', ')})`);
    notes.push(`${text}: ${each.join('; ')}.`);
  });
  rulings.forEach((r, k) => {
    const settled = r.trace!.cycles.map((c) => c.settlement);
    if (settled.length > 0) notes.push(`Under ${rules[k].id} a cycle was settled: ${settled.join(', ')}.`);
  });
  const ordered = new Set(phase.orders.map((o) => o.at));
  const unordered = phase.units.filter((u) => !ordered.has(u.loc)).map(unitKey);
  const what = found.kind === 'differ' ? `${rules.map((r) => r.id).join(' and ')} disagree` : found.kind === 'cycle' ? 'a dependency cycle' : 'a convoy paradox';
  return {
    id,
    title: `Found by the explorer: ${what} (${phase.units.length} ${phase.units.length === 1 ? 'unit' : 'units'})`,
    rules: rules.map((r) => r.id),
    ...(unordered.length > 0 ? { units: unordered } : {}),
    orders: texts.map((text, i) => ({ [text]: base.orders[i].outcome })),
    dislodged: dislodged[0],
    ...(Object.keys(differences).length > 0 ? { differences } : {}),
    note: notes.join(' ') || 'Every rule set gives the same outcomes.',
  };
}
