import { readCapped } from './cappedInput';
import { checkCommand } from './checkCommand';
import { readKnownDifferences } from './otherEnginesData';
import { oneLine } from './terminalText';

try {
  process.exitCode = checkCommand(process.argv.slice(2), {
    read: (source) => readCapped(source),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    known: () => readKnownDifferences(),
  });
} catch (e) {
  // A bug, not bad input: one line, no stack trace.
  process.stderr.write(`Internal error: ${oneLine(e instanceof Error ? e.message : String(e))}\n`);
  process.exitCode = 1;
}
