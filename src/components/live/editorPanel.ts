/**
 * The editor panel beside a live board (below it on narrow screens): an Orders tab and a Units tab,
 * the editor itself, and the list of problems the parser found. Monaco loads here, on the first
 * "Edit orders", behind a placeholder of the editor's own size so the page does not jump; phones
 * and touch screens get a plain textarea (DECISIONS.md).
 */
import type { EditorHost, EditorTab, OrderEditor } from '../editor/types';

const TAB_NAMES: Record<EditorTab, string> = { orders: 'Orders', units: 'Units' };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { className?: string } = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export function prefersPlainEditor(): boolean {
  return matchMedia('(max-width: 599px), (pointer: coarse)').matches;
}

export interface EditorPanel {
  editor: OrderEditor;
  tab(): EditorTab;
  showTab(tab: EditorTab): void;
}

export async function openEditorPanel(container: HTMLElement, uid: string, host: Omit<EditorHost, 'element'>): Promise<EditorPanel> {
  container.replaceChildren();
  const tabs = el('div', { className: 'ed-tabs', role: 'tablist' });
  tabs.setAttribute('aria-label', 'What to edit');
  const panel = el('div', { className: 'ed-panel', role: 'tabpanel', id: `${uid}-edpanel` });
  const buttons = {} as Record<EditorTab, HTMLButtonElement>;
  const markers = {} as Record<EditorTab, HTMLUListElement>;
  for (const tab of ['orders', 'units'] as const) {
    const b = el('button', { type: 'button', className: 'ed-tab', id: `${uid}-tab-${tab}`, role: 'tab' }, TAB_NAMES[tab]);
    b.setAttribute('aria-controls', panel.id);
    buttons[tab] = b;
    tabs.append(b);
    markers[tab] = el('ul', { className: 'ed-markers', hidden: true });
    markers[tab].setAttribute('aria-label', `Problems in the ${tab}`);
  }
  const hint = el(
    'p',
    { className: 'ed-hint' },
    'One order per line, under each power’s name. Or click a unit on the board, then where it should go; ',
    el('kbd', {}, 'Tab'),
    ' reaches the units, ',
    el('kbd', {}, 'Enter'),
    ' picks, ',
    el('kbd', {}, 'Esc'),
    ' cancels.',
  );
  let editor: OrderEditor;
  if (prefersPlainEditor()) {
    const area = {} as Record<EditorTab, HTMLTextAreaElement>;
    for (const tab of ['orders', 'units'] as const) {
      area[tab] = el('textarea', { className: 'ed-textarea', spellcheck: false, rows: 10 });
      area[tab].setAttribute('aria-label', tab === 'orders' ? 'Orders, one per line under each power’s name' : 'Units, one per line under each power’s name');
      area[tab].setAttribute('autocapitalize', 'off');
      area[tab].setAttribute('autocomplete', 'off');
      panel.append(area[tab]);
    }
    panel.append(markers.orders, markers.units);
    container.append(tabs, panel, hint);
    const { textEditor } = await import('../editor/textEditor');
    editor = textEditor({ ...host, element: panel }, area, markers);
    container.dataset.editor = 'plain';
  } else {
    const slot = el('div', { className: 'ed-monaco' }, el('p', { className: 'ed-loading' }, 'Loading the editor…'));
    panel.append(slot, markers.orders, markers.units);
    container.append(tabs, panel, hint);
    const { monacoEditor } = await import('../editor/monacoEditor');
    slot.replaceChildren();
    editor = monacoEditor({ ...host, element: slot }, slot, markers);
    container.dataset.editor = 'monaco';
  }
  let current: EditorTab = 'orders';
  const showTab = (tab: EditorTab) => {
    current = tab;
    for (const t of ['orders', 'units'] as const) {
      buttons[t].setAttribute('aria-selected', String(t === tab));
      buttons[t].tabIndex = t === tab ? 0 : -1;
      markers[t].dataset.tab = String(t === tab);
    }
    panel.setAttribute('aria-labelledby', buttons[tab].id);
    editor.setTab(tab);
  };
  for (const tab of ['orders', 'units'] as const) buttons[tab].addEventListener('click', () => showTab(tab));
  tabs.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = current === 'orders' ? 'units' : 'orders';
    showTab(next);
    buttons[next].focus();
    e.preventDefault();
  });
  showTab('orders');
  return { editor, tab: () => current, showTab };
}
