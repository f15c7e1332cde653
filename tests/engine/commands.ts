/**
 * The commands run in this process, as a test calls them: the exit code and what each wrote.
 * (One smoke test per command starts a real process: cli-commands.test.ts.)
 */
import { adjudicateCommand } from '../../engine/cli/adjudicateCommand';
import { readCapped } from '../../engine/cli/cappedInput';
import { checkCommand } from '../../engine/cli/checkCommand';
import { readKnownDifferences } from '../../engine/cli/otherEnginesData';
import { datcCommand } from '../../engine/cli/datc';
import { decodeInput } from '../../engine/inputBytes';

export interface CommandRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Run a command with collected output; an exception is an internal error, exit 1, as the process gives. */
function collect(run: (out: (t: string) => void, err: (t: string) => void) => number): CommandRun {
  let stdout = '';
  let stderr = '';
  let status: number;
  try {
    status = run(
      (t) => (stdout += t),
      (t) => (stderr += t),
    );
  } catch (e) {
    stderr += `Internal error: ${(e as Error).message}\n`;
    status = 1;
  }
  return { status, stdout, stderr };
}

/** `npm run -s adjudicate -- …args` with `input` on stdin. */
export const cli = (args: readonly string[], input: string): CommandRun => collect((out, err) => adjudicateCommand(args, { readInput: () => input, out, err }));

/** `npm run -s check -- …args`, with `input` on stdin for "-". */
export const check = (args: readonly string[], input = ''): CommandRun =>
  collect((out, err) => checkCommand(args, { read: (source) => (source === 0 ? decodeInput(new TextEncoder().encode(input)) : readCapped(source)), out, err, known: () => readKnownDifferences() }));

/** `npm run -s datc -- …args`. */
export const datc = (args: readonly string[]): CommandRun => collect((out, err) => datcCommand(args, { out, err }));
