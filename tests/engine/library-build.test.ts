import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from './commands';

const root = new URL('../../', import.meta.url).pathname;
const out = `${root}build/engine`;

const cases = [
  { rules: 'alexander', units: ['ENG F lon', 'ENG F wal', 'FRA A bre', 'FRA F eng'], orders: 'France:\nA Brest - English Channel - London\nF English Channel C A Brest - London\nEngland:\nF Wales - English Channel\nF London S F Wales - English Channel' },
  { phase: 'retreat', units: ['GER A bur'], dislodged: [{ unit: 'FRA A mar', from: 'bur' }], orders: 'France: A Marseilles - Gascony' },
  { phase: 'adjustment', units: ['FRA A par', 'FRA A pic'], centres: { par: 'FRA' }, orders: 'FRA Remove F lyo\nFRA Remove A pic' },
].map((c) => JSON.stringify(c));

describe('the library build (npm run build:engine)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build-engine.mjs'], { cwd: root, stdio: 'pipe' });
  }, 120_000);

  it('writes an ES module, its declarations and a package manifest whose exports exist', () => {
    const manifest = JSON.parse(readFileSync(`${out}/package.json`, 'utf8'));
    expect(manifest.type).toBe('module');
    for (const target of [manifest.exports['.'].import, manifest.exports['.'].types, manifest.bin['diplomacy-adjudicate']]) {
      expect(existsSync(`${out}/${target}`), target).toBe(true);
    }
    expect(readFileSync(`${out}/types/index.d.ts`, 'utf8')).toMatch(/export \{ adjudicate/);
    // The library runs in a browser as well: no Node module is imported.
    expect(readFileSync(`${out}/index.js`, 'utf8')).not.toMatch(/from ["']node:/);
  });

  it('adjudicates when imported from the build', async () => {
    const engine = await import(`${out}/index.js`);
    const { orders } = engine.readOrders('ENG F lon - eng\nFRA F eng H', { map: engine.standardMap });
    const ruling = engine.adjudicate({ units: [{ power: 'ENG', type: 'F', loc: 'lon' }, { power: 'FRA', type: 'F', loc: 'eng' }] }, orders, { rules: 'datc' });
    expect(ruling.orders.map((o: { outcome: string }) => o.outcome)).toEqual(['fails', 'stands']);
  });

  it('runs the CLI on plain node, with the same rulings as the source', () => {
    const built = spawnSync(process.execPath, [`${out}/cli/adjudicate.js`, '--batch'], { input: cases.join('\n'), encoding: 'utf8' });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(built.stdout).toBe(cli(['--batch'], cases.join('\n')).stdout);
    const bad = spawnSync(process.execPath, [`${out}/cli/adjudicate.js`], { input: '{"rules":"house","units":[]}', encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Unknown rule set "house"/);
  });
});
