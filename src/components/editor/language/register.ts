/**
 * Registers the orders language with Monaco once, lazily (when the first editor opens): the Monarch
 * tokens, themes in the site's colours for light and dark, completion and hover.
 */
import type * as Monaco from 'monaco-editor-core/esm/vs/editor/editor.api.js';
import { standardMap } from '../../../../engine/map/standardMap';
import { suggestions, type CompletionSource } from './completion';
import { LANGUAGE_ID, ordersLanguage } from './monarch';
import type { LineInfo } from '../types';

export const THEMES = { light: 'drl-orders-light', dark: 'drl-orders-dark' } as const;

/** Hovers and completions read these per model (each live board has its own models). */
export const modelContext = new WeakMap<Monaco.editor.ITextModel, { info: ReadonlyMap<number, LineInfo>; source?: CompletionSource }>();

let registered = false;

export function registerOrdersLanguage(monaco: typeof Monaco): void {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: LANGUAGE_ID, extensions: ['.orders'], aliases: ['Diplomacy orders'] });
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, ordersLanguage(standardMap));
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, { comments: { lineComment: '#' }, brackets: [['(', ')']] });
  const rules = (dark: boolean): Monaco.editor.ITokenThemeRule[] => [
    { token: 'type.power', foreground: dark ? 'e7c27a' : '7a4b00', fontStyle: 'bold' },
    { token: 'keyword.unit', foreground: dark ? '8fb8ff' : '1f4fb0', fontStyle: 'bold' },
    { token: 'keyword.order', foreground: dark ? 'd7a6ff' : '7a2ea8' },
    { token: 'keyword.coast', foreground: dark ? '8fd4c1' : '0e6e5c' },
    { token: 'operator.move', foreground: dark ? 'd7a6ff' : '7a2ea8', fontStyle: 'bold' },
    { token: 'variable.place', foreground: dark ? 'e8e8e8' : '1b1b1b' },
    { token: 'invalid.unknown', foreground: dark ? 'ff9a8a' : 'a3001b', fontStyle: 'underline' },
    { token: 'comment', foreground: dark ? '9aa0a6' : '6b6b6b', fontStyle: 'italic' },
    { token: 'number', foreground: dark ? '9aa0a6' : '6b6b6b' },
  ];
  monaco.editor.defineTheme(THEMES.light, { base: 'vs', inherit: true, rules: rules(false), colors: { 'editor.background': '#ffffff' } });
  monaco.editor.defineTheme(THEMES.dark, { base: 'vs-dark', inherit: true, rules: rules(true), colors: { 'editor.background': '#17181c' } });

  monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
    triggerCharacters: ['-', ' '],
    provideCompletionItems(model, position) {
      const source = modelContext.get(model)?.source;
      if (!source) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const kinds = { unit: monaco.languages.CompletionItemKind.Variable, place: monaco.languages.CompletionItemKind.Value, word: monaco.languages.CompletionItemKind.Keyword };
      return {
        // What may follow depends on every word typed so far ("A Mar S A P"): ask again at each keystroke, never filter a stale list.
        incomplete: true,
        suggestions: suggestions(model.getLinesContent(), position.lineNumber - 1, position.column, source).map((s) => ({
          label: s.label,
          insertText: s.insertText,
          kind: kinds[s.kind],
          detail: s.detail,
          sortText: s.sortText,
          ...(s.filterText ? { filterText: s.filterText } : {}),
          range,
        })),
      };
    },
  });

  monaco.languages.registerHoverProvider(LANGUAGE_ID, {
    provideHover(model, position) {
      const info = modelContext.get(model)?.info.get(position.lineNumber);
      if (!info) return null;
      const lines = [info.reading ? `Read as \`${info.reading}\`: ${info.degree.replace('-', ' ')}.` : `Not read with one meaning: ${info.degree.replace('-', ' ')}.`];
      if (info.outcome) lines.push(`Outcome: ${info.outcome.replace('-', ' ')}.`);
      // Markdown with HTML off: a reader's text is shown, never interpreted.
      return { range: new monaco.Range(position.lineNumber, 1, position.lineNumber, model.getLineMaxColumn(position.lineNumber)), contents: lines.map((value) => ({ value, supportHtml: false, isTrusted: false })) };
    },
  });
}
