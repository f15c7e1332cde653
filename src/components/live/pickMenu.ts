/**
 * What both pickers put on a board (clickToOrder.ts for movement, clickToPhaseOrder.ts for
 * retreats and adjustments): an SVG layer for the candidate rings, and under the map a toolbar
 * with a polite status line and the picker's buttons.
 */
const SVG = 'http://www.w3.org/2000/svg';

export function pickMenu(svg: SVGSVGElement, buttonNames: readonly string[]) {
  const layer = document.createElementNS(SVG, 'g');
  layer.setAttribute('class', 'bd-pick-layer');
  const menu = document.createElement('div');
  menu.className = 'bd-pick-menu';
  menu.hidden = true;
  menu.setAttribute('role', 'toolbar');
  const status = document.createElement('p');
  status.className = 'bd-pick-status';
  status.setAttribute('aria-live', 'polite');
  const buttons = buttonNames.map((name) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = name;
    b.dataset.pick = name.toLowerCase();
    return b;
  });
  menu.append(status, ...buttons);
  svg.after(menu);
  return { layer, menu, status, buttons };
}
