/**
 * Bytes from a file or a pipe turned into text, with one size limit for every command and page.
 * Pure (TextDecoder is in every browser and in Node), so the CLI and the pages decode alike.
 */

/** One limit for every input: a 40-year record in any format is well under it. */
export const MAX_INPUT_BYTES = 2_000_000;

export type InputEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export interface DecodedInput {
  text: string;
  /** More than the limit was there; `text` holds the first part of it. */
  over: boolean;
  /** The encoding it was read in. */
  encoding: InputEncoding;
}

/** UTF-16 by its byte-order mark, or by the zero byte beside every ASCII character; UTF-8 otherwise. */
export function encodingOf(bytes: Uint8Array): InputEncoding {
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

/**
 * Decode at most `maxBytes` of `bytes`; `over` says whether there was more (the caller reads a
 * little past the limit to know). A character cut by the limit is dropped, not shown as garbage.
 */
export function decodeInput(bytes: Uint8Array, maxBytes = MAX_INPUT_BYTES): DecodedInput {
  const kept = bytes.subarray(0, Math.min(bytes.length, maxBytes));
  const encoding = encodingOf(kept);
  const whole = encoding === 'utf-8' ? kept : kept.subarray(0, kept.length - (kept.length % 2));
  const text = new TextDecoder(encoding).decode(whole).replace(/^\uFEFF/, '');
  const over = bytes.length > maxBytes;
  // A UTF-8 sequence cut by the limit decodes to a replacement character at the very end.
  return { text: over ? text.replace(/\uFFFD$/, '') : text, over, encoding };
}

/** A size for a message: "5.0 MB", "340 KB". */
export function sizeWords(bytes: number): string {
  return bytes >= 1e6 ? `${Number((bytes / 1e6).toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}
