/**
 * Every scenario in content/scenarios (the boards the site shows) is ruled by the engine and
 * must match its expected outcomes, under its own rule set and under every rule set its
 * `differences` name; every rule it cites must be in the citation registry. The site build
 * makes the same check (Scenario.astro), so a wrong board fails both `npm test` and the build.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITATIONS, type RuleId } from '../../engine/rules';
import { checkedRuling, listScenarioIds, loadScenario, publishedBoard, ruleScenario, unknownCites } from '../../src/lib/scenario';

const ids = listScenarioIds();

describe('scenarios', () => {
  it('there are scenarios to check', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  describe.each(ids)('%s', (id) => {
    const scenario = loadScenario(id);

    it('the engine rules it as expected', () => {
      const ruling = ruleScenario(scenario);
      expect(ruling.problems).toEqual([]);
      // Every order is ruled, and the board would draw every unit.
      expect(ruling.result.orders.slice(0, scenario.orders.length)).toHaveLength(scenario.orders.length);
      expect(ruling.result.units.length + ruling.result.dislodged.length).toBe(ruling.units.length);
    });

    it('is published as the editor reads it: the orders written out, read leniently, ruled the same', () => {
      const board = publishedBoard(ruleScenario(scenario));
      // One row per order line and per unordered unit, each naming its unit with its power.
      expect(board.rows.filter((r) => r.line !== null)).toHaveLength(scenario.orders.length);
      for (const row of board.rows) expect(row.unit).toMatch(/^(AUS|ENG|FRA|GER|ITA|RUS|TUR) [AF] [a-z]{3}(\/[a-z]{2})?$/);
    });

    it('cites only known rules', () => {
      expect(unknownCites(scenario)).toEqual([]);
      for (const id of scenario.cites) expect(CITATIONS.get(id as RuleId)?.url).toMatch(/^\/.+#.+/);
    });
  });
});

describe('the scenario check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
  const write = (name: string, text: string) => writeFileSync(join(dir, `${name}.yaml`), text);

  it('reports each order the engine rules differently, and throws', () => {
    write('wrong', ['title: Wrong', 'orders:', '  - FRA A par - bur: succeeds', '  - GER A mun - bur: succeeds', 'dislodged: [GER A bur]'].join('\n'));
    const ruling = ruleScenario(loadScenario('wrong', dir));
    expect(ruling.problems).toEqual([
      'FRA A par - bur: expected succeeds, got fails',
      'GER A mun - bur: expected succeeds, got fails',
      'dislodged: expected GER A bur, got none',
    ]);
    expect(() => checkedRuling(loadScenario('wrong', dir))).toThrow(/wrong.*disagrees[\s\S]*FRA A par - bur: expected succeeds, got fails/);
  });

  it('checks the rulings under the rule sets in `differences`', () => {
    write(
      'differs',
      ['title: Differs', 'orders:', '  - FRA A par - bur: fails', '  - GER A mun - bur: fails', 'differences:', '  datc:', '    rule: datc:4.A.1', '    reason: none', '    orders:', '      FRA A par - bur: succeeds'].join('\n'),
    );
    expect(ruleScenario(loadScenario('differs', dir)).problems).toEqual(['under datc: FRA A par - bur: expected succeeds, got fails']);
  });

  it('rejects bad notation, unknown outcomes and unknown fields with the file and the field', () => {
    write('notation', ['title: Bad', 'orders:', '  - FRA A par moves - bur: succeeds'].join('\n'));
    write('outcome', ['title: Bad', 'orders:', '  - FRA A par - bur: wins'].join('\n'));
    write('field', ['title: Bad', 'explaination: typo', 'orders: []'].join('\n'));
    write('focus', ['title: Bad', 'focus: atlantis', 'orders: []'].join('\n'));
    expect(() => loadScenario('notation', dir)).toThrow(/notation.*orders\.0.*par moves/);
    expect(() => loadScenario('outcome', dir)).toThrow(/outcome.*orders\.0/);
    expect(() => loadScenario('field', dir)).toThrow(/field.*explaination/);
    expect(() => loadScenario('focus', dir)).toThrow(/focus/);
  });
});
