/**
 * The decision graph of a ruling (the paradox lab): every decision of the resolver's trace (moves,
 * supports, convoys, paths, and the strengths: attack, hold, defend, prevent) with an arrow to each
 * decision it waited for, laid out in layers from the top, dependencies first, in a view box about
 * 400 units wide that scales to its container (a phone shows it whole). Each dependency cycle (a
 * strongly connected group of decisions) is drawn on a ring of its own between the layers, turned so
 * that its arrows to the layers above leave from its top, with how it was settled: a unique
 * resolution, circular movement, the Szykman rule, or the Alexander IV.5.f world without the army
 * and its verdict. Labels stand beside their circles, and a layer wraps onto more lines rather than
 * letting them overlap. Pure (d3-shape only), so it is tested in Node and drawn in the browser.
 */
import { linkVertical, line, curveBasis } from 'd3-shape';
import { standardMap } from '../../../engine/map/standardMap';
import { provinceOf, unitKey } from '../../../engine/map/types';
import type { Adjudication } from '../../../engine/resolve';
import { ruleSet } from '../../../engine/rules';
import { placeName, unitName } from '../../../engine/trace/describe';
import type { Settlement, TraceDecision } from '../../../engine/resolve/traceTypes';
import { stronglyConnected } from '../../../engine/trace/stronglyConnected';

export interface DecisionNode {
  id: string;
  kind: TraceDecision['kind'];
  x: number;
  y: number;
  /** One letter in the circle. */
  glyph: string;
  /** Beside the circle: the places and the value, on one line each (`short` is both). */
  short: string;
  place: string;
  valueText: string;
  /** The decision and its value in words, for the title and the list. */
  label: string;
  /** The unit the decision is about (`ENG F lon`), to highlight on the board; null for a province's hold strength without a unit. */
  unit: string | null;
  /** The province to highlight on the board. */
  province: string;
  /** Index of the cycle it is part of, or -1. */
  cycle: number;
  /** Where the label's first line goes, from the node's centre: beside it, or outwards from its ring. */
  labelDx: number;
  labelDy: number;
  labelAnchor: 'start' | 'middle' | 'end';
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

/** The letter in each decision's circle: capitals for the yes/no decisions, small letters for the strengths. */
export const GLYPH: Record<TraceDecision['kind'], string> = { move: 'M', support: 'S', convoy: 'C', path: 'P', dislodgement: 'D', attack: 'a', hold: 'h', defend: 'd', prevent: 'p' };
export const KIND_WORD: Record<TraceDecision['kind'], string> = {
  move: 'Does the move succeed',
  support: 'Is the support given',
  convoy: 'Does the convoying fleet stay',
  path: 'Is there a convoy route',
  dislodgement: 'Is the unit dislodged',
  attack: 'Attack strength',
  hold: 'Hold strength',
  defend: 'Defend strength',
  prevent: 'Prevent strength',
};

/** The view box's usual width: on a 390 px phone it is drawn at about 0.85 scale. */
const WIDTH = 400;
const MARGIN = 12;
/** A decision's circle. */
const R = 15;
/** A label line's height, and a generous guess at an 11 px character's width (no font metrics in Node). */
const LINE = 13;
const CHAR = 6.6;
/** The vertical room between two lines of circles, for the arrows. */
const GAP = 44;


/**
 * A decision's value in the site's vocabulary (engine/trace/vocabulary.ts). A convoy decision is
 * whether the convoying fleet stays (DATC §5); under Alexander IV.5.f the convoy can stand although
 * its fleet is dislodged (Pandin's paradox), so the node names the fleet, not the convoy.
 */
function valueWords(d: TraceDecision): string {
  if (typeof d.value === 'number') return String(d.value);
  const yes: Record<string, [string, string]> = {
    move: ['succeeds', 'fails'],
    support: ['given', 'cut'],
    convoy: ['not dislodged', 'dislodged'],
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
  const comps = stronglyConnected(trace.decisions.map((d) => d.id), deps);
  const compOf = new Map<string, number>();
  comps.forEach((c, i) => c.forEach((id) => compOf.set(id, i)));
  const isCycle = (c: string[]) => c.length > 1 || deps(c[0]).includes(c[0]);

  // Layers: a component sits one layer below the deepest component it depends on.
  const layer = comps.map(() => 0);
  comps.forEach((c, i) => {
    for (const id of c) for (const dep of deps(id)) if (compOf.get(dep) !== i) layer[i] = Math.max(layer[i], layer[compOf.get(dep)!] + 1);
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

  // The labels first: their widths decide how many circles a line holds and how wide a ring is.
  const labels = new Map(
    trace.decisions.map((d) => {
      const o = orderOf(d);
      const province = d.province ?? (o ? provinceOf(o.at) : '');
      const where = o ? (o.kind === 'move' ? `${provinceOf(o.at)}→${provinceOf(o.to)}` : provinceOf(o.at)) : province;
      const place = where.replace(/\b\w/g, (m) => m.toUpperCase());
      const valueText = valueWords(d);
      return [d.id, { place, valueText, width: Math.max(place.length, valueText.length) * CHAR }];
    }),
  );
  const labelW = (id: string) => labels.get(id)!.width;
  // Who waits for whom across components: to turn each ring towards its neighbours.
  const dependents = new Map<string, string[]>();
  for (const d of trace.decisions) for (const dep of deps(d.id)) dependents.set(dep, [...(dependents.get(dep) ?? []), d.id]);

  const firstOrder = (c: string[]) => Math.min(...c.map((id) => byId.get(id)!.order ?? 99));
  const pos = new Map<string, { x: number; y: number; anchor: DecisionNode['labelAnchor']; dx: number; dy: number }>();
  // Rings set the width when their side labels need more than the usual box.
  const ringR = (n: number) => Math.max(78, (64 * n) / (2 * Math.PI));
  // Beside a ring: its members' labels, then a lane for the arrows that go round it.
  const LANE = 12;
  const ringSide = (c: string[]) => ringR(c.length) + R + 6 + Math.max(...c.map(labelW)) + LANE;
  let width = WIDTH;
  comps.forEach((c, i) => {
    if (cycleIndex[i] >= 0) width = Math.max(width, 2 * ringSide(c) + 2 * MARGIN);
  });
  const lanes: number[] = [];
  const usable = width - 2 * MARGIN;
  const meanX = (ids: string[]) => {
    const xs = ids.map((id) => pos.get(id)?.x).filter((x): x is number => x !== undefined);
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : width / 2;
  };

  let y = MARGIN;
  const layers = Math.max(-1, ...layer) + 1;
  for (let k = 0; k < layers; k++) {
    // The plain decisions of this layer, under the decisions they wait for (barycentre order).
    const plain = comps
      .map((c, i) => ({ c, i }))
      .filter((e) => layer[e.i] === k && cycleIndex[e.i] < 0)
      .map((e) => e.c[0])
      .sort((a, b) => meanX(deps(a)) - meanX(deps(b)) || firstOrder([a]) - firstOrder([b]));
    if (plain.length) {
      const slot = Math.max(...plain.map((id) => 2 * R + 6 + labelW(id) + 14));
      const perLine = Math.max(1, Math.floor(usable / slot));
      for (let from = 0; from < plain.length; from += perLine) {
        const row = plain.slice(from, from + perLine);
        const step = usable / row.length;
        row.forEach((id, j) => {
          // Each circle with its label to the right, the pair centred in its slot.
          const x = MARGIN + j * step + (step - (2 * R + 6 + labelW(id))) / 2 + R;
          pos.set(id, { x, y: y + R, anchor: 'start', dx: R + 5, dy: -2 });
        });
        y += 2 * R + GAP;
      }
    }
    // Each cycle of this layer on a ring of its own, below.
    comps.forEach((c, i) => {
      const ci = cycleIndex[i];
      if (ci < 0 || layer[i] !== k) return;
      const r = ringR(c.length);
      const cx = width / 2;
      const cy = y + LINE * 2 + R + 3 + r;
      // The members in the order their arrows run, so the ring reads as a circle.
      const ring: string[] = [];
      const walk = (id: string) => {
        if (ring.includes(id)) return;
        ring.push(id);
        for (const n of deps(id)) if (c.includes(n)) walk(n);
      };
      c.forEach(walk);
      // Turn the ring so that members waiting on the layers above sit at its top, and members
      // that layers below wait on sit at its bottom: fewer arrows cross the ring.
      const pull = ring.map((id) => deps(id).filter((x) => !c.includes(x)).length - (dependents.get(id) ?? []).filter((x) => !c.includes(x)).length);
      const angle = (j: number, turn: number) => (2 * Math.PI * ((j + turn) % ring.length)) / ring.length;
      let best = 0;
      let bestScore = -Infinity;
      for (let t = 0; t < ring.length; t++) {
        const score = ring.reduce((sum, _, j) => sum + pull[j] * Math.cos(angle(j, t)), 0);
        if (score > bestScore + 1e-9) [best, bestScore] = [t, score];
      }
      ring.forEach((id, j) => {
        const a = angle(j, best);
        const sx = Math.sin(a);
        const sy = -Math.cos(a);
        const x = cx + r * sx;
        const yy = cy + r * sy;
        // Labels outwards: beside the circle on the ring's sides, above or below it at the top and bottom.
        if (Math.abs(sx) >= 0.35) pos.set(id, { x, y: yy, anchor: sx > 0 ? 'start' : 'end', dx: sx > 0 ? R + 5 : -(R + 5), dy: -2 });
        else pos.set(id, { x, y: yy, anchor: 'middle', dx: 0, dy: sy < 0 ? -(R + 9 + LINE) : R + LINE + 2 });
      });
      Object.assign(cycles[ci], { cx, cy, r });
      lanes[ci] = ringSide(c) - LANE / 2;
      y = cy + r + R + LINE * 2 + GAP;
    });
  }
  const height = y - GAP + MARGIN;

  const nodes: DecisionNode[] = trace.decisions.map((d) => {
    const o = orderOf(d);
    const province = d.province ?? (o ? provinceOf(o.at) : '');
    // A hold strength has no order of its own: it is about the unit standing in the province.
    const standing = o ?? result.orders.find((r) => provinceOf(r.order.at) === province)?.order;
    const unit = standing ? unitKey({ power: standing.power, type: standing.unit, loc: standing.at }) : null;
    const about = o ? `${unitName(map, o.unit, o.at)}${o.kind === 'move' ? ` to ${placeName(map, provinceOf(o.to))}` : ''}` : placeName(map, province);
    const p = pos.get(d.id)!;
    const { place, valueText } = labels.get(d.id)!;
    return {
      labelDx: Math.round(p.dx),
      labelDy: Math.round(p.dy),
      labelAnchor: p.anchor,
      place,
      valueText,
      id: d.id,
      kind: d.kind,
      x: p.x,
      y: p.y,
      glyph: GLYPH[d.kind],
      short: `${place}: ${valueText}`,
      label: `${KIND_WORD[d.kind]}? ${about}: ${valueWords(d)}${d.settled ? ` (settled: ${d.settled})` : ''}`,
      unit,
      province,
      cycle: cycleIndex[compOf.get(d.id)!],
      value: d.value,
    };
  });

  const at = new Map(nodes.map((n) => [n.id, n]));
  const across = linkVertical<unknown, [number, number]>()
    .source((l: unknown) => (l as [[number, number], [number, number]])[0])
    .target((l: unknown) => (l as [[number, number], [number, number]])[1]);
  const bend = line<[number, number]>().curve(curveBasis);
  const edges: DecisionEdge[] = trace.decisions.flatMap((d) =>
    deps(d.id).map((dep) => {
      const a = at.get(d.id)!;
      const b = at.get(dep)!;
      const ci = a.cycle >= 0 && a.cycle === b.cycle ? a.cycle : -1;
      const trim = (p: DecisionNode, q: [number, number], gap: number): [number, number] => {
        const dx = q[0] - p.x;
        const dy = q[1] - p.y;
        const l = Math.hypot(dx, dy) || 1;
        return [p.x + (dx / l) * (R + gap), p.y + (dy / l) * (R + gap)];
      };
      let path: string;
      if (ci >= 0) {
        // Inside a ring: neighbours by an arc bowed outwards, so the circle of arrows shows; others
        // by a chord bent a little towards the centre.
        const c = cycles[ci];
        const mx = (a.x + b.x) / 2;
        const my = (a.y + b.y) / 2;
        const out = Math.hypot(mx - c.cx, my - c.cy);
        const neighbours = Math.hypot(a.x - b.x, a.y - b.y) < c.r * 1.3;
        const bow: [number, number] = neighbours && out > 1
          ? [c.cx + ((mx - c.cx) / out) * (c.r * 1.12), c.cy + ((my - c.cy) / out) * (c.r * 1.12)]
          : [mx * 0.8 + c.cx * 0.2, my * 0.8 + c.cy * 0.2];
        path = bend([trim(a, bow, 2), bow, trim(b, bow, 4)]) ?? '';
      } else {
        // Up to the decision waited for, from the top of this circle to the bottom of that one. A
        // ring in the way (or a ring member on the wrong side of its own ring) is gone round by the
        // lane beside its labels, on the side the arrow is on, never across it.
        const lower = a.cycle >= 0 && a.y > cycles[a.cycle].cy - 1 ? a.cycle : -1;
        const upper = b.cycle >= 0 && b.y < cycles[b.cycle].cy + 1 ? b.cycle : -1;
        const between = cycles
          .map((c, k) => ({ c, k }))
          .filter(({ c, k }) => k !== a.cycle && k !== b.cycle && c.cy - c.r < a.y && c.cy + c.r > b.y)
          .sort((p, q) => q.c.cy - p.c.cy);
        if (lower < 0 && upper < 0 && between.length === 0) {
          path = across([[a.x, a.y - R - 2], [b.x, b.y + R + 4]] as never) ?? '';
        } else {
          const laneX = (k: number) => {
            const c = cycles[k];
            return c.cx + Math.sign(a.x - c.cx || b.x - c.cx || 1) * lanes[k];
          };
          const points: [number, number][] = [];
          if (lower >= 0) {
            const x = laneX(lower);
            points.push(trim(a, [x, a.y], 2), [x, a.y], [x, cycles[lower].cy - cycles[lower].r]);
          } else points.push([a.x, a.y - R - 2]);
          for (const { c, k } of between) points.push([laneX(k), c.cy + c.r], [laneX(k), c.cy - c.r]);
          if (upper >= 0) {
            const x = laneX(upper);
            points.push([x, cycles[upper].cy + cycles[upper].r], [x, b.y], trim(b, [x, b.y], 4));
          } else points.push([b.x, b.y + R + 4]);
          path = bend(points) ?? '';
        }
      }
      return { from: d.id, to: dep, d: path, cycle: ci };
    }),
  );
  return { rules: result.rules, width: Math.ceil(width), height: Math.ceil(height), nodes, edges, cycles };
}
