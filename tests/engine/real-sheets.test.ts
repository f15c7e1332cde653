/**
 * Sheets in the forms real game masters, judges, zines and forums publish (tests/engine/real-sheets/,
 * README there): every line read as a careful game master reads it, and every sheet's units where
 * its orders put them. Then the forms one by one, each as its own specification.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { readCase } from '../../engine/case/json/caseInput';
import { rulingJson, type RulingJson } from '../../engine/case/ruling';
import { standardMap } from '../../engine/map/standardMap';
import { nameIndex, nameKey } from '../../engine/orders/names';
import { SHORTHAND } from '../../engine/orders/shorthand';
import { sheetCase, type Sheet } from './real-sheets/sheetCase';

const DIR = join(import.meta.dirname, 'real-sheets');
const Line = z.tuple([z.number(), z.string(), z.string().nullable(), z.union([z.string(), z.array(z.string())]).nullable()]);
const SheetFile = z.object({
  form: z.string(),
  sheets: z.array(
    z.object({
      id: z.string(),
      phase: z.enum(['movement', 'retreat', 'adjustment']),
      season: z.enum(['spring', 'fall']).optional(),
      position: z.union([z.literal('start'), z.object({ units: z.array(z.string()), dislodged: z.array(z.string()).optional(), centres: z.record(z.array(z.string())).optional() })]),
      text: z.string(),
      lines: z.array(Line),
      after: z.array(z.string()),
    }),
  ),
});
const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml'));
const corpus = files.map((f) => SheetFile.parse(parseYaml(readFileSync(join(DIR, f), 'utf8'))));
const readme = readFileSync(join(DIR, 'README.md'), 'utf8');

const rule = (s: Sheet): RulingJson => rulingJson(readCase(JSON.stringify(sheetCase(s)), standardMap, 'alexander'), standardMap);
const entries = (j: RulingJson) => j.orders.filter((o) => o.line !== null).map((o) => [o.line, o.parse, o.unit ? `${o.power} ${o.unit}` : null, o.reading ?? (o.meanings?.length ? o.meanings : null)]);

describe('the real-sheet corpus', () => {
  const sheets = corpus.flatMap((c) => c.sheets);
  it('holds at least 30 sheets and 400 lines, in every phase, each form described in the README', () => {
    expect(sheets.length).toBeGreaterThanOrEqual(30);
    expect(sheets.reduce((n, s) => n + s.lines.length, 0)).toBeGreaterThanOrEqual(400);
    expect(new Set(sheets.map((s) => s.phase))).toEqual(new Set(['movement', 'retreat', 'adjustment']));
    for (const c of corpus) expect(readme, `README names the form ${c.form}`).toContain(`\`${c.form}\``);
  });

  for (const c of corpus) {
    describe(c.form, () => {
      for (const s of c.sheets) {
        it(`${s.id}: every line read as written, every unit where the orders put it`, () => {
          const j = rule(s);
          expect(entries(j)).toEqual(s.lines);
          expect(j.units).toEqual(s.after);
          // A line that orders nothing is never blamed on a unit.
          for (const o of j.orders.filter((e) => e.parse === 'not-an-order')) expect([o.unit, o.power]).toEqual([null, '']);
        });
      }
    });
  }
});

/** One sheet in the 1901 position, its entries as [text, parse, unit, reading]. */
function read(text: string, phase: Sheet['phase'] = 'movement'): (string | string[] | null)[][] {
  return rule({ id: 'x', phase, position: 'start', text }).orders.filter((o) => o.line !== null).map((o) => [o.text, o.parse, o.unit ? `${o.power} ${o.unit}` : null, o.reading ?? (o.meanings?.length ? o.meanings : null)]);
}
const one = (text: string) => read(text)[0];
const explanation = (text: string) => rule({ id: 'x', phase: 'movement', position: 'start', text }).orders.find((o) => o.line === 1)!;

describe('forms seen in published games', () => {
  it('a heading with a player’s name, then a power with its player and orders on one line', () => {
    const r = read('England (Alice)\nFrance (Dave): A Par - Bur, A Mar - Spa, F Bre - Mid-Atl');
    expect(r.map((e) => e.slice(1))).toEqual([
      ['well-written', 'FRA A par', 'A Par-Bur'],
      ['well-written', 'FRA A mar', 'A Mar-Spa'],
      ['badly-written', 'FRA F bre', 'F Bre-MAO'],
    ]);
    // Several orders on one line: one entry each, each with the line's whole text.
    expect(new Set(r.map((e) => e[0]))).toEqual(new Set(['France (Dave): A Par - Bur, A Mar - Spa, F Bre - Mid-Atl']));
    expect(one('France (Dave): A Par - Bur').slice(1)).toEqual(['well-written', 'FRA A par', 'A Par-Bur']);
  });

  it('shorthand every player understands, one degree for all of it', () => {
    const cases: [string, string][] = [
      ['Turkey: F Ank - Blk', 'F Ank-BLA'],
      ['England: A Lvp - Yorks', 'A Lvp-Yor'],
      ['England: F Lon - Eng Channel', 'F Lon-ENG'],
      ['England: F Lon - English Chan', 'F Lon-ENG'],
      ['France: F Bre - Mid Atl', 'F Bre-MAO'],
      ['England: F Edi - N. Sea', 'F Edi-NTH'],
      ['England: F Edi - NTS', 'F Edi-NTH'],
      ['Turkey: F Ank - BLK', 'F Ank-BLA'],
      ['England: A Lpool - Yorks', 'A Lvp-Yor'],
    ];
    for (const [text, reading] of cases) expect(one(text).slice(1), text).toEqual(['badly-written', expect.any(String), reading]);
    // An abbreviation the map itself knows is well written.
    expect(one('England: A LPL - Yor').slice(1)).toEqual(['well-written', 'ENG A lvp', 'A Lvp-Yor']);
    // "Liv" is Liverpool or Livonia: the unit's geography decides.
    expect(one('England: A Liv - Yor')[3]).toBe('A Lvp-Yor');
    expect(one('Russia: A War - Liv')[3]).toBe('A War-Lvn');
  });

  it('a refused shorthand no longer hands another power a move: F Sev - Black Sea stands off with F Ank - Blk', () => {
    const j = rule({ id: 'x', phase: 'movement', position: 'start', text: 'Turkey: F Ank - Blk\nRussia: F Sev - Black Sea' });
    expect(j.orders.filter((o) => o.line !== null).map((o) => o.outcome)).toEqual(['fails', 'fails']);
    expect(j.standoffs).toEqual(['bla']);
  });

  it('F Edi - Nor names both seas it can mean, and says why not Norway', () => {
    const e = explanation('England: F Edi - Nor');
    expect(e.parse).toBe('ambiguous');
    expect(e.meanings).toEqual(['F Edi-NTH', 'F Edi-NWG']);
    expect(e.diagnostics.map((d) => d.message).join(' ')).toMatch(/not one that the fleet in Edinburgh can reach: .*Norway/);
  });

  it('notes after an order are set aside and kept, never read as a second destination', () => {
    expect(one('Russia: A War - Lvn Bounced with Mos (1 against 1).')[3]).toBe('A War-Lvn');
    expect(one('Austria: A Gal - War Failed because Warsaw held')[3]).toBe('A Gal-War');
    expect(one('Italy: F Nap - Ion (*Cut*)')[3]).toBe('F Nap-ION');
    expect(one('Russia: A Mos - Ukr -- see you in the Ukraine')[3]).toBe('A Mos-Ukr');
    const e = explanation('Russia: A War - Lvn Bounced with Mos (1 against 1).');
    expect(rule({ id: 'x', phase: 'movement', position: 'start', text: 'Russia: A War - Lvn Bounced with Mos (1 against 1).' }).orders[0].annotations).toEqual(['Bounced with Mos (1 against 1)']);
    expect(e.diagnostics.some((d) => /result written after the order/.test(d.message))).toBe(true);
  });

  it('an order in parentheses is an order, and the lines after it stay with their power', () => {
    const r = read('Italy:\n(A Ven-Rom)\nA Rom - Apu\nAustria:\nA Vie - Tri');
    expect(r.map((e) => e.slice(1))).toEqual([
      ['well-written', 'ITA A ven', 'A Ven-Rom'],
      ['well-written', 'ITA A rom', 'A Rom-Apu'],
      ['well-written', 'AUS A vie', 'A Vie-Tri'],
    ]);
  });

  it('two-letter powers, markup, a season in front and a stray bracket', () => {
    expect(one('Au: A Vie - Gal').slice(1)).toEqual(['well-written', 'AUS A vie', 'A Vie-Gal']);
    expect(one('Ru: A War - Gal').slice(2)).toEqual(['RUS A war', 'A War-Gal']);
    expect(one('Tu: A Con - Bul').slice(2)).toEqual(['TUR A con', 'A Con-Bul']);
    expect(one('Germany: <u>A Ber - Kie</u>')[3]).toBe('A Ber-Kie');
    expect(one('England: F Lon -&gt; Nth')[3]).toBe('F Lon-NTH');
    expect(one('England: F Lon gt; Nth')[3]).toBe('F Lon-NTH');
    expect(one('**England:** F Lon - Nth')[3]).toBe('F Lon-NTH');
    expect(one('] England: F Lon - Nth')[3]).toBe('F Lon-NTH');
    expect(one("S'01: Tu: A Con - Bul").slice(2)).toEqual(['TUR A con', 'A Con-Bul']);
    expect(one('F1903: England: F Lon - Nth')[3]).toBe('F Lon-NTH');
  });

  it('the judges’ SF, SA and CA, and X-X for a support to hold', () => {
    const units = ['ITA F nap', 'ITA F ion', 'ITA A apu', 'ITA A rom', 'TUR F aeg', 'TUR F eas'];
    const sheet = (text: string) => rule({ id: 'x', phase: 'movement', position: { units }, text }).orders.filter((o) => o.line !== null);
    expect(sheet('Italy: F Nap SF Ion').map((o) => o.reading)).toEqual(['F Nap S F ION']);
    expect(sheet('Italy: A Apu SA Rom').map((o) => o.reading)).toEqual(['A Apu S A Rom']);
    expect(sheet('Italy: F Ion CA Apu - Tun').map((o) => o.reading)).toEqual(['F ION C A Apu-Tun']);
    // "S F Ion-Ion" is a support to hold: the Ionian holds against the supported attack.
    const j = rule({ id: 'x', phase: 'movement', position: { units }, text: 'Italy:\nF Nap S F Ion-Ion\nF Ion H\nTurkey:\nF Aeg - Ion\nF Eas S F Aeg - Ion' });
    expect(j.orders.find((o) => o.unit === 'F nap')).toMatchObject({ reading: 'F Nap S F ION', outcome: 'given' });
    expect(j.units).toContain('ITA F ion');
  });

  it('several orders flattened onto one line with the power repeated: every one is read', () => {
    const j = rule({
      id: 'x',
      phase: 'adjustment',
      position: { units: ['ENG F nth', 'ENG F nwg'], centres: { ENG: ['lon', 'edi', 'lvp', 'nwy'] } },
      text: 'England: Build A Edi  England: Build F Lon',
    });
    expect(j.orders.filter((o) => o.line !== null).map((o) => o.reading)).toEqual(['BUILD A Edi', 'BUILD F Lon']);
    expect(j.units).toEqual(['ENG A edi', 'ENG F lon', 'ENG F nth', 'ENG F nwg']);
  });

  it('titles, prose, signatures and a wrapped word are not orders: never un-assignable, never ambiguous, touching no unit', () => {
    const r = read('The Arms Race, Winter of 1901\nHi GM, my orders:\nTurkey:\nF Ankara to Black\nSea\nA Con - Bul\nCheers,\nBob');
    expect(r.map((e) => [e[0], e[1]])).toEqual([
      ['The Arms Race, Winter of 1901', 'not-an-order'],
      ['F Ankara to Black', 'well-written'],
      ['Sea', 'not-an-order'],
      ['A Con - Bul', 'well-written'],
      ['Cheers,', 'not-an-order'],
      ['Bob', 'not-an-order'],
    ]);
  });
});

describe('the shorthand table', () => {
  it('holds no form the map already reads as a name, an alias or the start of one', () => {
    const index = nameIndex(standardMap);
    for (const s of SHORTHAND) {
      const key = nameKey(s.written);
      // One word that starts a name is read already; a span of words is looked up whole, so only a name repeats it.
      const oneWord = !/[\s.'’-]/.test(s.written.trim());
      expect(index.exact.has(key) || (oneWord && (index.prefixes.has(key) || index.words.has(key))), s.written).toBe(false);
      for (const id of s.ids) expect(standardMap.province(id), `${s.written} → ${id}`).toBeDefined();
    }
  });
});
