import { gameFileSchema } from '../replay/gameFile';
import { seasonLine } from './phaseNames';
import { readJson } from './readJson';
import type { RecordPhase, RecordProblem } from './types';

/**
 * This project's `--game` file (tests/game/sample-game-2008.json): phases labelled "Fall 1901
 * movement", each with its sheet. It records no results, so only results written after an
 * order in the sheet ("(fail)") are compared.
 */
export function readGameFile(text: string, problems: RecordProblem[]): { phases: RecordPhase[]; start?: Record<string, unknown> } {
  const json = readJson(text, problems);
  const parsed = gameFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    problems.push({ line: null, message: `Not a game file: ${issue.path.join('.') || 'the file'}: ${issue.message}.` });
    return { phases: [] };
  }
  const phases: RecordPhase[] = [];
  parsed.data.phases.forEach((p, n) => {
    const id = p.phase ? seasonLine(p.phase) : null;
    if (!id) {
      problems.push({ line: null, phase: p.phase, message: `phases[${n}] has no phase label this checker can place ("Fall 1901 movement"); skipped.` });
      return;
    }
    phases.push({ ...id, label: p.phase!, line: null, lines: p.orders.split(/\r?\n/).map((text) => ({ text, line: null })) });
  });
  const start = parsed.data.start;
  return start && start !== 'standard' ? { phases, start } : { phases };
}
