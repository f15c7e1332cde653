import { readFileSync } from 'node:fs';
import { adjudicateCommand } from './adjudicateCommand';

process.exitCode = adjudicateCommand(process.argv.slice(2), {
  readInput: () => readFileSync(0, 'utf8'),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
