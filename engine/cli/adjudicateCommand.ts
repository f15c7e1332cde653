import { InputTooLarge } from './cappedInput';
import { standardMap } from '../map/standardMap';
import { DEFAULT_RULES } from '../rules';
import { InputError, readCase } from '../case/json/caseInput';
import { gameText, replayGame } from '../replay/gameReplay';
import { rulingJson, rulingText } from '../case/ruling';
import { oneLine, terminalSafe, withoutBom } from './terminalText';

export const USAGE = `Usage: npm run -s adjudicate -- [--rules alexander|datc|rulebook2008|calsmun] [--format json|text] [--batch] [--trace] [--game] [--strict] [--variant six|five|four|three|two]
Reads a JSON case on stdin (one case per line with --batch) and writes the ruling on stdout.
With --game, reads a whole game (a start and the orders of each phase) and replays it.
--variant plays a game for fewer players (Alexander V.5) when the case or game file names none.
A line that names no province or an empty province is reported and ignored; with --strict it stops the run (exit code 2).
Exit codes: 0 ruled; 2 bad input (with --batch: any line was bad); 1 an internal error.`;

/** Where the command reads and writes: the process's stdin, stdout and stderr, or a test's strings. */
export interface CommandIo {
  /** The whole input; read only once the arguments are known to be good (so --help never waits for stdin). */
  readInput(): string;
  out(text: string): void;
  err(text: string): void;
}

type Format = 'json' | 'text';
const FORMATS: readonly string[] = ['json', 'text'];

/** `npm run adjudicate`: the arguments, then the input, then the ruling; the exit code. */
export function adjudicateCommand(argv: readonly string[], io: CommandIo): number {
  // Everything written goes through terminalSafe: input echoed in a message never reaches the terminal raw.
  const out = (text: string) => io.out(terminalSafe(text));
  const err = (text: string) => io.err(terminalSafe(text));
  let rules: string = DEFAULT_RULES;
  let format: Format = 'json';
  let batch = false;
  let trace = false;
  let game = false;
  let strict = false;
  let variant: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rules') rules = argv[++i] ?? '';
    else if (arg === '--format') {
      const value = argv[++i] ?? '';
      if (!FORMATS.includes(value)) {
        err(`--format must be json or text, not "${oneLine(value)}".\n`);
        return 2;
      }
      format = value as Format;
    } else if (arg === '--batch') batch = true;
    else if (arg === '--trace') trace = true;
    else if (arg === '--game') game = true;
    else if (arg === '--strict') strict = true;
    else if (arg === '--variant') variant = argv[++i] ?? '';
    else if (arg === '--help' || arg === '-h') {
      out(`${USAGE}\n`);
      return 0;
    } else {
      err(`Unknown argument "${oneLine(arg)}".\n${USAGE}\n`);
      return 2;
    }
  }
  let input: string;
  try {
    input = withoutBom(io.readInput());
  } catch (e) {
    if (!(e instanceof InputTooLarge)) throw e;
    err(`${e.message}\n`);
    return 2;
  }
  const options = { strict, variant };
  if (game) {
    try {
      const report = replayGame(input, standardMap, rules, options);
      out(`${format === 'json' ? JSON.stringify(report) : gameText(report)}\n`);
      return report.final_matches === false ? 1 : 0;
    } catch (e) {
      err(`${problem(e)}\n`);
      return exitCode(e);
    }
  }
  const render = (raw: string) => {
    const c = readCase(raw, standardMap, rules, options);
    return format === 'json' ? JSON.stringify(rulingJson(c, standardMap, trace)) : rulingText(c, standardMap);
  };
  if (!batch) {
    try {
      out(`${render(input)}\n`);
      return 0;
    } catch (e) {
      err(`${problem(e)}\n`);
      return exitCode(e);
    }
  }
  // One ruling per input line, in order. A bad line gets its error in its place (a JSON object, or a
  // line of text) and on stderr, and the run goes on; the exit code says the worst that happened.
  const rulings: string[] = [];
  const codes: number[] = [];
  input.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    try {
      rulings.push(render(raw));
    } catch (e) {
      const message = problem(e);
      err(`line ${line}: ${message}\n`);
      rulings.push(format === 'json' ? JSON.stringify({ error: message, line }) : `line ${line}: ${message}`);
      codes.push(exitCode(e));
    }
  });
  if (rulings.length) out(`${rulings.join('\n')}\n`);
  return batchExitCode(codes);
}

/**
 * The message for an error, on one line whatever the input held: the user's problem as it is (with
 * the line of input it is about, indented under it), anything else as an internal error.
 */
function problem(e: unknown): string {
  const message = oneLine(e instanceof Error ? e.message : String(e));
  if (!(e instanceof InputError)) return `Internal error: ${message}`;
  return e.excerpt === undefined ? message : `${message}\n  ${oneLine(e.excerpt)}`;
}

/** 2 for bad input, 1 for an internal error. */
const exitCode = (e: unknown) => (e instanceof InputError ? 2 : 1);

/** A batch's exit code from its lines' codes: 1 if any line met an internal error, else 2 if any was bad, else 0. */
export function batchExitCode(codes: readonly number[]): number {
  return codes.includes(1) ? 1 : codes.includes(2) ? 2 : 0;
}
