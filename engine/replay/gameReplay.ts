import { nextPosition, type PhaseRuling } from '../game/nextPosition';
import { phaseLabel, type Position } from '../game/position';
import { rulesForYear, variantStart } from '../game/variantRules';
import { positionFromJson, positionToJson, type PositionJson } from '../game/serialize';
import type { GameMap } from '../map/gameMap';
import { unitKey } from '../map/types';
import { formatOrder } from '../orders/format';
import { parseOrders } from '../orders/parse';
import type { GameOrder } from '../orders/types';
import { ruleSet } from '../rules';
import { playerVariant, variantPhrase } from '../rules/playerVariants';
import { powerName } from '../trace/describe';
import { explainInsurrection } from '../trace/phaseSentences';
import { explainResult } from './phaseOutcomes';
import { gameFileSchema } from './gameFile';
import { InputError, readVariant, type ReadOptions } from '../case/json/caseInput';
import { readJson } from '../case/jsonInput';
import { NOT_FOLLOWED, notFollowedSentence, revivalVerdicts } from '../case/lineEntry';
import { refuseUnassignable } from '../case/strict';


interface OrderReport {
  /** The line of the phase's orders; null for what the rules did without an order (an unordered unit's hold, a disband, a civil-disorder removal). */
  line: number | null;
  text: string;
  reading: string | null;
  /** Seed 004 degree, or `implicit` for an entry with no line. */
  parse: string;
  /** The ruling's outcome, or `not-followed` for a line whose order was not carried out. */
  outcome: string;
  reason: string | null;
  /** One or two sentences a newcomer can follow, ending with the rules applied. */
  explanation: string;
}

interface PhaseReport {
  phase: string;
  orders: OrderReport[];
  /** Phases that settled themselves without orders (e.g. retreats with nowhere to go). */
  automatic: string[];
  /** CalsMUN: how each insurrection settled at the end of this step's season. */
  insurrections?: { power: string; outcome: string; reason: string; explanation: string }[];
  next: string;
}

export interface GameReport {
  rules: string;
  /** The variant for fewer players, when the file names one. */
  variant?: string;
  toss?: string;
  phases: PhaseReport[];
  final: PositionJson;
  /** Present when the file states the board it should reach. */
  final_matches?: boolean;
  final_differences?: string[];
}

export function replayGame(raw: string, map: GameMap, defaultRules: string, options: ReadOptions = {}): GameReport {
  const parsed = gameFileSchema.safeParse(readJson(raw, 'The game file'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(`Bad game file: ${issue.path.join('.') || 'input'}: ${issue.message}`);
  }
  const game = parsed.data;
  const rules = game.rules ?? defaultRules;
  ruleSet(rules); // an InputError for a name that is no rule set's own id
  const variant = readVariant({ variant: game.variant ?? options.variant, toss: game.toss });
  let position: Position;
  try {
    position = game.start === 'standard' ? variantStart(map, rules, variant) : positionFromJson(game.start, map);
  } catch (e) {
    throw new InputError(`start: ${(e as Error).message}`);
  }

  const phases: PhaseReport[] = [];
  game.phases.forEach((entry, n) => {
    const label = phaseLabel(position);
    if (entry.phase && entry.phase.trim().toLowerCase() !== label.toLowerCase()) {
      throw new InputError(`phases[${n}] is labelled "${entry.phase}", but the game is at ${label}.`);
    }
    const parse = parseOrders(entry.orders, position, rulesForYear(rules, variant, position.year), { map });
    if (options.strict) refuseUnassignable(parse, entry.orders, `${label}, `);
    let step;
    try {
      step = nextPosition(position, parse.given, rules, variant ? { map, variant } : { map });
    } catch (e) {
      throw new InputError(`${label}: ${(e as Error).message}`);
    }
    const { byOrder, implicit } = outcomesByOrder(step.ruling, parse.given, map);
    const report: PhaseReport = {
      phase: label,
      orders: [
        ...parse.lines.map((line): OrderReport => {
          const r = line.order ? byOrder.get(line.order) : undefined;
          return {
            line: line.line,
            text: line.text.trim(),
            reading: line.order ? formatOrder(line.order, { style: 'abbreviated', map }) : null,
            parse: line.degree,
            outcome: r?.outcome ?? NOT_FOLLOWED,
            reason: r?.reason ?? line.reason ?? (line.status === 'followed' ? null : line.status),
            explanation: r?.explanation ?? notFollowedSentence(line),
          };
        }),
        ...implicit,
      ],
      automatic: step.automatic.map((a) => `${a.season === 'spring' ? 'Spring' : 'Fall'} ${a.year} ${a.phase}`),
      next: phaseLabel(step.position),
    };
    if (step.insurrections?.length) {
      report.insurrections = step.insurrections.map((r) => ({ power: r.power, outcome: r.outcome, reason: r.reason, explanation: explainInsurrection(map, r) }));
    }
    phases.push(report);
    position = step.position;
  });

  const report: GameReport = { rules, ...(variant ? { variant: variant.variant.id } : {}), ...(variant?.toss ? { toss: variant.toss } : {}), phases, final: positionToJson(position) };
  if (game.final) {
    const got = position.units.map(unitKey).sort();
    const want = [...game.final.units].sort();
    const differences = [
      ...(position.season !== game.final.season || position.year !== game.final.year ? [`ends in ${phaseLabel(position)}, not ${game.final.season} ${game.final.year}`] : []),
      ...want.filter((u) => !got.includes(u)).map((u) => `missing ${u}`),
      ...got.filter((u) => !want.includes(u)).map((u) => `unexpected ${u}`),
    ];
    report.final_matches = differences.length === 0;
    if (differences.length) report.final_differences = differences;
  }
  return report;
}

interface Outcome {
  outcome: string;
  reason: string;
  explanation: string;
}

/**
 * The outcome of each given order in a phase's ruling, by the order object
 * that was given, and the entries the rules added without an order. The
 * phase's results follow the orders it played, in order: the given orders
 * less those it set aside (`ignored`) and, in a movement phase, the revival
 * orders, which have results of their own (`revivals`, by index in `given`).
 */
function outcomesByOrder(ruling: PhaseRuling, given: readonly GameOrder[], map: GameMap): { byOrder: Map<object, Outcome>; implicit: OrderReport[] } {
  const byOrder = new Map<object, Outcome>();
  const implicit: OrderReport[] = [];
  const ignored = new Set<object>(ruling.ignored ?? []);
  const revivals = ruling.phase === 'movement' ? (ruling.revivals ?? []) : [];
  const revivalAt = new Set(revivals.map((r) => r.index));
  const played = given.filter((o, i) => !ignored.has(o) && !revivalAt.has(i));
  const explainAt = (i: number): string => explainResult(map, ruling, i);
  const results = ruling.result.orders as readonly { order: GameOrder; outcome: string; reason: string; implicit?: boolean }[];
  results.forEach((r, i) => {
    const o = played[i];
    const entry = { outcome: r.outcome, reason: r.reason, explanation: explainAt(i) };
    if (o && !r.implicit && i < played.length) byOrder.set(o, entry);
    else implicit.push({ line: null, text: '', reading: formatOrder(r.order, { style: 'abbreviated', map }), parse: 'implicit', ...entry });
  });
  for (const [o, v] of revivalVerdicts(map, revivals, given)) byOrder.set(o, { outcome: v.outcome, reason: v.reason, explanation: v.explanation });
  return { byOrder, implicit };
}

export function gameText(report: GameReport): string {
  const out: string[] = [`Replay under ${ruleSet(report.rules).title}${report.variant ? `, ${variantPhrase(playerVariant(report.variant))}` : ''}`];
  for (const p of report.phases) {
    out.push('', `${p.phase}`);
    for (const o of p.orders) {
      const how = o.parse === 'well-written' || o.parse === 'implicit' ? '' : ` [${o.parse}]`;
      const reading = o.line === null ? `(no order) ${o.reading}` : (o.reading ?? `"${o.text}"`);
      out.push(`  ${reading.padEnd(24)} ${o.outcome === NOT_FOLLOWED ? 'NOT FOLLOWED' : o.outcome.toUpperCase()}${o.reason && !['succeeds', 'given', 'stands', 'available'].includes(o.outcome ?? '') ? ` (${o.reason})` : ''}${how}`);
      out.push(`      ${o.explanation}`);
    }
    for (const a of p.automatic) out.push(`  (${a} settled itself: no unit had anywhere to go)`);
    for (const r of p.insurrections ?? []) out.push(`  Insurrection for ${powerName(r.power)}: ${r.outcome.toUpperCase()}`, `      ${r.explanation}`);
  }
  const f = report.final;
  out.push('', `Final position, ${f.season === 'spring' ? 'Spring' : 'Fall'} ${f.year} ${f.phase}:`);
  const powers = [...new Set(f.units.map((u) => u.split(' ')[0]))].sort();
  for (const p of powers) out.push(`  ${powerName(p)}: ${f.units.filter((u) => u.startsWith(p)).map((u) => u.slice(4)).join(', ')}`);
  if (report.final_matches !== undefined) {
    out.push('', report.final_matches ? 'The final board is the one the file expects.' : `The final board differs: ${report.final_differences!.join('; ')}`);
  }
  return out.join('\n');
}
