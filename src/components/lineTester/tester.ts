/**
 * The awake line tester (loaded by arm.ts with the engine): reads the typed line on the chosen
 * position as the reader types and draws the report. Everything typed reaches the page through
 * textContent only, never as HTML.
 */
import { citeLinker, type CiteLinker } from '../../lib/cites';
import type { Wakening } from './arm';
import type { TesterPosition } from '../../lib/lineTester/position';
import { readLine } from '../../lib/lineTester/readLine';
import { reportRows, type Piece } from './reportView';

interface TesterData {
  positions: TesterPosition[];
  pages: string[];
}

const awake = new WeakMap<HTMLElement, (w: Wakening) => void>();

export function wake(tester: HTMLElement, w: Wakening): void {
  let apply = awake.get(tester);
  if (!apply) {
    apply = setUp(tester);
    awake.set(tester, apply);
    tester.dataset.live = 'true';
  }
  apply(w);
}

function setUp(tester: HTMLElement): (w: Wakening) => void {
  const data = JSON.parse(tester.querySelector('[data-lt="data"]')?.textContent ?? '{}') as TesterData;
  const link = citeLinker(new Set(data.pages));
  const input = tester.querySelector<HTMLInputElement>('[data-lt="line"]')!;
  const select = tester.querySelector<HTMLSelectElement>('[data-lt="position"]')!;
  const out = tester.querySelector<HTMLElement>('[data-lt="report"]')!;
  const byId = new Map(data.positions.map((p) => [p.id, p]));

  const show = () => {
    for (const units of tester.querySelectorAll<HTMLElement>('[data-lt-units]')) units.hidden = units.dataset.ltUnits !== select.value;
    const position = byId.get(select.value) ?? data.positions[0];
    out.replaceChildren(draw(input.value, position, link));
  };
  input.addEventListener('input', show);
  select.addEventListener('change', show);

  return (w) => {
    if (w.position && byId.has(w.position)) select.value = w.position;
    if (w.line !== undefined) {
      input.value = w.line;
      tester.scrollIntoView({ block: 'start', behavior: 'smooth' });
      input.focus({ preventScroll: true });
    }
    show();
  };
}

function draw(text: string, position: TesterPosition, link: CiteLinker): Node {
  const report = readLine(text, position);
  if (report.blank) return el('p', { class: 'lt-hint' }, [report.blank]);
  const dl = el('dl', { class: 'lt-report' });
  if (report.degree) dl.dataset.degree = report.degree;
  for (const row of reportRows(report, link)) {
    const dd = el('dd');
    if (row.items.length === 1) dd.append(...row.items[0].map(piece));
    else dd.append(el('ul', {}, row.items.map((item) => el('li', {}, item.map(piece)))));
    const div = el('div', { class: 'lt-row' }, [el('dt', {}, [row.label]), dd]);
    div.dataset.field = row.field;
    dl.append(div);
  }
  return dl;
}

function piece(p: Piece): Node {
  if (p.href) return el('a', { href: p.href, ...(p.title ? { title: p.title } : {}) }, [p.text]);
  if (p.code) return el('code', {}, [p.text]);
  if (p.strong) return el('strong', {}, [p.text]);
  if (p.title) return el('span', { title: p.title }, [p.text]);
  return document.createTextNode(p.text);
}

/** An element with attributes and children; strings become text nodes. */
function el(tag: string, attrs: Record<string, string> = {}, children: (Node | string)[] = []): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return node;
}
