/**
 * The other engines' DATC data (content/peers/): read through its schema, every case of DATC v3.2
 * with a row for each engine, every difference said in a sentence of ours (or by the units it ends
 * with), and the gap between the site's edition of the DATC and v3.2 named exactly, so that bringing
 * the site's cases to v3.2 shows here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENGINE_IDS, peerDifferencesSchema, peerRulingsSchema } from '../../src/lib/peers/peerRulings';
import { otherEnginesForCase } from '../../src/lib/peers/otherEngines';
import { loadDatcSections } from '../../src/lib/datcCases';

const DIR = join(import.meta.dirname, '../../content/peers');
const rulings = peerRulingsSchema.parse(JSON.parse(readFileSync(join(DIR, 'datc-rulings.json'), 'utf8')));
const differences = peerDifferencesSchema.parse(parse(readFileSync(join(DIR, 'differences.yaml'), 'utf8')));
const siteCases = readdirSync(join(import.meta.dirname, '../datc/cases'))
  .filter((f) => f.startsWith('6'))
  .flatMap((f) => (parse(readFileSync(join(import.meta.dirname, '../datc/cases', f), 'utf8')).cases as { id: string }[]).map((c) => c.id));

/** The v3.2 cases the site's older edition of the DATC does not have yet, and the site's own. */
const NOT_ON_THE_SITE = ['6.B.16', '6.B.17', '6.B.18', '6.B.19', '6.D.35', '6.F.26', '6.F.27', '6.F.28', '6.F.29', '6.F.30', '6.H.17', '6.J.12'];
const ONLY_ON_THE_SITE = ['6.J.9b'];

describe('the other engines on the DATC', () => {
  it('holds the 176 cases of DATC v3.2, each with a row for every engine', () => {
    expect(Object.keys(rulings.cases)).toHaveLength(176);
    for (const [id, c] of Object.entries(rulings.cases)) expect(Object.keys(c.engines).sort(), id).toEqual([...ENGINE_IDS].sort());
    expect(rulings.engines.godip?.how).toBe('run');
    expect(rulings.engines.webdiplomacy?.how).toBe('documented');
  });

  it('names exactly the cases where the site and DATC v3.2 part', () => {
    expect(Object.keys(rulings.cases).filter((id) => !siteCases.includes(id))).toEqual(NOT_ON_THE_SITE);
    expect(siteCases.filter((id) => !rulings.cases[id])).toEqual(ONLY_ON_THE_SITE);
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
    // The site's 6.J.11 is v3.2's 6.J.12: no verdict on another position.
    expect(otherEnginesForCase(byId.get('6.J.11')!)).toMatchObject({ shown: false, rows: [] });
    expect(otherEnginesForCase(byId.get('6.J.9b')!).why).toMatch(/not in DATC v3.2/);
    // Every movement case whose units match is shown: the known differences are the only ones hidden there.
    const hidden = cases.filter((c) => (c.phase === 'movement' || c.before) && !otherEnginesForCase(c).shown).map((c) => c.id);
    expect(hidden).toEqual(['6.C.2']);
  });
});
