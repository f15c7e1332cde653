import { withoutUnknownPowers } from './unknownPowers';
import { GameOverError, nextPosition, type NextStep } from '../game/nextPosition';
import { sortUnits, startingPosition, type Position } from '../game/position';
import { positionFromJson, positionToJson, type PositionJson } from '../game/serialize';
import type { GameMap } from '../map/gameMap';
import { standardMap } from '../map/standardMap';
import { provinceOf, type Unit } from '../map/types';
import { formatOrder, formatUnitKey } from '../orders/format';
import { powerName } from '../trace/describe';
import { parseOrders } from '../orders/parse';
import type { ParsedLine, ParseResult } from '../orders/parseTypes';
import type { GameOrder } from '../orders/types';
import { policyDifferences, ruleSet, type Policies, type RuleId, type RuleSet } from '../rules';
import { retreatOptions } from '../resolve/retreats';
import { notFollowedSentence } from '../case/lineEntry';
import { agrees, type OursToCompare } from './agreement';
import { knownRuleSet, otherRuleSets } from './ruleSetNames';
import { explainResult, outcomesByOrder, type OurOutcome } from '../replay/phaseOutcomes';
import { phaseName, phaseRank } from './phaseNames';
import { recordedClaim, type RecordedClaim } from './recordedClaim';
import { positionAfterRecord, type ClaimsByProvince } from './recordPosition';
import { readRecord, shownProblem } from './readRecord';
import { datcCasesBehind, type RightUnder } from './datcBehind';
import { decidingFact } from './decidingFact';
import type { RulingView } from './policySigns';
import type { DatcCase } from '../rules/datcCases';
import type { RecordFormat, RecordPhase, RecordProblem, RecordRead, SetAsideOrder } from './types';
import { formatOf } from './formats';

export interface OrderCheck {
  power: string;
  /** The line as the record wrote it. */
  text: string;
  /** Line of the record, when the record has lines. */
  line: number | null;
  unit: string | null;
  /** The record's result word as written (`fail`, `bounce`, `cut, dislodged`, `SUCCEEDS`); "" when it wrote none and silence means success; null when it says nothing. */
  recorded: string | null;
  /** Our outcome, the CLI's word. */
  ours: string;
  dislodged: boolean;
  /** null when the record states no result for this line. */
  agree: boolean | null;
  /** Our reasons, in the engine's words (given for every difference). */
  explanation: string;
  /** For a difference: the fact about another order that decides it, when the explanation cannot say it. */
  decidingFact?: string;
  rules: string[];
  /** For a difference: the other rule sets under which the record's result is what the engine rules. */
  recordRightUnder?: string[];
  /** For a difference: the DATC test cases that settle it (datcBehind.ts), when any does. */
  datcCases?: DatcCase[];
  /**
   * For a difference: an order the record gave to no power, which, followed, changes this result.
   * Such a difference may come from the record's slip, not from the rules, and is counted apart.
   */
  setAside?: SetAsideOrder;
}

export interface PhaseCheck {
  /** "Fall 1901 movement", "Fall 1901 adjustment". */
  name: string;
  /** The record's own title for it. */
  label: string;
  line: number | null;
  orders: OrderCheck[];
  agree: boolean;
  /** The position the phase was ruled from (for opening it in the sandbox). */
  start: PositionJson;
  /** The orders as read, one per line in the sandbox's notation, for the phase's history. */
  sheet: string;
  /** Movement: the units we dislodged (`RUS A gal`), and where each may retreat. */
  dislodged: { unit: string; retreats: string[] }[];
}

export interface CheckSummary {
  phases: number;
  orders: number;
  agree: number;
  /** Differences, but those an order set aside may explain. */
  differ: number;
  /** Differences an order the record gave to no power may explain (`OrderCheck.setAside`). */
  setAside: number;
}

export interface CheckReport {
  format: RecordFormat;
  rules: string;
  phases: PhaseCheck[];
  problems: RecordProblem[];
  summary: CheckSummary;
  /** The position the game reached after the record's last phase. */
  final: PositionJson;
}

export interface CheckOptions {
  rules?: string;
  map?: GameMap;
  /** Called after each phase (the site's progress bar). */
  progress?: (done: number, total: number) => void;
  /** The text is the first part of a larger input, cut at the input limit while reading. */
  cutShort?: boolean;
}

/** Check a whole game record: read it, rebuild the game from 1901 and compare every stated result with ours. */
export function checkRecord(text: string, options: CheckOptions = {}): CheckReport {
  return checkRead(readRecord(text, { cutShort: options.cutShort }), options);
}

export function checkRead(read: RecordRead, options: CheckOptions = {}): CheckReport {
  const rules = options.rules ?? 'alexander';
  if (!knownRuleSet(rules)) throw new Error(`Unknown rule set "${rules}".`);
  const map = options.map ?? standardMap;
  const problems = [...read.problems];
  const phases: PhaseCheck[] = [];
  let position = startingPosition(map, rules);
  if (read.start) {
    try {
      position = positionFromJson(read.start, map);
    } catch (e) {
      problems.push({ line: null, message: `The record's start position cannot be used (${(e as Error).message}); the game was rebuilt from the standard 1901 position.` });
    }
  }
  const total = read.phases.length;
  try {
    read.phases.forEach((rp, done) => {
      position = catchUp(position, rp, rules, map, problems);
      if (phaseRank(position) > phaseRank(rp)) {
        problems.push({ line: rp.line, phase: phaseName(rp), message: `The record has a ${phaseName(rp)}${rp.line ? ` (line ${rp.line})` : ''}, but the game as rebuilt has none there (${position.phase === 'movement' ? 'nothing was due' : 'no unit had to retreat and no adjustment was due'}); its orders were not checked.` });
        return;
      }
      let checked: ReturnType<typeof checkPhase>;
      try {
        checked = checkPhase(read.format, rp, position, rules, map, problems);
      } catch (e) {
        if (e instanceof GameOverError) throw e;
        // A record that contradicts itself can leave a board the rules cannot play; say so and go on.
        problems.push({ line: rp.line, phase: phaseName(rp), message: `${phaseName(rp)}${rp.line ? ` (line ${rp.line})` : ''} could not be ruled: ${(e as Error).message}. The next phases go on from the position before it.` });
        return;
      }
      phases.push(checked.check);
      position = checked.next;
      options.progress?.(done + 1, total);
    });
  } catch (e) {
    if (!(e instanceof GameOverError)) throw e;
    problems.push({ line: null, message: `${e.message} Later phases were not checked.` });
  }
  const compared = phases.flatMap((p) => p.orders.filter((o) => o.agree !== null));
  const agree = compared.filter((o) => o.agree).length;
  const setAside = compared.filter((o) => o.agree === false && o.setAside).length;
  return {
    format: read.format,
    rules,
    phases,
    problems: grouped(problems).map(shownProblem),
    summary: { phases: phases.length, orders: compared.length, agree, differ: compared.length - agree - setAside, setAside },
    final: positionToJson(position),
  };
}

/** How many problems of one kind are listed before the rest are counted. */
export const PROBLEMS_SHOWN_PER_KIND = 5;

/**
 * Problems of one kind (the same message but for its numbers and quoted text) listed up to
 * `PROBLEMS_SHOWN_PER_KIND`, then counted in one more: a 5 MB log names 60,000 repeats otherwise.
 */
function grouped(problems: readonly RecordProblem[]): RecordProblem[] {
  const kindOf = (p: RecordProblem) => p.message.replace(/"[^"]*"|“[^”]*”|\d+/g, '#');
  const seen = new Map<string, { count: number; first: RecordProblem }>();
  const out: RecordProblem[] = [];
  for (const p of problems) {
    const kind = kindOf(p);
    const entry = seen.get(kind) ?? { count: 0, first: p };
    seen.set(kind, entry);
    if (++entry.count <= PROBLEMS_SHOWN_PER_KIND) out.push(p);
  }
  for (const { count, first } of seen.values()) {
    if (count > PROBLEMS_SHOWN_PER_KIND) out.push({ line: null, message: `${count - PROBLEMS_SHOWN_PER_KIND} more problems like the one at ${first.line ? `line ${first.line}` : 'the start'} ("${first.message.slice(0, 80)}${first.message.length > 80 ? '…' : ''}") are not listed.` });
  }
  return out;
}

/** Play the phases the record leaves out (retreats nobody had to make, adjustments nobody made) with no orders, up to the record's next phase. */
function catchUp(position: Position, rp: RecordPhase, rules: string, map: GameMap, problems: RecordProblem[]): Position {
  let p = position;
  while (phaseRank(p) < phaseRank(rp)) {
    if (p.phase === 'movement') {
      problems.push({ line: rp.line, phase: phaseName(p), message: `The record has no ${phaseName(p)} before ${phaseName(rp)}${rp.line ? ` (line ${rp.line})` : ''}: a gap; every unit held in it.` });
    }
    p = nextPosition(p, [], rules, { map }).position;
  }
  return p;
}

/** The record lines' results, as words: python-diplomacy's lists, or the annotations written after the order. */
function resultWords(line: ParsedLine, rp: RecordPhase): { words: string[]; written: string } {
  const source = rp.lines[line.line - 1];
  if (source?.results) return { words: source.results, written: source.results.join(', ') };
  const a = line.annotations ?? [];
  // The words as written, without the brackets and asterisks around them: "fail", "cut, dislodged", "SUCCEEDS".
  return { words: a.map((x) => x.words), written: a.map((x) => x.text.replace(/[()*]/g, '').trim()).join(', ') };
}

/** The units the record orders that the rebuilt game does not have there: taken as there, and said so. */
function fillGaps(parse: ParseResult, rp: RecordPhase, position: Position, problems: RecordProblem[], map: GameMap): Position | null {
  if (position.phase !== 'movement') return null;
  const missing: Unit[] = [];
  const headings = parse.headings.filter((h) => h.kind === 'power' && h.power);
  for (const l of parse.lines) {
    if (!l.order || !('at' in l.order) || !('unit' in l.order)) continue;
    // Under "France:", an order to the army in Burgundy is France's, whoever holds Burgundy in the game as rebuilt.
    const heading = headings.filter((h) => h.line < l.line).pop()?.power;
    const misowned = heading !== undefined && l.order.power !== heading && !/^\s*[\w-]+\s*:/.test(rp.lines[l.line - 1]?.text ?? l.text);
    if (l.reason !== 'no-such-unit' && l.reason !== 'foreign-unit' && !misowned) continue;
    const power = misowned ? heading : (l.power ?? l.order.power);
    const unit: Unit = { power, type: l.order.unit, loc: l.order.at };
    missing.push(unit);
    const line = rp.lines[l.line - 1]?.line;
    problems.push({
      line: line ?? null,
      phase: phaseName(rp),
      message: `${phaseName(rp)}${line ? `, line ${line}` : ''}: the record orders ${powerName(power)}'s ${formatUnitKey(`${unit.type} ${unit.loc}`, map)}, which is not there in the game as rebuilt (a gap or a mistake in the record); taken as there.`,
    });
  }
  if (missing.length === 0) return null;
  const taken = new Set(missing.map((u) => provinceOf(u.loc)));
  return { ...position, units: sortUnits([...position.units.filter((u) => !taken.has(provinceOf(u.loc))), ...missing]) };
}

function checkPhase(format: RecordFormat, rp: RecordPhase, start: Position, rules: string, map: GameMap, problems: RecordProblem[]): { check: PhaseCheck; next: Position } {
  // Orders under a power this game has not are nobody's: left out, and named.
  const { texts, setAside } = withoutUnknownPowers(rp, problems);
  const text = texts.join('\n');
  const ruleValue = ruleSet(rules);
  let position = start;
  let parse = parseOrders(text, position, ruleValue, { map });
  const filled = fillGaps(parse, rp, position, problems, map);
  if (filled) {
    position = filled;
    parse = parseOrders(text, position, ruleValue, { map });
  }
  const step = nextPosition(position, parse.given, rules, { map });
  const ours = outcomesByOrder(step.ruling, parse.given);
  const dislodgedAt = new Set(step.ruling.phase === 'movement' ? step.ruling.result.dislodged.map((d) => `${d.unit.power} ${provinceOf(d.unit.loc)}`) : []);
  const claims: ClaimsByProvince = new Map();
  const orders: OrderCheck[] = [];
  const differing: { check: OrderCheck; claim: RecordedClaim; order: GameOrder; index?: number; rightUnder: RightUnder[] }[] = [];
  for (const line of parse.lines) {
    const order = line.order;
    const kind = order?.kind ?? 'hold';
    const { words, written } = resultWords(line, rp);
    const claim = rp.lines[line.line - 1]?.unrecorded ? null : recordedClaim(format, kind, words, written);
    const followed = order && line.status !== 'superseded' && line.status !== 'earlier-set' && line.status !== 'unassignable' && line.status !== 'ambiguous';
    const o: OurOutcome | undefined = followed ? ours.get(order) : undefined;
    const at = order && 'at' in order ? order.at : undefined;
    const compare = toCompare(kind, o, order, parse.given, ours, at !== undefined && dislodgedAt.has(`${order!.power} ${provinceOf(at)}`));
    const agree = claim ? agrees(claim, compare, formatOf(format).conventions.convoyMeansArrival) : null;
    const check: OrderCheck = {
      power: line.power ?? order?.power ?? '',
      text: line.text.trim(),
      line: rp.lines[line.line - 1]?.line ?? null,
      unit: order && 'unit' in order && at ? `${order.unit} ${at}` : line.unit ? `${line.unit.type} ${line.unit.loc}` : null,
      recorded: claim ? claim.recorded : null,
      ours: compare.outcome,
      dislodged: compare.dislodged,
      agree,
      explanation: agree === false ? (o ? explainResult(map, step.ruling, o.index) : notFollowedSentence(line)) : '',
      rules: [...(o?.rules ?? line.rules)],
    };
    const fact = agree === false && o ? decidingFact(map, step.ruling, o.index) : undefined;
    if (fact) check.decidingFact = fact;
    orders.push(check);
    if (claim && order && at) claims.set(provinceOf(at), { order, claim });
    if (agree === false && order) differing.push({ check, claim: claim!, order, index: o?.index, rightUnder: [] });
  }
  /** Does another ruling of this phase (of these orders) give the record's result for this difference? */
  const recordAgreesWith = (other: NextStep, d: (typeof differing)[number], given: readonly GameOrder[] = parse.given): boolean => {
    const theirs = outcomesByOrder(other.ruling, given);
    const gone = new Set(other.ruling.phase === 'movement' ? other.ruling.result.dislodged.map((x) => `${x.unit.power} ${provinceOf(x.unit.loc)}`) : []);
    const at = 'at' in d.order ? d.order.at : undefined;
    const c = toCompare(d.order.kind, theirs.get(d.order), d.order, given, theirs, at !== undefined && gone.has(`${d.order.power} ${provinceOf(at)}`));
    return agrees(d.claim, c, formatOf(format).conventions.convoyMeansArrival);
  };
  // An order given to no power, followed as its unit's owner's, that would give the record's result.
  for (const aside of differing.length ? setAside : []) {
    const extra = parseOrders(aside.text, position, ruleValue, { map }).orders.filter((o) => 'at' in o && !parse.given.some((g) => 'at' in g && provinceOf(g.at) === provinceOf(o.at)));
    if (extra.length === 0) continue;
    const given = [...parse.given, ...extra];
    let other: NextStep;
    try {
      other = nextPosition(position, given, rules, { map });
    } catch {
      continue;
    }
    for (const d of differing) if (!d.check.setAside && recordAgreesWith(other, d, given)) d.check.setAside = aside;
  }
  if (differing.length > 0) {
    for (const other of otherRuleSets(rules)) {
      let step2: NextStep;
      try {
        step2 = nextPosition(position, parse.given, other, { map });
      } catch {
        continue;
      }
      const theirs = outcomesByOrder(step2.ruling, parse.given);
      const rightHere = differing.filter((d) => recordAgreesWith(step2, d));
      if (rightHere.length === 0) continue;
      // Which of the choices on which the two rule sets part would, alone, give the record's result.
      const theirValue = ruleSet(other);
      const alone = new Map<(typeof rightHere)[number], (keyof Policies)[]>(rightHere.map((d) => [d, []]));
      for (const { policy } of policyDifferences(ruleValue, theirValue)) {
        const hybrid: RuleSet = { ...ruleValue, policies: { ...ruleValue.policies, [policy]: theirValue.policies[policy] } };
        let step3: NextStep;
        try {
          step3 = nextPosition(position, parse.given, hybrid, { map });
        } catch {
          continue;
        }
        for (const d of rightHere) if (recordAgreesWith(step3, d)) alone.get(d)!.push(policy);
      }
      for (const d of rightHere) {
        (d.check.recordRightUnder ??= []).push(other);
        const t = theirs.get(d.order);
        d.rightUnder.push({ rules: other, cited: t?.rules ?? [], alone: alone.get(d)!, ...(t ? { ruling: rulingView(step2.ruling, t) } : {}) });
      }
    }
    const cases = datcCasesBehind(
      step.ruling,
      rules,
      differing.map((d) => {
        const o = ours.get(d.order);
        return { index: d.index, order: d.order, cited: d.check.rules as RuleId[], rightUnder: d.rightUnder, ...(o ? { ruling: rulingView(step.ruling, o) } : {}) };
      }),
      map,
      parse.given,
    );
    differing.forEach((d, i) => {
      if (cases[i].length) d.check.datcCases = cases[i];
    });
  }
  // Differences first, then the rest in the record's order.
  orders.sort((a, b) => Number(a.agree !== false) - Number(b.agree !== false));
  const agree = differing.length === 0;
  const next = agree ? step.position : positionAfterRecord(map, position, step.ruling, step.position, claims, rules);
  // Under each power's heading, so builds and removals say whose they are.
  const powers = [...new Set(parse.given.map((o) => o.power))].sort();
  const sheet = powers.map((pw) => [`${powerName(pw)}:`, ...parse.given.filter((o) => o.power === pw).map((o) => formatOrder(o, { style: 'abbreviated', map }))].join('\n')).join('\n');
  const dislodged =
    step.ruling.phase === 'movement' && step.position.phase === 'retreat'
      ? step.position.dislodged.map((d) => ({ unit: `${d.unit.power} ${d.unit.type} ${d.unit.loc}`, retreats: retreatOptions(map, step.position, d, ruleValue) }))
      : step.ruling.phase === 'movement'
        ? step.ruling.result.dislodged.map((d) => ({ unit: `${d.unit.power} ${d.unit.type} ${d.unit.loc}`, retreats: [] }))
        : [];
  return { check: { name: phaseName(rp), label: rp.label, line: rp.line, orders, agree, start: positionToJson(position), sheet, dislodged }, next };
}

/** An order's ruling as the DATC signs read it: its reason, and for a move whether it went by convoy. */
function rulingView(ruling: NextStep['ruling'], o: OurOutcome): RulingView {
  const r = ruling.phase === 'movement' ? ruling.result.orders[o.index] : undefined;
  return { reason: o.reason, ...(r?.convoyed !== undefined ? { convoyed: r.convoyed } : {}) };
}

function toCompare(kind: string, o: OurOutcome | undefined, order: GameOrder | undefined, given: readonly GameOrder[], ours: Map<GameOrder, OurOutcome>, dislodged: boolean): OursToCompare {
  const c: OursToCompare = { kind, outcome: o?.outcome ?? 'not-followed', reason: o?.reason ?? '', dislodged: dislodged || o?.dislodged === true };
  if (order?.kind === 'convoy') {
    const move = given.find((g) => g.kind === 'move' && provinceOf(g.at) === provinceOf(order.army) && provinceOf(g.to) === provinceOf(order.to));
    c.armyArrived = move !== undefined && ours.get(move)?.outcome === 'succeeds';
  }
  return c;
}
