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
export const BARE_ANNOTATIONS: ReadonlySet<string> = new Set(['succeeds', 'fails', 'failed', 'succeeded', 'bounced', 'bounces', 'dislodged']);

export interface Annotation {
  /** The annotation as written, e.g. "(*cut, dislodged*)". */
  text: string;
  /** Its words, lower-case: "cut, dislodged". */
  words: string;
  column: number;
  endColumn: number;
}

/**
 * Words that open a game master's note on what happened, written after the order: "Bounced with Mos
 * (1 against 1).", "Failed because Ber moved", "cut by A Gal"; and "supported by …" or "convoyed by
 * …", which says which unit helps. Everything from such a word on is the note.
 */
const NOTE_LEADERS: ReadonlySet<string> = new Set([
  'bounced', 'bounce', 'bounces', 'failed', 'fails', 'fail', 'succeeded', 'succeeds', 'success', 'successful', 'cut',
  'dislodged', 'destroyed', 'disbanded', 'annihilated', 'void', 'voided', 'illegal', 'invalid', 'because', 'standoff',
  'stood', 'repulsed', 'nso', 'nsu', 'nmr', 'unordered',
]);

/** Where a note in words starts, after an order that has its unit and something done with it; -1 for none. */
function noteStart(tokens: readonly Token[]): { at: number; remark: boolean } | undefined {
  let depth = 0;
  for (let j = 0; j < tokens.length; j++) {
    const t = tokens[j];
    // "(*Cut*)" is read whole, as an annotation, below.
    if (t.kind === 'open') depth++;
    else if (t.kind === 'close') depth = Math.max(0, depth - 1);
    if (depth > 0 || j < 3) continue;
    // "-- note": two dashes or more, once the order has had its own dash or word.
    if (t.kind === 'dash' && t.text.length >= 2 && t.spaced && tokens[j + 1]?.kind === 'word') return { at: j, remark: true };
    if (t.kind === 'word' && NOTE_LEADERS.has(t.key)) return { at: j, remark: false };
    // "supported by F Ven", "convoyed by the fleet in NTH": who helps is that unit's own order, not this one.
    if (t.kind === 'word' && (t.key === 'supported' || t.key === 'convoyed') && tokens[j + 1]?.kind === 'word' && tokens[j + 1].key === 'by') return { at: j, remark: false };
  }
  return undefined;
}

/** A remark set aside from an order line: "-- see you next turn". */
export interface LineRemark {
  text: string;
  column: number;
  endColumn: number;
}

/** The order's tokens without its trailing annotations, and the annotations (first written first). */
export function stripAnnotations(line: string, tokens: readonly Token[]): { tokens: Token[]; annotations: Annotation[]; remark?: LineRemark } {
  let end = tokens.length;
  const found: Annotation[] = [];
  let remark: LineRemark | undefined;
  for (;;) {
    while (end > 0 && (tokens[end - 1].kind === 'dot' || tokens[end - 1].kind === 'comma')) end--;
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
    // A bare result word after an order, not the order's own last word: "A Par - Bur SUCCEEDS",
    // and the long dash that may lead to it: "A Rom - Nap -- bounced".
    if (last.kind === 'word' && BARE_ANNOTATIONS.has(last.key) && end >= 3) {
      found.unshift(annotation(line, last, last));
      end--;
      const dash = tokens[end - 1];
      if (dash?.kind === 'dash' && dash.text.length >= 2 && dash.spaced && end >= 3) end--;
      continue;
    }
    break;
  }
  // Then a note in words before them: "A War - Lvn Bounced with Mos (1 against 1)."
  const note = noteStart(tokens.slice(0, end));
  if (note) {
    let last = end - 1;
    while (last > note.at && (tokens[last].kind === 'dot' || tokens[last].kind === 'comma')) last--;
    const a = annotation(line, tokens[note.at], tokens[last]);
    if (note.remark) remark = { text: a.text, column: a.column, endColumn: a.endColumn };
    else found.unshift(a);
    end = note.at;
    while (end > 0 && (tokens[end - 1].kind === 'dot' || tokens[end - 1].kind === 'comma')) end--;
  }
  return { tokens: tokens.slice(0, end), annotations: found, ...(remark ? { remark } : {}) };
}

function annotation(line: string, first: Token, last: Token): Annotation {
  const text = line.slice(first.start - 1, last.end);
  return { text, words: text.replace(/[()*]/g, '').trim().toLowerCase(), column: first.start, endColumn: last.end };
}
