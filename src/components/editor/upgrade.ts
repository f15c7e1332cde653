/**
 * An editor that starts plain and is swapped, once, for another (Monaco) built from the plain one's
 * state: text, tab, caret, scroll and focus. Callers hold this one object throughout; it replays on
 * the new editor what they had set (markers, hovers' readings, tab), so nothing they did or the
 * reader typed before the swap is lost.
 */
import type { Diagnostic } from '../../../engine/orders/parseTypes';
import type { PlainEditor } from './textEditor';
import type { EditorTab, LineInfo, OrderEditor, PlainState } from './types';

export interface UpgradableEditor {
  editor: OrderEditor;
  /**
   * Replace the plain editor with `make(state)`. Waits for an input method's composition to end, then
   * reads the state and builds the new editor in one go, so no keystroke falls between the two.
   */
  swap(make: (from: PlainState) => OrderEditor): Promise<void>;
}

export function upgradable(plain: PlainEditor): UpgradableEditor {
  let current: OrderEditor = plain;
  let swapping: Promise<void> | undefined;
  const markers: Partial<Record<EditorTab, readonly Diagnostic[]>> = {};
  let info: ReadonlyMap<number, LineInfo> | undefined;
  const editor: OrderEditor = {
    text: (tab) => current.text(tab),
    setText: (tab, text) => current.setText(tab, text),
    setMarkers(tab, diagnostics) {
      markers[tab] = diagnostics;
      current.setMarkers(tab, diagnostics);
    },
    setLineInfo(lineInfo) {
      info = lineInfo;
      current.setLineInfo(lineInfo);
    },
    setTab: (tab) => current.setTab(tab),
    reveal: (tab, line) => current.reveal(tab, line),
    focus: () => current.focus(),
    dispose: () => current.dispose(),
  };
  return {
    editor,
    swap(make) {
      swapping ??= plain.afterComposition().then(() => {
        const next = make(plain.state());
        for (const tab of ['orders', 'units'] as const) {
          const m = markers[tab];
          if (m) next.setMarkers(tab, m);
        }
        if (info) next.setLineInfo(info);
        plain.dispose();
        current = next;
      });
      return swapping;
    },
  };
}
