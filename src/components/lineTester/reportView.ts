/**
 * A line report as rows of plain text pieces, so the build (LineReport.astro) and the browser
 * (tester.ts, with textContent only) draw the very same thing and nothing typed is ever HTML.
 */
import type { CiteLink } from '../../lib/cites';
import { DEGREE_LABELS, VERDICT_LABELS, type LineReport } from '../../lib/lineTester/readLine';

export interface Piece {
  text: string;
  /** Shown as code: an order in Table III.2 form. */
  code?: boolean;
  strong?: boolean;
  /** A citation link (absent while its page is not built). */
  href?: string;
  title?: string;
}

export interface ReportRow {
  /** `degree`, `reading`, `meanings`, `verdict`, `notes`, `rules`: tests and styles find rows by it. */
  field: string;
  label: string;
  /** One entry per list item; a row with one item is shown as a sentence. */
  items: Piece[][];
}

export function reportRows(report: LineReport, link: (id: string) => CiteLink): ReportRow[] {
  if (!report.degree) return [];
  const rows: ReportRow[] = [{ field: 'degree', label: 'Degree', items: [[{ text: DEGREE_LABELS[report.degree], strong: true }]] }];
  if (report.reading) {
    rows.push({ field: 'reading', label: 'Read as', items: [[{ text: report.reading.short, code: true }, { text: ` — ${report.reading.full}` }]] });
  }
  if (report.degree === 'ambiguous') {
    rows.push({
      field: 'meanings',
      label: 'Could mean',
      items: report.meanings.length ? report.meanings.map((m) => [{ text: m.short, code: true }, { text: ` — ${m.full}` }]) : [[{ text: 'nothing at all: the line has no meaning that can be followed' }]],
    });
  }
  if (report.verdict) {
    const word = report.outcome && report.outcome !== 'illegal' ? ` (${report.outcome})` : '';
    rows.push({ field: 'verdict', label: 'Adjudicator', items: [[{ text: `${VERDICT_LABELS[report.verdict]}${word}.`, strong: true }, { text: ` ${report.action ?? ''}` }]] });
  }
  if (report.notes.length) rows.push({ field: 'notes', label: 'Notes', items: report.notes.map((n) => [{ text: n.message }]) });
  if (report.rules.length) {
    const cites = report.rules.map(link);
    rows.push({ field: 'rules', label: 'Rules', items: [cites.flatMap((c, i) => [...(i ? [{ text: ', ' }] : []), { text: c.label, title: c.title, ...(c.href ? { href: c.href } : {}) }])] });
  }
  return rows;
}
