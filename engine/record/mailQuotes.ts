/** One level of mail quoting at a line's start: `>`, perhaps after spaces, and one space after it. */
const ONE_LEVEL = /^[ \t]*>[ \t]?/;

/** The line with up to `most` levels of quoting taken off, and how many there were. */
function unquote(line: string, most: number): { rest: string; levels: number } {
  let rest = line;
  let levels = 0;
  for (; levels < most && ONE_LEVEL.test(rest); levels++) rest = rest.replace(ONE_LEVEL, '');
  return { rest, levels };
}

/**
 * A judge's report forwarded or answered by mail arrives with every line quoted (`> `, `>> `).
 * When every line that is not blank is quoted, the quoting they all share is taken off, so the
 * report reads as the judge sent it; lines keep their numbers. When only some lines are quoted,
 * the text is left as it is: the quoted and unquoted parts may be different people's words.
 */
export function withoutMailQuotes(text: string): { text: string; depth: number } {
  const lines = text.split('\n');
  let depth = Infinity;
  for (const line of lines) {
    // A blank line, or a quoted blank one (`>`): it says nothing about how deep the quoting is.
    if (/^[\s>]*$/.test(line)) continue;
    depth = Math.min(depth, unquote(line, Infinity).levels);
    if (depth === 0) return { text, depth: 0 };
  }
  if (depth === Infinity) return { text, depth: 0 };
  return { text: lines.map((line) => unquote(line, depth).rest).join('\n'), depth };
}

/**
 * The quoted part of a mail that also has words of its own (headers, a covering note, a
 * signature): the quoted lines, taken out of the quoting they share, and every other line left
 * blank, so that lines keep their numbers. Undefined when no line is quoted.
 */
export function quotedPart(text: string): string | undefined {
  const lines = text.split('\n');
  let depth = Infinity;
  for (const line of lines) {
    if (/^[\s>]*$/.test(line)) continue;
    const { levels } = unquote(line, Infinity);
    if (levels > 0) depth = Math.min(depth, levels);
  }
  if (depth === Infinity) return undefined;
  return lines.map((line) => (ONE_LEVEL.test(line) ? unquote(line, depth).rest : '')).join('\n');
}
