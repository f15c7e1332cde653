/**
 * Which saved game this tab shows, and the link this tab last wrote into its address, kept in
 * sessionStorage (one per tab; it survives a reload, not a closed tab). A reload finds its own
 * address here and reopens its game; any other link in the address is a new game.
 */
const KEY = 'diplomacy-rules-lab:tab-game';

export interface TabMemory {
  id: string;
  /** The address's hash as this tab last set it ('' for none). */
  hash: string;
}

export function recall(session: Storage | undefined = globalThis.sessionStorage): TabMemory | undefined {
  try {
    const json: unknown = JSON.parse(session?.getItem(KEY) ?? 'null');
    const m = json as Partial<TabMemory> | null;
    return m && typeof m.id === 'string' && typeof m.hash === 'string' ? { id: m.id, hash: m.hash } : undefined;
  } catch {
    return undefined;
  }
}

export function remember(memory: TabMemory, session: Storage | undefined = globalThis.sessionStorage): void {
  try {
    session?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Without it a reload opens the most recent game instead of this one: nothing is lost.
  }
}
