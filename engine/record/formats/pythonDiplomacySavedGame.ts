import { z } from 'zod';
import { POWER_WORDS } from '../../orders/lexicon';
import { shortPhaseName } from '../phaseNames';
import { readJson } from '../readJson';
import { startFromState } from './pythonDiplomacyState';
import type { RecordLine, RecordPhase, RecordProblem, SetAsideOrder } from '../types';
import type { JsonFormat } from './recordFormat';

const savedGame = z.object({
  phases: z.array(
    z.object({
      name: z.string(),
      orders: z.record(z.string(), z.array(z.string()).nullable()).optional(),
      results: z.record(z.string(), z.array(z.string())).optional(),
      state: z.unknown().optional(),
    }).passthrough(),
  ),
}).passthrough();

/** The keys of a phase's `orders` as the JSON text has them. */
function rawOrders(phase: unknown): string[] {
  const orders = typeof phase === 'object' && phase !== null ? (phase as { orders?: unknown }).orders : undefined;
  return typeof orders === 'object' && orders !== null ? Object.keys(orders) : [];
}

/** The unit an order string names, as python-diplomacy keys its results: "A LON", "F STP/NC". */
function unitKey(order: string): string {
  return order.trim().split(/\s+/).slice(0, 2).join(' ').toUpperCase();
}

/**
 * python-diplomacy's saved game: `phases`, each with its `name` (S1901M, F1901R, W1901A), its
 * `orders` by power and its `results` by unit (an empty list: the order succeeded). Each power's
 * orders become a sheet under its heading; each order line carries its unit's results. The first
 * phase's `state`, when it has one, is the game's start (a game begun from a later position).
 */
export function readPythonDiplomacy(text: string, problems: RecordProblem[]): { phases: RecordPhase[]; start?: Record<string, unknown> } {
  const json = readJson(text, problems);
  const parsed = savedGame.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    problems.push({ line: null, message: `Not a python-diplomacy saved game: ${issue.path.join('.') || 'the file'}: ${issue.message}.` });
    return { phases: [] };
  }
  const phases: RecordPhase[] = [];
  const rawPhases = (json as { phases: unknown[] }).phases;
  parsed.data.phases.forEach((p, n) => {
    const id = shortPhaseName(p.name);
    if (!id) {
      if (p.name.toUpperCase() !== 'COMPLETED') problems.push({ line: null, phase: p.name, message: `phases[${n}] is named "${p.name}", which is no phase (S1901M, F1901R, W1901A); skipped.` });
      return;
    }
    const results = p.results ?? {};
    const lines: RecordLine[] = [];
    // Every key of the orders as written, "__proto__" too, which a parsed object would drop without a word.
    const written = rawOrders(rawPhases[n]);
    const setAside: SetAsideOrder[] = [];
    for (const key of written) {
      if (POWER_WORDS.has(key.toLowerCase())) continue;
      const list = (rawPhases[n] as { orders: Record<string, unknown> }).orders[key];
      const count = Array.isArray(list) ? list.length : 0;
      if (Array.isArray(list)) for (const o of list) if (typeof o === 'string') setAside.push({ text: o, line: null, where: `phases[${n}] (${p.name}), under "${key}"` });
      problems.push({ line: null, phase: p.name, message: `phases[${n}] (${p.name}) has orders under "${key}", which is no power of this game; ${count === 1 ? 'its order was' : `its ${count} orders were`} not checked, nor given to any power.` });
    }
    for (const [power, orders] of Object.entries(p.orders ?? {})) {
      if (!orders?.length || !POWER_WORDS.has(power.toLowerCase())) continue;
      lines.push({ text: `${power}:`, line: null });
      for (const o of orders) {
        const r = results[unitKey(o)];
        lines.push({ text: o, line: null, ...(r ? { results: r } : {}), ...(p.results ? {} : { unrecorded: true as const }) });
      }
    }
    // A phase with orders and no results at all (a record cut off there): its silence is no success.
    if (!p.results && lines.length > 0) {
      problems.push({ line: null, phase: p.name, message: `phases[${n}] (${p.name}) has orders but no results, so its orders were ruled but not compared.` });
    }
    // The saved game's last phase is the one awaiting orders: nothing to check yet.
    if (lines.length === 0 && n === parsed.data.phases.length - 1) return;
    phases.push({ ...id, label: p.name, line: null, lines, ...(setAside.length ? { setAside } : {}) });
  });
  const first = parsed.data.phases[0];
  const state = first?.state;
  const given = typeof state === 'object' && state !== null && ('units' in state || 'centers' in state);
  const start = given ? startFromState(state, first.name, problems) : undefined;
  return start ? { phases, start } : { phases };
}

/**
 * python-diplomacy's saved game: its phases carry `orders` by power and a list of `results` per
 * unit; an empty list means the order succeeded. Its first `state` is the game's start.
 */
export const pythonDiplomacy: JsonFormat = {
  id: 'python-diplomacy',
  kind: 'json',
  name: 'a python-diplomacy saved game',
  conventions: { newestFirst: false, silenceIsSuccess: true, convoyMeansArrival: false },
  matches: (text) => /"phases"\s*:/.test(text) && /"orders"\s*:\s*\{/.test(text),
  read: readPythonDiplomacy,
};
