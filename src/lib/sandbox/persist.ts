/**
 * The sandbox's single save from before the list of saved games (savedGames.ts): one key holding
 * `{ tab, saved, state }`. It is only ever read here, to move it into the list; once its copy in
 * the list is written and read back, the old key is removed. A value that cannot be read is never
 * removed or written over: the list shows it as unreadable and offers it as a download.
 */
import { stateFromJson, type SandboxState } from './state';

export const LEGACY_KEY = 'diplomacy-rules-lab:sandbox:v1';

export type LegacySave = { kind: 'none' } | { kind: 'state'; state: SandboxState; saved: number } | { kind: 'unreadable'; raw: string; reason: string };

export function readLegacy(storage: Storage | undefined): LegacySave {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(LEGACY_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null || raw === undefined) return { kind: 'none' };
  if (raw.trim() === '') return { kind: 'unreadable', raw, reason: 'it is empty' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable', raw, reason: 'it is not valid JSON' };
  }
  if (json === null || typeof json !== 'object' || !('state' in json)) return { kind: 'unreadable', raw, reason: 'it holds no game' };
  const saved = (json as { saved?: unknown }).saved;
  try {
    return { kind: 'state', state: stateFromJson((json as { state: unknown }).state), saved: typeof saved === 'number' && Number.isFinite(saved) ? saved : 0 };
  } catch (e) {
    return { kind: 'unreadable', raw, reason: (e as Error).message };
  }
}
