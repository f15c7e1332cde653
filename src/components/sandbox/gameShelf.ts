/**
 * The sandbox page's saved games: which game the page shows, when it is saved, what a link in the
 * address does, and what the reader is told. The storage rules are in src/lib/sandbox/savedGames.ts;
 * this is the page's side (the address, the tab, downloads, messages). Sandbox.svelte hands it
 * the state to save and shows what it returns.
 *
 * - A link (`#v1=`, `#case=`), at load or pasted into an open tab, is checked in full and opens as
 *   a new game; a bad one leaves every game as it was. A reload finds its own address (tabMemory)
 *   and reopens its game instead of adding one.
 * - Each problem is said once, with what the reader can do (download, take the other tab's version).
 */
import { phaseLabel } from '../../../engine/game/position';
import { decodeHash, encodeState, isSandboxHash } from '../../lib/sandbox/shareLink';
import { isUnreadable, SavedGames, type SavedGame, type SaveResult, type Unreadable } from '../../lib/sandbox/savedGames';
import { current, startState, stateToJson, type SandboxState } from '../../lib/sandbox/state';
import { isOwnAddress, recall, remember } from '../../lib/sandbox/tabMemory';
import { download, fileSlug } from '../share/download';

export interface ShelfAction {
  label: string;
  run: () => void;
}

/** A message for the reader, with the choices it offers. */
export interface ShelfMessage {
  text: string;
  actions: ShelfAction[];
  /** What the message is about, so the same problem is not said twice in a row. */
  about: 'link' | 'unreadable' | 'full' | 'conflict' | 'gone' | 'unavailable';
}

export interface ShelfView {
  /** What the reader is told, one notice per kind of problem, until dismissed or solved. */
  notices: ShelfMessage[];
  games: SavedGame[];
  unreadable: Unreadable[];
  /** The game shown; undefined until a fresh start is first changed (nothing is saved before). */
  currentId: string | undefined;
  /** The game deleted last, which Undo brings back. */
  deleted: SavedGame | undefined;
  /** Whether this browser lets the page keep games at all (not where storage is blocked for the site). */
  keeps: boolean;
}

export interface ShelfHooks {
  /** The state the page shows now. */
  state(): SandboxState;
  /** Show another game (undo history starts afresh). */
  show(state: SandboxState): void;
  status(text: string): void;
  changed(view: ShelfView): void;
}

const when = (t: number) => new Date(t).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const slug = (name: string) => fileSlug(name, 'game');

export class GameShelf {
  private readonly store = new SavedGames();
  private view: ShelfView = { notices: [], games: [], unreadable: [], currentId: undefined, deleted: undefined, keeps: this.store.available };
  /** The state as last saved or opened: anything else shown is a change not yet saved. */
  private saved: SandboxState | undefined;
  /** Bumped whenever another game is shown, so a save still encoding its link for the old one does not write it into the address. */
  private generation = 0;

  constructor(private readonly hooks: ShelfHooks) {}

  /** The state to show at load: a link as a new game, else this tab's game, else the most recent, else the standard start. */
  async start(): Promise<SandboxState> {
    const moved = this.store.migrateLegacy((saved) => `My sandbox${saved ? `, last saved ${when(saved)}` : ''}`);
    this.refresh();
    const untold = this.store.untold(this.view.unreadable);
    if (untold.length) this.sayUnreadable(untold);
    if (moved.kind === 'full') this.sayFull(moved.state, 'Your sandbox could not be moved into the list of saved games: this browser’s storage for the site is full. It is kept where it was.');

    const hash = location.hash;
    const memory = recall();
    const mine = memory && this.view.games.find((g) => g.id === memory.id);
    if (isSandboxHash(hash) && !(mine && isOwnAddress(memory, hash))) {
      const opened = await this.openLink(hash, { atLoad: true });
      if (opened) return opened;
    }
    const game = mine ?? this.view.games[0];
    return (game && this.showGame(game.id, { quiet: true })) ?? this.pristine(startState('alexander'));
  }

  /** A start not saved yet: it becomes a game in the list at its first change. */
  private pristine(state: SandboxState): SandboxState {
    this.view.currentId = undefined;
    this.saved = state;
    this.refresh();
    return state;
  }

  /**
   * A link, checked in full before anything changes: a good one becomes a new game (and the
   * game shown before is saved first); a bad one is described, and the shown game stays.
   */
  async openLink(hash: string, { atLoad = false } = {}): Promise<SandboxState | undefined> {
    // The page's own anchors (Starlight's "skip to content") are not links to open.
    if (!isSandboxHash(hash)) return undefined;
    if (!atLoad) this.flush();
    const decoded = await decodeHash(hash);
    if (decoded.kind === 'none') return undefined;
    if (decoded.kind === 'error') {
      this.say({
        about: 'link',
        text: `${decoded.message} Your saved games are untouched.`,
        actions: [{ label: 'Start from the standard position (a new game)', run: () => this.newGame() }],
      });
      return undefined;
    }
    const state = decoded.state;
    // The same game opened again (the record check's "Open in the sandbox" twice, a link reloaded): shown, not copied.
    const same = this.sameAs(state);
    if (same) {
      const shown = this.showGame(same.id, { quiet: true });
      if (shown) {
        this.hooks.status(`This link’s game is already saved as “${same.name}”; it is shown.`);
        if (!atLoad) this.hooks.show(shown);
        return shown;
      }
    }
    const name = `${decoded.kind === 'case' ? 'Case link' : 'Link'} opened ${when(Date.now())}`;
    const result = this.store.create(state, name);
    this.generation++;
    if (result.kind === 'saved') {
      this.use(result.game, hash);
      void this.writeLink(state);
      this.hooks.status(`The link opened as a new saved game, “${result.game.name}” (${phaseLabel(current(state).position)}). Your other games are under Saved games.`);
    } else {
      this.pristine(state);
      this.saved = undefined;
      this.report(result, state);
    }
    if (!atLoad) this.hooks.show(state);
    return state;
  }

  /** Autosave: the shown state into the shown game (a new one on a fresh start's first change). */
  save(state: SandboxState): SaveResult | undefined {
    if (state === this.saved) return undefined;
    const id = this.view.currentId;
    const result = id ? this.store.save(id, state) : this.store.create(state, `Game started ${when(Date.now())}`);
    if (result.kind === 'saved') {
      this.saved = state;
      if (!id) this.use(result.game, location.hash);
      else this.refresh();
      if (this.told('full') || this.told('unavailable')) {
        this.dismiss('full');
        this.dismiss('unavailable');
        this.hooks.status('Saved again.');
      }
    } else this.report(result, state);
    return result;
  }

  /** After a save: the address holds the game as a link (without adding to the browser's history). */
  async writeLink(state: SandboxState): Promise<void> {
    const generation = this.generation;
    const hash = await encodeState(state);
    if (generation !== this.generation || !this.view.currentId) return;
    // Remembered first: a reload that starts now finds either address as this tab's own.
    remember(this.view.currentId, hash);
    history.replaceState(null, '', hash);
  }

  /** Save now what is shown (before another game replaces it). */
  flush(): void {
    this.save(this.hooks.state());
  }

  open(id: string): void {
    if (id === this.view.currentId) return;
    this.flush();
    const state = this.showGame(id);
    if (state) this.hooks.show(state);
  }

  /**
   * A new game in the list, shown; the game shown before stays in the list as it was. `what` says
   * what it is in the status line ("five players, …"); `kind` starts its name ("Five players, …
   * started Nov 26"), `name` replaces it (an imported file's name).
   */
  newGame(from?: SandboxState, options: { name?: string; kind?: string; what?: string } = {}): void {
    this.flush();
    // A fresh start nobody changed was never saved: there is no game before to speak of.
    const before = this.view.currentId;
    const shown = this.hooks.state();
    const state = from ?? startState(shown.rules);
    const same = this.sameAs(state);
    if (same && same.id === before) return this.hooks.status(`“${same.name}” is this very game, not played yet; it stays shown.`);
    if (same) {
      const opened = this.showGame(same.id, { quiet: true });
      if (opened) {
        this.hooks.show(opened);
        return this.hooks.status(`This game is already saved, not played yet, as “${same.name}”; it is shown.`);
      }
    }
    const result = this.store.create(state, options.name ?? `${options.kind ? `${options.kind}, started` : 'Game started'} ${when(Date.now())}`);
    this.generation++;
    if (result.kind !== 'saved') return this.report(result, state);
    this.use(result.game, '');
    // The address holds the new game from now on: a reload shows it, not the game before.
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    void this.writeLink(state);
    this.hooks.show(state);
    this.hooks.status(`New game${options.what ? `, ${options.what}` : ''}: “${result.game.name}”.${before ? ' The game shown before is kept in your saved games.' : ''}`);
  }

  rename(id: string, name: string): void {
    const result = this.store.rename(id, name);
    if (result.kind === 'saved') this.hooks.status(`Renamed to “${result.game.name}”.`);
    else this.report(result, this.hooks.state());
    this.refresh();
  }

  remove(id: string): void {
    const removed = this.store.remove(id);
    if (!removed) return this.refresh();
    this.view.deleted = removed;
    this.hooks.status(`Deleted “${removed.name}”. Undo brings it back.`);
    if (id === this.view.currentId) {
      this.generation++;
      this.refresh();
      const next = this.view.games[0];
      const state = (next && this.showGame(next.id)) ?? this.pristine(startState(removed.state.rules));
      if (!next) remember('', '');
      this.hooks.show(state);
    } else this.refresh();
  }

  undoRemove(): void {
    const game = this.view.deleted;
    if (!game) return;
    const result = this.store.restore(game);
    if (result.kind !== 'saved') return this.report(result, game.state);
    this.view.deleted = undefined;
    this.hooks.status(`“${result.game.name}” is back.`);
    this.refresh();
  }

  /** A game as a sandbox file, which the sandbox's import reads back. */
  exportGame(id: string): void {
    const game = id === this.view.currentId ? { name: this.currentName(), state: this.hooks.state() } : this.view.games.find((g) => g.id === id);
    if (game) download(`${slug(game.name)}.sandbox.json`, JSON.stringify(stateToJson(game.state), null, 2));
  }

  /** An unreadable save exactly as stored, to keep or to report. */
  downloadUnreadable(key: string): void {
    const u = this.view.unreadable.find((x) => x.key === key);
    if (u) download(`${slug(key.replace(/^diplomacy-rules-lab:/, ''))}.unreadable.txt`, u.raw, 'text/plain');
  }

  /** Another tab changed the storage: the list follows, and the shown game is checked. */
  watch(): () => void {
    return this.store.watch((id) => {
      this.refresh();
      const mine = this.view.currentId;
      if (!mine || (id !== null && id !== mine)) return;
      const stored = this.store.read(mine);
      if (!stored) return this.report({ kind: 'gone' }, this.hooks.state());
      if (!this.store.changedElsewhere(mine)) return;
      if (this.hooks.state() === this.saved && !isUnreadable(stored)) {
        // Nothing unsaved here: follow the other tab.
        const state = this.showGame(mine, { quiet: true });
        if (state) this.hooks.show(state);
        this.hooks.status(`“${stored.name}” was changed in another tab; this tab shows that version now.`);
      } else this.report({ kind: 'conflict', theirs: stored }, this.hooks.state());
    });
  }

  /** A saved game whose state is exactly this one (board, orders, history and rule set). */
  private sameAs(state: SandboxState): SavedGame | undefined {
    const key = JSON.stringify(stateToJson(state));
    return this.view.games.find((g) => JSON.stringify(stateToJson(g.state)) === key);
  }

  currentName(): string {
    return this.view.games.find((g) => g.id === this.view.currentId)?.name ?? 'New game (not saved yet)';
  }

  private showGame(id: string, { quiet = false } = {}): SandboxState | undefined {
    const game = this.store.adopt(id);
    if (!game) return undefined;
    this.generation++;
    this.use(game, '');
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    void this.writeLink(game.state);
    if (!quiet) this.hooks.status(`Opened “${game.name}” (${phaseLabel(current(game.state).position)}).`);
    this.dismiss('conflict');
    this.dismiss('gone');
    return game.state;
  }

  private use(game: SavedGame | undefined, hash: string): void {
    this.view.currentId = game?.id;
    if (game) {
      this.saved = game.state;
      remember(game.id, hash);
    }
    this.refresh();
  }

  private refresh(): void {
    const { games, unreadable } = this.store.list();
    this.view = { ...this.view, games, unreadable };
    this.hooks.changed(this.view);
  }

  /** Tell the reader: a notice replaces an earlier one of its kind and stays until dismissed or solved. */
  private say(message: ShelfMessage): void {
    this.view.notices = [...this.view.notices.filter((n) => n.about !== message.about), message];
    this.hooks.changed({ ...this.view });
  }

  dismiss(about: ShelfMessage['about']): void {
    if (!this.told(about)) return;
    this.view.notices = this.view.notices.filter((n) => n.about !== about);
    this.hooks.changed({ ...this.view });
  }

  private told(about: ShelfMessage['about']): boolean {
    return this.view.notices.some((n) => n.about === about);
  }

  private sayUnreadable(untold: Unreadable[]): void {
    const one = untold.length === 1;
    const which = untold.map((u) => `“${u.key}” (${u.reason})`).join('; ');
    this.say({
      about: 'unreadable',
      text: `${one ? 'A save' : `${untold.length} saves`} in this browser cannot be read by this page: ${which}. ${one ? 'It is' : 'They are'} kept aside exactly as ${one ? 'it is' : 'they are'}; nothing will write over ${one ? 'it' : 'them'}. Saved games lists ${one ? 'it' : 'them'} too.`,
      actions: untold.slice(0, 5).map((u) => ({ label: `Download ${untold.length > 1 ? `“${u.key}”` : 'it'}`, run: () => this.downloadUnreadable(u.key) })),
    });
  }

  private sayFull(state: SandboxState, text: string): void {
    this.say({ about: 'full', text, actions: [{ label: 'Download this game', run: () => download(`${slug(this.currentName())}.sandbox.json`, JSON.stringify(stateToJson(state), null, 2)) }] });
  }

  private report(result: SaveResult, state: SandboxState): void {
    const name = this.currentName();
    switch (result.kind) {
      case 'saved':
        return;
      case 'full':
        if (!this.told('full')) this.sayFull(state, 'This browser’s storage for the site is full: your last change is not saved. Download this game to keep it, or delete a saved game you no longer need (the next change is then saved).');
        return;
      case 'unavailable':
        if (!this.told('unavailable'))
          this.say({ about: 'unavailable', text: `This browser does not let the page save anything (${result.reason}): the game is not saved. Download it to keep it.`, actions: [{ label: 'Download this game', run: () => download(`${slug(name)}.sandbox.json`, JSON.stringify(stateToJson(state), null, 2)) }] });
        return;
      case 'gone':
        if (!this.told('gone'))
          this.say({ about: 'gone', text: `“${name}” was deleted in another tab. This tab’s version is not saved.`, actions: [{ label: 'Keep this tab’s version as a new game', run: () => this.keepAsNew(name) }] });
        return;
      case 'conflict':
        if (!this.told('conflict'))
          this.say({
            about: 'conflict',
            text: isUnreadable(result.theirs)
              ? `“${name}” was saved in another tab in a form this page cannot read. Nothing was overwritten; this tab’s version is not saved.`
              : `“${name}” was changed in another tab since this tab opened it. Nothing was overwritten; this tab’s version is not saved.`,
            actions: [
              ...(isUnreadable(result.theirs) ? [] : [{ label: 'Show the other tab’s version', run: () => this.takeTheirs() }]),
              { label: 'Keep this tab’s version as a new game', run: () => this.keepAsNew(name) },
            ],
          });
        return;
    }
  }

  private takeTheirs(): void {
    const id = this.view.currentId;
    const state = id ? this.showGame(id, { quiet: true }) : undefined;
    if (state) {
      this.hooks.show(state);
      this.hooks.status('This tab now shows the other tab’s version.');
    }
  }

  private keepAsNew(name: string): void {
    const state = this.hooks.state();
    const result = this.store.create(state, `${name} (this tab’s copy)`);
    if (result.kind !== 'saved') return this.report(result, state);
    this.generation++;
    for (const about of ['conflict', 'gone', 'full', 'unavailable'] as const) this.dismiss(about);
    this.use(result.game, '');
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    void this.writeLink(state);
    this.hooks.status(`Saved as a new game, “${result.game.name}”.`);
  }
}
