/**
 * Where a zoomable board looks, once it is on the screen: framed on its units and orders at a
 * readable size (framing.ts), with "Whole map" one tap away and back, and, when the content is too
 * wide to read whole on this screen (the 1901 board on a phone), a switch between its parts,
 * West to East. Used by the published boards (enhance.ts) and the sandbox.
 */
import { frame, pointsBox, theatres, transformFor, visibleArea, type Box, type Theatre } from '../../lib/board/framing';
import type { boardZoom } from './zoom';

export interface BoardViewOptions {
  svg: SVGSVGElement;
  zoom: ReturnType<typeof boardZoom>;
  /** Where the "Whole map" button and the parts' switch go. */
  controls: HTMLElement;
  /** The whole board. */
  full: Box;
  /** The symbol scale the board is drawn at. */
  k: number;
  /** Units and order ends, in board units. */
  points: () => readonly { x: number; y: number }[];
  /** Where something just happened (the sandbox's phase just played): the part opened is the one holding most of them. */
  interest?: () => readonly { x: number; y: number }[];
}

const SWITCH = 'bd-parts';

export function boardView({ svg, zoom, controls, full, k, points, interest }: BoardViewOptions) {
  const vb = svg.viewBox.baseVal;
  const viewBox: Box = [vb.x, vb.y, vb.width, vb.height];
  const whole = document.createElement('button');
  whole.type = 'button';
  whole.dataset.action = 'whole-map';
  whole.setAttribute('aria-pressed', 'false');
  whole.textContent = 'Whole map';
  whole.title = 'Show the whole map; press again to come back';
  controls.append(whole);
  const parts = document.createElement('div');
  parts.className = SWITCH;
  parts.setAttribute('role', 'group');
  parts.setAttribute('aria-label', 'Part of the map');
  controls.append(parts);

  let list: Theatre[] = [];
  let current = 0;
  let showingWhole = false;

  const screen = () => {
    const r = svg.getBoundingClientRect();
    return { width: r.width, height: r.height };
  };
  const show = (target: Box) => {
    const s = screen();
    if (!s.width || !s.height) return;
    zoom.show(transformFor(visibleArea(viewBox, s), target), true);
  };

  /** The framed view, or the current part when the content needs parts on this screen. */
  function framed() {
    const pts = points();
    const s = screen();
    if (!pts.length || !s.width) return zoom.reset();
    if (list.length) return show(list[current].box);
    show(frame(pointsBox(pts), s, { k, full }).box);
  }

  function setWhole(on: boolean) {
    showingWhole = on;
    whole.setAttribute('aria-pressed', String(on));
    for (const b of parts.querySelectorAll('button')) b.setAttribute('aria-pressed', String(!on && Number(b.dataset.part) === current));
    if (on) show(full);
    else framed();
  }

  function layout() {
    const pts = points();
    const s = screen();
    list = pts.length && s.width ? theatres(pts, s, { k, full }) : [];
    // Open on the part that holds the most of what just happened, else the most units and orders.
    const hot = interest?.() ?? [];
    const counted = hot.length ? hot : pts;
    const count = (t: Theatre) => counted.filter((p) => p.x >= t.box[0] && p.x <= t.box[0] + t.box[2] && p.y >= t.box[1] && p.y <= t.box[1] + t.box[3]).length;
    current = list.reduce((best, t, i) => (count(t) > count(list[best]) ? i : best), 0);
    parts.replaceChildren(
      ...list.map((t, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.part = String(i);
        b.textContent = t.name;
        b.addEventListener('click', () => {
          current = i;
          setWhole(false);
        });
        return b;
      }),
    );
    parts.hidden = list.length === 0;
    setWhole(showingWhole);
  }

  whole.addEventListener('click', () => setWhole(!showingWhole));
  let width = screen().width;
  // Frame again when the drawing's width really changes (a phone turned, the editor opened
  // beside it), not by a scroll bar's width: showing the parts' switch can bring one, and framing
  // again would then take it away.
  const resized = new ResizeObserver(() => {
    const w = screen().width;
    if (Math.abs(w - width) < 24) return;
    width = w;
    layout();
  });
  resized.observe(svg);
  layout();

  return {
    /** Back to the framed view (Reset, the 0 key). */
    reset: () => setWhole(false),
    /** Frame these places (the ones a tool asks the reader to pick), readable, whatever part was shown. */
    showPoints(pts: readonly { x: number; y: number }[]) {
      const s = screen();
      if (!pts.length || !s.width) return;
      showingWhole = false;
      whole.setAttribute('aria-pressed', 'false');
      show(frame(pointsBox(pts), s, { k, full }).box);
    },
    /** Frame again, after the content changed (the sandbox's next phase). */
    refresh: layout,
    detach: () => resized.disconnect(),
  };
}
