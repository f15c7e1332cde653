/**
 * What a board does once its script has loaded: zoom and pan (d3-zoom, see zoom.ts), the keyboard,
 * Reset, and the text toggle. The board itself is static SVG rendered at build time
 * (Board.astro); this only moves its `g.bd-view` group and shows or hides its text list, so the
 * page never re-draws or re-derives anything. Loaded lazily, when a board comes near the screen.
 */
import { boardZoom, type Box } from './zoom';
import { boardView } from './boardView';

const ZOOM_STEP = 1.5;
const PAN_STEP = 0.15;

export function enhanceBoard(figure: HTMLElement): void {
  if (figure.dataset.ready) return;
  const svg = figure.querySelector<SVGSVGElement>('svg.bd-svg');
  const view = svg?.querySelector<SVGGElement>('g.bd-view');
  const controls = figure.querySelector<HTMLElement>('.bd-controls');
  if (!svg || !view || !controls) return;

  const box = svg.viewBox.baseVal;
  const full = (figure.dataset.full ?? '0 0 1000 850').split(' ').map(Number) as Box;
  const zoom = boardZoom()
    .box([box.x, box.y, box.width, box.height])
    .full(full)
    .onChange((t) => view.setAttribute('transform', t.toString()))
    .attach(svg);
  // The units and order ends Board.astro wrote down ("x,y x,y ..."), to frame the view on.
  const points = (figure.dataset.points ?? '')
    .split(' ')
    .filter(Boolean)
    .map((p) => {
      const [x, y] = p.split(',').map(Number);
      return { x, y };
    });
  controls.hidden = false;
  const framing = boardView({ svg, zoom, controls, full, k: Number(figure.dataset.k ?? 1), points: () => points });

  const button = (name: string) => controls.querySelector<HTMLButtonElement>(`[data-action="${name}"]`);
  button('zoom-in')?.addEventListener('click', () => zoom.zoomBy(ZOOM_STEP));
  button('zoom-out')?.addEventListener('click', () => zoom.zoomBy(1 / ZOOM_STEP));
  button('reset')?.addEventListener('click', () => framing.reset());
  const toggle = button('text');
  toggle?.addEventListener('click', () => {
    const show = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(show));
    toggle.textContent = show ? 'Hide text' : 'Show as text';
    figure.classList.toggle('bd-text-shown', show);
  });

  // "Download image": the picture is made by its own chunk, loaded on the first request.
  const exporter = controls.querySelector<HTMLElement>('[data-export="image"]');
  // A movement case's board also offers a case card: the case under every rule set.
  const scenario = figure.closest('section.scenario')?.querySelector('script[data-live-scenario]')?.textContent;
  const card = exporter?.querySelector<HTMLElement>('.bd-export-card');
  if (card && scenario && /"phase":"movement"|^(?![\s\S]*"phase":)/.test(scenario)) card.hidden = false;
  exporter?.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-export-format], [data-export-card]');
    const format = button?.dataset.exportFormat ?? button?.dataset.exportCard;
    if (format !== 'svg' && format !== 'png') return;
    const width = Number(exporter.querySelector<HTMLSelectElement>('[data-export-width]')?.value ?? 1200) as 800 | 1200 | 1600;
    const status = exporter.querySelector<HTMLElement>('.bd-export-status');
    if (status) status.textContent = 'Drawing…';
    import('../share/exportBoard')
      .then((m) => (button?.dataset.exportCard ? m.exportCaseCard(figure, format, width) : m.exportBoardImage(figure, format, width)))
      .then(
        () => status && (status.textContent = `Saved as ${format.toUpperCase()}.`),
        (e: Error) => status && (status.textContent = `The image could not be made: ${e.message}.`),
      );
  });

  const keys: Record<string, () => void> = {
    '+': () => zoom.zoomBy(ZOOM_STEP),
    '=': () => zoom.zoomBy(ZOOM_STEP),
    '-': () => zoom.zoomBy(1 / ZOOM_STEP),
    _: () => zoom.zoomBy(1 / ZOOM_STEP),
    '0': () => framing.reset(),
    ArrowLeft: () => zoom.panBy(-PAN_STEP, 0),
    ArrowRight: () => zoom.panBy(PAN_STEP, 0),
    ArrowUp: () => zoom.panBy(0, -PAN_STEP),
    ArrowDown: () => zoom.panBy(0, PAN_STEP),
  };
  svg.addEventListener('keydown', (event) => {
    const act = keys[event.key];
    if (act && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      act();
    }
  });

  controls.hidden = false;
  figure.dataset.ready = 'true';
}

/** A scenario's board also gets its trace stepper (stepper.ts), a chunk of its own loaded here. */
export function enhanceScenario(figure: HTMLElement): void {
  const section = figure.closest<HTMLElement>('section.scenario');
  if (section?.querySelector('[data-stepper]')) void import('./stepper').then((m) => m.enhanceStepper(section, figure));
}
