/**
 * The sandbox's saved games: a list, kept in this browser's localStorage, one key per game
 * (`diplomacy-rules-lab:game:<id>`), so two tabs working on two games never touch the same key.
 * Each stored game is versioned (`format`) and validated with zod, then its game with the sandbox's own
 * reader (state.ts); it carries a name, when it was made and last changed, and a revision.
 *
 * Three promises, kept here and nowhere else:
 * - A key this build cannot read (broken JSON, an empty value, `null`, a newer build's format) is
 *   never written over or removed: it is listed as unreadable and can be downloaded as it is.
 * - A save is refused when another tab saved that game since this tab last read it (the revision
 *   moved on): the reader is told and chooses, nothing is clobbered.
 * - A full storage (QuotaExceededError) is reported as `full` at once, never swallowed.
 */
import { z } from 'zod';
import { LEGACY_KEY, readLegacy } from './persist';
import { stateFromJson, stateToJson, type SandboxState } from './state';
import { browserStorage } from '../browserStorage';

export const GAME_PREFIX = 'diplomacy-rules-lab:game:';
/** The version of a stored game; one of a higher version was written by a newer build and is left alone. */
export const GAME_FORMAT = 1;
/** Fingerprints of the unreadable saves already announced, so each is said once. */
const TOLD_KEY = 'diplomacy-rules-lab:unreadable-told';
const NAME_MAX = 120;

const storedGameSchema = z.object({
  format: z.literal(GAME_FORMAT),
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  name: z.string().max(NAME_MAX),
  created: z.number().finite(),
  changed: z.number().finite(),
  rev: z.number().int().min(1),
  tab: z.string().max(64),
  state: z.unknown(),
});
export type StoredGame = z.infer<typeof storedGameSchema>;

export interface SavedGame {
  id: string;
  name: string;
  created: number;
  changed: number;
  rev: number;
  state: SandboxState;
}

/** A save that cannot be read: its key and its value exactly as stored, and why. */
export interface Unreadable {
  key: string;
  raw: string;
  reason: string;
}

export type SaveResult =
  | { kind: 'saved'; game: SavedGame }
  /** Another tab saved this game since this tab read it; nothing was written. */
  | { kind: 'conflict'; theirs: SavedGame | Unreadable }
  /** Another tab deleted this game; nothing was written. */
  | { kind: 'gone' }
  /** The storage is full (QuotaExceededError); nothing was written. */
  | { kind: 'full' }
  /** This browser keeps no storage for the page (private mode, storage turned off, another error). */
  | { kind: 'unavailable'; reason: string };

export const keyOf = (id: string): string => GAME_PREFIX + id;

export function isQuotaError(e: unknown): boolean {
  const name = (e as { name?: string } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || (e as { code?: number } | null)?.code === 22;
}

/** Read one stored value as a game; anything else is unreadable, with the reason in words. */
export function readStoredGame(key: string, raw: string | null): SavedGame | Unreadable {
  const bad = (reason: string): Unreadable => ({ key, raw: raw ?? 'null', reason });
  if (raw === null || raw.trim() === '') return bad('it is empty');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return bad('it is not valid JSON');
  }
  if (json === null || typeof json !== 'object') return bad(`it holds ${json === null ? 'null' : 'no game'}`);
  const format = (json as { format?: unknown }).format;
  if (typeof format === 'number' && format > GAME_FORMAT) return bad(`it was saved by a newer version of the site (format ${format}; this page reads format ${GAME_FORMAT})`);
  const parsed = storedGameSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return bad(`${issue.path.join('.') || 'the save'}: ${issue.message}`);
  }
  if (keyOf(parsed.data.id) !== key) return bad(`its id “${parsed.data.id}” does not match its key`);
  try {
    const { id, name, created, changed, rev } = parsed.data;
    return { id, name, created, changed, rev, state: stateFromJson(parsed.data.state) };
  } catch (e) {
    return bad((e as Error).message);
  }
}

export const isUnreadable = (x: SavedGame | Unreadable | undefined): x is Unreadable => x !== undefined && 'raw' in x;

/** A short stable fingerprint of a stored value (FNV-1a), to remember which unreadable saves were announced. */
function fingerprint(u: Unreadable): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < u.raw.length; i++) h = Math.imul(h ^ u.raw.charCodeAt(i), 0x01000193);
  return `${u.key}:${u.raw.length}:${(h >>> 0).toString(36)}`;
}

export class SavedGames {
  /** This tab, as written into each game it saves. */
  readonly tab = Math.random().toString(36).slice(2, 12);
  /** The revision of each game this tab last read or wrote. */
  private readonly seen = new Map<string, number>();
  /** Each key's value as last read and what it read as, so an autosave does not re-check every game in the list. */
  private readonly parsed = new Map<string, { raw: string | null; read: SavedGame | Unreadable }>();

  constructor(
    private readonly storage: Storage | undefined = browserStorage('localStorage'),
    private readonly now: () => number = Date.now,
  ) {}

  get available(): boolean {
    return this.storage !== undefined;
  }

  /** Every saved game, the most recently changed first, and every save that cannot be read (the old single save too). */
  list(): { games: SavedGame[]; unreadable: Unreadable[] } {
    const games: SavedGame[] = [];
    const unreadable: Unreadable[] = [];
    for (const key of this.keys()) {
      const read = this.readKey(key);
      if (!read) continue;
      if (isUnreadable(read)) unreadable.push(read);
      else games.push(read);
    }
    const legacy = readLegacy(this.storage);
    if (legacy.kind === 'unreadable') unreadable.push({ key: LEGACY_KEY, raw: legacy.raw, reason: legacy.reason });
    games.sort((a, b) => b.changed - a.changed || a.id.localeCompare(b.id));
    return { games, unreadable };
  }

  /** One game as stored now (undefined when there is none under that id). */
  read(id: string): SavedGame | Unreadable | undefined {
    return this.readKey(keyOf(id));
  }

  private readKey(key: string): SavedGame | Unreadable | undefined {
    const raw = this.get(key);
    if (raw === null) return undefined;
    const known = this.parsed.get(key);
    if (known?.raw === raw) return known.read;
    const read = readStoredGame(key, raw);
    this.parsed.set(key, { raw, read });
    return read;
  }

  /** Take the stored version of a game as the one this tab works on. */
  adopt(id: string): SavedGame | undefined {
    const read = this.read(id);
    if (!read || isUnreadable(read)) return undefined;
    this.seen.set(id, read.rev);
    return read;
  }

  /** A new game in the list, under a fresh id (never one already used). */
  create(state: SandboxState, name: string): SaveResult {
    if (!this.storage) return { kind: 'unavailable', reason: 'storage is blocked or turned off for this site' };
    let id: string;
    do id = `g${this.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    while (this.has(keyOf(id)));
    const at = this.now();
    return this.write({ id, name: cleanName(name), created: at, changed: at, rev: 1, state });
  }

  /** Save a game this tab works on, unless another tab saved or deleted it since, or it cannot be read. */
  save(id: string, state: SandboxState): SaveResult {
    if (!this.storage) return { kind: 'unavailable', reason: 'storage is blocked or turned off for this site' };
    const stored = this.read(id);
    if (!stored) return { kind: 'gone' };
    if (isUnreadable(stored) || stored.rev !== this.seen.get(id)) return { kind: 'conflict', theirs: stored };
    return this.write({ ...stored, state, changed: this.now(), rev: stored.rev + 1 });
  }

  rename(id: string, name: string): SaveResult {
    const stored = this.read(id);
    if (!stored) return { kind: 'gone' };
    if (isUnreadable(stored)) return { kind: 'conflict', theirs: stored };
    // A rename keeps the game as stored (another tab's newer moves included) and changes only its name;
    // a tab that had not seen those moves still has not, so its next save is still refused.
    const seen = this.seen.get(id);
    const result = this.write({ ...stored, name: cleanName(name), rev: stored.rev + 1 });
    if (result.kind === 'saved' && seen !== stored.rev) {
      if (seen === undefined) this.seen.delete(id);
      else this.seen.set(id, seen);
    }
    return result;
  }

  /** Remove a game; the returned copy brings it back (`restore`). An unreadable key is never removed. */
  remove(id: string): SavedGame | undefined {
    const stored = this.read(id);
    if (!stored || isUnreadable(stored)) return undefined;
    try {
      this.storage?.removeItem(keyOf(id));
    } catch {
      return undefined;
    }
    this.seen.delete(id);
    return stored;
  }

  /** Put a removed game back, unless its key has been taken since. */
  restore(game: SavedGame): SaveResult {
    if (this.has(keyOf(game.id))) return this.create(game.state, game.name);
    return this.write({ ...game, rev: game.rev + 1 });
  }

  /**
   * Move the old single save into the list: its copy is written, read back, and only then is the
   * old key removed. An unreadable old save is left where it is. `full` when the copy does not fit
   * (the old key is then kept as it was, and the caller can still offer its game for download).
   */
  migrateLegacy(name: (saved: number) => string): { kind: 'none' } | { kind: 'moved'; game: SavedGame } | { kind: 'full'; state: SandboxState } {
    const legacy = readLegacy(this.storage);
    if (legacy.kind !== 'state') return { kind: 'none' };
    // Every tab that migrates at once writes the same id, so a race gives one game, not two.
    const id = `legacy-${Math.max(0, Math.floor(legacy.saved)).toString(36)}`;
    const existing = this.read(id);
    let game: SavedGame | undefined = existing && !isUnreadable(existing) ? existing : undefined;
    if (!existing) {
      const at = legacy.saved || this.now();
      const written = this.write({ id, name: cleanName(name(at)), created: at, changed: at, rev: 1, state: legacy.state });
      if (written.kind === 'full') return { kind: 'full', state: legacy.state };
      if (written.kind === 'saved') game = written.game;
    }
    if (!game) return { kind: 'none' };
    if (JSON.stringify(stateToJson(game.state)) === JSON.stringify(stateToJson(legacy.state))) {
      try {
        this.storage?.removeItem(LEGACY_KEY);
      } catch {
        // The old key stays; the next visit finds its copy already in the list.
      }
    }
    return { kind: 'moved', game };
  }

  /** Of these unreadable saves, the ones not yet announced in this browser; they are marked as announced. */
  untold(unreadable: Unreadable[]): Unreadable[] {
    let told: string[] = [];
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(TOLD_KEY) ?? '[]');
      if (Array.isArray(parsed)) told = parsed.filter((x): x is string => typeof x === 'string');
    } catch {
      told = [];
    }
    const fresh = unreadable.filter((u) => !told.includes(fingerprint(u)));
    if (fresh.length) {
      try {
        this.storage?.setItem(TOLD_KEY, JSON.stringify([...told, ...fresh.map(fingerprint)].slice(-50)));
      } catch {
        // Not remembered: the reader is told again next time, which loses nothing.
      }
    }
    return fresh;
  }

  /** Call `handler` with the id of each game another tab changed, added or removed (null: everything may have changed). */
  watch(handler: (id: string | null) => void): () => void {
    const listener = (e: StorageEvent) => {
      if (e.storageArea && e.storageArea !== this.storage) return;
      if (e.key === null) handler(null);
      else if (e.key.startsWith(GAME_PREFIX)) handler(e.key.slice(GAME_PREFIX.length));
      else if (e.key === LEGACY_KEY) handler(null);
    };
    globalThis.addEventListener?.('storage', listener);
    return () => globalThis.removeEventListener?.('storage', listener);
  }

  /** Has another tab saved this game since this tab last read or wrote it? */
  changedElsewhere(id: string): boolean {
    const stored = this.read(id);
    return stored !== undefined && (isUnreadable(stored) || stored.rev !== this.seen.get(id));
  }

  private write(game: SavedGame): SaveResult {
    const stored: StoredGame = { format: GAME_FORMAT, id: game.id, name: game.name, created: game.created, changed: game.changed, rev: game.rev, tab: this.tab, state: stateToJson(game.state) };
    const raw = JSON.stringify(stored);
    try {
      this.storage!.setItem(keyOf(game.id), raw);
      // What was just written needs no second reading (an autosave of a long game stays cheap).
      this.parsed.set(keyOf(game.id), { raw, read: game });
    } catch (e) {
      return isQuotaError(e) ? { kind: 'full' } : { kind: 'unavailable', reason: (e as Error).message };
    }
    this.seen.set(game.id, game.rev);
    return { kind: 'saved', game };
  }

  private keys(): string[] {
    const keys: string[] = [];
    try {
      for (let i = 0; i < (this.storage?.length ?? 0); i++) {
        const key = this.storage!.key(i);
        if (key?.startsWith(GAME_PREFIX)) keys.push(key);
      }
    } catch {
      return [];
    }
    return keys;
  }

  private get(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private has(key: string): boolean {
    return this.get(key) !== null;
  }
}

const cleanName = (name: string): string => name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX) || 'Untitled game';

/** The game the sandbox changed last (for game-master mode), read only: the list, or the old single save before it was moved. */
export function latestSavedGame(storage: Storage | undefined = browserStorage('localStorage')): { kind: 'none' } | { kind: 'state'; state: SandboxState; name: string } | { kind: 'error'; message: string } {
  const { games, unreadable } = new SavedGames(storage).list();
  const legacy = readLegacy(storage);
  const newest = games[0];
  if (legacy.kind === 'state' && (!newest || legacy.saved > newest.changed)) return { kind: 'state', state: legacy.state, name: 'the sandbox' };
  if (newest) return { kind: 'state', state: newest.state, name: newest.name };
  if (unreadable.length) return { kind: 'error', message: `The sandbox’s saved game cannot be read (${unreadable[0].reason}); it is left as it was, and the sandbox page offers it as a download.` };
  return { kind: 'none' };
}
