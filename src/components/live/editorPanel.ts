/**
 * The editor panel beside a live board (below it on narrow screens): an Orders tab and a Units tab,
 * the editor itself, and the list of problems the parser found. The editor is a plain textarea at
 * once, so a reader can type as soon as the panel shows; on a desktop Monaco replaces it once it has
 * loaded, with everything typed meanwhile. Phones and touch screens keep the textarea (DECISIONS.md).
 *
 * The container's `data-editor` says which editor takes input: `plain` or `monaco`. While Monaco is
 * loading to take over, it is absent and `data-editor-loading` is set instead.
 */
import { textEditor } from '../editor/textEditor';
import { ordersLabel, type EditorHost, type EditorTab, type OrderEditor } from '../editor/types';
import { upgradable } from '../editor/upgrade';

const TAB_NAMES: Record<EditorTab, string> = { orders: 'Orders', units: 'Units' };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { className?: string } = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export function prefersPlainEditor(): boolean {
  return matchMedia('(max-width: 599px), (pointer: coarse)').matches;
}

/**
 * When a desktop editor becomes Monaco: `now` (a live board's "Edit orders" is the reader asking for
 * it), or `on-focus`, the first time the reader enters the editor: a lesson or the sandbox shows its
 * editor with the page, and Monaco (about 900 KB gzipped) must not load before the reader uses it.
 */
export type MonacoWhen = 'now' | 'on-focus';

export interface EditorPanel {
  editor: OrderEditor;
  tab(): EditorTab;
  showTab(tab: EditorTab): void;
}

export async function openEditorPanel(container: HTMLElement, uid: string, host: Omit<EditorHost, 'element'>, upgrade: MonacoWhen = 'now'): Promise<EditorPanel> {
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
    host.onePower ? 'One order per line; no heading is needed. ' : 'One order per line, under the power’s name. ',
    el(
      'span',
      { className: 'hint-keys' },
      'When suggestions open, ',
      el('kbd', {}, 'Tab'),
      ' takes one and ',
      el('kbd', {}, 'Enter'),
      ' still starts a new line. Or click a unit on the board, then where it should go; ',
      el('kbd', {}, 'Tab'),
      ' reaches the units, ',
      el('kbd', {}, 'Enter'),
      ' picks, ',
      el('kbd', {}, 'Esc'),
      ' cancels.',
    ),
    el('span', { className: 'hint-touch' }, 'To write an order, tap a unit on the board, then where it should go; tap it again to cancel.'),
  );
  const area = {} as Record<EditorTab, HTMLTextAreaElement>;
  for (const tab of ['orders', 'units'] as const) {
    area[tab] = el('textarea', { className: 'ed-textarea', spellcheck: false, rows: 10 });
    area[tab].setAttribute('aria-label', tab === 'orders' ? ordersLabel(host) : 'Units, one per line under the power’s name');
    area[tab].setAttribute('autocapitalize', 'off');
    area[tab].setAttribute('autocomplete', 'off');
    panel.append(area[tab]);
  }
  panel.append(markers.orders, markers.units);
  container.append(tabs, panel, hint);
  const plain = textEditor({ ...host, element: panel }, area, markers);
  const { editor, swap } = upgradable(plain);
  if (prefersPlainEditor()) container.dataset.editor = 'plain';
  else {
    panel.classList.add('ed-standin');
    const toMonaco = async () => {
      delete container.dataset.editor;
      container.dataset.editorLoading = 'monaco';
      try {
        const { monacoEditor } = await import('../editor/monacoEditor');
        await swap((from) => {
          const slot = el('div', { className: 'ed-monaco' });
          panel.prepend(slot);
          let monaco: OrderEditor;
          try {
            monaco = monacoEditor({ ...host, element: slot }, slot, markers, from);
          } catch (e) {
            slot.remove();
            throw e;
          }
          area.orders.remove();
          area.units.remove();
          panel.classList.remove('ed-standin');
          return monaco;
        });
        container.dataset.editor = 'monaco';
      } catch (e) {
        // Offline with Monaco never cached, say: the plain editor stays, with all its text.
        console.warn('Monaco could not load; the plain editor stays.', e);
        container.dataset.editor = 'plain';
      } finally {
        delete container.dataset.editorLoading;
      }
    };
    if (upgrade === 'now') void toMonaco();
    else {
      container.dataset.editor = 'plain';
      panel.addEventListener('focusin', () => void toMonaco(), { once: true });
    }
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
  // The moment a reader can type (the tests and the site benchmark read it).
  performance.mark('editor-ready', { detail: uid });
  return { editor, tab: () => current, showTab };
}
