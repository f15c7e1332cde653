/**
 * The trace stepper: a scenario's "How the adjudicator decided" list, one step at a
 * time. Previous / Next, a slider and ←/→ move through the steps; the current step's text shows
 * under the board, its provinces, units and orders are marked on the board (outlined, the rest
 * dimmed), and its item in the list is marked too. Everything it shows was rendered at build time
 * (Scenario.astro, Board.astro): the step items carry `data-orders` and `data-provinces`, the
 * board's elements `data-order` and `data-province` (units
 * are marked when they gave one of the step's orders: `data-units`). Without JavaScript the list stays as it is.
 */
const refreshers = new WeakMap<HTMLElement, () => void>();

/** A live board redrew its steps: start the stepper again on the new list (or hide it). */
export function refreshStepper(section: HTMLElement, figure: HTMLElement): void {
  const refresh = refreshers.get(section);
  if (refresh) refresh();
  else enhanceStepper(section, figure);
}

export function enhanceStepper(section: HTMLElement, figure: HTMLElement): void {
  if (section.dataset.stepper === 'ready') return;
  const region = section.querySelector<HTMLElement>('[data-stepper]');
  let items = [...section.querySelectorAll<HTMLLIElement>('.sc-steps li[data-step]')];
  const svg = figure.querySelector<SVGSVGElement>('svg.bd-svg');
  if (!region || !svg || items.length === 0) return;
  const prev = region.querySelector<HTMLButtonElement>('[data-step-action="prev"]')!;
  const next = region.querySelector<HTMLButtonElement>('[data-step-action="next"]')!;
  const slider = region.querySelector<HTMLInputElement>('input[type="range"]')!;
  const number = region.querySelector<HTMLElement>('.sc-stepper-k')!;
  const title = region.querySelector<HTMLElement>('.sc-stepper-title')!;
  const text = region.querySelector<HTMLElement>('.sc-stepper-text')!;
  const total = region.querySelector<HTMLElement>('.sc-stepper-n');
  const ordersView = section.querySelector<HTMLInputElement>('.sc-view-before');
  const words = (s: string | undefined) => (s ?? '').split(' ').filter(Boolean);
  let current = 0;

  function show(k: number, byUser: boolean) {
    current = Math.max(0, Math.min(items.length - 1, k));
    const item = items[current];
    const orders = new Set(words(item.dataset.orders));
    const provinces = new Set(words(item.dataset.provinces));
    // The board stays whole until someone steps; then it marks the step and shows the Orders view.
    if (byUser) {
      figure.classList.add('bd-stepping');
      if (ordersView && !ordersView.checked) ordersView.click();
    }
    for (const el of svg!.querySelectorAll<SVGElement>('[data-order]')) {
      el.classList.toggle('bd-hl', words(el.dataset.order).some((o) => orders.has(o)));
    }
    const units = new Set(words(item.dataset.units));
    for (const el of svg!.querySelectorAll<SVGElement>('.bd-outlines [data-province]')) {
      el.classList.toggle('bd-hl', provinces.has(el.dataset.province ?? ''));
    }
    for (const el of svg!.querySelectorAll<SVGElement>('.bd-unit[data-province]')) {
      el.classList.toggle('bd-hl', units.has(el.dataset.province ?? ''));
    }
    items.forEach((li, i) => {
      li.classList.toggle('sc-step-current', i === current);
      if (i === current) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    });
    number.textContent = String(current + 1);
    title.textContent = item.querySelector('.sc-step-title')?.textContent ?? '';
    text.replaceChildren(
      ...[...item.querySelectorAll(':scope > p:not(.sc-rules)')].map((p) => {
        const copy = document.createElement('p');
        copy.textContent = p.textContent;
        return copy;
      }),
    );
    slider.value = String(current + 1);
    slider.setAttribute('aria-valuetext', `Step ${current + 1} of ${items.length}: ${title.textContent}`);
    prev.disabled = current === 0;
    next.disabled = current === items.length - 1;
    // A button that just became disabled would drop the focus: keep it on the slider.
    if ((prev.disabled && document.activeElement === prev) || (next.disabled && document.activeElement === next)) slider.focus();
  }

  prev.addEventListener('click', () => show(current - 1, true));
  next.addEventListener('click', () => show(current + 1, true));
  slider.addEventListener('input', () => show(Number(slider.value) - 1, true));
  region.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target === slider) return; // the slider has its own keys
    const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(to, true);
  });

  show(0, false);
  region.hidden = false;
  section.dataset.stepper = 'ready';
  refreshers.set(section, () => {
    items = [...section.querySelectorAll<HTMLLIElement>('.sc-steps li[data-step]')];
    region.hidden = items.length === 0;
    figure.classList.remove('bd-stepping');
    if (items.length === 0) return;
    slider.max = String(items.length);
    if (total) total.textContent = String(items.length);
    show(0, false);
  });
}
