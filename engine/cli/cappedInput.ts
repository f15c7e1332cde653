import { closeSync, openSync, readSync } from 'node:fs';
import { decodeInput, MAX_INPUT_BYTES, type DecodedInput } from '../inputBytes';

/**
 * Reading a command's input with a limit that holds while reading: no more than `maxBytes` (and a
 * little) is ever read, so `/dev/zero` or a 600 MB file costs what 2 MB does. The bytes are decoded
 * as `decodeInput` does.
 */

export { MAX_INPUT_BYTES };

export type CappedInput = DecodedInput;

export class InputTooLarge extends Error {
  override name = 'InputTooLarge';
}

/** Read a file (or a descriptor: 0 for stdin), stopping once more than `maxBytes` has come. */
export function readCapped(source: string | number, maxBytes = MAX_INPUT_BYTES): CappedInput {
  const fd = typeof source === 'number' ? source : openSync(source, 'r');
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    const buffer = Buffer.alloc(1 << 16);
    while (total <= maxBytes) {
      let n: number;
      try {
        n = readSync(fd, buffer, 0, buffer.length, null);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') {
          // A non-blocking pipe with nothing yet: wait a moment and read again.
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
          continue;
        }
        if (code === 'EOF') break;
        throw e;
      }
      if (n === 0) break;
      chunks.push(Buffer.from(buffer.subarray(0, n)));
      total += n;
    }
  } finally {
    if (typeof source !== 'number') closeSync(fd);
  }
  return decodeInput(Buffer.concat(chunks), maxBytes);
}
