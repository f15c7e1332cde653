/**
 * The only line-tester code a page loads up front: it shows the "Try it" buttons and, on the
 * reader's first focus or keystroke in a tester, a change of position or a "Try it", loads the
 * engine and the tester (tester.ts) and hands over. Until then the page costs no engine at all.
 */
export interface Wakening {
  /** A "Try it" asks for this line on this position. */
  line?: string;
  position?: string;
}

export function armLineTesters(root: Document = document): void {
  for (const tester of root.querySelectorAll<HTMLElement>('[data-line-tester]')) {
    if (tester.dataset.armed) continue;
    tester.dataset.armed = 'true';
    // The module is fetched once; wake() sets the tester up once and applies each request.
    const wake = (w: Wakening = {}) => {
      tester.dataset.live ||= 'waking';
      void import('./tester').then((m) => m.wake(tester, w));
    };
    const input = tester.querySelector<HTMLInputElement>('[data-lt="line"]');
    const select = tester.querySelector<HTMLSelectElement>('[data-lt="position"]');
    // Once awake, tester.ts listens itself; these only start it.
    for (const [el, type] of [[input, 'focus'], [input, 'input'], [select, 'change']] as const) {
      el?.addEventListener(type, () => tester.dataset.live || wake(), { once: true });
    }
    for (const button of root.querySelectorAll<HTMLButtonElement>('[data-lt-try]')) {
      button.hidden = false;
      button.addEventListener('click', () => wake({ line: button.dataset.line, position: button.dataset.position }));
    }
  }
}
