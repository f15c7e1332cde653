/**
 * What covers what on a page's boards, as drawn: a mark (a standoff's star, a failed order's
 * cross) over a unit or a name, a unit the drawing moves (dislodged and pushed aside, built, removed) over
 * another, a province's name under a unit, a tool's ring, an arrowhead or a supply centre's mark,
 * and two names over each other. Measured in
 * the browser on the boards as they are laid out, at the page's width. The map's own names and
 * centre marks live in a shared drawing that each board shows through `<use>`, out of reach of
 * measuring; each is measured as a copy put into the board's view for a moment.
 *
 * Passed to `page.evaluate`: it must stand alone (no imports, no helpers outside it).
 */
export function boardOverlaps(): string[] {
  /** How much of the smaller box may be covered before it counts: an edge's touch is no collision. */
  const TOLERANCE = 0.1;
  type Box = { what: string; r: DOMRect; moved?: boolean };
  const area = (r: DOMRect) => r.width * r.height;
  const shared = (a: DOMRect, b: DOMRect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const covers = (a: DOMRect, b: DOMRect) => area(a) > 0 && area(b) > 0 && shared(a, b) > TOLERANCE * Math.min(area(a), area(b));
  const seen = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) && getComputedStyle(el).visibility !== 'hidden';
  const found: string[] = [];
  // Every board's name copies go in first and come out last: measuring between inserts and
  // removals would lay the whole page out again for every name.
  const copies = new Set<Element>();
  const boards = [...document.querySelectorAll<SVGSVGElement>('svg[data-board]')].flatMap((svg, index) => {
    if (svg.getBoundingClientRect().width === 0 || !seen(svg)) return [];
    const use = svg.querySelector('use');
    const hiddenNames = new Set([...(use?.getAttribute('style') ?? '').matchAll(/--lbl-([a-z_]+):\s*hidden/g)].map((m) => m[1]));
    const names: { text: string; copy: SVGTextElement }[] = [];
    const centres: SVGGElement[] = [];
    if (use?.parentNode) {
      for (const text of document.querySelectorAll<SVGTextElement>('svg defs text.bd-label')) {
        const id = /--lbl-([a-z_]+)/.exec(text.getAttribute('style') ?? '')?.[1];
        if (id && hiddenNames.has(id)) continue;
        const copy = text.cloneNode(true) as SVGTextElement;
        copy.removeAttribute('style');
        use.parentNode.insertBefore(copy, use);
        copies.add(copy);
        names.push({ text: text.textContent ?? '', copy });
      }
      for (const sc of document.querySelectorAll<SVGGElement>('svg defs g.bd-sc')) {
        const copy = sc.cloneNode(true) as SVGGElement;
        use.parentNode.insertBefore(copy, use);
        copies.add(copy);
        centres.push(copy);
      }
    }
    return [{ svg, index, names, centres }];
  });
  for (const { svg, index, names, centres } of boards) {
    const frame = svg.getBoundingClientRect();
    const name = svg.closest('[data-scenario]')?.getAttribute('data-scenario') ?? svg.closest('figure')?.getAttribute('data-board') ?? `board ${index + 1}`;
    // The view drawn now: a board with a "before" and an "after" shows one of them.
    const units: Box[] = [...svg.querySelectorAll('[data-unit]')]
      .filter(seen)
      .map((el) => ({ what: `unit ${el.getAttribute('data-unit')}`, r: el.getBoundingClientRect(), moved: Boolean(el.closest('.bd-unit.dislodged, .bd-unit.bd-new, .bd-unit.bd-removed')) }));
    const marks: Box[] = [...svg.querySelectorAll('.bd-mark')].filter(seen).map((el) => ({ what: el.querySelector('title')?.textContent ?? el.getAttribute('class') ?? 'a mark', r: el.getBoundingClientRect() }));
    // A tool's rings (a build spot, a place to pick) cover names as a mark would.
    const rings: Box[] = [...svg.querySelectorAll('.bd-candidate .bd-candidate-ring')].filter(seen).map((el) => ({ what: `the ring for ${el.closest('.bd-candidate')?.getAttribute('aria-label') ?? 'a place'}`, r: el.getBoundingClientRect() }));
    const labels: Box[] = [...svg.querySelectorAll('text.bd-label')].filter((el) => !copies.has(el) && seen(el)).map((el) => ({ what: `name "${el.textContent}"`, r: el.getBoundingClientRect() }));
    const heads: Box[] = [...svg.querySelectorAll('.bd-head')].filter(seen).map((el) => ({ what: 'an arrowhead', r: el.getBoundingClientRect() }));
    const centreMarks: Box[] = centres.map((el) => ({ what: 'a supply centre mark', r: el.querySelector('.bd-sc-mark')!.getBoundingClientRect() }));
    for (const n of names) labels.push({ what: `name "${n.text}"`, r: n.copy.getBoundingClientRect() });
    const inside = (b: Box) => b.r.right > frame.left && b.r.left < frame.right && b.r.bottom > frame.top && b.r.top < frame.bottom;
    const u = units.filter(inside);
    const m = marks.filter(inside);
    const l = labels.filter(inside);
    const g = rings.filter(inside);
    const h = heads.filter(inside);
    const c = centreMarks.filter(inside);
    for (const mark of m) for (const unit of u) if (covers(mark.r, unit.r)) found.push(`${name}: ${mark.what} covers ${unit.what}`);
    for (const label of l) for (const unit of u) if (covers(label.r, unit.r)) found.push(`${name}: ${label.what} is under ${unit.what}`);
    for (const label of l) for (const ring of g) if (covers(label.r, ring.r)) found.push(`${name}: ${label.what} is under ${ring.what}`);
    for (const label of l) for (const head of h) if (covers(label.r, head.r)) found.push(`${name}: ${label.what} is under ${head.what}`);
    for (const label of l) for (const mark of m) if (covers(label.r, mark.r)) found.push(`${name}: ${label.what} is under ${mark.what}`);
    for (const label of l) for (const centre of c) if (covers(label.r, centre.r)) found.push(`${name}: ${label.what} touches ${centre.what}`);
    // A unit the drawing moves itself (dislodged, pushed aside; built; removed) against any other.
    const moved = (b: Box) => b.moved;
    for (let i = 0; i < u.length; i++) for (let j = i + 1; j < u.length; j++) if ((moved(u[i]) || moved(u[j])) && covers(u[i].r, u[j].r)) found.push(`${name}: ${u[i].what} and ${u[j].what} are drawn over each other`);
    for (let i = 0; i < l.length; i++) for (let j = i + 1; j < l.length; j++) if (covers(l[i].r, l[j].r)) found.push(`${name}: ${l[i].what} and ${l[j].what} collide`);
  }
  for (const copy of copies) copy.remove();
  return found;
}
