/**
 * What a drills page link opens: `#drill=<id>` one of the site's drills (`#drill=6.C.3`), or a
 * sandbox link's board (`#v1=…`, `#case=…`), so a rules author can make any board a drill. A link
 * that names no drill, or a board in another phase, is said so; nothing is guessed.
 */
import { current } from '../sandbox/state';
import { decodeHash } from '../sandbox/shareLink';
import type { DrillSpec } from './drill';

export type FoundDrill = { kind: 'none' } | { kind: 'drill'; drill: DrillSpec } | { kind: 'error'; message: string };

export async function drillFromHash(hash: string, drills: readonly DrillSpec[]): Promise<FoundDrill> {
  const text = hash.replace(/^#/, '');
  if (!text) return { kind: 'none' };
  if (text.startsWith('drill=')) {
    let id: string;
    try {
      id = decodeURIComponent(text.slice('drill='.length));
    } catch {
      return { kind: 'error', message: 'The link’s drill name is damaged. Pick a drill from the list below.' };
    }
    const drill = drills.find((d) => d.id === id);
    return drill ? { kind: 'drill', drill } : { kind: 'error', message: `No drill is named “${id.slice(0, 60)}”. Pick one from the list below, or start a round.` };
  }
  const decoded = await decodeHash(hash);
  if (decoded.kind === 'none') return decoded;
  if (decoded.kind === 'error') return { kind: 'error', message: `${decoded.message} Pick a drill from the list below instead.` };
  const node = current(decoded.state);
  const p = node.position;
  if (p.phase !== 'movement') return { kind: 'error', message: `A drill asks what each unit does in a movement phase; this link shows the ${p.phase} phase. Open the board of a movement in the sandbox and make its link again.` };
  if (!node.orders.trim()) return { kind: 'error', message: 'This board has no orders to predict. Write the orders in the sandbox and make its link again.' };
  return {
    kind: 'drill',
    drill: {
      id: `sandbox:${text.slice(0, 40)}`,
      title: 'A board from the sandbox',
      source: 'A sandbox board',
      href: `/sandbox/${hash}`,
      level: 1,
      input: { units: p.units, centres: p.centres, text: node.orders, rules: decoded.state.rules },
    },
  };
}
