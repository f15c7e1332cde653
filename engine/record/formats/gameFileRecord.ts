import { gameFileSchema } from '../../replay/gameFile';
import { seasonLine } from '../phaseNames';
import { readJson } from '../readJson';
import type { RecordPhase, RecordProblem } from '../types';
import type { JsonFormat } from './recordFormat';

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

/**
 * This project's `--game` file: phases with a sheet each. It states a result only where a sheet
 * writes one after an order. Tried before python-diplomacy: a sheet in the first phase says so
 * even in a truncated file.
 */
export const gameFile: JsonFormat = {
  id: 'game-file',
  kind: 'json',
  name: 'a game file of this site',
  conventions: { newestFirst: false, silenceIsSuccess: false, convoyMeansArrival: false },
  matches: (text) => /"phases"\s*:\s*\[\s*\{[^\]]*?"orders"\s*:\s*"/.test(text.slice(0, 20000)) || (/"phases"\s*:/.test(text) && !/"orders"\s*:\s*\{/.test(text)),
  read: readGameFile,
};
