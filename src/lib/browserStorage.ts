/**
 * This browser's localStorage or sessionStorage, or `undefined` where there is none to have. Where
 * the reader blocks storage for the site (cookies off, some private modes, a sandboxed frame),
 * merely reading `window.localStorage` throws a SecurityError; every caller then works on without
 * keeping anything, and the sandbox says so.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}
