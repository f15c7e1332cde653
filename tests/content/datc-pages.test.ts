/**
 * The DATC section pages (content/datc/6a.mdx … 6j.mdx): every case of 6.A–6.J becomes a scenario
 * made from its case file (src/lib/datcCases.ts) and is ruled as the DATC prefers, as the build
 * rules it. A movement board, switched to the Alexander Rules or the 2008 rulebook, marks exactly the
 * units whose outcome that rule set's differences table changes; a retreat or adjustment case (or a
 * movement and its retreats) is ruled and checked under those rule sets too.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUnit, type Case } from '../../engine/testCases/caseFile';
import { provinceOf } from '../../engine/map';
import { CITATIONS, type RuleId } from '../../engine/rules';
import { ruleBoard } from '../../src/lib/boardRuling';
import { datcAnchor, datcSections, datcEntries, loadDatcSection, loadDatcSections, loadDatcTables, loadExplanations, sectionPage } from '../../src/lib/datcCases';
import { rowKey, rulingDifferences } from '../../src/lib/ruleSetDifferences';
import { checkedPhases, checkedRuling, isSingleMovement } from '../../src/lib/scenario/rule';
import { DATC_TABLE_RULES } from '../../src/lib/scenario/schema';
import { publishedBoard, publishedPhase } from '../../src/lib/scenario/publish';
import { scenarioFromCase } from '../../src/lib/scenario/load';

const tables = loadDatcTables();
const SECTIONS = datcSections();

/** The province of the unit an order line or unit text names: "TUR A gre - nap" → gre. */
const provinceOfLine = (text: string) => provinceOf(parseUnit(text.split(' ').slice(0, 3).join(' ')).loc);

describe.each(SECTIONS)('DATC section %s', (section) => {
  const entries = datcEntries(section);

  it('has a board for every case, in the case file’s order', () => {
    const file = loadDatcSection(section);
    expect(entries.map((e) => e.case.id)).toEqual(file.cases.map((c) => c.id));
    for (const e of entries) {
      expect(e.anchor).toBe(datcAnchor(e.case.id));
      expect(e.scenario.id).toBe(`datc/${e.case.id}`);
      expect(e.scenario.rules).toBe('datc');
      expect(e.scenario.title).toBe(e.case.title);
      // A retreat case with its movement is the movement, then the retreats; every other case is one phase.
      const sequence = e.case.phase === 'retreat' && e.case.before !== undefined;
      expect(e.scenario.phase).toBe(sequence ? 'movement' : e.case.phase);
      expect(e.scenario.then.map((t) => t.phase)).toEqual(sequence ? ['retreat'] : []);
    }
  });

  const movement = entries.filter((e) => isSingleMovement(e.scenario));
  const phased = entries.filter((e) => !isSingleMovement(e.scenario));

  describe.each(movement.map((e) => [e.case.id, e] as const))('%s', (_, e) => {
    const scenario = e.scenario;

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

  if (phased.length === 0) return;
  describe.each(phased.map((e) => [e.case.id, e] as const))('%s', (_, e) => {
    const scenario = e.scenario;

    it('is ruled phase by phase as the DATC prefers, and as the tables say under the other rule sets', () => {
      const phases = checkedPhases(scenario);
      const sequence = e.case.before !== undefined;
      expect(phases.map((p) => p.position.phase)).toEqual(sequence ? ['movement', 'retreat'] : [e.case.phase]);
      const last = phases[phases.length - 1];
      expect(last.lines).toEqual(e.case.orders.map((l) => Object.keys(l)[0]));
      expect(last.outcomes).toEqual(e.case.orders.map((l) => Object.values(l)[0]));
      if (e.case.phase === 'retreat') expect(last.disbanded).toEqual([...e.case.disbanded].sort());
      if (e.case.phase === 'adjustment') expect(last.civilDisorder).toEqual(e.case.civilDisorder);
      if (sequence) expect(phases[0].dislodged).toEqual([...e.case.dislodged].sort());
      const named = DATC_TABLE_RULES.filter((r) => tables[r]!.has(e.case.id));
      expect(phases.others.map((o) => o.rules).sort()).toEqual([...named].sort());
      for (const o of phases.others) {
        const row = tables[o.rules as (typeof DATC_TABLE_RULES)[number]]!.get(e.case.id)!;
        expect(o.reason).toBe(row.reason);
        // What the page lists as changed under that rule set is what its table row changes.
        const lines = o.changed.flatMap((c) => c.lines.map((l) => `${l.line}: ${l.outcome}`)).sort();
        expect(lines).toEqual([...Object.entries(row.before), ...Object.entries(row.orders)].map(([l, w]) => `${l}: ${w}`).sort());
      }
    });

    it('is published as the editor reads it, with a row for every order and every unit the phase concerns', () => {
      for (const p of checkedPhases(scenario)) {
        const board = publishedPhase(scenario, p);
        expect(board.rows.filter((r) => r.line !== null)).toHaveLength(p.lines.length);
        if (p.position.phase === 'retreat') {
          // Every dislodged unit has a row: its retreat, or its disbanding.
          const rowUnits = new Set(board.rows.map((r) => r.unit));
          for (const d of p.position.dislodged) expect(rowUnits.has(`${d.unit.power} ${d.unit.type} ${d.unit.loc}`), `${p.label}: ${d.unit.loc}`).toBe(true);
        }
        for (const u of p.civilDisorder) expect(board.rows.some((r) => r.line === null && r.unit === u), `civil disorder removes ${u}`).toBe(true);
      }
    });
  });
});

describe('making a scenario from a DATC case', () => {
  const retreat: Case = loadDatcSection('6.H').cases[0];

  it('makes a retreat case with its movement into the movement, then the retreats', () => {
    const s = scenarioFromCase(retreat, tables, { file: 'x.yaml' });
    expect(s.phase).toBe('movement');
    expect(s.orders).toEqual(retreat.before);
    expect(s.dislodged).toEqual(retreat.dislodged);
    expect(s.then).toEqual([{ phase: 'retreat', orders: retreat.orders, disbanded: retreat.disbanded, civilDisorder: [] }]);
  });

  it('puts a table row that changes both phases on the right phase (6.H.12 under the Alexander Rules)', () => {
    const c = loadDatcSection('6.H').cases.find((x) => x.id === '6.H.12')!;
    const d = scenarioFromCase(c, tables, { file: 'x.yaml' }).differences!.alexander!;
    expect(d.orders).toEqual({ 'ENG A lvp - edi via convoy': 'succeeds' });
    expect(d.dislodged).toEqual(['ENG F eng']);
    expect(d.then).toEqual([{ orders: { 'ENG A lvp - edi': 'illegal' }, disbanded: ['ENG F eng'] }]);
  });

  it('refuses a case with rule sets of its own, saying why', () => {
    expect(() => scenarioFromCase({ ...retreat, rules: ['alexander'] }, tables, { file: 'x.yaml' })).toThrow(/datc\/6\.H\.1 \(x\.yaml\): a case with its own rule sets is not a DATC case/);
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
    for (const section of SECTIONS) expect(CITATIONS.get(`datc:${section}` as RuleId)?.url).toBe(`${sectionPage(section)}#${datcAnchor(section)}`);
  });
});

describe('our explanations (content/datc/explanations.yaml)', () => {
  const explanations = loadExplanations();
  const sections = loadDatcSections();
  const caseIds = new Set(sections.flatMap((f) => f.cases.map((c) => c.id)));
  const content = new URL('../../content/', import.meta.url).pathname;

  it('explain every case of 6.A–6.J, and only real cases', () => {
    expect([...caseIds].filter((id) => !explanations[id])).toEqual([]);
    expect(Object.keys(explanations).filter((id) => !caseIds.has(id))).toEqual([]);
  });

  it('are the explanations the section pages show', () => {
    for (const section of SECTIONS) for (const e of datcEntries(section)) expect(e.scenario.explanation ?? e.explanation).toBe(explanations[e.case.id]);
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
