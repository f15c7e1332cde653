import type { Phase } from '../game/position';
import { seasonLine } from './phaseNames';
import { MAX_PHASE_LINES } from './splitBySeasonLines';
import type { RecordLine, RecordPhase, RecordProblem } from './types';

const SUBHEADINGS: Record<string, Phase> = { diplomacy: 'movement', retreats: 'retreat', 'unit-placement': 'adjustment' };
const POWER_LINE = /^\s*[A-Za-z][A-Za-z -]*:\s*$/;

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
