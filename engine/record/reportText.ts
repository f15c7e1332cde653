import { formatPlace, formatUnitKey } from '../orders/format';
import { ruleSet } from '../rules';
import { datcCaseUrl } from '../rules/datcCases';
import type { CheckReport, OrderCheck, PhaseCheck } from './checkRecord';
import type { SetAsideOrder } from './types';
import { otherSeasonTitle } from './phaseNames';
import { knownDifferenceFor, type KnownDifferences } from './otherEngines/knownDifferences';

const recordedWord = (o: OrderCheck) => (o.recorded === null ? '(no result written)' : o.recorded === '' ? '(no suffix: succeeded)' : o.recorded);
const ourWord = (o: OrderCheck) => `${o.ours}${o.dislodged && o.ours !== 'dislodged' ? ', dislodged' : ''}`;

/** `, "Winter of 1901" in the record`, when the record names the phase's season otherwise. */
function titled(p: PhaseCheck): string {
  const title = otherSeasonTitle(p);
  return title ? `, "${title}" in the record` : '';
}

/** A difference that an order given to no power may explain: where that order is. */
export function setAsideSentence(aside: SetAsideOrder): string {
  return `This may come from the order set aside at ${aside.where} ("${aside.text}"): given to no power of this game, it was not followed, and followed it gives the record's result. Counted apart from the differences.`;
}

/** ` (1 may come from an order set aside)`, when any of these differences may. */
function asideIn(differ: readonly OrderCheck[]): string {
  const n = differ.filter((o) => o.setAside).length;
  return n ? ` (${n} may come from an order set aside)` : '';
}

/** The last line of every report. */
export function summaryLine(r: CheckReport): string {
  const s = r.summary;
  return `${s.phases} phases, ${s.orders} orders compared, ${s.agree} agree, ${s.differ} differ${s.setAside ? `, ${s.setAside} more may come from orders set aside` : ''}`;
}

/** A unit we dislodged and where it may go: `F ENG (France) (may retreat to IRI, MAO, Pic)`. */
export function dislodgedText(d: PhaseCheck['dislodged'][number]): string {
  return `${formatUnitKey(d.unit)}${d.retreats.length ? ` (may retreat to ${d.retreats.map((l) => formatPlace(l)).join(', ')})` : ' (no retreat)'}`;
}

/** A game master's report: each phase with its differences, problems with the record, then the summary line; `known` names a difference the record's own engine is known to rule its way. */
export function checkText(r: CheckReport, known?: KnownDifferences): string {
  const out: string[] = [`Game record (${r.format}) re-ruled under ${ruleSet(r.rules).title}`];
  for (const p of r.phases) {
    const differ = p.orders.filter((o) => o.agree === false);
    const compared = p.orders.filter((o) => o.agree !== null).length;
    out.push('', `${p.name}${titled(p)}${p.line ? ` (line ${p.line})` : ''}: ${compared === 0 ? 'not compared (the record gives no results for it)' : differ.length === 0 ? `agrees (${compared} result${compared === 1 ? '' : 's'} compared)` : `${differ.length} of ${compared} results differ${asideIn(differ)}`}`);
    if (p.dislodged.length) out.push(`  dislodged (ours): ${p.dislodged.map(dislodgedText).join('; ')}`);
    for (const o of differ) {
      out.push(`  ${o.line ? `line ${o.line}: ` : ''}${o.power} ${o.text}`);
      out.push(`    record: ${recordedWord(o)}; ours: ${ourWord(o)}`);
      out.push(`    ${o.explanation}`);
      if (o.setAside) out.push(`    ${setAsideSentence(o.setAside)}`);
      if (o.decidingFact) out.push(`    What decides it: ${o.decidingFact}`);
      if (o.rules.length) out.push(`    rules: ${o.rules.join(', ')}`);
      if (o.datcCases?.length) out.push(`    DATC: ${o.datcCases.map((c) => `${c.id} ${c.title}`).join('; ')}`);
      const k = o.datcCases ? knownDifferenceFor(known, r.format, o.datcCases.map((c) => c.id)) : undefined;
      if (k) out.push(`    ${k.engine} rules this its own way (${k.id}): ${k.says}`);
      out.push(`    ${rightUnderSentence(o.recordRightUnder ?? [], (id) => ruleSet(id).title)}`);
    }
  }
  if (r.problems.length) {
    out.push('', 'Problems with the record:');
    for (const p of r.problems) out.push(`  ${p.message}`);
  }
  out.push('', summaryLine(r));
  return out.join('\n');
}

/** A table cell's text: newlines become spaces and what Markdown or inline HTML acts on is escaped, so a judge's `(*bounce*)` shows as written. */
const cell = (s: string) => s.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]<>#|~]/g, '\\$&');

/**
 * The report as Markdown, for a forum post: per phase, the units we dislodged and a table of its
 * differences, for each phase that has either. `origin` makes the DATC links absolute
 * (`https://example.org`); without it they stay site-relative.
 */
export function checkMarkdown(r: CheckReport, origin = ''): string {
  const out: string[] = [`**Game record re-ruled under ${ruleSet(r.rules).title}** — ${summaryLine(r)}`];
  for (const p of r.phases) {
    const differ = p.orders.filter((o) => o.agree === false);
    if (differ.length === 0 && p.dislodged.length === 0) continue;
    out.push('', `### ${p.name}${cell(titled(p))}`);
    if (p.dislodged.length) out.push('', `Dislodged (ours): ${cell(p.dislodged.map(dislodgedText).join('; '))}`);
    if (differ.length === 0) continue;
    out.push('', '| order | record | ours | why | DATC | record right under |', '| --- | --- | --- | --- | --- | --- |');
    for (const o of differ) {
      const datc = o.datcCases?.map((c) => `[${c.id} ${cell(c.title)}](${origin}${datcCaseUrl(c.id)})`).join(', ') || '—';
      const under = o.recordRightUnder?.map((id) => ruleSet(id).title).join(', ') || '—';
      const why = [o.explanation, o.decidingFact ? `What decides it: ${o.decidingFact}` : '', o.setAside ? setAsideSentence(o.setAside) : ''].filter(Boolean).join(' ');
      out.push(`| ${cell(`${o.power} ${o.text}`)} | ${cell(recordedWord(o))} | ${cell(ourWord(o))} | ${cell(why)} | ${datc} | ${under} |`);
    }
  }
  if (r.problems.length) out.push('', '**Problems with the record**', '', ...r.problems.map((p) => `- ${cell(p.message)}`));
  return out.join('\n');
}

/** Where the record's ruling would be right: "The record is right under DATC preferences and The 2008 rulebook." */
export function rightUnderSentence(ids: readonly string[], title: (id: string) => string): string {
  if (ids.length === 0) return 'No rule set here rules as the record does.';
  const names = ids.map(title);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `The record's result is right under ${list}.`;
}
