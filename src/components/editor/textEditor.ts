import type { Diagnostic } from '../../../engine/orders/parseTypes';
import { renderMarkerList } from './markers';
import type { EditorHost, EditorTab, LineInfo, OrderEditor } from './types';

/**
 * The phone editor: a plain textarea per document, with the markers listed under it. Monaco is a
 * desktop editor (no touch selection, a tiny caret, its own scrolling), so narrow or touch screens
 * get this instead (DECISIONS.md).
 */
export function textEditor(host: EditorHost, area: Record<EditorTab, HTMLTextAreaElement>, markerList: Record<EditorTab, HTMLElement>): OrderEditor {
  const markers: Record<EditorTab, readonly Diagnostic[]> = { orders: [], units: [] };
  for (const tab of ['orders', 'units'] as const) {
    area[tab].value = host.initial[tab];
    area[tab].addEventListener('input', () => host.onChange(tab, area[tab].value));
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
    setMarkers(tab, diagnostics) {
      markers[tab] = diagnostics;
      renderMarkerList(markerList[tab], diagnostics, (line, column) => caretTo(tab, line, column));
      area[tab].setAttribute('aria-invalid', String(diagnostics.some((d) => d.severity === 'error')));
    },
    setLineInfo(_info: ReadonlyMap<number, LineInfo>) {
      // The order list under the board shows each line's reading.
    },
    setTab(tab) {
      area.orders.hidden = tab !== 'orders';
      area.units.hidden = tab !== 'units';
    },
    reveal: (tab, line) => caretTo(tab, line),
    focus: () => area.orders.focus(),
    dispose() {},
  };
}
