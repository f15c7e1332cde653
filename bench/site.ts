/**
 * Site benchmark (DESIGN.md §6): the JavaScript each page type ships, gzipped, whether Monaco is
 * among it, and how long headless Chromium takes from navigation until a board is visible and
 * until its island is ready. Builds the site first if dist/ is missing.
 *
 *   npm run bench:site        (also run at the end of `npm run bench`)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { standardMap } from '../engine/map/standardMap';
import { formatUnitList } from '../engine/orders/unitList';
import { ordersText } from '../src/lib/boardRuling';
import { randomPhase, seeded } from './randomPosition';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { DIST, distFile, ensureBuilt, inlineScriptGzip, launchBrowser, recordScripts, serveDist, waitForBoards } from '../tests/e2e/harness';

/** Gzipped JavaScript a diagram page may ship before any interaction. */
export const JS_BUDGET_KB = 60;
/** The engine chunk, gzipped, loaded on a board's first interaction. */
export const ENGINE_BUDGET_KB = 45;
/** From the first "Edit orders" click to the editor showing. */
export const EDITOR_BUDGET_MS = 1500;
/** From the end of the debounce to the redrawn board, median, on a 34-unit board. */
export const RERULE_BUDGET_MS = 50;
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
    // The rule page with the most boards.
    ['rule page', rulePages.find((p) => p.includes('iv-orders')) ?? rulePages[0] ?? '/rules/'],
    // DATC section pages (content/datc/6a.mdx …): their JS must not grow with the number of boards.
    ['DATC section', '/datc/6a/'],
    ['DATC section', '/datc/6d/'],
    ['DATC section', '/datc/6f/'],
  ];
}

const within = (ok: boolean) => (ok ? 'within' : 'OVER');

/** The engine chunk in dist/, gzipped. */
function engineChunk(): { file: string; gzip: number } {
  const file = readdirSync(join(DIST, '_astro')).find((f) => /^engine\.[\w-]+\.js$/.test(f));
  if (!file) throw new Error('no engine chunk in dist/_astro');
  return { file, gzip: gzipSync(readFileSync(join(DIST, '_astro', file))).length };
}

/** A live board on a rule page: the first Edit click until Monaco shows, then re-rulings of 34 units. */
async function liveBoard(browser: Browser, origin: string): Promise<{ editor: number; rerule: number[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/rules/iv-orders/#alexander-standoff`, { waitUntil: 'networkidle' });
  const section = page.locator('section[data-scenario="alexander/standoff"]');
  await section.scrollIntoViewIfNeeded();
  const t0 = performance.now();
  await section.getByRole('button', { name: 'Edit orders' }).click();
  await section.locator('.ed-monaco .view-lines').waitFor();
  const editor = performance.now() - t0;
  // A 34-unit position with an order for every unit.
  const phase = randomPhase(standardMap, seeded(34), 34);
  const put = async (text: string) => {
    await section.locator('.ed-monaco .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
  };
  await section.getByRole('tab', { name: 'Units' }).click();
  await put(formatUnitList(phase.units));
  await section.getByRole('tab', { name: 'Orders' }).click();
  await put(ordersText(phase.orders));
  await page.waitForTimeout(400);
  await page.evaluate(() => performance.clearMeasures('live-board-rule'));
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press(i % 2 ? 'Backspace' : 'Space');
    await page.waitForTimeout(250);
  }
  const rerule = await page.evaluate(() => performance.getEntriesByName('live-board-rule').map((e) => e.duration));
  const units = await section.locator('.bd-before .bd-unit').count();
  if (units !== 34) throw new Error(`the live board drew ${units} units, not 34`);
  await context.close();
  return { editor, rerule };
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
      if (kind === 'diagram page' || kind === 'DATC section' || kind === 'rule page') {
        const worst = js.withBoard ?? js.initial;
        console.log(`    budget ${JS_BUDGET_KB} KB: ${worst <= JS_BUDGET_KB * 1024 ? 'within' : 'OVER'} (${js.scripts.join(', ')})`);
      }
    }
    console.log(`  Monaco in the build: ${monacoInDist ? 'yes (lazy chunk)' : 'no'}`);
    const engine = engineChunk();
    console.log(`  engine chunk ${engine.file}: ${kb(engine.gzip)} (budget ${ENGINE_BUDGET_KB} KB: ${within(engine.gzip <= ENGINE_BUDGET_KB * 1024)})`);
    const live = await liveBoard(browser, server.origin);
    console.log(`  live board: first "Edit orders" click to the editor showing ${live.editor.toFixed(0)} ms (budget ${EDITOR_BUDGET_MS} ms: ${within(live.editor <= EDITOR_BUDGET_MS)})`);
    const m = median(live.rerule);
    console.log(`  live board, 34 units: keystroke to redrawn board after the debounce, median ${m.toFixed(1)} ms, max ${Math.max(...live.rerule).toFixed(1)} ms over ${live.rerule.length} (budget ${RERULE_BUDGET_MS} ms median: ${within(m <= RERULE_BUDGET_MS)})`);
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
