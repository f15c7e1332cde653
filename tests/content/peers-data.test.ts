/**
 * The other engines' DATC data (content/peers/): read through its schema, every case of DATC v3.2
 * with a row for each engine, every difference said in a sentence of ours (or by the units it ends
 * with), and every case of the site matched with v3.2's position, so that each shows the other engines.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENGINE_IDS, peerDifferencesSchema, peerRulingsSchema } from '../../engine/record/otherEngines/peerRulings';
import { otherEnginesForCase } from '../../src/lib/peers/otherEngines';
import { loadDatcSections } from '../../src/lib/datcCases';

const DIR = join(import.meta.dirname, '../../content/peers');
const rulings = peerRulingsSchema.parse(JSON.parse(readFileSync(join(DIR, 'datc-rulings.json'), 'utf8')));
const differences = peerDifferencesSchema.parse(parse(readFileSync(join(DIR, 'differences.yaml'), 'utf8')));
const siteCases = readdirSync(join(import.meta.dirname, '../datc/cases'))
  .filter((f) => f.startsWith('6'))
  .flatMap((f) => (parse(readFileSync(join(import.meta.dirname, '../datc/cases', f), 'utf8')).cases as { id: string }[]).map((c) => c.id));


describe('the other engines on the DATC', () => {
  it('holds the 176 cases of DATC v3.2, each with a row for every engine', () => {
    expect(Object.keys(rulings.cases)).toHaveLength(176);
    for (const [id, c] of Object.entries(rulings.cases)) expect(Object.keys(c.engines).sort(), id).toEqual([...ENGINE_IDS].sort());
    expect(rulings.engines.godip?.how).toBe('run');
    expect(rulings.engines.webdiplomacy?.how).toBe('documented');
  });

  it('has a row for every case of the site, and the site has every case of DATC v3.2', () => {
    expect(Object.keys(rulings.cases).filter((id) => !siteCases.includes(id))).toEqual([]);
    expect(siteCases.filter((id) => !rulings.cases[id])).toEqual([]);
  });

  it('counts what the data says of each engine', () => {
    const count = (e: (typeof ENGINE_IDS)[number], agrees: boolean | null) => Object.values(rulings.cases).filter((c) => c.engines[e]!.agrees === agrees).length;
    expect([count('mila', true), count('mila', false), count('mila', null)]).toEqual([167, 9, 0]);
    expect([count('godip', true), count('godip', false), count('godip', null)]).toEqual([169, 6, 1]);
    expect([count('js-diplomacy', true), count('js-diplomacy', false), count('js-diplomacy', null)]).toEqual([120, 41, 15]);
    expect([count('webdiplomacy', true), count('webdiplomacy', false), count('webdiplomacy', null)]).toEqual([106, 2, 68]);
  });

  it('says every difference in a sentence of ours, or by the units the engine ends with', () => {
    const unsaid: string[] = [];
    for (const [id, c] of Object.entries(rulings.cases)) {
      for (const e of ENGINE_IDS) {
        const r = c.engines[e]!;
        const differs = r.agrees === false || (r.agrees === null && r.status === 'not expressible');
        if (differs && !differences.engines[e]?.[id] && !r.datcHas) unsaid.push(`${e} ${id}`);
      }
    }
    expect(unsaid).toEqual([]);
  });

  it('has no sentence for a case or an engine the data does not hold, and every choice it names exists', () => {
    for (const [e, cases] of Object.entries(differences.engines)) {
      for (const [id, d] of Object.entries(cases)) {
        expect(rulings.cases[id], `${e} ${id}`).toBeDefined();
        expect(rulings.cases[id]!.engines[e as (typeof ENGINE_IDS)[number]]!.agrees, `${e} ${id} agrees in the data`).not.toBe(true);
        if (d.choice) expect(differences.choices[d.choice], `${e} ${id} → ${d.choice}`).toBeDefined();
      }
    }
  });

  it('shows a case\'s row only when the site\'s case is the one the engines were run on', () => {
    const cases = loadDatcSections().flatMap((f) => f.cases);
    const byId = new Map(cases.map((c) => [c.id, c]));
    const g8 = otherEnginesForCase(byId.get('6.G.8')!);
    expect(g8.shown).toBe(true);
    expect(g8.rows.map((r) => [r.engine, r.agrees])).toEqual([['godip', 'false'], ['mila', 'false'], ['js-diplomacy', 'false'], ['webdiplomacy', 'false']]);
    expect(g8.rows[0]).toMatchObject({ says: 'Moves the army by land to Holland although no fleet convoys it.', choice: { link: '/datc/6g/#6-g-8' } });
    expect(g8.rows[3]!.source).toMatch(/documented test data \(not run\)/);
    // A civil-disorder case is matched by the units it ends with: v3.2's 6.J.12 removes Tuscany.
    const j12 = otherEnginesForCase(byId.get('6.J.12')!);
    expect(j12.rows.map((r) => [r.engine, r.agrees])).toEqual([['godip', 'false'], ['mila', 'false'], ['js-diplomacy', 'unknown'], ['webdiplomacy', 'unknown']]);
    // The same units ending otherwise is another position, and gets no verdict.
    const moved = { ...byId.get('6.J.12')!, civilDisorder: ['ITA A war'] };
    expect(otherEnginesForCase(moved)).toMatchObject({ shown: false, rows: [] });
    const otherUnits = { ...byId.get('6.C.1')!, orders: [{ 'TUR F ank - con': 'succeeds' as const }] };
    expect(otherEnginesForCase(otherUnits).why).toMatch(/not been matched/);
    // Every case of the site is v3.2's, and shows the other engines.
    expect(cases.filter((c) => !otherEnginesForCase(c).shown).map((c) => c.id)).toEqual([]);
  });
});
