/**
 * A board as a picture to post: the board exactly as the page draws it (its own SVG, cloned, so
 * there is no second renderer), under a title naming the phase and the rule set, with a small
 * legend and every order beside its outcome. The fonts travel inside the file, so it looks the
 * same on any machine; the PNG is drawn from that SVG at twice the chosen width. Named
 * `.on-demand`: fetched on the first image, not precached for a first visit (offlineCore.ts).
 */
import interBold from '../../assets/fonts/inter-700.on-demand.woff2?url';
import interRegular from '../../assets/fonts/inter-400.on-demand.woff2?url';
import { standaloneSvg } from './standaloneBoard';
import type { ImageOrder, ImageWidth } from './imageOrders';

export { imageOrders, rowOrders } from './imageOrders';

export interface ImageInput {
  svg: SVGSVGElement;
  /** "Spring 1901 movement" or the case's title. */
  title: string;
  /** The rule set's name. */
  rules: string;
  orders: readonly ImageOrder[];
  width: ImageWidth;
  /** Where the board lives, printed at the foot. */
  link?: string;
  /** A case card: each order's outcome under several rule sets, side by side, in place of the list. */
  table?: CardTable;
  /** Lines under their heading after the orders: how the other engines rule the case. */
  notes?: { heading: string; lines: string[] };
}

/** The orders of a case, one row each, with a cell per rule set. */
export interface CardTable {
  columns: { id: string; name: string }[];
  rows: { text: string; unit?: string; cells: ({ outcome: string; word: string; tone: ImageOrder['tone'] } | undefined)[] }[];
}

const NS = 'http://www.w3.org/2000/svg';
/** The picture is laid out 1000 units wide and scaled to the width chosen. */
const W = 1000;
const FAMILY = 'Lab Inter';
const TONE_COLOUR = { ok: '#1d6b35', bad: '#a32020', cut: '#8a5a00', neutral: '#555' } as const;
const MARK_PATH = { ok: 'M-4,0L-1.3,3L4.5,-3.5', bad: 'M-3.5,-3.5L3.5,3.5M3.5,-3.5L-3.5,3.5', cut: 'M-2.2,-4.5L-0.6,4.5M0.8,-4.5L2.4,4.5', neutral: 'M-3.5,0H3.5' } as const;

const fontCache = new Map<string, Promise<string>>();

/**
 * A font file as a data URL, fetched once (then kept by the service worker); undefined when it
 * cannot be had, offline before any image was made: the image then names a common sans-serif.
 */
function fontData(url: string): Promise<string | undefined> {
  return fontFetched(url).catch(() => undefined);
}

function fontFetched(url: string): Promise<string> {
  let hit = fontCache.get(url);
  if (!hit) {
    hit = fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`the font could not be loaded (${r.status})`);
        return r.arrayBuffer();
      })
      .then((buf) => {
        let bin = '';
        const bytes = new Uint8Array(buf);
        for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return `data:font/woff2;base64,${btoa(bin)}`;
      });
    hit.catch(() => fontCache.delete(url));
    fontCache.set(url, hit);
  }
  return hit;
}

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number | undefined>, text?: string): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Rough text width at a font size, for laying out columns (Inter averages about 0.55 em). */
const textWidth = (s: string, size: number) => s.length * size * 0.55;

/** The picture as an SVG file's text. */
export async function boardImageSvg(input: ImageInput): Promise<string> {
  const [regular, bold] = await Promise.all([fontData(interRegular), fontData(interBold)]);
  const parser = new DOMParser();
  const map = parser.parseFromString(standaloneSvg(input.svg), 'image/svg+xml').documentElement as unknown as SVGSVGElement;
  // A board with a view before and after its orders: only the view shown goes into the picture.
  const shown = [...input.svg.querySelectorAll('.bd-before, .bd-after')].map((e) => getComputedStyle(e).display !== 'none');
  map.querySelectorAll<SVGElement>('.bd-before, .bd-after').forEach((e, i) => (shown[i] ? e.style.setProperty('display', 'inline') : e.remove()));
  const [, , vw, vh] = (map.getAttribute('viewBox') ?? '0 0 1000 850').split(/[\s,]+/).map(Number);
  const mapH = Math.round((W * vh) / vw);

  // The map's colours are custom properties set on the page's board, not on its SVG: carried over.
  const page = getComputedStyle(input.svg);
  const colours = ['--bd-sea', '--bd-land'].map((name) => `${name}: ${page.getPropertyValue(name).trim() || (name === '--bd-sea' ? '#c3dcef' : '#efe4c9')}`).join('; ');
  const root = el('svg', { xmlns: NS, class: 'bd-export', style: colours, 'data-export-image': 'board', 'data-fonts': regular && bold ? 'embedded' : 'system' });
  const faces = [regular && `@font-face { font-family: '${FAMILY}'; font-weight: 400; src: url(${regular}) format('woff2'); }`, bold && `@font-face { font-family: '${FAMILY}'; font-weight: 700; src: url(${bold}) format('woff2'); }`];
  const style = el('style', {}, [...faces.filter(Boolean), `svg.bd-export text { font-family: '${FAMILY}', Arial, Helvetica, sans-serif !important; }`].join('\n'));
  root.append(style, el('rect', { width: '100%', height: '100%', fill: '#ffffff' }));

  let y = 0;
  // A long title is set smaller to fit the width.
  const titleSize = Math.round(Math.min(26, (W - 48) / (input.title.length * 0.58)) * 10) / 10;
  root.append(el('text', { x: 24, y: (y += 40), 'font-size': titleSize, 'font-weight': 700, fill: '#111' }, input.title));
  root.append(el('text', { x: 24, y: (y += 26), 'font-size': 16, fill: '#444' }, `Ruled under ${input.rules}`));
  y += 14;

  map.setAttribute('x', '0');
  map.setAttribute('y', String(y));
  map.setAttribute('width', String(W));
  map.setAttribute('height', String(mapH));
  root.append(map);
  y += mapH;

  y = legend(root, y + 12);
  y = input.table ? cardTable(root, input.table, y + 8) : orderList(root, input.orders, y + 8);
  if (input.notes) y = noteLines(root, input.notes, y + 4);
  if (input.link) root.append(el('text', { x: 24, y: (y += 26), 'font-size': 12, fill: '#555' }, input.link.length > 150 ? `${input.link.slice(0, 147)}…` : input.link));
  y += 20;

  const scale = input.width / W;
  root.setAttribute('viewBox', `0 0 ${W} ${y}`);
  root.setAttribute('width', String(input.width));
  root.setAttribute('height', String(Math.round(y * scale)));
  return new XMLSerializer().serializeToString(root);
}

/** The key to the marks, drawn with the board's own classes so they look as on the board. */
function legend(root: SVGSVGElement, top: number): number {
  const g = el('g', { class: 'bd-export-legend', transform: `translate(24,${top})` });
  const items: [string, (at: number) => SVGElement[]][] = [
    ['moves', (x) => [el('path', { class: 'bd-move ok', d: `M${x},10H${x + 34}`, stroke: '#333', 'stroke-width': 2.5 }), arrowHead(x + 34, 10)]],
    ['fails', (x) => [el('path', { class: 'bd-move failed', d: `M${x},10H${x + 34}`, stroke: '#333', 'stroke-width': 2.5, 'stroke-dasharray': '5 4' }), mark(x + 17, 10, 'bad')]],
    ['supports', (x) => [el('path', { d: `M${x},10H${x + 34}`, stroke: '#333', 'stroke-width': 1.6, 'stroke-dasharray': '2 3', fill: 'none' }), el('circle', { cx: x + 34, cy: 10, r: 4, fill: 'none', stroke: '#333', 'stroke-width': 1.5 })]],
    ['support cut', (x) => [el('path', { d: `M${x},10H${x + 34}`, stroke: '#333', 'stroke-width': 1.6, 'stroke-dasharray': '2 3', fill: 'none' }), mark(x + 17, 10, 'cut')]],
    ['standoff', (x) => [el('path', { d: 'M0,-7L2,-2.5L6.5,-3.5L3.5,0L6.5,3.5L2,2.5L0,7L-2,2.5L-6.5,3.5L-3.5,0L-6.5,-3.5L-2,-2.5Z', transform: `translate(${x + 10},10)`, fill: '#f5c400', stroke: '#333', 'stroke-width': 0.8 })]],
  ];
  let x = 0;
  for (const [label, draw] of items) {
    g.append(...draw(x), el('text', { x: x + 50, y: 15, 'font-size': 14, fill: '#222' }, label));
    x += 50 + textWidth(label, 14) + 30;
  }
  root.append(g);
  return top + 26;
}

function arrowHead(x: number, y: number): SVGElement {
  return el('path', { d: `M${x + 6},${y}L${x - 3},${y - 5}L${x - 3},${y + 5}Z`, fill: '#333' });
}

function mark(x: number, y: number, tone: ImageOrder['tone']): SVGElement {
  return el('path', { d: MARK_PATH[tone], transform: `translate(${x},${y})`, fill: 'none', stroke: TONE_COLOUR[tone], 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
}

/** Every order with its outcome: each power's block whole, the blocks in as many columns as fit. */
function orderList(root: SVGSVGElement, orders: readonly ImageOrder[], top: number): number {
  if (orders.length === 0) return top;
  const SIZE = 14;
  const LINE = 21;
  const lineText = (o: ImageOrder) => `${o.text}: ${o.word}`;
  const blocks = [...new Set(orders.map((o) => o.power))].map((power) => ({ power, orders: orders.filter((o) => o.power === power) }));
  const widest = Math.max(...orders.map((o) => textWidth(lineText(o), SIZE))) + 40;
  const columns = Math.max(1, Math.min(3, blocks.length, Math.floor((W - 48) / Math.max(widest, 280))));
  const colWidth = (W - 48) / columns;
  // Each block goes to the shortest column so far, in the powers' order.
  const heights = new Array<number>(columns).fill(0);
  const g = el('g', { class: 'bd-export-orders', transform: `translate(24,${top})` });
  for (const block of blocks) {
    const c = heights.indexOf(Math.min(...heights));
    const x = c * colWidth;
    let y = heights[c] + 16;
    g.append(el('text', { x, y, 'font-size': SIZE, 'font-weight': 700, fill: '#111' }, block.power));
    for (const o of block.orders) {
      y += LINE;
      const item = el('g', { class: 'bd-export-order', 'data-order-unit': o.unit, 'data-outcome': o.outcome });
      item.append(mark(x + 7, y - 5, o.tone), el('text', { x: x + 20, y, 'font-size': SIZE, fill: '#111' }, lineText(o)));
      g.append(item);
    }
    heights[c] = y + 12;
  }
  root.append(g);
  return top + Math.max(...heights) + 4;
}

/** The case card's table: the order, then its outcome under each rule set; a cell that differs from the first is shaded. */
function cardTable(root: SVGSVGElement, table: CardTable, top: number): number {
  const SIZE = 13;
  const LINE = 22;
  const first = 280;
  const col = (W - 48 - first) / Math.max(1, table.columns.length);
  const g = el('g', { class: 'bd-export-card', transform: `translate(24,${top})` });
  g.append(el('text', { x: 0, y: 16, 'font-size': SIZE, 'font-weight': 700, fill: '#111' }, 'Order'));
  table.columns.forEach((c, i) => g.append(el('text', { x: first + i * col, y: 16, 'font-size': SIZE, 'font-weight': 700, fill: '#111' }, c.name)));
  table.rows.forEach((r, j) => {
    const y = 16 + (j + 1) * LINE;
    g.append(el('text', { x: 0, y, 'font-size': SIZE, fill: '#111' }, r.text.length > 42 ? `${r.text.slice(0, 41)}…` : r.text));
    r.cells.forEach((c, i) => {
      const x = first + i * col;
      if (!c) {
        g.append(el('text', { x, y, 'font-size': SIZE, fill: '#555' }, 'not ruled here'));
        return;
      }
      const differs = i > 0 && r.cells[0] && c.outcome !== r.cells[0].outcome;
      const cell = el('g', { class: 'bd-export-order', 'data-order-unit': r.unit, 'data-outcome': c.outcome, 'data-rules': table.columns[i].id });
      if (differs) cell.append(el('rect', { x: x - 4, y: y - 15, width: col - 6, height: 20, rx: 3, fill: '#fff1c2' }));
      // A long word ("convoy stands, dislodged") is set smaller to stay in its cell.
      const size = Math.min(SIZE, (col - 28) / (c.word.length * (differs ? 0.6 : 0.55)));
      cell.append(mark(x + 7, y - 5, c.tone), el('text', { x: x + 20, y, 'font-size': Math.round(size * 10) / 10, fill: '#111', 'font-weight': differs ? 700 : 400 }, c.word));
      g.append(cell);
    });
  });
  root.append(g);
  return top + 16 + table.rows.length * LINE + 14;
}

/** A heading and its lines, each cut to the width. */
function noteLines(root: SVGSVGElement, notes: { heading: string; lines: string[] }, top: number): number {
  const SIZE = 13;
  const g = el('g', { class: 'bd-export-notes', transform: `translate(24,${top})` });
  g.append(el('text', { x: 0, y: 16, 'font-size': SIZE, 'font-weight': 700, fill: '#111' }, notes.heading));
  const room = Math.floor((W - 48) / (SIZE * 0.55));
  notes.lines.forEach((line, i) => g.append(el('text', { x: 0, y: 16 + (i + 1) * 20, 'font-size': SIZE, fill: '#222' }, line.length > room ? `${line.slice(0, room - 1)}…` : line)));
  root.append(g);
  return top + 16 + notes.lines.length * 20 + 10;
}

/** The SVG drawn on a canvas at twice its width: a PNG Blob. */
export async function boardImagePng(svgText: string): Promise<Blob> {
  const img = new Image();
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    await new Promise<void>((ok, fail) => {
      img.onload = () => ok();
      img.onerror = () => fail(new Error('the board could not be drawn as an image'));
      img.src = url;
    });
    // Give the embedded fonts a frame to be decoded before drawing.
    if (img.decode) await img.decode().catch(() => {});
    const canvas = document.createElement('canvas');
    canvas.width = img.width * 2;
    canvas.height = img.height * 2;
    const ctx = canvas.getContext('2d')!;
    ctx.scale(2, 2);
    ctx.drawImage(img, 0, 0);
    return await new Promise<Blob>((ok, fail) => canvas.toBlob((b) => (b ? ok(b) : fail(new Error('the PNG could not be made'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
