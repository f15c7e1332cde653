import { readFileSync } from 'node:fs';
import { standardMap } from '../map/standardMap';
import { DEFAULT_RULES } from '../rules';
import { InputError, readCase } from './caseInput';
import { gameText, replayGame } from './game';
import { rulingJson, rulingText } from './ruling';

const USAGE = `Usage: npm run -s adjudicate -- [--rules alexander|datc|rulebook2008|calsmun] [--format json|text] [--batch] [--trace] [--game] [--strict] [--variant six|five|four|three|two]
Reads a JSON case on stdin (one case per line with --batch) and writes the ruling on stdout.
With --game, reads a whole game (a start and the orders of each phase) and replays it.
--variant plays a game for fewer players (Alexander V.5) when the case or game file names none.
A line that names no province or an empty province is reported and ignored; with --strict it stops the run (exit code 2).`;

function main(argv: string[]): number {
  let rules = DEFAULT_RULES as string;
  let format: 'json' | 'text' = 'json';
  let batch = false;
  let trace = false;
  let game = false;
  let strict = false;
  let variant: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rules') rules = argv[++i] ?? '';
    else if (arg === '--format') format = argv[++i] as 'json' | 'text';
    else if (arg === '--batch') batch = true;
    else if (arg === '--trace') trace = true;
    else if (arg === '--game') game = true;
    else if (arg === '--strict') strict = true;
    else if (arg === '--variant') variant = argv[++i] ?? '';
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else {
      process.stderr.write(`Unknown argument "${arg}".\n${USAGE}\n`);
      return 2;
    }
  }
  if (format !== 'json' && format !== 'text') {
    process.stderr.write(`--format must be json or text.\n`);
    return 2;
  }
  const stdin = readFileSync(0, 'utf8');
  if (game) {
    try {
      const report = replayGame(stdin, standardMap, rules, { strict, variant });
      process.stdout.write(`${format === 'json' ? JSON.stringify(report) : gameText(report)}\n`);
      return report.final_matches === false ? 1 : 0;
    } catch (e) {
      return report(e);
    }
  }
  const render = (raw: string) => {
    const c = readCase(raw, standardMap, rules, { strict, variant });
    return format === 'json' ? JSON.stringify(rulingJson(c, standardMap, trace)) : rulingText(c, standardMap);
  };
  if (!batch) {
    try {
      process.stdout.write(`${render(stdin)}\n`);
      return 0;
    } catch (e) {
      return report(e);
    }
  }
  // One ruling per input line, in order; a bad line gets an error object and the run goes on.
  let status = 0;
  const out: string[] = [];
  stdin.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    try {
      out.push(render(line));
    } catch (e) {
      status = report(e, i + 1);
      out.push(JSON.stringify({ error: (e as Error).message, line: i + 1 }));
    }
  });
  process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
  return status;
}

function report(e: unknown, line?: number): number {
  if (e instanceof InputError) {
    process.stderr.write(`${line ? `line ${line}: ` : ''}${e.message}\n`);
    return 2;
  }
  process.stderr.write(`Internal error: ${(e as Error).message}\n`);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
