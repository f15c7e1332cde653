/**
 * A board's SVG made to stand alone outside the page: the shared map drawing and the board's
 * styles copied in, and the view the reader sees (zoomed, panned, as wide as it shows) as its
 * viewBox. Imported only by the image export, so it loads with it.
 */
export function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  copy.querySelector('.bd-pick-layer')?.remove();
  // The view as zoomed and panned becomes the file's viewBox: the picture shows what the reader sees.
  const view = copy.querySelector('g.bd-view');
  const zoomed = /translate\(([-\d.e]+),\s*([-\d.e]+)\)\s*scale\(([-\d.e]+)\)/.exec(view?.getAttribute('transform') ?? '');
  view?.removeAttribute('transform');
  // The element may be wider or taller than its viewBox (it is shown whole, centred): what shows is wider too.
  let [x, y, w, h] = (copy.getAttribute('viewBox') ?? '0 0 1000 850').split(/[\s,]+/).map(Number);
  const box = svg.getBoundingClientRect();
  if (box.width > 0 && box.height > 0) {
    const fit = Math.min(box.width / w, box.height / h);
    const [sw, sh] = [box.width / fit, box.height / fit];
    [x, y, w, h] = [x - (sw - w) / 2, y - (sh - h) / 2, sw, sh];
  }
  const [tx, ty, k] = zoomed ? zoomed.slice(1).map(Number) : [0, 0, 1];
  const r = (n: number) => Math.round(n * 10) / 10;
  if (k > 0) copy.setAttribute('viewBox', [r((x - tx) / k), r((y - ty) / k), r(w / k), r(h / k)].join(' '));
  const defs = document.querySelector('svg.bd-defs defs')?.cloneNode(true);
  if (defs) copy.prepend(defs);
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of sheet.cssRules) if (/\.bd-/.test(rule.cssText)) rules.push(rule.cssText);
    } catch {
      // A stylesheet from another origin cannot be read; the board's own are on this one.
    }
  }
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = rules.join('\n');
  copy.prepend(style);
  const [, , width, height] = (copy.getAttribute('viewBox') ?? '0 0 1000 850').split(' ').map(Number);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}
