/**
 * Ordering by clicking on a live retreat or adjustment board, or with the keyboard alone: while
 * the editor is open, rings mark what may be ordered (board/phasePicks.ts): a dislodged unit, and
 * then where it may retreat or its own place to disband it; a home centre to build on; a unit to
 * disband. A pick writes the order line into the text, as click-to-order does for movement.
 * Keys: Tab reaches the rings, the arrow keys walk them, Enter or Space picks, Escape steps back.
 */
import { POWER_NAMES } from '../../../engine/map/types';
import { formatOrder } from '../../../engine/orders/format';
import type { Position } from '../../../engine/game/position';
import type { ParseResult } from '../../../engine/orders/parseTypes';
import type { Unit } from '../../../engine/map/types';
import { writeOrderLine } from '../../lib/orderText';
import { candidateEvents, drawCandidates, type Candidate } from '../board/candidates';
import { buildProvinces, phasePicks } from '../board/phasePicks';
import { pickMenu } from './pickMenu';

/** What a phase board gives its picker. */
export interface PhaseOrderTarget {
  figure: HTMLElement;
  k: number;
  text: { orders: string };
  ruling: { parse: ParseResult; dislodged?: readonly { unit: Unit; retreats: readonly string[] }[] };
  position(): Position;
  setOrders(text: string, line: number): void;
}

export function clickToPhaseOrder(live: PhaseOrderTarget) {
  const svg = live.figure.querySelector<SVGSVGElement>('svg.bd-svg')!;
  const { layer, menu, status, buttons } = pickMenu(svg, ['Back']);
  const back = buttons[0];
  back.hidden = true;

  let active = false;
  let narrowed = false;
  let candidates: Candidate[] = [];
  let written = '';

  function first(): { candidates: Candidate[]; prompt: string } {
    return phasePicks(live.position(), {
      retreats: (live.ruling.dislodged ?? []).map((d) => ({ unit: d.unit, options: d.retreats })),
      built: buildProvinces(live.ruling.parse.orders),
      write(order, province) {
        const line = formatOrder(order, { style: 'abbreviated' });
        const { text, line: n } = writeOrderLine(live.text.orders, live.ruling.parse, order.power, province, line);
        written = `Wrote “${line}” for ${POWER_NAMES[order.power]}.`;
        narrowed = false;
        live.setOrders(text, n); // re-rules, then refresh() redraws the first picks
      },
      narrow(next, prompt) {
        narrowed = true;
        show(next, prompt, true);
      },
    });
  }

  function show(next: Candidate[], prompt: string, focusFirst: boolean) {
    candidates = active ? next : [];
    drawCandidates(layer, candidates, live.k);
    menu.hidden = !active;
    back.hidden = !narrowed;
    status.textContent = [written, active ? (candidates.length ? prompt : 'Nothing here can be ordered by clicking.') : ''].filter(Boolean).join(' ');
    if (focusFirst) layer.querySelector<SVGGElement>('.bd-candidate')?.focus();
  }

  function restart(focusFirst: boolean) {
    narrowed = false;
    const { candidates: c, prompt } = first();
    show(c, prompt, focusFirst);
  }

  back.addEventListener('click', () => {
    written = '';
    restart(true);
  });
  const rings = candidateEvents(layer, () => candidates);
  svg.addEventListener('click', (e) => {
    if (active) rings.click(e);
  });
  svg.addEventListener('keydown', (e) => {
    if (!active) return;
    if (e.key === 'Escape' && narrowed) {
      e.preventDefault();
      e.stopPropagation();
      written = '';
      restart(true);
      return;
    }
    rings.keydown(e);
  });

  return {
    layer,
    setActive(on: boolean) {
      active = on;
      svg.setAttribute('role', on ? 'group' : 'img');
      written = '';
      restart(false);
    },
    /** After a re-ruling: the picks follow the new position and ruling; focus returns to the rings. */
    refresh() {
      const hadFocus = layer.contains(document.activeElement);
      if (!narrowed) restart(hadFocus);
    },
  };
}
