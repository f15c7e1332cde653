/**
 * What the CLI writes is safe to show on a terminal: a control character from the input (an escape
 * sequence, a carriage return, a bell) is printed as an escape such as `\u001b`, never raw. Line
 * breaks and tabs stay: the CLI's own text is made of them. C1 controls, the line and paragraph
 * separators and the bidirectional overrides are escaped too; JSON.stringify leaves them raw.
 */
import { escapeChar, INVISIBLE, visible } from '../inputText';

export { withoutBom } from '../inputText';

/** Text with every control character escaped. In JSON the escapes are the JSON ones, so a reader parses the same strings. */
export function terminalSafe(text: string): string {
  return text.replace(INVISIBLE, (c) => (c === '\n' || c === '\t' ? c : escapeChar(c)));
}

/** A message on one line: line breaks and tabs from the input are escaped as well. */
export const oneLine = visible;
