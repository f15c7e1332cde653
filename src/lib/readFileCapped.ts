import { decodeInput, MAX_INPUT_BYTES, sizeWords, type DecodedInput } from '../../engine/inputBytes';

/**
 * A file the reader opened or dropped, read no further than the input limit: a 50 MB file costs
 * what 2 MB does, and UTF-16 files (Windows Notepad's "Unicode") read as text, not as zero bytes.
 */
export interface OpenedFile extends DecodedInput {
  name: string;
  /** The file's whole size in bytes, read or not. */
  size: number;
}

export async function readFileCapped(file: Blob & { name: string }, maxBytes = MAX_INPUT_BYTES): Promise<OpenedFile> {
  // One byte past the limit is enough to know the file goes on.
  const bytes = new Uint8Array(await file.slice(0, maxBytes + 1).arrayBuffer());
  return { ...decodeInput(bytes, maxBytes), name: file.name, size: file.size };
}

/** "big.txt is 5.0 MB, more than the 2 MB anything here reads" */
export function tooLargeMessage(file: OpenedFile, maxBytes = MAX_INPUT_BYTES): string {
  return `${file.name} is ${sizeWords(file.size)}, more than the ${sizeWords(maxBytes)} anything here reads`;
}
