import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

function cli(args: string[], input: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'engine/cli/adjudicate.ts', ...args], { cwd: root, input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const pandin = JSON.stringify({
  rules: 'alexander',
  phase: 'movement',
  units: ['ENG F lon', 'ENG F wal', 'FRA A bre', 'FRA F eng', 'GER F nth', 'GER F bel', 'RUS F stp/sc'],
  centres: { lon: 'ENG' },
  orders:
    'France:\nA Brest - English Channel - London\nF English Channel Convoys A Brest - London\n' +
    'England:\nF London Supports F Wales - English Channel\nF Wales - English Channel\n' +
    'Germany:\nF North Sea S F Belgium - English Channel\nF Belgium - English Channel',
});

describe('npm run adjudicate (DESIGN.md §3.7)', () => {
  it('writes the documented JSON ruling', () => {
    const r = cli(['--format', 'json'], pandin);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.orders[0]).toMatchObject({ line: 2, text: 'A Brest - English Channel - London', power: 'FRA', unit: 'A bre', kind: 'move', parse: 'well-written', outcome: 'fails' });
    expect(out.orders[1]).toMatchObject({ outcome: 'available', reason: 'convoy-available-despite-dislodgement', rules: ['alexander:IV.5.f'] });
    expect(out.orders[0].explanation).toMatch(/London/);
    // The unordered Russian fleet appears as a hold.
    expect(out.orders.at(-1)).toMatchObject({ line: null, unit: 'F stp/sc', kind: 'hold', outcome: 'stands' });
    expect(out.units).toContain('GER F eng');
    expect(out.dislodged).toEqual([{ unit: 'FRA F eng', from: 'bel', retreats: ['iri', 'mao', 'pic'] }]);
    expect(out.standoffs).toEqual([]);
    expect(out.phase_next).toBe('retreat');
  });

  it('rules the same case differently under --rules datc (Szykman)', () => {
    const out = JSON.parse(cli(['--rules', 'datc'], pandin.replace('"rules":"alexander",', '')).stdout);
    expect(out.rules).toBe('datc');
    expect(out.orders[1]).toMatchObject({ outcome: 'disrupted', reason: 'convoy-paradox-szykman' });
    expect(out.dislodged).toEqual([]);
  });

  it('prints a ruling a game master can read aloud with --format text', () => {
    const r = cli(['--format', 'text'], pandin);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Ruling under The Alexander Rules/);
    expect(r.stdout).toMatch(/Germany\n/);
    expect(r.stdout).toMatch(/Retreats due:/);
  });

  it('answers --batch with one ruling per line, in order, and keeps going past a bad line', () => {
    const r = cli(['--batch'], `${pandin}\n{not json\n${pandin}\n`);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0].rules).toBe('alexander');
    expect(lines[1].error).toMatch(/not valid JSON/);
    expect(lines[2].orders).toHaveLength(lines[0].orders.length);
    expect(r.status).toBe(2);
  });

  it.each([
    ['bad JSON', '{"units": [', /not valid JSON/],
    ['an unknown province in units', '{"units":["ENG F xyz"]}', /unknown province "xyz"/],
    ['a fleet without its coast', '{"units":["RUS F stp"]}', /must name its coast/],
    ['an unknown province in orders', '{"units":["ENG F lon"],"orders":"England: F Lodnon - North Sea"}', /line 1, column \d+: "Lodnon" is not a province/],
    ['an order to a unit that is not on the board', '{"units":["ENG F lon"],"orders":"F Paris - Burgundy"}', /no unit in Paris/],
    ['an unknown rule set', '{"rules":"house","units":[]}', /Unknown rule set "house"/],
  ])('rejects %s with a clear message and exit code 2', (_, input, message) => {
    const r = cli([], input);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(r.stdout).toBe('');
  });
});
