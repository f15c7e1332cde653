/**
 * The paradox lab's board pages (src/lib/lab/labBoards.ts): one for every case the lab page shows,
 * read from its tags, each with the anchor the lab page gives the case, so the page can fetch it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datcLabEntries, LAB_PAGE, labBoardPath, labBoards, scenarioAnchor } from '../../src/lib/lab/labBoards';
import { isSingleMovement } from '../../src/lib/scenario/rule';

describe('the paradox lab’s board pages', () => {
  const boards = labBoards();
  const page = readFileSync(LAB_PAGE, 'utf8');

  it('list every <LabCase> of the lab page, in order, then the DATC cases its <DatcLabCases> show', () => {
    const own = [...page.matchAll(/<LabCase id="([^"]+)"/g)].map((m) => m[1]);
    expect(boards.filter((b) => !b.prefix).map((b) => b.scenario.id)).toEqual(own);
    const datc = [...datcLabEntries('6.F', 14, 25), ...datcLabEntries('6.G')].map((e) => e.case.id);
    expect(boards.filter((b) => b.prefix).map((b) => b.prefix)).toEqual(datc);
    expect(datc).toContain('6.F.16');
  });

  it('give each case the anchor the lab page gives it, once, and a board of one movement phase', () => {
    expect(new Set(boards.map((b) => b.slug)).size).toBe(boards.length);
    expect(boards.find((b) => b.scenario.id === 'alexander/pandin-london')?.slug).toBe('alexander-pandin-london');
    expect(boards.find((b) => b.prefix === '6.F.16')?.slug).toBe('6-f-16');
    expect(labBoardPath('6-f-16')).toBe('/paradoxes/board/6-f-16/');
    expect(scenarioAnchor('explorer/lone-army-via-convoy')).toBe('explorer-lone-army-via-convoy');
    for (const b of boards) expect(isSingleMovement(b.scenario), b.slug).toBe(true);
  });

  it('say which tag is wrong, naming the file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lab-')), 'paradoxes.mdx');
    writeFileSync(file, '<LabCase level={3} />\n');
    expect(() => labBoards(file)).toThrow(/paradoxes\.mdx: a <LabCase> without an id/);
    writeFileSync(file, '<LabCase id="alexander/pandin-london" level={7} />\n');
    expect(() => labBoards(file)).toThrow(/level=\{7\} is not 2, 3 or 4/);
  });
});
