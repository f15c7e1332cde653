/**
 * Known names only: a rule set, variant, power, phase, season or side is looked up among
 * the names the engine knows, never as a property of a plain object. Every name Object.prototype
 * answers to (`constructor`, `toString`, `__proto__` …), in every field and flag that takes such a
 * name, gets exit code 2 and a message on one line from the CLI, and an InputError from the library.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli } from './commands';
import { datcCommand } from '../../engine/cli/datc';
import { parseArgs } from '../../engine/cli/explore';
import { startingPosition } from '../../engine/game/position';
import { nextPosition } from '../../engine/game/nextPosition';
import { InputError } from '../../engine/inputError';
import { standardMap } from '../../engine/map/standardMap';
import { parseOrders } from '../../engine/orders/parse';
import { adjudicate } from '../../engine/resolve';
import { isRuleSetId, ruleSet, RULE_SETS } from '../../engine/rules';
import { isPlayerVariantId, playerVariant, PLAYER_VARIANT_IDS } from '../../engine/rules/playerVariants';
import { POWERS } from '../../engine/map/types';

/** Every name a plain object answers to without owning it; `__proto__` is among them. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** Every name any of these fields knows: a generated name among them is no test of an unknown one. */
const KNOWN = new Set<string>([
  ...Object.keys(RULE_SETS),
  ...PLAYER_VARIANT_IDS,
  ...POWERS,
  'movement', 'retreat', 'adjustment', 'spring', 'fall', 'json', 'text', 'entente', 'central',
]);


/** An object with `key` as its own key, `__proto__` included (a computed key is an own property). */
const keyed = (key: string, value: unknown) => ({ [key]: value });

const CASE = { units: ['ENG F lon', 'FRA A par'], orders: 'ENG F lon H' };
const START = { version: 1, season: 'spring', year: 1901, phase: 'movement', units: ['ENG F lon'], centres: { lon: 'ENG' } };
const GAME = { start: START, phases: [{ orders: 'ENG F lon H' }] };

/** Each field or flag that takes a known name, as a run of the CLI with `name` in it. */
const FIELDS: Record<string, (name: string) => [string[], unknown]> = {
  'case rules': (n) => [[], { ...CASE, rules: n }],
  'case variant': (n) => [[], { ...CASE, variant: n }],
  'case toss': (n) => [[], { ...CASE, variant: 'two', toss: n }],
  'case phase': (n) => [[], { ...CASE, phase: n }],
  'case season': (n) => [[], { ...CASE, season: n }],
  'case unit power': (n) => [[], { ...CASE, units: [`${n} F lon`] }],
  'case centre owner': (n) => [[], { ...CASE, centres: { lon: n } }],
  'case centre province': (n) => [[], { ...CASE, centres: keyed(n, 'ENG') }],
  'case eliminated power': (n) => [[], { ...CASE, eliminated: [n] }],
  'case dislodged unit power': (n) => [[], { phase: 'retreat', units: [], dislodged: [{ unit: `${n} F lon`, from: 'wal' }] }],
  '--rules': (n) => [['--rules', n], CASE],
  '--variant': (n) => [['--variant', n], CASE],
  '--format': (n) => [['--format', n], CASE],
  '--game --rules': (n) => [['--game', '--rules', n], GAME],
  '--game --variant': (n) => [['--game', '--variant', n], { phases: GAME.phases }],
  'game rules': (n) => [['--game'], { ...GAME, rules: n }],
  'game variant': (n) => [['--game'], { phases: GAME.phases, variant: n }],
  'game toss': (n) => [['--game'], { phases: GAME.phases, variant: 'two', toss: n }],
  'game phase label': (n) => [['--game'], { ...GAME, phases: [{ phase: n, orders: '' }] }],
  'game start season': (n) => [['--game'], { ...GAME, start: { ...START, season: n } }],
  'game start phase': (n) => [['--game'], { ...GAME, start: { ...START, phase: n } }],
  'game start centre owner': (n) => [['--game'], { ...GAME, start: { ...START, centres: { lon: n } } }],
  'game start centre province': (n) => [['--game'], { ...GAME, start: { ...START, centres: keyed(n, 'ENG') } }],
  'game start eliminated': (n) => [['--game'], { ...GAME, start: { ...START, eliminated: [n] } }],
  'game start winner': (n) => [['--game'], { ...GAME, start: { ...START, winner: n } }],
  'game final season': (n) => [['--game'], { ...GAME, final: { season: n, year: 1901, units: [] } }],
};

/** Exit code 2, nothing on stdout, one line on stderr, and no internal error. */
function expectRefused(r: { status: number; stdout: string; stderr: string }, what: string) {
  expect(r.status, `${what}: ${r.stderr}`).toBe(2);
  expect(r.stdout, what).toBe('');
  expect(r.stderr, what).toMatch(/^[^\n]+\n$/);
  expect(r.stderr, what).not.toMatch(/Internal error|TypeError|undefined/);
}

describe('the CLI knows names only among its own', () => {
  it('lists every name of Object.prototype, __proto__ among them', () => {
    expect(PROTOTYPE_NAMES).toEqual(expect.arrayContaining(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']));
  });

  it.each(Object.keys(FIELDS))('refuses every Object.prototype name in %s with exit code 2 and one line', (field) => {
    for (const name of PROTOTYPE_NAMES) {
      const [argv, input] = FIELDS[field](name);
      expectRefused(cli(argv, JSON.stringify(input)), `${field} = ${name}`);
    }
  });

  it('refuses any unknown name, prototype or not, in any field, on one line', () => {
    const name = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 })).filter((n) => !KNOWN.has(n));
    fc.assert(
      fc.property(name, fc.constantFrom(...Object.keys(FIELDS)), (n, field) => {
        fc.pre(!(field === 'game phase label' && n === '')); // an empty label labels nothing, and is not checked
        const [argv, input] = FIELDS[field](n);
        expectRefused(cli(argv, JSON.stringify(input)), `${field} = ${JSON.stringify(n)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('with --batch, refuses each such line with its number and goes on', () => {
    const lines = PROTOTYPE_NAMES.flatMap((n) => [{ ...CASE, rules: n }, { ...CASE, variant: n }, CASE]).map((c) => JSON.stringify(c));
    const r = cli(['--batch'], lines.join('\n'));
    expect(r.status).toBe(2);
    const errors = r.stderr.trimEnd().split('\n');
    expect(errors).toHaveLength(PROTOTYPE_NAMES.length * 2);
    errors.forEach((e, k) => expect(e).toMatch(new RegExp(`^line ${Math.floor(k / 2) * 3 + (k % 2) + 1}: Unknown (rule set|variant) "`)));
    const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(out.filter((o) => o.rules === 'alexander')).toHaveLength(PROTOTYPE_NAMES.length);
  });

  it('npm run datc and npm run explore refuse them in --rules', () => {
    for (const name of PROTOTYPE_NAMES) {
      let stderr = '';
      const status = datcCommand(['tests/datc/cases/6A-basic-checks.yaml', '--rules', name], { out: () => {}, err: (t) => (stderr += t) });
      expect(status, name).toBe(2);
      expect(stderr).toBe(`Unknown rule set "${name}". Known: ${Object.keys(RULE_SETS).join(', ')}.\n`);
      expect(() => parseArgs(['--rules', `alexander,${name}`]), name).toThrow(InputError);
    }
  });
});

describe('the library knows names only among its own', () => {
  const units = startingPosition(standardMap).units;
  it('throws an InputError for every Object.prototype name as a rule set or variant', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROTOTYPE_NAMES), (name) => {
        expect(isRuleSetId(name)).toBe(false);
        expect(isPlayerVariantId(name)).toBe(false);
        expect(() => ruleSet(name)).toThrow(InputError);
        expect(() => ruleSet(name)).toThrow(`Unknown rule set "${name}"`);
        expect(() => playerVariant(name)).toThrow(InputError);
        expect(() => adjudicate({ units }, [], { rules: name })).toThrow(InputError);
        expect(() => parseOrders('ENG F lon H', { units }, name)).toThrow(InputError);
        expect(() => nextPosition(startingPosition(standardMap), [], name)).toThrow(InputError);
      }),
      { numRuns: PROTOTYPE_NAMES.length * 4 },
    );
  });

  it('still finds every rule set and variant it offers', () => {
    for (const id of Object.keys(RULE_SETS)) expect(ruleSet(id).id).toBe(id);
    for (const id of PLAYER_VARIANT_IDS) expect(playerVariant(id).id).toBe(id);
  });
});
