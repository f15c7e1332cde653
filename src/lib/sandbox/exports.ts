/**
 * What the sandbox exports and imports. Exports are the CLI's own formats, so a game played here
 * replays with `npm run adjudicate -- --game`, and a case rules the same on the command line.
 * An import is recognised by its shape; a bad one says what is wrong and where, and changes nothing.
 */
import { z } from 'zod';
import { caseInputSchema } from '../../../engine/case/json/caseInput';
import { nextPosition } from '../../../engine/game/nextPosition';
import { phaseLabel, type Position } from '../../../engine/game/position';
import { rulesForYear, variantStart } from '../../../engine/game/variantRules';
import { checkToss, PLAYER_VARIANTS, PLAYER_VARIANT_IDS, type PlayerVariantId } from '../../../engine/rules/playerVariants';
import { positionFromJson, positionToJson } from '../../../engine/game/serialize';
import { standardMap } from '../../../engine/map/standardMap';
import { provinceOf, unitKey, type Unit } from '../../../engine/map/types';
import { datcStyleCase, godipCase, pythonDiplomacyCase, readGodipCase, standardOrders, type CaseForExport } from '../../../engine/testCases/testNotations';
import { parseOrders } from '../../../engine/orders/parse';
import type { RuleSetId } from '../../../engine/rules/ruleSet';
import { caseOf, rulePhase } from './phaseRuling';
import { current, RULE_SET_IDS, StateError, stateFromJson, variantPlay, withOrders, type PhaseNode, type SandboxState } from './state';

export const caseExport = (s: SandboxState) => caseOf(current(s).position, current(s).orders, s.rules, s);
export const rulingExport = (s: SandboxState) => rulePhase(current(s).position, current(s).orders, s.rules, s).json;
export const positionExport = (s: SandboxState) => positionToJson(current(s).position);

/** The whole line of play in the CLI's `--game` format: the start and every phase's orders. */
export function gameExport(s: SandboxState): { about: string; rules: string; variant?: string; toss?: string; start: unknown; phases: { phase: string; orders: string }[] } {
  const played = s.nodes.slice(0, -1);
  return {
    about: `Played in the Diplomacy Rules Lab sandbox: ${played.length} phase(s) from ${phaseLabel(s.nodes[0].position)}.`,
    rules: s.rules,
    ...(s.variant ? { variant: s.variant } : {}),
    ...(s.toss ? { toss: s.toss } : {}),
    start: positionToJson(s.nodes[0].position),
    phases: played.map((n) => ({ phase: phaseLabel(n.position), orders: n.orders })),
  };
}

const gameSchema = z.object({
  rules: z.enum(RULE_SET_IDS).optional(),
  variant: z.enum(PLAYER_VARIANT_IDS as [PlayerVariantId, ...PlayerVariantId[]]).optional(),
  toss: z.string().optional(),
  start: z.union([z.literal('standard'), z.record(z.string(), z.unknown())]).default('standard'),
  phases: z.array(z.object({ phase: z.string().optional(), orders: z.string() })),
});

/** `game`: the file is a game of its own (a sandbox, a game, a position, a case), opened as a new game in the list; `orders`: orders for the phase shown. */
export type Imported = { kind: 'state'; state: SandboxState; what: string; into: 'game' | 'orders' } | { kind: 'error'; message: string };

function issue(e: z.ZodError): string {
  const i = e.issues[0];
  return `${i.path.join('.') || 'the file'}: ${i.message}`;
}

/** Read an imported file: a sandbox state, a whole game, a CLI case, a position, or plain-text orders. */
export function importText(text: string, into: SandboxState): Imported {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'error', message: 'The file is empty.' };
  if (/^\s*CASE\b/m.test(trimmed) && /^\s*PRESTATE/m.test(trimmed)) return fromGodip(trimmed, into);
  if (!trimmed.startsWith('{')) return { kind: 'state', state: withOrders(into, text), what: 'the orders of the phase shown', into: 'orders' };
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(trimmed);
  } catch (e) {
    return { kind: 'error', message: `The file looks like JSON but is not valid JSON: ${(e as Error).message}.` };
  }
  try {
    if ('nodes' in json) return { kind: 'state', state: stateFromJson(json), what: 'a sandbox', into: 'game' };
    if ('phases' in json) {
      const parsed = gameSchema.safeParse(json);
      if (!parsed.success) return { kind: 'error', message: `A game file, but ${issue(parsed.error)}.` };
      const rules: RuleSetId = parsed.data.rules ?? into.rules;
      const game = { ...(parsed.data.variant ? { variant: parsed.data.variant } : {}), ...(parsed.data.toss ? { toss: parsed.data.toss } : {}) };
      const wrong = parsed.data.toss && (parsed.data.variant ? checkToss(PLAYER_VARIANTS[parsed.data.variant], parsed.data.toss) : 'a coin toss belongs to the two-player variant');
      if (wrong) return { kind: 'error', message: `A game file, but toss: ${wrong}` };
      const variant = variantPlay(game);
      let position: Position = parsed.data.start === 'standard' ? variantStart(standardMap, rules, variant) : positionFromJson(parsed.data.start, standardMap);
      const nodes: PhaseNode[] = [];
      parsed.data.phases.forEach((p, i) => {
        const label = phaseLabel(position);
        if (p.phase && p.phase.trim().toLowerCase() !== label.toLowerCase()) throw new StateError(`phases[${i}] is labelled “${p.phase}”, but the game is at ${label}`);
        nodes.push({ position, orders: p.orders });
        const given = parseOrders(p.orders, position, rulesForYear(rules, variant, position.year)).given;
        position = nextPosition(position, given, rules, variant ? { variant } : {}).position;
      });
      nodes.push({ position, orders: '' });
      return { kind: 'state', state: { rules, ...game, nodes, at: nodes.length - 1, branches: [] }, what: `a game of ${parsed.data.phases.length} phase(s)`, into: 'game' };
    }
    if ('version' in json && 'season' in json) {
      const position = positionFromJson(json, standardMap);
      return { kind: 'state', state: { ...into, nodes: [{ position, orders: '' }], at: 0, branches: [] }, what: 'a position', into: 'game' };
    }
    if ('units' in json) {
      const parsed = caseInputSchema.safeParse(json);
      if (!parsed.success) return { kind: 'error', message: `A case, but ${issue(parsed.error)}.` };
      return { kind: 'state', state: stateFromCase(parsed.data, into.rules), what: 'a case', into: 'game' };
    }
  } catch (e) {
    return { kind: 'error', message: `The file cannot be used: ${(e as Error).message}.` };
  }
  return { kind: 'error', message: 'This JSON is none of what the sandbox reads: a sandbox, a game (“phases”), a case (“units” and “orders”) or a position (“version”, “season”).' };
}

/**
 * A sandbox at a CLI case: its position (Spring 1901 unless the case gives a season) and orders. A rule set, variant
 * or toss the sandbox does not know is refused (`StateError`), never swapped for a default; a case without `rules`
 * takes `fallback`. A bad position throws the engine's `PositionError`, naming each problem's place.
 */
export function stateFromCase(input: z.infer<typeof caseInputSchema>, fallback: RuleSetId): SandboxState {
  if (input.rules !== undefined && !(RULE_SET_IDS as readonly string[]).includes(input.rules)) throw new StateError(`rules: “${input.rules}” is not a rule set (known: ${RULE_SET_IDS.join(', ')})`);
  if (input.variant !== undefined && !(PLAYER_VARIANT_IDS as readonly string[]).includes(input.variant)) throw new StateError(`variant: “${input.variant}” is not a game for fewer players (known: ${PLAYER_VARIANT_IDS.join(', ')})`);
  const rules = (input.rules as RuleSetId | undefined) ?? fallback;
  const known = input.variant as PlayerVariantId | undefined;
  if (input.toss !== undefined) {
    const wrong = known ? checkToss(PLAYER_VARIANTS[known], input.toss) : 'a coin toss belongs to the two-player variant';
    if (wrong) throw new StateError(`toss: ${wrong}`);
  }
  const position = positionFromJson(
    {
      version: 1,
      season: input.season ?? 'spring',
      year: input.year ?? (known ? PLAYER_VARIANTS[known].startYear : 1901),
      phase: input.phase,
      units: input.units,
      centres: input.centres ?? Object.fromEntries(standardMap.provinces.filter((p) => p.home).map((p) => [p.id, p.home!])),
      // A movement ruling's `retreats` may be copied in with its dislodged units (the CLI ignores it); a position has no such field.
      dislodged: input.dislodged.map(({ unit, from, convoyed }) => ({ unit, from, convoyed })),
      standoffs: input.standoffs,
      // As the case names them (CalsMUN's insurrection revives them); the sandbox does not guess from the centres.
      eliminated: input.eliminated ?? [],
    },
    standardMap,
  );
  const state: SandboxState = { rules, nodes: [{ position, orders: input.orders }], at: 0, branches: [] };
  if (known) state.variant = known;
  if (known && input.toss) state.toss = input.toss;
  return state;
}

/** A test case in godip's notation (as copied from another board of this site, or from godip's own files). */
function fromGodip(text: string, into: SandboxState): Imported {
  try {
    const c = readGodipCase(text);
    const centres = Object.keys(c.centres).length ? c.centres : Object.fromEntries(standardMap.provinces.filter((p) => p.home).map((p) => [p.id, p.home!]));
    const position = positionFromJson(
      {
        version: 1,
        season: c.season,
        year: c.year,
        phase: c.phase,
        units: c.units.map(unitKey),
        centres,
        // godip's file does not say where a dislodged unit's attacker came from; the retreat may then be ruled differently.
        dislodged: c.dislodged.map((u) => ({ unit: unitKey(u), from: provinceOf(u.loc), convoyed: false })),
        standoffs: [],
        eliminated: [],
      },
      standardMap,
    );
    return { kind: 'state', state: { rules: into.rules, nodes: [{ position, orders: c.orders }], at: 0, branches: [] }, what: `a test case in godip’s notation (“${c.title}”)`, into: 'game' };
  } catch (e) {
    return { kind: 'error', message: `A test case in godip’s notation, but ${(e as Error).message}` };
  }
}

export type TestNotation = 'datc' | 'godip' | 'python';

/** The phase shown as a test case for another engine, with our ruling's units after it as the expectation. */
export function testCaseExport(s: SandboxState, notation: TestNotation, title: string): string {
  const node = current(s);
  const variant = variantPlay(s);
  const rules = rulesForYear(s.rules, variant, node.position.year);
  const given = parseOrders(node.orders, node.position, rules, { map: standardMap }).given;
  let after: Unit[] | undefined;
  let dislodged: Unit[] | undefined;
  try {
    const step = nextPosition(node.position, given, s.rules, variant ? { map: standardMap, variant } : { map: standardMap });
    after = step.ruling.result.units;
    dislodged = step.ruling.phase === 'movement' ? step.ruling.result.dislodged.map((d) => d.unit) : undefined;
  } catch {
    // The game is over: the case is written without an expectation.
  }
  const c: CaseForExport = { title, position: node.position, orders: standardOrders(given), ...(after ? { after } : {}), ...(dislodged ? { dislodged } : {}) };
  return notation === 'godip' ? godipCase(c) : notation === 'python' ? pythonDiplomacyCase(c) : datcStyleCase(c);
}
