import { POWER_WORDS } from '../lexicon';
import type { Token } from '../tokens';
import { standFor, type FormatReading } from './types';

/**
 * DAIDE, the bots' order language: `( ENG FLT LON ) MTO NTH`, `( ITA AMY TUN ) CTO SYR VIA
 * ( ION EAS )`, `( RUS FLT ( STP NCS ) ) HLD`, `ENG WVE`. A unit is a power, a type and a place
 * in parentheses; the verb follows it. Read into the plain notation: `ENG F Lon - Nth`.
 */
const VERBS: Readonly<Record<string, { key: string; kind?: Token['kind'] }>> = {
  hld: { key: 'hold' },
  mto: { key: '-', kind: 'dash' },
  cto: { key: '-', kind: 'dash' },
  rto: { key: 'retreat' },
  sup: { key: 'support' },
  cvy: { key: 'convoy' },
  dsb: { key: 'disband' },
  rem: { key: 'disband' },
  bld: { key: 'build' },
  via: { key: 'via' },
};
const TYPES: Readonly<Record<string, string>> = { amy: 'a', flt: 'f' };
const COASTS: Readonly<Record<string, string>> = { ncs: 'nc', scs: 'sc', ecs: 'ec' };

export function readDaide(tokens: readonly Token[]): FormatReading | undefined {
  // `ENG WVE`
  if (tokens.length === 2 && POWER_WORDS.has(tokens[0].key) && tokens[1].key === 'wve') {
    return { format: 'daide', tokens: [tokens[0], standFor(tokens[1], 'waive')] };
  }
  if (tokens[0]?.kind !== 'open' || !POWER_WORDS.has(tokens[1]?.key ?? '') || TYPES[tokens[2]?.key ?? ''] === undefined) return undefined;
  const out: Token[] = [];
  let k = 0;
  while (k < tokens.length) {
    const t = tokens[k];
    if (t.kind === 'open' && POWER_WORDS.has(tokens[k + 1]?.key ?? '') && TYPES[tokens[k + 2]?.key ?? ''] !== undefined) {
      // A unit: the ordered one's power opens the line, a helped unit's stands before it ("French A Gas").
      out.push(tokens[k + 1]);
      out.push(standFor(tokens[k + 2], TYPES[tokens[k + 2].key]));
      k = place(tokens, k + 3, out);
      if (tokens[k]?.kind !== 'close') return undefined;
      k++;
      continue;
    }
    const verb = t.kind === 'word' ? VERBS[t.key] : undefined;
    if (verb) {
      out.push(standFor(t, verb.key, verb.kind));
      k++;
      if (t.key === 'via' && tokens[k]?.kind === 'open') {
        // The route's seas, in parentheses.
        k++;
        while (k < tokens.length && tokens[k].kind !== 'close') k = place(tokens, k, out);
        k++;
      }
      continue;
    }
    if (t.kind === 'word' || t.kind === 'open') {
      const next = place(tokens, k, out);
      if (next === k) return undefined;
      k = next;
      continue;
    }
    return undefined;
  }
  return { format: 'daide', tokens: out };
}

/** A province, or `( STP NCS )` with its coast: pushed as `STP (nc)`; answers the index after it. */
function place(tokens: readonly Token[], k: number, out: Token[]): number {
  const t = tokens[k];
  if (t?.kind === 'word') {
    out.push(t);
    return k + 1;
  }
  if (t?.kind === 'open' && tokens[k + 1]?.kind === 'word' && COASTS[tokens[k + 2]?.key ?? ''] && tokens[k + 3]?.kind === 'close') {
    out.push(tokens[k + 1], { ...tokens[k], kind: 'slash', key: '/' }, standFor(tokens[k + 2], COASTS[tokens[k + 2].key]));
    return k + 4;
  }
  return k;
}
