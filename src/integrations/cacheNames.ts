/**
 * The names of the service worker's caches, shared by the worker's generator and the page's "Save
 * the whole site" control (plain TypeScript, no Node API, so the page can import it).
 */

/** Our caches share this prefix, so a new worker deletes old builds' caches and nothing else. */
export const CACHE_PREFIX = 'drl-';

/** The prefix of every build's whole-site cache: a new worker refills it when an older one exists. */
export const SITE_CACHE_PREFIX = `${CACHE_PREFIX}site-`;

/**
 * The three caches of one build: what the first visit precached, the pages and files met since,
 * and the whole site when the reader saved it.
 */
export function cacheNames(version: string): { core: string; visited: string; site: string } {
  return { core: `${CACHE_PREFIX}core-${version}`, visited: `${CACHE_PREFIX}visited-${version}`, site: `${SITE_CACHE_PREFIX}${version}` };
}
