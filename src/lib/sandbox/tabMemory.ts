/**
 * Which saved game this tab shows, and the links this tab last wrote into its address for it, kept
 * in sessionStorage (one per tab; it survives a reload, not a closed tab). A reload finds its own
 * address here and reopens its game; any other link in the address is a new game. A few recent
 * addresses are kept, not one: a reload that starts while the page is rewriting its address may
 * load the one before.
 */
import { browserStorage } from '../browserStorage';

const KEY = 'diplomacy-rules-lab:tab-game';
const KEPT = 4;

export interface TabMemory {
  id: string;
  /** The address's hashes this tab set for this game, the latest last ('' for none). */
  hashes: string[];
}

export function recall(session: Storage | undefined = browserStorage('sessionStorage')): TabMemory | undefined {
  try {
    const m = JSON.parse(session?.getItem(KEY) ?? 'null') as Partial<TabMemory> | null;
    return m && typeof m.id === 'string' && Array.isArray(m.hashes) ? { id: m.id, hashes: m.hashes.filter((h): h is string => typeof h === 'string') } : undefined;
  } catch {
    return undefined;
  }
}

/** This tab shows game `id` with `hash` in its address (another game forgets the previous one's hashes). */
export function remember(id: string, hash: string, session: Storage | undefined = browserStorage('sessionStorage')): void {
  const before = recall(session);
  const hashes = before?.id === id ? [...before.hashes.filter((h) => h !== hash), hash].slice(-KEPT) : [hash];
  try {
    session?.setItem(KEY, JSON.stringify({ id, hashes }));
  } catch {
    // Without it a reload opens the most recent game instead of this one: nothing is lost.
  }
}

/** Is this address one this tab itself set for its game (a reload), rather than a link to open? */
export const isOwnAddress = (memory: TabMemory | undefined, hash: string): boolean => memory !== undefined && memory.hashes.includes(hash);
