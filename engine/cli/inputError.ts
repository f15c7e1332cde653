/** The CLI reports an `InputError` on stderr with exit code 2; the class lives with the library, which throws it too. */
export { InputError } from '../inputError';
