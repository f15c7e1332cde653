import { z } from 'zod';
import { nextPosition, type PhaseRuling } from '../game/nextPosition';
import { phaseLabel, startingPosition, type Position } from '../game/position';
import { positionFromJson, positionToJson, type PositionJson } from '../game/serialize';
import type { GameMap } from '../map/gameMap';
import { unitKey } from '../map/types';
import { formatOrder } from '../orders/format';
import { parseOrders } from '../orders/parse';
import { RULE_SETS, ruleSet } from '../rules';
import { powerName } from '../trace/describe';
import { InputError } from './caseInput';

/** A game to replay: a start, then the orders of each phase in turn (tests/game/sample-game-2008.json). */
const gameSchema = z.object({
  about: z.string().optional(),
  rules: z.string().optional(),
  /** `standard` (the rule set's start), or a position as written by the engine. */
  start: z.union([z.literal('standard'), z.record(z.string(), z.unknown())]).default('standard'),
  phases: z.array(z.object({ phase: z.string().optional(), orders: z.string() })).min(1),
  /** The board the game should reach, checked after the last phase. */
  final: z.object({ season: z.enum(['spring', 'fall']), year: z.number(), units: z.array(z.string()) }).optional(),
});

interface PhaseReport {
  phase: string;
  orders: { line: number; text: string; reading: string | null; parse: string; outcome: string | null; reason: string | null }[];
  /** Phases that settled themselves without orders (e.g. retreats with nowhere to go). */
  automatic: string[];
  next: string;
}

export interface GameReport {
  rules: string;
  phases: PhaseReport[];
  final: PositionJson;
  /** Present when the file states the board it should reach. */
  final_matches?: boolean;
  final_differences?: string[];
}

export function replayGame(raw: string, map: GameMap, defaultRules: string): GameReport {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    throw new InputError(`The game file is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = gameSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(`Bad game file: ${issue.path.join('.') || 'input'}: ${issue.message}`);
  }
  const game = parsed.data;
  const rules = game.rules ?? defaultRules;
  if (!(rules in RULE_SETS)) throw new InputError(`Unknown rule set "${rules}". Known: ${Object.keys(RULE_SETS).join(', ')}.`);
  let position: Position;
  try {
    position = game.start === 'standard' ? startingPosition(map, rules) : positionFromJson(game.start, map);
  } catch (e) {
    throw new InputError(`start: ${(e as Error).message}`);
  }

  const phases: PhaseReport[] = [];
  game.phases.forEach((entry, n) => {
    const label = phaseLabel(position);
    if (entry.phase && entry.phase.trim().toLowerCase() !== label.toLowerCase()) {
      throw new InputError(`phases[${n}] is labelled "${entry.phase}", but the game is at ${label}.`);
    }
    const parse = parseOrders(entry.orders, position, rules, { map });
    const fatal = parse.diagnostics.find((d) => d.severity === 'error' && (d.code === 'unknown-province' || d.code === 'no-unit'));
    if (fatal) {
      const text = entry.orders.split(/\r?\n/)[fatal.line - 1] ?? '';
      throw new InputError(`${label}, line ${fatal.line}, column ${fatal.column}: ${fatal.message}\n  ${text.trim()}`);
    }
    let step;
    try {
      step = nextPosition(position, parse.given, rules, { map });
    } catch (e) {
      throw new InputError(`${label}: ${(e as Error).message}`);
    }
    const outcomeOf = outcomesByOrder(step.ruling, parse.given);
    phases.push({
      phase: label,
      orders: parse.lines.map((line) => {
        const r = line.order ? outcomeOf.get(line.order) : undefined;
        return {
          line: line.line,
          text: line.text.trim(),
          reading: line.order ? formatOrder(line.order, { style: 'abbreviated', map }) : null,
          parse: line.degree,
          outcome: r?.outcome ?? null,
          reason: r?.reason ?? line.reason ?? (line.status === 'followed' ? null : line.status),
        };
      }),
      automatic: step.automatic.map((a) => `${a.season === 'spring' ? 'Spring' : 'Fall'} ${a.year} ${a.phase}`),
      next: phaseLabel(step.position),
    });
    position = step.position;
  });

  const report: GameReport = { rules, phases, final: positionToJson(position) };
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

/** The outcome of each given order in a phase's ruling, by the order object that was given. */
function outcomesByOrder(ruling: PhaseRuling, given: readonly object[]): Map<object, { outcome: string; reason: string }> {
  const map = new Map<object, { outcome: string; reason: string }>();
  const results = ruling.result.orders as readonly { outcome: string; reason: string; implicit?: boolean }[];
  const played = ruling.phase === 'movement' ? given.filter((o) => !(ruling.ignored as readonly object[]).includes(o)) : given;
  played.forEach((o, i) => {
    const r = results[i];
    if (r && !r.implicit) map.set(o, { outcome: r.outcome, reason: r.reason });
  });
  return map;
}

export function gameText(report: GameReport): string {
  const out: string[] = [`Replay under ${ruleSet(report.rules).title}`];
  for (const p of report.phases) {
    out.push('', `${p.phase}`);
    for (const o of p.orders) {
      const how = o.parse === 'well-written' ? '' : ` [${o.parse}]`;
      out.push(`  ${(o.reading ?? `"${o.text}"`).padEnd(24)} ${o.outcome ? o.outcome.toUpperCase() : 'NOT FOLLOWED'}${o.reason && !['succeeds', 'given', 'stands', 'available'].includes(o.outcome ?? '') ? ` (${o.reason})` : ''}${how}`);
    }
    for (const a of p.automatic) out.push(`  (${a} settled itself: no unit had anywhere to go)`);
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
