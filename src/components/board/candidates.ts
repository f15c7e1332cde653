/**
 * Places a reader can pick on a board: focusable rings drawn over the map, each with a label and
 * what choosing it does. Click, or Enter/Space; the arrow keys walk the rings in the order given.
 * Used by click-to-order (live/clickToOrder.ts) and by the sandbox's phase and position tools.
 */
import { locPoint } from '../../lib/board/anchors';
import { HIT_SIZE } from '../../lib/board/framing';

const SVG = 'http://www.w3.org/2000/svg';

export interface Candidate {
  loc: string;
  label: string;
  choose(): void;
  /** A place to build on, or a unit that may be disbanded: drawn with its own mark (the map key's). */
  mark?: 'build' | 'disband';
}

/** The ring's radius before the symbol scale, and the invisible tap target's: 24 px wide at the readable scale (framing.ts). */
const RING = 7;
const HIT = HIT_SIZE / 2;
const PLUS = 'M-3.2,0H3.2M0,-3.2V3.2';
const MINUS = 'M-3.2,0H3.2';

export function drawCandidates(layer: SVGGElement, candidates: readonly Candidate[], k: number): void {
  layer.replaceChildren(
    ...candidates.map((c, i) => {
      const at = locPoint(c.loc);
      const g = document.createElementNS(SVG, 'g');
      g.setAttribute('class', c.mark ? `bd-candidate bd-candidate-${c.mark}` : 'bd-candidate');
      g.setAttribute('transform', `translate(${at.x},${at.y})`);
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      g.setAttribute('aria-label', c.label);
      g.dataset.index = String(i);
      const hit = document.createElementNS(SVG, 'circle');
      hit.setAttribute('class', 'bd-hit');
      hit.setAttribute('r', String(HIT * k));
      // A white casing under the dashed ring (and under the sign), so both read on any colour.
      const rings = ['bd-candidate-casing', 'bd-candidate-ring'].map((cls) => {
        const ring = document.createElementNS(SVG, 'circle');
        ring.setAttribute('class', cls);
        ring.setAttribute('r', String(RING * k));
        return ring;
      });
      const title = document.createElementNS(SVG, 'title');
      title.textContent = c.label;
      g.append(hit, ...rings, title);
      if (c.mark) {
        for (const cls of ['bd-candidate-casing', 'bd-candidate-sign']) {
          const sign = document.createElementNS(SVG, 'path');
          sign.setAttribute('class', cls);
          sign.setAttribute('d', c.mark === 'build' ? PLUS : MINUS);
          sign.setAttribute('transform', `scale(${k})`);
          g.append(sign);
        }
      }
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
