import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheManifest, urlOf, type PrecacheManifest } from '../../src/integrations/precacheManifest';
import { CACHE_PREFIX, registrationScript, serviceWorkerScript } from '../../src/integrations/serviceWorkerScript';

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

const SITE = {
  'index.html': '<h1>Home</h1>',
  '404.html': '<h1>Not found</h1>',
  'sandbox/index.html': '<h1>Sandbox</h1>',
  'rules/iv-orders/index.html': '<h1>Orders</h1>',
  '_astro/engine.abc123.js': 'export const rule = 1;',
  '_astro/editor.worker.start-def456.js': 'self.onmessage = () => {};',
  'pagefind/pagefind-entry.json': '{}',
  'favicon.svg': '<svg/>',
};

describe('the precache manifest', () => {
  it('maps built files to the URLs a static host serves them at', () => {
    expect(urlOf('index.html')).toBe('/');
    expect(urlOf('rules/iv-orders/index.html')).toBe('/rules/iv-orders/');
    expect(urlOf('404.html')).toBe('/404.html');
    expect(urlOf('_astro/engine.abc123.js', '/lab')).toBe('/lab/_astro/engine.abc123.js');
  });

  it('lists every file of the build, sorted, except the worker itself', () => {
    const manifest = precacheManifest(build({ ...SITE, 'sw.js': '// an older worker' }));
    expect(manifest.urls).toEqual([
      '/',
      '/404.html',
      '/_astro/editor.worker.start-def456.js',
      '/_astro/engine.abc123.js',
      '/favicon.svg',
      '/pagefind/pagefind-entry.json',
      '/rules/iv-orders/',
      '/sandbox/',
    ]);
    expect(manifest.bytes).toBe(Object.values(SITE).reduce((n, c) => n + Buffer.byteLength(c), 0));
  });

  it('has a version that two builds of the same files share', () => {
    expect(precacheManifest(build(SITE)).version).toBe(precacheManifest(build(SITE)).version);
    expect(precacheManifest(build({ ...SITE, 'sw.js': 'old' })).version).toBe(precacheManifest(build(SITE)).version);
  });

  it('has a new version when an asset changes, is added or is renamed', () => {
    const first = precacheManifest(build(SITE)).version;
    expect(precacheManifest(build({ ...SITE, 'favicon.svg': '<svg><circle/></svg>' })).version).not.toBe(first);
    expect(precacheManifest(build({ ...SITE, 'gm/index.html': '<h1>GM</h1>' })).version).not.toBe(first);
    const { 'favicon.svg': icon, ...rest } = SITE;
    expect(precacheManifest(build({ ...rest, 'icon.svg': icon })).version).not.toBe(first);
  });
});

const ORIGIN = 'https://lab.example';

/** A Cache Storage in memory, keyed by path, as much of it as the worker uses. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, string>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, string>();
    this.stores.set(name, store);
    return {
      addAll: async (requests: Request[]) => requests.forEach((r) => store.set(new URL(r.url).pathname, `cached ${new URL(r.url).pathname}`)),
      match: async (request: Request | string) => {
        const body = store.get(new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname);
        return body === undefined ? undefined : new Response(body);
      },
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

/** Run a generated worker in a sandbox with `caches` and a network that `online` switches. */
function runWorker(manifest: PrecacheManifest, caches: MemoryCaches, network: { online: boolean | 'hangs'; fetched: string[] }) {
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const fetch = async (request: Request) => {
    network.fetched.push(new URL(request.url).pathname);
    if (network.online === 'hangs') return new Promise<Response>(() => {});
    if (!network.online) throw new TypeError('Failed to fetch');
    return new Response(`network ${new URL(request.url).pathname}`);
  };
  // Relative URLs resolve against the worker's origin, as in a browser.
  const WorkerRequest = class extends Request {
    constructor(url: string, init?: RequestInit) {
      super(new URL(url, ORIGIN), init);
    }
  };
  // Time runs fast in here: the worker's wait for a slow network ends at once.
  const fastTimeout = (done: (value: unknown) => void) => setTimeout(done, 0);
  runInNewContext(serviceWorkerScript(manifest), { self, caches, fetch, Request: WorkerRequest, Response, URL, Promise, setTimeout: fastTimeout });
  /** Dispatch an event and wait for what the worker gave waitUntil or respondWith. */
  const dispatch = async (type: string, fields: object = {}): Promise<Response | undefined> => {
    let pending: Promise<unknown> | undefined;
    const keep = (p: Promise<unknown>) => void (pending = p);
    handlers.get(type)?.({ ...fields, waitUntil: keep, respondWith: keep });
    return (await pending) as Response | undefined;
  };
  const get = (path: string, mode: RequestMode | 'navigate') =>
    dispatch('fetch', { request: { url: ORIGIN + path, method: 'GET', mode } }).then((r) => r?.text());
  return { dispatch, get };
}

describe('the generated service worker', () => {
  it('precaches its build, and a new build’s worker deletes the old cache and no one else’s', async () => {
    const caches = new MemoryCaches();
    const network = { online: true, fetched: [] as string[] };
    const first = precacheManifest(build(SITE));
    const one = runWorker(first, caches, network);
    await one.dispatch('install');
    await one.dispatch('activate');
    expect(await caches.keys()).toEqual([CACHE_PREFIX + first.version]);
    expect([...caches.stores.get(CACHE_PREFIX + first.version)!.keys()].sort()).toEqual(first.urls);

    await caches.open('another-app');
    const second = precacheManifest(build({ ...SITE, 'favicon.svg': '<svg><rect/></svg>' }));
    const two = runWorker(second, caches, network);
    await two.dispatch('install');
    // Until the new worker activates, the old build's cache is still there for pages that use it.
    expect(await caches.keys()).toContain(CACHE_PREFIX + first.version);
    await two.dispatch('activate');
    expect((await caches.keys()).sort()).toEqual(['another-app', CACHE_PREFIX + second.version].sort());
  });

  it('serves pages from the network first and from the cache offline; hashed assets from the cache', async () => {
    const caches = new MemoryCaches();
    const network = { online: true, fetched: [] as string[] };
    const worker = runWorker(precacheManifest(build(SITE)), caches, network);
    await worker.dispatch('install');
    await worker.dispatch('activate');
    network.fetched = [];

    expect(await worker.get('/sandbox/', 'navigate')).toBe('network /sandbox/');
    expect(await worker.get('/_astro/engine.abc123.js', 'cors')).toBe('cached /_astro/engine.abc123.js');
    expect(await worker.get('/pagefind/pagefind-entry.json?ts=1234', 'cors')).toBe('cached /pagefind/pagefind-entry.json');
    expect(network.fetched).toEqual(['/sandbox/']);

    network.online = false;
    expect(await worker.get('/sandbox/', 'navigate')).toBe('cached /sandbox/');
    expect(await worker.get('/rules/iv-orders/?from=share', 'navigate')).toBe('cached /rules/iv-orders/');
    // A page the build never had is the build's 404 page.
    expect(await worker.get('/no-such-page/', 'navigate')).toBe('cached /404.html');
  });

  it('shows the cached page when the network hangs (a table’s bad Wi-Fi)', async () => {
    const network = { online: true as boolean | 'hangs', fetched: [] as string[] };
    const worker = runWorker(precacheManifest(build(SITE)), new MemoryCaches(), network);
    await worker.dispatch('install');
    network.online = 'hangs';
    expect(await worker.get('/sandbox/', 'navigate')).toBe('cached /sandbox/');
  });

  it('leaves other origins and other methods to the browser', async () => {
    const worker = runWorker(precacheManifest(build(SITE)), new MemoryCaches(), { online: true, fetched: [] });
    expect(await worker.dispatch('fetch', { request: { url: 'https://elsewhere.example/x.js', method: 'GET', mode: 'cors' } })).toBeUndefined();
    expect(await worker.dispatch('fetch', { request: { url: `${ORIGIN}/sandbox/`, method: 'POST', mode: 'navigate' } })).toBeUndefined();
  });

  it('is registered by a script that never reports a failed registration', () => {
    expect(registrationScript()).toContain('register("/sw.js"');
    expect(registrationScript('/lab')).toContain('register("/lab/sw.js"');
    expect(registrationScript()).toMatch(/\.catch\(\(\) => \{\}\)/);
  });
});
