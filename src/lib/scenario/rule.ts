/**
 * A scenario ruled: turned into a `Case` and checked by the same code that runs the DATC, phase by
 * phase, under its own rule set and the others. The board draws the engine's ruling, never the
 * expectation; a ruling that differs from the expectation stops the build.
 */
import { issuesText } from '../../../engine/case/yamlInput';
import { z } from 'zod';
import { caseSchema, compareCase, expectationFor, runCase, type Case, type Difference } from '../../../engine/testCases/caseFile';
import { nextPosition } from '../../../engine/game/nextPosition';
import { homeOwnership, phaseLabel, sortUnits, type Position } from '../../../engine/game/position';
import { standardMap, unitKey, type Power, type Unit } from '../../../engine/map';
import type { GameOrder, MovementOrder } from '../../../engine/orders/types';
import { adjudicate, type Adjudication } from '../../../engine/resolve';
import type { DislodgedUnit } from '../../../engine/resolve/types';
import { CITATIONS, ruleSet, type RuleId, type RuleSet, type RuleSetId } from '../../../engine/rules';
import { explain, type Explanation } from '../../../engine/trace/explain';
import { boardRules, type BoardGame } from '../boardRuling';
import { differenceSchema, ScenarioError, type LaterPhase, type Scenario, type ScenarioDifference } from './schema';

/** The scenario as a DATC case, validated by the case-file schema itself. */
export function toCase(s: Scenario): Case {
  const parsed = caseSchema.safeParse({
    id: s.id,
    title: s.title,
    phase: s.phase,
    units: s.units,
    orders: s.orders,
    dislodged: s.dislodged,
    ...(s.phase === 'retreat' ? { retreating: s.retreating, standoffs: s.standoffs, disbanded: s.disbanded } : {}),
    ...(s.phase === 'adjustment' ? { centres: s.centres, civilDisorder: s.civilDisorder } : {}),
  });
  if (!parsed.success) {
    throw new ScenarioError(`Scenario ${s.id} (${s.file}): ${issuesText(parsed.error)}`);
  }
  return parsed.data;
}

function differenceFor(s: Scenario, rules: RuleSetId): Difference | undefined {
  const d = s.differences?.[rules];
  if (!d) return undefined;
  return { id: s.id, rule: d.rule, reason: d.reason, orders: d.orders, before: {}, dislodged: d.dislodged };
}

export interface ScenarioRuling {
  scenario: Scenario;
  /** The rule set the engine used. */
  rules: RuleSetId;
  units: Unit[];
  orders: MovementOrder[];
  /** The engine's ruling, with its trace. */
  result: Adjudication;
  explanation: Explanation;
  /** Differences between the engine and the expectation; empty when they agree. */
  problems: string[];
  /** The other rule sets in `differences`, ruled and checked the same way. */
  others: { rules: RuleSetId; rule: string; reason: string; problems: string[]; skipped?: string; outcomes: string[]; dislodged: string[] }[];
}

/** Rule a scenario with the engine and compare the ruling with its expectation. */
export function ruleScenario(s: Scenario): ScenarioRuling {
  if (!isSingleMovement(s)) throw new ScenarioError(`Scenario ${s.id} (${s.file}): a ${s.phase} phase${s.then.length ? ' and the phases after it' : ''} are ruled by rulePhases, not ruleScenario`);
  const c = toCase(s);
  const id = s.rules;
  const rules = boardRules(id, scenarioGame(s));
  const problems: string[] = [];

  // Order lines that a difference names must be orders of the scenario.
  const lines = new Set(c.orders.map((l) => Object.keys(l)[0]));
  for (const [other, d] of Object.entries(s.differences ?? {})) {
    for (const line of Object.keys(d.orders)) {
      if (!lines.has(line)) problems.push(`differences.${other}: "${line}" is not one of the orders`);
    }
  }

  const run = runCase(c, rules);
  const expected = expectationFor(c);
  problems.push(...compareCase(c, run, expected));

  // The same ruling, with its trace, for the board and the explanation.
  const orders = run.orders as MovementOrder[];
  const result = adjudicate({ units: run.units }, orders, { rules, trace: true });
  orders.forEach((_, i) => {
    if (result.orders[i].outcome !== run.outcomes[i]) problems.push(`internal: traced ruling differs at order ${i + 1}`);
  });

  const others: ScenarioRuling['others'] = [];
  for (const [otherId, d] of Object.entries(s.differences ?? {}) as [RuleSetId, z.infer<typeof differenceSchema>][]) {
    let other: RuleSet;
    try {
      other = ruleSet(otherId);
    } catch {
      others.push({ rules: otherId, rule: d.rule, reason: d.reason, problems: [], skipped: `the engine has no rule set "${otherId}" yet`, outcomes: [], dislodged: [] });
      continue;
    }
    const otherRun = runCase(c, other);
    const otherProblems = compareCase(c, otherRun, expectationFor(c, differenceFor(s, otherId)));
    others.push({ rules: otherId, rule: d.rule, reason: d.reason, problems: otherProblems, outcomes: otherRun.outcomes, dislodged: otherRun.dislodged });
    problems.push(...otherProblems.map((p) => `under ${otherId}: ${p}`));
  }

  return { scenario: s, rules: id, units: run.units, orders, result, explanation: explain(result, standardMap), problems, others };
}

/** Rule a scenario and throw, with every difference listed, if the engine disagrees. */
export function checkedRuling(s: Scenario): ScenarioRuling {
  const ruling = ruleScenario(s);
  if (ruling.problems.length) {
    throw new ScenarioError(
      `Scenario ${s.id} (${s.file}): the engine (rule set ${ruling.rules}) disagrees with the expectation:\n` +
        ruling.problems.map((p) => `  - ${p}`).join('\n'),
    );
  }
  return ruling;
}

/** The position after the movement phase: units where they stand, and the dislodged ones. */
export function positionAfter(r: ScenarioRuling): { units: Unit[]; dislodged: DislodgedUnit[] } {
  return { units: r.result.units, dislodged: r.result.dislodged };
}

/** The scenario's game for fewer players, in the year it shows; undefined for the seven-player game. */
export function scenarioGame(s: Pick<Scenario, 'variant' | 'toss' | 'year'>): BoardGame | undefined {
  if (!s.variant) return undefined;
  return { variant: s.variant, ...(s.toss ? { toss: s.toss } : {}), year: s.year };
}

/** Provinces closed in the scenario's year (V.5.e), for the board to hatch. */
export function scenarioClosed(s: Scenario): readonly string[] {
  const game = scenarioGame(s);
  return game ? (boardRules(s.rules, game).variantYear?.closed ?? []) : [];
}

/** Supply-centre owners as a map from province to power. */
export function centreOwners(s: Scenario): Record<string, Power> | undefined {
  if (!s.centres) return undefined;
  const owners: Record<string, Power> = {};
  for (const [power, list] of Object.entries(s.centres)) for (const p of list) owners[p] = power as Power;
  return owners;
}

/** Cites that the citation registry does not know. */
export function unknownCites(s: Scenario): string[] {
  return [...s.cites, ...Object.values(s.differences ?? {}).map((d) => d.rule)].filter((id) => !CITATIONS.has(id as RuleId));
}

/** One phase of a scenario, ruled from its position and checked against its expectation. */
export interface ScenarioPhase {
  /** "Spring 1901 retreat". */
  label: string;
  /** The position whose orders this phase gives. */
  position: Position;
  /** The scenario's lines for the phase, as written in the file. */
  lines: string[];
  /** The orders as read by the strict readers. */
  orders: GameOrder[];
  /** The engine's outcome for each line. */
  outcomes: string[];
  /** What the engine dislodged (movement), disbanded (retreat) or removed in civil disorder (adjustment). */
  dislodged: string[];
  disbanded: string[];
  civilDisorder: string[];
  explanation?: string;
  /** Differences between the engine and the expectation; empty when they agree. */
  problems: string[];
}

const grouped = (centres: Readonly<Record<string, Power>>) => {
  const out: Partial<Record<Power, string[]>> = {};
  for (const [p, power] of Object.entries(centres)) (out[power] ??= []).push(p);
  return out;
};

/** The case (the DATC case files' shape) for a later phase, from the position the phase machine reached. */
function laterCase(s: Scenario, i: number, position: Position, step: LaterPhase): Case {
  const raw = {
    id: `${s.id}#then.${i}`,
    title: s.title,
    phase: step.phase,
    units: position.units.map(unitKey),
    orders: step.orders,
    ...(step.phase === 'retreat'
      ? { retreating: position.dislodged.map((d) => ({ unit: unitKey(d.unit), from: d.attackerFrom, convoyed: d.attackerConvoyed })), standoffs: position.standoffs, disbanded: step.disbanded }
      : { centres: grouped(position.centres), civilDisorder: step.civilDisorder }),
  };
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) throw new ScenarioError(`Scenario ${s.id} (${s.file}): then.${i}: ${issuesText(parsed.error)}`);
  return parsed.data;
}

/** The position the scenario's first phase is played from. */
function firstPosition(s: Scenario, units: Unit[]): Position {
  const centres = centreOwners(s) ?? homeOwnership(standardMap);
  return {
    season: s.phase === 'adjustment' ? 'fall' : (s.season ?? 'spring'),
    year: s.year,
    phase: s.phase,
    units: sortUnits(units),
    centres,
    dislodged: (s.retreating ?? []).map((r) => ({ unit: parseUnitText(r.unit), attackerFrom: r.from, attackerConvoyed: r.convoyed })),
    standoffs: [...s.standoffs],
    eliminated: [],
  };
}

function parseUnitText(text: string): Unit {
  const [power, type, loc] = text.split(' ');
  return { power: power as Power, type: type as Unit['type'], loc };
}

/** A scenario's differences entry for one phase, in the case files' shape (`expectationFor`). */
function phaseDifference(s: Scenario, d: ScenarioDifference | undefined, i: number): Difference | undefined {
  if (!d) return undefined;
  const step = i === 0 ? d : d.then[i - 1];
  if (!step) return undefined;
  return {
    id: s.id,
    rule: d.rule,
    reason: d.reason,
    orders: step.orders,
    before: {},
    ...(i === 0 && d.dislodged ? { dislodged: d.dislodged } : {}),
    ...(step.disbanded ? { disbanded: step.disbanded } : {}),
    ...(step.civilDisorder ? { civilDisorder: step.civilDisorder } : {}),
  };
}

/**
 * Rule every phase of a scenario: the first from the file's position, each later one from the
 * position the engine's phase machine (engine/game/nextPosition.ts) reaches after the phase before.
 * Each phase is checked by the DATC case files' own code (runCase, compareCase), so a wrong
 * expectation, or a phase the machine does not reach, is listed in `problems`. With `under`, the
 * whole sequence is ruled under that rule set and checked against the scenario's `differences` for it.
 */
export function rulePhases(s: Scenario, under: RuleSetId = s.rules): ScenarioPhase[] {
  const rules = boardRules(under, scenarioGame(s));
  const difference = under === s.rules ? undefined : s.differences?.[under];
  const first = toCase(s);
  const firstRun = runCase(first, rules);
  let position = firstPosition(s, s.phase === 'retreat' ? s.units.map(parseUnitText) : firstRun.units);
  const out: ScenarioPhase[] = [];
  for (let i = 0; i <= s.then.length; i++) {
    const step = i === 0 ? undefined : s.then[i - 1];
    if (step && position.phase !== step.phase) {
      out[out.length - 1].problems.push(`then.${i - 1}: the phase machine goes on to ${phaseLabel(position)}, not to a ${step.phase} phase`);
      break;
    }
    const c = step ? laterCase(s, i - 1, position, step) : first;
    let run;
    try {
      run = i === 0 ? firstRun : runCase(c, rules);
    } catch (e) {
      throw new ScenarioError(`Scenario ${s.id} (${s.file}): ${step ? `then.${i - 1}` : 'orders'}: ${(e as Error).message}`);
    }
    out.push({
      label: phaseLabel(position),
      position,
      lines: c.orders.map((l) => Object.keys(l)[0]),
      orders: run.orders,
      outcomes: run.outcomes,
      dislodged: run.dislodged,
      disbanded: run.disbanded,
      civilDisorder: run.civilDisorder,
      explanation: step ? step.explanation : undefined,
      problems: compareCase(c, run, expectationFor(c, phaseDifference(s, difference, i))),
    });
    if (i < s.then.length) position = following(position, run.orders, rules, s.then[i].phase);
  }
  return out;
}

/**
 * The position after a phase, from the phase machine. When the scenario wants the retreat phase
 * that the machine decided by itself (no dislodged unit had anywhere to go, III.4.f, so every one
 * is disbanded), that retreat phase is shown anyway: orders given there are ruled, and illegal.
 */
function following(position: Position, orders: GameOrder[], rules: RuleSet, wanted: LaterPhase['phase']): Position {
  const step = nextPosition(position, orders, rules);
  const settled = wanted === 'retreat' && step.position.phase !== 'retreat' ? step.automatic.find((a) => a.phase === 'retreat') : undefined;
  return settled?.position ?? step.position;
}

/** A scenario's phases ruled under another rule set of its `differences`, with what changes from its own ruling. */
export interface OtherPhases {
  rules: RuleSetId;
  rule: string;
  reason: string;
  phases: ScenarioPhase[];
  /** Per phase: the lines whose outcome differs from the scenario's own ruling, and the unit lists that do. */
  changed: { label: string; lines: { line: string; outcome: string }[]; lists: { name: 'dislodged' | 'disbanded' | 'removed in civil disorder'; units: string[] }[] }[];
}

/** Rule a phase scenario under each rule set of its `differences` (`rulePhases` with `under`). */
export function otherPhases(s: Scenario, own: ScenarioPhase[] = rulePhases(s)): OtherPhases[] {
  return (Object.entries(s.differences ?? {}) as [RuleSetId, ScenarioDifference][]).map(([rules, d]) => {
    const phases = rulePhases(s, rules);
    const changed = phases.map((p, i) => {
      const mine = own[i];
      const lines = p.lines.map((line, k) => ({ line, outcome: p.outcomes[k] })).filter((x, k) => !mine || x.outcome !== mine.outcomes[k]);
      const lists: OtherPhases['changed'][number]['lists'] = [];
      const same = (a: string[], b: string[] | undefined) => b !== undefined && a.join() === b.join();
      if (!same(p.dislodged, mine?.dislodged) && p.position.phase === 'movement') lists.push({ name: 'dislodged', units: p.dislodged });
      if (!same(p.disbanded, mine?.disbanded)) lists.push({ name: 'disbanded', units: p.disbanded });
      if (!same(p.civilDisorder, mine?.civilDisorder)) lists.push({ name: 'removed in civil disorder', units: p.civilDisorder });
      return { label: p.label, lines, lists };
    });
    return { rules, rule: d.rule, reason: d.reason, phases, changed };
  });
}

/**
 * Rule every phase, under the scenario's rule set and under each rule set of its `differences`,
 * and throw, with every difference listed, if the engine disagrees with any expectation.
 */
export function checkedPhases(s: Scenario): ScenarioPhase[] & { others: OtherPhases[] } {
  const phases = rulePhases(s);
  const others = otherPhases(s, phases);
  const problems = [
    ...phases.flatMap((p) => p.problems.map((x) => `${p.label}: ${x}`)),
    ...others.flatMap((o) => o.phases.flatMap((p) => p.problems.map((x) => `under ${o.rules}: ${p.label}: ${x}`))),
  ];
  if (problems.length) {
    throw new ScenarioError(`Scenario ${s.id} (${s.file}): the engine (rule set ${s.rules}) disagrees with the expectation:\n${problems.map((x) => `  - ${x}`).join('\n')}`);
  }
  return Object.assign(phases, { others });
}

/** Is this a scenario of one movement phase (Scenario.astro), or of other or several phases (PhaseScenario.astro)? */
export function isSingleMovement(s: Scenario): boolean {
  return s.phase === 'movement' && s.then.length === 0;
}
