import { directiveOf, LEADING_DIRECTIVES, UNIT_WORDS } from '../lexicon';
import type { Token } from '../tokens';

/**
 * Several orders on one line, separated by commas or semicolons: "A Ber-Kie, F Kie-Den, A Mun-Ruh".
 * A separator splits the line only where a unit type and a word follow it, and the line itself
 * opens with a unit (perhaps after a power or a number), so a revival list ("revive Moscow,
 * F StP (sc)") or a coast after a comma ("Spain, south coast") is never cut.
 */
export function splitOrders(tokens: readonly Token[]): Token[][] {
  if (!tokens.some((t) => t.kind === 'comma')) return [tokens as Token[]];
  if (tokens.some((t) => t.kind === 'word' && directiveOf(t.key) === 'revive')) return [tokens as Token[]];
  const startsWithUnit = (from: number) => {
    let k = from;
    while (tokens[k] && (tokens[k].kind === 'number' || tokens[k].kind === 'colon' || tokens[k].kind === 'dot' || tokens[k].kind === 'dash')) k++;
    // "Build A Mar, Build F Bre": a leading directive may come first.
    if (isLeadingDirective(tokens[k]) && isUnitWord(tokens[k + 1])) k++;
    return isUnitWord(tokens[k]) && tokens[k + 1]?.kind === 'word';
  };
  const first = tokens.findIndex((t) => t.kind === 'word' && UNIT_WORDS[t.key] !== undefined);
  if (first < 0 || first > 3) return [tokens as Token[]];
  const parts: Token[][] = [];
  let from = 0;
  for (let k = first + 1; k < tokens.length; k++) {
    if (tokens[k].kind !== 'comma' || !startsWithUnit(k + 1)) continue;
    parts.push(tokens.slice(from, k));
    from = k + 1;
  }
  parts.push(tokens.slice(from));
  return parts.filter((p) => p.length > 0);
}

const isUnitWord = (t: Token | undefined) => t?.kind === 'word' && UNIT_WORDS[t.key] !== undefined;
const isLeadingDirective = (t: Token | undefined) => t?.kind === 'word' && t.key.length > 1 && LEADING_DIRECTIVES.has(directiveOf(t.key)!);
