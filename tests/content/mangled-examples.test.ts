/**
 * Seed 004's examples as the Mangled orders page shows them (content/mangled/examples.yaml): each
 * example's degree, and legality where the seed states it, is checked against the engine. The
 * page's build makes the same check (src/lib/mangledExamples.ts), so a wrong example fails both.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOrders } from '../../engine/orders/parse';
import { formatOrder } from '../../engine/orders/format';
import { readLine } from '../../src/lib/lineTester/readLine';
import { reportRows } from '../../src/components/lineTester/reportView';
import { citeLinker } from '../../src/lib/cites';
import { describePosition, parsePosition } from '../../src/lib/lineTester/position';
import { EXAMPLES_FILE, loadMangledExamples, MangledExamplesError, readExamplesFile } from '../../src/lib/mangledExamples';

const { positions, examples } = readExamplesFile();

function variant(edit: (yaml: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mangled-'));
  const file = join(dir, 'examples.yaml');
  writeFileSync(file, edit(readFileSync(EXAMPLES_FILE, 'utf8')));
  return file;
}

describe('seed 004 examples on the Mangled orders page', () => {
  it('has every example of the seed: 5 un-assignable, 6 ambiguous, 13 badly written, 5 well written', () => {
    const count = (d: string) => examples.filter((e) => e.degree === d).length;
    expect([count('un-assignable'), count('ambiguous'), count('badly-written'), count('well-written')]).toEqual([5, 6, 13, 5]);
  });

  describe.each(examples.map((e) => [`${e.line} (${e.degree}, ${e.position.id})`, e] as const))('%s', (_, e) => {
    it('has the degree the seed gives it, read by the engine on its position', () => {
      const line = parseOrders(e.line, parsePosition(e.position)).lines;
      expect(line).toHaveLength(1);
      expect(line[0].degree).toBe(e.degree);
      if (e.legal !== undefined) expect(line[0].legal).toBe(e.legal);
    });

    it('is reported as the tester shows it: a reading, or meanings, or a reason', () => {
      const report = readLine(e.line, e.position);
      expect(report.degree).toBe(e.degree);
      if (e.degree === 'un-assignable') expect(report.verdict).toBe('ignored');
      if (e.degree === 'ambiguous') {
        expect(report.verdict).toBe('not-followed');
        expect(report.reading).toBeUndefined();
        // An ambiguous line either lists its meanings or says why it means nothing.
        expect(report.meanings.length >= 2 || report.notes.some((n) => n.severity === 'error')).toBe(true);
      }
      if (e.degree === 'badly-written' || e.degree === 'well-written') {
        expect(report.reading?.short).toBe(formatOrder(parseOrders(e.line, parsePosition(e.position)).lines[0].order!));
        expect(report.verdict).toBe(e.legal === false ? 'illegal' : 'followed');
        expect(report.action).toBeTruthy();
      }
    });
  });

  it('lists the meanings of a line with two, in Table III.2 form', () => {
    const north = examples.find((e) => e.line === 'F Norwegian Sea move North')!;
    expect(readLine(north.line, north.position).meanings.map((m) => m.short)).toEqual(['F NWG-NAO', 'F NWG-NTH']);
  });

  it('rules a followed movement order on the position and says the outcome', () => {
    const spring = positions.find((p) => p.id === 'spring-1901')!;
    expect(readLine('A Marsiellse move Gascany', spring)).toMatchObject({ outcome: 'succeeds', action: 'A Marseilles moves to Gascony.' });
    // Both armies go for Burgundy: a standoff.
    expect(readLine('A Par-Bur', { ...spring, units: [...spring.units, { power: 'GER', type: 'A', loc: 'bur' }] }).outcome).toBe('fails');
  });

  it('describes each position by power, with the adjustment each owes', () => {
    const winter = describePosition(positions.find((p) => p.id === 'winter-builds')!);
    expect(winter.find((l) => l.power === 'ITA')).toMatchObject({ units: 'army in Piedmont, fleet in Naples, army in Venice', adjustment: '2 centres: must remove 1' });
  });

  it('draws a report as rows of text: degree, meanings (or none), verdict, notes and linked rules', () => {
    const link = citeLinker(new Set(['/rules/iii-phases/']));
    const central = positions.find((p) => p.id === 'central')!;
    const barf = reportRows(readLine('A Bohemia barf Tyrolia', central), link);
    expect(barf.map((r) => r.field)).toEqual(['degree', 'meanings', 'verdict', 'notes', 'rules']);
    expect(barf[1].items).toEqual([[{ text: 'nothing at all: the line has no meaning that can be followed' }]]);
    expect(barf[4].items[0]).toEqual([{ text: 'Alexander III.3.b', title: 'Orders with more than one meaning', href: '/rules/iii-phases/#iii-3-b' }]);
    // A rule whose page is not built is shown without a link.
    const trieste = reportRows(readLine('A Trieste move Adriatic Sea.', central), citeLinker(new Set()));
    expect(trieste.find((r) => r.field === 'rules')!.items[0][0].href).toBeUndefined();
    expect(trieste.find((r) => r.field === 'verdict')!.items[0].map((p) => p.text).join('')).toBe('Followed (succeeds). F Trieste moves to Adriatic Sea.');
    // Nothing to read, nothing drawn.
    expect(reportRows(readLine('', central), link)).toEqual([]);
  });

  it('fails to load when the engine disagrees with a stated degree', () => {
    const file = variant((y) => y.replace(/(- line: Build Brest\n\s+position: winter-builds\n\s+degree:) ambiguous/, '$1 well-written'));
    expect(() => loadMangledExamples(file)).toThrow(/"Build Brest" \(winter-builds\): the seed says well-written, the engine reads ambiguous/);
  });

  it('fails to load, naming the field, when a unit or a position is wrong', () => {
    expect(() => readExamplesFile(variant((y) => y.replace('FRA A mar,', 'FRA A mao,')))).toThrow(MangledExamplesError);
    expect(() => readExamplesFile(variant((y) => y.replace('FRA A mar,', 'FRA A mao,')))).toThrow(/units\.\d+: "FRA A mao": an army cannot stand on "mao"/);
    expect(() => readExamplesFile(variant((y) => y.replace('position: at-sea', 'position: atsea')))).toThrow(/no position "atsea"/);
  });

  it('loads whole, as the page does', () => {
    expect(loadMangledExamples().examples).toHaveLength(29);
  });
});
