import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What a build's service worker precaches: every URL the build wrote, and a version of their contents. */
export interface PrecacheManifest {
  /** Site URLs, sorted: `/` and `/rules/` for folder pages, file paths for the rest. */
  urls: string[];
  /** A hash of every URL with its file's content hash: it changes exactly when the build's output does. */
  version: string;
  /** Total size of the files, in bytes, for the build log. */
  bytes: number;
}

/** The worker itself is never precached: the browser fetches it to learn of a new build. */
export const SERVICE_WORKER_FILE = 'sw.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** The URL a static host serves a built file at, under `base`: `rules/index.html` is `/rules/`. */
export function urlOf(relativePath: string, base = '/'): string {
  const path = relativePath.split(sep).join('/');
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (path === 'index.html') return prefix;
  return prefix + (path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path);
}

/**
 * Every file of the build in `dir` (pages, `_astro/` chunks and fonts, the pagefind index, the
 * favicon), all of which the offline site needs: Monaco and its worker load lazily from `_astro/`.
 */
export function precacheManifest(dir: string, base = '/'): PrecacheManifest {
  const entries = filesUnder(dir)
    .map((file) => ({ file, url: urlOf(relative(dir, file), base) }))
    .filter(({ url }) => url !== urlOf(SERVICE_WORKER_FILE, base))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const version = createHash('sha256');
  let bytes = 0;
  for (const { file, url } of entries) {
    const content = readFileSync(file);
    bytes += content.length;
    version.update(`${url}\0${createHash('sha256').update(content).digest('hex')}\n`);
  }
  return { urls: entries.map((e) => e.url), version: version.digest('hex').slice(0, 16), bytes };
}
