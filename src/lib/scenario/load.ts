/**
 * Scenarios read from content/scenarios, and DATC cases (tests/datc/cases) made into scenarios.
 * Node only (it reads files); used at build time and by the tests.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { loadYamlFile } from '../loadYaml';
import { issuesText } from '../../../engine/case/yamlInput';
import type { Case } from '../../../engine/testCases/caseFile';
import { standardMap } from '../../../engine/map';
import { readOrder } from '../../../engine/orders/strict';
import { DATC_TABLE_RULES, scenarioSchema, ScenarioError, type DatcTables, type Scenario, type ScenarioData } from './schema';
import { toCase } from './rule';

/** Where scenario files live, relative to the project root (the folder npm scripts run in). */
export const SCENARIO_DIR = resolve(process.env.SCENARIO_DIR ?? join(process.cwd(), 'content', 'scenarios'));

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

/** The 2008 rulebook's diagram number of a scenario id such as `rulebook-2008/diagram-07`. */
export function diagramNumber(id: string): number | undefined {
  const m = /^rulebook-2008\/diagram-(\d+)$/.exec(id);
  return m ? Number(m[1]) : undefined;
}
