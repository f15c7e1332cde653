import type { Phase } from './types';
import type { Power, ProvinceId, Unit } from '../map/types';
import type { AdjustmentReason } from '../legality/adjustmentTypes';
import type { RevivalReason } from '../legality/revivalLegality';
import type { RetreatReason } from '../legality/retreatTypes';
import type { ReasonCode } from '../legality/outcomeCodes';
import type { RuleId } from '../rules/citations';
import type { GameOrder } from './types';
import type { FormatId } from './formats';
import type { Annotation } from './sheet/annotations';

/** The four degrees of mangled orders (seed 004 §B). */
export type Degree = 'un-assignable' | 'ambiguous' | 'badly-written' | 'well-written';

export type Severity = 'error' | 'warning' | 'info';

/** What the parser needs to know about the board; a game `Position` is one. */
export interface ParsePosition {
  /** Units on the board (in a retreat phase: the units that were not dislodged). */
  units: readonly Unit[];
  /** `movement` when absent. */
  phase?: Phase;
  /** Retreat phase: the dislodged units; `retreats`, when known, lists where each may go. */
  dislodged?: readonly { unit: Unit; attackerFrom?: ProvinceId; attackerConvoyed?: boolean }[];
  /** Retreat phase: provinces left empty by a standoff (no retreat there, Alexander III.4.b). */
  standoffs?: readonly ProvinceId[];
  /** Supply-centre owners; the 1901 home centres when absent. Decides builds and removals. */
  centres?: Readonly<Partial<Record<ProvinceId, Power>>>;
  /** Whose orders these are when the text does not say. */
  power?: Power;
  /**
   * Powers out of the game (I.1.a), whose revival a CalsMUN insurrection may
   * support. When absent: the powers that own no centre and have no unit, if
   * `centres` is given; nobody otherwise.
   */
  eliminated?: readonly Power[];
}

/** Why a line's order cannot be followed: the phase adjudicators' codes, plus those of reading. */
export type LineReason =
  | ReasonCode
  | RetreatReason
  | AdjustmentReason
  | RevivalReason
  /** A revival order (CalsMUN's insurrection) under a rule set that has none. */
  | 'not-in-rules'
  /** Admits of two meanings, or of none (seed 004 §B). */
  | 'ambiguous'
  /** A retreat, build or disband written in a movement phase. */
  | 'wrong-phase'
  /** WAIVE with no power named or known. */
  | 'no-power';

/** What the seed 004 §C procedures did with a line. */
export type LineStatus =
  | 'followed'
  /** Un-assignable orders are ignored. */
  | 'unassignable'
  /** Ambiguous orders are treated as illegal. */
  | 'ambiguous'
  | 'illegal'
  /** A later set of orders from the same power replaces this one. */
  | 'earlier-set'
  /** Another legal order to the same unit (or the same build site) counts instead. */
  | 'superseded'
  /** More builds or removals than the power is allowed: the first ones count. */
  | 'over-limit';

export type DiagnosticCode =
  | 'unknown-province'
  | 'impassable'
  | 'no-unit'
  | 'foreign-unit'
  | 'not-home-centre'
  | 'no-power'
  | 'misspelt-name'
  | 'partial-name'
  | 'ambiguous-name'
  | 'unit-type-missing'
  | 'unit-type-unknown'
  | 'unit-type-wrong'
  | 'unit-type-misspelt'
  | 'target-type-missing'
  | 'convoyed-fleet'
  | 'build-type-inferred'
  | 'build-type-needed'
  | 'coast-inferred'
  | 'coast-needed'
  | 'coast-unknown'
  | 'coast-ignored'
  | 'unknown-directive'
  | 'several-directives'
  | 'misspelt-directive'
  | 'missing-directive'
  | 'bare-unit'
  | 'missing-destination'
  | 'missing-target'
  | 'extra-place'
  | 'extra-words'
  | 'unexplained-words'
  | 'remark'
  /** A result written after the order ("(fail)"), set aside. */
  | 'annotation'
  /** A heading that names no power ("Bob:"). */
  | 'unreadable-heading'
  /** An order under such a heading, given to its unit's owner. */
  | 'power-from-unit'
  | 'illegal'
  | 'earlier-set'
  | 'mislabelled-set'
  | 'superseded'
  | 'over-limit'
  | 'civil-disorder'
  | 'unknown-power'
  | 'internal-error';

export interface Diagnostic {
  /** 1-based line of the text. */
  line: number;
  /** 1-based column of the first character concerned. */
  column: number;
  /** 1-based column of the last character concerned (inclusive; equal to `column` for a point). */
  endColumn: number;
  severity: Severity;
  code: DiagnosticCode;
  message: string;
}

export interface ParsedLine {
  line: number;
  /** The line as written. */
  text: string;
  power?: Power;
  /** The number the player gave the order, if any ("1.", "(2)"). */
  number?: number;
  /** Which set of orders the line belongs to (see `headings`). */
  set: number;
  /** For a line read with no meaning: the unit it orders, when that is certain ("A Bohemia barf Tyrolia"). */
  unit?: Unit;
  /** The order as read; absent when nothing could be read with one meaning. CalsMUN's revival orders included. */
  order?: GameOrder;
  degree: Degree;
  legal: boolean;
  reason?: LineReason;
  /** Rules behind `legal`/`reason` (and the badly-written rule when followed despite its form). */
  rules: RuleId[];
  /** For an ambiguous line: what it could mean (may be empty: "no meaning at all"). */
  meanings: GameOrder[];
  diagnostics: Diagnostic[];
  status: LineStatus;
  /** The notation the line was recognised in, when it is not the plain one (`daide`, `webdiplomacy`, `judge`). */
  format?: FormatId;
  /** Result annotations written after the order ("(fail)", "(*bounce*)", "SUCCEEDS"), set aside before reading it. */
  annotations?: Annotation[];
}

/** A line that names a power or marks a new set of orders ("England, Spring 1901 (2nd set)"). */
export interface Heading {
  line: number;
  text: string;
  /**
   * `power`: a power's heading or a set's ("England:", "Orders for France (2nd set)"); `unreadable`: a
   * heading that names no power ("Bob:"); `date`, `subheading` ("Diplomacy", "Retreats") and `report`
   * (a judge's "Movement results for …"): lines around the orders that are no orders; `not-an-order`: a
   * line that tries to order nothing (a title, prose, a signature, a word wrapped from the line above).
   */
  kind: 'power' | 'unreadable' | 'date' | 'subheading' | 'report' | 'not-an-order';
  power?: Power;
  /** Set number that starts here, when the heading starts one. */
  set?: number;
}

export interface ParseResult {
  phase: Phase;
  /** Every line that holds an order (not blank lines, comments or headings), in text order. */
  lines: ParsedLine[];
  headings: Heading[];
  /** Every diagnostic, by line and column. */
  diagnostics: Diagnostic[];
  /**
   * The orders to hand to the adjudicator: every assignable, unambiguous order
   * of each power's latest set, in text order, legal or not, so the ruling can
   * say why an order failed.
   */
  given: GameOrder[];
  /** The orders that are carried out after the seed 004 procedures: one per unit (or revival list per power), builds and removals within the limits. */
  orders: GameOrder[];
  /** Powers that did not give enough legal removals: the rest go by the civil-disorder rule (Alexander III.5.h). */
  civilDisorder: { power: Power; removals: number }[];
}
