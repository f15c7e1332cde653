/**
 * The paradox lab's boards as pages of their own (src/pages/paradoxes/board/[slug].astro): the lab
 * page shows each case's heading, a placeholder and its four-rule-set table, and fetches the live board when the case scrolls near (src/components/lab/lazyBoards.ts). The cases
 * are the ones content/paradoxes.mdx shows, read from its `<LabCase>` and `<DatcLabCases>` tags, so
 * the page stays the one list. Node only (it reads files); used at build time and by the tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { datcEntries } from '../datcCases';
import { isSingleMovement } from '../scenario/rule';
import { loadScenario } from '../scenario/load';
import { ScenarioError, type Scenario } from '../scenario/schema';

export const LAB_PAGE = join(process.cwd(), 'content', 'paradoxes.mdx');

/** What LabCase.astro needs to draw a case's board, as the lab page gives it. */
export interface LabBoard {
  /** The case's anchor on the lab page, and its board page's name. */
  slug: string;
  scenario: Scenario;
  prefix?: string;
  level: 2 | 3 | 4;
}

/** `alexander/pandin-london` → `alexander-pandin-london`: a scenario's anchor, as Scenario.astro makes it. */
export const scenarioAnchor = (id: string) => id.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/** The board page of a case on the lab page. */
export const labBoardPath = (slug: string) => `/paradoxes/board/${slug}/`;

/** The DATC cases a `<DatcLabCases>` tag shows: single movement cases numbered from..to. */
export function datcLabEntries(section: string, from = 1, to = Infinity) {
  return datcEntries(section).filter((e) => {
    const n = Number(e.case.id.split('.')[2].replace(/\D/g, ''));
    return isSingleMovement(e.scenario) && n >= from && n <= to;
  });
}

const level = (attrs: string, file: string): 2 | 3 | 4 => {
  const n = Number(/level=\{(\d)\}/.exec(attrs)?.[1] ?? 3);
  if (n !== 2 && n !== 3 && n !== 4) throw new ScenarioError(`${file}: level={${n}} is not 2, 3 or 4`);
  return n;
};

/** Every case of the lab page, in its order. */
export function labBoards(file: string = LAB_PAGE): LabBoard[] {
  const text = readFileSync(file, 'utf8');
  const out: LabBoard[] = [];
  for (const m of text.matchAll(/<(LabCase|DatcLabCases)\b([^>]*)\/>/g)) {
    const [, tag, attrs] = m;
    if (tag === 'LabCase') {
      const id = /\bid="([^"]+)"/.exec(attrs)?.[1];
      if (!id) throw new ScenarioError(`${file}: a <LabCase> without an id="…": ${m[0]}`);
      out.push({ slug: scenarioAnchor(id), scenario: loadScenario(id), level: level(attrs, file) });
    } else {
      const section = /\bsection="([^"]+)"/.exec(attrs)?.[1];
      if (!section) throw new ScenarioError(`${file}: a <DatcLabCases> without a section="…": ${m[0]}`);
      const from = Number(/\bfrom=\{(\d+)\}/.exec(attrs)?.[1] ?? 1);
      const to = Number(/\bto=\{(\d+)\}/.exec(attrs)?.[1] ?? Infinity);
      for (const e of datcLabEntries(section, from, to)) out.push({ slug: e.anchor, scenario: e.scenario, prefix: e.case.id, level: level(attrs, file) });
    }
  }
  return out;
}
