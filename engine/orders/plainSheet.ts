import type { GameMap } from '../map/gameMap';
import { mapTables } from '../map/mapTables';
import { POWERS, type Power } from '../map/types';
import type { RuleSet } from '../rules/ruleSet';
import { judge, type LegalityWorld } from './orderLegality';
import { legalityWorld, ParseBoard } from './parseBoard';
import type { Diagnostic, Heading, ParsedLine, ParsePosition, ParseResult } from './parseTypes';
import { PlainLegality, PlainLineReader, plainMovementOrder, type LineShape, type PlainOrder } from './plainLine';
import type { GameOrder } from './types';

/**
 * The live editor's usual text in one pass: a movement phase's sheet whose
 * every line is a plain order (`plainLine.ts`), a bare power heading
 * (`England:`) or blank. Each line becomes the `ParsedLine` the full parser
 * builds for it, and seed 004's procedures are trivial on such a sheet: every
 * order is followed or, if illegal, reported. Anything else (a line the fast
 * path is not sure of, a line it cannot give to a unit, a second set of a
 * power's orders, two orders to one unit) answers `undefined` before anything
 * is returned, and `parseOrders` reads the whole text the full way.
 */
export function parsePlainSheet(
  /** The whole text, its lines ended by LF only; they are read in place, with no array of lines. */
  source: string,
  position: ParsePosition,
  rules: RuleSet,
  map: GameMap,
  /** Filled with what each line read is (its plain order, or its shape), so the full way need not read them again. */
  read: (PlainOrder | LineShape)[],
): ParseResult | undefined {
  const reader = PlainLineReader.of(map);
  const tables = mapTables(map);
  const legality = new PlainLegality(tables, rules, position.units ?? []);
  const lines: ParsedLine[] = [];
  const headings: Heading[] = [];
  const diagnostics: Diagnostic[] = [];
  const given: GameOrder[] = [];
  const orders: GameOrder[] = [];
  // Per power (by its place in POWERS): whether it has a heading, and the set its lines are in (-1 before its first line).
  // Small arrays rather than a Set and Map per sheet; `ordered` marks the provinces ordered (this sheet's stamp).
  const labelled = new Array<boolean>(POWERS.length).fill(false);
  const setOf = new Array<number>(POWERS.length).fill(-1);
  const ordered = orderedStamps;
  while (ordered.length < tables.P) ordered.push(0);
  const stamp = ++orderedStamp;
  const powers = POWERS;
  // tsx reads an import through a getter: this is read once, not per line.
  const orderOf = plainMovementOrder;
  let world: LegalityWorld | undefined;
  let set = 0;
  let label: Power | undefined;
  // Line i runs from `from` to the next LF (or the end): the lines `text.split('\n')` gives.
  for (let i = 0, from = 0; from <= source.length; i++) {
    let to = source.indexOf('\n', from);
    if (to < 0) to = source.length;
    const text = source.slice(from, to);
    from = to + 1;
    const plain = reader.read(text);
    read[i] = plain ?? reader.lineShape();
    if (!plain) {
      const shape = read[i] as LineShape;
      if (shape === 'blank') continue;
      // A second heading of a power's orders is the full parser's business (earlier sets).
      if (shape === 'other') return undefined;
      const k = powers.indexOf(shape);
      if (k < 0 || labelled[k]) return undefined;
      labelled[k] = true;
      label = shape;
      headings.push({ line: i + 1, text, kind: 'power', power: shape, set: ++set });
      continue;
    }
    const order = orderOf(plain, plain.power ?? label ?? position.power, map, legality);
    if (!order) return undefined;
    const power = order.power;
    // A power's lines in two sets: the earlier ones are not used, and the full parser says so.
    const k = powers.indexOf(power);
    if (k < 0) return undefined;
    if (setOf[k] < 0) setOf[k] = set;
    else if (setOf[k] !== set) return undefined;
    given.push(order);
    if (legality.legal(order)) {
      // One order per unit; a second one is the procedures' business.
      // The unit's province (the order's `at`) by number, marked for this sheet.
      const at = plain.atNumber;
      if (ordered[at] === stamp) return undefined;
      ordered[at] = stamp;
      orders.push(order);
      lines.push({ line: i + 1, text, set, degree: 'well-written', legal: true, rules: [], meanings: [], diagnostics: [], status: 'followed', power, order });
      continue;
    }
    let verdict: ReturnType<typeof judge>;
    try {
      verdict = judge(order, (world ??= legalityWorld(new ParseBoard(map, rules, 'movement', position))));
    } catch {
      return undefined;
    }
    if (verdict.legal) return undefined;
    const d: Diagnostic = { line: i + 1, column: plain.column, endColumn: plain.endColumn, severity: 'error', code: 'illegal', message: sentence(verdict.message) };
    diagnostics.push(d);
    lines.push({ line: i + 1, text, set, degree: 'well-written', legal: false, rules: verdict.rules, meanings: [], diagnostics: [d], status: 'illegal', power, order, reason: verdict.reason });
  }
  return { phase: 'movement', lines, headings, diagnostics, given, orders, civilDisorder: [] };
}

/** Province number → the stamp of the last sheet that ordered its unit; parsing is synchronous, so one table serves every sheet. */
const orderedStamps: number[] = [];
let orderedStamp = 0;

function sentence(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
