import type { GameMap } from '../map/gameMap';
import { unitKey } from '../map/types';
import { adjudicate } from '../resolve';
import { ruleSet } from '../rules';
import { placeName, orderPhrase, powerName } from '../trace/describe';
import { explain, type ExplanationStep } from '../trace/explain';
import type { Trace } from '../trace/types';
import type { ReadCase } from './caseInput';

/** The CLI's JSON ruling (DESIGN.md §3.7). */
export interface RulingJson {
  rules: string;
  orders: {
    line: number | null;
    text: string;
    power: string;
    unit: string;
    kind: string;
    parse: 'well-written';
    outcome: string;
    reason: string;
    rules: string[];
    explanation: string;
  }[];
  units: string[];
  dislodged: { unit: string; from: string; retreats: string[] }[];
  standoffs: string[];
  phase_next: 'retreat' | 'adjustment' | 'movement';
  /** The ruling step by step, leaves first. */
  explanation: ExplanationStep[];
  trace?: Trace;
}

export function rulingJson(c: ReadCase, map: GameMap, withTrace = false): RulingJson {
  const result = adjudicate({ units: c.units, centres: c.input.centres }, c.orders, { rules: c.rules, map, trace: true });
  const explained = explain(result, map);
  const json: RulingJson = {
    rules: c.rules,
    orders: result.orders.map((r, i) => ({
      line: i < c.orders.length ? c.lines[i] : null,
      text: i < c.orders.length ? c.orderTexts[i] : '',
      power: r.order.power,
      unit: `${r.order.unit} ${r.order.at}`,
      kind: r.order.kind,
      parse: 'well-written' as const,
      outcome: r.outcome,
      reason: r.reason,
      rules: r.rules,
      explanation: explained.orders[i],
    })),
    units: result.units.map(unitKey),
    dislodged: result.dislodged.map((d) => ({ unit: unitKey(d.unit), from: d.attackerFrom, retreats: d.retreats })),
    standoffs: result.standoffs,
    phase_next: result.dislodged.length > 0 ? 'retreat' : c.input.season === 'fall' ? 'adjustment' : 'movement',
    explanation: explained.steps,
  };
  if (withTrace) json.trace = result.trace;
  return json;
}

/** A ruling a game master can read aloud: per power, per order, then the board. */
export function rulingText(c: ReadCase, map: GameMap): string {
  const json = rulingJson(c, map);
  const result = adjudicate({ units: c.units }, c.orders, { rules: c.rules, map });
  const out: string[] = [`Ruling under ${ruleSet(c.rules).title}`, ''];
  const powers = [...new Set(result.orders.map((r) => r.order.power))].sort();
  for (const p of powers) {
    out.push(powerName(p));
    result.orders.forEach((r, i) => {
      if (r.order.power !== p) return;
      const written = json.orders[i].text ? `"${json.orders[i].text}"` : `(no order) ${orderPhrase(map, r.order)}`;
      out.push(`  ${written}: ${r.outcome.toUpperCase()}`);
      out.push(`    ${json.orders[i].explanation}`);
    });
    out.push('');
  }
  out.push('How it was decided:');
  json.explanation.forEach((s, i) => {
    out.push(`  ${i + 1}. ${s.title}`);
    for (const line of s.text) out.push(`     ${line}`);
  });
  out.push('');
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
  out.push('', `Next phase: ${json.phase_next}`);
  return out.join('\n');
}
