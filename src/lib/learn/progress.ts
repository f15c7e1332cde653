/**
 * Which lessons this browser has reached, kept in local storage (the course has no accounts).
 * Every page's sidebar and the /learn/ index read it; a lesson page writes it on success and
 * announces the change so the sidebar on the same page updates at once.
 */
import { browserStorage } from '../browserStorage';

export const PROGRESS_KEY = 'drl:learn:reached';
export const PROGRESS_EVENT = 'learn-progress';

export function readProgress(storage: Pick<Storage, 'getItem'> | undefined = browserStorage('localStorage')): Set<string> {
  try {
    const raw = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    // A damaged entry (edited by hand, another version) counts as no progress rather than an error.
    return new Set();
  }
}

export function markReached(id: string, storage: Storage | undefined = browserStorage('localStorage')): void {
  const done = readProgress(storage);
  if (done.has(id)) return;
  done.add(id);
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify([...done]));
  } catch {
    // Storage full or refused (private mode): progress is then only kept for this visit.
  }
  globalThis.dispatchEvent?.(new CustomEvent(PROGRESS_EVENT, { detail: id }));
}
