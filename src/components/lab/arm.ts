/**
 * The only lab code a page loads before anyone touches a case: it shows each case's tools and
 * remembers its board's latest ruling (the `live-ruling` event of src/components/live/). The graph,
 * the case file and the sandbox link load their code (labCase.ts) on first use.
 */
import type { LiveRulingDetail } from '../live/liveScenario';

const latest = new WeakMap<HTMLElement, LiveRulingDetail['ruling']>();

export function armLabCases(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-lab-case]')) {
    if (box.dataset.armed || box.dataset.labPending) continue; // a board still to load (lazyBoards.ts) is armed once it is in
    box.dataset.armed = 'true';
    const tools = box.querySelector<HTMLElement>('[data-lab-tools]');
    if (tools) tools.hidden = false;
    const lab = () => import('./labCase');
    box.addEventListener('live-ruling', (e) => {
      const ruling = (e as CustomEvent<LiveRulingDetail>).detail.ruling;
      latest.set(box, ruling);
      if (box.dataset.graph === 'open') void lab().then((m) => m.showGraph(box, ruling));
    });
    box.querySelector('[data-lab="graph"]')?.addEventListener('click', () => void lab().then((m) => m.toggleGraph(box, latest.get(box))));
    box.querySelector('[data-lab="save"]')?.addEventListener('click', () => void lab().then((m) => m.saveCase(box, latest.get(box))));
    box.querySelector('[data-lab="sandbox"]')?.addEventListener('click', (e) => {
      const ruling = latest.get(box);
      if (!ruling) return; // the published board: the link as built is right
      e.preventDefault();
      void lab().then((m) => m.openInSandbox(ruling));
    });
  }
}
