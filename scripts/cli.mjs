#!/usr/bin/env node
// npm run adjudicate | check | datc | explore: the command as plain JavaScript, so it starts in
// tens of milliseconds, not the second that compiling TypeScript on every start costs. The bundle
// in build/cli/ is made again whenever a file under engine/ is newer than it, so what runs is
// always the source as it stands.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url).pathname;
const name = process.argv[2];
const entry = join(root, 'engine/cli', `${name}.ts`);
if (!name || !existsSync(entry)) {
  process.stderr.write(`No such command: ${name ?? '(none)'}.\n`);
  process.exit(2);
}
const out = join(root, 'build/cli', `${name}.mjs`);

/** The newest modification time of the files under a folder. */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

if (!existsSync(out) || statSync(out).mtimeMs < newest(join(root, 'engine'))) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    absWorkingDir: root,
    // Bundled packages that use require() find it.
    banner: { js: "import { createRequire as __cliCreateRequire } from 'node:module'; const require = __cliCreateRequire(import.meta.url);" },
  });
}
// The command reads its own arguments after its name, and knows itself by its source's path.
process.argv.splice(1, 2, entry);
await import(pathToFileURL(out).href);
