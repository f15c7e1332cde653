import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { OFFLINE_PAGES, referenceGraph } from './offlineCore';

/** One file of the build as the site serves it, with its size as stored and gzipped (as sent by a server that compresses). */
export interface SiteFile {
  url: string;
  bytes: number;
  gzip: number;
}

/** What a build's service worker knows: the files a first visit precaches, every file of the site, and a version. */
export interface PrecacheManifest {
  /** Precached on the first visit (`offlineCore`), sorted: the sandbox, game-master mode and what they load. */
  urls: string[];
  /** Every file of the build, sorted by URL: what "Save the whole site for offline use" stores. */
  site: SiteFile[];
  /**
   * For each page outside the core, the files it loads (at once or lazily, as the editor of a live
   * board) that the core lacks: the worker keeps them with the page, so a visited page works
   * offline in full.
   */
  pages: Record<string, string[]>;
  /** A hash of every URL with its file's content hash: it changes exactly when the build's output does. */
  version: string;
  /** The first visit's precache: its size as stored, and gzipped. */
  bytes: number;
  gzip: number;
}

/** The worker itself is never precached: the browser fetches it to learn of a new build. */
export const SERVICE_WORKER_FILE = 'sw.js';
/** The list the "Save the whole site" control reads (`OfflineFiles`), written next to the worker. */
export const OFFLINE_FILES_FILE = 'offline-files.json';

/** What the page's control reads from `offline-files.json`. */
export interface OfflineFiles {
  version: string;
  /** Every file of the site. */
  files: SiteFile[];
  /** The URLs the first visit precached. */
  core: string[];
}

/** At most this much, gzipped, on a first visit: the test and `npm run bench:site` hold the build to it. */
export const FIRST_VISIT_BUDGET_BYTES = 1_500_000;

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
 * The build in `dir`: every file but the worker and the control's list (both written from this),
 * and the core a first visit precaches, which includes the control's list so that it can say
 * offline what is saved.
 */
export function precacheManifest(dir: string, base = '/', entries: readonly string[] = OFFLINE_PAGES): PrecacheManifest {
  const generated = new Set([SERVICE_WORKER_FILE, OFFLINE_FILES_FILE]);
  const paths = filesUnder(dir)
    .map((file) => relative(dir, file).split(sep).join('/'))
    .filter((path) => !generated.has(path));
  const content = new Map(paths.map((path) => [path, readFileSync(join(dir, path))]));
  const site = paths
    .map((path): SiteFile & { path: string } => {
      const body = content.get(path)!;
      return { path, url: urlOf(path, base), bytes: body.length, gzip: gzipSync(body).length };
    })
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const version = createHash('sha256');
  for (const f of site) version.update(`${f.url}\0${createHash('sha256').update(content.get(f.path)!).digest('hex')}\n`);
  const closure = referenceGraph(paths, (path) => content.get(path)!.toString('utf8'), base);
  const corePaths = new Set(closure(entries));
  const core = site.filter((f) => corePaths.has(f.path));
  const pages: Record<string, string[]> = {};
  for (const page of paths.filter((p) => p.endsWith('.html') && !corePaths.has(p))) {
    const needs = closure([page]).filter((p) => p !== page && !corePaths.has(p));
    if (needs.length > 0) pages[urlOf(page, base)] = needs.map((p) => urlOf(p, base));
  }
  return {
    urls: [...core.map((f) => f.url), urlOf(OFFLINE_FILES_FILE, base)].sort(),
    site: site.map(({ url, bytes, gzip }) => ({ url, bytes, gzip })),
    pages,
    version: version.digest('hex').slice(0, 16),
    bytes: core.reduce((n, f) => n + f.bytes, 0),
    gzip: core.reduce((n, f) => n + f.gzip, 0),
  };
}

/** The control's list for a manifest. */
export function offlineFiles(manifest: PrecacheManifest): OfflineFiles {
  return { version: manifest.version, files: manifest.site, core: manifest.urls };
}
