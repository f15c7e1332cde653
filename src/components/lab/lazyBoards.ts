/**
 * The paradox lab's boards load as their cases come near the screen: each placeholder
 * (`[data-lab-board]`, LabCase.astro) fetches its board's page (src/pages/paradoxes/board/), takes
 * its board section and the outline shapes it uses, and puts them in its place; the board is then
 * armed as if it had been there all along (live controls, zoom, stepper, the lab's tools). A case
 * the address points at (#alexander-pandin-london) loads first, and the page scrolls back to it.
 *
 * A board is taller than its placeholder can know (its height follows the page's width), so what the
 * reader looks at must not move when a board above it loads. Browsers with scroll anchoring
 * (overflow-anchor) keep it in place themselves once Starlight's right sidebar is no anchor
 * (site.css); where there is none (older Safari), `load` scrolls by the height the board added.
 */
import { armScenarios } from '../live/arm';
import { armLabCases } from './arm';

const loading = new WeakSet<Element>();

async function load(slot: HTMLElement): Promise<void> {
  if (loading.has(slot)) return;
  loading.add(slot);
  const url = slot.dataset.labBoard!;
  const html = await fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    return r.text();
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const section = doc.querySelector<HTMLElement>('section.scenario');
  if (!section) throw new Error(`${url}: no board in the page`);
  // The outline shapes the board uses (<use href="#bd-shape-…">), unless the page has them already.
  for (const path of doc.querySelectorAll<SVGPathElement>('svg.bd-defs path[id^="bd-shape-"]')) {
    if (document.getElementById(path.id)) continue;
    let defs = document.querySelector('svg.bd-defs[data-lab-shapes] defs');
    if (!defs) {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.setAttribute('class', 'bd-defs');
      svg.setAttribute('aria-hidden', 'true');
      svg.dataset.labShapes = '';
      defs = svg.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'defs'));
      document.body.append(svg);
    }
    defs.append(document.importNode(path, true));
  }
  const board = document.importNode(section, true);
  const keep = anchoringByHand ? viewAnchor(slot) : undefined;
  slot.replaceWith(board);
  const box = board.closest<HTMLElement>('[data-lab-case]');
  if (box) delete box.dataset.labPending;
  armScenarios(board.parentElement ?? document);
  armLabCases(box?.parentElement ?? document);
  const figure = board.querySelector<HTMLElement>('figure.board');
  if (figure) {
    const m = await import('../board/enhance');
    m.enhanceBoard(figure);
    m.enhanceScenario(figure);
  }
  if (location.hash === `#${board.id}`) board.scrollIntoView();
  else keep?.();
}

/** No native scroll anchoring: the lab keeps the reader's place itself. */
const anchoringByHand = typeof CSS !== 'undefined' && !CSS.supports('overflow-anchor', 'auto');

/**
 * When `slot` lies above the top of the screen, the element the reader sees first (below the
 * slot); the returned function scrolls it back to where it was once the slot has changed height.
 */
function viewAnchor(slot: HTMLElement): (() => void) | undefined {
  if (slot.getBoundingClientRect().bottom > 0) return undefined; // the slot is on screen or below: nothing above the reader moves
  const next = slot.closest('[data-lab-case]') ?? slot;
  const anchor = [...document.querySelectorAll<HTMLElement>('main h2, main h3, main p, main table')].find(
    (el) => !next.contains(el) && el.getBoundingClientRect().bottom > 0,
  );
  if (!anchor) return undefined;
  const top = anchor.getBoundingClientRect().top;
  return () => window.scrollBy(0, anchor.getBoundingClientRect().top - top);
}

export function loadLabBoards(): void {
  const slots = [...document.querySelectorAll<HTMLElement>('[data-lab-board]')];
  const report = (slot: HTMLElement) => (e: unknown) => {
    const note = slot.querySelector('.lab-board-wait');
    if (note) note.append(` (It did not load: ${(e as Error).message}.)`);
  };
  const target = slots.find((s) => location.hash === `#${s.id}`);
  if (target) void load(target).catch(report(target));
  if (!('IntersectionObserver' in window)) {
    for (const s of slots) void load(s).catch(report(s));
    return;
  }
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        io.unobserve(e.target);
        void load(e.target as HTMLElement).catch(report(e.target as HTMLElement));
      }
    },
    { rootMargin: '800px 0px' },
  );
  for (const s of slots) io.observe(s);
}
