/**
 * CLI hygiene: a leading byte-order mark is dropped, control characters from the input
 * are printed escaped, and `--batch` exits 2 when any line was bad (1 only for an internal error),
 * with `line N:` on every error, written as text under `--format text`.
 */
import { describe, expect, it } from 'vitest';
import { batchExitCode } from '../../engine/cli/adjudicateCommand';
import { cli } from './commands';


const GOOD = JSON.stringify({ units: ['ENG F lon', 'FRA F eng'], orders: 'England:\nF London - English Channel' });
const BAD_JSON = '{"units": [';
const BAD_RULES = JSON.stringify({ rules: 'house', units: [] });
const BOM = '\uFEFF';
/** Control characters a terminal acts on, as they could come in a JSON string, by name. */
const CONTROLS: [string, string][] = [
  ['escape sequence', '\u001b[2J'],
  ['carriage return', '\r'],
  ['bell', '\u0007'],
  ['backspace', '\u0008'],
  ['C1 control sequence introducer', '\u009b31m'],
  ['next line (C1)', '\u0085'],
  ['delete', '\u007f'],
  ['right-to-left override', '\u202e'],
  ['line separator', '\u2028'],
];
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('npm run adjudicate --batch: exit codes', () => {
  it('exits 0 when every line was ruled, and skips blank lines', () => {
    const r = cli(['--batch'], `${GOOD}\n\n${GOOD}\n`);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toHaveLength(2);
  });

  it.each([
    ['the first line', [BAD_JSON, GOOD, GOOD], [1]],
    ['the last line', [GOOD, GOOD, BAD_RULES], [3]],
    ['a line in the middle', [GOOD, BAD_RULES, GOOD], [2]],
    ['several lines', [BAD_RULES, GOOD, BAD_JSON, GOOD], [1, 3]],
  ])('exits 2 when %s was bad, whatever comes after, with "line N:" on each error', (_, lines, bad) => {
    const r = cli(['--batch'], lines.join('\n'));
    expect(r.status).toBe(2);
    const errors = r.stderr.trimEnd().split('\n');
    expect(errors.map((e) => Number(/^line (\d+): /.exec(e)?.[1]))).toEqual(bad);
    const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(out).toHaveLength(lines.length);
    out.forEach((o, i) => (bad.includes(i + 1) ? expect(o).toMatchObject({ line: i + 1, error: expect.any(String) }) : expect(o.rules).toBe('alexander')));
  });

  it('reports an internal error with 1, over any bad line, and bad input with 2, over success', () => {
    expect(batchExitCode([])).toBe(0);
    expect(batchExitCode([0, 0])).toBe(0);
    expect(batchExitCode([0, 2, 0])).toBe(2);
    expect(batchExitCode([2, 1, 2])).toBe(1);
    expect(batchExitCode([1, 2])).toBe(1);
    expect(batchExitCode([2, 1])).toBe(1);
  });

  it('writes errors as text under --format text, never a JSON object', () => {
    const r = cli(['--batch', '--format', 'text'], [GOOD, BAD_JSON, GOOD].join('\n'));
    expect(r.status).toBe(2);
    expect(r.stdout).not.toMatch(/\{"error"/);
    expect(r.stdout).toMatch(/^line 2: The input is not valid JSON: .+$/m);
    expect(r.stdout.match(/^Ruling under The Alexander Rules$/gm)).toHaveLength(2);
    expect(r.stderr).toMatch(/^line 2: The input is not valid JSON/);
  });

  it('sets the process exit code the same way (the npm script)', () => {
    const r = cli(['--batch'], [BAD_RULES, GOOD].join('\n'));
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('line 1: Unknown rule set "house". Known: alexander, datc, rulebook2008, calsmun.\n');
  });
});

describe('npm run adjudicate: a byte-order mark and control characters', () => {
  it('drops a leading byte-order mark, for a case, a batch and a game', () => {
    const plain = cli([], GOOD);
    expect(cli([], BOM + GOOD)).toEqual(plain);
    expect(cli(['--batch'], `${BOM}${GOOD}\n${GOOD}`).stdout).toBe(cli(['--batch'], `${GOOD}\n${GOOD}`).stdout);
    const game = JSON.stringify({ phases: [{ orders: 'ENG F lon - nth' }] });
    const r = cli(['--game'], BOM + game);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(cli(['--game'], game).stdout);
  });

  it('still refuses a byte-order mark inside the input, naming no invisible character', () => {
    const r = cli([], `{"units":[]}${BOM}`);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toContain(BOM);
  });

  it.each(CONTROLS)('prints a %s escaped in a message, on one line', (_, c) => {
    const r = cli([], JSON.stringify({ rules: `house${c}`, units: [] }));
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(RAW_CONTROL);
    expect(r.stderr).toMatch(/^Unknown rule set "house\\u[0-9a-f]{4}/);
    expect(r.stderr).toMatch(/^[^\n]+\n$/);
  });

  it('escapes control characters in the text ruling, and in JSON so that it parses to the same text', () => {
    // (A carriage return ends an order line, so it is not among the characters within one.)
    const within = CONTROLS.map(([, c]) => c).filter((c) => c !== '\r');
    const orders = `England:\nF London - English Channel ${within.join(' ')}`;
    const input = JSON.stringify({ units: ['ENG F lon'], orders });
    const json = cli([], input);
    expect(json.status).toBe(0);
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json.stdout).orders[0].text).toBe(orders.split('\n')[1].trim());
    const text = cli(['--format', 'text'], input);
    expect(text.status).toBe(0);
    expect(text.stdout).not.toMatch(RAW_CONTROL);
    expect(text.stdout).toContain('\\u001b[2J');
  });

  it('escapes control characters in an unknown argument', () => {
    const r = cli(['--\u001b[2Jx'], GOOD);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(RAW_CONTROL);
    expect(r.stderr).toMatch(/^Unknown argument "--\\u001b\[2Jx"/);
  });
});
