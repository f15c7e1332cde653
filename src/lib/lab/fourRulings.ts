/**
 * One board under every rule set, side by side (the paradox lab): each order's outcome under each
 * rule set, the cells that differ from the board's own rule set marked, and for each rule set that
 * rules otherwise the policies behind it, with both sides' rules (engine/rules/policyConcepts.ts,
 * narrowed to the rules the two rulings of the changed orders cite, as the live boards do).
 */
import { differencesBehind, policyDifferences, RULE_SETS, ruleSet, type Policies, type RuleId, type RuleSet, type RuleSetId } from '../../../engine/rules';
import { ruleBoard, type BoardRuling } from '../boardRuling';
import { citedBy, rowKey } from '../ruleSetDifferences';
import { POLICY_WORDS } from './policyWords';

export interface FourRulingsRow {
  key: string;
  text: string;
  unit: string | null;
}

export interface FourRulingsCell {
  outcome: string;
  dislodged: boolean;
  /** Differs from the board's own rule set. */
  differs: boolean;
}

export interface PolicyBehind {
  policy: keyof Policies;
  question: string;
  fromRules: RuleId[];
  toRules: RuleId[];
}

export interface FourRulingsColumn {
  rules: RuleSetId;
  title: string;
  cells: FourRulingsCell[];
  /** Empty when the rule set rules the board as its own rule set does. */
  behind: PolicyBehind[];
}

export interface FourRulings {
  base: RuleSetId;
  rows: FourRulingsRow[];
  columns: FourRulingsColumn[];
}

export function fourRulings(board: BoardRuling): FourRulings {
  const base = board.input.rules;
  const sets = Object.values(RULE_SETS) as RuleSet[];
  const rows = board.rows.map((r) => ({ key: rowKey(r), text: r.text, unit: r.unit }));
  const columns = sets.map((rs): FourRulingsColumn => {
    const other = rs.id === base ? board : ruleBoard({ ...board.input, rules: rs.id });
    const byKey = new Map(other.rows.map((r) => [rowKey(r), r]));
    const policies = policyDifferences(ruleSet(base), rs);
    const behind = new Map<keyof Policies, PolicyBehind>();
    const cells = board.rows.map((was) => {
      const now = byKey.get(rowKey(was));
      const outcome = now?.outcome ?? 'not-followed';
      const dislodged = Boolean(now?.dislodged);
      const differs = outcome !== was.outcome || dislodged !== was.dislodged;
      if (differs && now) {
        for (const d of differencesBehind(policies, citedBy(board, was), citedBy(other, now))) {
          behind.set(d.policy, { policy: d.policy, question: POLICY_WORDS[d.policy].question, fromRules: d.fromRules, toRules: d.toRules });
        }
      }
      return { outcome, dislodged, differs };
    });
    return { rules: rs.id, title: rs.title, cells, behind: [...behind.values()] };
  });
  return { base, rows, columns };
}
