/**
 * Saving after a pause: each change asks for a save, and one runs `delayMs` after the last ask, so
 * typing writes storage once a pause rather than once a letter. Closing the page flushes it.
 */
export class Autosave {
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly save: () => void,
    private readonly delayMs = 250,
  ) {}

  schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.save();
    }, this.delayMs);
  }

  /** Whether a save is waiting for the pause. */
  get waiting(): boolean {
    return this.#timer !== undefined;
  }

  /** Drop a save that is waiting (another game is shown, or the caller saves at once). */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
