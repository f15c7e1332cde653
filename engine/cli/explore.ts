import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { stringify } from 'yaml';
import { caseData, type CaseData } from '../explore/foundCase';
import { explore, type ExploreReport } from '../explore/explore';
import { mapTables } from '../explore/mapTables';
import { KINDS, type ExploreKind } from '../explore/rulings';
import { standardMap } from '../map/standardMap';
import { ruleSet } from '../rules';
import type { RuleSet } from '../rules/ruleSet';
import { caseSchema, compareCase, differenceFor, expectationFor, runCase } from '../testCases/caseFile';
import { oneLine } from './terminalText';

const USAGE = `Usage: npm run -s explore -- --rules alexander,datc [--n 1000000] [--seed 1] [--out DIR]
                                 [--kind differ|cycle|paradox[,…]] [--per-signature 10] [--quiet]
Generates random positions with orders, rules each under the rule sets given, and keeps those where
the rule sets disagree (differ, the default), where a dependency cycle was met (cycle), or where a
convoy paradox had to be settled (paradox). Each kept position is minimised by delta debugging and
written once (up to a renaming of powers) as a case file that \`npm run datc\` runs, under each rule set.`;

export interface ExploreArgs {
  rules: RuleSet[];
  n: number;
  seed: number;
  out: string;
  kinds: ExploreKind[];
  perSignature: number;
  quiet: boolean;
}

class UsageError extends Error {}

export function parseArgs(argv: string[]): ExploreArgs | 'help' {
  const args: ExploreArgs = { rules: [], n: 1_000_000, seed: 1, out: 'explore-out', kinds: ['differ'], perSignature: 10, quiet: false };
  const count = (flag: string, text: string | undefined, min: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new UsageError(`${flag} wants a whole number of at least ${min}, not "${text ?? ''}"`);
    return value;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--help' || flag === '-h') return 'help';
    else if (flag === '--rules') args.rules = value().split(',').map((id) => ruleSet(id.trim()));
    else if (flag === '--n') args.n = count(flag, value(), 1);
    else if (flag === '--seed') args.seed = count(flag, value(), 0);
    else if (flag === '--out') args.out = value();
    else if (flag === '--per-signature') args.perSignature = count(flag, value(), 1);
    else if (flag === '--quiet') args.quiet = true;
    else if (flag === '--kind') {
      args.kinds = value().split(',').map((k) => {
        if (!(KINDS as readonly string[]).includes(k)) throw new UsageError(`--kind is one of ${KINDS.join(', ')}, not "${k}"`);
        return k as ExploreKind;
      });
    } else throw new UsageError(`unknown option "${flag}"`);
  }
  if (args.rules.length === 0) throw new UsageError('--rules is required, e.g. --rules alexander,datc');
  if (new Set(args.rules.map((r) => r.id)).size !== args.rules.length) throw new UsageError('--rules names a rule set twice');
  if (args.kinds.includes('differ') && args.rules.length < 2) throw new UsageError('--kind differ needs at least two rule sets');
  return args;
}

/** A one-line progress bar on stderr, redrawn in place. */
function progressBar(total: number, start: number): (tried: number) => void {
  return (tried) => {
    const width = 30;
    const filled = Math.round((tried / total) * width);
    const seconds = (performance.now() - start) / 1000;
    const rate = seconds > 0 ? Math.round(tried / seconds) : 0;
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${tried}/${total} positions, ${rate}/s `);
    if (tried === total) process.stderr.write('\n');
  };
}

/** Check a case as `npm run datc` would, under every rule set it names; the problems found. */
export function checkCase(data: CaseData): string[] {
  const c = caseSchema.parse(data);
  return c.rules!.flatMap((id) => compareCase(c, runCase(c, ruleSet(id)), expectationFor(c, differenceFor(c, id))).map((p) => `${id}: ${p}`));
}

export interface ExploreRun {
  report: ExploreReport;
  files: string[];
  /** Wall-clock seconds, and CPU seconds of this process (what the positions/s figures divide by). */
  seconds: number;
  cpuSeconds: number;
}

/**
 * CPU time of this process in milliseconds. The explorer's figures are CPU
 * time, like the bench's: on a machine shared with other work the wall clock
 * measures the neighbours too. A system call, so the explorer reads it per batch.
 */
function cpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

/** Explore, then write one case file per kept case into `out`. */
export function runExplore(args: ExploreArgs, onProgress?: (tried: number) => void): ExploreRun {
  const start = performance.now();
  const cpuStart = cpuMs();
  const tables = mapTables(standardMap);
  const report = explore({
    tables,
    rules: args.rules,
    n: args.n,
    seed: args.seed,
    kinds: args.kinds,
    perSignature: args.perSignature,
    onProgress,
    progressEvery: 2000,
    clock: cpuMs,
  });
  mkdirSync(args.out, { recursive: true });
  // Files of an earlier run would mix with this one's: clear the names this command writes.
  for (const name of readdirSync(args.out)) if (/^(differ|cycle|paradox)-\d+\.yaml$/.test(name)) rmSync(join(args.out, name));
  const files: string[] = [];
  const number = new Map<ExploreKind, number>();
  for (const found of report.cases) {
    const k = (number.get(found.kind) ?? 0) + 1;
    number.set(found.kind, k);
    const name = `${found.kind}-${String(k).padStart(3, '0')}`;
    const data = caseData(found, tables, args.rules, `explore.${name}`);
    const problems = checkCase(data);
    if (problems.length > 0) throw new Error(`case ${name} does not pass its own check:\n  ${problems.join('\n  ')}`);
    const file = {
      section: 'explore',
      title: `Found by npm run explore -- --rules ${args.rules.map((r) => r.id).join(',')} --seed ${args.seed} (position ${found.foundAt + 1})`,
      cases: [data],
    };
    const path = join(args.out, `${name}.yaml`);
    writeFileSync(path, stringify(file, { lineWidth: 0 }));
    files.push(path);
  }
  return { report, files, seconds: (performance.now() - start) / 1000, cpuSeconds: (cpuMs() - cpuStart) / 1000 };
}

export function summary(args: ExploreArgs, run: ExploreRun): string {
  const { report } = run;
  const lines = [
    `Positions tried: ${report.tried} (seed ${args.seed}), in ${run.seconds.toFixed(1)} s, ${run.cpuSeconds.toFixed(1)} s of CPU` +
      ` (${Math.round(report.tried / run.cpuSeconds)} positions per CPU second, everything included)`,
  ];
  for (const r of args.rules) {
    const ms = report.rulingMs[r.id];
    lines.push(`  ruled under ${r.id.padEnd(12)} ${Math.round(report.tried / (ms / 1000))} positions/s (ruling alone, CPU time)`);
  }
  lines.push(`  generated              ${Math.round(report.tried / (report.generatingMs / 1000))} positions/s (CPU time)`);
  lines.push('Cases found by kind:');
  for (const kind of args.kinds) {
    const t = report.tally[kind];
    lines.push(`  ${kind.padEnd(8)} ${t.positions} positions, ${t.minimised} minimised, ${t.kept} distinct minimal cases kept`);
  }
  lines.push(`Written: ${run.files.length} case files in ${args.out}/ (check: npm run -s datc -- ${args.out}/*.yaml --rules ${args.rules.map((r) => r.id).join(',')})`);
  return lines.join('\n');
}

function main(argv: string[]): number {
  let args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    // The message may quote an argument: on one line, its control characters escaped.
    console.error(oneLine((e as Error).message));
    console.error(USAGE);
    return 2;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  const bar = !args.quiet && process.stderr.isTTY ? progressBar(args.n, performance.now()) : undefined;
  const run = runExplore(args, bar);
  console.log(summary(args, run));
  return 0;
}

if (process.argv[1] && /explore\.ts$/.test(process.argv[1])) process.exitCode = main(process.argv.slice(2));
