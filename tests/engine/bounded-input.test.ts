/**
 * Honest verdicts and bounded work: every odd input is a named problem, never a silent verdict,
 * and no input makes a command read, recurse or print without limit.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjudicateCommand } from '../../engine/cli/adjudicateCommand';
import { InputTooLarge, MAX_INPUT_BYTES, readCapped } from '../../engine/cli/cappedInput';
import { decodeInput } from '../../engine/inputBytes';
import { parseOrders } from '../../engine/orders/parse';
import { MAX_ORDERS_PER_LINE } from '../../engine/orders/sheet/sheetLines';
import { checkRecord, PROBLEMS_SHOWN_PER_KIND } from '../../engine/record/checkRecord';
import { checkText, summaryLine } from '../../engine/record/reportText';
import { START } from './parserFixtures';

const dir = mkdtempSync(join(tmpdir(), 'bounded-'));
const file = (name: string, data: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, data);
  return path;
};

describe('reading input within a limit', () => {
  it('stops at the limit and says the input was larger', () => {
    const big = file('big.txt', Buffer.alloc(MAX_INPUT_BYTES + 10_000, 'a'));
    const r = readCapped(big);
    expect(r.over).toBe(true);
    expect(r.text.length).toBe(MAX_INPUT_BYTES);
    expect(readCapped(file('small.txt', 'Spring 1901\n')).over).toBe(false);
  });

  it('reads UTF-16, with a byte-order mark or without one', () => {
    const text = 'Spring 1901\nEngland:\nF Lon - Nth\n';
    const le = readCapped(file('le.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])));
    expect([le.encoding, le.text]).toEqual(['utf-16le', text]);
    const bare = readCapped(file('bare.txt', Buffer.from(text, 'utf16le')));
    expect([bare.encoding, bare.text]).toEqual(['utf-16le', text]);
    expect(readCapped(file('utf8.txt', `${text}é`)).encoding).toBe('utf-8');
  });

  it('decodes bytes the same way in a page: a character cut by the limit is dropped, not shown as garbage', () => {
    const bytes = new TextEncoder().encode('Spring 1901\nÉcosse');
    const cut = decodeInput(bytes, 13); // half of É
    expect(cut).toEqual({ text: 'Spring 1901\n', over: true, encoding: 'utf-8' });
    expect(decodeInput(bytes).text).toBe('Spring 1901\nÉcosse');
    const utf16 = decodeInput(new Uint8Array(Buffer.from('Fall 1901\n', 'utf16le')), 7);
    expect([utf16.text, utf16.over, utf16.encoding]).toEqual(['Fal', true, 'utf-16le']);
  });

  it('npm run adjudicate refuses an input over the limit with exit 2, and rules nothing', () => {
    const err: string[] = [];
    const code = adjudicateCommand([], {
      readInput: () => {
        throw new InputTooLarge('The input is more than 2 MB, which no case or batch of cases needs; nothing was ruled.');
      },
      out: () => {
        throw new Error('nothing should be written to stdout');
      },
      err: (t) => err.push(t),
    });
    expect(code).toBe(2);
    expect(err.join('')).toMatch(/more than 2 MB/);
  });
});

describe('the order reader on hostile lines', () => {
  it('a megabyte line of orders reads its first 34 and says the rest was not read', () => {
    const r = parseOrders(`France: ${'A Par - Bur, '.repeat(90_000)}`, { units: START });
    expect(r.lines).toHaveLength(MAX_ORDERS_PER_LINE);
    expect(r.lines.at(-1)!.diagnostics.map((d) => d.message).join(' ')).toMatch(/holds 90000 orders, more than the 34 units a board can have/);
  });

  it('a megabyte of one character is read without running out of stack', () => {
    expect(() => parseOrders('<'.repeat(1_000_000), { units: START })).not.toThrow();
    expect(() => parseOrders(`A Par - ${'('.repeat(500_000)}`, { units: START })).not.toThrow();
  });
});

describe('records: every verdict with its reason', () => {
  it('python-diplomacy: orders under an unknown power or "__proto__" are named and given to nobody', () => {
    const record = '{"phases":[{"name":"S1901M","orders":{"FRANCE":["A PAR - BUR"],"NARNIA":["A PAR - PIC","F LON - NTH"],"__proto__":["A MUN - RUH"]},"results":{"A PAR":[]}},{"name":"F1901M","orders":{}}]}';
    const r = checkRecord(record);
    expect(r.problems.map((p) => p.message)).toEqual([
      'phases[0] (S1901M) has orders under "NARNIA", which is no power of this game; its 2 orders were not checked, nor given to any power.',
      'phases[0] (S1901M) has orders under "__proto__", which is no power of this game; its order was not checked, nor given to any power.',
    ]);
    expect(r.summary).toMatchObject({ orders: 1, agree: 1, differ: 0 });
    expect(r.final.units).toContain('FRA A bur');
    expect(r.final.units).not.toContain('TUR A par');
  });

  it('a season-line log: lines under an unknown power are named, and none counts as agreeing', () => {
    const r = checkRecord('Spring 1901\nEngland:\nF Lon - Nth\nNarnia:\nA Par - Bur\nGondor: F Edi - NWG (fail)\nFrance:\nA Mar - Spa (fail)\n');
    expect(r.problems.map((p) => p.message)).toEqual([
      'Spring 1901 movement, line 4: "Narnia" is no power of this game; the order under it was not checked, nor given to any power.',
      'Spring 1901 movement, line 6: "Gondor" is no power of this game; the order under it was not checked, nor given to any power.',
    ]);
    // Only France's line carries a result to compare, and ours differs from it.
    expect(r.summary).toMatchObject({ orders: 1, agree: 0, differ: 1 });
  });

  it('a difference an order given to no power would explain says so, and is counted apart', () => {
    const json = checkRecord('{"phases":[{"name":"S1901M","orders":{"FRANCE":["A PAR - BUR"],"GERMANY":["A MUN - BUR"],"__proto__":["A MAR S A PAR - BUR"]},"results":{"A PAR":[],"A MUN":["bounce"]}},{"name":"F1901M","orders":{}}]}');
    expect(json.summary).toMatchObject({ orders: 2, agree: 1, differ: 0, setAside: 1 });
    const paris = json.phases[0].orders.find((o) => o.unit === 'A par')!;
    expect(paris).toMatchObject({ agree: false, setAside: { text: 'A MAR S A PAR - BUR', where: 'phases[0] (S1901M), under "__proto__"' } });
    expect(summaryLine(json)).toBe('1 phases, 2 orders compared, 1 agree, 0 differ, 1 more may come from orders set aside');
    const log = checkRecord('Spring 1901\nFrance:\nA Par - Bur (succeeds)\nGermany:\nA Mun - Bur (fail)\nNarnia: A Mar S A Par - Bur\n');
    expect(log.summary).toMatchObject({ differ: 0, setAside: 1 });
    expect(checkText(log)).toMatch(/1 of 2 results differ \(1 may come from an order set aside\)[\s\S]*This may come from the order set aside at line 6 \("A Mar S A Par - Bur"\)/);
    // An order set aside that changes nothing leaves a difference a difference.
    const other = checkRecord('Spring 1901\nFrance:\nA Par - Bur (succeeds)\nGermany:\nA Mun - Bur (fail)\nNarnia: F Bre - Mao\n');
    expect(other.summary).toMatchObject({ differ: 1, setAside: 0 });
  });

  it('a season line with a year no game has is named, and its orders are not merged into another phase', () => {
    const r = checkRecord('Spring 1901\nFrance:\nA Par - Bur\nSpring 101901\nFrance:\nA Par - Pic (fail)\n');
    expect(r.problems.map((p) => p.message)).toContain('Line 4 ("Spring 101901") names a season in the year 101901, which no game has; the lines after it, up to the next phase\'s title, were not checked.');
    expect(r.summary.orders).toBe(0);
  });

  it('lines that end in CR alone are read as lines', () => {
    const r = checkRecord('Spring 1901\rFrance:\rA Par - Bur (fail)\rA Mar - Bur (fail)\r');
    expect(r.summary).toMatchObject({ phases: 1, orders: 2, agree: 2 });
  });

  it('problems of one kind are counted after the first few', () => {
    const log = ['Spring 1901', ...Array.from({ length: 40 }, (_, i) => `Spring 1${i}`), 'England:', 'F Lon - Nth'].join('\n');
    const r = checkRecord(log);
    const odd = r.problems.filter((p) => /^Line \d+ .*no game has/.test(p.message));
    expect(odd).toHaveLength(PROBLEMS_SHOWN_PER_KIND);
    expect(r.problems.at(-1)!.message).toMatch(/^35 more problems like the one at line 2 /);
  });

  it('a record cut at the input limit says so, with no size it cannot know', () => {
    const r = checkRecord('Spring 1901\nFrance:\nA Par - Bur (fail)\nA Mar - Bur (fail)\nA Bre - Pic', { cutShort: true });
    expect(r.problems[0].message).toMatch(/^The record is more than 2 MB, more than a game record can be \(2 MB\); it was read up to line 4/);
  });

  const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../record/records', name), 'utf8');

  it('a record with another pasted after it is read up to it, and the other is named, never merged', () => {
    const judge = fixture('judge-1901-1902.txt');
    const webdip = fixture('webdiplomacy-1901-1902.txt');
    const a = checkRecord(`${judge}\n${webdip}`);
    expect(a.problems.map((p) => p.message)).toEqual([expect.stringMatching(/starts another record, in webDiplomacy's order archive; a record in two formats is not merged/)]);
    expect(a.summary).toMatchObject({ phases: 6, differ: 0 });
    const b = checkRecord(`${webdip}\n${judge}`);
    expect(b.format).toBe('webdiplomacy');
    expect(b.problems.map((p) => p.message)).toEqual([expect.stringMatching(/starts another record, in an email judge's report/)]);
    const c = checkRecord(`${fixture('gm-log-1901-1902.txt')}\n${fixture('python-diplomacy-1901-1902.json')}`);
    // The log's own title line is named as before; the JSON after it is named as another record.
    expect(c.problems.map((p) => p.message)).toContainEqual(expect.stringMatching(/starts another record, in a JSON record/));
    expect(c.summary.differ).toBe(0);
  });

  it('a judge report cut in the middle of a line says so', () => {
    const r = checkRecord('Movement results for Spring of 1901.  (boaz)\n\nFrance: Army Paris -> Burgundy.\nTurkey: Fleet Easte');
    expect(r.problems.map((p) => p.message)).toEqual(['The record ends in the middle of line 4 ("Turkey: Fleet Easte"): it looks cut short, so that line was not checked.']);
    expect(r.summary.differ).toBe(0);
  });

  it("webDiplomacy's copy of the turn before, printed for a turn still being played, is said once and not ruled", () => {
    const lines = fixture('webdiplomacy-1901-1902.txt').split('\n');
    const copy = ['Spring, 1903 Large map:', ...lines.slice(1, 7)];
    const r = checkRecord([...copy, ...lines].join('\n'));
    expect(r.problems.map((p) => p.message)).toEqual(['The newest turn (Spring 1903 movement, line 1) repeats the turn before it order for order, as webDiplomacy prints a turn still being played; it was not ruled.']);
    expect(r.summary).toMatchObject({ phases: 6, differ: 0 });
  });
});
