import { zoom as d3zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { select } from 'd3-selection';
import { visibleArea } from '../../lib/board/framing';

/**
 * Zoom and pan for the board's SVG, as a configurable closure in the d3 manner:
 *
 *   const z = boardZoom().box(viewBox).full(mapBox).onChange(t => ...);
 *   z.attach(svgElement);  z.zoomBy(1.5);  z.reset();
 *
 * Transforms are in board units, because d3-zoom reads an SVG's viewBox as its extent. A wheel
 * zooms only with Ctrl/⌘ held (or a trackpad pinch) and one finger pans only once the reader has
 * zoomed in past the view the board opened on (`base`), so the page still scrolls past the board.
 */
export type Box = [number, number, number, number];

export function boardZoom() {
  let box: Box = [0, 0, 1000, 850];
  let full: Box = [0, 0, 1000, 850];
  let maxScale = 8;
  let onChange: (t: ZoomTransform) => void = () => {};
  let behaviour: ZoomBehavior<SVGSVGElement, unknown> | undefined;
  let element: SVGSVGElement | undefined;
  let current = zoomIdentity;
  /** The scale of the view the board opened on (boardView.ts frames it); one finger pans beyond it. */
  let base = 1;
  const panning = () => current.k > base * 1.01;

  const api = {
    box(b: Box) {
      box = b;
      return api;
    },
    full(b: Box) {
      full = b;
      return api;
    },
    maxScale(k: number) {
      maxScale = k;
      return api;
    },
    onChange(fn: (t: ZoomTransform) => void) {
      onChange = fn;
      return api;
    },
    attach(svg: SVGSVGElement) {
      element = svg;
      // Zooming out may go as far as the whole board, and no further.
      const minScale = Math.min(1, box[2] / full[2], box[3] / full[3]);
      behaviour = d3zoom<SVGSVGElement, unknown>()
        // The area the SVG shows, which is larger than its view box when the drawing's shape differs
        // (a phone draws a wide board taller: board.css), so that pans and zooms stay centred.
        .extent(() => {
          const r = svg.getBoundingClientRect();
          const v = r.width && r.height ? visibleArea(box, { width: r.width, height: r.height }) : box;
          return [
            [v[0], v[1]],
            [v[0] + v[2], v[1] + v[3]],
          ];
        })
        .scaleExtent([minScale, maxScale])
        .translateExtent([
          [full[0], full[1]],
          [full[0] + full[2], full[1] + full[3]],
        ])
        .filter((event: Event) => {
          if (event.type === 'wheel') return (event as WheelEvent).ctrlKey || (event as WheelEvent).metaKey;
          if (event.type.startsWith('touch')) return (event as TouchEvent).touches.length > 1 || panning();
          return !(event as MouseEvent).button;
        })
        .on('zoom', (event: { transform: ZoomTransform }) => {
          current = event.transform;
          svg.style.touchAction = panning() ? 'none' : 'pan-y';
          onChange(current);
        });
      select(svg).call(behaviour);
      svg.style.touchAction = 'pan-y';
      return api;
    },
    detach() {
      if (element) select(element).on('.zoom', null);
    },
    zoomBy(factor: number) {
      if (element && behaviour) select(element).call(behaviour.scaleBy, factor);
    },
    /** Pan by a fraction of the visible box. */
    panBy(fx: number, fy: number) {
      if (element && behaviour)
        select(element).call(behaviour.translateBy, (-fx * box[2]) / current.k, (-fy * box[3]) / current.k);
    },
    reset() {
      if (element && behaviour) select(element).call(behaviour.transform, zoomIdentity);
    },
    /** Show a transform (scale `k`, then translation) as the view to come back to with one finger free to scroll the page. */
    show(t: { k: number; x: number; y: number }, asBase = false) {
      if (asBase) base = t.k;
      if (element && behaviour) select(element).call(behaviour.transform, zoomIdentity.translate(t.x, t.y).scale(t.k));
    },
  };
  return api;
}
