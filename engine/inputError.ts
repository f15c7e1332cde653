/**
 * A problem with the input that its author must fix: an unknown rule set or variant, a bad case.
 * The library throws it for names it does not know; the CLI prints its message on stderr and exits
 * with code 2. Plain JavaScript (no Node API), so the core and the site can throw it too.
 */
export class InputError extends Error {
  override name = 'InputError';

  /** `excerpt`: the input line the message is about, which the CLI shows under it. */
  constructor(
    message: string,
    readonly excerpt?: string,
  ) {
    super(message);
  }
}
