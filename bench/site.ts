/**
 * Site benchmark (DESIGN.md §6): the JavaScript each page type ships, gzipped, whether Monaco is
 * among it, and how long headless Chromium takes from navigation until a board is visible and
 * until its island is ready. Builds the site first if dist/ is missing.
 *
 *   npm run bench:site        (also run at the end of `npm run bench`)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { DIST, distFile, ensureBuilt, inlineScriptGzip, launchBrowser, recordScripts, serveDist, waitForBoards } from '../tests/e2e/harness';

/** Gzipped JavaScript a diagram page may ship before any interaction. */
export const JS_BUDGET_KB = 60;
const RUNS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface PageJs {
  path: string;
  /** Loaded with the page, before any scrolling or input (inline scripts included). */
  initial: number;
  /** Once the first board has scrolled into view and its script has run. */
  withBoard?: number;
  scripts: string[];
  monaco: boolean;
}

async function measureJs(browser: Browser, origin: string, path: string): Promise<PageJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const inline = inlineScriptGzip(readFileSync(distFile(path)!, 'utf8'));
  const sum = () => scripts().reduce((s, x) => s + x.gzip, 0) + inline;
  const initial = sum();
  let withBoard: number | undefined;
  if (await page.locator('figure.board').count()) {
    await page.locator('figure.board').first().scrollIntoViewIfNeeded();
    await waitForBoards(page);
    await page.waitForLoadState('networkidle');
    withBoard = sum();
  }
  const loaded = scripts();
  const monaco = loaded.some((s) => /monaco/i.test(s.url) || /monaco-editor|monaco\.editor/i.test(readFileSync(distFile(s.url) ?? DIST, 'utf8')));
  await context.close();
  return { path, initial, withBoard, scripts: loaded.map((s) => `${s.url} ${kb(s.gzip)}`), monaco };
}

async function timeToBoard(browser: Browser, origin: string, path: string): Promise<{ visible: number; ready: number }> {
  const visible: number[] = [];
  const ready: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(origin + path, { waitUntil: 'commit' });
    await page.locator('figure.board svg').first().waitFor({ state: 'visible' });
    visible.push(performance.now() - t0);
    await waitForBoards(page);
    ready.push(performance.now() - t0);
    await context.close();
  }
  return { visible: median(visible), ready: median(ready) };
}

/** Page paths of one rule page, if any exist yet, plus the fixed pages. */
function pageTypes(): [string, string][] {
  const rulePages = readdirSync(join(DIST, 'rules'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `/rules/${e.name}/`);
  return [
    ['home', '/'],
    ['diagram page', '/rulebook/diagrams/'],
    ['board demo', '/board-demo/'],
    ['rule page', rulePages[0] ?? '/rules/'],
    // DATC section pages (content/datc/6a.mdx …): their JS must not grow with the number of boards.
    ['DATC section', '/datc/6a/'],
    ['DATC section', '/datc/6d/'],
    ['DATC section', '/datc/6f/'],
  ];
}

export async function benchSite(): Promise<void> {
  ensureBuilt();
  const monacoInDist = readdirSync(join(DIST, '_astro')).some((f) => /monaco/i.test(f));
  const server = await serveDist();
  const browser = await launchBrowser();
  try {
    console.log(`Site benchmark (headless Chromium, built site in dist/, gzip sizes)`);
    for (const [kind, path] of pageTypes()) {
      const js = await measureJs(browser, server.origin, path);
      const board = js.withBoard !== undefined ? `, ${kb(js.withBoard)} once a board is in view and ready` : '';
      console.log(`  ${kind.padEnd(13)} ${path.padEnd(22)} JS before interaction ${kb(js.initial)}${board}; Monaco ${js.monaco ? 'LOADED' : 'not loaded'}`);
      if (kind === 'DATC section' || kind === 'rule page') {
        const html = readFileSync(distFile(path)!);
        console.log(`    HTML ${kb(html.length)} (${kb(gzipSync(html).length)} gzipped), ${(html.toString('utf8').match(/data-scenario=/g) ?? []).length} boards`);
      }
      if (kind === 'diagram page' || kind === 'DATC section') {
        const worst = js.withBoard ?? js.initial;
        console.log(`    budget ${JS_BUDGET_KB} KB: ${worst <= JS_BUDGET_KB * 1024 ? 'within' : 'OVER'} (${js.scripts.join(', ')})`);
      }
    }
    console.log(`  Monaco in the build: ${monacoInDist ? 'yes (lazy chunk)' : 'no'}`);
    const t = await timeToBoard(browser, server.origin, '/rulebook/diagrams/#diagram-21');
    console.log(`  diagram page (#diagram-21): board visible ${t.visible.toFixed(0)} ms, zoom ready ${t.ready.toFixed(0)} ms after navigation (median of ${RUNS})`);
    for (const path of ['/datc/6f/', '/datc/6f/#6-f-16']) {
      const x = await timeToBoard(browser, server.origin, path);
      console.log(`  DATC section (${path}): board visible ${x.visible.toFixed(0)} ms, zoom ready ${x.ready.toFixed(0)} ms after navigation (median of ${RUNS})`);
    }
    const d = await timeToBoard(browser, server.origin, '/board-demo/');
    console.log(`  board demo: board visible ${d.visible.toFixed(0)} ms, zoom ready ${d.ready.toFixed(0)} ms after navigation (median of ${RUNS})`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSite();
