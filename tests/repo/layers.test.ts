import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The engine's layers, lowest first: a file may import from its own layer and
 * the ones before it, never from a later one. The order vocabulary
 * (`orders/types.ts`) sits below legality, which the parser (the rest of
 * `orders/`) and the resolver both use. `trace` and `game` share a rank. `case` reads and
 * rules one phase's case, `testCases` holds cases as files (ours, with their expected
 * outcomes, and other engines' test notations), `replay` a whole game, `record` checks a game's record against it, and
 * `cli` alone touches argv, the streams and files.
 */
const LAYERS: readonly (readonly string[])[] = [['map'], ['rules'], ['orders/types'], ['legality'], ['orders'], ['resolve'], ['trace', 'game'], ['explore'], ['case'], ['testCases'], ['replay'], ['record'], ['cli']];

function layerOf(file: string): string | undefined {
  const parts = relative('engine', file).replace(/\.ts$/, '').split('/');
  if (parts.length === 1) return undefined; // engine/index.ts: the public face, may re-export anything
  return parts[0] === 'orders' && parts[1] === 'types' ? 'orders/types' : parts[0];
}

const rank = (layer: string) => LAYERS.findIndex((names) => names.includes(layer));

function engineFiles(dir = 'engine'): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return engineFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative `import … from` and `export … from` of a file, resolved to a path under engine/. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm)].map((m) => normalize(join(dirname(file), m[1])));
}

describe('engine layering: map → rules → order vocabulary → legality → orders → resolve → trace/game → explore → case → testCases → replay → record → cli', () => {
  const files = engineFiles();

  it('knows the layer of every folder of the engine', () => {
    const unknown = files.map(layerOf).filter((l): l is string => l !== undefined && rank(l) < 0);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('finds the imports it checks', () => {
    // The parser reads legality: if this ever reads nothing, the test below checks nothing.
    expect(importsOf('engine/orders/orderLegality.ts')).toContain(normalize('engine/legality/movementLegality'));
  });

  it('has no import that goes up a layer', () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      if (from === undefined) continue;
      for (const target of importsOf(file)) {
        const to = layerOf(target);
        if (to !== undefined && rank(to) > rank(from)) upward.push(`${file} imports ${target} (${from} → ${to})`);
      }
    }
    expect(upward).toEqual([]);
  });
});

/** Every file of the site's source that imports: TypeScript, Svelte and Astro. */
function srcFiles(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return srcFiles(path);
    return /\.(ts|svelte|astro)$/.test(path) ? [path] : [];
  });
}

/** A source file's relative imports, static and dynamic, resolved to paths from the project's root. */
function srcImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)].map((m) => normalize(join(dirname(file), m[1])));
}

describe('site layering: engine → src/lib → src/components → pages', () => {
  const files = srcFiles();

  it('finds the imports it checks', () => {
    expect(srcImportsOf('src/lib/gm/gmRuling.ts')).toContain(normalize('engine/case/json/caseInput'));
    expect(files.some((f) => f.endsWith('.svelte')) && files.some((f) => f.endsWith('.astro'))).toBe(true);
  });

  it('never imports the command line: engine/cli touches argv, the streams and files, which a page has not', () => {
    const offending = files.flatMap((f) => srcImportsOf(f).filter((t) => t.startsWith(normalize('engine/cli/'))).map((t) => `${f} imports ${t}`));
    expect(offending).toEqual([]);
  });

  it('keeps src/lib below the components: the logic a component draws never imports a component', () => {
    const offending = files.filter((f) => f.startsWith(normalize('src/lib/'))).flatMap((f) => srcImportsOf(f).filter((t) => t.startsWith(normalize('src/components/'))).map((t) => `${f} imports ${t}`));
    expect(offending).toEqual([]);
  });

  it('lets no engine file import the site', () => {
    const offending = engineFiles().flatMap((f) => importsOf(f).filter((t) => !t.startsWith('engine')).map((t) => `${f} imports ${t}`));
    expect(offending).toEqual([]);
  });
});
