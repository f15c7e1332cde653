/**
 * The desktop editor: Monaco (monaco-editor-core, only the editor with hover and suggest), loaded
 * when a reader first clicks "Edit orders". Two models, one per tab; markers from the parser.
 */
import * as monaco from 'monaco-editor-core/esm/vs/editor/editor.api.js';
import 'monaco-editor-core/esm/vs/editor/contrib/hover/browser/hoverContribution.js';
import 'monaco-editor-core/esm/vs/editor/contrib/suggest/browser/suggestController.js';
import EditorWorker from 'monaco-editor-core/esm/vs/editor/editor.worker.start.js?worker';
import type { Diagnostic } from '../../../engine/orders/parseTypes';
import { LANGUAGE_ID } from './language/monarch';
import { modelContext, registerOrdersLanguage, THEMES } from './language/register';
import { renderMarkerList } from './markers';
import type { EditorHost, EditorTab, LineInfo, OrderEditor } from './types';

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment ??= { getWorker: () => new EditorWorker() };
// Monaco's own loader exposes the API this way; the browser tests read the tokenizer through it.
(globalThis as unknown as { monaco?: typeof monaco }).monaco ??= monaco;

const isDark = () => document.documentElement.dataset.theme === 'dark';

export function monacoEditor(host: EditorHost, element: HTMLElement, markerList: Record<EditorTab, HTMLElement>): OrderEditor {
  registerOrdersLanguage(monaco);
  const models = {
    orders: monaco.editor.createModel(host.initial.orders, LANGUAGE_ID),
    units: monaco.editor.createModel(host.initial.units, LANGUAGE_ID),
  };
  modelContext.set(models.orders, { info: new Map(), source: host.completion });
  modelContext.set(models.units, { info: new Map() });
  const editor = monaco.editor.create(element, {
    model: models.orders,
    theme: isDark() ? THEMES.dark : THEMES.light,
    minimap: { enabled: false },
    lineNumbers: 'on',
    fontSize: 14,
    automaticLayout: true,
    scrollBeyondLastLine: false,
    wordWrap: 'on',
    renderLineHighlight: 'line',
    fixedOverflowWidgets: true,
    ariaLabel: 'Orders, one per line under each power’s name',
    tabFocusMode: true,
  });
  const theme = new MutationObserver(() => monaco.editor.setTheme(isDark() ? THEMES.dark : THEMES.light));
  theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  let silent = false;
  const subscriptions = (['orders', 'units'] as const).map((tab) =>
    models[tab].onDidChangeContent(() => {
      if (!silent) host.onChange(tab, models[tab].getValue());
    }),
  );
  const show = (tab: EditorTab, line: number, column = 1) => {
    if (editor.getModel() !== models[tab]) editor.setModel(models[tab]);
    editor.setPosition({ lineNumber: line, column });
    editor.revealLineInCenterIfOutsideViewport(line);
    editor.focus();
  };
  return {
    text: (tab) => models[tab].getValue(),
    setText(tab, text) {
      silent = true;
      // An edit operation, not setValue, so undo still works after a click writes an order.
      models[tab].pushEditOperations([], [{ range: models[tab].getFullModelRange(), text }], () => null);
      silent = false;
    },
    setMarkers(tab, diagnostics: readonly Diagnostic[]) {
      monaco.editor.setModelMarkers(
        models[tab],
        'diplomacy',
        diagnostics.map((d) => ({
          startLineNumber: d.line,
          endLineNumber: d.line,
          startColumn: d.column,
          endColumn: d.endColumn + 1, // the parser's end column is inclusive, Monaco's is not
          message: d.message,
          severity: d.severity === 'error' ? monaco.MarkerSeverity.Error : d.severity === 'warning' ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Info,
        })),
      );
      renderMarkerList(markerList[tab], diagnostics, (line, column) => show(tab, line, column));
    },
    setLineInfo(info: ReadonlyMap<number, LineInfo>) {
      modelContext.set(models.orders, { info, source: host.completion });
    },
    reveal: (tab, line) => show(tab, line),
    focus: () => editor.focus(),
    setTab(tab: EditorTab) {
      if (editor.getModel() !== models[tab]) editor.setModel(models[tab]);
    },
    dispose() {
      theme.disconnect();
      subscriptions.forEach((s) => s.dispose());
      editor.dispose();
      models.orders.dispose();
      models.units.dispose();
    },
  };
}
