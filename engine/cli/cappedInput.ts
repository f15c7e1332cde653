import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Reading a command's input with a limit that holds while reading: no more than `maxBytes` (and a
 * little) is ever read, so `/dev/zero` or a 600 MB file costs what 2 MB does. The bytes are decoded
 * as UTF-8, or as UTF-16 when a byte-order mark or the zero bytes of ASCII text in UTF-16 say so.
 */

/** One limit for every command's input: a 40-year record in any format is well under it. */
export const MAX_INPUT_BYTES = 2_000_000;

export interface CappedInput {
  text: string;
  /** More than `maxBytes` was there; `text` holds the first `maxBytes` of it. */
  over: boolean;
  /** The encoding it was read in. */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
}

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
  const bytes = Buffer.concat(chunks);
  const kept = bytes.subarray(0, Math.min(bytes.length, maxBytes));
  const encoding = encodingOf(kept);
  return { text: decode(kept, encoding), over: total > maxBytes, encoding };
}

/** UTF-16 by its byte-order mark, or by the zero byte beside every ASCII character; UTF-8 otherwise. */
export function encodingOf(bytes: Uint8Array): CappedInput['encoding'] {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const sample = bytes.subarray(0, 256);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) (i % 2 === 0 ? evenZeros++ : oddZeros++);
  const pairs = Math.floor(sample.length / 2);
  if (pairs >= 2 && oddZeros >= pairs * 0.9 && evenZeros === 0) return 'utf-16le';
  if (pairs >= 2 && evenZeros >= pairs * 0.9 && oddZeros === 0) return 'utf-16be';
  return 'utf-8';
}

function decode(bytes: Uint8Array, encoding: CappedInput['encoding']): string {
  if (encoding === 'utf-8') return Buffer.from(bytes).toString('utf8');
  // An odd last byte is half a character cut by the limit.
  const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
  return new TextDecoder(encoding).decode(even).replace(/^\uFEFF/, '');
}
