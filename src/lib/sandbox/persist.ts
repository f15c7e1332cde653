/**
 * The sandbox survives a reload and a closed tab: its state is kept in localStorage, versioned.
 * Each tab has an id; a tab never overwrites a save another tab made after it last looked, so two
 * tabs cannot silently undo each other's work: the second is told and chooses.
 */
import { stateFromJson, stateToJson, type SandboxState } from './state';

const KEY = 'diplomacy-rules-lab:sandbox:v1';

interface Saved {
  tab: string;
  saved: number;
  state: unknown;
}

export type LoadResult = { kind: 'none' } | { kind: 'state'; state: SandboxState } | { kind: 'error'; message: string };

export class SandboxStore {
  readonly tab = Math.random().toString(36).slice(2);
  /** The save this tab last read or wrote. */
  private seen = 0;
  private conflictHandler?: (theirs: SandboxState) => void;

  constructor(private readonly storage: Storage | undefined = globalThis.localStorage) {
    globalThis.addEventListener?.('storage', (e: StorageEvent) => {
      if (e.key !== KEY || !e.newValue) return;
      const saved = this.read();
      if (!saved || saved.tab === this.tab) return;
      try {
        this.conflictHandler?.(stateFromJson(saved.state));
      } catch {
        // Another tab saved something this one cannot read: keep ours.
      }
    });
  }

  private read(): Saved | undefined {
    try {
      const raw = this.storage?.getItem(KEY);
      return raw ? (JSON.parse(raw) as Saved) : undefined;
    } catch {
      return undefined;
    }
  }

  load(): LoadResult {
    const saved = this.read();
    if (!saved) return { kind: 'none' };
    this.seen = saved.saved;
    try {
      return { kind: 'state', state: stateFromJson(saved.state) };
    } catch (e) {
      return { kind: 'error', message: `The sandbox saved in this browser cannot be read (${(e as Error).message}); it is left as it was.` };
    }
  }

  /** Save, unless another tab saved since this one last looked: then `conflict`, and nothing is written. */
  save(state: SandboxState, force = false): 'saved' | 'conflict' | 'unavailable' {
    if (!this.storage) return 'unavailable';
    const other = this.read();
    if (!force && other && other.tab !== this.tab && other.saved > this.seen) return 'conflict';
    const saved: Saved = { tab: this.tab, saved: Math.max(Date.now(), (other?.saved ?? 0) + 1), state: stateToJson(state) };
    try {
      this.storage.setItem(KEY, JSON.stringify(saved));
    } catch {
      return 'unavailable';
    }
    this.seen = saved.saved;
    return 'saved';
  }

  /** Take the other tab's save as this tab's own. */
  adopt(): LoadResult {
    return this.load();
  }

  onConflict(handler: (theirs: SandboxState) => void): void {
    this.conflictHandler = handler;
  }
}
