/**
 * The only live-board code a page loads before anyone touches a board: it shows the live controls
 * and, on a board's first interaction (Edit orders, the rule-set switch, a click on a unit), loads
 * the engine and the editor (wake.ts) and hands the interaction over. Nothing else is loaded early.
 */
export type Wakening = { kind: 'edit' } | { kind: 'rules'; rules: string } | { kind: 'unit'; province: string };

export function armScenarios(root: ParentNode = document): void {
  for (const section of root.querySelectorAll<HTMLElement>('section.scenario')) {
    if (section.dataset.armed || !section.querySelector('[data-live-scenario]')) continue;
    section.dataset.armed = 'true';
    const controls = section.querySelector<HTMLElement>('[data-live-controls]');
    if (controls) controls.hidden = false;
    const edit = section.querySelector<HTMLButtonElement>('[data-live="edit"]');
    const rules = section.querySelector<HTMLSelectElement>('[data-live="rules"]');
    const svg = section.querySelector<SVGSVGElement>('svg.bd-svg');
    const first = (w: Wakening) => {
      if (section.dataset.live) return; // awake: the live board handles its own events
      section.dataset.live = 'waking';
      void import('./wake').then((m) => m.wake(section, w));
    };
    edit?.addEventListener('click', () => first({ kind: 'edit' }));
    rules?.addEventListener('change', () => first({ kind: 'rules', rules: rules.value }));
    svg?.addEventListener('click', (event) => {
      const unit = (event.target as Element).closest<SVGElement>('.bd-before .bd-unit[data-province]');
      if (unit) first({ kind: 'unit', province: unit.dataset.province! });
    });
  }
}
