/**
 * The sandbox's whole state as plain data: the rule set, the line of play (every phase played, each
 * with the orders given, then the phase now awaiting orders), which phase is shown, and the lines
 * of play left behind when a reader replayed an earlier phase (branches). Every change is a pure
 * function from state to state, so undo, redo, the share link and local storage all just store
 * states. The phase machine is the engine's (`nextPosition`).
 */
import { z } from 'zod';
import { GameOverError, nextPosition, type NextStep } from '../../../engine/game/nextPosition';
import { type Position } from '../../../engine/game/position';
import { rulesForYear, variantStart } from '../../../engine/game/variantRules';
import { PositionError, positionFromJson, positionToJson } from '../../../engine/game/serialize';
import { standardMap } from '../../../engine/map/standardMap';
import { POWERS } from '../../../engine/map/types';
import { powersOut } from '../../../engine/orders/parseBoard';
import { parseOrders } from '../../../engine/orders/parse';
import type { RuleSetId } from '../../../engine/rules/ruleSet';
import { RULE_SET_IDS } from '../../../engine/rules';
import { checkToss, PLAYER_VARIANTS, PLAYER_VARIANT_IDS, type PlayerVariantId, type VariantPlay } from '../../../engine/rules/playerVariants';

export interface PhaseNode {
  position: Position;
  /** The orders as written for this phase (given, for a phase already played). */
  orders: string;
}

export interface SandboxState {
  rules: RuleSetId;
  /** A game for fewer players (V.5); absent: the seven-player game. */
  variant?: PlayerVariantId;
  /** Two players: the side that won the coin toss (a side id); Italy stays neutral without it. */
  toss?: string;
  /** The line of play: `nodes[i + 1]` is what `nodes[i]`'s orders led to. */
  nodes: PhaseNode[];
  /** The phase shown. */
  at: number;
  /** Earlier lines of play, kept when a reader replays from an earlier phase. */
  branches: PhaseNode[][];
}

export { RULE_SET_IDS };

export function emptyPosition(): Position {
  return { season: 'spring', year: 1901, phase: 'movement', units: [], centres: {}, dislodged: [], standoffs: [], eliminated: [] };
}

export function startState(rules: RuleSetId = 'alexander', start: 'standard' | 'empty' | Position = 'standard', variant?: PlayerVariantId, toss?: string): SandboxState {
  const play = variant ? { variant: PLAYER_VARIANTS[variant], ...(toss ? { toss } : {}) } : undefined;
  const position = start === 'standard' ? variantStart(standardMap, rules, play) : start === 'empty' ? emptyPosition() : start;
  const s: SandboxState = { rules, nodes: [{ position, orders: '' }], at: 0, branches: [] };
  if (variant) s.variant = variant;
  if (variant && toss) s.toss = toss;
  return s;
}

/** The variant as the engine plays it, or undefined for the seven-player game. */
export function variantPlay(s: Pick<SandboxState, 'variant' | 'toss'>): VariantPlay | undefined {
  if (!s.variant) return undefined;
  return s.toss ? { variant: PLAYER_VARIANTS[s.variant], toss: s.toss } : { variant: PLAYER_VARIANTS[s.variant] };
}

/** Another variant: a new game from that variant's start (its year, its powers); undo brings the old one back. */
export function withVariant(s: SandboxState, variant: PlayerVariantId): SandboxState {
  return startState(s.rules, 'standard', variant);
}

/** Record the coin toss (two players): Italy joins that side from Spring 1915. The line of play is kept. */
export function withToss(s: SandboxState, toss: string | undefined): SandboxState {
  const next = { ...s };
  if (toss) next.toss = toss;
  else delete next.toss;
  return next;
}

export const current = (s: SandboxState): PhaseNode => s.nodes[s.at];
export const isLatest = (s: SandboxState): boolean => s.at === s.nodes.length - 1;

/** Cut the line of play after the shown phase, keeping what followed as a branch. */
function cutHere(s: SandboxState): SandboxState {
  if (isLatest(s)) return s;
  return { ...s, nodes: s.nodes.slice(0, s.at + 1), branches: [...s.branches, s.nodes] };
}

export function withOrders(s: SandboxState, orders: string): SandboxState {
  const nodes = [...s.nodes];
  nodes[s.at] = { ...nodes[s.at], orders };
  return { ...s, nodes };
}

/**
 * Edit the shown phase's position (units, centres, season, year, phase); what followed becomes a branch. A power
 * the edit leaves with neither units nor centres is out of the game, and one the edit gives either is back in (so
 * an insurrection can be set up by hand); every other power keeps its standing.
 */
export function withPosition(s: SandboxState, position: Position): SandboxState {
  const cut = cutHere(s);
  const nodes = [...cut.nodes];
  nodes[cut.at] = { ...nodes[cut.at], position: withStanding(current(s).position, position) };
  return { ...cut, nodes };
}

function withStanding(before: Position, after: Position): Position {
  const outBefore = powersOut(before.units, before.centres, undefined);
  const outAfter = powersOut(after.units, after.centres, undefined);
  const eliminated = POWERS.filter((power) => (outBefore.includes(power) === outAfter.includes(power) ? after.eliminated.includes(power) : outAfter.includes(power)));
  return eliminated.join() === after.eliminated.join() ? after : { ...after, eliminated };
}

export function withRules(s: SandboxState, rules: RuleSetId): SandboxState {
  return { ...s, rules };
}

export function goTo(s: SandboxState, at: number): SandboxState {
  return { ...s, at: Math.max(0, Math.min(s.nodes.length - 1, at)) };
}

/** Bring back a branch; the line of play it replaces becomes a branch in turn. */
export function switchBranch(s: SandboxState, b: number): SandboxState {
  const branch = s.branches[b];
  if (!branch) return s;
  const branches = s.branches.filter((_, i) => i !== b).concat([s.nodes]);
  return { ...s, nodes: branch, branches, at: branch.length - 1 };
}

export class PlayError extends Error {
  override name = 'PlayError';
}

/**
 * Play the shown phase with its orders: the engine's phase machine gives the next position. From
 * an earlier phase this replays, and the old continuation is kept as a branch.
 */
export function play(s: SandboxState): { state: SandboxState; step: NextStep } {
  const node = current(s);
  const variant = variantPlay(s);
  const parse = parseOrders(node.orders, node.position, rulesForYear(s.rules, variant, node.position.year), { map: standardMap });
  let step: NextStep;
  try {
    step = nextPosition(node.position, parse.given, s.rules, variant ? { map: standardMap, variant } : { map: standardMap });
  } catch (e) {
    if (e instanceof GameOverError) throw new PlayError(`The game is over: ${node.position.winner ?? 'a power'} has won.`);
    throw new PlayError((e as Error).message);
  }
  // A phase that settled itself (a retreat with nowhere to go) stays in the history, so its disbands are seen.
  const added = [...step.automatic.map((a) => a.position), step.position];
  const sameAs = (node: PhaseNode | undefined, position: Position) => node !== undefined && JSON.stringify(positionToJson(node.position)) === JSON.stringify(positionToJson(position));
  const same = !isLatest(s) && added.every((p, i) => sameAs(s.nodes[s.at + 1 + i], p));
  if (same) return { state: { ...s, at: s.at + added.length }, step };
  const cut = cutHere(s);
  return { state: { ...cut, nodes: [...cut.nodes, ...added.map((position) => ({ position, orders: '' }))], at: cut.nodes.length + added.length - 1 }, step };
}

// --- As JSON: the share link, local storage and the game export read and write this.

const nodeJson = z.object({ position: z.unknown(), orders: z.string().max(2_000_000) });
export const stateJsonSchema = z.object({
  v: z.literal(1),
  rules: z.enum(RULE_SET_IDS),
  variant: z.enum(PLAYER_VARIANT_IDS as [PlayerVariantId, ...PlayerVariantId[]]).optional(),
  toss: z.string().optional(),
  at: z.number().int().min(0),
  nodes: z.array(nodeJson).min(1),
  branches: z.array(z.array(nodeJson).min(1)).default([]),
});
export type SandboxStateJson = z.input<typeof stateJsonSchema>;

export function stateToJson(s: SandboxState, { withHistory = true } = {}): SandboxStateJson {
  const node = (n: PhaseNode) => ({ position: positionToJson(n.position), orders: n.orders });
  const game = { ...(s.variant ? { variant: s.variant } : {}), ...(s.toss ? { toss: s.toss } : {}) };
  if (!withHistory) return { v: 1, rules: s.rules, ...game, at: 0, nodes: [node(current(s))], branches: [] };
  return { v: 1, rules: s.rules, ...game, at: s.at, nodes: s.nodes.map(node), branches: s.branches.map((b) => b.map(node)) };
}

/** A problem with saved or shared state: where and what, for the reader. */
export class StateError extends Error {
  override name = 'StateError';
}

/** At most this many problems are listed in a message; the rest are counted. */
const SHOWN_ISSUES = 3;

/** A bad position's problems for a message: the first few, each with its place, and how many more (forty copies of a unit give one line, not forty). */
export function positionProblems(e: unknown): string {
  if (!(e instanceof PositionError)) return (e as Error).message;
  const more = e.issues.length - SHOWN_ISSUES;
  return e.issues.slice(0, SHOWN_ISSUES).join('; ') + (more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : '');
}

export function stateFromJson(json: unknown): SandboxState {
  const version = (json as { v?: unknown } | null)?.v;
  if (typeof version === 'number' && version > 1) throw new StateError(`This was saved by a newer version of the sandbox (format ${version}); this page reads format 1.`);
  const parsed = stateJsonSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StateError(`${issue.path.join('.') || 'the state'}: ${issue.message}`);
  }
  const node = (n: { position?: unknown; orders: string }, where: string): PhaseNode => {
    try {
      return { position: positionFromJson(n.position, standardMap), orders: n.orders };
    } catch (e) {
      throw new StateError(`${where}: ${positionProblems(e)}`);
    }
  };
  const d = parsed.data;
  const nodes = d.nodes.map((n, i) => node(n, `phase ${i + 1}`));
  if (d.at >= nodes.length) throw new StateError(`at: phase ${d.at + 1} of ${nodes.length}`);
  const state: SandboxState = { rules: d.rules, at: d.at, nodes, branches: d.branches.map((b, j) => b.map((n, i) => node(n, `branch ${j + 1}, phase ${i + 1}`))) };
  if (d.variant) state.variant = d.variant;
  if (d.toss) {
    const wrong = d.variant ? checkToss(PLAYER_VARIANTS[d.variant], d.toss) : 'a coin toss belongs to the two-player variant';
    if (wrong) throw new StateError(`toss: ${wrong}`);
    state.toss = d.toss;
  }
  return state;
}
