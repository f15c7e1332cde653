import { spawnSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

/** Run `npm run -s adjudicate` (through tsx, as the npm script does) with `input` on stdin. */
export function cli(args: string[], input: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'engine/cli/adjudicate.ts', ...args], { cwd: root, input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
