/**
 * Splitting one line of orders into tokens that remember their columns, so
 * every diagnostic can point at the characters it is about.
 */

export type TokenKind =
  | 'word'
  | 'number'
  /** Any dash: `-`, `–`, `—`, `−`. A move, or part of a name such as `Mid-Atlantic`. */
  | 'dash'
  /** `->`, `=>`, `→`, `>`: always a move. */
  | 'arrow'
  | 'slash'
  | 'colon'
  | 'open'
  | 'close'
  | 'comma'
  | 'dot'
  | 'other';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Lowercase, without dots and apostrophes: the form looked up in the lexicon. */
  key: string;
  /** 1-based column of the first character. */
  start: number;
  /** 1-based column of the last character (inclusive). */
  end: number;
  /** Whitespace (or the line start) comes right before this token. */
  spaced: boolean;
}

/** 1-based inclusive column range. */
export interface Span {
  start: number;
  end: number;
}

const PATTERNS: readonly [TokenKind, RegExp][] = [
  ['arrow', /-+>|=+>|→|⇒|⟶|>/y],
  ['dash', /[-–—−‐‑]+/y],
  // A period right after a letter that ends a word marks an abbreviation ("Norw.", "Budap.", "e.c."):
  // it belongs to the word, so the name and what follows it read as if it were not there.
  ['word', /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*(?:(?<=\p{L})\.(?![\p{L}\p{N}.]))?/uy],
  ['slash', /\//y],
  ['colon', /:/y],
  ['open', /[([{]/y],
  ['close', /[)\]}]/y],
  ['comma', /[,;]/y],
  ['dot', /\./y],
];

const WORD_PATTERN = PATTERNS.filter(([k]) => k === 'word');

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let spaced = true;
  while (i < line.length) {
    const ch = line[i];
    const code = line.charCodeAt(i);
    if (code === 32 || /\s/.test(ch)) {
      spaced = true;
      i++;
      continue;
    }
    let kind: TokenKind = 'other';
    let text = ch;
    // Most tokens start with an ASCII letter or digit, which only a word can: skip the other patterns.
    const asciiWord = isAsciiLetter(code) || (code >= 48 && code <= 57);
    for (const [k, re] of asciiWord ? WORD_PATTERN : PATTERNS) {
      re.lastIndex = i;
      const m = re.exec(line);
      if (m && m[0].length > 0) {
        kind = k;
        text = m[0];
        break;
      }
    }
    if (kind === 'other') {
      // Keep a surrogate pair together so a column never splits a character.
      const cp = line.codePointAt(i) ?? 0;
      text = String.fromCodePoint(cp);
    }
    if (kind === 'word' && !isAsciiLetter(code) && /^\p{N}+$/u.test(text)) kind = 'number';
    const lower = text.toLowerCase();
    tokens.push({
      kind,
      text,
      key: kind === 'word' && !/['’.]/.test(lower) ? lower : lower.replace(/['’.]/g, ''),
      start: i + 1,
      end: i + text.length,
      spaced,
    });
    spaced = false;
    i += text.length;
  }
  return tokens;
}

export function spanOf(first: Token, last: Token = first): Span {
  return { start: first.start, end: last.end };
}

/** Where the parser points when something is missing at the end of a line. */
export function endSpan(line: string): Span {
  const col = line.trimEnd().length + 1;
  return { start: col, end: col };
}
