/**
 * The decision graph, drawn with d3-selection into a lab case (LabCase.astro) and redrawn from
 * every ruling of its board. Hovering or focusing a decision highlights its unit on the board and
 * its order in the list; hovering a unit on the board highlights its decisions. Loaded only when
 * the reader opens the graph (labCase.ts).
 */
import { select, type Selection } from 'd3-selection';
import type { BoardRuling } from '../../lib/boardRuling';
import { citeLinker, type CiteLinker } from '../../lib/cites';
import { decisionDrawing, GLYPH, KIND_WORD, type DecisionDrawing, type DecisionNode } from './decisionLayout';

const HL = 'lab-hl';

export class DecisionGraphView {
  private readonly host: HTMLElement;
  private readonly section: HTMLElement;
  private readonly link: CiteLinker;
  private drawing?: DecisionDrawing;
  private svg: Selection<SVGSVGElement, unknown, null, undefined>;

  constructor(host: HTMLElement, section: HTMLElement, pages: readonly string[]) {
    this.host = host;
    this.section = section;
    this.link = citeLinker(new Set(pages));
    host.replaceChildren();
    const title = `${host.id}-title`;
    select(host).append('p').attr('class', 'lab-graph-title').attr('id', title).text('The decisions of this ruling');
    // Scrolls sideways inside its frame on a narrow screen rather than shrink its 11 px labels.
    this.svg = select(host).append('div').attr('class', 'lab-graph-scroll').style('overflow-x', 'auto').append('svg').attr('class', 'lab-graph-svg').attr('role', 'group').attr('aria-labelledby', title);
    this.svg.append('defs').html(`<marker id="${host.id}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 L3,5 Z" class="lab-graph-head"/></marker>`);
    select(host).append('div').attr('class', 'lab-graph-settled').attr('aria-live', 'polite');
    // The key to the letters in the circles, always in view: it lists the kinds this graph has.
    select(host)
      .append('ul')
      .attr('class', 'lab-graph-key')
      .attr('data-graph-key', '')
      .attr('aria-label', 'Key to the letters in the circles')
      .style('list-style', 'none')
      .style('padding', '0')
      .style('margin', '0.5rem 0')
      .style('display', 'flex')
      .style('flex-wrap', 'wrap')
      .style('gap', '0.25rem 1rem')
      .style('font-size', 'var(--sl-text-sm)');
    select(host).append('p').attr('class', 'lab-graph-legend').text('An arrow runs from a decision to each decision it waits for; dependencies stand above. Decisions that wait for each other in a circle are drawn on a ring of their own. Hover or focus a decision to see its unit on the board.');
    // The board's units point back at their decisions; the board is redrawn on edits, so listen on the section.
    section.addEventListener('mouseover', (e) => {
      const unit = (e.target as Element).closest?.('figure.board .bd-before .bd-unit[data-province]');
      if (unit) this.highlightProvince((unit as SVGElement).dataset.province!);
    });
    section.addEventListener('mouseout', (e) => {
      if ((e.target as Element).closest?.('figure.board .bd-unit')) this.clear();
    });
  }

  /** Draw the graph of this ruling. */
  update(ruling: BoardRuling): void {
    const g = decisionDrawing(ruling.result);
    this.drawing = g;
    this.host.dataset.rules = g.rules;
    this.host.dataset.settlements = g.cycles.map((c) => c.settlement).join(' ');
    // The view box scales to the container's width, never below its own units (11 px labels), so
    // a phone scrolls it sideways; a wide screen draws it up to 1.4 times (labels at about 15 px).
    const svg = this.svg.attr('viewBox', `0 0 ${g.width} ${g.height}`).attr('style', `max-width: ${Math.round(g.width * 1.4)}px; min-width: ${g.width}px`);
    const arrow = `url(#${this.host.id}-arrow)`;

    svg
      .selectAll('circle.lab-ring')
      .data(g.cycles)
      .join('circle')
      .attr('class', (c) => `lab-ring lab-${c.settlement}`)
      .attr('cx', (c) => c.cx)
      .attr('cy', (c) => c.cy)
      .attr('r', (c) => c.r + 24)
      .attr('data-settlement', (c) => c.settlement);
    svg
      .selectAll('text.lab-ring-label')
      .data(g.cycles)
      .join('text')
      .attr('class', 'lab-ring-label')
      .attr('x', (c) => c.cx)
      .attr('y', (c) => c.cy + 4)
      .attr('text-anchor', 'middle')
      .text((c) => ({ unique: 'unique', 'circular-movement': 'circular movement', szykman: 'Szykman', counterfactual: 'IV.5.f', 'all-fail': 'all fail' })[c.settlement] ?? c.settlement);

    const edges = svg.selectAll<SVGGElement, unknown>('g.lab-edges').data([0]).join('g').attr('class', 'lab-edges');
    edges
      .selectAll('path')
      .data(g.edges, (e) => `${(e as { from: string }).from}>${(e as { to: string }).to}`)
      .join('path')
      .attr('class', (e) => (e.cycle >= 0 ? 'lab-edge lab-edge-cycle' : 'lab-edge'))
      .attr('d', (e) => e.d)
      .attr('marker-end', arrow)
      .attr('data-from', (e) => e.from)
      .attr('data-to', (e) => e.to);

    const nodes = svg
      .selectAll<SVGGElement, unknown>('g.lab-nodes')
      .data([0])
      .join('g')
      .attr('class', 'lab-nodes')
      .selectAll<SVGGElement, DecisionNode>('g.lab-node')
      .data(g.nodes, (n) => (n as DecisionNode).id)
      .join((enter) => {
        const n = enter.append('g').attr('tabindex', 0).attr('role', 'button');
        n.append('circle').attr('r', 15);
        n.append('text').attr('class', 'lab-glyph').attr('text-anchor', 'middle').attr('dy', '0.35em');
        const label = n.append('text').attr('class', 'lab-short');
        label.append('tspan').attr('class', 'lab-short-place');
        label.append('tspan').attr('class', 'lab-short-value');
        n.append('title');
        return n;
      });
    nodes
      .attr('class', (n) => `lab-node lab-${n.kind}${n.cycle >= 0 ? ' lab-in-cycle' : ''}${n.value === false ? ' lab-false' : ''}`)
      .attr('transform', (n) => `translate(${n.x},${n.y})`)
      .attr('data-decision', (n) => n.id)
      .attr('data-unit', (n) => n.unit ?? '')
      .attr('data-province', (n) => n.province)
      .attr('aria-label', (n) => n.label)
      .on('mouseenter focus', (_e, n) => this.highlightNode(n))
      .on('mouseleave blur', () => this.clear());
    nodes.select('text.lab-glyph').text((n) => n.glyph);
    const label = nodes.select('text.lab-short').attr('text-anchor', (n) => n.labelAnchor);
    label.select('tspan.lab-short-place').attr('x', (n) => n.labelDx).attr('y', (n) => n.labelDy).text((n) => n.place);
    label.select('tspan.lab-short-value').attr('x', (n) => n.labelDx).attr('dy', 13).text((n) => n.valueText);
    nodes.select('title').text((n) => n.label);
    // Labels keep a halo in the page's colour, so an arrow passing behind them does not cut them.
    label.style('paint-order', 'stroke').style('stroke', 'var(--sl-color-bg)').style('stroke-width', '3px').style('stroke-linejoin', 'round');

    const kinds = (Object.keys(GLYPH) as (keyof typeof GLYPH)[]).filter((kind) => g.nodes.some((n) => n.kind === kind));
    const items = [
      ...kinds.map((kind) => ({ glyph: GLYPH[kind], words: `${KIND_WORD[kind]}?`, dashed: false })),
      ...(g.nodes.some((n) => n.value === false) ? [{ glyph: '', words: 'Dashed circle: the answer is no', dashed: true }] : []),
    ];
    const key = select(this.host).select('ul.lab-graph-key');
    key
      .selectAll('li')
      .data(items)
      .join((enter) => {
        const li = enter.append('li').style('display', 'inline-flex').style('align-items', 'center').style('gap', '0.35rem');
        // The circle as an HTML badge (not an SVG: the graph's drawing stays its only SVG).
        li.append('span')
          .attr('class', 'lab-key-node')
          .attr('aria-hidden', 'true')
          .style('display', 'inline-flex')
          .style('align-items', 'center')
          .style('justify-content', 'center')
          .style('width', '1.45em')
          .style('height', '1.45em')
          .style('border-radius', '50%')
          .style('border', '1.6px solid var(--sl-color-gray-2)')
          .style('font-weight', '700')
          .style('flex', 'none');
        li.append('span').attr('class', 'lab-key-words');
        return li;
      })
      .attr('data-glyph', (d) => d.glyph)
      .each((d, i, all) => {
        const li = select(all[i] as HTMLLIElement);
        li.select('.lab-key-node').style('border-style', d.dashed ? 'dashed' : 'solid').text(d.glyph);
        li.select('.lab-key-words').text(d.words);
      });

    const settled = select(this.host).select('.lab-graph-settled');
    settled.selectAll('p').data(g.cycles.length ? g.cycles : [null]).join('p').each((c, i, all) => {
      const p = select(all[i] as HTMLParagraphElement);
      p.selectAll('*').remove();
      p.attr('data-settlement', c?.settlement ?? 'none');
      if (!c) {
        p.text('No decision waits on itself here: everything is decided in one pass, left to right.');
        return;
      }
      p.text(`A cycle of ${c.members.length} decisions. ${c.words} `);
      if (c.rule) {
        const l = this.link(c.rule);
        if (l.href) p.append('a').attr('href', l.href).attr('title', l.title).text(l.label);
        else p.append('span').attr('title', l.title).text(l.label);
      }
    });
  }

  private boardParts(unit: string | null, province: string): Element[] {
    const out: Element[] = [];
    if (province) out.push(...this.section.querySelectorAll(`figure.board .bd-before .bd-unit[data-province="${CSS.escape(province)}"]`));
    if (unit) out.push(...this.section.querySelectorAll(`.sc-order[data-unit="${CSS.escape(unit)}"]`));
    return out;
  }

  private highlightNode(n: DecisionNode): void {
    this.clear();
    for (const el of this.boardParts(n.unit, n.unit ? n.unit.split(' ')[2].split('/')[0] : n.province)) el.classList.add(HL);
    this.host.querySelector(`[data-decision="${CSS.escape(n.id)}"]`)?.classList.add(HL);
    for (const e of this.host.querySelectorAll(`.lab-edge[data-from="${CSS.escape(n.id)}"], .lab-edge[data-to="${CSS.escape(n.id)}"]`)) e.classList.add(HL);
  }

  private highlightProvince(province: string): void {
    this.clear();
    for (const n of this.drawing?.nodes ?? []) {
      if (n.unit?.split(' ')[2].split('/')[0] === province) this.host.querySelector(`[data-decision="${CSS.escape(n.id)}"]`)?.classList.add(HL);
    }
  }

  private clear(): void {
    for (const el of this.section.querySelectorAll(`.${HL}`)) el.classList.remove(HL);
    for (const el of this.host.querySelectorAll(`.${HL}`)) el.classList.remove(HL);
  }
}
