import { readCapped, InputTooLarge, MAX_INPUT_BYTES } from './cappedInput';
import { adjudicateCommand } from './adjudicateCommand';

process.exitCode = adjudicateCommand(process.argv.slice(2), {
  readInput: () => {
    // The limit holds while reading: a case, or a batch of them, is far smaller.
    const input = readCapped(0);
    if (input.over) throw new InputTooLarge(`The input is more than ${MAX_INPUT_BYTES / 1e6} MB, which no case or batch of cases needs; nothing was ruled.`);
    return input.text;
  },
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
