import type { GameMap } from '../map/gameMap';
import { mapTables } from '../map/mapTables';
import { POWER_NAMES } from '../map/types';
import { visible } from '../inputText';
import type { RuleSet } from '../rules/ruleSet';
import { citeFor } from './citing';
import { classify, type ClassifyContext, type Reading } from './classify';
import { PlainLegality, plainMovementOrder, type PlainOrder } from './fastPath';
import type { NameIndex } from './names';
import { judge, type LegalityWorld } from './orderLegality';
import { legalityWorld, type ParseBoard } from './parseBoard';
import type { Diagnostic, ParsedLine, ParsePosition } from './parseTypes';
import { mergedMarkup, remarkMessage } from './sheet/lineCleaning';
import { columns, readSyntax, stripComment, type Pending, type SheetLines } from './sheet/sheetLines';
import { tokenize, type Token } from './tokens';
import type { Phase } from './types';

/**
 * Pass 2 of the parser: each order line given to a unit, classified into seed 004's degrees
 * (`classify.ts`) and judged legal or not (`orderLegality.ts`), with every note it earns. A line the
 * fast path read plainly and legally is built at once. What a line needs is made only when a line
 * needs it: the classifier's context, the legality world.
 */
export class LineVerdicts {
  private world?: LegalityWorld;
  private classifying?: ClassifyContext;
  private readonly plainLegality?: PlainLegality;

  constructor(
    private readonly map: GameMap,
    private readonly rs: RuleSet,
    private readonly phase: Phase,
    private readonly position: ParsePosition,
    private readonly board: ParseBoard,
    private readonly index: NameIndex,
    private readonly sheet: SheetLines,
    fastPath: boolean,
  ) {
    if (fastPath) this.plainLegality = new PlainLegality(mapTables(map), rs, position.units ?? []);
  }

  /** The legality world, made once. */
  legality(): LegalityWorld {
    return (this.world ??= legalityWorld(this.board));
  }

  of(p: Pending): ParsedLine {
    let reading: Reading | undefined;
    if (p.plain) {
      const order = plainMovementOrder(p.plain, p.plain.power ?? this.sheet.labelOf.get(p.set) ?? this.position.power, this.map, this.plainLegality!);
      if (order) {
        // Well written and legal: the line the full path would build, with no note to write.
        if (this.plainLegality!.legal(order) && !this.sheet.unreadableSets.has(p.set)) {
          return { line: p.line, text: p.text, set: p.set, degree: 'well-written', legal: true, rules: [], meanings: [], diagnostics: [], status: 'unassignable', power: order.power, order };
        }
        reading = { degree: 'well-written', meanings: [order], notes: [], power: order.power, order };
      } else {
        // Not sure: the full reader reads the line, as if there were no fast path.
        p.tokens = tokenize(stripComment(p.text));
        readSyntax(p, this.index, this.map);
      }
    }
    const whole = wholeOf(p);
    const out: ParsedLine = { line: p.line, text: p.text, set: p.set, degree: 'un-assignable', legal: false, rules: [], meanings: [], diagnostics: [], status: 'unassignable' };
    if (p.format) out.format = p.format;
    if (p.annotations) {
      out.annotations = p.annotations;
      for (const a of p.annotations) note(out, { column: a.column, endColumn: a.endColumn, severity: 'info', code: 'annotation', message: `“${a.text}” is a result written after the order; it is set aside, not read as part of the order.` });
    }
    for (const r of mergedMarkup(p.remarks ?? [])) note(out, { column: r.column, endColumn: r.endColumn, severity: 'info', code: 'remark', message: remarkMessage(r) });
    if (!reading) try {
      if (p.crash || !p.syntax) throw p.crash ?? new Error('no syntax');
      if (p.syntax.number !== undefined) out.number = p.syntax.number;
      this.classifying ??= {
        map: this.map,
        phase: this.phase,
        unitAt: (id) => this.board.unitAt(id),
        dislodgedAt: (id) => this.board.dislodgedAt(id)?.unit,
        adjustment: (power) => this.board.adjustment(power),
        inlandFleetBuild: this.rs.policies.inlandFleetBuild,
      };
      reading = classify(p.syntax, { ...this.classifying, power: p.syntax.power?.power ?? this.sheet.labelOf.get(p.set) ?? this.position.power });
    } catch (e) {
      // A bug must not take the whole text down; the test suite checks this never happens.
      note(out, { ...whole, severity: 'error', code: 'internal-error', message: `This line could not be read (${e instanceof Error ? e.message : 'internal error'}).` });
      return out;
    }
    for (const n of reading.notes) note(out, { column: n.span.start, endColumn: n.span.end, severity: n.severity, code: n.code, message: n.message });
    if (reading.power) out.power = reading.power;
    // Under a heading that names no power, the order goes to its unit's owner: the ruling says so.
    if (reading.power && this.sheet.unreadableSets.has(p.set) && !(p.syntax?.power ?? p.plain?.power) && reading.degree !== 'un-assignable') {
      note(out, { ...whole, severity: 'info', code: 'power-from-unit', message: `The heading above names no power; this order is read as ${POWER_NAMES[reading.power]}'s, whose unit it names.` });
    }
    out.degree = reading.degree;
    if (reading.order) out.order = reading.order;
    if (reading.degree === 'ambiguous') out.meanings = reading.meanings;
    // A line with no reading may still name its unit for certain; a reading names it already.
    if (reading.unit && !reading.order && reading.meanings.length === 0) out.unit = reading.unit;
    if (reading.degree === 'un-assignable') {
      out.reason = reading.unassignable ?? 'no-such-unit';
      out.rules = citeFor(this.rs, out.reason === 'not-home-centre' ? 'buildHomeCentre' : 'ownUnitsOnly');
    } else if (reading.degree === 'ambiguous') {
      out.reason = reading.coastOnly ? 'coast-needed' : 'ambiguous';
      const kind = reading.meanings[0]?.kind;
      out.rules = citeFor(this.rs, kind === 'build' || kind === 'revive' ? 'buildAmbiguous' : kind === 'retreat' ? 'retreatAmbiguous' : reading.coastOnly ? 'twoCoasts' : 'ambiguous');
    } else if (reading.order) {
      let verdict: ReturnType<typeof judge>;
      try {
                verdict = judge(reading.order, this.legality());
      } catch (e) {
        note(out, { ...whole, severity: 'error', code: 'internal-error', message: `The legality of this order could not be checked (${e instanceof Error ? e.message : 'internal error'}).` });
        return out;
      }
      if (verdict.legal) {
        out.legal = true;
        out.rules = reading.degree === 'badly-written' ? citeFor(this.rs, 'badlyWritten') : [];
      } else {
        out.reason = verdict.reason;
        out.rules = verdict.rules;
        note(out, { ...whole, severity: 'error', code: 'illegal', message: verdict.message });
      }
    }
    return out;
  }
}

/** A diagnostic of one line, its message a sentence; any input it quotes shows every character and reorders nothing. */
export function note(out: ParsedLine, d: Omit<Diagnostic, 'line'>): void {
  out.diagnostics.push({ line: out.line, ...d, message: sentence(visible(d.message)) });
}

function sentence(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The columns of a pending line's first and last token. */
export function wholeOf(p: { tokens?: readonly Token[]; plain?: PlainOrder }): { column: number; endColumn: number } {
  return p.tokens ? columns(p.tokens) : { column: p.plain!.column, endColumn: p.plain!.endColumn };
}
