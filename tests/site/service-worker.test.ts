import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineCore } from '../../src/integrations/offlineCore';
import { OFFLINE_FILES_FILE, precacheManifest, urlOf, type PrecacheManifest } from '../../src/integrations/precacheManifest';
import { CACHE_PREFIX, cacheNames, registrationScript, serviceWorkerScript } from '../../src/integrations/serviceWorkerScript';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A build output folder holding `files` (path → content). */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'drl-sw-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/**
 * A small build written as Astro and Vite write one: pages that load scripts and styles, a chunk that
 * imports another statically and a third lazily, Vite's preload list (paths from the base), a
 * worker, a font named by a stylesheet, and pages and files the sandbox and game-master mode never load.
 */
const SITE = {
  'index.html': '<h1>Home</h1><a href="/sandbox/">Sandbox</a><script type="module" src="/_astro/home.h1.js"></script>',
  '404.html': '<h1>Not found</h1><link rel="stylesheet" href="/_astro/site.s1.css">',
  'sandbox/index.html': '<h1>Sandbox</h1><link rel="stylesheet" href="/_astro/site.s1.css"><astro-island component-url="/_astro/Sandbox.a1.js"></astro-island>',
  'gm/index.html': '<h1>GM</h1><a href="/rules/iv-orders/">rules</a><script type="module" src="/_astro/GameMaster.g1.js"></script>',
  'rules/iv-orders/index.html': '<h1>Orders</h1><script type="module" src="/_astro/rules.r1.js"></script>',
  '_astro/Sandbox.a1.js': 'import{e}from"./engine.abc123.js";const m=()=>import("./monaco.m1.js");',
  '_astro/GameMaster.g1.js': 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/gm.c1.css"])))=>i.map(i=>d[i]);new Worker(new URL("/_astro/gmWorker.w1.js",import.meta.url));',
  '_astro/gmWorker.w1.js': 'import"./engine.abc123.js";',
  '_astro/engine.abc123.js': 'export const rule = 1;',
  '_astro/monaco.m1.js': 'const w="/_astro/editor.worker.start-def456.js";',
  '_astro/editor.worker.start-def456.js': 'self.onmessage = () => {};',
  '_astro/gm.c1.css': '.gm{}',
  '_astro/site.s1.css': '@font-face{src:url(./codicon.f1.ttf)}',
  '_astro/codicon.f1.ttf': 'font',
  '_astro/home.h1.js': 'export const home = 1;',
  '_astro/rules.r1.js': 'export const rules = 1;',
  'pagefind/pagefind-entry.json': '{}',
  'favicon.svg': '<svg/>',
};

const CORE = [
  '/404.html',
  '/_astro/GameMaster.g1.js',
  '/_astro/Sandbox.a1.js',
  '/_astro/codicon.f1.ttf',
  '/_astro/editor.worker.start-def456.js',
  '/_astro/engine.abc123.js',
  '/_astro/gm.c1.css',
  '/_astro/gmWorker.w1.js',
  '/_astro/monaco.m1.js',
  '/_astro/site.s1.css',
  '/gm/',
  `/${OFFLINE_FILES_FILE}`,
  '/sandbox/',
];

describe('the precache manifest', () => {
  it('maps built files to the URLs a static host serves them at', () => {
    expect(urlOf('index.html')).toBe('/');
    expect(urlOf('rules/iv-orders/index.html')).toBe('/rules/iv-orders/');
    expect(urlOf('404.html')).toBe('/404.html');
    expect(urlOf('_astro/engine.abc123.js', '/lab')).toBe('/lab/_astro/engine.abc123.js');
  });

  it('precaches on a first visit only what the sandbox and game-master mode load, with the 404 page', () => {
    const manifest = precacheManifest(build({ ...SITE, 'sw.js': '// an older worker', [OFFLINE_FILES_FILE]: '{}' }));
    expect(manifest.urls).toEqual(CORE);
    const sizes = Object.fromEntries(manifest.site.map((f) => [f.url, f.bytes]));
    expect(manifest.bytes).toBe(CORE.reduce((n, url) => n + (sizes[url] ?? 0), 0));
    expect(manifest.gzip).toBeGreaterThan(0);
  });

  it('lists every file of the build, sorted, with its size, except the worker and the control’s list', () => {
    const manifest = precacheManifest(build({ ...SITE, 'sw.js': '// an older worker', [OFFLINE_FILES_FILE]: '{}' }));
    expect(manifest.site.map((f) => f.url)).toEqual(Object.keys(SITE).map((p) => urlOf(p)).sort());
    for (const f of manifest.site) expect(f.bytes).toBe(Buffer.byteLength(SITE[Object.keys(SITE).find((p) => urlOf(p) === f.url) as keyof typeof SITE]));
  });

  it('follows references under a base, and never a link to another page', () => {
    const files = ['sandbox/index.html', '_astro/a.js', '_astro/b.js', 'rules/index.html'];
    const text: Record<string, string> = {
      'sandbox/index.html': '<a href="/lab/rules/">x</a><script src="/lab/_astro/a.js"></script>',
      '_astro/a.js': 'import("./b.js")',
      '_astro/b.js': '',
      'rules/index.html': '',
    };
    expect(offlineCore(files, (p) => text[p], '/lab', ['sandbox/'])).toEqual(['_astro/a.js', '_astro/b.js', 'sandbox/index.html']);
  });

  it('has a version that two builds of the same files share', () => {
    expect(precacheManifest(build(SITE)).version).toBe(precacheManifest(build(SITE)).version);
    expect(precacheManifest(build({ ...SITE, 'sw.js': 'old' })).version).toBe(precacheManifest(build(SITE)).version);
  });

  it('has a new version when an asset changes, is added or is renamed', () => {
    const first = precacheManifest(build(SITE)).version;
    expect(precacheManifest(build({ ...SITE, 'favicon.svg': '<svg><circle/></svg>' })).version).not.toBe(first);
    expect(precacheManifest(build({ ...SITE, 'learn/index.html': '<h1>Learn</h1>' })).version).not.toBe(first);
    const { 'favicon.svg': icon, ...rest } = SITE;
    expect(precacheManifest(build({ ...rest, 'icon.svg': icon })).version).not.toBe(first);
  });
});

const ORIGIN = 'https://lab.example';

interface Stored {
  url: URL;
  body: string;
  status: number;
  headers: [string, string][];
  /** The Origin header of the request it was stored for, which `Vary: Origin` compares. */
  origin: string | null;
}

type Req = Request | { url: string; headers?: Headers } | string;
const urlOfReq = (r: Req) => new URL(typeof r === 'string' ? r : r.url, ORIGIN);
const originOf = (r: Req) => (typeof r === 'string' ? null : (r.headers?.get('origin') ?? null));

/**
 * Cache Storage in memory, as much of it as the worker uses, and as strict as a browser's: a
 * response stored with `Vary: Origin` matches only a request with the same Origin header, unless
 * the match ignores Vary; a query matters unless the match ignores it.
 */
class MemoryCaches {
  readonly stores = new Map<string, Stored[]>();
  constructor(private readonly network: (r: Request) => Promise<Response>) {}

  private find(store: Stored[], request: Req, options: CacheQueryOptions = {}): Stored | undefined {
    const url = urlOfReq(request);
    return store.find((s) => {
      if (s.url.pathname !== url.pathname || (!options.ignoreSearch && s.url.search !== url.search)) return false;
      const vary = s.headers.find(([k]) => k.toLowerCase() === 'vary')?.[1].toLowerCase() ?? '';
      return options.ignoreVary || !vary.includes('origin') || s.origin === originOf(request);
    });
  }

  private static answer(s: Stored | undefined): Response | undefined {
    return s && new Response(s.body, { status: s.status, headers: s.headers });
  }

  async open(name: string) {
    const store = this.stores.get(name) ?? [];
    this.stores.set(name, store);
    const put = async (request: Req, response: Response) => {
      const stored: Stored = { url: urlOfReq(request), body: await response.text(), status: response.status, headers: [...response.headers], origin: originOf(request) };
      const i = store.findIndex((s) => s.url.href === stored.url.href);
      if (i >= 0) store.splice(i, 1);
      store.push(stored);
    };
    return {
      put,
      addAll: async (requests: Request[]) => {
        for (const r of requests) await put(r, await this.network(r));
      },
      match: async (request: Req, options?: CacheQueryOptions) => MemoryCaches.answer(this.find(store, request, options)),
      keys: async () => store.map((s) => new Request(s.url)),
    };
  }
  async match(request: Req, options: MultiCacheQueryOptions = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const store = this.stores.get(name);
      const hit = store && this.find(store, request, options);
      if (hit) return MemoryCaches.answer(hit);
    }
    return undefined;
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  paths(name: string): string[] {
    return (this.stores.get(name) ?? []).map((s) => s.url.pathname).sort();
  }
}

/** A network as `astro preview` is one: every answer says `Vary: Origin`; a path the build lacks is a 404. */
function network(files: Record<string, string>) {
  const net = {
    online: true as boolean | 'hangs',
    fetched: [] as string[],
    fetch: async (request: Request): Promise<Response> => {
      const { pathname } = new URL(request.url);
      net.fetched.push(pathname);
      if (net.online === 'hangs') return new Promise<Response>(() => {});
      if (!net.online) throw new TypeError('Failed to fetch');
      const path = Object.keys(files).find((p) => urlOf(p) === pathname);
      return path
        ? new Response(`network ${pathname}`, { status: 200, headers: { vary: 'Origin' } })
        : new Response('network 404', { status: 404, headers: { vary: 'Origin' } });
    },
  };
  return net;
}

/** Run a generated worker in a sandbox with `caches` and a network. */
function runWorker(manifest: PrecacheManifest, caches: MemoryCaches, net: ReturnType<typeof network>) {
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  // Relative URLs resolve against the worker's origin, as in a browser; a basic, direct answer as from a same-origin fetch.
  const WorkerRequest = class extends Request {
    constructor(url: string | URL, init?: RequestInit) {
      super(new URL(url, ORIGIN), init);
    }
  };
  const fetch = async (request: Request | string) => {
    const response = await net.fetch(typeof request === 'string' ? new WorkerRequest(request) : request);
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  // Time runs fast in here: the worker's wait for a slow network ends at once.
  const fastTimeout = (done: (value: unknown) => void) => setTimeout(done, 0);
  runInNewContext(serviceWorkerScript(manifest), { self, caches, fetch, Request: WorkerRequest, Response, URL, Promise, Array, setTimeout: fastTimeout });
  /** Dispatch an event and wait for what the worker gave waitUntil or respondWith. */
  const dispatch = async (type: string, fields: object = {}): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    const extended: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...fields, waitUntil: (p: Promise<unknown>) => extended.push(p), respondWith: (p: Promise<Response>) => (answer = p) });
    const response = await answer;
    await Promise.all(extended);
    return response;
  };
  /** A GET as the browser sends it: a module script carries an Origin header. */
  const get = (path: string, mode: RequestMode | 'navigate', origin?: string) =>
    dispatch('fetch', { request: { url: ORIGIN + path, method: 'GET', mode, headers: new Headers(origin ? { origin } : {}) } });
  const text = async (path: string, mode: RequestMode | 'navigate', origin?: string) => (await get(path, mode, origin))?.text();
  return { dispatch, get, text };
}

/** A worker installed and activated on a fresh browser, with the network `astro preview` gives. */
async function installed(files: Record<string, string> = SITE) {
  const net = network(files);
  const caches = new MemoryCaches(net.fetch);
  const manifest = precacheManifest(build(files));
  const worker = runWorker(manifest, caches, net);
  await worker.dispatch('install');
  await worker.dispatch('activate');
  net.fetched = [];
  return { net, caches, manifest, worker, names: cacheNames(manifest.version) };
}

describe('the generated service worker', () => {
  it('precaches the first visit’s files, and a new build’s worker deletes the old caches and no one else’s', async () => {
    const { caches, manifest, names, net } = await installed();
    expect(await caches.keys()).toEqual([names.core]);
    expect(caches.paths(names.core)).toEqual(manifest.urls);

    await caches.open('another-app');
    await caches.open(`${CACHE_PREFIX}precache-0123456789abcdef`); // an earlier worker's single cache
    const second = precacheManifest(build({ ...SITE, 'favicon.svg': '<svg><rect/></svg>' }));
    const two = runWorker(second, caches, net);
    await two.dispatch('install');
    // Until the new worker activates, the old build's cache is still there for pages that use it.
    expect(await caches.keys()).toContain(names.core);
    await two.dispatch('activate');
    expect((await caches.keys()).sort()).toEqual(['another-app', cacheNames(second.version).core].sort());
  });

  it('answers a module script offline although the server said Vary: Origin (astro preview)', async () => {
    const { net, worker } = await installed();
    net.online = false;
    const script = await worker.get('/_astro/engine.abc123.js', 'cors', ORIGIN);
    expect(script?.status).toBe(200);
    expect(await script?.text()).toBe('network /_astro/engine.abc123.js');
    expect(await worker.text('/sandbox/', 'navigate')).toBe('network /sandbox/');
  });

  it('serves pages from the network first and keeps them, so a visited page works offline', async () => {
    const { net, worker, caches, names } = await installed();
    expect(await worker.text('/rules/iv-orders/', 'navigate')).toBe('network /rules/iv-orders/');
    expect(await worker.text('/_astro/rules.r1.js', 'cors', ORIGIN)).toBe('network /_astro/rules.r1.js');
    expect(await worker.text('/_astro/engine.abc123.js', 'cors', ORIGIN)).toBe('network /_astro/engine.abc123.js');
    // The precached chunk came from the cache; the page and the new chunk from the network.
    expect(net.fetched).toEqual(['/rules/iv-orders/', '/_astro/rules.r1.js']);
    await new Promise((done) => setTimeout(done, 0));
    expect(caches.paths(names.visited)).toEqual(['/_astro/rules.r1.js', '/rules/iv-orders/']);

    net.online = false;
    expect(await worker.text('/rules/iv-orders/?from=share', 'navigate')).toBe('network /rules/iv-orders/');
    expect(await worker.text('/_astro/rules.r1.js', 'cors', ORIGIN)).toBe('network /_astro/rules.r1.js');
  });

  it('offline, answers a page never visited with the 404 page and its 404 status, and /sandbox with its cached copy', async () => {
    const { net, worker } = await installed();
    net.online = false;
    const missing = await worker.get('/no-such-page/', 'navigate');
    expect(missing?.status).toBe(404);
    expect(await missing?.text()).toBe('network /404.html');
    const unvisited = await worker.get('/learn/', 'navigate');
    expect(unvisited?.status).toBe(404);
    const bare = await worker.get('/sandbox', 'navigate');
    expect(bare?.status).toBe(301);
    expect(bare?.headers.get('location')).toBe(`${ORIGIN}/sandbox/`);
    // A file is not a folder: no slash is tried after it.
    expect((await worker.get('/favicon.svg', 'navigate'))?.status).toBe(404);
  });

  it('keeps with a page every file it may load that the core lacks, so its lazy editor works offline too', async () => {
    const files = { ...SITE, 'rules/iv-orders/index.html': '<script type="module" src="/_astro/rules.r1.js"></script>', '_astro/rules.r1.js': 'import("./liveEditor.l1.js");import"./engine.abc123.js"', '_astro/liveEditor.l1.js': '' };
    const { net, worker, caches, names, manifest } = await installed(files);
    expect(manifest.pages['/rules/iv-orders/']).toEqual(['/_astro/liveEditor.l1.js', '/_astro/rules.r1.js']);
    await worker.get('/rules/iv-orders/', 'navigate');
    expect(caches.paths(names.visited)).toEqual(['/_astro/liveEditor.l1.js', '/_astro/rules.r1.js', '/rules/iv-orders/']);
    net.online = false;
    expect(await worker.text('/_astro/liveEditor.l1.js', 'cors', ORIGIN)).toBe('network /_astro/liveEditor.l1.js');
  });

  it('keeps the files a page loaded before the worker controlled it, when the page says so', async () => {
    const { worker, caches, names, net } = await installed();
    await worker.dispatch('message', { data: { type: 'visited', urls: [`${ORIGIN}/`, `${ORIGIN}/_astro/home.h1.js`, `${ORIGIN}/_astro/engine.abc123.js`, 'https://elsewhere.example/x.js', `${ORIGIN}/sw.js`] } });
    expect(caches.paths(names.visited)).toEqual(['/', '/_astro/home.h1.js']);
    expect(net.fetched).toEqual(['/', '/_astro/home.h1.js']);
    await worker.dispatch('message', { data: { type: 'something else' } });
    await worker.dispatch('message', { data: null });
  });

  it('refills the whole site for a new build when the reader had saved it', async () => {
    const { caches, net, manifest } = await installed();
    const saved = await caches.open(cacheNames(manifest.version).site);
    await saved.put(`${ORIGIN}/rules/iv-orders/`, new Response('old'));
    const second = precacheManifest(build({ ...SITE, 'favicon.svg': '<svg><rect/></svg>' }));
    const two = runWorker(second, caches, net);
    await two.dispatch('install');
    await two.dispatch('activate');
    const names = cacheNames(second.version);
    expect((await caches.keys()).sort()).toEqual([names.core, names.site].sort());
    expect(caches.paths(names.site)).toEqual(second.site.map((f) => f.url).sort());
  });

  it('shows the cached page when the network hangs (a table’s bad Wi-Fi)', async () => {
    const { net, worker } = await installed();
    net.online = 'hangs';
    expect(await worker.text('/sandbox/', 'navigate')).toBe('network /sandbox/');
  });

  it('leaves other origins, other methods and the worker itself to the browser', async () => {
    const { worker } = await installed();
    expect(await worker.dispatch('fetch', { request: { url: 'https://elsewhere.example/x.js', method: 'GET', mode: 'cors' } })).toBeUndefined();
    expect(await worker.dispatch('fetch', { request: { url: `${ORIGIN}/sandbox/`, method: 'POST', mode: 'navigate' } })).toBeUndefined();
    expect(await worker.dispatch('fetch', { request: { url: `${ORIGIN}/sw.js`, method: 'GET', mode: 'same-origin' } })).toBeUndefined();
  });

  it('is registered by a script that never reports a failed registration, and tells the worker what the page loaded', () => {
    expect(registrationScript()).toContain('register("/sw.js"');
    expect(registrationScript('/lab')).toContain('register("/lab/sw.js"');
    expect(registrationScript()).toMatch(/\.catch\(\(\) => \{\}\)\);$/);
    expect(registrationScript()).toContain("type: 'visited'");
  });
});
