/**
 * The DATC section pages (content/datc/6a.mdx … 6g.mdx): every movement case of 6.A–6.G becomes a
 * scenario made from its case file (src/lib/datcCases.ts) and is ruled as the DATC prefers, as the
 * build rules it; its board, switched to the Alexander Rules or the 2008 rulebook, marks exactly the
 * units whose outcome that rule set's differences table changes.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUnit, type Case } from '../../engine/cli/caseFile';
import { provinceOf } from '../../engine/map';
import { CITATIONS, type RuleId } from '../../engine/rules';
import { ruleBoard } from '../../src/lib/boardRuling';
import { BOARD_SECTIONS, datcAnchor, datcEntries, loadDatcSection, loadDatcSections, loadDatcTables, loadExplanations, sectionPage } from '../../src/lib/datcCases';
import { rowKey, rulingDifferences } from '../../src/lib/ruleSetDifferences';
import { checkedRuling, DATC_TABLE_RULES, publishedBoard, scenarioFromCase } from '../../src/lib/scenario';

const tables = loadDatcTables();

/** The province of the unit an order line or unit text names: "TUR A gre - nap" → gre. */
const provinceOfLine = (text: string) => provinceOf(parseUnit(text.split(' ').slice(0, 3).join(' ')).loc);

describe.each(BOARD_SECTIONS)('DATC section %s', (section) => {
  const entries = datcEntries(section);

  it('has a board for every movement case, in the case file’s order', () => {
    const file = loadDatcSection(section);
    expect(entries.map((e) => e.case.id)).toEqual(file.cases.map((c) => c.id));
    for (const e of entries) {
      expect(e.anchor).toBe(datcAnchor(e.case.id));
      if (e.case.phase === 'movement') {
        expect(e.scenario?.id).toBe(`datc/${e.case.id}`);
        expect(e.scenario?.rules).toBe('datc');
        expect(e.scenario?.title).toBe(e.case.title);
      } else expect(e.scenario).toBeUndefined();
    }
  });

  describe.each(entries.filter((e) => e.scenario).map((e) => [e.case.id, e] as const))('%s', (_, e) => {
    const scenario = e.scenario!;

    it('is ruled as the DATC prefers, and as the tables say under the Alexander Rules and the 2008 rulebook', () => {
      const ruling = checkedRuling(scenario);
      expect(ruling.problems).toEqual([]);
      const named = DATC_TABLE_RULES.filter((r) => tables[r]!.has(e.case.id));
      expect(ruling.others.map((o) => o.rules).sort()).toEqual([...named].sort());
      for (const o of ruling.others) expect(o.reason).toBe(tables[o.rules as (typeof DATC_TABLE_RULES)[number]]!.get(e.case.id)!.reason);
    });

    it('is published as the editor reads it, and the rule-set switch marks exactly what the tables change', () => {
      const board = publishedBoard(checkedRuling(scenario));
      expect(board.rows.filter((r) => r.line !== null)).toHaveLength(e.case.orders.length);
      for (const rules of DATC_TABLE_RULES) {
        const other = ruleBoard({ ...board.input, rules });
        const marked = new Set(other.rows.filter((r) => rulingDifferences(board, other).has(rowKey(r))).map((r) => provinceOfLine(r.unit!)));
        const row = tables[rules]!.get(e.case.id);
        const dislodgedChange = row?.dislodged ? [...row.dislodged.filter((u) => !e.case.dislodged.includes(u)), ...e.case.dislodged.filter((u) => !row.dislodged!.includes(u))] : [];
        const changed = new Set([...Object.keys(row?.orders ?? {}), ...dislodgedChange].map(provinceOfLine));
        expect([...marked].sort(), rules).toEqual([...changed].sort());
      }
    });
  });
});

describe('making a scenario from a DATC case', () => {
  const retreat: Case = loadDatcSection('6.H').cases[0];

  it('refuses a case of another phase, saying why', () => {
    expect(() => scenarioFromCase(retreat, tables, { file: 'x.yaml' })).toThrow(/datc\/6\.H\.1 \(x\.yaml\): a retreat case cannot be a board yet/);
  });

  it('takes the differences from the tables, with their rule and reason', () => {
    const c = loadDatcSection('6.F').cases.find((x) => x.id === '6.F.16')!;
    const s = scenarioFromCase(c, tables, { file: 'x.yaml' });
    expect(Object.keys(s.differences ?? {}).sort()).toEqual(['alexander', 'rulebook2008']);
    expect(s.differences?.alexander?.rule).toBe('alexander:IV.5.f');
    expect(s.differences?.alexander?.dislodged).toEqual(['FRA F eng']);
    expect(s.differences?.rulebook2008?.orders).toEqual({ 'FRA F eng C A bre - lon': 'available' });
  });
});

describe('citations of DATC chapter 6', () => {
  it('land on the section pages, at the section or the case', () => {
    expect(sectionPage('6.F')).toBe('/datc/6f/');
    expect(CITATIONS.get('datc:6.F' as RuleId)?.url).toBe('/datc/6f/#6-f');
    expect(CITATIONS.get('datc:6.H' as RuleId)?.url).toBe('/datc/6h/#6-h');
    for (const section of BOARD_SECTIONS) expect(CITATIONS.get(`datc:${section}` as RuleId)?.url).toBe(`${sectionPage(section)}#${datcAnchor(section)}`);
  });
});

describe('our explanations (content/datc/explanations.yaml)', () => {
  const explanations = loadExplanations();
  const sections = loadDatcSections();
  const caseIds = new Set(sections.flatMap((f) => f.cases.map((c) => c.id)));
  const content = new URL('../../content/', import.meta.url).pathname;

  it('explain every case of 6.A–6.G, and only real cases', () => {
    const board = sections.filter((f) => (BOARD_SECTIONS as readonly string[]).includes(f.section)).flatMap((f) => f.cases.map((c) => c.id));
    expect(board.filter((id) => !explanations[id])).toEqual([]);
    expect(Object.keys(explanations).filter((id) => !caseIds.has(id))).toEqual([]);
  });

  it('are the explanations the section pages show', () => {
    for (const section of BOARD_SECTIONS) for (const e of datcEntries(section)) expect(e.scenario?.explanation ?? e.explanation).toBe(explanations[e.case.id]);
  });

  it('link only to cases and anchors that exist', () => {
    const broken: string[] = [];
    for (const [id, text] of Object.entries(explanations)) {
      for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const [path, anchor] = href.split('#');
        const page = path || sectionPage(id.split('.').slice(0, 2).join('.'));
        const section = /^\/datc\/6([a-j])\/$/.exec(page);
        if (section) {
          if (![...caseIds].some((c) => datcAnchor(c) === anchor && c.startsWith(`6.${section[1].toUpperCase()}.`))) broken.push(`${id}: ${href}`);
          continue;
        }
        const file = join(content, `${page.replace(/^\/|\/$/g, '')}.mdx`);
        if (!existsSync(file) || (anchor && !readFileSync(file, 'utf8').includes(`id="${anchor}"`))) broken.push(`${id}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('reject an explanation keyed by something that is not a DATC id, saying so', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'explanations-')), 'explanations.yaml');
    writeFileSync(file, '6.F.16x: This is not a case id at all, so it cannot be explained here.\n');
    expect(() => loadExplanations(file)).toThrow(/6\.F\.16x: a key is a DATC case id/);
  });
});
