import type { CappedInput } from './cappedInput';
import { checkRecord, checkText, CHECK_RULE_SETS, knownRuleSet, UnreadableRecord, type CheckReport } from '../record';
import { oneLine, terminalSafe } from './terminalText';
import { knownDifferenceFor, type KnownDifferences } from '../record/otherEngines/knownDifferences';

export const USAGE = `Usage: npm run -s check -- [--rules ${CHECK_RULE_SETS.join('|')}] [--format text|json] FILE
Reads a game record (webDiplomacy's order archive, an email judge's reports, a python-diplomacy
saved game, a --game file, or a log with season lines) from FILE ("-" for stdin), re-rules every
phase from 1901 and reports where the record's results differ from ours.
Exit codes: 0 checked (even with differences or problems in the record); 2 nothing could be read
or bad arguments; 1 an internal error.`;

/** The JSON contract: the report less what only the site needs (the positions and sheets for the sandbox). */
function toJson(r: CheckReport, known: KnownDifferences | undefined) {
  return {
    format: r.format,
    rules: r.rules,
    phases: r.phases.map((p) => ({
      name: p.name,
      line: p.line,
      orders: p.orders.map((o) => ({
        power: o.power,
        text: o.text,
        line: o.line,
        unit: o.unit,
        recorded: o.recorded,
        ours: o.ours,
        dislodged: o.dislodged,
        agree: o.agree,
        explanation: o.explanation,
        ...(o.decidingFact ? { deciding_fact: o.decidingFact } : {}),
        rules: o.rules,
        ...(o.recordRightUnder ? { record_right_under: o.recordRightUnder } : {}),
        ...(o.datcCases ? { datc_cases: o.datcCases } : {}),
        ...knownJson(known, r.format, o),
      })),
      agree: p.agree,
      dislodged: p.dislodged,
    })),
    problems: r.problems,
    summary: r.summary,
  };
}

/** A difference the record's own engine is known to rule its way: `known_difference: {engine, case, says}`. */
function knownJson(known: KnownDifferences | undefined, format: string, o: CheckReport['phases'][number]['orders'][number]) {
  const k = o.agree === false && o.datcCases ? knownDifferenceFor(known, format, o.datcCases.map((c) => c.id)) : undefined;
  return k ? { known_difference: { engine: k.engine, case: k.id, says: k.says } } : {};
}

/** Where the command reads and writes: files and the process's streams, or a test's strings. */
export interface CheckIo {
  /** A file's text, or stdin's (0), read no further than the input limit. */
  read(source: string | 0): CappedInput;
  out(text: string): void;
  err(text: string): void;
  /** The other engines' known differences (content/peers/), when the project has them. */
  known?(): KnownDifferences | undefined;
}

/** `npm run check`: the arguments, then the record, then the report; the exit code. */
export function checkCommand(argv: readonly string[], io: CheckIo): number {
  const out = io.out;
  const err = io.err;

  let rules = 'alexander';
  let format: 'text' | 'json' = 'text';
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rules') {
      const r = argv[++i];
      if (r === undefined) {
        err(`--rules needs a rule set: ${CHECK_RULE_SETS.join(', ')}.\n`);
        return 2;
      }
      rules = r;
    } else if (arg === '--format') {
      const f = argv[++i];
      if (f !== 'text' && f !== 'json') {
        err(`--format must be text or json.\n${USAGE}\n`);
        return 2;
      }
      format = f;
    } else if (arg === '--help' || arg === '-h') {
      out(`${USAGE}\n`);
      return 0;
    } else if (arg.startsWith('--')) {
      err(`Unknown option ${oneLine(arg)}.\n${USAGE}\n`);
      return 2;
    } else if (file !== undefined) {
      err(`One record at a time: "${oneLine(file)}" and "${oneLine(arg)}" were both named.\n${USAGE}\n`);
      return 2;
    } else file = arg;
  }
  if (!knownRuleSet(rules)) {
    err(`Unknown rule set "${oneLine(rules)}". Known: ${CHECK_RULE_SETS.join(', ')}.\n`);
    return 2;
  }
  if (!file) {
    err(`Name the record to check, or "-" for stdin.\n${USAGE}\n`);
    return 2;
  }
  let text: string;
  let over = false;
  try {
    // Read no more than the record check ever reads: a 600 MB file or /dev/zero costs what 2 MB does.
    const input = io.read(file === '-' ? 0 : file);
    text = input.text;
    over = input.over;
  } catch (e) {
    err(`Cannot read ${oneLine(file)}: ${oneLine((e as Error).message)}\n`);
    return 2;
  }
  let report: CheckReport;
  try {
    report = checkRecord(text, { rules, ...(over ? { cutShort: true } : {}) });
  } catch (e) {
    if (!(e instanceof UnreadableRecord)) throw e;
    for (const p of e.problems) err(`${terminalSafe(p.message)}\n`);
    err(`${terminalSafe(e.message)}\n`);
    return 2;
  }
  // The text report lists the record's problems itself; beside JSON they go to stderr too.
  if (format === 'json') for (const p of report.problems) err(`${terminalSafe(p.message)}\n`);
  // The record's own text is quoted in the report: its control characters are printed escaped.
  const known = io.known?.();
  out(terminalSafe(format === 'json' ? `${JSON.stringify(toJson(report, known), null, 2)}\n` : `${checkText(report, known)}\n`));
  return 0;
}
