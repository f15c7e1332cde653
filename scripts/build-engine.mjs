#!/usr/bin/env node
// npm run build:engine: the engine as an ESM package in build/engine (kept out of git).
//   index.js             the library, one ES module; zod stays an import (a dependency of the package)
//   types/               its type declarations, written by tsc (engine/tsconfig.build.json)
//   cli/adjudicate.js    the CLI, bundled whole so that plain node starts it fast
//   package.json         name, exports, bin and dependencies, for another project to install
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url).pathname;
const out = `${root}build/engine`;
const started = performance.now();

rmSync(out, { recursive: true, force: true });
const common = { bundle: true, format: 'esm', target: 'es2022', sourcemap: true, logLevel: 'warning', absWorkingDir: root };
await build({ ...common, entryPoints: ['engine/index.ts'], outfile: `${out}/index.js`, platform: 'neutral', packages: 'external' });
await build({
  ...common,
  entryPoints: ['engine/cli/adjudicate.ts'],
  outfile: `${out}/cli/adjudicate.js`,
  platform: 'node',
  minify: true,
  banner: { js: '#!/usr/bin/env node' },
});
execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', 'engine/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
withExtensions(`${out}/types`);

const project = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const manifest = {
  name: 'diplomacy-rules-lab-engine',
  version: project.version,
  description: 'The Diplomacy Rules Lab adjudicator: Kruijswijk decisions, rule sets as data, explanations.',
  type: 'module',
  exports: { '.': { types: './types/index.d.ts', import: './index.js' } },
  types: './types/index.d.ts',
  bin: { 'diplomacy-adjudicate': './cli/adjudicate.js' },
  engines: project.engines,
  dependencies: { zod: project.dependencies.zod },
};
writeFileSync(`${out}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);

/**
 * The sources import without extensions (moduleResolution "bundler"); a project
 * on "node16"/"nodenext" needs them in the declarations, so name each file.
 */
function withExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) withExtensions(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8').replace(/(from\s+|import\()(['"])(\.\.?\/[^'"]*)\2/g, (_, lead, quote, spec) => {
        const target = existsSync(join(dirname(path), `${spec}.d.ts`)) ? `${spec}.js` : `${spec}/index.js`;
        return `${lead}${quote}${target}${quote}`;
      });
      writeFileSync(path, text);
    }
  }
}

console.log(`build/engine written in ${Math.round(performance.now() - started)} ms`);
