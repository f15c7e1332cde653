/**
 * `npm ci` (what CI runs) refuses a lock file that lacks an entry for any optional dependency, and
 * the registry here leaves other platforms' native builds out (scripts/lockfile/).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { optionalDependencies?: Record<string, string> }> };
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

describe('package-lock.json', () => {
  it('has an entry for every optional dependency, so npm ci accepts it (npm run lock:platforms adds them)', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path ? path + '/' : ''}node_modules/${name}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) missing.push(`${name} (for ${path || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists every dependency of package.json', () => {
    const root = lock.packages[''] as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.devDependencies).toEqual(pkg.devDependencies);
  });
});
