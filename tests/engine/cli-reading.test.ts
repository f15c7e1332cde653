/**
 * The contract for checks from outside: `npm run -s adjudicate -- --format json` on a sheet
 * in any notation. Each order line has its entry with text, power, unit (whenever certain), kind,
 * parse and reading; a heading, date, sub-heading or report line gets no un-assignable or
 * ambiguous entry; an illegal order's unit has exactly one entry.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './commands';

const START = ['AUS A vie', 'AUS A bud', 'AUS F tri', 'ENG F lon', 'ENG F edi', 'ENG A lvp', 'FRA F bre', 'FRA A par', 'FRA A mar', 'GER F kie', 'GER A ber', 'GER A mun', 'ITA F nap', 'ITA A rom', 'ITA A ven', 'RUS A mos', 'RUS A war', 'RUS F sev', 'RUS F stp/sc', 'TUR F ank', 'TUR A con', 'TUR A smy'];

interface Entry {
  line: number | null;
  text: string;
  power: string;
  unit: string | null;
  kind: string | null;
  parse: string;
  reading: string | null;
  outcome: string;
  dislodged?: boolean;
  format?: string;
  annotations?: string[];
}

function rule(orders: string): Entry[] {
  const r = cli(['--format', 'json'], JSON.stringify({ units: START, orders }));
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout).orders;
}

describe('npm run adjudicate reads every notation', () => {
  it('a webDiplomacy archive turn, a judge report and DAIDE: one entry per order line, none for the lines around them', () => {
    const sheet = [
      'Spring, 1901 Large map:',
      'France:',
      'Diplomacy',
      'The army at Paris move to Burgundy. (fail)',
      'Movement results for Spring of 1901.  (game.001)',
      'Germany: Army Munich -> Burgundy.  (*bounce*)',
      'The following units were dislodged:',
      '( ENG FLT LON ) MTO NTH',
      'Italy:',
      'A VEN - TYR',
    ].join('\n');
    const entries = rule(sheet);
    const lines = entries.filter((e) => e.line !== null);
    expect(lines.map((e) => [e.line, e.power, e.unit, e.kind, e.parse, e.reading])).toEqual([
      [4, 'FRA', 'A par', 'move', 'well-written', 'A Par-Bur'],
      [6, 'GER', 'A mun', 'move', 'well-written', 'A Mun-Bur'],
      [8, 'ENG', 'F lon', 'move', 'well-written', 'F Lon-NTH'],
      [10, 'ITA', 'A ven', 'move', 'well-written', 'A Ven-Tyr'],
    ]);
    expect(lines.map((e) => e.format ?? 'plain')).toEqual(['webdiplomacy', 'plain', 'daide', 'plain']);
    expect(lines[0].annotations).toEqual(['(fail)']);
    expect(lines[1].annotations).toEqual(['(*bounce*)']);
    expect(entries.every((e) => e.parse !== 'un-assignable' && e.parse !== 'ambiguous')).toBe(true);
    expect(lines.map((e) => e.text)).toEqual([3, 5, 7, 9].map((k) => sheet.split('\n')[k]));
  });

  it('names the unit of an ambiguous line when it is certain, and refuses to guess its destination', () => {
    const [edi, boh] = rule('England:\nF Edi - Nor\nFrance:\nA Par barf Bur').filter((e) => e.line !== null);
    expect(edi).toMatchObject({ power: 'ENG', unit: 'F edi', kind: 'move', parse: 'ambiguous', reading: null, outcome: 'not-followed' });
    expect(boh).toMatchObject({ unit: 'A par', parse: 'ambiguous', reading: null });
  });

  it('gives an illegal order’s unit exactly one entry, which says it held and was dislodged', () => {
    const r = cli(['--format', 'json'], JSON.stringify({ units: ['ENG F lon', 'FRA F eng', 'FRA F wal'], orders: 'England:\nF London - Moscow\nFrance:\nF eng - lon\nF wal S F eng - lon' }));
    const entries: Entry[] = JSON.parse(r.stdout).orders;
    const london = entries.filter((e) => e.unit === 'F lon' && e.power === 'ENG');
    expect(london).toHaveLength(1);
    expect(london[0]).toMatchObject({ line: 2, outcome: 'illegal', dislodged: true });
  });
});
