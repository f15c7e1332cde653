/**
 * The layout of a ruling's dependency cycles (ParadoxGraph.svelte): for every cycle of the
 * explanation's graph that needed a rule to break it (not `unique`), its ideas on a ring, an arrow
 * from each idea to the idea it depends on, and the rule that settled it. Pure (d3-shape), so the
 * drawing is made at build time and again in the browser when a live board is edited.
 */
import { line, curveCatmullRom } from 'd3-shape';
import { standardMap, type GameMap } from '../../../engine/map';
import type { MovementResult } from '../../../engine/resolve/types';
import { ruleSet } from '../../../engine/rules';
import { placeName, unitName } from '../../../engine/trace/describe';
import type { Explanation } from '../../../engine/trace/explain';
import type { CiteLink, CiteLinker } from '../../lib/cites';

export interface GraphDrawing {
  id: string;
  X: number;
  Y: number;
  W: number;
  H: number;
  cx: number;
  cy: number;
  nodes: { id: string; i: number; x: number; y: number; w: number; kind: 'fight' | 'support' | 'convoy'; kindWord: string; name: string }[];
  links: { from: string; to: string; d: string; text: string }[];
  said: { centre: string[]; before: string; rule?: CiteLink; after: string };
  sentence: string;
  settlement: string;
}

/** `uid` prefixes the drawings' ids (markers, titles), unique on the page. */
export function paradoxDrawings(explanation: Explanation, result: MovementResult, uid: string, link: CiteLinker, map: GameMap = standardMap): GraphDrawing[] {
const { graph } = explanation;
const cycles = graph.cycles.filter((c) => c.settlement !== 'unique' && c.nodes.length > 0);

type Kind = 'fight' | 'support' | 'convoy';
const KIND_WORD: Record<Kind, string> = { fight: 'Fight for', support: 'Support from', convoy: 'Convoy of' };
const nodeById = new Map(graph.nodes.map((n) => [n.id, n]));

/** `{ kind: 'Fight for', name: 'English Channel' }` from an idea id such as `fight:eng`. */
function words(id: string): { kind: string; name: string } {
  const node = nodeById.get(id);
  const kind = (node?.kind ?? id.slice(0, id.indexOf(':'))) as Kind;
  const key = id.slice(id.indexOf(':') + 1);
  const order = (i: number) => result.orders[i]?.order;
  let name = node?.label ?? id;
  if (kind === 'fight') name = placeName(map, key);
  else {
    const o = order(Number(key)) ?? (node ? order(node.orders[0]) : undefined);
    if (o) name = unitName(map, o.unit, o.at);
  }
  return { kind: KIND_WORD[kind] ?? kind, name };
}
const fullName = (id: string) => {
  const w = words(id);
  return `${w.kind.toLowerCase()} ${w.name}`;
};

const cites = ruleSet(result.rules).cites;
/** The settlement in words: `before` + the rule (a link when its page exists) + `after`. */
function settlementWords(settlement: string, nodes: string[]) {
  const army = nodes.find((n) => n.startsWith('convoy:'));
  const armyName = army ? words(army).name : 'the army';
  switch (settlement) {
    case 'counterfactual': {
      const rule = link(cites.paradox[0]);
      return { centre: ['Broken by', rule.label], before: 'Broken by ', rule, after: `: the convoy is judged as if ${armyName} had no effect, and that verdict stands.` };
    }
    case 'szykman': {
      const rule = link(cites.paradox.find((r) => r === 'datc:4.A.2') ?? cites.paradox[0]);
      return { centre: ['Broken by', 'the Szykman rule'], before: 'Broken by the Szykman rule (', rule, after: '): the convoying fleets in the paradox hold, so the convoy fails.' };
    }
    case 'circular-movement': {
      const rule = link(cites.circularMovement[0]);
      return { centre: ['Circular movement:', 'all move'], before: 'Circular movement: all move (', rule, after: '). Each move waits for the next unit to leave; nothing else stops them, so the whole circle moves at once.' };
    }
    case 'all-fail':
      return { centre: ['Settled:', 'all fail'], before: 'Every order in the circle fails.', rule: undefined, after: '' };
    default:
      return { centre: ['Not', 'settled'], before: 'No rule settles this circle.', rule: undefined, after: '' };
  }
}

/** The cycle's nodes in the order their arrows run, so the ring goes clockwise. */
function ringOrder(nodes: string[], edges: { from: string; to: string }[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (n: string) => {
    if (seen.has(n)) return;
    seen.add(n);
    out.push(n);
    const next = edges.find((e) => e.from === n && !seen.has(e.to));
    if (next) visit(next.to);
  };
  for (const n of nodes) visit(n);
  return out;
}

// Layout, in viewBox units: about 440 wide for three boxes, so text stays legible on a phone.
const FONT = 16;
const BOX_H = 54;
const ICON = 34;
// A generous guess at rendered text widths (no font metrics at build time).
const nameWidth = (s: string) => s.length * FONT * 0.64;
const kindWidth = (s: string) => s.length * 9.4;
const path = line<[number, number]>().curve(curveCatmullRom.alpha(0.5));

return cycles.map((cycle, k): GraphDrawing => {
    const members = new Set(cycle.nodes);
    const edges = graph.edges.filter((e) => members.has(e.from) && members.has(e.to));
    const ring = ringOrder(cycle.nodes, edges);
    const n = ring.length;
    const widths = ring.map((id) => {
      const w = words(id);
      return Math.min(215, Math.max(140, ICON + 14 + Math.max(nameWidth(w.name), kindWidth(w.kind))));
    });
    const maxW = Math.max(...widths);
    // The ring, centred on (0, 0): an ellipse wide enough that boxes side by side do not touch,
    // tall enough that boxes above one another leave room for an arrow between them.
    const Rx = n <= 2 ? 90 : Math.max(112, (maxW + 24) / (n === 4 ? 2 : 1.732));
    const Ry = n <= 3 ? Rx : Math.max(Rx * 0.8, 30 * n);
    const cx = 0;
    const cy = 0;
    const angle = (i: number) => (2 * Math.PI * i) / n; // clockwise from the top
    const nodes = ring.map((id, i) => {
      const a = angle(i);
      const x = cx + Rx * Math.sin(a);
      const y = cy - Ry * Math.cos(a);
      const w = widths[i];
      const said = words(id);
      return { id, i, x, y, w, kind: (nodeById.get(id)?.kind ?? 'fight') as Kind, kindWord: said.kind, name: said.name };
    });
    const at = new Map(nodes.map((p) => [p.id, p]));
    // Where a ray from a box's centre towards (tx, ty) leaves the box, plus a gap.
    const exit = (p: (typeof nodes)[number], tx: number, ty: number, gap: number): [number, number] => {
      const dx = tx - p.x;
      const dy = ty - p.y;
      const len = Math.hypot(dx, dy) || 1;
      const t = Math.min(Math.abs(dx) > 1e-6 ? p.w / 2 / Math.abs(dx) : Infinity, Math.abs(dy) > 1e-6 ? BOX_H / 2 / Math.abs(dy) : Infinity);
      return [p.x + dx * t + (dx / len) * gap, p.y + dy * t + (dy / len) * gap];
    };
    const links = edges.map((e) => {
      const a = at.get(e.from)!;
      const b = at.get(e.to)!;
      const step = (b.i - a.i + n) % n; // clockwise positions from a to b
      let mid: [number, number];
      if (step === 1) {
        // Neighbours: bow outwards along the ring (with two boxes, one arrow on each side).
        const m = angle(a.i) + Math.PI / n;
        const k = n === 2 ? 1.4 : 1.12;
        mid = [cx + k * Rx * Math.sin(m), cy - k * Ry * Math.cos(m)];
      } else {
        // A chord: bend it a little towards the centre.
        mid = [(a.x + b.x) / 2 * 0.7 + cx * 0.3, (a.y + b.y) / 2 * 0.7 + cy * 0.3];
      }
      const start = exit(a, mid[0], mid[1], 2);
      const end = exit(b, mid[0], mid[1], 6);
      return { from: e.from, to: e.to, points: [start, mid, end], d: path([start, mid, end]) ?? '', text: `The ${fullName(e.from)} depends on the ${fullName(e.to)}.` };
    });
    const said = settlementWords(cycle.settlement, ring);
    const sentence = `${said.before}${said.rule?.label ?? ''}${said.after}`;
    // The view box: just the boxes and arrows, plus a margin.
    const xs = [...nodes.flatMap((p) => [p.x - p.w / 2, p.x + p.w / 2]), ...links.flatMap((l) => l.points.map((q) => q[0]))];
    const ys = [...nodes.flatMap((p) => [p.y - BOX_H / 2, p.y + BOX_H / 2]), ...links.flatMap((l) => l.points.map((q) => q[1]))];
    const M = 12;
    const X = Math.floor(Math.min(...xs) - M);
    const Y = Math.floor(Math.min(...ys) - M);
    const W = Math.ceil(Math.max(...xs) + M) - X;
    const H = Math.ceil(Math.max(...ys) + M) - Y;
    return { id: `${uid}-pg${k}`, X, Y, W, H, cx, cy, nodes, links, said, sentence, settlement: cycle.settlement };
  });
}
