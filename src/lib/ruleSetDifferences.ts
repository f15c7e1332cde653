/**
 * Where a board's ruling under another rule set differs from its ruling under the page's own rule
 * set, and the rules behind each difference: the policies on which the two rule sets differ
 * (engine/rules/policyConcepts.ts), narrowed to those the two rulings of that order cite.
 */
import { differencesBehind, policyDifferences } from '../../engine/rules/policyConcepts';
import { ruleSet } from '../../engine/rules';
import type { RuleId } from '../../engine/rules/citations';
import type { AnyBoardRuling, RulingRow } from './boardRuling';

export interface RowDifference {
  /** The outcome under the page's rule set. */
  was: string;
  /** Each side's rules for the policies that make the difference. */
  fromRules: RuleId[];
  toRules: RuleId[];
}

/** Rows match by their line, and unordered units by the unit. */
export function rowKey(r: RulingRow): string {
  return r.line !== null ? `line:${r.line}` : `unit:${r.unit}`;
}

/** The rules a row's ruling cites: its own, and those of any cycle its order was part of. */
export function citedBy(ruling: AnyBoardRuling, row: RulingRow): RuleId[] {
  const cycles = row.index === null || ruling.phase !== 'movement' ? [] : ruling.explanation.steps.filter((s) => s.cycle && s.orders.includes(row.index!)).flatMap((s) => s.rules);
  return [...row.rules, ...cycles];
}

export function rulingDifferences(base: AnyBoardRuling, other: AnyBoardRuling): Map<string, RowDifference> {
  const out = new Map<string, RowDifference>();
  if (base.input.rules === other.input.rules) return out;
  const policies = policyDifferences(ruleSet(base.input.rules), ruleSet(other.input.rules));
  const before = new Map(base.rows.map((r) => [rowKey(r), r]));
  for (const row of other.rows) {
    const was = before.get(rowKey(row));
    if (!was || (was.outcome === row.outcome && was.dislodged === row.dislodged)) continue;
    const behind = differencesBehind(policies, citedBy(base, was), citedBy(other, row));
    out.set(rowKey(row), {
      was: was.outcome,
      fromRules: [...new Set(behind.flatMap((d) => d.fromRules))],
      toRules: [...new Set(behind.flatMap((d) => d.toRules))],
    });
  }
  return out;
}
