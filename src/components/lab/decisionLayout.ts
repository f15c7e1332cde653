/**
 * The decision graph of a ruling (the paradox lab): every decision of the resolver's trace (moves,
 * supports, convoys, paths, and the strengths: attack, hold, defend, prevent) with an arrow to each
 * decision it waited for, laid out left to right, dependencies first. Each dependency cycle (a
 * strongly connected group of decisions) is drawn on a ring, with how it was settled: a unique
 * resolution, circular movement, the Szykman rule, or the Alexander IV.5.f world without the army
 * and its verdict. Pure (d3-shape only), so it is tested in Node and drawn in the browser.
 */
import { linkHorizontal, line, curveBasis } from 'd3-shape';
import { standardMap } from '../../../engine/map/standardMap';
import { provinceOf, unitKey } from '../../../engine/map/types';
import type { Adjudication } from '../../../engine/resolve';
import { ruleSet } from '../../../engine/rules';
import { placeName, unitName } from '../../../engine/trace/describe';
import type { Settlement, TraceDecision } from '../../../engine/trace/types';

export interface DecisionNode {
  id: string;
  kind: TraceDecision['kind'];
  x: number;
  y: number;
  /** One letter in the circle. */
  glyph: string;
  /** Under the circle: the places. */
  short: string;
  /** The decision and its value in words, for the title and the list. */
  label: string;
  /** The unit the decision is about (`ENG F lon`), to highlight on the board; null for a province's hold strength without a unit. */
  unit: string | null;
  /** The province to highlight on the board. */
  province: string;
  /** Index of the cycle it is part of, or -1. */
  cycle: number;
  /** Where the short label goes, from the node's centre: below it, or outwards from its ring. */
  labelDx: number;
  labelDy: number;
  value: boolean | number;
}

export interface DecisionEdge {
  from: string;
  to: string;
  d: string;
  cycle: number;
}

export interface DecisionCycle {
  members: string[];
  settlement: Settlement | 'unique';
  /** How it was settled, in words. */
  words: string;
  /** The rule that settled it, by id. */
  rule?: string;
  cx: number;
  cy: number;
  r: number;
}

export interface DecisionDrawing {
  rules: string;
  width: number;
  height: number;
  nodes: DecisionNode[];
  edges: DecisionEdge[];
  cycles: DecisionCycle[];
}

const GLYPH: Record<TraceDecision['kind'], string> = { move: 'M', support: 'S', convoy: 'C', path: 'P', dislodgement: 'D', attack: 'a', hold: 'h', defend: 'd', prevent: 'p' };
const KIND_WORD: Record<TraceDecision['kind'], string> = {
  move: 'Does the move succeed',
  support: 'Is the support given',
  convoy: 'Does the convoy stand',
  path: 'Is there a convoy route',
  dislodgement: 'Is the unit dislodged',
  attack: 'Attack strength',
  hold: 'Hold strength',
  defend: 'Defend strength',
  prevent: 'Prevent strength',
};

const COL = 150;
const ROW = 64;
const MARGIN = 40;

/** Tarjan's algorithm over the decisions; components come out dependencies first. */
function components(ids: string[], next: (id: string) => string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    on.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        c.push(w);
      } while (w !== v);
      out.push(c.reverse());
    }
  };
  for (const id of ids) if (!index.has(id)) visit(id);
  return out;
}

function valueWords(d: TraceDecision): string {
  if (typeof d.value === 'number') return String(d.value);
  const yes: Record<string, [string, string]> = {
    move: ['succeeds', 'fails'],
    support: ['given', 'not given'],
    convoy: ['stands', 'does not stand'],
    path: ['open', 'closed'],
    dislodgement: ['dislodged', 'not dislodged'],
  };
  const [t, f] = yes[d.kind] ?? ['yes', 'no'];
  return d.value ? t : f;
}

export function decisionDrawing(result: Adjudication): DecisionDrawing {
  const trace = result.trace;
  const map = standardMap;
  if (!trace) return { rules: result.rules, width: 0, height: 0, nodes: [], edges: [], cycles: [] };
  const byId = new Map(trace.decisions.map((d) => [d.id, d]));
  const deps = (id: string) => byId.get(id)!.dependsOn.filter((x) => byId.has(x));
  const comps = components(trace.decisions.map((d) => d.id), deps);
  const compOf = new Map<string, number>();
  comps.forEach((c, i) => c.forEach((id) => compOf.set(id, i)));
  const isCycle = (c: string[]) => c.length > 1 || deps(c[0]).includes(c[0]);

  // Columns: a component sits one column right of the furthest component it depends on.
  const column = comps.map(() => 0);
  comps.forEach((c, i) => {
    for (const id of c) for (const dep of deps(id)) if (compOf.get(dep) !== i) column[i] = Math.max(column[i], column[compOf.get(dep)!] + 1);
  });

  const cites = ruleSet(result.rules).cites;
  const orderOf = (d: TraceDecision) => (d.order !== undefined ? result.orders[d.order]?.order : undefined);
  const cycles: DecisionCycle[] = [];
  const cycleIndex = comps.map((c) => {
    if (!isCycle(c)) return -1;
    const decided = c.map((id) => byId.get(id)!);
    const recorded = trace.cycles.find((tc) => tc.members.some((m) => c.includes(m)));
    const settled = decided.find((d) => d.settled)?.settled ?? recorded?.settlement ?? 'unique';
    let words = 'Only one outcome of these decisions is consistent, so that is the ruling.';
    let rule: string | undefined;
    if (settled === 'circular-movement') {
      words = 'Circular movement: each move waits for the next unit to leave, and nothing else stops them, so every move succeeds.';
      rule = cites.circularMovement[0];
    } else if (settled === 'szykman') {
      words = 'The Szykman rule: the convoying fleets in the paradox do not convoy, and everything else is decided as usual.';
      rule = cites.paradox.find((x) => x === 'datc:4.A.2') ?? cites.paradox[0];
    } else if (settled === 'counterfactual') {
      const path = decided.find((d) => d.kind === 'path' && d.settled === 'counterfactual');
      const army = path?.order;
      const cf = trace.counterfactuals.find((x) => x.army === army);
      const o = army !== undefined ? result.orders[army].order : undefined;
      const who = o ? unitName(map, o.unit, o.at) : 'the convoyed army';
      const verdict = cf ? (cf.routeIntact ? 'a convoy route survives, so the convoy stands' : 'every route is disrupted, so the convoy fails') : 'the convoy is judged there';
      words = `Alexander IV.5.f: in the world where ${who} has no effect, ${verdict}; that verdict is kept.`;
      rule = cites.paradox[0];
    } else if (settled === 'all-fail') words = 'Every move in the circle fails.';
    cycles.push({ members: c, settlement: settled, words, rule, cx: 0, cy: 0, r: 0 });
    return cycles.length - 1;
  });

  // Place components column by column, top to bottom in order of their first order.
  const firstOrder = (c: string[]) => Math.min(...c.map((id) => byId.get(id)!.order ?? 99));
  const pos = new Map<string, { x: number; y: number }>();
  const columns = Math.max(0, ...column) + 1;
  const colWidth: number[] = Array(columns).fill(COL);
  const ringR = (n: number) => Math.max(70, (n * 100) / (2 * Math.PI));
  comps.forEach((c, i) => {
    if (cycleIndex[i] >= 0) colWidth[column[i]] = Math.max(colWidth[column[i]], 2 * ringR(c.length) + 150);
  });
  const colX: number[] = [];
  colWidth.reduce((x, w, k) => ((colX[k] = x + w / 2), x + w), MARGIN);
  let height = 0;
  for (let k = 0; k < columns; k++) {
    let y = MARGIN;
    const here = comps.map((c, i) => ({ c, i })).filter((e) => column[e.i] === k).sort((a, b) => firstOrder(a.c) - firstOrder(b.c));
    for (const { c, i } of here) {
      const ci = cycleIndex[i];
      if (ci < 0) {
        pos.set(c[0], { x: colX[k], y: y + 14 });
        y += ROW;
        continue;
      }
      const r = ringR(c.length);
      const cx = colX[k];
      const cy = y + r + 50;
      // The members in the order their arrows run, so the ring reads as a circle.
      const ring: string[] = [];
      const walk = (id: string) => {
        if (ring.includes(id)) return;
        ring.push(id);
        for (const n of deps(id)) if (c.includes(n)) walk(n);
      };
      c.forEach(walk);
      ring.forEach((id, j) => {
        const a = (2 * Math.PI * j) / ring.length;
        pos.set(id, { x: cx + r * Math.sin(a), y: cy - r * Math.cos(a) });
      });
      Object.assign(cycles[ci], { cx, cy, r });
      y = cy + r + 70;
    }
    height = Math.max(height, y);
  }
  const width = colX.length ? colX[colX.length - 1] + colWidth[columns - 1] / 2 + MARGIN : 0;

  const nodes: DecisionNode[] = trace.decisions.map((d) => {
    const o = orderOf(d);
    const province = d.province ?? (o ? provinceOf(o.at) : '');
    // A hold strength has no order of its own: it is about the unit standing in the province.
    const standing = o ?? result.orders.find((r) => provinceOf(r.order.at) === province)?.order;
    const unit = standing ? unitKey({ power: standing.power, type: standing.unit, loc: standing.at }) : null;
    const where = o ? (o.kind === 'move' ? `${provinceOf(o.at)}→${provinceOf(o.to)}` : provinceOf(o.at)) : province;
    const about = o ? `${unitName(map, o.unit, o.at)}${o.kind === 'move' ? ` to ${placeName(map, provinceOf(o.to))}` : ''}` : placeName(map, province);
    const p = pos.get(d.id)!;
    const ring = cycles[cycleIndex[compOf.get(d.id)!]];
    const out = ring ? Math.hypot(p.x - ring.cx, p.y - ring.cy) || 1 : 1;
    const [labelDx, labelDy] = ring ? [((p.x - ring.cx) / out) * 30, ((p.y - ring.cy) / out) * 26 + 4] : [0, 30];
    return {
      labelDx: Math.round(labelDx),
      labelDy: Math.round(labelDy),
      id: d.id,
      kind: d.kind,
      x: p.x,
      y: p.y,
      glyph: GLYPH[d.kind],
      short: `${where.replace(/\b\w/g, (m) => m.toUpperCase())}: ${valueWords(d)}`,
      label: `${KIND_WORD[d.kind]}? ${about}: ${valueWords(d)}${d.settled ? ` (settled: ${d.settled})` : ''}`,
      unit,
      province,
      cycle: cycleIndex[compOf.get(d.id)!],
      value: d.value,
    };
  });

  const at = new Map(nodes.map((n) => [n.id, n]));
  const across = linkHorizontal<unknown, [number, number]>()
    .source((l: unknown) => (l as [[number, number], [number, number]])[0])
    .target((l: unknown) => (l as [[number, number], [number, number]])[1]);
  const bend = line<[number, number]>().curve(curveBasis);
  const R = 15;
  const edges: DecisionEdge[] = trace.decisions.flatMap((d) =>
    deps(d.id).map((dep) => {
      const a = at.get(d.id)!;
      const b = at.get(dep)!;
      const ci = a.cycle >= 0 && a.cycle === b.cycle ? a.cycle : -1;
      let path: string;
      if (ci >= 0) {
        // Inside a ring: a chord bowed outwards, so the circle of arrows shows.
        const c = cycles[ci];
        const mx = (a.x + b.x) / 2;
        const my = (a.y + b.y) / 2;
        const out = Math.hypot(mx - c.cx, my - c.cy) || 1;
        const bow: [number, number] = [c.cx + ((mx - c.cx) / out) * (c.r * 1.12), c.cy + ((my - c.cy) / out) * (c.r * 1.12)];
        const trim = (p: DecisionNode, q: [number, number]): [number, number] => {
          const dx = q[0] - p.x;
          const dy = q[1] - p.y;
          const l = Math.hypot(dx, dy) || 1;
          return [p.x + (dx / l) * (R + 3), p.y + (dy / l) * (R + 3)];
        };
        path = bend([trim(a, bow), bow, trim(b, bow)]) ?? '';
      } else {
        path = across([[a.x - R - 2, a.y], [b.x + R + 4, b.y]] as never) ?? '';
      }
      return { from: d.id, to: dep, d: path, cycle: ci };
    }),
  );
  return { rules: result.rules, width: Math.ceil(width), height: Math.ceil(height), nodes, edges, cycles };
}
