/**
 * What the CLI writes is safe to show on a terminal: a control character from the input (an escape
 * sequence, a carriage return, a bell) is printed as an escape such as `\u001b`, never raw. Line
 * breaks and tabs stay: the CLI's own text is made of them. C1 controls, the line and paragraph
 * separators and the bidirectional overrides are escaped too; JSON.stringify leaves them raw.
 */
import { escapeChar as escape, visible } from '../visibleText';

// The CLI's own line breaks and tabs stay; every other invisible character is escaped.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Text with every control character escaped. In JSON the escapes are the JSON ones, so a reader parses the same strings. */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, escape);
}

/** A message on one line: line breaks and tabs from the input are escaped as well. */
export const oneLine = visible;

/** A leading byte-order mark (Windows editors write one) is no part of the input. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
