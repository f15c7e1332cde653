import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ruleSet } from '../rules';
import type { RuleSet } from '../rules/ruleSet';
import type { CommandIo } from './adjudicateCommand';
import { terminalSafe } from './terminalText';
import { caseCovers, caseFileSchema, compareCase, differenceFor, differencesSchema, expectationFor, runCase, type Difference } from '../testCases/caseFile';
import { loadYaml } from './loadYaml';

const USAGE = `Usage: npm run -s datc -- FILE.yaml [FILE.yaml ...] [--rules datc|alexander|ID,ID…] [--differences FILE.yaml]
Runs case files in the project's format (tests/datc/README.md) and reports PASS or FAIL per case.
Under a rule set other than datc, a case's own \`differences\` for it apply, or else a differences
table next to the file (alexander-differences.yaml) when it exists. A case that names its \`rules\`
is skipped under any other rule set. Several rule sets (--rules alexander,datc) run one after another.`;

/** `npm run datc`: PASS or FAIL per case; exit 0 when all pass, 1 when one fails, 2 for bad arguments or files. */
export function datcCommand(argv: readonly string[], io: Pick<CommandIo, 'out' | 'err'>): number {
  const log = (text: string) => io.out(`${terminalSafe(text)}\n`);
  const fail = (text: string) => io.err(`${terminalSafe(text)}\n`);
  const files: string[] = [];
  let rulesIds = ['datc'];
  let differencesPath: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rules') rulesIds = (argv[++i] ?? '').split(',');
    else if (argv[i] === '--differences') differencesPath = argv[++i];
    else if (argv[i] === '--help' || argv[i] === '-h') {
      log(USAGE);
      return 0;
    } else files.push(argv[i]);
  }
  if (files.length === 0) {
    fail(USAGE);
    return 2;
  }
  let rulesList: RuleSet[];
  try {
    rulesList = rulesIds.map((id) => ruleSet(id));
  } catch (e) {
    fail((e as Error).message);
    return 2;
  }
  // With several rule sets, each line says which one it was run under.
  const label = (rules: RuleSet) => (rulesList.length > 1 ? `[${rules.id}] ` : '');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const rules of rulesList) {
    for (const file of files) {
      let cases;
      let differences = new Map<string, Difference>();
      try {
        cases = loadYaml(file, caseFileSchema).cases;
        const table = differencesPath ?? join(dirname(file), `../${rules.id}-differences.yaml`);
        if (rules.id !== 'datc' && existsSync(table)) differences = new Map(loadYaml(table, differencesSchema).map((d) => [d.id, d]));
      } catch (e) {
        fail((e as Error).message);
        return 2;
      }
      for (const c of cases) {
        if (!caseCovers(c, rules.id)) {
          skipped++;
          log(`${label(rules)}SKIP ${c.id} ${c.title} (states outcomes under ${c.rules!.join(', ')} only)`);
          continue;
        }
        let problems: string[];
        try {
          problems = compareCase(c, runCase(c, rules), expectationFor(c, differenceFor(c, rules.id, differences)));
        } catch (e) {
          problems = [(e as Error).message];
        }
        if (problems.length === 0) {
          passed++;
          log(`${label(rules)}PASS ${c.id} ${c.title}`);
        } else {
          failed++;
          log(`${label(rules)}FAIL ${c.id} ${c.title}`);
          for (const p of problems) log(`     ${p}`);
        }
      }
    }
  }
  log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] && /datc\.[jt]s$/.test(process.argv[1])) {
  process.exitCode = datcCommand(process.argv.slice(2), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
}
