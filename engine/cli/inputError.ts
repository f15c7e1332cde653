/** A problem with the input that the user must fix; printed on stderr, exit code 2. */
export class InputError extends Error {
  override name = 'InputError';
}
