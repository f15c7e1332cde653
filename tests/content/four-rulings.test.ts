/** The paradox lab shows each case under every rule set, with the differences and the policies behind them. */
import { describe, expect, it } from 'vitest';
import { fourRulings } from '../../src/lib/lab/fourRulings';
import { checkedRuling } from '../../src/lib/scenario/rule';
import { loadScenario } from '../../src/lib/scenario/load';
import { publishedBoard } from '../../src/lib/scenario/publish';

const board = (id: string) => publishedBoard(checkedRuling(loadScenario(id)));

describe('a case under all four rule sets', () => {
  it('Pandin’s paradox: the DATC differs on the convoy by its paradox policy, citing IV.5.f and 4.A.2', () => {
    const four = fourRulings(board('alexander/pandin-london'));
    expect(four.columns.map((c) => c.rules)).toEqual(['alexander', 'datc', 'rulebook2008', 'calsmun']);
    const row = four.rows.findIndex((r) => r.unit === 'FRA F eng');
    const [alexander, datc, rulebook] = four.columns;
    expect(alexander.cells.every((c) => !c.differs)).toBe(true);
    expect(alexander.behind).toEqual([]);
    expect(datc.cells[row]).toEqual({ outcome: 'disrupted', dislodged: false, differs: true });
    const paradox = datc.behind.find((b) => b.policy === 'convoyParadox')!;
    expect(paradox.fromRules).toContain('alexander:IV.5.f');
    expect(paradox.toRules).toContain('datc:4.A.2');
    // The 2008 rulebook keeps the convoy but saves London's support: rule 21.
    expect(rulebook.cells[row].outcome).toBe('available');
    expect(rulebook.behind.flatMap((b) => b.toRules)).toContain('rulebook2008:rule-21');
  });

  it('a case every rule set agrees on has no marked cell', () => {
    const four = fourRulings(board('alexander/standoff'));
    for (const c of four.columns) {
      expect(c.cells.some((x) => x.differs)).toBe(false);
      expect(c.behind).toEqual([]);
    }
  });
});
