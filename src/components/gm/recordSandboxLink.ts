/**
 * A sandbox `#v1=` link (the format documented on /sandbox/format/) for a checked record's phase,
 * with every phase before it as the history: a game from another site becomes a sandbox game.
 * Written here from the checked phases, so the sandbox's own code is not loaded.
 */
import type { PhaseCheck } from '../../../engine/record';
import { toBase64url } from '../../lib/sandbox/caseLink';

export async function sandboxLinkFor(phases: readonly PhaseCheck[], index: number, rules: string): Promise<string> {
  const nodes = phases.slice(0, index + 1).map((p) => ({ position: p.start, orders: p.sheet }));
  const json = JSON.stringify({ v: 1, rules, at: index, nodes, branches: [] });
  const packed = new Blob([new TextEncoder().encode(json)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(packed).arrayBuffer());
  return `/sandbox/#v1=${toBase64url(bytes)}`;
}
