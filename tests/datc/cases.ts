import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { caseFileSchema, differencesSchema, type CaseFile, type Difference } from '../../engine/testCases/caseFile';
import { loadYaml } from '../../engine/cli/loadYaml';

const here = new URL('.', import.meta.url).pathname;

/** Every DATC case file in tests/datc/cases, in section order. */
export function datcCaseFiles(): { path: string; file: CaseFile }[] {
  const dir = join(here, 'cases');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ path: join(dir, f), file: loadYaml(join(dir, f), caseFileSchema) }));
}

/** A rule set's differences table (`<id>-differences.yaml`), keyed by DATC id. */
export function differencesFor(rules: string): Map<string, Difference> {
  const list = loadYaml(join(here, `${rules}-differences.yaml`), differencesSchema);
  return new Map(list.map((d) => [d.id, d]));
}

export function alexanderDifferences(): Map<string, Difference> {
  return differencesFor('alexander');
}
