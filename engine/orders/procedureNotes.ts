import { POWER_NAMES, type Power } from '../map/types';
import type { RuleSet } from '../rules/ruleSet';
import { citeFor } from './citing';
import { wholeOf } from './lineVerdict';
import type { ParseBoard } from './parseBoard';
import type { ParsedLine } from './parseTypes';
import type { applyProcedures } from './procedures';
import type { Pending, SheetLines } from './sheet/sheetLines';
import type { Phase } from './types';

/**
 * What seed 004's procedures (§C) did with each line, written on the line: its status, and for a
 * line not used, why (a later set, another order to the unit, more builds than allowed), with the
 * rule; and, on a power's first line, the removals left to civil disorder.
 */
export function procedureNotes(
  lines: ParsedLine[],
  pending: readonly Pending[],
  outcome: ReturnType<typeof applyProcedures>,
  sheet: SheetLines,
  board: ParseBoard,
  rs: RuleSet,
  phase: Phase,
): void {
  const { labelOf, setStart } = sheet;
  const keepFirst = rs.policies.multipleOrdersToUnit === 'first';
  // Each power's last set, whose first line an earlier set's warning points at.
  const lastSetOf = new Map<Power, number>();
  for (const [s, p] of labelOf) if (p) lastSetOf.set(p, s);
  lines.forEach((l, i) => {
    l.status = outcome.status[i];
    // Most lines are followed or illegal, and get no warning here.
    if (l.status === 'followed' || l.status === 'illegal') return;
    const whole = wholeOf(pending[i]);
    const other = outcome.because[i] !== undefined ? lines[outcome.because[i]!].line : undefined;
    if (l.status === 'earlier-set' && l.power) {
      const last = lastSetOf.get(l.power);
      const at = last !== undefined && last > l.set ? ` at line ${setStart.get(last)}` : '';
      l.diagnostics.push({ line: l.line, ...whole, severity: 'warning', code: 'earlier-set', message: `Not used: only the latest set of ${POWER_NAMES[l.power]}'s orders counts, and a later one starts${at}.` });
    } else if (l.status === 'superseded') {
      if (l.order?.kind === 'revive') {
        const how = keepFirst ? 'the first legal one counts' : 'the last legal one counts';
        l.diagnostics.push({ line: l.line, ...whole, severity: 'warning', code: 'superseded', message: `Not used: line ${other} also gives ${POWER_NAMES[l.order.power]}'s revival list, and ${how}.` });
      } else {
        const how = phase === 'adjustment' ? 'the first order for it counts' : keepFirst ? 'the first legal order to a unit counts' : 'the last legal order to a unit counts';
        l.diagnostics.push({ line: l.line, ...whole, severity: 'warning', code: 'superseded', message: `Not used: line ${other} also orders this ${phase === 'adjustment' && l.order?.kind === 'build' ? 'site' : 'unit'}, and ${how}.` });
      }
      l.rules = citeFor(rs, 'multipleOrders');
    } else if (l.status === 'over-limit' && l.power) {
      const adj = board.adjustment(l.power);
      const isBuild = l.order?.kind !== 'disband';
      const n = isBuild ? adj.builds : adj.removals;
      l.diagnostics.push({
        line: l.line,
        ...whole,
        severity: 'warning',
        code: 'over-limit',
        message: `Not used: ${POWER_NAMES[l.power]} may ${isBuild ? 'build' : 'remove'} only ${n} unit${n === 1 ? '' : 's'}${other ? `, and line ${other} uses the last of them` : ''}; orders count in sequence.`,
      });
      l.rules = citeFor(rs, 'tooManyAdjustments');
    }
  });
  for (const cd of outcome.civilDisorder) {
    const first = lines.find((l) => l.power === cd.power && (l.status === 'followed' || l.status === 'illegal' || l.status === 'ambiguous'));
    if (!first) continue;
    const whole = wholeOf(pending[lines.indexOf(first)]);
    first.diagnostics.push({
      line: first.line,
      ...whole,
      severity: 'warning',
      code: 'civil-disorder',
      message: `${POWER_NAMES[cd.power]} must remove ${cd.removals} more unit${cd.removals === 1 ? '' : 's'} than its legal removal orders cover; ${cd.removals === 1 ? 'that unit is' : 'those units are'} chosen by the civil-disorder rule (farthest from home first).`,
    });
  }

}
