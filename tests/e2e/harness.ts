/**
 * What the browser tests and the site benchmark share: the built site served from dist/ by a
 * tiny static server on a free port, Debian's chromium driven by playwright-core, and the
 * measurement of the JavaScript a page loads.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before } from 'node:test';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '..', '..');
/** The built site the browser tests read; E2E_DIST points at a copy, so a build may run beside them. */
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'tests', 'e2e', 'artifacts');

/** Build the site unless dist/ already holds a build. */
export function ensureBuilt(): void {
  if (existsSync(join(DIST, 'index.html'))) return;
  console.log('dist/ is missing: running astro build');
  execFileSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a URL path maps to in dist/ (or `root`), the way a static host resolves it; undefined if none. */
export function distFile(urlPath: string, root = DIST): string | undefined {
  const path = normalize(decodeURIComponent(urlPath.split(/[?#]/)[0]));
  if (path.includes('..')) return undefined;
  const candidates = path.endsWith('/') ? [join(root, path, 'index.html')] : [join(root, path), join(root, path, 'index.html'), join(root, `${path}.html`)];
  return candidates.find((f) => existsSync(f) && statSync(f).isFile());
}

export interface SiteServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serve dist/ on 127.0.0.1 and a free port. `root` is asked on every request, so a test can swap
 * in a second build at the same origin (the offline test's new service worker).
 */
export async function serveDist(root: () => string = () => DIST): Promise<SiteServer> {
  const server: Server = createServer((req, res) => {
    const file = distFile(req.url ?? '/', root());
    if (!file) {
      const notFound = join(root(), '404.html');
      res.writeHead(404, { 'content-type': TYPES['.html'] });
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/**
 * Debian's chromium. Every context it opens waits without a limit of its own: on a busy machine a
 * page may take long to do what a test waits for, and the test runner's timeout (scripts/test.sh)
 * is the one guard against a hang. A context has no service workers unless it asks for them: a
 * first visit's worker precaches megabytes in every fresh context, a third of a page's CPU, and
 * only the offline tests are about it.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await open({ serviceWorkers: 'block', ...options });
    context.setDefaultTimeout(0);
    return context;
  };
  return browser;
}

/** Console errors and uncaught exceptions of a page, collected as they happen. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

/** Scripts a page fetched, recorded from network events; sizes are of the files in dist/, gzipped. */
export function recordScripts(page: Page): () => { url: string; bytes: number; gzip: number }[] {
  const urls = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.add(new URL(r.url()).pathname);
  });
  return () =>
    [...urls].map((url) => {
      const file = distFile(url);
      const body = file ? readFileSync(file) : Buffer.alloc(0);
      return { url, bytes: body.length, gzip: gzipSync(body).length };
    });
}

/** Inline <script> bodies of the page's HTML, gzipped together (they count as shipped JS too). */
export function inlineScriptGzip(html: string): number {
  const bodies = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return bodies.length ? gzipSync(Buffer.from(bodies.join('\n'))).length : 0;
}

/**
 * Wait until every board in view is ready: its script (board/enhance.ts, loaded when a board
 * comes near the screen) has added zoom and the toolbar, and marked it `data-ready`.
 */
export async function waitForBoards(page: Page, selector = 'figure.board'): Promise<void> {
  await page.waitForFunction((sel) => {
    const boards = [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight;
    });
    return boards.length > 0 && boards.every((el) => el.dataset.ready === 'true');
  }, selector);
}

/**
 * Wait until the page has done what loading it starts: every island hydrated (Astro removes an
 * island's `ssr` once it has), and every board in view enhanced. Leaving a page earlier aborts the
 * imports still in flight, and the page then logs an error no reader would meet.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('astro-island[ssr]')) return false;
    // Board.astro enhances a board, and its section's stepper, once it comes within 200 px of the screen.
    return [...document.querySelectorAll<HTMLElement>('figure.board[data-points]')].every((el) => {
      const r = el.getBoundingClientRect();
      if (r.bottom <= -200 || r.top >= innerHeight + 200 || (r.width === 0 && r.height === 0)) return true;
      const section = el.closest<HTMLElement>('section.scenario');
      const stepped = section?.querySelector('[data-stepper]') && section.querySelector('.sc-steps li[data-step]');
      const stepper = stepped ? section!.dataset.stepper === 'ready' : true;
      return el.dataset.ready === 'true' && stepper;
    });
  });
}

/**
 * Replace a textarea's text as one input event, as a paste does. (Playwright's fill() is slow on a
 * textarea already holding a long text, and a busy machine then times it out.)
 */
export async function typeInto(area: Locator, text: string): Promise<void> {
  await area.evaluate((el: HTMLTextAreaElement, value) => {
    el.focus();
    el.value = value;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, text);
}

/**
 * The usual setup of a browser test file: the site built, served from dist/ on a free port, and
 * one chromium, opened before the file's tests and closed after them.
 */
export function useSite(): { readonly server: SiteServer; readonly browser: Browser } {
  const site = {} as { server: SiteServer; browser: Browser };
  before(async () => {
    ensureBuilt();
    mkdirSync(ARTIFACTS, { recursive: true });
    site.server = await serveDist();
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/**
 * The sandbox's address once its autosave has written it: a `#v1=` link that stays the same for a
 * moment. The save waits for typing to pause, and a busy machine may take its time.
 */
export async function settledSandboxLink(page: Page): Promise<string> {
  await sandboxSaved(page);
  await page.waitForFunction(() => location.hash.startsWith('#v1='));
  return page.evaluate(() => location.hash);
}

/** Wait until the sandbox has ruled the text typed, saved it and written its link (`data-sandbox-saved`). */
export async function sandboxSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body?.dataset.sandboxSaved !== 'pending');
}

/** Replace the sandbox's orders text, as a reader would: select all and type (Monaco or the plain editor). */
export async function setSandboxOrders(page: Page, text: string): Promise<void> {
  await page.getByRole('tab', { name: 'Write orders', exact: true }).click();
  await page.getByRole('tab', { name: 'Orders', exact: true }).first().click();
  // `data-editor` is absent while Monaco takes over from the plain editor: wait for either to settle.
  const kind = await page.locator('.sb-editor[data-editor]').getAttribute('data-editor');
  if (kind === 'monaco') {
    await page.locator('.sb-editor .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
  } else {
    await typeInto(page.locator('.sb-editor textarea').first(), text);
  }
  await sandboxSaved(page);
}

/** Every built HTML file under `dir` (dist/ by default), but Pagefind's and the bundles' folders. */
export function htmlFiles(dir: string = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'pagefind' || e.name === '_astro' ? [] : htmlFiles(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
}

/** The URL path a dist file is served at. */
export function urlOf(file: string): string {
  const rel = relative(DIST, file).split(sep).join('/');
  return '/' + rel.replace(/(^|\/)index\.html$/, '$1');
}

export interface OpenOptions {
  width?: number;
  /** 900 on a desktop width, 844 on a phone, unless given. */
  height?: number;
  javaScriptEnabled?: boolean;
  colorScheme?: 'light' | 'dark';
  /**
   * `block` unless given (see launchBrowser). Blocked also means `page.route` sees every request: a
   * worker that claims the page fetches for it out of the routes' sight.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * A page of the site in a context of its own, with what the tests read of it: the errors it logs
 * (a dialog counts as one), and the paths it requested. Closing the page closes its context.
 */
export async function openPage(site: { readonly server: SiteServer; readonly browser: Browser }, path: string, options: OpenOptions = {}): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const { width = 1280, javaScriptEnabled = true, colorScheme = 'light', serviceWorkers = 'block' } = options;
  const height = options.height ?? (width > 600 ? 900 : 844);
  const context = await site.browser.newContext({ viewport: { width, height }, javaScriptEnabled, colorScheme, serviceWorkers });
  const page = await context.newPage();
  // A context may already be closing with the browser at the end of the file.
  page.on('close', () => void context.close().catch(() => {}));
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('dialog', (d) => {
    errors.push(`a dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(site.server.origin + path, { waitUntil: 'load' });
  return { page, errors, requests };
}

/**
 * The serious and critical axe violations of a page, or of the parts named by `include`, each as
 * its rule, impact, help and first nodes. axe runs in the page itself, as the site has no frames to
 * visit, and lists violations only: listing every passing node of a page of thirty boards as well
 * doubles the time it takes.
 */
export async function seriousViolations(page: Page, scope: { include?: readonly string[]; tags?: string[] } = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (scope.tags) axe = axe.withTags(scope.tags);
  for (const selector of scope.include ?? []) axe = axe.include(selector);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
}

/** What a downloaded board image holds, read by the browser's own SVG parser. */
export interface ImageContents {
  width: number;
  height: number;
  /** `data-unit` of every unit drawn, once each. */
  units: string[];
  /** Every order listed, as `unit outcome`; on a case card, `rules unit outcome` for every cell. */
  orders: string[];
  fonts: string | null;
  title: string;
}

/**
 * Make a board image with the export control `control` (`data-export="image"`): pick the width,
 * click the format's button and read the downloaded file. An SVG is parsed by the page.
 */
export async function downloadImage(page: Page, control: Locator, format: 'svg' | 'png', width: number, card = false): Promise<{ name: string; bytes: Buffer; svg?: ImageContents }> {
  const summary = control.locator('summary');
  if ((await summary.count()) > 0 && (await control.getAttribute('open')) === null) await summary.click();
  await control.locator('[data-export-width]').selectOption(String(width));
  const [download] = await Promise.all([page.waitForEvent('download'), control.locator(card ? `[data-export-card="${format}"]` : `[data-export-format="${format}"]`).click()]);
  const path = await download.path();
  const bytes = readFileSync(path);
  if (format === 'png') return { name: download.suggestedFilename(), bytes };
  const svg = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      units: [...doc.querySelectorAll('[data-unit]')].map((e) => e.getAttribute('data-unit')!),
      orders: [...doc.querySelectorAll('.bd-export-order[data-outcome]')].map((e) => `${e.hasAttribute('data-rules') ? `${e.getAttribute('data-rules')} ` : ''}${e.getAttribute('data-order-unit') ?? ''} ${e.getAttribute('data-outcome')}`),
      fonts: root.getAttribute('data-fonts'),
      title: doc.querySelector('text')?.textContent ?? '',
    };
  }, bytes.toString('utf8'));
  return { name: download.suggestedFilename(), bytes, svg };
}

/** A PNG's width and height, from its header. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
