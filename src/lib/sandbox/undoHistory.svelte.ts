/**
 * The sandbox's undo and redo: the state shown, the states before it and those undone. Typing in
 * one field is one step until the writer pauses for `groupMs`, as in a text editor, so Undo never
 * takes back a single letter. A class with runes, so a component reads `history.current` and
 * `history.canUndo` and redraws when they change.
 */
export class UndoHistory<T> {
  current = $state.raw<T>() as T;
  #undo: T[] = [];
  #redo = $state.raw<T[]>([]);
  #undoCount = $state(0);
  #lastGroup: { group: string; at: number } | undefined;
  readonly #limit: number;
  readonly #groupMs: number;

  constructor(initial: T, { limit = 100, groupMs = 1000 }: { limit?: number; groupMs?: number } = {}) {
    this.current = initial;
    this.#limit = limit;
    this.#groupMs = groupMs;
  }

  get canUndo(): boolean {
    return this.#undoCount > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  /**
   * A change: it becomes one undo step unless `undoable` is false (moving through the history), or
   * it continues a run of edits of the same `group` within `groupMs` (typing).
   */
  commit(next: T, { undoable = true, group }: { undoable?: boolean; group?: string } = {}): boolean {
    if (next === this.current) return false;
    const now = performance.now();
    const continues = group !== undefined && this.#lastGroup?.group === group && now - this.#lastGroup.at < this.#groupMs;
    if (undoable && !continues) {
      this.#undo = [...this.#undo.slice(-this.#limit + 1), this.current];
      this.#redo = [];
    }
    this.#lastGroup = group === undefined ? undefined : { group, at: now };
    this.#undoCount = this.#undo.length;
    this.current = next;
    return true;
  }

  undo(): boolean {
    const prev = this.#undo.pop();
    if (prev === undefined) return false;
    this.#lastGroup = undefined;
    this.#redo = [...this.#redo, this.current];
    this.#undoCount = this.#undo.length;
    this.current = prev;
    return true;
  }

  redo(): boolean {
    const next = this.#redo.at(-1);
    if (next === undefined) return false;
    this.#lastGroup = undefined;
    this.#redo = this.#redo.slice(0, -1);
    this.#undo = [...this.#undo, this.current];
    this.#undoCount = this.#undo.length;
    this.current = next;
    return true;
  }

  /** Another game shown: its own history starts here. */
  reset(next: T): void {
    this.#undo = [];
    this.#redo = [];
    this.#undoCount = 0;
    this.#lastGroup = undefined;
    this.current = next;
  }
}
