/**
 * The sandbox in its URL (documented on /sandbox/format/):
 *
 * - `#v1=<data>`: the state as JSON (state.ts), compressed with deflate-raw (CompressionStream)
 *   and written in base64url. The history goes in while the link stays short enough to share.
 * - `#case=<data>`: a JSON case exactly as `npm run adjudicate` reads it, in base64url, unpacked.
 *
 * Decoding never throws, and checks everything before the page uses anything: the size (at most
 * MAX_LINK_BYTES unpacked, counted while inflating), the version, the JSON's shape, the rule set,
 * the variant and its toss, every position against the map, and that the CLI's reader accepts the
 * phase shown with its orders. A bad link gives one message saying what is wrong and where.
 */
import type { CaseInput } from '../../../engine/case/json/caseInput';
import { caseInputSchema, readCase } from '../../../engine/case/json/caseInput';
import { standardMap } from '../../../engine/map/standardMap';
import { caseLink, fromBase64url, LinkError, toBase64url } from './caseLink';
import { stateFromCase } from './exports';
import { checkRawSize, inflateCapped, LinkTooLargeError, MAX_LINK_BYTES } from './linkSize';
import { caseOf } from './phaseRuling';
import { current, positionProblems, StateError, stateFromJson, stateToJson, type SandboxState } from './state';

export { caseLink, MAX_LINK_BYTES };

/** Links longer than this leave the history out (browsers and chat apps cut long URLs). */
export const MAX_LINK_WITH_HISTORY = 8000;

/** The one version of `#vN=` this page reads. */
const VERSION = 1;

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export async function encodeState(s: SandboxState): Promise<string> {
  const pack = async (withHistory: boolean) => toBase64url(await deflate(new TextEncoder().encode(JSON.stringify(stateToJson(s, { withHistory })))));
  const full = await pack(true);
  return `#v${VERSION}=${full.length <= MAX_LINK_WITH_HISTORY ? full : await pack(false)}`;
}

/**
 * What a hash holds. `error` messages are whole sentences saying what is wrong and where, without
 * saying what the page keeps: each page adds that itself.
 */
export type Decoded =
  | { kind: 'none' }
  | { kind: 'state'; state: SandboxState }
  /** `state` is the case as the sandbox opens it (the Alexander rules when it names none). */
  | { kind: 'case'; input: CaseInput; state: SandboxState }
  | { kind: 'error'; message: string; tooLarge?: boolean };

/** Is this hash a sandbox link at all (so a page can tell a link from its own anchors)? */
export const isSandboxHash = (hash: string): boolean => /^#?(v\d+|case)=/.test(hash);

function utf8Json(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new StateError(`${what} is not valid JSON once unpacked`);
  }
}

/** The CLI's reader must accept the phase shown with its orders, as the sandbox rules it exactly that way. */
function checkRulable(s: SandboxState): void {
  const node = current(s);
  try {
    readCase(JSON.stringify(caseOf(node.position, node.orders, s.rules, s)), standardMap, s.rules);
  } catch (e) {
    throw new StateError(`phase ${s.at + 1}: ${(e as Error).message.replace(/\.$/, '')}`);
  }
}

function readCaseLink(data: string): { kind: 'case'; input: CaseInput; state: SandboxState } {
  // base64url holds 3 bytes in 4 characters: refuse an oversized case before decoding it.
  checkRawSize(Math.floor((data.length * 3) / 4));
  const parsed = caseInputSchema.safeParse(utf8Json(fromBase64url(data), 'the case'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StateError(`the case: ${issue.path.join('.') || 'input'}: ${issue.message}`);
  }
  let state: SandboxState;
  try {
    state = stateFromCase(parsed.data, 'alexander');
  } catch (e) {
    throw new StateError(`the case: ${positionProblems(e)}`);
  }
  checkRulable(state);
  return { kind: 'case', input: parsed.data, state };
}

async function readStateLink(data: string): Promise<{ kind: 'state'; state: SandboxState }> {
  let bytes: Uint8Array;
  try {
    bytes = await inflateCapped(fromBase64url(data));
  } catch (e) {
    if (e instanceof LinkError) throw e;
    throw new StateError('the link is damaged or cut short: its data does not unpack');
  }
  const state = stateFromJson(utf8Json(bytes, 'the link'));
  checkRulable(state);
  return { kind: 'state', state };
}

export async function decodeHash(hash: string): Promise<Decoded> {
  const text = hash.replace(/^#/, '');
  if (!text) return { kind: 'none' };
  const eq = text.indexOf('=');
  const key = eq < 0 ? text : text.slice(0, eq);
  const data = eq < 0 ? '' : text.slice(eq + 1);
  const version = /^v(\d+)$/.exec(key);
  if (key !== 'case' && !version) return { kind: 'error', message: `The link's “#${key.slice(0, 40)}” is not a sandbox link (expected #v1=… or #case=…).` };
  if (version && key !== `v${VERSION}`) {
    return Number(version[1]) > VERSION
      ? { kind: 'error', message: `This link was made by a newer version of the sandbox (#${key}=); this page reads #v${VERSION}=.` }
      : { kind: 'error', message: `This link cannot be opened: “#${key}=” is not a version the sandbox has ever written (it writes #v${VERSION}=).` };
  }
  try {
    return key === 'case' ? readCaseLink(data) : await readStateLink(data);
  } catch (e) {
    const tooLarge = e instanceof LinkTooLargeError;
    return { kind: 'error', message: `This link cannot be opened: ${(e as Error).message}.`, ...(tooLarge ? { tooLarge } : {}) };
  }
}
