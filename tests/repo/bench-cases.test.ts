import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benchCases } from '../../bench/casesBench';

/**
 * `npm run bench -- --cases FILE.jsonl [--rules ID]`, the contract other engines are compared through: it prints
 * `median X µs` over a file of CLI cases, and bad input gets one line saying what is wrong and exit code 2.
 */
const root = new URL('../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'bench-cases-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n'));
  return path;
}

/** As a real process: the command's own wiring, arguments to exit code. */
function bench(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** In this process: `npm run bench -- --cases PATH [--rules ID]` less the start. */
function benchHere(path: string | undefined, rules = 'alexander') {
  let stdout = '';
  let stderr = '';
  const status = benchCases(path, rules, { out: (t) => (stdout += t), err: (t) => (stderr += t) });
  return { status, stdout, stderr };
}

const STANDOFF = JSON.stringify({ units: ['FRA A par', 'GER A mun'], orders: 'France:\nA Par - Bur\nGermany:\nA Mun - Bur' });

describe('npm run bench -- --cases', () => {
  it('prints the median over the file\'s cases', () => {
    const path = file('good.jsonl', [STANDOFF, '', JSON.stringify({ rules: 'datc', units: ['ENG F lon'], orders: 'F Lon - Nth' })]);
    const r = bench('--cases', path, '--rules', 'datc');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/: 2 cases, adjudication only: median \d+(\.\d+)? µs/);
  });

  it.each([
    ['no file named', [], /--cases names no file/],
    ['a file that is not there', [join(dir, 'absent.jsonl')], /absent\.jsonl cannot be read \(ENOENT\)/],
    ['an empty file', [file('empty.jsonl', ['', ''])], /holds no cases/],
    ['a line that is not JSON', [file('bad.jsonl', [STANDOFF, 'A Par - Bur'])], /bad\.jsonl, line 2: The input is not valid JSON/],
    ['a retreat case', [file('retreat.jsonl', [JSON.stringify({ phase: 'retreat', units: [], dislodged: [], orders: '' })])], /line 1: a retreat case; the bench times movement phases/],
    ['an unknown rule set', [file('one.jsonl', [STANDOFF]), '--rules', 'hasbro'], /--rules: unknown rule set "hasbro"/],
  ])('says what is wrong with %s, and exits with code 2', (_, args, message) => {
    const [path, flag, rules] = args as string[];
    const r = benchHere(path, flag === '--rules' ? rules : undefined);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
