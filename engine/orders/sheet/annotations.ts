import type { Token } from '../tokens';

/**
 * Result annotations that sites and judges print after an order: webDiplomacy's "(fail)" and
 * "(dislodged)", the judges' "(*bounce*)", "(*cut, dislodged*)", "(*no convoy*)", a bare
 * "SUCCEEDS" or "FAILS". They say what happened, not what was ordered, so they are set aside
 * before the order is read, and kept with the line (a game record's check compares them).
 */
const ANNOTATION_WORDS: ReadonlySet<string> = new Set([
  'fail', 'fails', 'failed', 'failure', 'success', 'succeeds', 'succeeded', 'ok',
  'dislodged', 'bounce', 'bounced', 'bounces', 'cut', 'void', 'no', 'convoy', 'disrupted',
  'destroyed', 'disbanded', 'invalid', 'illegal', 'effect', 'nso', 'nsu', 'nsc',
]);
/** Words that stand alone after an order as its result. */
const BARE_ANNOTATIONS: ReadonlySet<string> = new Set(['succeeds', 'fails', 'failed', 'succeeded', 'bounced', 'bounces', 'dislodged']);

export interface Annotation {
  /** The annotation as written, e.g. "(*cut, dislodged*)". */
  text: string;
  /** Its words, lower-case: "cut, dislodged". */
  words: string;
  column: number;
  endColumn: number;
}

/** The order's tokens without its trailing annotations, and the annotations (first written first). */
export function stripAnnotations(line: string, tokens: readonly Token[]): { tokens: Token[]; annotations: Annotation[] } {
  let end = tokens.length;
  const found: Annotation[] = [];
  for (;;) {
    while (end > 0 && tokens[end - 1].kind === 'dot') end--;
    const last = tokens[end - 1];
    if (!last || end < 2) break;
    if (last.kind === 'close') {
      let open = end - 2;
      while (open >= 0 && tokens[open].kind !== 'open') open--;
      if (open < 1) break;
      const inside = tokens.slice(open + 1, end - 1).filter((t) => t.kind !== 'comma' && !(t.kind === 'other' && t.text === '*'));
      if (inside.length === 0 || !inside.every((t) => t.kind === 'word' && ANNOTATION_WORDS.has(t.key))) break;
      found.unshift(annotation(line, tokens[open], last));
      end = open;
      continue;
    }
    // A bare result word after an order, not the order's own last word: "A Par - Bur SUCCEEDS".
    if (last.kind === 'word' && BARE_ANNOTATIONS.has(last.key) && end >= 3) {
      found.unshift(annotation(line, last, last));
      end--;
      continue;
    }
    break;
  }
  return { tokens: tokens.slice(0, end), annotations: found };
}

function annotation(line: string, first: Token, last: Token): Annotation {
  const text = line.slice(first.start - 1, last.end);
  return { text, words: text.replace(/[()*]/g, '').trim().toLowerCase(), column: first.start, endColumn: last.end };
}
