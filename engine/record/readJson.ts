import type { RecordProblem } from './types';

/**
 * Parse a JSON record; when it is cut off (a truncated download or paste), keep what came
 * before the cut: the longest prefix that ends after a complete object and parses once its
 * open brackets are closed. The problem names the line where the text stops being JSON.
 */
export function readJson(text: string, problems: RecordProblem[]): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const at = /position (\d+)/.exec(message);
    const pos = at ? Number(at[1]) : text.length;
    const line = text.slice(0, pos).split('\n').length;
    problems.push({ line, message: `The record stops being valid JSON at line ${line} (${message}); it may be truncated. The phases before that point were checked.` });
    return repair(text, pos);
  }
}

/** The longest prefix that ends before `stop`, where the text stops being JSON, and parses once closed. */
function repair(text: string, stop: number): unknown {
  let tries = 0;
  for (let end = text.lastIndexOf('}', stop); end > 0 && tries < 400; end = text.lastIndexOf('}', end - 1), tries++) {
    const head = text.slice(0, end + 1);
    const closers = openBrackets(head);
    if (closers === null) continue;
    try {
      return JSON.parse(head + closers);
    } catch {
      // try an earlier cut
    }
  }
  return undefined;
}

/** The brackets that close what `head` left open, innermost first; null when `head` ends inside a string. */
function openBrackets(head: string): string | null {
  const stack: string[] = [];
  let inString = false;
  for (let i = 0; i < head.length; i++) {
    const c = head[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') stack.push('}');
    else if (c === '[') stack.push(']');
    else if (c === '}' || c === ']') stack.pop();
  }
  return inString ? null : stack.reverse().join('');
}
