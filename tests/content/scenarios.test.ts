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
import { checkedPhases, checkedRuling, isSingleMovement, rulePhases, ruleScenario, unknownCites } from '../../src/lib/scenario/rule';
import { listScenarioIds, loadScenario } from '../../src/lib/scenario/load';
import { publishedBoard, publishedPhase } from '../../src/lib/scenario/publish';

const ids = listScenarioIds();

describe('scenarios', () => {
  it('there are scenarios to check', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  describe.each(ids)('%s', (id) => {
    const scenario = loadScenario(id);

    if (!isSingleMovement(scenario)) {
      it('the engine rules every phase as expected, from the position the phase machine reaches', () => {
        const phases = rulePhases(scenario);
        expect(phases.flatMap((p) => p.problems)).toEqual([]);
        expect(phases).toHaveLength(1 + scenario.then.length);
        expect(phases.map((p) => p.position.phase)).toEqual([scenario.phase, ...scenario.then.map((t) => t.phase)]);
      });

      it('every phase is published as the editor reads it, with a row per order naming its unit', () => {
        for (const p of rulePhases(scenario)) {
          const board = publishedPhase(scenario, p);
          expect(board.rows.filter((r) => r.line !== null).map((r) => r.outcome).sort()).toEqual([...p.outcomes].sort());
          for (const row of board.rows) if (row.unit !== null) expect(row.unit).toMatch(/^(AUS|ENG|FRA|GER|ITA|RUS|TUR) [AF] [a-z]{3}(\/[a-z]{2})?$/);
        }
      });

      it('cites only known rules', () => {
        expect(unknownCites(scenario)).toEqual([]);
      });
      return;
    }

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

  it('checks a retreat phase: its outcomes and the units disbanded', () => {
    write(
      'retreat',
      ['title: R', 'phase: retreat', 'units: [ITA A tri]', 'retreating:', '  - { unit: AUS A tri, from: ven }', 'orders:', '  - AUS A tri - alb: fails', 'disbanded: []'].join('\n'),
    );
    expect(rulePhases(loadScenario('retreat', dir))[0].problems).toEqual(['AUS A tri - alb: expected fails, got succeeds']);
    expect(() => checkedPhases(loadScenario('retreat', dir))).toThrow(/retreat.*Spring 1901 retreat: AUS A tri - alb: expected fails, got succeeds/s);
  });

  it('checks an adjustment phase, civil disorder included', () => {
    write('adjust', ['title: A', 'phase: adjustment', 'units: [TUR A con, TUR A gal]', 'centres: { TUR: [con] }', 'orders: []', 'civilDisorder: []'].join('\n'));
    expect(rulePhases(loadScenario('adjust', dir))[0].problems).toEqual(['civil disorder: expected none, got TUR A gal']);
  });

  it('follows the phase machine through a sequence, and says where it goes instead', () => {
    write('sequence', ['title: S', 'orders:', '  - FRA A par - bur: succeeds', 'then:', '  - phase: retreat', '    orders: []'].join('\n'));
    expect(rulePhases(loadScenario('sequence', dir))[0].problems).toEqual(['then.0: the phase machine goes on to Fall 1901 movement, not to a retreat phase']);
  });

  it('rejects fields that do not belong to the phase', () => {
    write('noretreating', ['title: N', 'phase: retreat', 'orders: []'].join('\n'));
    write('springadjust', ['title: N', 'phase: adjustment', 'season: spring', 'orders: []'].join('\n'));
    write('movementdisbanded', ['title: N', 'orders: []', 'disbanded: [FRA A par]'].join('\n'));
    expect(() => loadScenario('noretreating', dir)).toThrow(/retreating.*dislodged units/);
    expect(() => loadScenario('springadjust', dir)).toThrow(/season.*Fall/);
    expect(() => loadScenario('movementdisbanded', dir)).toThrow(/retreating.*belong to a retreat phase/);
  });
});
