import type { Phase } from '../../game/position';
import { phaseName, seasonLine } from '../phaseNames';
import { MAX_PHASE_LINES } from '../splitBySeasonLines';
import type { RecordLine, RecordPhase, RecordProblem } from '../types';
import type { TextFormat } from './recordFormat';

const SUBHEADINGS: Record<string, Phase> = { diplomacy: 'movement', retreats: 'retreat', 'unit-placement': 'adjustment' };
const POWER_LINE = /^\s*[A-Za-z][A-Za-z -]*:\s*$/;

/** webDiplomacy's order lines and date lines. */
const WEBDIP_ORDER = /^\s*(the\s+(army|fleet)\s+at\s+|build\s+(army|fleet)\s+at\s+|destroy\s+the\s+unit\s+at\s+)/i;
const WEBDIP_DATE = /^\s*(spring|autumn)\s*,\s*\d{4}\b/i;

/**
 * webDiplomacy's order archive: a date line per turn (newest first), then each power with its
 * `Diplomacy`, `Retreats` and `Unit-placement` blocks. The Autumn block's unit placement is that
 * winter's adjustments. Each block becomes one phase; each power's heading goes with its lines.
 */
export function splitWebDiplomacy(lines: readonly string[], problems: RecordProblem[]): RecordPhase[] {
  const phases: RecordPhase[] = [];
  let turn: { season: 'spring' | 'fall'; year: number; label: string; line: number } | null = null;
  let blocks = new Map<Phase, RecordPhase>();
  let power: RecordLine | null = null;
  let sub: Phase = 'movement';
  const placed = new Set<string>();
  lines.forEach((text, i) => {
    const n = i + 1;
    if (!text.trim()) return;
    const date = /^\s*(spring|autumn|fall)\s*,?\s*\d{4}/i.test(text) ? seasonLine(text) : null;
    if (date) {
      turn = { season: date.season, year: date.year, label: text.trim(), line: n };
      blocks = new Map();
      power = null;
      sub = 'movement';
      return;
    }
    if (!turn) {
      problems.push({ line: n, message: `Line ${n} ("${text.trim().slice(0, 60)}") comes before any date line, so its phase is unknown; it was not checked.` });
      return;
    }
    const heading = SUBHEADINGS[text.trim().toLowerCase()];
    if (heading) {
      sub = heading;
      return;
    }
    if (POWER_LINE.test(text)) {
      power = { text, line: n };
      sub = 'movement';
      return;
    }
    const t = turn as { season: 'spring' | 'fall'; year: number; label: string; line: number };
    if (sub === 'adjustment' && t.season === 'spring') {
      problems.push({ line: n, message: `Line ${n}: a unit placement in a Spring turn; webDiplomacy places units only after the Autumn. Not checked.` });
      return;
    }
    let phase = blocks.get(sub);
    if (!phase) {
      phase = { season: t.season, year: t.year, phase: sub, label: t.label, line: t.line, lines: [] };
      blocks.set(sub, phase);
      phases.push(phase);
    }
    const key = `${phases.indexOf(phase)}:${power?.line}`;
    if (power && !placed.has(key)) {
      placed.add(key);
      phase.lines.push(power);
    }
    if (phase.lines.length === MAX_PHASE_LINES) {
      problems.push({ line: n, message: `${t.label} has more than ${MAX_PHASE_LINES} lines, far more than a phase's orders; from line ${n} on, its lines were not checked.` });
    }
    if (phase.lines.length >= MAX_PHASE_LINES) return;
    phase.lines.push({ text, line: n });
  });
  return phases;
}

/**
 * webDiplomacy prints a turn still being played as a copy of the turn before it, orders and all.
 * A newest turn (the archive's first block) that repeats the next one line for line is that copy:
 * said once, and not ruled as a turn of its own.
 */
function withoutRepeatedNewestTurn(phases: RecordPhase[], problems: RecordProblem[]): RecordPhase[] {
  const blocks: RecordPhase[][] = [];
  for (const p of phases) {
    const last = blocks[blocks.length - 1];
    if (last && last[0].line === p.line) last.push(p);
    else blocks.push([p]);
  }
  if (blocks.length < 2) return phases;
  const orders = (block: RecordPhase[]) => block.flatMap((p) => p.lines.map((l) => l.text.trim()).filter((t) => t !== ''));
  const [newest, before] = [orders(blocks[0]), orders(blocks[1])];
  if (newest.length === 0 || newest.length !== before.length || newest.some((t, i) => t !== before[i])) return phases;
  const first = blocks[0][0];
  problems.push({ line: first.line, phase: first.label, message: `The newest turn (${phaseName(first)}${first.line ? `, line ${first.line}` : ''}) repeats the turn before it order for order, as webDiplomacy prints a turn still being played; it was not ruled.` });
  return phases.filter((p) => !blocks[0].includes(p));
}

/**
 * webDiplomacy's archive: its "The army at …" orders under "Autumn, 1901" date lines, newest turn
 * first. ` (fail)` marks an order that did not succeed (on a convoy: its army did not arrive), and
 * no suffix one that did.
 */
export const webDiplomacy: TextFormat = {
  id: 'webdiplomacy',
  kind: 'text',
  name: "webDiplomacy's order archive",
  conventions: { newestFirst: true, silenceIsSuccess: true, convoyMeansArrival: true },
  startsAt: (lines) => (lines.some((l) => WEBDIP_ORDER.test(l)) ? lines.findIndex((l) => WEBDIP_DATE.test(l)) : -1),
  beginsAt: (lines, i) => WEBDIP_DATE.test(lines[i] ?? '') && lines.slice(i + 1, i + 60).some((l) => WEBDIP_ORDER.test(l)),
  read: (lines, problems) => ({ phases: withoutRepeatedNewestTurn(splitWebDiplomacy(lines, problems), problems) }),
};
