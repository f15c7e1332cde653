/** The paradox lab's decision graph: every decision of the trace, its cycles and how each was settled. */
import { describe, expect, it } from 'vitest';
import { ruleBoard } from '../../src/lib/boardRuling';
import { decisionDrawing } from '../../src/components/lab/decisionLayout';
import { checkedRuling, loadScenario, publishedBoard } from '../../src/lib/scenario';

const pandin = publishedBoard(checkedRuling(loadScenario('alexander/pandin-london')));

describe('the decision graph', () => {
  it('draws every decision of the trace and every dependency as an arrow', () => {
    const g = decisionDrawing(pandin.result);
    const trace = pandin.result.trace!;
    expect(g.nodes.map((n) => n.id).sort()).toEqual(trace.decisions.map((d) => d.id).sort());
    expect(g.edges.length).toBe(trace.decisions.reduce((k, d) => k + d.dependsOn.length, 0));
    for (const e of g.edges) expect(e.d).toMatch(/^M/);
    // Dependencies lie to the left of what waits for them, outside a cycle.
    const at = new Map(g.nodes.map((n) => [n.id, n]));
    for (const e of g.edges.filter((x) => x.cycle < 0)) expect(at.get(e.to)!.x).toBeLessThan(at.get(e.from)!.x);
  });

  it('finds Pandin’s cycle, settled under Alexander by IV.5.f with its verdict, and under the DATC by Szykman', () => {
    const alexander = decisionDrawing(pandin.result);
    expect(alexander.cycles).toHaveLength(1);
    const [cycle] = alexander.cycles;
    expect(cycle.members).toEqual(expect.arrayContaining(['path:0', 'convoy:1', 'support:2']));
    expect(cycle.settlement).toBe('counterfactual');
    expect(cycle.rule).toBe('alexander:IV.5.f');
    expect(cycle.words).toMatch(/A Brest has no effect, a convoy route survives/);
    const datc = decisionDrawing(ruleBoard({ ...pandin.input, rules: 'datc' }).result);
    expect(datc.cycles.map((c) => c.settlement)).toEqual(['szykman']);
    expect(datc.cycles[0].rule).toBe('datc:4.A.2');
  });

  it('names each decision’s unit, for the board’s highlight', () => {
    const g = decisionDrawing(pandin.result);
    const node = (id: string) => g.nodes.find((n) => n.id === id)!;
    expect(node('support:2').unit).toBe('ENG F lon');
    expect(node('convoy:1').unit).toBe('FRA F eng');
    expect(node('hold:lon').unit).toBe('ENG F lon');
    expect(node('move:5').label).toMatch(/F Belgium to English Channel: succeeds/);
  });

  it('draws a ring of moves as settled by circular movement, and a plain board without cycles', () => {
    const ring = ruleBoard({ units: [{ power: 'TUR', type: 'F', loc: 'ank' }, { power: 'TUR', type: 'A', loc: 'con' }, { power: 'TUR', type: 'A', loc: 'smy' }], text: 'Turkey:\nF Ank-Con\nA Con-Smy\nA Smy-Ank', rules: 'datc' });
    expect(decisionDrawing(ring.result).cycles.map((c) => c.settlement)).toEqual(['circular-movement']);
    const plain = ruleBoard({ units: [{ power: 'TUR', type: 'A', loc: 'con' }], text: 'Turkey:\nA Con-Bul', rules: 'datc' });
    const g = decisionDrawing(plain.result);
    expect(g.cycles).toEqual([]);
    expect(g.nodes.length).toBeGreaterThan(0);
  });
});
