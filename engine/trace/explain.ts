import type { GameMap } from '../map/gameMap';
import { provinceOf } from '../map/types';
import { standardMap } from '../map/standardMap';
import type { RuleId } from '../rules/citations';
import { ruleSet } from '../rules';
import type { MovementResult } from '../resolve/types';
import { orderPhrase, placeName, unitName } from './describe';
import { dependencyGraph, type DecisionGraph, type Idea } from './graph';
import { explainDislodgement, explainOrder } from './sentences';
import type { Settlement, Trace } from '../resolve/traceTypes';

export interface ExplanationStep {
  /** Stable id: `supports`, `support:5`, `convoy:3`, `fight:bur`, `unopposed`, `cycle:fight:eng+…`. */
  id: string;
  kind: 'supports' | 'support' | 'convoy' | 'fight' | 'unopposed' | 'cycle';
  title: string;
  /** Sentences, in reading order. */
  text: string[];
  /** Result indices of the orders to highlight. */
  orders: number[];
  provinces: string[];
  rules: RuleId[];
  cycle?: { settlement: Settlement | 'unresolved'; ideas: string[] };
}

export interface Explanation {
  /** One or two sentences per order, by result index. */
  orders: string[];
  /** The ruling step by step, leaves first, one idea per step. */
  steps: ExplanationStep[];
  graph: DecisionGraph;
}

/**
 * Turn a ruling into what a game master would say: a sentence per order, the
 * steps in the order they can be decided, and the dependency graph with its
 * cycles. Needs the ruling's trace (`adjudicate(…, { trace: true })`).
 */
export function explain(result: MovementResult & { trace?: Trace }, map: GameMap = standardMap): Explanation {
  const orders = result.orders.map((_, i) => explainOrder(map, result, i));
  if (!result.trace) return { orders, steps: [], graph: { nodes: [], edges: [], cycles: [] } };
  const graph = dependencyGraph(result, result.trace);
  const steps: ExplanationStep[] = [];
  const unattacked: Idea[] = [];
  const rulesOf = (indices: number[]) => [...new Set(indices.flatMap((i) => result.orders[i].rules))];
  const provincesOf = (indices: number[]) =>
    [...new Set(indices.flatMap((i) => {
      const o = result.orders[i].order;
      return 'to' in o && o.to ? [provinceOf(o.at), provinceOf(o.to)] : [provinceOf(o.at)];
    }))];
  const step = (id: string, kind: ExplanationStep['kind'], title: string, indices: number[], text: string[], extraRules: RuleId[] = []) =>
    steps.push({ id, kind, title, text, orders: indices, provinces: provincesOf(indices), rules: [...new Set([...extraRules, ...rulesOf(indices)])] });

  for (const component of graph.order) {
    const ideas = component.map((id) => graph.ideas.get(id)!);
    if (component.length > 1 || graph.selfLoops.has(component[0])) {
      const cycle = graph.cycles.find((c) => c.nodes.includes(component[0]))!;
      const indices = [...new Set(ideas.flatMap((i) => i.orders))].sort((a, b) => a - b);
      const { title, lead, rules } = cycleWords(cycle.settlement, result, map, ideas);
      const verdicts = ideas.filter((i) => i.kind === 'convoy').flatMap((i) => counterfactualWords(result, map, i.army!));
      step(`cycle:${component.join('+')}`, 'cycle', title, indices, [lead, ...verdicts, ...indices.map((i) => orders[i])], rules);
      steps[steps.length - 1].cycle = { settlement: cycle.settlement, ideas: component };
      continue;
    }
    const idea = ideas[0];
    if (idea.kind === 'support' && !idea.attacked) unattacked.push(idea);
    else if (idea.kind === 'fight' && idea.unopposed) {
      // Consecutive unopposed moves share one step; order stays leaves-first.
      const last = steps[steps.length - 1];
      if (last?.kind === 'unopposed') {
        last.orders.push(...idea.orders);
        last.text.push(...idea.orders.map((i) => orders[i]));
        last.provinces = provincesOf(last.orders);
        last.rules = rulesOf(last.orders);
      } else step('unopposed', 'unopposed', 'Moves nothing opposes', idea.orders, idea.orders.map((i) => orders[i]));
    }
    else if (idea.kind === 'support') step(idea.id, 'support', `The support of ${unitName(map, result.orders[idea.orders[0]].order.unit, result.orders[idea.orders[0]].order.at)}`, idea.orders, idea.orders.map((i) => orders[i]));
    else if (idea.kind === 'convoy') {
      const army = result.orders[idea.army!].order;
      step(idea.id, 'convoy', `The convoy of ${unitName(map, army.unit, army.at)}`, idea.orders, convoyWords(result, map, idea, orders));
    }
    else if (idea.kind === 'fight') {
      const lost = (i: number) => result.orders[i].dislodged && provinceOf(result.orders[i].order.at) === idea.province;
      const text = idea.orders.map((i) => (lost(i) && result.orders[i].order.kind !== 'hold' ? explainDislodgement(map, result, i) : orders[i]));
      step(idea.id, 'fight', `The fight for ${placeName(map, idea.province!)}`, idea.orders, text);
    }
  }
  if (unattacked.length > 0) {
    const indices = unattacked.flatMap((i) => i.orders);
    steps.unshift({
      id: 'supports',
      kind: 'supports',
      title: 'Supports that nothing attacks',
      text: [`No unit attacks these supporting units, so every one of these supports counts: ${indices.map((i) => orderPhrase(map, result.orders[i].order)).join('; ')}.`],
      orders: indices,
      provinces: provincesOf(indices),
      rules: rulesOf(indices),
    });
  }
  return { orders, steps, graph: { nodes: graph.nodes, edges: graph.edges, cycles: graph.cycles } };
}

function cycleWords(settlement: Settlement | 'unresolved', result: MovementResult, map: GameMap, ideas: Idea[]): { title: string; lead: string; rules: RuleId[] } {
  const where = ideas.filter((i) => i.province).map((i) => placeName(map, i.province!));
  const cites = ruleSet(result.rules).cites;
  switch (settlement) {
    case 'circular-movement':
      return {
        title: 'A circle of moves',
        lead: `The moves into ${where.join(', ')} each wait for the next unit to leave. Nothing else stops them, so the whole circle moves at once.`,
        rules: cites.circularMovement,
      };
    case 'szykman':
      return {
        title: 'A convoy paradox, broken by the Szykman rule',
        lead: 'Whether the convoy succeeds depends on itself: if it succeeded, it would be disrupted, and the other way round. The Szykman rule settles it: the convoying fleets in the paradox do not convoy, and everything else is decided as usual.',
        rules: cites.paradox,
      };
    case 'counterfactual':
      return {
        title: 'A convoy paradox, settled by Alexander IV.5.f',
        lead: 'The convoy and the battles around it depend on each other in a circle. Rule IV.5.f breaks the circle: the convoy is judged in the world where the convoyed army has no effect, and that verdict stands.',
        rules: cites.paradox,
      };
    case 'unique': {
      const swap = headToHead(result, ideas);
      if (swap) {
        const [a, b] = swap.map((i) => result.orders[i].order);
        return {
          title: 'A head-to-head battle',
          lead: `${unitName(map, a.unit, a.at)} and ${unitName(map, b.unit, b.at)} try to trade places overland, so they meet head to head: the stronger one wins and the other is beaten; equal strengths are a standoff, and both stay where they are.`,
          rules: cites.exchange,
        };
      }
      return {
        title: 'Decisions that depend on each other',
        lead: 'These decisions depend on each other in a circle, but only one outcome is consistent, so that is the ruling.',
        rules: [],
      };
    }
    default:
      return { title: 'A circle of decisions', lead: 'These decisions depend on each other in a circle.', rules: [] };
  }
}

/**
 * The verdict of the IV.5.f world for one army, if one was needed: only when a move is aimed at one
 * of its convoying fleets can the army's own effect reach the convoy. A convoy nobody attacks is
 * simply carried out, and a newcomer's first convoy is told so, not told of other worlds.
 */
function counterfactualWords(result: MovementResult & { trace?: Trace }, map: GameMap, army: number): string[] {
  const cf = result.trace?.counterfactuals.find((c) => c.army === army && c.inert.length === 1);
  if (!cf || !convoyAttacked(result, army)) return [];
  const who = unitName(map, result.orders[army].order.unit, result.orders[army].order.at);
  const verdict = cf.routeIntact ? 'a convoy route survives, so the convoy stands' : 'no convoy route survives, so the convoy is disrupted';
  return [`In the world where ${who} has no effect, ${verdict}.`];
}

/** Is a move aimed at a fleet that convoys this army? */
function convoyAttacked(result: MovementResult, army: number): boolean {
  const a = result.orders[army].order;
  if (a.kind !== 'move') return false;
  const fleets = new Set(
    result.orders
      .map((r) => r.order)
      .filter((o) => o.kind === 'convoy' && o.army === provinceOf(a.at) && provinceOf(o.to) === provinceOf(a.to))
      .map((o) => provinceOf(o.at)),
  );
  return result.orders.some((r) => r.order.kind === 'move' && fleets.has(provinceOf(r.order.to)));
}

function convoyWords(result: MovementResult & { trace?: Trace }, map: GameMap, idea: Idea, sentences: string[]): string[] {
  const army = idea.army!;
  return [...counterfactualWords(result, map, army), ...idea.orders.filter((i) => i !== army).map((i) => sentences[i]), sentences[army]];
}

/** Two orders of the cycle that try to trade places, if any. */
function headToHead(result: MovementResult, ideas: Idea[]): [number, number] | undefined {
  const moves = ideas.flatMap((i) => i.orders).filter((i) => result.orders[i].order.kind === 'move');
  for (const a of moves) {
    for (const b of moves) {
      const x = result.orders[a].order;
      const y = result.orders[b].order;
      if (a < b && x.kind === 'move' && y.kind === 'move' && provinceOf(x.to) === provinceOf(y.at) && provinceOf(y.to) === provinceOf(x.at)) return [a, b];
    }
  }
  return undefined;
}
