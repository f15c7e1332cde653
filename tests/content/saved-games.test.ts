/**
 * The sandbox's list of saved games (src/lib/sandbox/savedGames.ts) on an in-memory Storage: the
 * record schema, the move of the old single save into the list, unreadable saves kept byte for
 * byte, revisions between two tabs, and a full storage reported as such.
 */
import { describe, expect, it } from 'vitest';
import { LEGACY_KEY } from '../../src/lib/sandbox/persist';
import { GAME_PREFIX, isUnreadable, keyOf, latestSavedGame, readStoredGame, SavedGames } from '../../src/lib/sandbox/savedGames';
import { play, startState, stateToJson, withOrders, type SandboxState } from '../../src/lib/sandbox/state';

/** localStorage's interface over a Map; `full` makes every write throw the browser's QuotaExceededError. */
class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  full = false;
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

const SPRING = 'Austria:\nA Vie-Gal';
const played = (): SandboxState => play(withOrders(startState('alexander'), SPRING)).state;
const same = (a: SandboxState, b: SandboxState) => expect(stateToJson(a)).toEqual(stateToJson(b));
let clock = 1_000;
const tick = () => ++clock;

describe('the record schema', () => {
  it('reads what it writes, with name, times, revision and the whole history', () => {
    const storage = new MemoryStorage();
    const tab = new SavedGames(storage, tick);
    const made = tab.create(played(), '  My   game ');
    expect(made.kind).toBe('saved');
    if (made.kind !== 'saved') return;
    const raw = JSON.parse(storage.getItem(keyOf(made.game.id))!);
    expect(raw).toMatchObject({ format: 1, id: made.game.id, name: 'My game', rev: 1, state: { v: 1, rules: 'alexander', at: 1 } });
    const back = readStoredGame(keyOf(made.game.id), storage.getItem(keyOf(made.game.id)));
    expect(isUnreadable(back)).toBe(false);
    if (!isUnreadable(back)) same(back.state, played());
  });

  it('says why a value cannot be read', () => {
    const key = keyOf('g1');
    const good = { format: 1, id: 'g1', name: 'x', created: 1, changed: 1, rev: 1, tab: 't', state: stateToJson(startState('alexander')) };
    const reason = (raw: string | null) => {
      const r = readStoredGame(key, raw);
      return isUnreadable(r) ? r.reason : 'read';
    };
    expect(reason(JSON.stringify(good))).toBe('read');
    expect(reason('')).toBe('it is empty');
    expect(reason('null')).toBe('it holds null');
    expect(reason('{"format":1,')).toBe('it is not valid JSON');
    expect(reason(JSON.stringify({ ...good, format: 2 }))).toBe('it was saved by a newer version of the site (format 2; this page reads format 1)');
    expect(reason(JSON.stringify({ ...good, rev: 0 }))).toMatch(/^rev: /);
    expect(reason(JSON.stringify({ ...good, id: 'g2' }))).toBe('its id “g2” does not match its key');
    expect(reason(JSON.stringify({ ...good, state: { ...good.state, v: 2 } }))).toMatch(/newer version of the sandbox \(format 2\)/);
    expect(reason(JSON.stringify({ ...good, state: { ...good.state, rules: 'constructor' } }))).toMatch(/^rules: /);
  });
});

describe('the old single save', () => {
  it('moves into the list without loss, and the old key goes only once its copy reads back', () => {
    const storage = new MemoryStorage();
    const old = played();
    storage.setItem(LEGACY_KEY, JSON.stringify({ tab: 'x', saved: 1234, state: stateToJson(old) }));
    const tab = new SavedGames(storage, tick);
    const moved = tab.migrateLegacy(() => 'My sandbox');
    expect(moved.kind).toBe('moved');
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
    const { games, unreadable } = tab.list();
    expect(unreadable).toEqual([]);
    expect(games.map((g) => [g.name, g.changed])).toEqual([['My sandbox', 1234]]);
    same(games[0].state, old);
    expect(tab.migrateLegacy(() => 'again').kind).toBe('none');
  });

  it('two tabs moving it at once make one game, not two', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_KEY, JSON.stringify({ tab: 'x', saved: 99, state: stateToJson(played()) }));
    const a = new SavedGames(storage, tick);
    const b = new SavedGames(storage, tick);
    // B reads the old key before A removes it.
    const snapshot = storage.getItem(LEGACY_KEY)!;
    a.migrateLegacy(() => 'A');
    storage.setItem(LEGACY_KEY, snapshot);
    b.migrateLegacy(() => 'B');
    expect(a.list().games.map((g) => g.name)).toEqual(['A']);
  });

  it('stays where it is when it cannot be read, or when its copy does not fit', () => {
    for (const raw of ['', 'null', '{broken', JSON.stringify({ tab: 'x', saved: 1, state: { v: 9 } })]) {
      const storage = new MemoryStorage();
      storage.setItem(LEGACY_KEY, raw);
      const tab = new SavedGames(storage, tick);
      expect(tab.migrateLegacy(() => 'x').kind).toBe('none');
      expect(storage.getItem(LEGACY_KEY)).toBe(raw);
      expect(tab.list().unreadable.map((u) => u.key)).toEqual([LEGACY_KEY]);
    }
    const storage = new MemoryStorage();
    const old = JSON.stringify({ tab: 'x', saved: 5, state: stateToJson(played()) });
    storage.setItem(LEGACY_KEY, old);
    storage.full = true;
    const moved = new SavedGames(storage, tick).migrateLegacy(() => 'x');
    expect(moved.kind).toBe('full');
    expect(storage.getItem(LEGACY_KEY)).toBe(old);
  });
});

describe('unreadable saves', () => {
  it('are listed, never written over nor removed, and announced once', () => {
    const storage = new MemoryStorage();
    const bad: Record<string, string> = { [keyOf('a')]: '', [keyOf('b')]: 'null', [keyOf('c')]: '{"format":1', [keyOf('d')]: JSON.stringify({ format: 3, id: 'd' }), [LEGACY_KEY]: '{nope' };
    for (const [k, v] of Object.entries(bad)) storage.setItem(k, v);
    const tab = new SavedGames(storage, tick);
    const { unreadable } = tab.list();
    expect(unreadable.map((u) => u.key).sort()).toEqual(Object.keys(bad).sort());
    // Everything the list can do, tried on them.
    for (const id of ['a', 'b', 'c', 'd']) {
      expect(tab.save(id, played()).kind).toBe('conflict');
      expect(tab.rename(id, 'x').kind).toBe('conflict');
      expect(tab.remove(id)).toBeUndefined();
      expect(tab.adopt(id)).toBeUndefined();
    }
    tab.migrateLegacy(() => 'x');
    for (let i = 0; i < 10; i++) tab.create(played(), `game ${i}`);
    for (const [k, v] of Object.entries(bad)) expect(storage.getItem(k)).toBe(v);
    expect(tab.untold(unreadable)).toHaveLength(5);
    expect(tab.untold(tab.list().unreadable)).toEqual([]);
    // A changed value is a new problem, said again.
    storage.setItem(keyOf('a'), ' ');
    expect(new SavedGames(storage, tick).untold(tab.list().unreadable).map((u) => u.key)).toEqual([keyOf('a')]);
  });
});

describe('two tabs', () => {
  it('a tab cannot save over a version another tab saved since it read it', () => {
    const storage = new MemoryStorage();
    const a = new SavedGames(storage, tick);
    const b = new SavedGames(storage, tick);
    const made = a.create(startState('alexander'), 'shared');
    if (made.kind !== 'saved') throw new Error(made.kind);
    const id = made.game.id;
    expect(b.adopt(id)?.rev).toBe(1);
    expect(a.save(id, played()).kind).toBe('saved');
    expect(b.changedElsewhere(id)).toBe(true);
    const before = storage.getItem(keyOf(id));
    const refused = b.save(id, withOrders(startState('alexander'), 'England: F Lon-Nth'));
    expect(refused.kind).toBe('conflict');
    expect(storage.getItem(keyOf(id))).toBe(before);
    // A rename in B keeps A's moves and still does not let B's old version through.
    expect(b.rename(id, 'renamed').kind).toBe('saved');
    const renamed = b.read(id);
    expect(!isUnreadable(renamed) && renamed?.name).toBe('renamed');
    if (renamed && !isUnreadable(renamed)) same(renamed.state, played());
    expect(b.save(id, startState('alexander')).kind).toBe('conflict');
    // Taking the stored version lets B go on.
    b.adopt(id);
    expect(b.save(id, startState('alexander')).kind).toBe('saved');
    expect(a.save(id, played()).kind).toBe('conflict');
  });

  it('a game deleted in one tab is not brought back by the other’s autosave', () => {
    const storage = new MemoryStorage();
    const a = new SavedGames(storage, tick);
    const b = new SavedGames(storage, tick);
    const made = a.create(startState('alexander'), 'doomed');
    if (made.kind !== 'saved') throw new Error(made.kind);
    b.adopt(made.game.id);
    const removed = a.remove(made.game.id);
    expect(removed?.name).toBe('doomed');
    expect(b.save(made.game.id, played()).kind).toBe('gone');
    expect(storage.map.size).toBe(0);
    // Undo.
    expect(a.restore(removed!).kind).toBe('saved');
    expect(a.list().games.map((g) => g.name)).toEqual(['doomed']);
  });
});

describe('a full storage', () => {
  it('is reported as full and writes nothing', () => {
    const storage = new MemoryStorage();
    const tab = new SavedGames(storage, tick);
    const made = tab.create(startState('alexander'), 'g');
    if (made.kind !== 'saved') throw new Error(made.kind);
    const before = storage.getItem(keyOf(made.game.id));
    storage.full = true;
    expect(tab.save(made.game.id, played()).kind).toBe('full');
    expect(tab.create(played(), 'h').kind).toBe('full');
    expect(storage.getItem(keyOf(made.game.id))).toBe(before);
    expect([...storage.map.keys()].filter((k) => k.startsWith(GAME_PREFIX))).toHaveLength(1);
    // Room again: the same tab saves on.
    storage.full = false;
    expect(tab.save(made.game.id, played()).kind).toBe('saved');
  });
});

describe('game-master mode’s “the sandbox’s current position”', () => {
  it('is the game changed last, or the old save before it was moved', () => {
    const storage = new MemoryStorage();
    expect(latestSavedGame(storage).kind).toBe('none');
    storage.setItem(keyOf('x'), 'null');
    expect(latestSavedGame(storage)).toMatchObject({ kind: 'error', message: expect.stringMatching(/cannot be read \(it holds null\)/) });
    const tab = new SavedGames(storage, tick);
    tab.create(startState('alexander'), 'older');
    tab.create(played(), 'newer');
    const latest = latestSavedGame(storage);
    expect(latest.kind === 'state' && latest.name).toBe('newer');
    storage.setItem(LEGACY_KEY, JSON.stringify({ tab: 'x', saved: clock + 100, state: stateToJson(startState('datc')) }));
    const legacy = latestSavedGame(storage);
    expect(legacy.kind === 'state' && legacy.state.rules).toBe('datc');
  });
});

describe('the tab’s memory of its own addresses', () => {
  it('knows the last few addresses it wrote for its game, and forgets them for another game', async () => {
    const { isOwnAddress, recall, remember } = await import('../../src/lib/sandbox/tabMemory');
    const session = new MemoryStorage();
    remember('g1', '#case=abc', session);
    for (const h of ['#v1=a', '#v1=b', '#v1=c']) remember('g1', h, session);
    expect(recall(session)).toEqual({ id: 'g1', hashes: ['#case=abc', '#v1=a', '#v1=b', '#v1=c'] });
    remember('g1', '#v1=d', session);
    expect(isOwnAddress(recall(session), '#case=abc')).toBe(false);
    expect(isOwnAddress(recall(session), '#v1=c')).toBe(true);
    remember('g2', '', session);
    expect(recall(session)).toEqual({ id: 'g2', hashes: [''] });
    expect(isOwnAddress(recall(session), '#v1=d')).toBe(false);
    session.setItem('diplomacy-rules-lab:tab-game', '{broken');
    expect(recall(session)).toBeUndefined();
  });
});
