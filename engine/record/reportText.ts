import { formatPlace, formatUnitKey } from '../orders/format';
import { ruleSet } from '../rules';
import type { CheckReport, OrderCheck } from './checkRecord';

const recordedWord = (o: OrderCheck) => (o.recorded === null ? '(no result written)' : o.recorded === '' ? '(no suffix: succeeded)' : o.recorded);
const ourWord = (o: OrderCheck) => `${o.ours}${o.dislodged && o.ours !== 'dislodged' ? ', dislodged' : ''}`;

/** The last line of every report. */
export function summaryLine(r: CheckReport): string {
  const s = r.summary;
  return `${s.phases} phases, ${s.orders} orders compared, ${s.agree} agree, ${s.differ} differ`;
}

/** A game master's report: each phase with its differences, problems with the record, then the summary line. */
export function checkText(r: CheckReport): string {
  const out: string[] = [`Game record (${r.format}) re-ruled under ${ruleSet(r.rules).title}`];
  for (const p of r.phases) {
    const differ = p.orders.filter((o) => o.agree === false);
    const compared = p.orders.filter((o) => o.agree !== null).length;
    out.push('', `${p.name}${p.line ? ` (line ${p.line})` : ''}: ${differ.length === 0 ? `agrees (${compared} result${compared === 1 ? '' : 's'} compared)` : `${differ.length} of ${compared} results differ`}`);
    if (p.dislodged.length) out.push(`  dislodged (ours): ${p.dislodged.map((d) => `${formatUnitKey(d.unit)}${d.retreats.length ? ` (may retreat to ${d.retreats.map((l) => formatPlace(l)).join(', ')})` : ' (no retreat)'}`).join('; ')}`);
    for (const o of differ) {
      out.push(`  ${o.line ? `line ${o.line}: ` : ''}${o.power} ${o.text}`);
      out.push(`    record: ${recordedWord(o)}; ours: ${ourWord(o)}`);
      out.push(`    ${o.explanation}`);
      if (o.rules.length) out.push(`    rules: ${o.rules.join(', ')}`);
      out.push(`    ${o.recordRightUnder?.length ? `the record's result is what ${o.recordRightUnder.map((id) => ruleSet(id).title).join(', ')} rule${o.recordRightUnder.length === 1 ? 's' : ''}` : 'no rule set we know rules as the record does'}`);
    }
  }
  if (r.problems.length) {
    out.push('', 'Problems with the record:');
    for (const p of r.problems) out.push(`  ${p.message}`);
  }
  out.push('', summaryLine(r));
  return out.join('\n');
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** The report as Markdown, for a forum post: one table of differences per phase that has any. */
export function checkMarkdown(r: CheckReport): string {
  const out: string[] = [`**Game record re-ruled under ${ruleSet(r.rules).title}** — ${summaryLine(r)}`];
  for (const p of r.phases) {
    const differ = p.orders.filter((o) => o.agree === false);
    if (differ.length === 0) continue;
    out.push('', `### ${p.name}`, '', '| order | record | ours | why | record right under |', '| --- | --- | --- | --- | --- |');
    for (const o of differ) {
      out.push(`| ${cell(`${o.power} ${o.text}`)} | ${cell(recordedWord(o))} | ${cell(ourWord(o))} | ${cell(o.explanation)} | ${o.recordRightUnder?.join(', ') || '—'} |`);
    }
  }
  if (r.problems.length) out.push('', '**Problems with the record**', '', ...r.problems.map((p) => `- ${cell(p.message)}`));
  return out.join('\n');
}
