/**
 * Offline (issue 13): once a reader has visited the site, the service worker has precached the
 * whole build, and the sandbox and the rule pages work with the network cut: the static server is
 * stopped as well as the browser set offline, so nothing can come from the network. A second build
 * at the same address replaces the first one's cache. Debian's chromium via playwright-core,
 * against the built site.
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { precacheManifest, SERVICE_WORKER_FILE } from '../../src/integrations/precacheManifest';
import { CACHE_PREFIX, serviceWorkerScript } from '../../src/integrations/serviceWorkerScript';
import { ARTIFACTS, collectErrors, DIST, ensureBuilt, launchBrowser, serveDist, waitForBoards, type SiteServer } from './harness';

const RULES = '/rules/iv-orders/';
const SANDBOX = '/sandbox/';
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

/** A fresh browser profile (its own service workers and caches) on a server of its own. */
async function visitor(root: () => string = () => DIST): Promise<{ context: BrowserContext; page: Page; errors: string[]; server: SiteServer }> {
  const server = await serveDist(root);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  cleanup.push(() => context.close(), () => server.close());
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page), server };
}

/** Wait until a worker controls the page; it activates only once its precache is complete. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
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
  // The sandbox draws its board in the browser: count it once the app has started.
  if (await page.locator('.sb-root').count()) await page.waitForFunction(() => document.body.dataset.sandbox === 'ready');
  return { title: await page.title(), h1: await page.locator('h1').first().innerText(), boards: await page.locator('figure.board').count() };
}

const row = (section: Locator, unit: string) => section.locator(`.sc-order[data-unit="${unit}"][data-line]`);

describe('offline', () => {
  it('once visited, the sandbox and a rule page render, open the editor and rule with the network cut', async () => {
    const { context, page, errors, server } = await visitor();
    const manifest = precacheManifest(DIST);
    await page.goto(server.origin + '/', { waitUntil: 'load' });
    await controlled(page);
    // The precache is exactly this build: one cache, named by its version, holding every file.
    assert.deepEqual(await cacheContents(page), { [CACHE_PREFIX + manifest.version]: manifest.urls });
    assert.ok(manifest.urls.includes('/pagefind/pagefind.js') && manifest.urls.includes('/favicon.svg'));

    await page.goto(server.origin + SANDBOX, { waitUntil: 'load' });
    const sandboxOnline = await rendering(page);
    await page.goto(server.origin + RULES, { waitUntil: 'load' });
    const rulesOnline = await rendering(page);

    await cutNetwork(context, server);

    const sandbox = await page.goto(server.origin + SANDBOX, { waitUntil: 'load' });
    assert.ok(sandbox?.fromServiceWorker(), 'the sandbox came from the service worker');
    assert.deepEqual(await rendering(page), sandboxOnline);
    assert.match(sandboxOnline.title, /Sandbox/);
    // The sandbox app itself starts offline: its board, its editor and the CLI's ruling.
    await page.waitForFunction(() => document.body.dataset.sandbox === 'ready');
    assert.equal(await page.locator('.sb-board .bd-before .bd-unit').count(), 22);
    assert.equal(await page.locator('.sb-rows .sc-order[data-unit="ENG F lon"]').getAttribute('data-outcome'), 'stands');

    await page.goto(server.origin + `${RULES}#alexander-standoff`, { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    assert.deepEqual(await rendering(page), rulesOnline);
    assert.ok(rulesOnline.boards > 0);
    const section = page.locator(STANDOFF);
    await section.scrollIntoViewIfNeeded();
    await waitForBoards(page, `${STANDOFF} figure.board`);
    // Edit orders loads the engine, Monaco, its CSS and its worker: all from the cache.
    await section.getByRole('button', { name: 'Edit orders' }).click();
    const editor = section.locator('[data-live-editor][data-editor]');
    await editor.waitFor();
    assert.equal(await editor.getAttribute('data-editor'), 'monaco');
    await section.locator('.ed-monaco .view-lines').waitFor();
    assert.equal(await row(section, 'AUS A vie').getAttribute('data-outcome'), 'fails');
    assert.equal(await row(section, 'RUS A war').getAttribute('data-outcome'), 'fails');
    // Rule it again offline: the reader's new orders get new outcomes.
    await section.locator('.ed-monaco .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('Austria:\nA Vie-Gal\n\nRussia:\nA War-Ukr');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="AUS A vie"]`)?.getAttribute('data-outcome') === 'succeeds', STANDOFF);
    assert.equal(await row(section, 'RUS A war').getAttribute('data-outcome'), 'succeeds');
    // Monaco starts its worker only for features these boards leave off; it must still load offline.
    const lazy = manifest.urls.filter((u) => /^\/_astro\/(editor\.worker|codicon).*\.(js|ttf)$/.test(u));
    // (The worker is emitted once per bundle that imports the editor: the live boards and the sandbox.)
    assert.ok(lazy.some((u) => u.includes('editor.worker')) && lazy.some((u) => u.includes('codicon')), lazy.join(' '));
    assert.deepEqual(await page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u).then((r) => r.status))), lazy), lazy.map(() => 200));
    await section.screenshot({ path: join(ARTIFACTS, 'offline-editing-1280.png') });
    // Search works too: pagefind's script, its WebAssembly, index and fragments are precached.
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.locator('dialog[open] input.pagefind-ui__search-input').fill('convoy');
    await page.locator('dialog[open] .pagefind-ui__result').first().waitFor();
    // On a phone the editor is a textarea; it too works offline.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload({ waitUntil: 'load' });
    await section.scrollIntoViewIfNeeded();
    await waitForBoards(page, `${STANDOFF} figure.board`);
    await section.getByRole('button', { name: 'Edit orders' }).click();
    await section.locator('[data-live-editor][data-editor="plain"] textarea.ed-textarea').first().fill('Austria:\nA Vie-Gal\n\nRussia:\nA War-Ukr');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="AUS A vie"]`)?.getAttribute('data-outcome') === 'succeeds', STANDOFF);
    await section.screenshot({ path: join(ARTIFACTS, 'offline-editing-390.png') });
    assert.deepEqual(errors, []);
  });

  it('a new build at the same address replaces the old cache, and an online reader sees the new pages at once', async () => {
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
    const { context, page, errors, server } = await visitor(() => root);
    await page.goto(server.origin + '/', { waitUntil: 'load' });
    await controlled(page);
    assert.deepEqual(Object.keys(await cacheContents(page)), [CACHE_PREFIX + first.version]);

    root = second;
    await page.goto(server.origin + '/', { waitUntil: 'load' });
    // Pages come from the network first: the new page shows while the old worker still runs.
    assert.equal(await page.locator('#second-build').count(), 1);
    // The navigation made the browser fetch sw.js again; the new worker installs, then deletes the old cache.
    const replaced = { [CACHE_PREFIX + next.version]: next.urls };
    for (let waited = 0; waited < 30_000 && !isDeepStrictEqual(await cacheContents(page), replaced); waited += 200) await page.waitForTimeout(200);
    assert.deepEqual(await cacheContents(page), replaced);

    await cutNetwork(context, server);
    await page.reload({ waitUntil: 'load' });
    assert.equal(await page.locator('#second-build').innerText(), 'second build');
    assert.deepEqual(errors, []);
  });
});
