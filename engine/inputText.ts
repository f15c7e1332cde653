/**
 * Text that comes from the reader (a pasted record, a sheet, a file), made safe to read and to show.
 *
 * Characters a reader cannot see, or that reorder the text around them: C0 and C1 controls, the
 * line and paragraph separators, and the bidirectional embeddings, overrides and isolates. A
 * right-to-left override pasted into an order would otherwise turn the rest of its message around.
 */
export const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One such character, written as its escape (`\u202e`). */
export const escapeChar = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A message that may quote the reader's input, made safe to show: every invisible character is
 * written as its escape. Our own prose holds none, so only quoted input changes.
 */
export function visible(message: string): string {
  return message.replace(INVISIBLE, escapeChar);
}

/** A leading byte-order mark (Windows editors write one) is no part of the input. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
