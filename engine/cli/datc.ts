import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ruleSet } from '../rules';
import { caseFileSchema, compareCase, differencesSchema, expectationFor, loadYaml, runCase, type Difference } from './caseFile';

const USAGE = `Usage: npm run -s datc -- FILE.yaml [FILE.yaml ...] [--rules datc|alexander] [--differences FILE.yaml]
Runs case files in the project's format (tests/datc/README.md) and reports PASS or FAIL per case.
Under a rule set other than datc, a differences table next to the file (alexander-differences.yaml)
is applied when it exists.`;

function main(argv: string[]): number {
  const files: string[] = [];
  let rulesId = 'datc';
  let differencesPath: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rules') rulesId = argv[++i] ?? '';
    else if (argv[i] === '--differences') differencesPath = argv[++i];
    else if (argv[i] === '--help' || argv[i] === '-h') {
      console.log(USAGE);
      return 0;
    } else files.push(argv[i]);
  }
  if (files.length === 0) {
    console.error(USAGE);
    return 2;
  }
  let rules;
  try {
    rules = ruleSet(rulesId);
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    let cases;
    let differences = new Map<string, Difference>();
    try {
      cases = loadYaml(file, caseFileSchema).cases;
      const table = differencesPath ?? join(dirname(file), `../${rulesId}-differences.yaml`);
      if (rulesId !== 'datc' && existsSync(table)) differences = new Map(loadYaml(table, differencesSchema).map((d) => [d.id, d]));
    } catch (e) {
      console.error((e as Error).message);
      return 2;
    }
    for (const c of cases) {
      let problems: string[];
      try {
        problems = compareCase(c, runCase(c, rules), expectationFor(c, differences.get(c.id)));
      } catch (e) {
        problems = [(e as Error).message];
      }
      if (problems.length === 0) {
        passed++;
        console.log(`PASS ${c.id} ${c.title}`);
      } else {
        failed++;
        console.log(`FAIL ${c.id} ${c.title}`);
        for (const p of problems) console.log(`     ${p}`);
      }
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
