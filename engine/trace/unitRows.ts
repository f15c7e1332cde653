/**
 * One unit, one row, in every ruling table (the CLI's entries, a board's rows, game-master mode):
 * a unit whose order was illegal or not followed is not listed a second time as a unit given no
 * order. No imports, so a movement board can use it without the phase machine's chunk.
 *
 * `UnitRow` is what a row needs for `unitRowOf`: its line (null for an implicit row), its power and its unit.
 */
export interface UnitRow {
  line: number | null;
  power: string | null;
  unit: string | null;
}

/**
 * One unit, one row: the row of the line that ordered this unit and was not carried out (illegal,
 * ambiguous, superseded …), into which the unit's implicit row is folded, so the unit is not listed
 * again as one given no order. The last such line when there are several.
 */
export function unitRowOf<R extends UnitRow>(rows: readonly R[], power: string, unit: string): R | undefined {
  for (let k = rows.length - 1; k >= 0; k--) {
    const r = rows[k];
    if (r.line !== null && r.unit === unit && r.power === power) return r;
  }
  return undefined;
}

/**
 * What the folded row adds to its line's explanation: how the unit was dislodged; or, for a line not
 * followed (an illegal order already says it), that the unit held or was disbanded.
 */
export function unitFate(line: { outcome: string }, implicit: { outcome: string; kind: string }, implicitExplanation: string, unitText: string): string {
  if (implicit.outcome === 'dislodged') return implicitExplanation;
  if (line.outcome === 'illegal') return '';
  return `${unitText} ${implicit.kind === 'disband' ? 'is disbanded' : 'holds'}, as a unit without an order would.`;
}
