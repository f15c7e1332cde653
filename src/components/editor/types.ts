import type { Diagnostic } from '../../../engine/orders/parseTypes';

/** The two documents a live board's editor holds. */
export type EditorTab = 'orders' | 'units';

/** What the editor shows on hover for a line: how it was read and how well it was written. */
export interface LineInfo {
  reading: string | null;
  degree: string;
  outcome?: string;
}

/**
 * A live board's editor, whichever implements it (a plain textarea first, and on wide screens Monaco
 * once it has loaded): two documents, markers from the parser's diagnostics, and a callback on every
 * change.
 */
export interface OrderEditor {
  text(tab: EditorTab): string;
  /** Replace a document's text (Reset, click-to-order); fires no change callback. */
  setText(tab: EditorTab, text: string): void;
  setMarkers(tab: EditorTab, diagnostics: readonly Diagnostic[]): void;
  /** Readings by line, for hovers. */
  setLineInfo(info: ReadonlyMap<number, LineInfo>): void;
  /** Show this tab's document. */
  setTab(tab: EditorTab): void;
  /** Show this tab and put the caret on this line. */
  reveal(tab: EditorTab, line: number): void;
  focus(): void;
  dispose(): void;
}

export interface EditorHost {
  /** Where the editor goes. */
  element: HTMLElement;
  initial: Record<EditorTab, string>;
  onChange(tab: EditorTab, text: string): void;
  /** The province ids of the units of a power, for completion; and where a unit may move. */
  completion?: import('./language/completion').CompletionSource;
  /** The orders are this one power's (a lesson): no power's name heads them. Absent: any power's, each under its name. */
  onePower?: string;
}

/** What the orders box is called, for its label and a screen reader. */
export function ordersLabel(host: Pick<EditorHost, 'onePower'>): string {
  return host.onePower ? `${host.onePower}’s orders, one per line` : 'Orders, one per line under the power’s name';
}

/** What the plain editor hands to Monaco when it takes over: nothing typed is lost, the caret stays. */
export interface PlainState {
  text: Record<EditorTab, string>;
  tab: EditorTab;
  /** Offsets in the shown tab's text; `backward` when the caret is at the start of the selection. */
  selection: { start: number; end: number; backward: boolean };
  scrollTop: number;
  focused: boolean;
}
