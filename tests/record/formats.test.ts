/**
 * Each record format's module (engine/record/formats/), held to the fixtures beside this file: it
 * is found in its own record and in no other, reads the record's phases, and states the
 * conventions the check reads results by.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat, formatOf, RECORD_FORMATS } from '../../engine/record';
import { recordEnds } from '../../engine/record/formats';
import type { RecordProblem } from '../../engine/record/types';

const fixture = (name: string) => readFileSync(new URL(`./records/${name}`, import.meta.url), 'utf8');
const FIXTURES = {
  webdiplomacy: 'webdiplomacy-1901-1902.txt',
  judge: 'judge-1901-1902.txt',
  'gm-log': 'gm-log-1901-1902.txt',
  'python-diplomacy': 'python-diplomacy-1901-1902.json',
  'game-file': 'game-file-pandin-1905.json',
} as const;

/** A format's own reading of its fixture, without the checker around it. */
function readWith(id: keyof typeof FIXTURES) {
  const reader = formatOf(id);
  const text = fixture(FIXTURES[id]);
  const problems: RecordProblem[] = [];
  const read = reader.kind === 'json' ? reader.read(text, problems) : reader.read(recordEnds(text.split('\n'), reader, problems), problems);
  return { read, problems };
}

describe('the record formats', () => {
  it('are one module each, every one with a fixture here', () => {
    expect(RECORD_FORMATS.map((f) => f.id).sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  for (const [id, file] of Object.entries(FIXTURES) as [keyof typeof FIXTURES, string][]) {
    it(`${id}: found in ${file}, and its phases read by its own module`, () => {
      expect(detectFormat(fixture(file))).toBe(id);
      const { read, problems } = readWith(id);
      // Only the log's title line, above its first season line, is left unread.
      expect(problems.map((p) => p.line)).toEqual(id === 'gm-log' ? [1] : []);
      expect(read.phases.length).toBeGreaterThan(0);
      expect(read.phases.every((p) => p.lines.length > 0)).toBe(true);
    });
  }

  it('webDiplomacy: newest turn first, silence is success, a convoy succeeds when its army arrives', () => {
    expect(formatOf('webdiplomacy').conventions).toEqual({ newestFirst: true, silenceIsSuccess: true, convoyMeansArrival: true });
    const { read } = readWith('webdiplomacy');
    expect(read.phases[0]!.year).toBe(1902);
  });

  it('a judge: silence is success, and a report cut mid-line is named and its last line left out', () => {
    expect(formatOf('judge').conventions).toEqual({ newestFirst: false, silenceIsSuccess: true, convoyMeansArrival: false });
    const reader = formatOf('judge');
    if (reader.kind !== 'text') throw new Error('a judge writes text');
    const problems: RecordProblem[] = [];
    const kept = reader.cutShort!(['Movement results for Spring of 1901.', 'Turkey: Fleet Easte'], problems);
    expect(kept).toEqual(['Movement results for Spring of 1901.']);
    expect(problems[0]!.message).toMatch(/ends in the middle of line 2/);
  });

  it('python-diplomacy: silence is success; the --game file and the log state results only where they write one', () => {
    expect(formatOf('python-diplomacy').conventions.silenceIsSuccess).toBe(true);
    expect(formatOf('game-file').conventions.silenceIsSuccess).toBe(false);
    expect(formatOf('gm-log').conventions.silenceIsSuccess).toBe(false);
  });

  it('a log is taken only when no other format is found: a season line in a webDiplomacy archive does not make it a log', () => {
    const archive = ['Spring 1901 (notes)', ...fixture(FIXTURES.webdiplomacy).split('\n')];
    const log = formatOf('gm-log');
    expect(log.kind === 'text' && log.startsAt(archive)).toBeGreaterThanOrEqual(0);
    expect(detectFormat(archive.join('\n'))).toBe('webdiplomacy');
  });
});
