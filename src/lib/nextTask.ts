/**
 * Run `fn` once in a task of its own, right after the event that asked for it, however often
 * `schedule` is called until then. Editors re-rule this way on every keystroke: the board follows
 * the text at the next paint (the aim is keystroke to repaint under 50 ms; a 150 ms debounce
 * could not), keys that arrive together are ruled once with the latest text, and the ruling stays
 * out of the frame's own work: in a requestAnimationFrame callback, a 1 MB paste's ruling and the
 * layout of that text made one 1.4 s task.
 */
export interface ScheduledTask {
  schedule(): void;
  cancel(): void;
  /** Run it now if it is waiting (a button that acts on the text just typed). */
  flush(): void;
  /** Whether it is waiting to run. */
  readonly waiting: boolean;
}

export function nextTask(fn: () => void): ScheduledTask {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule() {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        fn();
      }, 0);
    },
    cancel,
    flush() {
      if (timer === undefined) return;
      cancel();
      fn();
    },
    get waiting() {
      return timer !== undefined;
    },
  };
}
