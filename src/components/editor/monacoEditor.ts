/**
 * The desktop editor: Monaco (monaco-editor-core, only the editor with hover and suggest). It takes
 * over from the plain editor once it has loaded (./upgrade.ts), with the text, tab, caret and focus
 * the plain editor had. Two models, one per tab; markers from the parser.
 */
import * as monaco from 'monaco-editor-core/esm/vs/editor/editor.api.js';
import 'monaco-editor-core/esm/vs/editor/contrib/hover/browser/hoverContribution.js';
import 'monaco-editor-core/esm/vs/editor/contrib/suggest/browser/suggestController.js';
import EditorWorker from 'monaco-editor-core/esm/vs/editor/editor.worker.start.js?worker';
import type { Diagnostic } from '../../../engine/orders/parseTypes';
import { LANGUAGE_ID } from './language/monarch';
import { modelContext, registerOrdersLanguage, THEMES } from './language/register';
import { renderMarkerList } from './markers';
import { ordersLabel, type EditorHost, type EditorTab, type LineInfo, type OrderEditor, type PlainState } from './types';

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment ??= { getWorker: () => new EditorWorker() };
// Monaco's own loader exposes the API this way; the browser tests read the tokenizer through it.
(globalThis as unknown as { monaco?: typeof monaco }).monaco ??= monaco;

const isDark = () => document.documentElement.dataset.theme === 'dark';

/** The plain editor's font (styles/scenario.css), so the text does not change shape on the swap. */
export const EDITOR_FONT = { fontFamily: 'ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace', fontSize: 14, lineHeight: 20 };

let keysSet = false;
/**
 * Enter always starts a new line: a suggestion is taken with Tab or a click, never with Enter
 * (`acceptSuggestionOnEnter: 'off'` below) nor Shift+Enter, whose default binding takes the
 * suggestion's alternative. A reader typing orders one per line otherwise glues the next order
 * onto the line whose last word the box had just offered.
 */
function enterStartsALine(): void {
  if (keysSet) return;
  keysSet = true;
  monaco.editor.addKeybindingRule({ keybinding: monaco.KeyMod.Shift | monaco.KeyCode.Enter, command: '-acceptAlternativeSelectedSuggestion' });
}

export function monacoEditor(host: EditorHost, element: HTMLElement, markerList: Record<EditorTab, HTMLElement>, from?: PlainState): OrderEditor {
  registerOrdersLanguage(monaco);
  enterStartsALine();
  const text = from?.text ?? host.initial;
  const models = {
    orders: monaco.editor.createModel(text.orders, LANGUAGE_ID),
    units: monaco.editor.createModel(text.units, LANGUAGE_ID),
  };
  modelContext.set(models.orders, { info: new Map(), source: host.completion });
  modelContext.set(models.units, { info: new Map() });
  const editor = monaco.editor.create(element, {
    model: models[from?.tab ?? 'orders'],
    theme: isDark() ? THEMES.dark : THEMES.light,
    minimap: { enabled: false },
    lineNumbers: 'on',
    // A narrow gutter that the plain editor's left padding copies (styles/scenario.css).
    lineNumbersMinChars: 3,
    glyphMargin: false,
    folding: false,
    padding: { top: 6 },
    ...EDITOR_FONT,
    automaticLayout: true,
    scrollBeyondLastLine: false,
    wordWrap: 'on',
    renderLineHighlight: 'line',
    fixedOverflowWidgets: true,
    ariaLabel: ordersLabel(host),
    tabFocusMode: true,
    acceptSuggestionOnEnter: 'off',
    tabCompletion: 'off',
  });
  if (from) {
    // The caret or selection the reader had in the plain editor, as model positions.
    const model = models[from.tab];
    const start = model.getPositionAt(from.selection.start);
    const end = model.getPositionAt(from.selection.end);
    const [anchor, active] = from.selection.backward ? [end, start] : [start, end];
    editor.setSelection(new monaco.Selection(anchor.lineNumber, anchor.column, active.lineNumber, active.column));
    editor.setScrollTop(from.scrollTop);
    if (from.focused) editor.focus();
  }
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
