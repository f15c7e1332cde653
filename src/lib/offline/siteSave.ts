import { cacheNames } from '../../integrations/cacheNames';
import type { OfflineFiles, SiteFile } from '../../integrations/precacheManifest';

/**
 * "Save the whole site for offline use", in the page: the build's list of files
 * (`offline-files.json`, written with the service worker), how much of it this browser holds, and
 * the saving and removing of it. The files go into the build's whole-site cache, which the worker
 * answers from; a new build's worker fills its own again when it finds one.
 */

const LIST_URL = `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}offline-files.json`;
/** Files fetched at once while saving: enough to keep a connection busy, few enough to show steady progress. */
const AT_ONCE = 4;

export interface SavedState {
  files: SiteFile[];
  /** URLs of the files the whole-site cache holds. */
  held: ReadonlySet<string>;
}

/** The Cache API and a service worker: a secure context (HTTPS, or localhost) in a browser that has them. */
export function canSave(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'caches' in window && 'serviceWorker' in navigator;
}

export async function readList(): Promise<OfflineFiles> {
  const response = await fetch(LIST_URL);
  if (!response.ok) throw new Error(`the list of the site's files did not load (${response.status})`);
  return (await response.json()) as OfflineFiles;
}

/** What this browser holds of the whole site. Asking does not create the cache. */
export async function savedState(list: OfflineFiles): Promise<SavedState> {
  const name = cacheNames(list.version).site;
  if (!(await caches.has(name))) return { files: list.files, held: new Set() };
  const keys = await (await caches.open(name)).keys();
  const urls = new Set(keys.map((r) => new URL(r.url).pathname));
  return { files: list.files, held: new Set(list.files.filter((f) => urls.has(f.url)).map((f) => f.url)) };
}

export interface Progress {
  files: number;
  bytes: number;
}

/**
 * Fetch every file the cache does not hold yet and store it, reporting progress after each. A
 * failure (the network, a full disk) stops the saving and is thrown; what was saved stays, so a
 * second try goes on from there.
 */
export async function saveSite(list: OfflineFiles, onProgress: (p: Progress) => void, signal: AbortSignal): Promise<void> {
  // Ask the browser not to evict the saved site when space runs low; it may say no, which changes nothing here.
  await navigator.storage?.persist?.().catch(() => false);
  const cache = await caches.open(cacheNames(list.version).site);
  const { held } = await savedState(list);
  const done: Progress = { files: 0, bytes: 0 };
  for (const f of list.files) {
    if (!held.has(f.url)) continue;
    done.files++;
    done.bytes += f.bytes;
  }
  onProgress({ ...done });
  const queue = list.files.filter((f) => !held.has(f.url));
  const worker = async () => {
    for (let f = queue.shift(); f && !signal.aborted; f = queue.shift()) {
      const response = await fetch(f.url, { cache: 'no-cache', signal });
      if (!response.ok) throw new Error(`${f.url} did not load (${response.status})`);
      await cache.put(f.url, response);
      done.files++;
      done.bytes += f.bytes;
      onProgress({ ...done });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/** Remove the saved site; the first visit's files and the pages visited stay. */
export async function removeSite(list: OfflineFiles): Promise<void> {
  await caches.delete(cacheNames(list.version).site);
}

/** `21.2 MB`, `840 KB`. */
export function size(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

/** Why saving stopped, in a reader's words. */
export function failureText(e: unknown): string {
  if (e instanceof DOMException && e.name === 'QuotaExceededError') return 'the browser has no room left for it';
  if (e instanceof DOMException && e.name === 'AbortError') return 'stopped';
  if (e instanceof TypeError) return 'the network did not answer';
  return e instanceof Error ? e.message : String(e);
}
