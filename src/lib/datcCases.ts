/**
 * The DATC section pages (content/datc/6a.mdx …): the project's own case files
 * (tests/datc/cases), the two differences tables, and our explanation of each case
 * (content/datc/explanations.yaml), turned into scenarios by `scenarioFromCase`.
 *
 * The case files stay the one source of the positions and outcomes: nothing is copied into
 * content/scenarios. Node only (it reads files); used at build time and by the tests.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { caseFileSchema, differencesSchema, type Case, type CaseFile, type Difference } from '../../engine/testCases/caseFile';
import { loadYamlFile } from './loadYaml';
import { DATC_TABLE_RULES, ScenarioError, type DatcTables, type Scenario } from './scenario/schema';
import { scenarioFromCase } from './scenario/load';

/** Where the DATC case files and tables live, and where our explanations live. */
export const DATC_DIR = resolve(process.env.DATC_DIR ?? join(process.cwd(), 'tests', 'datc'));
export const EXPLANATIONS_FILE = resolve(process.env.DATC_EXPLANATIONS ?? join(process.cwd(), 'content', 'datc', 'explanations.yaml'));

/** Every DATC section with a case file (6.A–6.J), in order; each has a page of boards. */
export function datcSections(dir: string = DATC_DIR): string[] {
  return loadDatcSections(dir).map((f) => f.section);
}

/** `6.F.16` → `6-f-16`, `6.F` → `6-f`: the anchor of a case or section, as cases.mdx has them. */
export function datcAnchor(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** `6.F` → `/datc/6f/`: the page of a section. */
export function sectionPage(section: string): string {
  return `/datc/${section.toLowerCase().replace(/\./g, '')}/`;
}

export interface DatcSectionFile extends CaseFile {
  path: string;
}

/** Every case file, in section order. */
export function loadDatcSections(dir: string = DATC_DIR): DatcSectionFile[] {
  const cases = join(dir, 'cases');
  return readdirSync(cases)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ path: join(cases, f), ...loadYamlFile(join(cases, f), caseFileSchema) }));
}

export function loadDatcSection(section: string, dir: string = DATC_DIR): DatcSectionFile {
  const file = loadDatcSections(dir).find((s) => s.section === section);
  if (!file) throw new ScenarioError(`No DATC case file for section ${section} in ${join(dir, 'cases')}`);
  return file;
}

/** The differences tables (`<rules>-differences.yaml`), keyed by case id. */
export function loadDatcTables(dir: string = DATC_DIR): DatcTables {
  const tables: DatcTables = {};
  for (const rules of DATC_TABLE_RULES) {
    const rows: Difference[] = loadYamlFile(join(dir, `${rules}-differences.yaml`), differencesSchema);
    tables[rules] = new Map(rows.map((d) => [d.id, d]));
  }
  return tables;
}

/**
 * Our explanation of each case, in markdown: 1–3 sentences in our own words, citing DATC ids.
 * Keyed by case id; every case must have one (tests/content/datc-pages.test.ts).
 */
export const explanationsSchema = z.record(
  z.string().regex(/^6\.[A-J]\.\d+b?$/, 'a key is a DATC case id such as "6.F.16"'),
  z
    .string()
    .trim()
    .min(40, 'an explanation is one to three sentences, not a few words')
    .max(700, 'an explanation is one to three sentences; longer notes belong in tests/datc/notes-*.md'),
);
export type Explanations = z.infer<typeof explanationsSchema>;

export function loadExplanations(file: string = EXPLANATIONS_FILE): Explanations {
  return loadYamlFile(file, explanationsSchema.optional().transform((e) => e ?? {}), { error: ScenarioError });
}

/** A case of a section, with its scenario: one board, or a movement and its retreats. */
export interface DatcEntry {
  case: Case;
  anchor: string;
  explanation?: string;
  scenario: Scenario;
}

/** The cases of one section, each a scenario (`scenarioFromCase`). */
export function datcEntries(section: string, dir: string = DATC_DIR, explanationsFile: string = EXPLANATIONS_FILE): DatcEntry[] {
  const file = loadDatcSection(section, dir);
  const tables = loadDatcTables(dir);
  const explanations = loadExplanations(explanationsFile);
  return file.cases.map((c) => {
    const explanation = explanations[c.id];
    return { case: c, anchor: datcAnchor(c.id), explanation, scenario: scenarioFromCase(c, tables, { file: file.path, explanation }) };
  });
}
