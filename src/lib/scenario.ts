/**
 * Scenarios: the boards the site shows, as data (content/scenarios/README.md).
 *
 * A scenario is a position, orders, a rule set and the expected outcome of every order. The
 * order notation, the outcome words and the comparison are the DATC case files' own
 * (engine/testCases/caseFile.ts): a scenario is turned into a `Case` and checked by the same code that
 * runs the DATC. The board always draws the engine's ruling, never the expectation.
 *
 * Node only (it reads files); used at build time by Scenario.astro and by the tests.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { loadYamlFile } from './loadYaml';
import { issuesText } from '../../engine/case/yamlInput';
import { z } from 'zod';
import { caseSchema, compareCase, differenceSchema as caseDifferenceSchema, expectationFor, runCase, type Case, type Difference } from '../../engine/testCases/caseFile';
import { nextPosition } from '../../engine/game/nextPosition';
import { homeOwnership, phaseLabel, sortUnits, type Position } from '../../engine/game/position';
import { POWERS, POWER_NAMES, provinceOf, standardMap, unitKey, type Power, type Unit } from '../../engine/map';
import { formatOrder } from '../../engine/orders/format';
import { readOrder } from '../../engine/orders/strict';
import type { GameOrder, MovementOrder } from '../../engine/orders/types';
import { adjudicate, type Adjudication } from '../../engine/resolve';
import type { DislodgedUnit } from '../../engine/resolve/types';
import { CITATIONS, RULE_SET_IDS, ruleSet, type RuleId, type RuleSet, type RuleSetId } from '../../engine/rules';
import { explain, type Explanation } from '../../engine/trace/explain';
import { NAMED_FOCI } from './board/viewports';
import { boardRules, NOT_FOLLOWED, ordersText, ruleBoard, type AnyBoardRuling, type BoardGame, type BoardRuling } from './boardRuling';
import { checkToss, PLAYER_VARIANTS, PLAYER_VARIANT_IDS, type PlayerVariantId } from '../../engine/rules/playerVariants';
import { rulePhaseBoard } from './phaseBoardRuling';

/** Where scenario files live, relative to the project root (the folder npm scripts run in). */
export const SCENARIO_DIR = resolve(process.env.SCENARIO_DIR ?? join(process.cwd(), 'content', 'scenarios'));


/**
 * Order lines, units and outcomes are only checked for shape here; `toCase` hands them to the
 * DATC case schema, which checks the notation and the outcome words.
 */
const orderLine = z.record(z.string(), z.string());
const province = z.string().regex(/^[a-z]{3}$/, 'a province is a lowercase three-letter id, e.g. "bur"');

const differenceSchema = z
  .object({
    /** The rule of that rule set that makes the difference, e.g. `alexander:IV.5.f`. */
    rule: z.string().regex(/^[a-z0-9]+:/, 'a rule id such as "alexander:IV.5.f"'),
    reason: z.string(),
    /** Only the orders whose outcome changes (the case files' outcome words). */
    orders: caseDifferenceSchema.shape.orders,
    /** Only if the list of dislodged units changes. */
    dislodged: caseDifferenceSchema.shape.dislodged,
    /** A retreat phase first: only if the list of disbanded units changes. */
    disbanded: z.array(z.string()).optional(),
    /** An adjustment phase first: only if the units removed in civil disorder change. */
    civilDisorder: z.array(z.string()).optional(),
    /** What changes in each phase under `then`, in order (a movement's retreats, a turn's adjustments). */
    then: z
      .array(
        z
          .object({ orders: caseDifferenceSchema.shape.orders, disbanded: z.array(z.string()).optional(), civilDisorder: z.array(z.string()).optional() })
          .strict(),
      )
      .default([]),
  })
  .strict();
type ScenarioDifference = z.infer<typeof differenceSchema>;

const unitList = z.array(z.string());

/** A phase that follows the scenario's first one, ruled from the position the phase machine reaches. */
const laterPhaseSchema = z
  .object({
    phase: z.enum(['retreat', 'adjustment']),
    orders: z.array(orderLine),
    /** Retreat phase: every unit disbanded (ordered to, or with nowhere to go). */
    disbanded: unitList.default([]),
    /** Adjustment phase: the units the civil-disorder rule removes (III.5.h), in order. */
    civilDisorder: unitList.default([]),
    explanation: z.string().optional(),
  })
  .strict();
export type LaterPhase = z.infer<typeof laterPhaseSchema>;

export const scenarioSchema = z
  .object({
    title: z.string().min(1),
    rules: z.enum(RULE_SET_IDS).default('alexander'),
    phase: z.enum(['movement', 'retreat', 'adjustment']).default('movement'),
    /** The season of the first phase; an adjustment phase is always in the Fall. */
    season: z.enum(['spring', 'fall']).optional(),
    year: z.number().int().min(1901).default(1901),
    /** A game for fewer players (Alexander V.5): `six` … `two`; the year decides whether Italy is still neutral. */
    variant: z.enum(PLAYER_VARIANT_IDS as [PlayerVariantId, ...PlayerVariantId[]]).optional(),
    /** Two players: the side that won the coin toss. */
    toss: z.string().optional(),
    /** Retreat phase: the dislodged units, each with the province its attacker came from. */
    retreating: z.array(z.object({ unit: z.string(), from: province, convoyed: z.boolean().default(false) }).strict()).optional(),
    /** Retreat phase: provinces a standoff left empty in the movement before (III.4.c). */
    standoffs: z.array(province).default([]),
    /** Retreat phase: every unit disbanded. */
    disbanded: unitList.default([]),
    /** Adjustment phase: the units the civil-disorder rule removes, in order. */
    civilDisorder: unitList.default([]),
    /** The phases that follow, each on a board of its own: a movement then its retreats, a Fall turn then its adjustments. */
    then: z.array(laterPhaseSchema).default([]),
    /** A named viewport (src/lib/board/viewports.ts) or a box [x, y, w, h] in board units. */
    focus: z.union([z.enum(NAMED_FOCI), z.tuple([z.number(), z.number(), z.number(), z.number()])]).optional(),
    units: z.array(z.string()).default([]),
    /** Optional supply-centre owners to colour the map, as in adjustment case files: `{ FRA: [par, mar] }`. */
    centres: z.record(z.enum(POWERS), z.array(province)).optional(),
    orders: z.array(orderLine),
    dislodged: z.array(z.string()).default([]),
    cites: z.array(z.string()).default([]),
    explanation: z.string().optional(),
    corrections: z.string().optional(),
    differences: z.record(z.enum(RULE_SET_IDS), differenceSchema).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (s.phase === 'retreat' && !s.retreating) issue('retreating', 'a retreat scenario lists its dislodged units with their attackers\' origins');
    if (s.phase !== 'retreat' && (s.retreating || s.standoffs.length || s.disbanded.length)) issue('retreating', '`retreating`, `standoffs` and `disbanded` belong to a retreat phase (a later one goes under `then`)');
    if (s.phase !== 'adjustment' && s.civilDisorder.length) issue('civilDisorder', '`civilDisorder` belongs to an adjustment phase');
    if (s.phase === 'adjustment' && s.season === 'spring') issue('season', 'adjustments happen after the Fall turn only (III.5)');
    if (s.phase !== 'movement' && s.dislodged.length) issue('dislodged', 'only a movement phase dislodges units');
    for (const [rules, d] of Object.entries(s.differences ?? {})) {
      if (d.then.length > s.then.length) issue('differences', `differences.${rules}.then lists ${d.then.length} phases; the scenario has ${s.then.length} after its first`);
      if (d.disbanded && s.phase !== 'retreat') issue('differences', `differences.${rules}.disbanded belongs to a scenario whose first phase is a retreat`);
      if (d.civilDisorder && s.phase !== 'adjustment') issue('differences', `differences.${rules}.civilDisorder belongs to a scenario whose first phase is an adjustment`);
    }
    const wrongToss = s.toss === undefined ? undefined : s.variant ? checkToss(PLAYER_VARIANTS[s.variant], s.toss) : 'a coin toss belongs to the two-player variant';
    if (wrongToss) issue('toss', wrongToss);
  });

export type ScenarioData = z.infer<typeof scenarioSchema>;
export interface Scenario extends ScenarioData {
  /** Path under content/scenarios without `.yaml`, e.g. `rulebook-2008/diagram-21`. */
  id: string;
  /** The file it came from, for messages. */
  file: string;
}

export class ScenarioError extends Error {
  override name = 'ScenarioError';
}

/** Every scenario id under content/scenarios, sorted. */
export function listScenarioIds(dir: string = SCENARIO_DIR): string[] {
  const ids: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.yaml')) ids.push(relative(dir, path).split(sep).join('/').replace(/\.yaml$/, ''));
    }
  };
  walk(dir);
  return ids.sort();
}


/** Read and validate one scenario file. Throws a ScenarioError naming the file and the field. */
export function loadScenario(id: string, dir: string = SCENARIO_DIR): Scenario {
  const file = join(dir, `${id}.yaml`);
  const data = loadYamlFile(file, scenarioSchema, { error: ScenarioError, name: `Scenario ${id} (${file})` });
  const scenario: Scenario = { ...data, id, file };
  toCase(scenario); // the unit notation and outcome words
  if (scenario.phase !== 'movement') return scenario; // read by the phase readers when ruled
  // The order notation, read by the engine's strict reader as the case files are.
  scenario.orders.forEach((line, i) => {
    const text = Object.keys(line)[0];
    try {
      readOrder(text, { map: standardMap });
    } catch (e) {
      throw new ScenarioError(`Scenario ${id} (${file}): orders.${i}: "${text}": ${(e as Error).message}`);
    }
  });
  return scenario;
}

export function loadScenarios(dir: string = SCENARIO_DIR): Scenario[] {
  return listScenarioIds(dir).map((id) => loadScenario(id, dir));
}

/** The other rule sets a DATC case's board compares with: those that have a differences table. */
export const DATC_TABLE_RULES = ['alexander', 'rulebook2008'] as const satisfies readonly RuleSetId[];
export type DatcTables = Partial<Record<(typeof DATC_TABLE_RULES)[number], ReadonlyMap<string, Difference>>>;

/**
 * A DATC case (tests/datc/cases) as a scenario, ruled under `datc`: the case file's units, orders
 * and outcomes are the DATC's preferred ruling, and each differences table's row for the case (its
 * orders, dislodged, disbanded or removed units, rule and reason) becomes a `differences` entry.
 * Every phase makes a board: a movement case one board; a retreat case with `before` a movement
 * followed by its retreats (two boards); a retreat case with `retreating`, and an adjustment case,
 * one board of that phase. The id is `datc/<case id>`.
 */
export function scenarioFromCase(c: Case, tables: DatcTables, options: { file: string; explanation?: string; cites?: string[] }): Scenario {
  const id = `datc/${c.id}`;
  const fail = (message: string) => new ScenarioError(`Scenario ${id} (${options.file}): ${message}`);
  if (c.rules) throw fail('a case with its own rule sets is not a DATC case');
  // A retreat case with `before` is two phases: the movement (`before`), then the retreats (`orders`).
  const sequence = c.phase === 'retreat' && c.before !== undefined;
  const differences: NonNullable<ScenarioData['differences']> = {};
  for (const rules of DATC_TABLE_RULES) {
    const row = tables[rules]?.get(c.id);
    if (!row) continue;
    if (Object.keys(row.before).length && !sequence) throw fail(`the ${rules} differences row changes \`before\`, which the case does not have`);
    const base = { rule: row.rule, reason: row.reason };
    const dislodged = row.dislodged ? { dislodged: row.dislodged } : {};
    if (sequence) {
      const retreat = { orders: row.orders, ...(row.disbanded ? { disbanded: row.disbanded } : {}) };
      differences[rules] = { ...base, orders: row.before, ...dislodged, then: [retreat] };
    } else if (c.phase === 'retreat') {
      differences[rules] = { ...base, orders: row.orders, ...(row.disbanded ? { disbanded: row.disbanded } : {}), then: [] };
    } else if (c.phase === 'adjustment') {
      differences[rules] = { ...base, orders: row.orders, ...(row.civilDisorder ? { civilDisorder: row.civilDisorder } : {}), then: [] };
    } else {
      if (row.disbanded || row.civilDisorder) throw fail(`the ${rules} differences row changes more than a movement phase`);
      differences[rules] = { ...base, orders: row.orders, ...dislodged, then: [] };
    }
  }
  const phaseFields = sequence
    ? { phase: 'movement', orders: c.before, dislodged: c.dislodged, then: [{ phase: 'retreat', orders: c.orders, disbanded: c.disbanded }] }
    : c.phase === 'retreat'
      ? { phase: 'retreat', orders: c.orders, retreating: c.retreating, standoffs: c.standoffs, disbanded: c.disbanded }
      : c.phase === 'adjustment'
        ? { phase: 'adjustment', orders: c.orders, civilDisorder: c.civilDisorder, ...(c.centres ? { centres: c.centres } : {}) }
        : { phase: 'movement', orders: c.orders, dislodged: c.dislodged };
  const parsed = scenarioSchema.safeParse({
    title: c.title,
    rules: 'datc',
    units: c.units,
    ...phaseFields,
    cites: options.cites ?? [],
    ...(options.explanation ? { explanation: options.explanation } : {}),
    ...(Object.keys(differences).length ? { differences } : {}),
  });
  if (!parsed.success) throw fail(issuesText(parsed.error));
  return { ...parsed.data, id, file: options.file };
}

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

/** The 2008 rulebook's diagram number of a scenario id such as `rulebook-2008/diagram-07`. */
export function diagramNumber(id: string): number | undefined {
  const m = /^rulebook-2008\/diagram-(\d+)$/.exec(id);
  return m ? Number(m[1]) : undefined;
}

/**
 * The board as it is published and as its editor opens: the scenario's orders written out the way
 * players write them, read by the lenient parser and ruled again (src/lib/boardRuling.ts). It must
 * rule every unit as the checked ruling does, so the page without JavaScript shows the ruling the
 * scenario expects; an ambiguous line (seed 004: treated as illegal) counts as the illegal order it
 * was written as, and so does a line the reader does not follow (an order for another power's unit,
 * DATC 6.A.6): both are ignored and the unit holds. Units are matched by province, since the reader
 * puts an order on the coast its fleet is on (DATC 6.B.11). Throws a ScenarioError on any difference.
 */
export function publishedBoard(r: ScenarioRuling): BoardRuling {
  const s = r.scenario;
  const game = scenarioGame(s);
  const board = ruleBoard({ units: r.units, centres: centreOwners(s), text: publishedText(r.orders, r.units), rules: r.rules, ...(game ? { game } : {}) });
  const summary = (orders: readonly { order: MovementOrder; outcome: string }[]) =>
    orders.map((o) => `${o.order.power} ${o.order.unit} ${provinceOf(o.order.at)} ${o.order.kind}: ${o.outcome}`).sort();
  const ignored = new Set([
    ...board.parse.lines.filter((l) => l.degree === 'ambiguous').flatMap((l) => l.meanings.map((m) => ('at' in m ? provinceOf(m.at) : ''))),
    ...board.rows.filter((row) => row.line !== null && row.outcome === NOT_FOLLOWED && row.unit).map((row) => provinceOf(row.unit!.split(' ')[2])),
  ]);
  const strict = summary(r.result.orders.filter((o) => !(o.outcome === 'illegal' && ignored.has(provinceOf(o.order.at)))));
  const live = summary(board.result.orders);
  const problems = [
    ...strict.filter((x) => !live.includes(x)).map((x) => `published board lacks ${x}`),
    ...live.filter((x) => !strict.includes(x)).map((x) => `published board adds ${x}`),
  ];
  if (board.parse.lines.length !== r.orders.length) problems.push(`the editor text has ${board.parse.lines.length} order lines for ${r.orders.length} orders`);
  if (JSON.stringify(board.result.dislodged) !== JSON.stringify(r.result.dislodged)) problems.push('the published board dislodges other units');
  if (problems.length) throw new ScenarioError(`Scenario ${s.id} (${s.file}): the board as the editor reads it differs from the checked ruling:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return board;
}

/**
 * The orders as players write them (`ordersText`), except that an order for another power's unit
 * names its power on the line: under a heading alone the reader would take it as a mislabelled set
 * and give it to the unit's owner (DECISIONS.md, order sets), which is not what the order says.
 */
function publishedText(orders: readonly MovementOrder[], units: readonly Unit[]): string {
  const owner = new Map(units.map((u) => [provinceOf(u.loc), u.power]));
  const foreign = (o: MovementOrder) => owner.get(provinceOf(o.at)) !== undefined && owner.get(provinceOf(o.at)) !== o.power;
  if (!orders.some(foreign)) return ordersText(orders);
  const powers = [...new Set(orders.map((o) => o.power))];
  return powers
    .map((p) => {
      const lines = orders.filter((o) => o.power === p).map((o) => `${foreign(o) ? `${POWER_NAMES[p]} ` : ''}${formatOrder(o, { style: 'abbreviated' })}`);
      return `${POWER_NAMES[p]}:\n${lines.join('\n')}`;
    })
    .join('\n\n');
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
 * A phase's board as it is published and as its editor opens: the strict orders written out the
 * way players write them, read leniently and ruled again (movement by ruleBoard, the others by the
 * CLI's path). Every line must get the outcome the checked ruling gave it; throws otherwise. Lines
 * are matched by what is written, in order (the text is grouped under power headings). As for a
 * movement board (`publishedBoard`), a retreat or adjustment line the reader does not follow (an
 * ambiguous coast, DATC 6.B.14; a build in another power's centre, 6.I.1; a second order for a
 * unit, 6.J.2) counts for the illegal or failed order it was: either way it is not carried out.
 */
export function publishedPhase(s: Scenario, p: ScenarioPhase): AnyBoardRuling {
  const text = ordersText(p.orders);
  const game = scenarioGame({ ...s, year: p.position.year });
  const board: AnyBoardRuling =
    p.position.phase === 'movement'
      ? ruleBoard({ units: p.position.units, centres: s.centres ? p.position.centres : undefined, text, rules: s.rules, ...(game ? { game } : {}) })
      : rulePhaseBoard({ position: p.position, text, rules: s.rules, ...(game ? { game } : {}) });
  const movement = p.position.phase === 'movement';
  const matches = (want: string, got: string) => got === want || (!movement && got === NOT_FOLLOWED && (want === 'illegal' || want === 'fails'));
  // What each written line got, in the order of the lines.
  const given = new Map<string, string[]>();
  for (const r of board.rows.filter((row) => row.line !== null).sort((a, b) => a.line! - b.line!)) {
    if (!given.has(r.text)) given.set(r.text, []);
    given.get(r.text)!.push(r.outcome);
  }
  const problems: string[] = [];
  p.orders.forEach((o, i) => {
    const line = formatOrder(o, { style: 'abbreviated' });
    const got = given.get(line)?.shift();
    if (got === undefined) problems.push(`published board lacks ${o.power} ${line}: ${p.outcomes[i]}`);
    else if (!matches(p.outcomes[i], got)) problems.push(`published board rules ${o.power} ${line}: ${got}, not ${p.outcomes[i]}`);
  });
  for (const [line, rest] of given) for (const got of rest) problems.push(`published board adds ${line}: ${got}`);
  if (problems.length) throw new ScenarioError(`Scenario ${s.id} (${s.file}), ${p.label}: the board as the editor reads it differs from the checked ruling:\n${problems.map((x) => `  - ${x}`).join('\n')}`);
  return board;
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
