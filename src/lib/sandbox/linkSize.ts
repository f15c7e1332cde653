/**
 * How much a link may hold once unpacked, and the streaming inflate that stops there. A deflated
 * link can grow a thousandfold (1.36 MB of link text became 1 GB and froze the page for seconds),
 * so the bytes are counted as they come out and reading stops at the cap, never after.
 */
import { LinkError } from './caseLink';

/** The most a link may hold once unpacked: far above any game a link carries (the longest history is cut at 8,000 characters of link). */
export const MAX_LINK_BYTES = 256 * 1024;

/** Input is fed in small pieces, so one piece cannot inflate to much more than the cap before the count stops it. */
const PIECE = 1024;

export class LinkTooLargeError extends LinkError {
  override name = 'LinkTooLargeError';
  constructor(limit = MAX_LINK_BYTES) {
    super(`the link is too large: once unpacked it holds more than ${Math.round(limit / 1024)} KB, the most the sandbox opens`);
  }
}

/** Refuse before decoding when the raw data alone is already over the cap (a `#case=` link is not compressed). */
export function checkRawSize(bytes: number, limit = MAX_LINK_BYTES): void {
  if (bytes > limit) throw new LinkTooLargeError(limit);
}

/** deflate-raw, inflated as a stream with a byte counter: throws `LinkTooLargeError` as soon as the output passes `limit`. */
export async function inflateCapped(bytes: Uint8Array, limit = MAX_LINK_BYTES): Promise<Uint8Array> {
  let offset = 0;
  const source = new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, offset + PIECE) as Uint8Array<ArrayBuffer>);
        offset += PIECE;
      },
    },
    { highWaterMark: 0 },
  );
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new LinkTooLargeError(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
