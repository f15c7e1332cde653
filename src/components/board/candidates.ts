/**
 * Places a reader can pick on a board: focusable rings drawn over the map, each with a label and
 * what choosing it does. Click, or Enter/Space; the arrow keys walk the rings in the order given.
 * Used by click-to-order (live/clickToOrder.ts) and by the sandbox's phase and position tools.
 */
import { locPoint } from './anchors';

const SVG = 'http://www.w3.org/2000/svg';

export interface Candidate {
  loc: string;
  label: string;
  choose(): void;
}

export function drawCandidates(layer: SVGGElement, candidates: readonly Candidate[], k: number): void {
  layer.replaceChildren(
    ...candidates.map((c, i) => {
      const at = locPoint(c.loc);
      const g = document.createElementNS(SVG, 'g');
      g.setAttribute('class', 'bd-candidate');
      g.setAttribute('transform', `translate(${at.x},${at.y})`);
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      g.setAttribute('aria-label', c.label);
      g.dataset.index = String(i);
      const ring = document.createElementNS(SVG, 'circle');
      ring.setAttribute('r', String(7 * k));
      const title = document.createElementNS(SVG, 'title');
      title.textContent = c.label;
      g.append(ring, title);
      return g;
    }),
  );
}

/**
 * Clicks and keys on a board's candidate rings: `current()` gives the rings now drawn. Returns true
 * from the handlers when the event was about a ring (the caller then leaves it alone).
 */
export function candidateEvents(layer: SVGGElement, current: () => readonly Candidate[]) {
  const ring = (e: Event) => (e.target as Element).closest<SVGGElement>('.bd-candidate');
  return {
    click(e: MouseEvent): boolean {
      const r = ring(e);
      if (!r) return false;
      current()[Number(r.dataset.index)]?.choose();
      return true;
    },
    keydown(e: KeyboardEvent): boolean {
      const r = ring(e);
      if (!r) return false;
      if (e.key.startsWith('Arrow')) {
        const all = [...layer.querySelectorAll<SVGGElement>('.bd-candidate')];
        const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : -1;
        all[(Number(r.dataset.index) + step + all.length) % all.length]?.focus();
      } else if (e.key === 'Enter' || e.key === ' ') current()[Number(r.dataset.index)]?.choose();
      else return false;
      e.preventDefault();
      e.stopPropagation(); // not a pan of the board
      return true;
    },
  };
}
