import type { GameMap } from '../map/gameMap';
import { provinceOf } from '../map/types';
import { note } from './lineVerdict';
import { judge, type LegalityWorld } from './orderLegality';
import type { ParsedLine } from './parseTypes';

/**
 * A support for a move from a province into itself ("F Nap S F Ion-Ion") is how some judges and
 * players write a support to hold. It is read so, unless the sheet orders that very move (DATC
 * 6.A.5's "A Yor - Yor"), which is illegal, and then the support for it is the illegal support.
 */
export function supportsToHold(lines: ParsedLine[], world: () => LegalityWorld, map: GameMap, badlyWritten: ParsedLine['rules']): void {
  const selfMoves = new Set<string>();
  for (const l of lines) if (l.order?.kind === 'move' && provinceOf(l.order.at) === provinceOf(l.order.to)) selfMoves.add(provinceOf(l.order.at));
  for (const l of lines) {
    const o = l.order;
    if (o?.kind !== 'support' || o.to === undefined || provinceOf(o.to) !== provinceOf(o.target.at) || selfMoves.has(provinceOf(o.target.at))) continue;
    const { to: _, ...hold } = o;
    l.order = hold;
    const name = map.province(provinceOf(o.target.at))?.name ?? o.target.at;
    note(l, { column: 1, endColumn: l.text.length, severity: 'info', code: 'extra-place', message: `A support for a move from ${name} to ${name} is read as a support to hold there, as nobody orders that move.` });
    if (l.degree === 'well-written') l.degree = 'badly-written';
    const verdict = judge(hold, world());
    l.legal = verdict.legal;
    if (verdict.legal) {
      delete l.reason;
      l.diagnostics = l.diagnostics.filter((d) => d.code !== 'illegal');
      l.rules = badlyWritten;
    } else {
      l.reason = verdict.reason;
      l.rules = verdict.rules;
    }
  }
}
