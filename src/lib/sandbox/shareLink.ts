/**
 * The sandbox in its URL (documented on /sandbox/format/):
 *
 * - `#v1=<data>`: the state as JSON (state.ts), compressed with deflate-raw (CompressionStream)
 *   and written in base64url. The history goes in while the link stays short enough to share.
 * - `#case=<data>`: a JSON case exactly as `npm run adjudicate` reads it, in base64url, unpacked.
 *
 * Decoding never throws: a damaged, truncated or future link gives a message saying what is wrong.
 */
import type { CaseInput } from '../../../engine/cli/caseInput';
import { caseInputSchema } from '../../../engine/cli/caseInput';
import { caseLink, fromBase64url, LinkError, toBase64url } from './caseLink';
import { StateError, stateFromJson, stateToJson, type SandboxState } from './state';

export { caseLink };

/** Links longer than this leave the history out (browsers and chat apps cut long URLs). */
export const MAX_LINK_WITH_HISTORY = 8000;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export async function encodeState(s: SandboxState): Promise<string> {
  const pack = async (withHistory: boolean) => toBase64url(await pipe(new TextEncoder().encode(JSON.stringify(stateToJson(s, { withHistory }))), new CompressionStream('deflate-raw')));
  const full = await pack(true);
  return `#v1=${full.length <= MAX_LINK_WITH_HISTORY ? full : await pack(false)}`;
}

export type Decoded = { kind: 'none' } | { kind: 'state'; state: SandboxState } | { kind: 'case'; input: CaseInput } | { kind: 'error'; message: string };

export async function decodeHash(hash: string): Promise<Decoded> {
  const text = hash.replace(/^#/, '');
  if (!text) return { kind: 'none' };
  const eq = text.indexOf('=');
  const key = eq < 0 ? text : text.slice(0, eq);
  const data = eq < 0 ? '' : text.slice(eq + 1);
  try {
    if (key === 'case') {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64url(data)));
      } catch (e) {
        if (e instanceof LinkError) throw new StateError(e.message);
        throw new StateError('the case is not valid JSON once unpacked');
      }
      const parsed = caseInputSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new StateError(`the case: ${issue.path.join('.') || 'input'}: ${issue.message}`);
      }
      return { kind: 'case', input: parsed.data };
    }
    const version = /^v(\d+)$/.exec(key);
    if (!version) return { kind: 'error', message: `The link's “#${key}” is not a sandbox link (expected #v1=… or #case=…).` };
    if (Number(version[1]) > 1) return { kind: 'error', message: `This link was made by a newer version of the sandbox (v${version[1]}); this page reads v1. Your own last sandbox is kept.` };
    let json: unknown;
    try {
      const bytes = await pipe(fromBase64url(data), new DecompressionStream('deflate-raw'));
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch (e) {
      if (e instanceof LinkError) throw new StateError(e.message);
      throw new StateError('the link is damaged or cut short: its data does not unpack');
    }
    return { kind: 'state', state: stateFromJson(json) };
  } catch (e) {
    return { kind: 'error', message: `This link cannot be opened: ${(e as Error).message}. Your own last sandbox is kept.` };
  }
}
