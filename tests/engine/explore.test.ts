import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { caseCovers, caseFileSchema, caseSchema, compareCase, differenceFor, expectationFor, runCase } from '../../engine/testCases/caseFile';
import { parseArgs, runExplore, type ExploreArgs } from '../../engine/cli/explore';
import { canonicalKey, canonicalPhase } from '../../engine/explore/canonical';
import { explore, holds } from '../../engine/explore/explore';
import { randomPosition, type Phase } from '../../engine/explore/generate';
import { mapTables } from '../../engine/explore/mapTables';
import { ddmin, minimisePhase } from '../../engine/explore/minimise';
import { orderText } from '../../engine/explore/orderText';
import { seeded } from '../../engine/explore/prng';
import { rulePhase } from '../../engine/explore/rulings';
import { standardMap } from '../../engine/map/standardMap';
import { readOrder } from '../../engine/orders/strict';
import type { MovementOrder } from '../../engine/orders/types';
import { adjudicate } from '../../engine/resolve';
import { alexander, datc } from '../../engine/rules';
import { datc as datcCommandRun } from './commands';

const tables = mapTables(standardMap);
const out = mkdtempSync(join(tmpdir(), 'explore-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const datcRunner = (file: string, rules: string) => datcCommandRun([file, '--rules', rules]);

describe('npm run explore -- --rules alexander,datc', () => {
  const args: ExploreArgs = { ...(parseArgs(['--rules', 'alexander,datc', '--n', '400', '--seed', '1', '--out', out, '--quiet']) as ExploreArgs) };
  const run = runExplore(args);
  const differ = run.files.filter((f) => f.includes('differ-'));

  it('finds differences between alexander and datc from a fixed seed and a small --n', () => {
    expect(run.report.tried).toBe(400);
    expect(run.report.tally.differ.positions).toBeGreaterThan(0);
    expect(differ.length).toBeGreaterThan(0);
  });

  it('minimises each kept case: dropping any unit or any order loses the difference', () => {
    for (const found of run.report.cases) {
      const { phase } = found;
      expect(holds('differ', tables, args.rules, phase)).toBe(true);
      phase.units.forEach((_, i) => {
        const loc = phase.units[i].loc;
        const without = { units: phase.units.filter((_, j) => j !== i), orders: phase.orders.filter((o) => o.at !== loc) };
        expect(holds('differ', tables, args.rules, without), `${found.key} without unit ${loc}`).toBe(false);
      });
      phase.orders.forEach((_, i) => {
        const without = { units: phase.units, orders: phase.orders.filter((_, j) => j !== i) };
        expect(holds('differ', tables, args.rules, without), `${found.key} without order ${i}`).toBe(false);
      });
    }
  });

  it('writes a case file that npm run datc passes under both rule sets, with different outcomes', () => {
    const file = differ[0];
    const data = caseFileSchema.parse(parseYaml(readFileSync(file, 'utf8')));
    const [c] = data.cases;
    expect(c.rules).toEqual(['alexander', 'datc']);
    expect(c.differences?.datc).toBeDefined();
    for (const rules of ['alexander', 'datc']) {
      const result = datcRunner(file, rules);
      expect(result.stdout, result.stderr).toMatch(/1 passed, 0 failed/);
      expect(result.status).toBe(0);
    }
    // The two rule sets really rule it differently: the case's own outcomes fail under datc without its differences.
    const [a, d] = [alexander, datc].map((rules) => runCase(c, rules));
    expect([...a.outcomes, ...a.dislodged]).not.toEqual([...d.outcomes, ...d.dislodged]);
    expect(compareCase(c, d, expectationFor(c))).not.toEqual([]);
  });

  it('gives the same cases for the same seed', () => {
    const again = explore({ tables, rules: args.rules, n: 400, seed: 1, kinds: ['differ'] });
    expect(again.cases.map((c) => c.key)).toEqual(run.report.cases.map((c) => c.key));
    const other = explore({ tables, rules: args.rules, n: 400, seed: 2, kinds: ['differ'] });
    expect(other.cases.map((c) => c.key)).not.toEqual(run.report.cases.map((c) => c.key));
  });
});

describe('delta debugging', () => {
  it('ddmin finds the 1-minimal subset that keeps a property', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(ddmin(items, (s) => s.includes(3) && s.includes(17))).toEqual([3, 17]);
    expect(ddmin(items, (s) => s.filter((x) => x % 5 === 0).length >= 2)).toHaveLength(2);
    expect(ddmin(items, () => true)).toEqual([]);
  });

  it('shrinks a hand-made board to the army that may go by land under Alexander but not under datc', () => {
    // DATC 6.F.x-like: an army ordered "via convoy" with no fleet. Alexander IV.5 lets it go by land; datc does not.
    const phase: Phase = {
      units: [
        { power: 'TUR', type: 'A', loc: 'smy' },
        { power: 'TUR', type: 'F', loc: 'ank' },
        { power: 'RUS', type: 'F', loc: 'sev' },
        { power: 'RUS', type: 'A', loc: 'arm' },
        { power: 'AUS', type: 'A', loc: 'ser' },
      ],
      orders: [
        { kind: 'move', power: 'TUR', unit: 'A', at: 'smy', to: 'syr', viaConvoy: true },
        { kind: 'move', power: 'TUR', unit: 'F', at: 'ank', to: 'bla' },
        { kind: 'move', power: 'RUS', unit: 'F', at: 'sev', to: 'bla' },
        { kind: 'support', power: 'RUS', unit: 'A', at: 'arm', target: { unit: 'F', at: 'sev' }, to: 'bla' },
        { kind: 'hold', power: 'AUS', unit: 'A', at: 'ser' },
      ],
    };
    expect(holds('differ', tables, [alexander, datc], phase)).toBe(true);
    const minimal = minimisePhase(phase, (p) => holds('differ', tables, [alexander, datc], p));
    expect(minimal.units).toEqual([{ power: 'TUR', type: 'A', loc: 'smy' }]);
    expect(minimal.orders).toEqual([phase.orders[0]]);
  });
});

describe('the canonical form (dedupe up to a renaming of powers)', () => {
  const phase: Phase = {
    units: [
      { power: 'FRA', type: 'F', loc: 'mao' },
      { power: 'ENG', type: 'A', loc: 'por' },
      { power: 'ITA', type: 'F', loc: 'wes' },
    ],
    orders: [
      { kind: 'convoy', power: 'FRA', unit: 'F', at: 'mao', army: 'por', to: 'gas' },
      { kind: 'move', power: 'ENG', unit: 'A', at: 'por', to: 'gas' },
      { kind: 'move', power: 'ITA', unit: 'F', at: 'wes', to: 'mao' },
    ],
  };

  it('keeps one case for the same board with the powers renamed and the lists reordered', () => {
    const rename: Record<string, 'RUS' | 'TUR' | 'AUS'> = { FRA: 'RUS', ENG: 'TUR', ITA: 'AUS' };
    const renamed: Phase = {
      units: [...phase.units].reverse().map((u) => ({ ...u, power: rename[u.power] })),
      orders: [...phase.orders].reverse().map((o) => ({ ...o, power: rename[o.power] }) as MovementOrder),
    };
    expect(canonicalKey(renamed)).toBe(canonicalKey(phase));
    // Units sorted by place (mao, por, wes), powers named in that order of appearance.
    expect(canonicalPhase(phase).units.map((u) => `${u.power} ${u.loc}`)).toEqual(['AUS mao', 'ENG por', 'FRA wes']);
  });

  it('keeps cases apart when only the allegiance pattern differs', () => {
    const samePower: Phase = { units: phase.units.map((u) => ({ ...u, power: 'FRA' })), orders: phase.orders.map((o) => ({ ...o, power: 'FRA' }) as MovementOrder) };
    expect(canonicalKey(samePower)).not.toBe(canonicalKey(phase));
  });

  it('collapses the repeats among the minimal cases found while exploring', () => {
    const twice = explore({ tables, rules: [alexander, datc], n: 1500, seed: 3, kinds: ['differ'], perSignature: 1000 });
    const keys = twice.cases.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(twice.tally.differ.minimised).toBeGreaterThan(twice.tally.differ.kept);
  });
});

describe('the generator', () => {
  const random = seeded(7);
  const phases = Array.from({ length: 1500 }, () => randomPosition(tables, random));

  it('writes every order so that the strict reader reads it back unchanged', () => {
    for (const p of phases) for (const o of p.orders) expect(readOrder(orderText(o), { map: standardMap })).toEqual(o);
  });

  it('draws the situations paradoxes are made of: convoys, attacks on convoying fleets, supports of convoyed armies, rings', () => {
    let convoys = 0;
    let fleetAttacked = 0;
    let supportedConvoy = 0;
    let rings = 0;
    for (const p of phases) {
      const convoying = new Set(p.orders.filter((o) => o.kind === 'convoy').map((o) => o.at));
      convoys += convoying.size;
      if (p.orders.some((o) => o.kind === 'move' && convoying.has(o.to))) fleetAttacked++;
      const convoyed = p.orders.filter((o) => o.kind === 'move' && p.orders.some((c) => c.kind === 'convoy' && c.army === o.at));
      if (p.orders.some((s) => s.kind === 'support' && convoyed.some((m) => s.target.at === m.at && s.to === (m as { to: string }).to))) supportedConvoy++;
      if (rulePhase(tables, p, datc, true).log!.cycles.some((c) => c.settlement === 'circular-movement')) rings++;
    }
    expect(convoys).toBeGreaterThan(300);
    expect(fleetAttacked).toBeGreaterThan(50);
    expect(supportedConvoy).toBeGreaterThan(10);
    expect(rings).toBeGreaterThan(50);
  });

  it('puts one unit per province, each of its own type where it can stand', () => {
    for (const p of phases) {
      const provinces = p.units.map((u) => u.loc.slice(0, 3));
      expect(new Set(provinces).size).toBe(provinces.length);
      for (const u of p.units) expect(standardMap.canOccupy(u.type, u.loc.slice(0, 3))).toBe(true);
    }
  });
});

describe('explore command arguments', () => {
  it('rejects bad input with a clear message', () => {
    expect(() => parseArgs(['--rules', 'alexander,datc', '--kind', 'weird'])).toThrow(/--kind is one of differ, cycle, paradox/);
    expect(() => parseArgs(['--rules', 'alexander'])).toThrow(/needs at least two rule sets/);
    expect(() => parseArgs(['--rules', 'alexander,nope'])).toThrow(/Unknown rule set "nope"/);
    expect(() => parseArgs(['--rules', 'alexander,datc', '--n', '0'])).toThrow(/--n wants a whole number/);
    expect(() => parseArgs([])).toThrow(/--rules is required/);
  });

  it('finds a convoy paradox with --kind paradox, settled by Szykman under datc', () => {
    const report = explore({ tables, rules: [alexander, datc], n: 3000, seed: 1, kinds: ['paradox'] });
    expect(report.cases.length).toBeGreaterThan(0);
    const szykman = report.cases.some((c) => adjudicate({ units: c.phase.units }, c.phase.orders, { rules: datc, trace: true }).trace!.cycles.some((y) => y.settlement === 'szykman'));
    expect(szykman).toBe(true);
  });
});

describe('case files that name their rule sets (the explorer writes them)', () => {
  const base = {
    id: 'x.1',
    title: 'An army via convoy with no fleet',
    rules: ['alexander', 'datc'],
    orders: [{ 'TUR A smy - syr via convoy': 'succeeds' }],
  };

  it('apply their own differences under the other rule set, and are skipped under a rule set they do not name', () => {
    const c = caseSchema.parse({ ...base, differences: { datc: { orders: { 'TUR A smy - syr via convoy': 'fails' } } } });
    expect(compareCase(c, runCase(c, alexander), expectationFor(c, differenceFor(c, 'alexander')))).toEqual([]);
    expect(compareCase(c, runCase(c, datc), expectationFor(c, differenceFor(c, 'datc')))).toEqual([]);
    expect(caseCovers(c, 'rulebook2008')).toBe(false);
    expect(caseCovers(c, 'datc')).toBe(true);
  });

  it('reject differences for a rule set the case does not name, or for its base', () => {
    expect(caseSchema.safeParse({ ...base, differences: { rulebook2008: { orders: {} } } }).success).toBe(false);
    expect(caseSchema.safeParse({ ...base, differences: { alexander: { orders: {} } } }).success).toBe(false);
    expect(caseSchema.safeParse({ ...base, rules: ['nope'] }).success).toBe(false);
  });
});
