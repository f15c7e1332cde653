/**
 * One smoke test per command, started as `npm run <command>` starts it (`node scripts/cli.mjs`):
 * the bundle is built from the sources as they stand, finds its arguments, and runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const run = (args: string[], input = '') => spawnSync(process.execPath, ['scripts/cli.mjs', ...args], { cwd: root, input, encoding: 'utf8' });

describe('the commands as npm runs them', () => {
  it('adjudicate rules a case from stdin', () => {
    const r = run(['adjudicate', '--format', 'text'], '{"units":["FRA A par"],"orders":"A Par - Bur"}');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/A Paris moves to Burgundy/);
  });

  it('check re-rules a record and ends with its summary line', () => {
    const r = run(['check', 'tests/record/records/judge-1901-1902.txt']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('6 phases, 60 orders compared, 60 agree, 0 differ');
  });

  it('datc runs a case file', () => {
    const r = run(['datc', 'tests/datc/cases/6A-basic-checks.yaml']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^12 passed, 0 failed$/m);
  });

  it('explore searches and writes its cases', () => {
    const out = mkdtempSync(join(tmpdir(), 'explore-'));
    const r = run(['explore', '--rules', 'alexander,datc', '--n', '50', '--seed', '1', '--out', out, '--quiet']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Cases found by kind/);
  });

  it('an unknown command is refused with exit 2', () => {
    const r = run(['nonsense']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/No such command: nonsense/);
  });
});
