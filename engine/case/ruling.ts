import { sortUnits } from '../game/position';
import type { GameMap } from '../map/gameMap';
import { unitKey } from '../map/types';
import { formatOrder, formatPlace, formatUnitKey } from '../orders/format';
import type { ParsedLine } from '../orders/parseTypes';
import type { Order } from '../orders/types';
import type { Adjudication } from '../resolve';
import { ruleSet } from '../rules';
import { variantPhrase } from '../rules/playerVariants';
import { placeName, powerName, unitName } from '../trace/describe';
import type { Explanation, ExplanationStep } from '../trace/explain';
import { illegalOrderSentence } from '../trace/sentences';
import type { Trace } from '../resolve/traceTypes';
import type { OrderResult } from '../resolve/types';
import type { ReadCase } from './json/caseInput';
import { certainUnit, NOT_FOLLOWED, notFollowedSentence, revivalVerdicts } from './lineEntry';
import { unitFate, unitRowOf } from '../trace/unitRows';
import { ruleCase, type RuledCase } from './ruleCase';

/** The CLI's JSON ruling, one entry per order line, then the implicit orders; the same shape in every phase. */
export interface RulingJson {
  rules: string;
  /** The variant for fewer players the case named (V.5); absent for the seven-player game. */
  variant?: string;
  phase: ReadCase['phase'];
  orders: {
    line: number | null;
    text: string;
    power: string;
    /** The unit ordered, whenever it is certain (also for an ambiguous line whose meanings all order one unit). */
    unit: string | null;
    kind: string | null;
    /** Seed 004 degree of the line as written; `not-an-order` for a line that orders nothing (a title, prose, a date, a report's line). */
    parse: ParsedLine['degree'] | 'implicit' | 'not-an-order';
    /** The order as read, in Table III.2 form. */
    reading: string | null;
    /** For ambiguous lines: the meanings it could have. */
    meanings?: string[];
    diagnostics: { column: number; endColumn: number; severity: string; message: string }[];
    /** Why a line was not carried out (seed 004 procedures), when it was not. */
    status: ParsedLine['status'] | 'implicit' | 'not-an-order';
    /** The adjudicator's outcome, or `not-followed` for a line whose order was not carried out. */
    outcome: string;
    /** The unit was dislodged (movement): also on the row of an illegal or not-followed order to it. */
    dislodged?: boolean;
    /** The line's notation when it is not the plain one: `daide`, `webdiplomacy`, `judge`. */
    format?: string;
    /** Results written after the order in the pasted text ("(fail)", "(*bounce*)"), set aside when it was read. */
    annotations?: string[];
    reason: string | null;
    rules: string[];
    explanation: string;
    /** A civil-disorder removal: every unit of the power measured, farthest first (`distance` null when it cannot reach). */
    candidates?: { unit: string; distance: number | null }[];
    /** A civil-disorder removal at equal distance: the tie-break that chose it. */
    tie_break?: string;
  }[];
  /** The units after the phase, by location. */
  units: string[];
  /** Movement: the units that must retreat; `convoyed` says whether their attacker came by convoy. */
  dislodged: { unit: string; from: string; convoyed: boolean; retreats: string[] }[];
  standoffs: string[];
  phase_next: 'retreat' | 'adjustment' | 'movement';
  /** The ruling step by step, leaves first (movement). */
  explanation: ExplanationStep[];
  /** What settled the ruling's cycles, in one sentence each (movement). */
  summary: string[];
  trace?: Trace;
}

/**
 * A line that tries to order nothing (a title, prose, a signature) gets an entry, so the reader
 * sees it was read and set aside. Headings, dates and a report's own lines, which a sheet is made
 * of, get none.
 */
const NOT_AN_ORDER = 'Not an order: this line tries to order no unit (a title, a remark, a chart, a signature or a word carried over from the line above), so it is left aside.';

const short = (map: GameMap, order: Order) => ('at' in order ? `${order.unit} ${formatPlace(order.at, 'abbreviated', map)}` : '');

export function rulingJson(c: ReadCase, map: GameMap, withTrace = false): RulingJson {
  return toJson(c, map, ruleCase(c, map), withTrace);
}

/** The ruled case and its JSON together: the sandbox draws the one and lists the other. */
export function ruledWithJson(c: ReadCase, map: GameMap): { ruled: RuledCase; json: RulingJson } {
  const ruled = ruleCase(c, map);
  return { ruled, json: toJson(c, map, ruled, false) };
}

function toJson(c: ReadCase, map: GameMap, ruled: RuledCase, withTrace: boolean): RulingJson {
  const indexOf = new Map(c.given.map((o, i) => [o as object, i]));
  const revived = c.revivals ? revivalVerdicts(map, c.revivals.orders, c.parse.given) : undefined;
  // Per unit ordered, the line whose order is followed: an illegal order of the same unit says so.
  const followedLine = new Map<string, number>();
  for (const line of c.parse.lines) {
    const { unit, power } = certainUnit(line);
    if (line.status === 'followed' && unit) followedLine.set(`${line.power ?? power ?? ''} ${unit}`, line.line);
  }
  const explainFollowed = (i: number, line: ParsedLine, certain: ReturnType<typeof certainUnit>): string => {
    const other = line.status === 'illegal' && c.parse.phase === 'movement' && certain.unit ? followedLine.get(`${line.power ?? certain.power ?? ''} ${certain.unit}`) : undefined;
    return other !== undefined && other !== line.line ? illegalOrderSentence(ruled.results[i] as OrderResult, other) : ruled.explainAt(i);
  };
  const orders: RulingJson['orders'] = c.parse.lines.map((line) => {
    const i = line.order ? indexOf.get(line.order) : undefined;
    const r = i === undefined ? undefined : ruled.results[i];
    const followed = r !== undefined && line.status !== 'superseded' && line.status !== 'earlier-set';
    const certain = certainUnit(line);
    const unplayed = line.order !== undefined && c.setAside.has(line.order);
    const judged = line.order ? revived?.get(line.order) : undefined;
    const entry = {
      line: line.line,
      text: line.text.trim(),
      power: line.power ?? certain.power ?? '',
      unit: certain.unit,
      kind: certain.kind,
      parse: line.degree,
      reading: line.order ? formatOrder(line.order, { style: 'abbreviated', map }) : null,
      ...(line.meanings.length ? { meanings: line.meanings.map((m) => formatOrder(m, { style: 'abbreviated', map })) } : {}),
      diagnostics: line.diagnostics.map((d) => ({ column: d.column, endColumn: d.endColumn, severity: d.severity, message: d.message })),
      ...(line.format ? { format: line.format } : {}),
      ...(line.annotations ? { annotations: line.annotations.map((a) => a.text) } : {}),
      status: line.status,
      outcome: followed ? r.outcome : NOT_FOLLOWED,
      reason: followed ? r.reason : unplayed ? 'power-without-player' : (line.reason ?? line.status),
      rules: followed ? r.rules : unplayed ? [...c.ruleValue.cites.unplayedPower] : line.rules,
      explanation: followed
        ? explainFollowed(i!, line, certain)
        : unplayed
          ? `Not followed: nobody plays ${powerName(line.order!.power)} in this game, so its units take no orders.`
          : notFollowedSentence(line),
    };
    // A revival order (CalsMUN), or an order to a unit that left for an insurrection: judged before the movement.
    return judged ? { ...entry, ...judged, rules: [...judged.rules] } : entry;
  });
  ruled.results.forEach((r, i) => {
    if (!r.implicit) return;
    const unit = 'at' in r.order ? `${r.order.unit} ${r.order.at}` : null;
    const line = unit ? unitRowOf(orders, r.order.power ?? '', unit) : undefined;
    if (line && 'at' in r.order) {
      const fate = unitFate(line, { outcome: r.outcome, kind: r.order.kind }, ruled.explainAt(i), unitName(map, r.order.unit, r.order.at));
      if (fate) {
        line.explanation = `${line.explanation} ${fate}`;
        line.rules = [...new Set([...line.rules, ...r.rules])];
        Object.assign(line, candidatesJson(r));
      }
      return;
    }
    orders.push({
      line: null,
      text: '',
      power: r.order.power ?? '',
      unit: 'at' in r.order ? `${r.order.unit} ${r.order.at}` : null,
      kind: r.order.kind,
      parse: 'implicit',
      reading: null,
      diagnostics: [],
      status: 'implicit',
      outcome: r.outcome,
      reason: r.reason,
      rules: r.rules,
      explanation: ruled.explainAt(i),
      ...candidatesJson(r),
    });
  });
  // Lines that order nothing keep their place in the text, each as one quiet entry.
  for (const h of c.parse.headings) {
    if (h.kind !== 'not-an-order') continue;
    orders.push({
      line: h.line,
      text: h.text.trim(),
      power: '',
      unit: null,
      kind: null,
      parse: 'not-an-order',
      reading: null,
      diagnostics: [],
      status: 'not-an-order',
      outcome: NOT_FOLLOWED,
      reason: 'not-an-order',
      rules: [],
      explanation: NOT_AN_ORDER,
    });
  }
  orders.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  // Every entry whose unit was dislodged says so, the folded ones too.
  const dislodged = new Set(ruled.dislodged.map((d) => unitKey(d.unit)));
  for (const o of orders) if (o.unit && dislodged.has(`${o.power} ${o.unit}`)) o.dislodged = true;
  const json: RulingJson = {
    rules: c.rules,
    phase: c.phase,
    orders,
    units: sortUnits(ruled.units).map(unitKey),
    dislodged: ruled.dislodged.map((d) => ({ unit: unitKey(d.unit), from: d.attackerFrom, convoyed: d.attackerConvoyed, retreats: d.retreats })),
    standoffs: ruled.standoffs,
    phase_next: ruled.phaseNext,
    explanation: ruled.movement?.explained.steps ?? [],
    summary: ruled.movement ? summary(ruled.movement.result, ruled.movement.explained, map) : [],
  };
  if (c.variant) json.variant = c.variant.variant.id;
  if (withTrace && ruled.movement) json.trace = ruled.movement.result.trace;
  return json;
}

/** A civil-disorder removal's measured candidates, in the JSON's words. */
function candidatesJson(r: RuledCase['results'][number]): Pick<RulingJson['orders'][number], 'candidates' | 'tie_break'> {
  if (!r.candidates) return {};
  return {
    candidates: r.candidates.map((c) => ({ unit: unitKey(c.unit), distance: Number.isFinite(c.distance) ? c.distance : null })),
    ...(r.tieBreak ? { tie_break: r.tieBreak } : {}),
  };
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

const AFTER = { movement: 'After the movement:', retreat: 'After the retreats:', adjustment: 'After the adjustments:' } as const;
const IMPLICIT: Record<string, string> = { hold: 'holds', disband: 'is disbanded' };

/** A ruling a game master can read aloud: how each line was read and what happened, the board after, and why. */
export function rulingText(c: ReadCase, map: GameMap): string {
  const ruled = ruleCase(c, map);
  const json = toJson(c, map, ruled, false);
  const variant = c.variant ? `, ${variantPhrase(c.variant.variant)}` : '';
  const out: string[] = [`Ruling under ${ruleSet(c.rules).title}${variant}${c.phase === 'movement' ? '' : `, ${c.phase} phase`}`, ''];
  const powers = [...new Set([...json.orders.map((o) => o.power), ...ruled.units.map((u) => u.power)].filter(Boolean))].sort();
  // Lines that name no power and no unit of anyone's are listed too, last.
  for (const p of [...powers, '']) {
    const entries = json.orders.filter((x) => x.power === p);
    if (entries.length === 0) continue;
    out.push(p ? powerName(p) : 'No power named');
    for (const o of entries) {
      if (o.line === null) {
        out.push(`  (no order) ${o.unit ? formatUnitKey(o.unit, map) : ''}: ${IMPLICIT[o.kind ?? ''] ?? o.kind}, ${o.outcome.toUpperCase()}`);
      } else {
        const how = o.parse === 'well-written' ? 'well written' : o.parse === 'badly-written' ? 'badly written' : o.parse;
        const notes = o.diagnostics.filter((d) => d.severity !== 'error').map((d) => d.message);
        out.push(`  line ${o.line}: "${o.text}"`);
        out.push(`    read as ${o.reading ?? '(nothing certain)'}: ${how}${notes.length ? ` (${notes.join(' ')})` : ''}${o.meanings?.length ? `; it could mean ${o.meanings.join(' or ')}` : ''}`);
        out.push(`    ${o.outcome === NOT_FOLLOWED ? 'NOT FOLLOWED' : o.outcome.toUpperCase()}${o.dislodged && o.outcome !== 'dislodged' ? ', DISLODGED' : ''}`);
      }
      out.push(`    ${o.explanation}`);
    }
    out.push('');
  }
  out.push(AFTER[c.phase]);
  for (const p of powers) {
    const units = ruled.units.filter((u) => u.power === p).map((u) => `${u.type} ${placeName(map, u.loc)}`);
    out.push(`  ${powerName(p)}: ${units.join(', ') || 'no units'}`);
  }
  if (ruled.dislodged.length > 0) {
    out.push('', 'Retreats due:');
    for (const d of ruled.dislodged) {
      const options = d.retreats.map((l) => placeName(map, l)).join(', ') || 'none (it will be disbanded)';
      const how = d.attackerConvoyed ? 'the convoyed attack' : 'the attack';
      out.push(`  ${powerName(d.unit.power)} ${d.unit.type} ${placeName(map, d.unit.loc)} (dislodged by ${how} from ${placeName(map, d.attackerFrom)}) may retreat to: ${options}`);
    }
  }
  if (ruled.standoffs.length > 0) out.push('', `Standoffs (no retreat there): ${ruled.standoffs.map((p) => placeName(map, p)).join(', ')}`);
  out.push('', `Next phase: ${json.phase_next}`);
  if (json.explanation.length > 0) {
    out.push('', 'How it was decided:');
    json.explanation.forEach((s, i) => {
      out.push(`  ${i + 1}. ${s.title}`);
      for (const line of s.text) out.push(`     ${line}`);
    });
  }
  if (json.summary.length > 0) out.push('', ...json.summary.map((s) => `In short: ${s}`));
  return out.join('\n');
}
