import { POWER_WORDS } from '../lexicon';

/**
 * What people wrap their orders in when they post, forward or type up a sheet: HTML and markdown
 * left by a forum or a chat (`<u>…</u>`, `&gt;`, a bare `gt;`, `**`), a stray bracket or bullet,
 * a season written in front (`S'01:`, `F1903:`), a two-letter power (`Au:`, `Ru:`), a player's
 * name after the power (`France (Dave): …`), and a whole order in parentheses, the way some game
 * masters mark an order that failed (`(A Ven-Rom)`).
 *
 * Each is blanked out or rewritten in place, never moved, so every column of the cleaned line is
 * the column of the same character as written and every diagnostic still points at the input.
 * What is set aside is kept as a remark, with what it was taken to be.
 */

export type RemarkKind = 'markup' | 'struck' | 'season' | 'player' | 'parentheses' | 'remark' | 'overflow';

export interface Remark {
  kind: RemarkKind;
  /** As written. */
  text: string;
  column: number;
  endColumn: number;
}

export interface CleanedLine {
  /** The line with the same length as written, what is set aside turned to spaces. */
  text: string;
  remarks: Remark[];
}

/** Two-letter power codes some sheets use, each rewritten as the three-letter one of the same length with its colon. */
const TWO_LETTER_POWERS: Readonly<Record<string, string>> = { au: 'AUS', en: 'ENG', fr: 'FRA', ge: 'GER', it: 'ITA', ru: 'RUS', tu: 'TUR' };

/** HTML entities, and the character each stands for. */
const ENTITIES: Readonly<Record<string, string>> = { gt: '>', lt: '<', amp: '&', nbsp: ' ', quot: '"', apos: "'", '#39': "'", '#8211': '-', ndash: '-', mdash: '-', rarr: '>' };

/** Tags a forum or mail program leaves in pasted text; `<A Par - Bur>` is an order in brackets, not a link. */
const TAG = /<\/?(?:u|b|i|s|em|strong|br|p|div|span|font|strike|del|code|pre|tt|li|ul|ol|hr|blockquote|a(?=\s+href))\b[^<>]*>/gi;

/** Forum BBCode: `[b]England[/b]`, `[color=red]…[/color]`. */
const BBCODE = /\[\/?(?:b|i|u|s|color|size|font|quote|code|center|strike|spoiler|url|highlight)(?:=[^\]]{0,30})?\]/gi;

const blank = (s: string) => ' '.repeat(s.length);

export function cleanLine(raw: string): CleanedLine {
  // Most lines hold none of it: one test finds them.
  if (!/[<&*_`[\]|•·()'’@~]|gt;|lt;|^\s*\w{1,2}\s*:|^\s*[SFWA]\s?\d/i.test(raw)) return { text: raw, remarks: [] };
  const remarks: Remark[] = [];
  let text = raw;
  const setAside = (kind: RemarkKind, start: number, end: number, replacement?: string) => {
    const written = raw.slice(start, end);
    remarks.push({ kind, text: written, column: start + 1, endColumn: end });
    text = text.slice(0, start) + (replacement ?? blank(written)).padEnd(end - start, ' ') + text.slice(end);
  };
  const each = (re: RegExp, f: (m: RegExpExecArray) => void) => {
    for (const m of [...text.matchAll(re)]) f(m as RegExpExecArray);
  };

  // --- Markup: tags, entities (a bare "gt;" too), bold and code marks.
  each(TAG, (m) => setAside('markup', m.index, m.index + m[0].length));
  each(BBCODE, (m) => setAside('markup', m.index, m.index + m[0].length));
  each(/&(#?\w{2,6});|(?<![\p{L}&])(gt|lt);/giu, (m) => {
    const name = (m[1] ?? m[2]).toLowerCase();
    const ch = ENTITIES[name];
    if (ch !== undefined) setAside('markup', m.index, m.index + m[0].length, ch);
  });
  // "~~via convoy~~": struck out, so no part of the order.
  each(/~~[^~]*~~/g, (m) => setAside('struck', m.index, m.index + m[0].length));
  each(/\*\*+|__+|`+/g, (m) => setAside('markup', m.index, m.index + m[0].length));
  // "<A Par - Bur> <A Mar - Spa>": an order in angle brackets; the brackets go, the orders stay.
  each(/<(\s*(?:[AF]|army|fleet)\s[^<>]*)>/gi, (m) => {
    setAside('markup', m.index, m.index + 1);
    setAside('markup', m.index + m[0].length - 1, m.index + m[0].length);
  });

  // --- "@GM Italy: …": a chat's mention of whoever the message is for.
  const mention = /^\s*(@[\p{L}\p{N}_.-]+)\s/u.exec(text);
  if (mention) setAside('markup', mention.index + mention[0].length - mention[1].length - 1, mention.index + mention[0].length - 1);

  // --- A stray bracket, bar or bullet before anything else.
  const lead = /^\s*([\][|•·►▪]+)(?=\s|[A-Za-z])/.exec(text);
  if (lead) setAside('markup', lead.index + lead[0].length - lead[1].length, lead.index + lead[0].length);

  // --- A season in front: "S'01:", "F1903:", "W 1901:", "Spring 1901:", "S1901M:".
  const season = /^\s*((?:[SFWA]\s?['’]?\s?\d{2}(?:\d{2})?[MRBA]?|(?:spring|summer|fall|autumn|winter)\s*['’]?\s*\d{2}(?:\d{2})?)\s*:)/i.exec(text);
  if (season && /\S/.test(text.slice(season[0].length))) setAside('season', season.index + season[0].length - season[1].length, season.index + season[0].length);

  // --- "Au:" for Austria: rewritten as "AUS", the same three characters.
  const two = /^(\s*)([A-Za-z]{2})\s?:/.exec(text);
  const code = two ? TWO_LETTER_POWERS[two[2].toLowerCase()] : undefined;
  if (two && code) {
    const start = two[1].length;
    const end = two.index + two[0].length;
    text = text.slice(0, start) + code.padEnd(end - start, ' ') + text.slice(end);
  }

  // --- "France (Dave): A Par - Bur": the player's name between the power and its orders.
  const player = /^(\s*([\p{L}-]+)(?:'s)?\s*)(\([^()]{1,40}\))(?=\s*[:-])/iu.exec(text);
  if (player && POWER_WORDS.has(player[2].toLowerCase().replace(/-.*$/, ''))) setAside('player', player[1].length, player[1].length + player[3].length);

  // --- "(A Ven-Rom)": a whole order in parentheses is still an order.
  const wrapped = /^(\s*)\((\s*(?:[\p{L}]+\s*:\s*)?(?:[AF]|army|fleet)\b[^()]*(?:\([^()]*\)[^()]*)*)\)\s*[.;,]?\s*$/iu.exec(text);
  if (wrapped) {
    const open = wrapped[1].length;
    const close = open + 1 + wrapped[2].length;
    remarks.push({ kind: 'parentheses', text: raw.slice(open, close + 1), column: open + 1, endColumn: close + 1 });
    text = text.slice(0, open) + ' ' + text.slice(open + 1, close) + ' ' + text.slice(close + 1);
  }
  return { text, remarks: remarks.sort((a, b) => a.column - b.column) };
}

/** How a set-aside remark is explained on its line. */
export function remarkMessage(r: Remark): string {
  switch (r.kind) {
    case 'markup':
      return `Formatting left over from a web page or a message is set aside: “${r.text}”.`;
    case 'overflow':
      return `The line holds ${r.text} orders, more than the 34 units a board can have; the first 34 were read, and the rest of the line was not.`;
    case 'struck':
      return `“${r.text}” is struck out, so it is no part of the order.`;
    case 'season':
      return `“${r.text.trim()}” names the season; it is set aside, and the order after it is read.`;
    case 'player':
      return `“${r.text}” is taken as the player's name; it is set aside.`;
    case 'parentheses':
      return 'The order is written in parentheses, as some game masters mark an order that failed; the order inside is read.';
    default:
      return `“${r.text}” is a remark after the order; it is set aside.`;
  }
}

/** A line's markup as one remark ("`A Par - Bur`" has two marks, and one note says so). */
export function mergedMarkup(remarks: readonly Remark[]): Remark[] {
  const markup = remarks.filter((r) => r.kind === 'markup');
  if (markup.length < 2) return [...remarks];
  const one: Remark = { kind: 'markup', text: [...new Set(markup.map((r) => r.text))].join('”, “'), column: markup[0].column, endColumn: markup[markup.length - 1].endColumn };
  return [one, ...remarks.filter((r) => r.kind !== 'markup')];
}
