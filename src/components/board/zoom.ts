import { zoom as d3zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { select } from 'd3-selection';

/**
 * Zoom and pan for the board's SVG, as a configurable closure in the d3 manner:
 *
 *   const z = boardZoom().box(viewBox).full(mapBox).onChange(t => ...);
 *   z.attach(svgElement);  z.zoomBy(1.5);  z.reset();
 *
 * Transforms are in board units, because d3-zoom reads an SVG's viewBox as its extent. A wheel
 * zooms only with Ctrl/⌘ held (or a trackpad pinch) and one finger pans only once the board is
 * zoomed in, so the page still scrolls past the board.
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
      const minScale = Math.min(1, Math.max(box[2] / full[2], box[3] / full[3]));
      behaviour = d3zoom<SVGSVGElement, unknown>()
        .scaleExtent([minScale, maxScale])
        .translateExtent([
          [full[0], full[1]],
          [full[0] + full[2], full[1] + full[3]],
        ])
        .filter((event: Event) => {
          if (event.type === 'wheel') return (event as WheelEvent).ctrlKey || (event as WheelEvent).metaKey;
          if (event.type.startsWith('touch')) return (event as TouchEvent).touches.length > 1 || current.k > 1.01;
          return !(event as MouseEvent).button;
        })
        .on('zoom', (event: { transform: ZoomTransform }) => {
          current = event.transform;
          svg.style.touchAction = current.k > 1.01 ? 'none' : 'pan-y';
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
  };
  return api;
}
