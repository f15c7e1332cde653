/**
 * The GM ruling as a forum post: a Markdown table (GitHub-flavoured, which most forums read), then
 * the lines that could not be followed, the units after the phase and the retreats owed. Players'
 * text is escaped, so a line written as `<b>` or `|` shows as written and cannot break the table.
 */
import { DEGREE_LABEL, otherEnginesSentence, type GmRuling } from '../../lib/gm/gmRuling';
import { outcomeView } from '../scenario/outcomes';
import type { CiteLink } from '../../lib/cites';

/** Backslash-escape every character Markdown (or inline HTML) could act on; newlines become spaces. */
export function mdText(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]<>()#+!|~&]/g, '\\$&');
}

function mdCites(cites: readonly CiteLink[], origin: string): string {
  return cites.map((c) => (c.href ? `[${mdText(c.label)}](${origin}${c.href})` : mdText(c.label))).join(', ');
}

const AFTER: Record<string, string> = { movement: 'After the movement', retreat: 'After the retreats', adjustment: 'After the adjustments' };

/** `origin` makes the rule links absolute (`https://example.org`); without it they stay site-relative. */
export function rulingMarkdown(r: GmRuling, origin = ''): string {
  const out = [`**Ruling: ${mdText(r.phase)}, ${mdText(r.rulesTitle)}**`, '', '| Line | Power | As written | Read as | Degree | Outcome | Why | Rules |', '|---:|---|---|---|---|---|---|---|'];
  for (const row of r.rows) {
    const outcome = outcomeView(row.outcome, row.kind).word + (row.dislodged && row.outcome !== 'dislodged' ? ', dislodged' : '');
    const reading = row.reading ?? (row.meanings.length ? `one of ${row.meanings.join(' / ')}` : '');
    const why = row.otherEngines ? `${row.explanation} ${otherEnginesSentence(row.otherEngines, outcomeView(row.otherEngines.outcome, row.kind).word)}` : row.explanation;
    const cells = [row.line === null ? '' : String(row.line), row.powerName, row.text, reading, DEGREE_LABEL[row.degree], outcome, why];
    out.push(`| ${cells.map(mdText).join(' | ')} | ${mdCites(row.cites, origin)} |`);
  }
  if (r.problems.length > 0) {
    out.push('', '**Lines not followed as written**', '');
    for (const p of r.problems) out.push(`- Line ${p.line} (${mdText(p.powerName)}, ${p.degree}): “${mdText(p.text)}”. ${mdText(p.why)}`);
  }
  if (r.notOrders.length > 0) {
    out.push('', '**Lines that order nothing** (left aside)', '');
    for (const n of r.notOrders) out.push(`- Line ${n.line}: “${mdText(n.text)}”`);
  }
  out.push('', `**${AFTER[phaseOf(r)] ?? 'After the phase'}**`, '');
  for (const p of r.after) out.push(`- ${mdText(p.powerName)}: ${mdText(p.units.join(', '))}`);
  if (r.retreats.length > 0) {
    out.push('', '**Retreats owed**', '');
    for (const d of r.retreats) out.push(`- ${mdText(d.unit)}, dislodged by the ${d.convoyed ? 'convoyed ' : ''}attack from ${mdText(d.attackedFrom)}: ${d.options.length ? `may retreat to ${mdText(d.options.join(', '))}` : 'no retreat; it is disbanded'}`);
  }
  if (r.standoffs.length > 0) out.push('', `Standoffs (no retreat there): ${mdText(r.standoffs.join(', '))}`);
  if (r.unusedBuilds.length > 0) {
    out.push('', '**Builds left unused**', '');
    for (const s of r.unusedBuilds) out.push(`- ${mdText(s)}`);
  }
  if (r.insurrections.length > 0) {
    out.push('', '**At the end of the season**', '');
    for (const s of r.insurrections) out.push(`- ${mdText(s)}`);
  }
  return out.join('\n');
}

function phaseOf(r: GmRuling): string {
  return r.phase.split(' ').pop() ?? 'movement';
}
