import type { Diagnostic } from '../../../engine/orders/parseTypes';

/**
 * The parser's diagnostics as a list under the editor: every marker in words, with its line and
 * columns, so nothing depends on seeing a squiggle (and the phone editor has no squiggles). Text
 * only: a message never becomes markup.
 */
export function renderMarkerList(list: HTMLElement, diagnostics: readonly Diagnostic[], onPick: (line: number, column: number) => void): void {
  const shown = diagnostics.filter((d) => d.severity !== 'info');
  list.replaceChildren(
    ...shown.map((d) => {
      const li = document.createElement('li');
      li.className = `ed-marker ed-${d.severity}`;
      li.dataset.line = String(d.line);
      const where = document.createElement('button');
      where.type = 'button';
      where.className = 'ed-where';
      where.textContent = `Line ${d.line}, col ${d.column}`;
      where.addEventListener('click', () => onPick(d.line, d.column));
      const what = document.createElement('span');
      what.textContent = `${d.severity === 'error' ? 'Error' : 'Warning'}: ${d.message}`;
      li.append(where, ' ', what);
      return li;
    }),
  );
  list.hidden = shown.length === 0;
}
