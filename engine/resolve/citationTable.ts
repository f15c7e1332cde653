import type { RuleId } from '../rules/citations';
import type { Concept, RuleSet } from '../rules/ruleSet';

/**
 * The rule ids a movement ruling cites, per concept (and per pair of
 * concepts), without repeats, made once per rule set and shared by every
 * ruling (callers never change them). Named fields rather than a lookup by
 * concept: a ruling reads several per unit, and a field is one load where a
 * keyed lookup is a hash search.
 */
export class CitationTable {
  readonly winning: RuleId[];
  readonly hold: RuleId[];
  readonly unitWithoutOrder: RuleId[];
  readonly supportMove: RuleId[];
  readonly supportHold: RuleId[];
  readonly supportEffect: RuleId[];
  readonly cutSupport: RuleId[];
  readonly convoy: RuleId[];
  readonly convoyAndLand: RuleId[];
  readonly paradox: RuleId[];
  readonly convoyDisruption: RuleId[];
  readonly circularMovement: RuleId[];
  readonly moveEffect: RuleId[];
  readonly selfDislodge: RuleId[];
  readonly exchange: RuleId[];
  readonly moveByConvoy: RuleId[];
  readonly noConvoyPath: RuleId[];
  readonly convoyDisrupted: RuleId[];
  readonly bouncedDefender: RuleId[];
  readonly standoffOccupied: RuleId[];
  readonly standoffEmpty: RuleId[];
  /** Other pairs (an illegal order's concept and why it was not followed), made on first use: `pairs[a][b]`. */
  private readonly pairs = new Map<Concept, Map<Concept, RuleId[]>>();

  constructor(readonly rules: RuleSet) {
    this.winning = this.one('winning');
    this.hold = this.one('hold');
    this.unitWithoutOrder = this.one('unitWithoutOrder');
    this.supportMove = this.one('supportMove');
    this.supportHold = this.one('supportHold');
    this.supportEffect = this.one('supportEffect');
    this.cutSupport = this.one('cutSupport');
    this.convoy = this.one('convoy');
    this.convoyAndLand = this.one('convoyAndLand');
    this.paradox = this.one('paradox');
    this.convoyDisruption = this.one('convoyDisruption');
    this.circularMovement = this.one('circularMovement');
    this.moveEffect = this.one('moveEffect');
    this.selfDislodge = this.one('selfDislodge');
    this.exchange = this.one('exchange');
    this.moveByConvoy = this.two('moveEffect', 'convoy');
    this.noConvoyPath = this.two('convoy', 'failedMove');
    this.convoyDisrupted = this.two('convoyDisruption', 'multipleRoutes');
    this.bouncedDefender = this.two('attack', 'failedMove');
    this.standoffOccupied = this.two('standoffOccupied', 'multipleAttackers');
    this.standoffEmpty = this.two('standoffEmpty', 'multipleAttackers');
  }

  /** The rules of one concept. */
  private one(c: Concept): RuleId[] {
    return [...new Set(this.rules.cites[c])];
  }

  /** The rules of two concepts, the first's first. */
  two(a: Concept, b: Concept): RuleId[] {
    let byB = this.pairs.get(a);
    if (!byB) this.pairs.set(a, (byB = new Map()));
    let ids = byB.get(b);
    if (!ids) byB.set(b, (ids = [...new Set([...this.rules.cites[a], ...this.rules.cites[b]])]));
    return ids;
  }
}

const tables = new WeakMap<RuleSet, CitationTable>();

/** The citation table of a rule set, made on first use. */
export function citationTable(rules: RuleSet): CitationTable {
  // Most rulings use the rule set the last one used: one comparison instead of a WeakMap lookup.
  if (last !== undefined && last.rules === rules) return last;
  let table = tables.get(rules);
  if (!table) tables.set(rules, (table = new CitationTable(rules)));
  return (last = table);
}
let last: CitationTable | undefined;
