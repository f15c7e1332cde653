/**
 * Ordering by clicking, or with the keyboard alone, on a live board: pick a unit, then a province
 * for a move; the menu gives Hold, Support and Convoy, which ask for the unit supported or convoyed
 * and then where. Every choice writes an order line into the editor's text (src/lib/orderText.ts),
 * which stays the one source of truth. Keys: Tab reaches the units, Enter or Space picks, the arrow
 * keys move among the candidates, Escape cancels.
 */
import { standardMap } from '../../../engine/map/standardMap';
import { POWER_NAMES, provinceOf, type Unit } from '../../../engine/map/types';
import { formatOrder } from '../../../engine/orders/format';
import type { MovementOrder } from '../../../engine/orders/types';
import { writeOrderLine } from '../../lib/orderText';
import type { ParseResult } from '../../../engine/orders/parseTypes';
import { locName } from '../../lib/board/anchors';
import { candidateEvents, drawCandidates, type Candidate } from '../board/candidates';
import { pickMenu } from './pickMenu';

/** What click-to-order writes into: a live board, or the sandbox. */
export interface OrderTarget {
  /** The board's figure, holding `svg.bd-svg`. */
  figure: HTMLElement;
  /** The board's symbol scale. */
  k: number;
  units: readonly Unit[];
  text: { orders: string };
  ruling: { parse: ParseResult };
  setOrders(text: string, line: number): void;
}

type Mode = 'move' | 'support-target' | 'support-to' | 'convoy-army' | 'convoy-to';

const unitWord = (u: Unit) => `${u.type === 'A' ? 'army' : 'fleet'} in ${locName(u.loc)}`;

export function clickToOrder(live: OrderTarget) {
  const map = standardMap;
  const svg = live.figure.querySelector<SVGSVGElement>('svg.bd-svg')!;
  const { layer, menu, status, buttons } = pickMenu(svg, ['Move', 'Hold', 'Support', 'Convoy', 'Cancel']);

  let active = false;
  let unit: Unit | undefined;
  let target: Unit | undefined;
  let mode: Mode = 'move';
  let candidates: Candidate[] = [];

  const unitAt = (province: string) => live.units.find((u) => provinceOf(u.loc) === province);
  const unitNodes = () => [...svg.querySelectorAll<SVGGElement>('.bd-before .bd-unit[data-province]')];

  function write(order: MovementOrder) {
    const line = formatOrder(order, { style: 'abbreviated' });
    const at = provinceOf(order.at);
    const { text, line: n } = writeOrderLine(live.text.orders, live.ruling.parse, order.power, at, line);
    cancel(false);
    live.setOrders(text, n);
    status.textContent = `Wrote “${line}” for ${POWER_NAMES[order.power]}.`;
    menu.hidden = false;
    focusUnit(at);
  }

  function candidatesFor(): Candidate[] {
    if (!unit) return [];
    const u = unit;
    const base = { power: u.power, unit: u.type, at: u.loc };
    switch (mode) {
      case 'move':
        return map.moves(u.type, u.loc).map((to) => ({ loc: to, label: `Move to ${locName(to)}`, choose: () => write({ ...base, kind: 'move', to }) }));
      case 'support-target':
        return live.units.filter((t) => t !== u).map((t) => ({ loc: t.loc, label: `Support the ${unitWord(t)}`, choose: () => pickTarget(t) }));
      case 'support-to': {
        const t = target!;
        const reach = new Set(map.moves(u.type, u.loc).map(provinceOf));
        const hold: Candidate = { loc: t.loc, label: `Support the ${unitWord(t)} to hold`, choose: () => write({ ...base, kind: 'support', target: { unit: t.type, at: provinceOf(t.loc) } }) };
        const moves = map
          .moves(t.type, t.loc)
          .map(provinceOf)
          .filter((p, i, all) => reach.has(p) && all.indexOf(p) === i)
          .map((p) => ({ loc: p, label: `Support its move to ${locName(p)}`, choose: () => write({ ...base, kind: 'support', target: { unit: t.type, at: provinceOf(t.loc) }, to: p }) }));
        return [hold, ...moves];
      }
      case 'convoy-army':
        return live.units.filter((t) => t.type === 'A' && map.province(provinceOf(t.loc))?.kind === 'coast').map((t) => ({ loc: t.loc, label: `Convoy the ${unitWord(t)}`, choose: () => pickTarget(t) }));
      case 'convoy-to': {
        const t = target!;
        return map.provinces
          .filter((p) => p.kind === 'coast' && p.id !== provinceOf(t.loc))
          .map((p) => ({ loc: p.id, label: `Convoy it to ${p.name}`, choose: () => write({ ...base, kind: 'convoy', army: provinceOf(t.loc), to: p.id }) }));
      }
    }
  }

  function pickTarget(t: Unit) {
    target = t;
    mode = mode === 'support-target' ? 'support-to' : 'convoy-to';
    draw(true);
  }

  const PROMPT: Record<Mode, string> = {
    move: 'pick where it moves, or Hold, Support or Convoy',
    'support-target': 'pick the unit it supports',
    'support-to': 'pick where the supported unit goes, or its own province to hold',
    'convoy-army': 'pick the army it convoys',
    'convoy-to': 'pick where the army lands',
  };

  function draw(focusFirst: boolean) {
    candidates = candidatesFor().sort((a, b) => a.label.localeCompare(b.label));
    drawCandidates(layer, candidates, live.k);
    for (const node of unitNodes()) node.classList.toggle('bd-selected', Boolean(unit) && node.dataset.province === provinceOf(unit!.loc));
    svg.classList.toggle('bd-picking', Boolean(unit));
    menu.hidden = !unit && !status.textContent;
    if (unit) status.textContent = `${POWER_NAMES[unit.power]} ${unitWord(unit)}: ${PROMPT[mode]}.`;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.pick === modeButton()));
    if (focusFirst) layer.querySelector<SVGGElement>('.bd-candidate')?.focus();
  }

  const modeButton = () => (mode.startsWith('support') ? 'support' : mode.startsWith('convoy') ? 'convoy' : 'move');

  function select(province: string) {
    const u = unitAt(province);
    if (!u) return;
    unit = u;
    target = undefined;
    mode = 'move';
    draw(false);
  }

  function cancel(refocus = true) {
    const was = unit;
    unit = undefined;
    target = undefined;
    mode = 'move';
    status.textContent = '';
    draw(false);
    if (refocus && was) focusUnit(provinceOf(was.loc));
  }

  function focusUnit(province: string) {
    unitNodes().find((n) => n.dataset.province === province)?.focus();
  }

  function setMode(next: Mode) {
    if (!unit) return;
    if (next === 'convoy-army' && (unit.type !== 'F' || map.province(provinceOf(unit.loc))?.kind !== 'sea')) {
      status.textContent = 'Only a fleet at sea can convoy.';
      return;
    }
    mode = next;
    target = undefined;
    draw(true);
  }

  menu.addEventListener('click', (e) => {
    const name = (e.target as HTMLElement).closest<HTMLButtonElement>('[data-pick]')?.dataset.pick;
    if (!name || !unit) return name === 'cancel' ? cancel() : undefined;
    if (name === 'hold') write({ power: unit.power, unit: unit.type, at: unit.loc, kind: 'hold' });
    else if (name === 'support') setMode('support-target');
    else if (name === 'convoy') setMode('convoy-army');
    else if (name === 'move') setMode('move');
    else cancel();
  });

  const rings = candidateEvents(layer, () => candidates);
  svg.addEventListener('click', (e) => {
    if (!active || rings.click(e)) return;
    const node = (e.target as Element).closest<SVGGElement>('.bd-before .bd-unit[data-province]');
    if (!node) return;
    const province = node.dataset.province!;
    // While asking for a unit, a click on one answers; otherwise it selects it.
    if (unit && (mode === 'support-target' || mode === 'convoy-army')) {
      const c = candidates.find((x) => provinceOf(x.loc) === province);
      if (c) return c.choose();
    }
    select(province);
  });

  svg.addEventListener('keydown', (e) => {
    if (!active) return;
    const node = (e.target as Element).closest<SVGGElement>('.bd-unit[data-province]');
    if (e.key === 'Escape' && unit) {
      e.preventDefault();
      e.stopPropagation();
      cancel();
      return;
    }
    if (rings.keydown(e)) return;
    if (e.key !== 'Enter' && e.key !== ' ') return;
    if (node) {
      e.preventDefault();
      if (unit && (mode === 'support-target' || mode === 'convoy-army')) {
        const c = candidates.find((x) => provinceOf(x.loc) === node.dataset.province);
        if (c) return c.choose();
      }
      select(node.dataset.province!);
      draw(true);
    }
  });
  // Keys typed on the board while a unit is picked: h, s, c for the menu.
  svg.addEventListener('keydown', (e) => {
    if (!active || !unit || e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === 'h') write({ power: unit.power, unit: unit.type, at: unit.loc, kind: 'hold' });
    else if (key === 's') setMode('support-target');
    else if (key === 'c') setMode('convoy-army');
    else return;
    e.preventDefault();
  });

  function label() {
    for (const node of unitNodes()) {
      if (active) {
        node.setAttribute('tabindex', '0');
        node.setAttribute('role', 'button');
        node.setAttribute('aria-label', `${node.querySelector('title')?.textContent ?? 'Unit'}: pick to give it an order`);
      } else {
        node.removeAttribute('tabindex');
        node.removeAttribute('role');
        node.removeAttribute('aria-label');
      }
    }
  }

  return {
    layer,
    setActive(on: boolean) {
      active = on;
      // A picture while it is read; a group of controls while it is being ordered on.
      svg.setAttribute('role', on ? 'group' : 'img');
      if (!on) cancel(false);
      label();
    },
    /** After a redraw: the new unit nodes become keyboard stops, and the selection is kept. */
    refresh() {
      const had = document.activeElement?.closest?.('.bd-unit[data-province]') as SVGGElement | null;
      label();
      if (unit) unit = unitAt(provinceOf(unit.loc));
      draw(false);
      if (had && !had.isConnected) focusUnit(had.dataset.province!);
    },
    select,
  };
}
