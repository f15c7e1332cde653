import { describe, expect, it } from 'vitest';
import { compareCase, expectationFor, runCase } from '../../engine/cli/caseFile';
import { alexander, datc } from '../../engine/rules';
import { alexanderDifferences, datcCaseFiles } from './cases';

// Every case, whatever its phase: movement, retreat (6.H) and adjustment (6.B.14, 6.I, 6.J).
const files = datcCaseFiles();
const differences = alexanderDifferences();

describe('DATC under the datc rule set (the DATC preferences)', () => {
  for (const { file } of files) {
    describe(`${file.section} ${file.title}`, () => {
      for (const c of file.cases) {
        it(`${c.id} ${c.title}`, () => {
          expect(compareCase(c, runCase(c, datc), expectationFor(c))).toEqual([]);
        });
      }
    });
  }
});

describe('DATC under the alexander rule set (DATC result, or the differences table)', () => {
  for (const { file } of files) {
    describe(`${file.section} ${file.title}`, () => {
      for (const c of file.cases) {
        const difference = differences.get(c.id);
        const label = difference ? ` [differs: ${difference.rule}]` : '';
        it(`${c.id} ${c.title}${label}`, () => {
          expect(compareCase(c, runCase(c, alexander), expectationFor(c, difference))).toEqual([]);
        });
      }
    });
  }
});

describe('the Alexander differences table', () => {
  const ids = new Set(files.flatMap(({ file }) => file.cases.map((c) => c.id)));
  it('names only existing cases, each with a real change', () => {
    for (const [id, d] of differences) {
      expect(ids.has(id), id).toBe(true);
      const changes = [d.orders, d.before].some((o) => Object.keys(o).length > 0);
      expect(changes || d.dislodged !== undefined || d.disbanded !== undefined || d.civilDisorder !== undefined, id).toBe(true);
    }
  });
  it('changes only orders that the case contains', () => {
    for (const { file } of files) {
      for (const c of file.cases) {
        const d = differences.get(c.id);
        if (!d) continue;
        const texts = new Set(c.orders.map((line) => Object.keys(line)[0]));
        for (const text of Object.keys(d.orders)) expect(texts.has(text), `${c.id}: ${text}`).toBe(true);
        const before = new Set((c.before ?? []).map((line) => Object.keys(line)[0]));
        for (const text of Object.keys(d.before)) expect(before.has(text), `${c.id}: before: ${text}`).toBe(true);
      }
    }
  });
});
