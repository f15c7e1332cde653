/**
 * What the line tester shows for one typed line, computed by the engine: the seed-004 degree, the
 * reading in Table III.2 form, the meanings of an ambiguous line, the parser's notes, and what the
 * adjudicator then does with the order. Pure (no DOM), so the build renders every example with it
 * and the browser runs the same code for what the reader types.
 */
import { standardMap } from '../../../engine/map/standardMap';
import { formatOrder } from '../../../engine/orders/format';
import { parseOrders } from '../../../engine/orders/parse';
import type { Degree, LineStatus, Severity } from '../../../engine/orders/parseTypes';
import type { GameOrder, MovementOrder, Order } from '../../../engine/orders/types';
import { adjudicate } from '../../../engine/resolve';
import { adjudicateAdjustments } from '../../../engine/resolve/adjustments';
import { ruleSet } from '../../../engine/rules';
import type { RuleId } from '../../../engine/rules/citations';
import { explainAdjustment } from '../../../engine/trace/phaseSentences';
import { explainOrder, withoutRuleRefs } from '../../../engine/trace/sentences';
import { parsePosition, type TesterPosition } from './position';

/** Seed 004's house rules are what the Alexander rule set reads orders by. */
const RULES = 'alexander';

export const DEGREE_LABELS: Record<Degree | 'not-an-order', string> = {
  'not-an-order': 'Not an order',
  'un-assignable': 'Un-assignable',
  ambiguous: 'Ambiguous',
  'badly-written': 'Badly written',
  'well-written': 'Well written',
};

/** What happens to the line, in the four words the page teaches. */
export type Verdict = 'ignored' | 'not-followed' | 'illegal' | 'followed';

export const VERDICT_LABELS: Record<Verdict, string> = {
  ignored: 'Ignored',
  'not-followed': 'Not followed',
  illegal: 'Illegal: not followed',
  followed: 'Followed',
};

export interface LineReport {
  /** The line as typed. */
  text: string;
  /** Nothing to read: an empty line, a comment or a heading such as "France:". */
  blank?: string;
  degree?: Degree | 'not-an-order';
  /** The order as the engine reads it, in Table III.2 form (`A Mar-Gas`) and spelt out. */
  reading?: { short: string; full: string };
  /** An ambiguous line: every order it could mean (none when it means nothing at all). */
  meanings: { short: string; full: string }[];
  /** The parser's remarks: each correction, the reason a line is illegal or ambiguous. */
  notes: { severity: Severity; message: string }[];
  verdict?: Verdict;
  /** What the adjudicator does, in a sentence. */
  action?: string;
  /** For an order the adjudicator rules: its outcome word (succeeds, fails, illegal, …). */
  outcome?: string;
  /** Rule ids behind the reading (engine/rules/citations.ts). */
  rules: RuleId[];
}

const written = (o: GameOrder) => ({ short: formatOrder(o), full: formatOrder(o, { style: 'full' }) });

const MOVEMENT_KINDS = new Set(['hold', 'move', 'support', 'convoy']);
const ADJUSTMENT_KINDS = new Set(['build', 'disband', 'waive']);

export function readLine(text: string, position: TesterPosition): LineReport {
  const parsed = parseOrders(text, parsePosition(position), RULES);
  const report: LineReport = { text, meanings: [], notes: [], rules: [] };
  const line = parsed.lines[0];
  if (!line && parsed.headings.some((h) => h.kind === 'not-an-order')) {
    // A line that tries to order nothing: a verdict of its own, touching no unit.
    report.degree = 'not-an-order';
    report.notes = [{ severity: 'info', message: 'The line does not start as an order starts (with a unit, a power, an order word, or a province something is done with), so it orders nothing and touches no unit.' }];
    return report;
  }
  if (!line) {
    report.blank = parsed.headings.length > 0 ? 'This reads as a heading (a power’s name or a date), not an order.' : 'Type an order to see how it is read.';
    return report;
  }
  report.degree = line.degree;
  if (line.order) report.reading = written(line.order);
  report.meanings = line.meanings.map(written);
  report.notes = line.diagnostics.map((d) => ({ severity: d.severity, message: d.message }));
  report.rules = line.rules;
  Object.assign(report, verdictOf(line.status, line.order, position));
  return report;
}

function verdictOf(status: LineStatus, order: GameOrder | undefined, position: TesterPosition): Pick<LineReport, 'verdict' | 'action' | 'outcome'> {
  const stays = position.phase === 'movement' ? 'the unit holds' : 'nothing is built or removed';
  switch (status) {
    case 'unassignable':
      return { verdict: 'ignored', action: 'The line cannot be given to any unit (or home centre), so it is ignored: the turn goes on as if it were not written.' };
    case 'ambiguous':
      return { verdict: 'not-followed', action: `An order with two meanings, or none, is treated as illegal: ${stays}.` };
    case 'followed':
    case 'illegal': {
      const ruled = order ? rule(order, position) : undefined;
      const action = ruled?.action ?? (status === 'followed' ? 'The order is carried out.' : `The order is illegal, so it is not carried out: ${stays}.`);
      return { verdict: status, action, ...(ruled ? { outcome: ruled.outcome } : {}) };
    }
    default:
      // Procedures that need several lines (sets, superseded, too many builds) cannot happen with one.
      return { verdict: 'not-followed', action: 'Another order counts instead of this one.' };
  }
}

/** Rule the order alone on the tester's position (every other unit holds) and word the result. */
function rule(order: GameOrder, position: TesterPosition): { outcome: string; action: string } | undefined {
  if (position.phase === 'movement' && MOVEMENT_KINDS.has(order.kind)) {
    const result = adjudicate({ units: position.units }, [order as MovementOrder], { rules: RULES });
    const r = result.orders[0];
    return { outcome: r.outcome, action: withoutRuleRefs(explainOrder(standardMap, result, 0)) };
  }
  if (position.phase === 'adjustment' && ADJUSTMENT_KINDS.has(order.kind)) {
    const centres = Object.fromEntries(Object.entries(position.centres ?? {}).filter((e): e is [string, NonNullable<(typeof e)[1]>] => e[1] !== undefined));
    const result = adjudicateAdjustments(standardMap, { units: position.units, centres }, [order as Order], ruleSet(RULES));
    return { outcome: result.orders[0].outcome, action: withoutRuleRefs(explainAdjustment(standardMap, result, 0)) };
  }
  return undefined;
}
