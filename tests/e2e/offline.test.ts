/**
 * Offline, against `astro preview`, the server `npm start` runs: it answers with
 * `Vary: Origin`, which a worker that honoured Vary would miss on every module script. A first visit
 * precaches only the sandbox and game-master mode (under 1.5 MB gzipped); pages are kept as they are
 * visited; "Save the whole site" stores the rest, search included. The server is stopped as well as
 * the browser set offline, so nothing can come from the network. A second build at the same address
 * replaces the first one's caches (on the harness's server, which can swap builds). Debian's
 * chromium via playwright-core, against the built site.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { FIRST_VISIT_BUDGET_BYTES, precacheManifest, SERVICE_WORKER_FILE } from '../../src/integrations/precacheManifest';
import { cacheNames, serviceWorkerScript } from '../../src/integrations/serviceWorkerScript';
import { ARTIFACTS, collectErrors, DIST, ensureBuilt, launchBrowser, ROOT, serveDist, setSandboxOrders, waitForBoards, type SiteServer } from './harness';

const RULES = '/rules/iv-orders/';
const STANDOFF = 'section[data-scenario="alexander/standoff"]';

let browser: Browser;
const cleanup: (() => unknown)[] = [];

before(async () => {
  ensureBuilt();
  assert.ok(existsSync(join(DIST, SERVICE_WORKER_FILE)), `dist/ has no ${SERVICE_WORKER_FILE}: it predates the service worker, run npx astro build`);
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const step of cleanup.reverse()) await step();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as { port: number };
  await new Promise((ok) => probe.close(ok));
  return port;
}

/** `astro preview` on dist/ and a free port: `npm start`'s own server, headers and all. */
async function servePreview(): Promise<SiteServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'astro', 'astro.js'), 'preview', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  // Up once it prints its address; an exit before that is a failure, with what it said.
  const up = new Promise<void>((ok, fail) => {
    child.stdout.on('data', (d) => {
      log += d;
      if (log.includes(origin)) ok();
    });
    child.once('exit', () => fail(new Error(`astro preview did not start:\n${log}`)));
  });
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  cleanup.push(close);
  await up;
  assert.ok((await fetch(`${origin}/`)).ok, `astro preview does not answer at ${origin}`);
  return { origin, close };
}

/** A fresh browser profile (its own service workers and caches). */
async function visitor(width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'allow' });
  // tsx names the functions it compiles with a helper the page does not have.
  await context.addInitScript('globalThis.__name = (f) => f');
  cleanup.push(() => context.close());
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

/** Wait until a worker controls the page; it activates only once its precache is complete. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.controller ?? new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true })));
}

/**
 * Wait until the worker of build `version` is the active one: it activates only once it has
 * precached its build and deleted every older build's caches. Each event of the registration (a
 * worker found, a state changed, a new controller) asks again, so nothing is polled against a clock.
 */
async function activated(page: Page, version: string): Promise<void> {
  await page.evaluate(async (core) => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('no service worker is registered');
    for (;;) {
      const active = registration.active;
      if (active?.state === 'activated' && !registration.installing && !registration.waiting && (await caches.has(core))) return;
      await new Promise<void>((next) => {
        const workers = [registration.installing, registration.waiting, registration.active].filter((w) => w !== null);
        for (const w of workers) w.addEventListener('statechange', () => next(), { once: true });
        registration.addEventListener('updatefound', () => next(), { once: true });
        navigator.serviceWorker.addEventListener('controllerchange', () => next(), { once: true });
      });
    }
  }, cacheNames(version).core);
}

/**
 * Wait until the worker has kept `path` among the visited pages. The cache tells no one when it is
 * written, so this asks at each animation frame; the test runner's timeout is the only limit.
 */
async function kept(page: Page, visited: string, path: string): Promise<void> {
  await page.evaluate(async ({ visited, path }) => {
    while (!((await caches.has(visited)) && (await (await caches.open(visited)).keys()).some((r) => new URL(r.url).pathname === path))) {
      await new Promise((frame) => requestAnimationFrame(frame));
    }
  }, { visited, path });
}

/** The names of the page's caches, and the paths of the entries of each. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => new URL(r.url).pathname).sort();
    }
    return out;
  });
}

/** Cut the network: the browser goes offline and the server stops, so only the cache can answer. */
async function cutNetwork(context: BrowserContext, server: SiteServer): Promise<void> {
  await context.setOffline(true);
  await server.close();
}

/** What a reader sees of a page: its title, its heading, and how many boards it shows. */
async function rendering(page: Page): Promise<{ title: string; h1: string; boards: number }> {
  return { title: await page.title(), h1: await page.locator('h1').first().innerText(), boards: await page.locator('figure.board').count() };
}

const row = (section: Locator, unit: string) => section.locator(`.sc-order[data-unit="${unit}"][data-line]`);
const sandboxOutcome = (page: Page, unit: string) => page.locator(`.sb-rows .sc-order[data-unit="${unit}"][data-line]`).first().getAttribute('data-outcome');
/** Errors but the browser's own line for a page answered with 404, which the offline 404 page is meant to be. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

describe('offline under astro preview (npm start)', () => {
  it('after one visit, the sandbox rules a phase, game-master mode rules a sheet and a visited page works, with the network cut', async () => {
    const manifest = precacheManifest(DIST);
    const names = cacheNames(manifest.version);
    const server = await servePreview();
    const { context, page, errors } = await visitor();
    const home = await page.goto(server.origin + '/', { waitUntil: 'load' });
    assert.match(home?.headers().vary ?? '', /origin/i, 'astro preview answers with Vary: Origin, the header this test is about');
    const homeOnline = await rendering(page);
    await controlled(page);
    // The first visit precaches the sandbox and game-master mode, within the budget; the page it came in on is kept as well.
    assert.ok(manifest.gzip <= FIRST_VISIT_BUDGET_BYTES, `the first visit precaches ${manifest.gzip} bytes gzipped`);
    for (const url of ['/sandbox/', '/gm/', '/404.html']) assert.ok(manifest.urls.includes(url), `the first visit precaches ${url}`);
    assert.ok(manifest.urls.some((u) => /^\/_astro\/engine\.[\w-]+\.js$/.test(u)), 'the first visit precaches the engine');
    // No other page: they are cached as they are visited, or saved all at once.
    assert.deepEqual(manifest.urls.filter((u) => u.endsWith('/') && u !== '/sandbox/' && u !== '/gm/'), []);
    await kept(page, names.visited, '/');
    const first = await cacheContents(page);
    assert.deepEqual(Object.keys(first).sort(), [names.core, names.visited].sort());
    assert.deepEqual(first[names.core], manifest.urls);
    assert.ok(manifest.urls.length < manifest.site.length / 3, `${manifest.urls.length} of ${manifest.site.length} files`);

    // A rule page read online is kept, with the chunks it loads.
    await page.goto(server.origin + `${RULES}#alexander-standoff`, { waitUntil: 'load' });
    const section = page.locator(STANDOFF);
    await section.scrollIntoViewIfNeeded();
    await waitForBoards(page, `${STANDOFF} figure.board`);
    const rulesOnline = await rendering(page);

    await cutNetwork(context, server);

    // The sandbox: its board, its editor, and a phase ruled and played.
    const sandbox = await page.goto(server.origin + '/sandbox/', { waitUntil: 'load' });
    assert.ok(sandbox?.fromServiceWorker(), 'the sandbox came from the service worker');
    await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    assert.equal(await page.locator('.sb-board .bd-before .bd-unit').count(), 22);
    await setSandboxOrders(page, 'Austria:\nF Tri-Alb\nA Vie-Gal\nA Bud-Gal');
    assert.equal(await sandboxOutcome(page, 'AUS F tri'), 'succeeds');
    assert.equal(await sandboxOutcome(page, 'AUS A vie'), 'fails');
    await page.getByRole('button', { name: /^(Adjudicate|Replay) / }).click();
    await page.waitForFunction(() => document.querySelector('[data-phase-label]')?.textContent === 'Fall 1901 movement');
    await page.screenshot({ path: join(ARTIFACTS, 'offline-sandbox-1280.png') });

    // /sandbox without its slash is the same page.
    await page.goto(server.origin + '/sandbox', { waitUntil: 'load' });
    assert.equal(new URL(page.url()).pathname, '/sandbox/');
    await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');

    // Game-master mode rules a sheet (in its worker, which is precached too).
    await page.goto(server.origin + '/gm/', { waitUntil: 'load' });
    await page.locator('#gm-sheets').fill('England:\nF Lon-Nth\nF Edi-Nwg\n\nFrance:\nA Par-Bur\nA Mar-Bur');
    await page.waitForFunction(() => document.querySelector('tr.gm-row[data-unit="ENG F lon"]')?.getAttribute('data-outcome') === 'succeeds');
    assert.equal(await page.locator('tr.gm-row[data-unit="FRA A par"]').getAttribute('data-outcome'), 'fails');

    // The rule page read online renders offline; Edit orders loads Monaco, its CSS and its worker from the cache.
    await page.goto(server.origin + `${RULES}#alexander-standoff`, { waitUntil: 'load' });
    assert.deepEqual(await rendering(page), rulesOnline);
    await section.scrollIntoViewIfNeeded();
    await waitForBoards(page, `${STANDOFF} figure.board`);
    await section.getByRole('button', { name: 'Edit orders' }).click();
    await section.locator('[data-live-editor][data-editor]').waitFor();
    await section.locator('.ed-monaco .view-lines').waitFor();
    assert.equal(await row(section, 'AUS A vie').getAttribute('data-outcome'), 'fails');
    await section.locator('.ed-monaco .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('Austria:\nA Vie-Gal\n\nRussia:\nA War-Ukr');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="AUS A vie"]`)?.getAttribute('data-outcome') === 'succeeds', STANDOFF);
    const lazy = manifest.urls.filter((u) => /^\/_astro\/(editor\.worker|codicon).*\.(js|ttf)$/.test(u));
    assert.ok(lazy.some((u) => u.includes('editor.worker')) && lazy.some((u) => u.includes('codicon')), lazy.join(' '));
    assert.deepEqual(await page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u).then((r) => r.status))), lazy), lazy.map(() => 200));

    // The page the reader came in on works; a page never visited is the 404 page, with its status.
    await page.goto(server.origin + '/', { waitUntil: 'load' });
    assert.deepEqual(await rendering(page), homeOnline);
    const missing = await page.goto(server.origin + '/learn/', { waitUntil: 'load' });
    assert.equal(missing?.status(), 404);
    assert.match(await page.title(), /^404 /);
    assert.deepEqual(realErrors(errors), []);
  });

  it('"Save the whole site" stores every file with a progress bar, then search and any page work offline, and it can be removed', async () => {
    const manifest = precacheManifest(DIST);
    const names = cacheNames(manifest.version);
    const server = await servePreview();
    const { context, page, errors } = await visitor();
    await page.goto(server.origin + '/gm/', { waitUntil: 'load' });
    await controlled(page);
    const control = page.locator('section[data-offline-control]');
    await control.scrollIntoViewIfNeeded();
    await page.locator('section[data-offline-control="idle"]').waitFor();
    const total = manifest.site.reduce((n, f) => n + f.bytes, 0);
    assert.match(await control.innerText(), new RegExp(`${manifest.site.length} files, ${(total / 1e6).toFixed(1)} MB`));
    await control.screenshot({ path: join(ARTIFACTS, 'offline-control-idle-1280.png') });

    // The progress bar shows while the files come in; its value only grows.
    // Every value the bar takes is recorded as it changes.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      const record = () => {
        const bar = document.querySelector<HTMLProgressElement>('section[data-offline-control] progress');
        if (bar) seen.push(bar.value);
      };
      // The bar's value and its percentage change together: either mutation records it.
      new MutationObserver(record).observe(document.querySelector('section[data-offline-control]')!, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await control.getByRole('button', { name: 'Save the whole site for offline use' }).click();
    const bar = control.getByRole('progressbar', { name: 'Saving the whole site' });
    await bar.waitFor();
    await control.screenshot({ path: join(ARTIFACTS, 'offline-control-saving-1280.png') });
    await page.locator('section[data-offline-control="saved"]').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    assert.ok(seen.length > 0 && seen.every((v, i) => i === 0 || v >= seen[i - 1]), seen.join(' '));
    assert.match(await control.innerText(), new RegExp(`Saved for offline use: all ${manifest.site.length} files`));
    assert.deepEqual((await cacheContents(page))[names.site], manifest.site.map((f) => f.url).sort());
    await control.screenshot({ path: join(ARTIFACTS, 'offline-control-saved-1280.png') });

    await cutNetwork(context, server);

    // Search answers, and a page never visited renders.
    const learn = await page.goto(server.origin + '/learn/', { waitUntil: 'load' });
    assert.equal(learn?.status(), 200);
    assert.ok(learn?.fromServiceWorker());
    assert.doesNotMatch(await page.title(), /^404 /);
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.locator('dialog[open] input.pagefind-ui__search-input').fill('convoy');
    await page.locator('dialog[open] .pagefind-ui__result').first().waitFor();
    await page.keyboard.press('Escape');

    // On a phone, and then removed: the first visit's files stay.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.origin + '/gm/', { waitUntil: 'load' });
    await control.scrollIntoViewIfNeeded();
    await page.locator('section[data-offline-control="saved"]').waitFor();
    await control.screenshot({ path: join(ARTIFACTS, 'offline-control-saved-390.png') });
    await control.getByRole('button', { name: 'Remove the saved site' }).click();
    await page.locator('section[data-offline-control="removed"]').waitFor();
    await control.screenshot({ path: join(ARTIFACTS, 'offline-control-removed-390.png') });
    const left = await cacheContents(page);
    assert.equal(left[names.site], undefined);
    assert.deepEqual(left[names.core], manifest.urls);
    assert.deepEqual(realErrors(errors), []);
  });
});

describe('offline, a new build', () => {
  it('at the same address replaces the old caches, and an online reader sees the new pages at once', async () => {
    // The second build: the first with one page changed, and its worker generated as the build does.
    const second = mkdtempSync(join(tmpdir(), 'drl-second-build-'));
    cleanup.push(() => rmSync(second, { recursive: true, force: true }));
    cpSync(DIST, second, { recursive: true });
    const index = join(second, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('</h1>', '</h1><p id="second-build">second build</p>'));
    writeFileSync(join(second, SERVICE_WORKER_FILE), serviceWorkerScript(precacheManifest(second)));
    const [first, next] = [precacheManifest(DIST), precacheManifest(second)];
    assert.notEqual(first.version, next.version);

    let root = DIST;
    const server = await serveDist(() => root);
    cleanup.push(() => server.close());
    const { context, page, errors } = await visitor();
    await page.goto(server.origin + '/', { waitUntil: 'load' });
    await controlled(page);
    const core = async () => Object.fromEntries(Object.entries(await cacheContents(page)).filter(([name]) => name.includes('-core-')));
    assert.deepEqual(await core(), { [cacheNames(first.version).core]: first.urls });

    root = second;
    await page.goto(server.origin + '/', { waitUntil: 'load' });
    // Pages come from the network first: the new page shows while the old worker still runs.
    assert.equal(await page.locator('#second-build').count(), 1);
    // The navigation made the browser fetch sw.js again; the new worker installs, then deletes the old caches.
    await activated(page, next.version);
    assert.deepEqual(await core(), { [cacheNames(next.version).core]: next.urls }, 'the new build’s cache replaces the old one');
    assert.deepEqual(Object.keys(await cacheContents(page)).filter((name) => !name.endsWith(next.version)), [], 'only the new build’s caches are left');
    // The new worker keeps the page as it is visited again.
    await page.goto(server.origin + '/', { waitUntil: 'load' });
    await kept(page, cacheNames(next.version).visited, '/');

    await cutNetwork(context, server);
    await page.reload({ waitUntil: 'load' });
    assert.equal(await page.locator('#second-build').innerText(), 'second build');
    assert.deepEqual(errors, []);
  });
});
