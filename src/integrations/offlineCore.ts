import { posix } from 'node:path';

/**
 * What a first visit precaches: the files offline play needs, and no more. A game master
 * at a table needs the sandbox and game-master mode, so the core is those pages (and the 404 page)
 * with everything they load: their scripts and styles, the chunks these import (statically or
 * lazily, Monaco and the engine among them), the workers they start and the fonts their styles
 * name. Every other page is cached as it is visited, or all at once from "Save the whole site".
 */
export const OFFLINE_PAGES = ['sandbox/', 'gm/', '404.html'] as const;

/**
 * A file named `*.on-demand.*` is fetched when first used and kept then, never precached: the
 * fonts the board images embed, which a first visit would otherwise pay for before any image.
 */
const ON_DEMAND = /\.on-demand\./;

/** Files a page or a script refers to, as they are written: `/_astro/x.js`, `./x.js`, `_astro/x.css` (Vite's preload list). */
const REFERENCE = /(?:\.{1,2}\/|\/)?[\w@~.-]+(?:\/[\w@~.-]+)*\.(?:js|mjs|css|woff2?|ttf|otf|wasm|svg|png|webp|json)\b/g;

/**
 * The build files the entry pages need, as paths relative to the build folder (`sandbox/index.html`,
 * `_astro/engine.abc.js`). `read` gives a file's text; `files` lists the build's paths.
 * A page's links to other pages are not followed: only files that are not pages are.
 */
export function offlineCore(files: readonly string[], read: (path: string) => string, base = '/', entries: readonly string[] = OFFLINE_PAGES): string[] {
  return referenceGraph(files, read, base)(entries);
}

/**
 * The references between the build's files, each file read once: a function from entry pages to
 * everything they need. Several closures of one build share the reading.
 */
export function referenceGraph(files: readonly string[], read: (path: string) => string, base = '/'): (entries: readonly string[]) => string[] {
  const known = new Set(files);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const refs = new Map<string, string[]>();
  const referencesOf = (from: string): string[] => {
    let out = refs.get(from);
    if (out) return out;
    const dir = posix.dirname(from);
    const found = new Set<string>();
    for (const [ref] of read(from).matchAll(REFERENCE)) {
      // A site path (under the base), a path relative to the file, or one relative to the base (Vite's preload list).
      const candidates = ref.startsWith('/')
        ? [ref.startsWith(prefix) ? ref.slice(prefix.length) : '']
        : [posix.normalize(posix.join(dir, ref)), posix.normalize(ref)];
      for (const path of candidates) if (known.has(path) && !path.endsWith('.html') && !ON_DEMAND.test(path)) found.add(path);
    }
    out = [...found];
    refs.set(from, out);
    return out;
  };
  return (entries) => {
    const found = new Set<string>();
    const queue: string[] = [];
    const add = (path: string) => {
      if (!known.has(path) || found.has(path)) return;
      found.add(path);
      if (/\.(html|js|mjs|css)$/.test(path)) queue.push(path);
    };
    for (const page of entries) add(page.endsWith('/') ? `${page}index.html` : page);
    while (queue.length > 0) for (const path of referencesOf(queue.pop()!)) add(path);
    return [...found].sort();
  };
}
