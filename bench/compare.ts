import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

// `npm run bench:compare -- [REV] [--rounds N]`: the working tree against a git revision (HEAD by default), both
// engines loaded in one process and timed turn about on the same positions. Runs in two processes with the roles
// swapped, because in one process the engine timed first comes out ~3% faster even against itself; the two ratios'
// geometric mean cancels that. Separate `npm run bench` runs differ by ±0.4 µs (±7%) on this shared machine; this
// comparison puts the same build within ±2% of itself (more rounds narrow it). Prints numbers; asserts nothing.

const ENTRY = `
export { adjudicate } from './engine/resolve';
export { standardMap } from './engine/map/standardMap';
export { alexander, datc } from './engine/rules';
export { randomPhase, seeded } from './bench/randomPosition';
`;

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 12;
const rev = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds') ?? 'HEAD';
if (!Number.isInteger(rounds) || rounds < 2) fail(`--rounds takes a whole number of at least 2, not "${args[roundsAt + 1] ?? ''}".`);

const root = resolve(import.meta.dirname, '..');
const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
let commit = '';
try {
  commit = git('rev-parse', '--verify', '--short', `${rev}^{commit}`);
} catch {
  fail(`"${rev}" names no commit of this repository.`);
}
const scratch = mkdtempSync(join(tmpdir(), 'bench-compare-'));
const oldTree = join(scratch, 'tree');
let problem = '';
try {
  git('worktree', 'add', '--detach', '--quiet', oldTree, commit);
  const bundle = async (tree: string, name: string, label: string) => {
    const outfile = join(scratch, `${name}.mjs`);
    try {
      await build({ stdin: { contents: ENTRY, resolveDir: tree, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent' });
    } catch (error) {
      throw new Error(`${label}'s engine does not build for this comparison (it needs the exports of engine/ and bench/randomPosition.ts that it imports): ${(error as Error).message}`);
    }
    return outfile;
  };
  const before = await bundle(oldTree, 'before', rev);
  const after = await bundle(root, 'after', 'the working tree');
  console.log(`The working tree against ${rev} (${commit}): 1200 random positions, trace off, median per phase, ${rounds} rounds × 2 processes`);
  const run = (a: string, b: string) => {
    const child = spawnSync(process.execPath, [join(import.meta.dirname, 'compareRun.mjs'), a, b, String(rounds)], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`the timing process failed:\n${child.stderr}`);
    return JSON.parse(child.stdout) as Record<string, [number, number]>;
  };
  const first = run(before, after);
  const second = run(after, before);
  for (const rules of Object.keys(first)) {
    const old = (first[rules][0] + second[rules][1]) / 2;
    const now = (first[rules][1] + second[rules][0]) / 2;
    const ratio = Math.sqrt((first[rules][1] / first[rules][0]) * (second[rules][0] / second[rules][1]));
    console.log(`  ${rules.padEnd(10)} ${rev}: ${old.toFixed(2)} µs   working tree: ${now.toFixed(2)} µs   ratio ${ratio.toFixed(3)}`);
  }
} catch (error) {
  problem = (error as Error).message;
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', oldTree], { cwd: root });
  rmSync(scratch, { recursive: true, force: true });
}
if (problem) fail(problem);

function fail(message: string): never {
  console.error(`bench:compare: ${message}`);
  process.exit(2);
}
