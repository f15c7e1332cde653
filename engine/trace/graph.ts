import { provinceOf } from '../map/types';
import type { MovementResult } from '../resolve/types';
import type { Settlement, Trace, TraceDecision } from '../resolve/traceTypes';
import { stronglyConnected } from './stronglyConnected';

/**
 * Decisions grouped into ideas a person follows: the fight for a province, the
 * support of one unit, the convoy of one army. Edges point from an idea to the
 * ideas it depends on; strongly connected groups are the ruling's cycles.
 */
export interface Idea {
  id: string;
  kind: 'fight' | 'support' | 'convoy';
  label: string;
  province?: string;
  army?: number;
  orders: number[];
  decisions: string[];
  /** Support ideas: was the supporting unit attacked at all? */
  attacked?: boolean;
  /** Fight ideas: one unit moving into an empty province with no rival. */
  unopposed?: boolean;
}

export interface DecisionGraph {
  nodes: { id: string; kind: Idea['kind']; label: string; orders: number[] }[];
  edges: { from: string; to: string }[];
  cycles: { nodes: string[]; settlement: Settlement | 'unresolved' }[];
}

export interface IdeaGraph extends DecisionGraph {
  ideas: Map<string, Idea>;
  /** Strongly connected components, leaves (no dependencies) first. */
  order: string[][];
  selfLoops: Set<string>;
}

export function dependencyGraph(result: MovementResult, trace: Trace): IdeaGraph {
  const ideas = new Map<string, Idea>();
  const ideaOf = new Map<string, string>();
  const byId = new Map(trace.decisions.map((d) => [d.id, d]));
  const idea = (id: string, make: () => Omit<Idea, 'id' | 'orders' | 'decisions'>) => {
    let i = ideas.get(id);
    if (!i) ideas.set(id, (i = { id, ...make(), orders: [], decisions: [] }));
    return i;
  };
  const join = (d: TraceDecision, i: Idea) => {
    ideaOf.set(d.id, i.id);
    i.decisions.push(d.id);
    if (d.order !== undefined && (d.kind === 'move' || d.kind === 'support' || d.kind === 'convoy' || d.kind === 'path' || d.kind === 'dislodgement') && !i.orders.includes(d.order)) i.orders.push(d.order);
  };

  // Convoys belong to the army whose path uses them.
  const armyOfConvoy = new Map<string, number>();
  for (const d of trace.decisions) if (d.kind === 'path') for (const c of d.dependsOn) if (!armyOfConvoy.has(c)) armyOfConvoy.set(c, d.order!);

  for (const d of trace.decisions) {
    if (d.kind === 'support') {
      join(d, idea(`support:${d.order}`, () => ({ kind: 'support', label: `support ${d.order}`, province: d.province, attacked: d.dependsOn.length > 0 })));
    } else if (d.kind === 'path' || (d.kind === 'convoy' && armyOfConvoy.has(d.id))) {
      const army = d.kind === 'path' ? d.order! : armyOfConvoy.get(d.id)!;
      const o = result.orders[army].order;
      join(d, idea(`convoy:${army}`, () => ({ kind: 'convoy', label: `The convoy of ${o.unit} ${o.at}`, army, province: provinceOf(o.at) })));
    } else if (d.kind === 'convoy') {
      // A convoy no army uses: it only matters for whether its fleet is dislodged.
      join(d, idea(`fight:${d.province}`, () => ({ kind: 'fight', label: `fight ${d.province}`, province: d.province })));
    } else {
      const province = d.province!;
      join(d, idea(`fight:${province}`, () => ({ kind: 'fight', label: `fight ${province}`, province })));
    }
  }
  // Label convoy ideas with real names later (explain does); mark unopposed fights.
  for (const i of ideas.values()) {
    if (i.kind !== 'fight') continue;
    const moves = i.decisions.filter((id) => byId.get(id)!.kind === 'move');
    const hold = byId.get(`hold:${i.province}`);
    i.unopposed = moves.length === 1 && (!hold || hold.value === 0) && !i.decisions.some((id) => byId.get(id)!.kind === 'prevent');
  }

  const edges = new Map<string, Set<string>>();
  const selfLoops = new Set<string>();
  for (const d of trace.decisions) {
    const from = ideaOf.get(d.id)!;
    for (const dep of d.dependsOn) {
      const to = ideaOf.get(dep);
      if (!to) continue;
      if (to === from) {
        // A decision depending on another decision of the same idea is not a loop,
        // unless the trace recorded a cycle there (checked below).
        continue;
      }
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  const order = stronglyConnected([...ideas.keys()].sort(byFirstOrder(ideas)), (id) => [...(edges.get(id) ?? [])]);

  // Settlements from the resolver's cycles and IV.5.f counterfactuals.
  const cycles: DecisionGraph['cycles'] = [];
  for (const component of order) {
    const inside = (m: string) => component.includes(ideaOf.get(m) ?? '');
    // A single idea is a cycle only if the resolver met a cycle wholly inside it.
    const inCycle = trace.cycles.find((c) => (component.length === 1 ? c.members.every(inside) : c.members.some(inside)));
    if (component.length === 1 && !inCycle) continue;
    if (component.length === 1) selfLoops.add(component[0]);
    const decisions = component.flatMap((id) => ideas.get(id)!.decisions).map((id) => byId.get(id)!);
    let settlement: Settlement | 'unresolved' = inCycle?.settlement ?? 'unique';
    if (!inCycle && decisions.some((d) => d.settled === 'counterfactual')) settlement = 'counterfactual';
    const settledMoves = decisions.find((d) => d.settled === 'circular-movement' || d.settled === 'szykman');
    if (settledMoves?.settled) settlement = settledMoves.settled;
    cycles.push({ nodes: component, settlement });
  }

  return {
    ideas,
    order,
    selfLoops,
    nodes: [...ideas.values()].map((i) => ({ id: i.id, kind: i.kind, label: i.label, orders: i.orders })),
    edges: [...edges].flatMap(([from, tos]) => [...tos].map((to) => ({ from, to }))),
    cycles,
  };
}

function byFirstOrder(ideas: Map<string, Idea>) {
  const first = (id: string) => Math.min(...ideas.get(id)!.orders, Number.MAX_SAFE_INTEGER);
  return (a: string, b: string) => first(a) - first(b) || a.localeCompare(b);
}
