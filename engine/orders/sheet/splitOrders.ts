import { CONVOY_NOUNS, directiveOf, FILLER_WORDS, LEADING_DIRECTIVES, POWER_WORDS, UNIT_WORDS, VIA_WORDS } from '../lexicon';
import type { Token } from '../tokens';
import { BARE_ANNOTATIONS } from './annotations';

/**
 * Several orders on one line: "A Ber-Kie, F Kie-Den; A Mun-Ruh", "England: Build A Edi  England:
 * Build F Lon", "A Par-Bur   A Mar-Spa". A line is cut before a comma or semicolon that a unit
 * follows, before a power written again with its colon, and before a unit after a gap of two
 * spaces or more that no order word leads up to, and before a unit that follows a whole order with
 * nothing between them. The line itself must open with a unit (perhaps
 * after a power, a number or a leading directive), so a revival list ("revive Moscow, F StP (sc)")
 * or a coast after a comma ("Spain, south coast") is never cut.
 */
export function splitOrders(tokens: readonly Token[]): Token[][] {
  if (tokens.some((t) => t.kind === 'word' && directiveOf(t.key) === 'revive')) return [tokens as Token[]];
  const startsWithUnit = (from: number) => {
    let k = from;
    // "(A Gal-Rum)": an order a game master wrapped in parentheses is an order too.
    while (tokens[k] && (tokens[k].kind === 'number' || tokens[k].kind === 'colon' || tokens[k].kind === 'dot' || tokens[k].kind === 'dash' || tokens[k].kind === 'open')) k++;
    // "Build A Mar, Build F Bre": a leading directive may come first.
    if (isLeadingDirective(tokens[k]) && isUnitWord(tokens[k + 1])) k++;
    // "A(Mun)": the British zines' unit, its place in parentheses.
    return isUnitWord(tokens[k]) && (tokens[k + 1]?.kind === 'word' || (tokens[k + 1]?.kind === 'open' && tokens[k + 2]?.kind === 'word'));
  };
  const first = tokens.findIndex((t) => t.kind === 'word' && UNIT_WORDS[t.key] !== undefined);
  if (first < 0 || first > 3) return [tokens as Token[]];
  const parts: Token[][] = [];
  let from = 0;
  const cut = (k: number, skip: number) => {
    parts.push(tokens.slice(from, k));
    from = k + skip;
  };
  for (let k = first + 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === 'comma' && startsWithUnit(k + 1)) cut(k, 1);
    else if (isPowerPrefix(tokens, k) && k > from + 1) cut(k, 0);
    else if (gapBefore(tokens, k) >= 2 && isUnitWord(t) && !leadsToUnit(tokens[k - 1]) && startsWithUnit(k) && k > from + 1) cut(k, 0);
    else if (isUnitWord(t) && endsOrder(tokens, from, k) && startsWithUnit(k)) cut(k, 0);
  }
  parts.push(tokens.slice(from));
  return parts.filter((p) => p.length > 0);
}

/**
 * "F Ank-Blk A Con-Bul", "F Smyrna H A tri H": with nothing between them, an order ends before a
 * unit when what came before it is a whole order: a directive after its own unit, then a place or a
 * hold. A unit after a support's or a convoy's word (perhaps with "the" between), after "by", or
 * after an owner ("S German F Den"), belongs to the order.
 */
function endsOrder(tokens: readonly Token[], from: number, k: number): boolean {
  // "supports the army in Rome", "supported by F Ven": the unit is the one helped, or the helper.
  let j = k - 1;
  while (tokens[j]?.kind === 'word' && FILLER_WORDS.has(tokens[j].key) && !UNIT_WORDS[tokens[j].key]) j--;
  const lead = tokens[j];
  // "*succeeds*", "bounced": a result written after the order, with its stars.
  let b = k - 1;
  while (tokens[b]?.kind === 'other') b--;
  const result = tokens[b]?.kind === 'word' && BARE_ANNOTATIONS.has(tokens[b].key);
  if (result) k = b;
  const before = tokens[k - 1];
  const twoBefore = tokens[k - 2];
  // "(nc)" ends a place; "via convoy" and "by convoy" end a move.
  const ended = result || before?.kind === 'close' || (before?.kind === 'word' && CONVOY_NOUNS.has(before.key) && twoBefore?.kind === 'word' && VIA_WORDS.has(twoBefore.key));
  if (!ended && lead?.kind === 'word' && (lead.key === 'by' || directiveOf(lead.key) === 'support' || directiveOf(lead.key) === 'convoy')) return false;
  if (!ended) {
    if (before?.kind !== 'word' || isUnitWord(before)) return false;
    // An owner after a support's or a convoy's word ("S German F Den"); elsewhere "Eng" may be a place.
    const afterMove = twoBefore?.kind === 'dash' || twoBefore?.kind === 'arrow' || (twoBefore?.kind === 'word' && directiveOf(twoBefore.key) === 'move');
    if (POWER_WORDS.has(before.key) && !afterMove) return false;
    const d = directiveOf(before.key);
    if (d !== undefined && d !== 'hold') return false;
  }
  const unit = tokens.findIndex((t, i) => i >= from && isUnitWord(t));
  if (unit < 0 || unit >= k - 2) return false;
  for (let i = unit + 2; i < k; i++) {
    const t = tokens[i];
    if (t.kind === 'dash' || t.kind === 'arrow' || (t.kind === 'word' && directiveOf(t.key) !== undefined)) return true;
  }
  return false;
}

/** "England:" in the middle of a line: a power and its colon, a unit or a leading directive after. */
function isPowerPrefix(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  return t.kind === 'word' && POWER_WORDS.has(t.key) && tokens[k + 1]?.kind === 'colon' && tokens[k + 2]?.kind === 'word';
}

/** Spaces between a token and the one before it. */
function gapBefore(tokens: readonly Token[], k: number): number {
  return k === 0 ? 0 : tokens[k].start - tokens[k - 1].end - 1;
}

/** A word after which a unit belongs to the same order: "S  A Par", "-  F Lon", "England:  A Lon". */
function leadsToUnit(t: Token | undefined): boolean {
  if (!t) return true;
  if (t.kind === 'dash' || t.kind === 'arrow' || t.kind === 'colon') return true;
  return t.kind === 'word' && (directiveOf(t.key) !== undefined || UNIT_WORDS[t.key] !== undefined || POWER_WORDS.has(t.key));
}

const isUnitWord = (t: Token | undefined) => t?.kind === 'word' && UNIT_WORDS[t.key] !== undefined;
const isLeadingDirective = (t: Token | undefined) => t?.kind === 'word' && t.key.length > 1 && LEADING_DIRECTIVES.has(directiveOf(t.key)!);
