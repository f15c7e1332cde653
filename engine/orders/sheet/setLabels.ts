import type { GameMap } from '../../map/gameMap';
import { POWER_NAMES, type Power } from '../../map/types';
import type { ParseBoard } from '../parseBoard';
import type { Diagnostic } from '../parseTypes';
import type { OrderSyntax } from '../syntax';
import { tokenize } from '../tokens';
import { columns, stripComment, type SheetLines } from './sheetLines';

/**
 * Whose orders each set is: a heading that names no power is said so once, and a mislabelled set is
 * still used, as the orders of the power that owns every unit it orders. Updates `sheet.labelOf`.
 */
export function labelSets(sheet: SheetLines, board: ParseBoard, map: GameMap): Diagnostic[] {
  const { pending, headings, labelOf } = sheet;
  const diagnostics: Diagnostic[] = [];
  for (const h of headings) {
    if (h.kind !== 'unreadable') continue;
    diagnostics.push({
      line: h.line,
      ...columns(tokenize(stripComment(h.text))),
      severity: 'warning',
      code: 'unreadable-heading',
      message: 'This heading names no power; each order under it is given to the power whose unit it names.',
    });
  }

  // --- Mislabelled sets are still used: a heading naming a power that owns none
  // of the units ordered under it, when they all belong to one other power.
  // The owners found under each set, gathered in one pass so a long text stays linear.
  const ownersOf = new Map<number, Set<Power>>();
  for (const p of pending) {
    let owner: Power | undefined;
    if (p.plain) {
      // What `naturalOwner` finds in the line's syntax: the owner of the unit in its one province.
      if (p.plain.power) continue;
      owner = board.unitFor(p.plain.at)?.power;
    } else {
      if (!p.syntax || p.syntax.power) continue;
      owner = naturalOwner(p.syntax, map, board);
    }
    if (!owner) continue;
    let owners = ownersOf.get(p.set);
    if (!owners) ownersOf.set(p.set, (owners = new Set()));
    owners.add(owner);
  }
  for (const h of headings) {
    if (h.set === undefined || !h.power) continue;
    const owners = ownersOf.get(h.set) ?? new Set<Power>();
    if (owners.size === 1 && !owners.has(h.power)) {
      const real = [...owners][0];
      labelOf.set(h.set, real);
      diagnostics.push({
        line: h.line,
        ...columns(tokenize(stripComment(h.text))),
        severity: 'warning',
        code: 'mislabelled-set',
        message: `These orders are for ${POWER_NAMES[real]}'s units, not ${POWER_NAMES[h.power]}'s; they are used as ${POWER_NAMES[real]}'s (a mislabelled set is still used).`,
      });
    }
  }

  return diagnostics;
}

/** Whose unit (or home centre, for a build) a line names, when that is certain. */
function naturalOwner(sx: OrderSyntax, map: GameMap, board: ParseBoard): Power | undefined {
  const ids = sx.unit?.place.match?.ids;
  if (!ids || ids.length !== 1) return undefined;
  if (sx.verb === 'build') return map.province(ids[0])?.home;
  return board.unitFor(ids[0])?.power;
}
