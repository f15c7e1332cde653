import type { GameMap } from '../map/gameMap';
import { unitKey } from '../map/types';
import { formatOrder, formatPlace } from '../orders/format';
import type { ParsedLine } from '../orders/parseTypes';
import type { Order } from '../orders/types';
import { adjudicate, type Adjudication } from '../resolve';
import { ruleSet } from '../rules';
import { placeName, powerName } from '../trace/describe';
import { explain, type Explanation, type ExplanationStep } from '../trace/explain';
import type { Trace } from '../trace/types';
import type { ReadCase } from './caseInput';

/** The CLI's JSON ruling (DESIGN.md §3.7), one entry per order line, then the unordered units. */
export interface RulingJson {
  rules: string;
  orders: {
    line: number | null;
    text: string;
    power: string;
    unit: string | null;
    kind: string | null;
    /** Seed 004 degree of the line as written. */
    parse: ParsedLine['degree'] | 'implicit';
    /** The order as read, in Table III.2 form. */
    reading: string | null;
    /** For ambiguous lines: the meanings it could have. */
    meanings?: string[];
    diagnostics: { column: number; endColumn: number; severity: string; message: string }[];
    /** Why a line was not carried out (seed 004 procedures), when it was not. */
    status: ParsedLine['status'] | 'implicit';
    outcome: string | null;
    reason: string | null;
    rules: string[];
    explanation: string;
  }[];
  units: string[];
  dislodged: { unit: string; from: string; retreats: string[] }[];
  standoffs: string[];
  phase_next: 'retreat' | 'adjustment' | 'movement';
  /** The ruling step by step, leaves first. */
  explanation: ExplanationStep[];
  /** What settled the ruling's cycles, in one sentence each. */
  summary: string[];
  trace?: Trace;
}

interface Ruled {
  result: Adjudication;
  explained: Explanation;
}

function rule(c: ReadCase, map: GameMap): Ruled {
  const result = adjudicate({ units: c.units, centres: c.input.centres }, c.orders, { rules: c.rules, map, trace: true });
  return { result, explained: explain(result, map) };
}

const short = (map: GameMap, order: Order) => ('at' in order ? `${order.unit} ${formatPlace(order.at, 'abbreviated', map)}` : '');

export function rulingJson(c: ReadCase, map: GameMap, withTrace = false): RulingJson {
  return toJson(c, map, rule(c, map), withTrace);
}

function toJson(c: ReadCase, map: GameMap, { result, explained }: Ruled, withTrace: boolean): RulingJson {
  const indexOf = new Map(c.orders.map((o, i) => [o as object, i]));
  const orders: RulingJson['orders'] = c.parse.lines.map((line) => {
    const i = line.order ? indexOf.get(line.order) : undefined;
    const r = i === undefined ? undefined : result.orders[i];
    const followed = r !== undefined && line.status !== 'superseded' && line.status !== 'earlier-set';
    const notFollowed = line.diagnostics.find((d) => d.severity === 'error') ?? line.diagnostics.find((d) => d.code === 'superseded' || d.code === 'earlier-set');
    return {
      line: line.line,
      text: line.text.trim(),
      power: line.power ?? '',
      unit: line.order && 'at' in line.order ? `${line.order.unit} ${line.order.at}` : null,
      kind: line.order?.kind ?? null,
      parse: line.degree,
      reading: line.order ? formatOrder(line.order, { style: 'abbreviated', map }) : null,
      ...(line.meanings.length ? { meanings: line.meanings.map((m) => formatOrder(m, { style: 'abbreviated', map })) } : {}),
      diagnostics: line.diagnostics.map((d) => ({ column: d.column, endColumn: d.endColumn, severity: d.severity, message: d.message })),
      status: line.status,
      outcome: followed ? r.outcome : null,
      reason: followed ? r.reason : (line.reason ?? line.status),
      rules: followed ? r.rules : line.rules,
      explanation: followed
        ? explained.orders[i!]
        : line.legal && (line.order?.kind === 'insurrection' || line.order?.kind === 'revive')
          ? 'Not carried out here: revival orders are settled in a whole game (--game), not in a single movement case.'
          : `Not followed: ${notFollowed?.message ?? line.status}`,
    };
  });
  result.orders.forEach((r, i) => {
    if (!r.implicit) return;
    orders.push({
      line: null,
      text: '',
      power: r.order.power,
      unit: `${r.order.unit} ${r.order.at}`,
      kind: r.order.kind,
      parse: 'implicit',
      reading: null,
      diagnostics: [],
      status: 'implicit',
      outcome: r.outcome,
      reason: r.reason,
      rules: r.rules,
      explanation: explained.orders[i],
    });
  });
  const json: RulingJson = {
    rules: c.rules,
    orders,
    units: result.units.map(unitKey),
    dislodged: result.dislodged.map((d) => ({ unit: unitKey(d.unit), from: d.attackerFrom, retreats: d.retreats })),
    standoffs: result.standoffs,
    phase_next: result.dislodged.length > 0 ? 'retreat' : c.input.season === 'fall' ? 'adjustment' : 'movement',
    explanation: explained.steps,
    summary: summary(result, explained, map),
  };
  if (withTrace) json.trace = result.trace;
  return json;
}

/** One sentence for each cycle the ruling had to settle, in a game master's words. */
function summary(result: Adjudication, explained: Explanation, map: GameMap): string[] {
  const out: string[] = [];
  for (const step of explained.steps) {
    if (!step.cycle) continue;
    const convoys = step.orders.map((i) => result.orders[i]).filter((r) => r.order.kind === 'convoy');
    switch (step.cycle.settlement) {
      case 'counterfactual':
        for (const c of convoys) {
          const from = c.order.kind === 'convoy' ? c.order.army : '';
          const army = result.orders.find((r) => r.order.kind === 'move' && r.order.at.split('/')[0] === from);
          const who = army ? short(map, army.order) : 'the army';
          if (c.outcome === 'available' && c.dislodged) {
            out.push(`Judged as if ${who} had no effect, the convoy survives, so the convoy is not disrupted even though ${short(map, c.order)} is dislodged (IV.5.f).`);
          } else if (c.outcome === 'disrupted') {
            out.push(`Judged as if ${who} had no effect, ${short(map, c.order)} is dislodged, so the convoy is disrupted (IV.5.f).`);
          } else {
            out.push(`Judged as if ${who} had no effect, the convoy survives, and ${short(map, c.order)} is not dislodged (IV.5.f).`);
          }
        }
        break;
      case 'szykman': {
        const fleets = convoys.map((c) => short(map, c.order)).join(' and ');
        out.push(`This is a convoy paradox, so the Szykman rule applies: ${fleets || 'the convoying fleet'} does not convoy, and everything else is decided as usual (DATC 4.A.2).`);
        break;
      }
      case 'circular-movement':
        out.push(`The units moving in a circle (${step.orders.map((i) => short(map, result.orders[i].order)).join(', ')}) all move.`);
        break;
      default:
    }
  }
  return out;
}

/** A ruling a game master can read aloud: how each line was read and what happened, the board after, and why. */
export function rulingText(c: ReadCase, map: GameMap): string {
  const ruled = rule(c, map);
  const json = toJson(c, map, ruled, false);
  const { result } = ruled;
  const out: string[] = [`Ruling under ${ruleSet(c.rules).title}`, ''];
  const powers = [...new Set(json.orders.map((o) => o.power).filter(Boolean))].sort();
  for (const p of powers) {
    out.push(powerName(p));
    for (const o of json.orders.filter((x) => x.power === p)) {
      if (o.line === null) {
        out.push(`  (no order) ${o.unit}: holds, ${o.outcome?.toUpperCase()}`);
      } else {
        const how = o.parse === 'well-written' ? 'well written' : o.parse === 'badly-written' ? 'badly written' : o.parse;
        const notes = o.diagnostics.filter((d) => d.severity !== 'error').map((d) => d.message);
        out.push(`  line ${o.line}: "${o.text}"`);
        out.push(`    read as ${o.reading ?? '(nothing certain)'}: ${how}${notes.length ? ` (${notes.join(' ')})` : ''}${o.meanings?.length ? `; it could mean ${o.meanings.join(' or ')}` : ''}`);
        out.push(`    ${o.outcome ? o.outcome.toUpperCase() : 'NOT FOLLOWED'}`);
      }
      out.push(`    ${o.explanation}`);
    }
    out.push('');
  }
  out.push('After the movement:');
  for (const p of powers) {
    const units = result.units.filter((u) => u.power === p).map((u) => `${u.type} ${placeName(map, u.loc)}`);
    out.push(`  ${powerName(p)}: ${units.join(', ') || 'no units'}`);
  }
  if (result.dislodged.length > 0) {
    out.push('', 'Retreats due:');
    for (const d of result.dislodged) {
      const options = d.retreats.map((l) => placeName(map, l)).join(', ') || 'none (it will be disbanded)';
      out.push(`  ${powerName(d.unit.power)} ${d.unit.type} ${placeName(map, d.unit.loc)} (dislodged by the attack from ${placeName(map, d.attackerFrom)}) may retreat to: ${options}`);
    }
  }
  if (result.standoffs.length > 0) out.push('', `Standoffs (no retreat there): ${result.standoffs.map((p) => placeName(map, p)).join(', ')}`);
  out.push('', `Next phase: ${json.phase_next}`, '', 'How it was decided:');
  json.explanation.forEach((s, i) => {
    out.push(`  ${i + 1}. ${s.title}`);
    for (const line of s.text) out.push(`     ${line}`);
  });
  if (json.summary.length > 0) out.push('', ...json.summary.map((s) => `In short: ${s}`));
  return out.join('\n');
}

