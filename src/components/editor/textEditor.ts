import type { Diagnostic } from '../../../engine/orders/parseTypes';
import { renderMarkerList } from './markers';
import type { EditorHost, EditorTab, LineInfo, OrderEditor, PlainState } from './types';

/** The plain editor, with what an upgrade to Monaco reads of it at the moment of the swap. */
export interface PlainEditor extends OrderEditor {
  /** Both texts, the tab shown, the caret or selection and scroll of that tab, and whether it has focus. */
  state(): PlainState;
  /** Resolves at once, or when an input method's composition ends: a swap must not cut one in half. */
  afterComposition(): Promise<void>;
}

/**
 * The plain editor: a textarea per document, with the markers listed under it. Phones and touch
 * screens keep it (Monaco has no touch selection, a tiny caret, its own scrolling); on a desktop it
 * is the editor the reader types into until Monaco has loaded (DECISIONS.md). A textarea's own
 * Enter inserts a line break; nothing here intercepts it.
 */
export function textEditor(host: EditorHost, area: Record<EditorTab, HTMLTextAreaElement>, markerList: Record<EditorTab, HTMLElement>): PlainEditor {
  let shown: EditorTab = 'orders';
  let composing = false;
  let composed: (() => void)[] = [];
  const listeners: [HTMLTextAreaElement, string, EventListener][] = [];
  const on = (target: HTMLTextAreaElement, type: string, listener: EventListener) => {
    target.addEventListener(type, listener);
    listeners.push([target, type, listener]);
  };
  for (const tab of ['orders', 'units'] as const) {
    area[tab].value = host.initial[tab];
    on(area[tab], 'input', () => host.onChange(tab, area[tab].value));
    on(area[tab], 'compositionstart', () => (composing = true));
    on(area[tab], 'compositionend', () => {
      composing = false;
      composed.forEach((resolve) => resolve());
      composed = [];
    });
  }
  const caretTo = (tab: EditorTab, line: number, column = 1) => {
    const lines = area[tab].value.split('\n');
    const at = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
    area[tab].focus();
    area[tab].setSelectionRange(at, at);
  };
  return {
    text: (tab) => area[tab].value,
    setText(tab, text) {
      area[tab].value = text;
    },
    setMarkers(tab, diagnostics: readonly Diagnostic[]) {
      renderMarkerList(markerList[tab], diagnostics, (line, column) => caretTo(tab, line, column));
      area[tab].setAttribute('aria-invalid', String(diagnostics.some((d) => d.severity === 'error')));
    },
    setLineInfo(_info: ReadonlyMap<number, LineInfo>) {
      // The order list under the board shows each line's reading.
    },
    setTab(tab) {
      shown = tab;
      area.orders.hidden = tab !== 'orders';
      area.units.hidden = tab !== 'units';
    },
    reveal: (tab, line) => caretTo(tab, line),
    focus: () => area[shown].focus(),
    state() {
      const a = area[shown];
      return {
        text: { orders: area.orders.value, units: area.units.value },
        tab: shown,
        selection: { start: a.selectionStart, end: a.selectionEnd, backward: a.selectionDirection === 'backward' },
        scrollTop: a.scrollTop,
        focused: document.activeElement === a,
      };
    },
    afterComposition: () => (composing ? new Promise<void>((resolve) => composed.push(resolve)) : Promise.resolve()),
    dispose() {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    },
  };
}
