/** The paradox lab's decision graph: every decision of the trace, its cycles and how each was settled. */
import { describe, expect, it } from 'vitest';
import { ruleBoard } from '../../src/lib/boardRuling';
import { decisionDrawing } from '../../src/components/lab/decisionLayout';
import { checkedRuling } from '../../src/lib/scenario/rule';
import { loadScenario } from '../../src/lib/scenario/load';
import { publishedBoard } from '../../src/lib/scenario/publish';

const pandin = publishedBoard(checkedRuling(loadScenario('alexander/pandin-london')));

describe('the decision graph', () => {
  it('draws every decision of the trace and every dependency as an arrow', () => {
    const g = decisionDrawing(pandin.result);
    const trace = pandin.result.trace!;
    expect(g.nodes.map((n) => n.id).sort()).toEqual(trace.decisions.map((d) => d.id).sort());
    expect(g.edges.length).toBe(trace.decisions.reduce((k, d) => k + d.dependsOn.length, 0));
    for (const e of g.edges) expect(e.d).toMatch(/^M/);
    // Dependencies lie above what waits for them, outside a cycle.
    const at = new Map(g.nodes.map((n) => [n.id, n]));
    for (const e of g.edges.filter((x) => x.cycle < 0)) expect(at.get(e.to)!.y).toBeLessThan(at.get(e.from)!.y);
  });

  it('fits a phone: a view box about 400 wide, every circle and label inside it, no two labels overlapping', () => {
    const g = decisionDrawing(pandin.result);
    expect(g.width).toBeLessThanOrEqual(440);
    // Each label's box, from the layout's own width guess (11 px text, two lines).
    const boxes = g.nodes.map((n) => {
      const w = Math.max(n.place.length, n.valueText.length) * 6.6;
      const x0 = n.x + n.labelDx - (n.labelAnchor === 'start' ? 0 : n.labelAnchor === 'end' ? w : w / 2);
      return { id: n.id, x0, x1: x0 + w, y0: n.y + n.labelDy - 10, y1: n.y + n.labelDy + 16 };
    });
    for (const b of boxes) {
      expect(b.x0, b.id).toBeGreaterThanOrEqual(0);
      expect(b.x1, b.id).toBeLessThanOrEqual(g.width);
    }
    for (const n of g.nodes) expect(n.y - 15, n.id).toBeGreaterThanOrEqual(0);
    const overlaps = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1).map((b) => `${a.id} / ${b.id}`));
    expect(overlaps).toEqual([]);
  });

  it('routes the arrows of decisions outside a cycle round its ring, not across it', () => {
    const g = decisionDrawing(pandin.result);
    const [c] = g.cycles;
    const at = new Map(g.nodes.map((n) => [n.id, n]));
    const crossing: string[] = [];
    for (const e of g.edges.filter((x) => x.cycle < 0)) {
      // The path's points (ends and curve controls), but for those at the ring member an arrow starts or ends at.
      const nums = (e.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      for (let i = 0; i + 1 < nums.length; i += 2) {
        const [x, y] = [nums[i], nums[i + 1]];
        if ([at.get(e.from)!, at.get(e.to)!].some((n) => Math.hypot(n.x - x, n.y - y) < 15 + 6)) continue;
        if (Math.hypot(x - c.cx, y - c.cy) < c.r) crossing.push(`${e.from} → ${e.to} at (${Math.round(x)}, ${Math.round(y)})`);
      }
    }
    expect(crossing).toEqual([]);
  });

  it('lays each cycle on a ring of its own, with no decision outside the cycle inside the ring', () => {
    const g = decisionDrawing(pandin.result);
    const [c] = g.cycles;
    for (const n of g.nodes) {
      const d = Math.hypot(n.x - c.cx, n.y - c.cy);
      if (n.cycle === 0) expect(d).toBeCloseTo(c.r, 5);
      else expect(d, n.id).toBeGreaterThan(c.r + 24);
    }
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
