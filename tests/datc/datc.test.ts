import { describe, expect, it } from 'vitest';
import { compareCase, expectationFor, runCase } from '../../engine/testCases/caseFile';
import { alexander, calsmun, datc, rulebook2008 } from '../../engine/rules';
import { datcCaseFiles, differencesFor } from './cases';

// Every case, whatever its phase: movement, retreat (6.H) and adjustment (6.B.14, 6.I, 6.J).
const files = datcCaseFiles();

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

// Each other rule set: the DATC result, or the expectation in its differences table.
for (const rules of [alexander, rulebook2008]) {
  const differences = differencesFor(rules.id);

  describe(`DATC under the ${rules.id} rule set (DATC result, or the differences table)`, () => {
    for (const { file } of files) {
      describe(`${file.section} ${file.title}`, () => {
        for (const c of file.cases) {
          const difference = differences.get(c.id);
          const label = difference ? ` [differs: ${difference.rule}]` : '';
          it(`${c.id} ${c.title}${label}`, () => {
            expect(compareCase(c, runCase(c, rules), expectationFor(c, difference))).toEqual([]);
          });
        }
      });
    }
  });

  describe(`the ${rules.id} differences table`, () => {
    const ids = new Set(files.flatMap(({ file }) => file.cases.map((c) => c.id)));
    it('names only existing cases, each with a reason and a real change or a different rule', () => {
      for (const [id, d] of differences) {
        expect(ids.has(id), id).toBe(true);
        expect(d.reason.length, id).toBeGreaterThan(20);
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
}

// CalsMUN plays the 2008 rulebook's moves, retreats and adjustments (engine/rules/calsmun.ts): its rulings are the
// 2008 ones, case for case, so it answers to the 2008 differences table.
describe('DATC under the calsmun rule set (the 2008 rulebook’s rulings)', () => {
  const differences = differencesFor(rulebook2008.id);
  for (const { file } of files) {
    describe(`${file.section} ${file.title}`, () => {
      for (const c of file.cases) {
        it(`${c.id} ${c.title}`, () => {
          expect(compareCase(c, runCase(c, calsmun), expectationFor(c, differences.get(c.id)))).toEqual([]);
        });
      }
    });
  }
});
