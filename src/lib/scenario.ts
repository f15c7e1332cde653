/**
 * Scenarios: the boards the site shows, as data (content/scenarios/README.md).
 *
 * A scenario is a position, orders, a rule set and the expected outcome of every order. The
 * order notation, the outcome words and the comparison are the DATC case files' own
 * (engine/cli/caseFile.ts): a scenario is turned into a `Case` and checked by the same code that
 * runs the DATC. The board always draws the engine's ruling, never the expectation.
 *
 * Node only (it reads files); used at build time by Scenario.astro and by the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { caseSchema, compareCase, differenceSchema as caseDifferenceSchema, expectationFor, runCase, type Case, type Difference } from '../../engine/cli/caseFile';
import { POWERS, POWER_NAMES, provinceOf, standardMap, type Power, type Unit } from '../../engine/map';
import { formatOrder } from '../../engine/orders/format';
import { readOrder } from '../../engine/orders/strict';
import type { MovementOrder } from '../../engine/orders/types';
import { adjudicate, type Adjudication } from '../../engine/resolve';
import type { DislodgedUnit } from '../../engine/resolve/types';
import { CITATIONS, ruleSet, type RuleId, type RuleSet, type RuleSetId } from '../../engine/rules';
import { explain, type Explanation } from '../../engine/trace/explain';
import { NAMED_FOCI } from '../components/board/viewports';
import { NOT_FOLLOWED, ordersText, ruleBoard, type BoardRuling } from './boardRuling';

/** Where scenario files live, relative to the project root (the folder npm scripts run in). */
export const SCENARIO_DIR = resolve(process.env.SCENARIO_DIR ?? join(process.cwd(), 'content', 'scenarios'));

const RULE_SET_IDS = ['alexander', 'datc', 'rulebook2008', 'calsmun'] as const satisfies readonly RuleSetId[];

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
  })
  .strict();

export const scenarioSchema = z
  .object({
    title: z.string().min(1),
    rules: z.enum(RULE_SET_IDS).default('alexander'),
    phase: z.literal('movement', { errorMap: () => ({ message: 'only movement scenarios are supported so far' }) }).default('movement'),
    /** A named viewport (src/components/board/viewports.ts) or a box [x, y, w, h] in board units. */
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
  .strict();

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

function issueText(issue: z.ZodIssue): string {
  return `${issue.path.length ? issue.path.join('.') + ': ' : ''}${issue.message}`;
}

/** Read and validate one scenario file. Throws a ScenarioError naming the file and the field. */
export function loadScenario(id: string, dir: string = SCENARIO_DIR): Scenario {
  const file = join(dir, `${id}.yaml`);
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ScenarioError(`Scenario ${id} (${file}): ${(e as Error).message}`);
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ScenarioError(`Scenario ${id} (${file}): ${parsed.error.issues.map(issueText).join('; ')}`);
  }
  const scenario: Scenario = { ...parsed.data, id, file };
  toCase(scenario); // the unit notation and outcome words
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
 * orders, dislodged units, rule and reason) becomes a `differences` entry. Only movement cases make
 * boards; the id is `datc/<case id>`.
 */
export function scenarioFromCase(c: Case, tables: DatcTables, options: { file: string; explanation?: string; cites?: string[] }): Scenario {
  const id = `datc/${c.id}`;
  if (c.phase !== 'movement') throw new ScenarioError(`Scenario ${id} (${options.file}): a ${c.phase} case cannot be a board yet; only movement cases can`);
  if (c.rules) throw new ScenarioError(`Scenario ${id} (${options.file}): a case with its own rule sets is not a DATC case`);
  const differences: NonNullable<ScenarioData['differences']> = {};
  for (const rules of DATC_TABLE_RULES) {
    const row = tables[rules]?.get(c.id);
    if (!row) continue;
    if (Object.keys(row.before).length || row.disbanded || row.civilDisorder) {
      throw new ScenarioError(`Scenario ${id} (${options.file}): the ${rules} differences row changes more than a movement phase`);
    }
    differences[rules] = { rule: row.rule, reason: row.reason, orders: row.orders, ...(row.dislodged ? { dislodged: row.dislodged } : {}) };
  }
  const parsed = scenarioSchema.safeParse({
    title: c.title,
    rules: 'datc',
    units: c.units,
    orders: c.orders,
    dislodged: c.dislodged,
    cites: options.cites ?? [],
    ...(options.explanation ? { explanation: options.explanation } : {}),
    ...(Object.keys(differences).length ? { differences } : {}),
  });
  if (!parsed.success) throw new ScenarioError(`Scenario ${id} (${options.file}): ${parsed.error.issues.map(issueText).join('; ')}`);
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
  });
  if (!parsed.success) {
    throw new ScenarioError(`Scenario ${s.id} (${s.file}): ${parsed.error.issues.map(issueText).join('; ')}`);
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
  const c = toCase(s);
  const id = s.rules;
  const rules = ruleSet(id);
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
  const board = ruleBoard({ units: r.units, centres: centreOwners(s), text: publishedText(r.orders, r.units), rules: r.rules });
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
