/**
 * Site benchmark: the first visit's precache, the JavaScript each page type
 * ships, gzipped, whether Monaco is among it, how long headless Chromium takes from navigation until
 * a board is visible, until its island is ready and until an editor takes input, and the time from a
 * keystroke to the repainted board (debounce included). Each figure is printed with its budget.
 * Builds the site first if dist/ is missing.
 *
 *   npm run bench:site        (also run at the end of `npm run bench`)
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { standardMap } from '../engine/map/standardMap';
import { formatUnitList } from '../engine/orders/unitList';
import { ordersText } from '../src/lib/boardRuling';
import { randomPhase, seeded } from './randomPosition';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import type { Page } from 'playwright-core';
import { loadLessons } from '../src/lib/learn/loadLessons';
import { FIRST_VISIT_BUDGET_BYTES, precacheManifest } from '../src/integrations/precacheManifest';
import { DIST, distFile, ensureBuilt, inlineScriptGzip, launchBrowser, recordScripts, serveDist, setSandboxOrders, waitForBoards } from '../tests/e2e/harness';

/** Gzipped JavaScript a diagram page may ship before any interaction. */
export const JS_BUDGET_KB = 60;
/** The engine chunk, gzipped, loaded on a board's first interaction. */
export const ENGINE_BUDGET_KB = 53;
/** From the first "Edit orders" click to the editor showing. */
export const EDITOR_BUDGET_MS = 1500;
/** Ruling and redrawing a 34-unit live board (its `rule()`, the measure `live-board-rule`), median. */
export const RERULE_BUDGET_MS = 50;
/** Gzipped JavaScript a lesson loads before the first keystroke. */
export const LESSON_JS_BUDGET_KB = 151;
/** From a keystroke to the repainted board, debounce included, median. */
export const KEYSTROKE_BUDGET_MS = 50;
/** Keystrokes timed per editor. */
const KEYSTROKES = 20;
const RUNS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
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

/** Pages whose boards are app islands (no scrolled-in board script): their JS is measured once the page is idle. */
const APPS = new Set(['lesson', 'sandbox', 'game master']);

async function measureJs(browser: Browser, origin: string, path: string, app = false): Promise<PageJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const inline = inlineScriptGzip(readFileSync(distFile(path)!, 'utf8'));
  const sum = () => scripts().reduce((s, x) => s + x.gzip, 0) + inline;
  const initial = sum();
  let withBoard: number | undefined;
  if (!app && (await page.locator('figure.board').count())) {
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
    ['lesson', `/learn/${loadLessons()[0].id}/`],
    ['sandbox', '/sandbox/'],
    ['game master', '/gm/'],
  ];
}

const within = (ok: boolean) => (ok ? 'within' : 'OVER');

/** The p-th percentile, nearest rank. */
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

/** An editor host's text area, whichever editor it shows: Monaco's lines or the plain textarea. */
const EDITABLE = '.view-lines, textarea.ed-textarea';

/** From navigation until the page's board is drawn and until its editor takes input, median of RUNS. */
async function timeToUsable(browser: Browser, origin: string, path: string): Promise<{ board: number; editor: number; kind: string }> {
  const board: number[] = [];
  const editor: number[] = [];
  let kind = '';
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(origin + path, { waitUntil: 'commit' });
    await page.locator('.bd-unit').first().waitFor({ state: 'visible' });
    board.push(performance.now() - t0);
    const host = page.locator('.sb-editor, .ln-editor').first();
    await host.locator(EDITABLE).first().waitFor({ state: 'visible' });
    editor.push(performance.now() - t0);
    kind = (await host.getAttribute('data-editor')) ?? 'unknown';
    await context.close();
  }
  return { board: median(board), editor: median(editor), kind };
}

/**
 * Time keystrokes in the page's editor: from the keydown to the first frame after the board under
 * `board` changed, so the debounce, the ruling and the redraw are all in it. Each keystroke takes
 * the last letter of the orders away or puts it back, which changes the board every time.
 */
async function keystrokes(page: Page, board: string, focus: () => Promise<void>): Promise<number[]> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __keys: { t0: number; samples: number[] } };
    w.__keys = { t0: 0, samples: [] };
    document.addEventListener('keydown', () => (w.__keys.t0 = performance.now()), true);
    new MutationObserver(() => {
      const t0 = w.__keys.t0;
      if (!t0) return;
      w.__keys.t0 = 0;
      requestAnimationFrame(() => setTimeout(() => w.__keys.samples.push(performance.now() - t0), 0));
    }).observe(document.querySelector(selector)!, { subtree: true, childList: true, attributes: true, characterData: true });
  }, board);
  await focus();
  await page.keyboard.press('Control+End');
  await page.waitForTimeout(600);
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(i % 2 ? 'l' : 'Backspace');
    await page.waitForTimeout(700);
  }
  return page.evaluate(() => (window as unknown as { __keys: { samples: number[] } }).__keys.samples);
}

/** The sandbox: Austria's army in Vienna ordered to Galicia, a letter taken off and put back. */
async function sandboxKeystrokes(browser: Browser, origin: string): Promise<{ samples: number[]; editor: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/sandbox/`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.body.dataset.sandbox === 'ready');
  await setSandboxOrders(page, 'Austria:\nA Vie-Gal');
  const editor = (await page.locator('.sb-editor').getAttribute('data-editor')) ?? 'unknown';
  const samples = await keystrokes(page, '.sb-board', () => page.locator('.sb-editor').locator(EDITABLE).first().click());
  await context.close();
  return { samples, editor };
}

/** A lesson (moves): the reader's army in Paris ordered to Burgundy, a letter taken off and put back. */
async function lessonKeystrokes(browser: Browser, origin: string): Promise<{ samples: number[]; editor: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/learn/moves/`, { waitUntil: 'networkidle' });
  const host = page.locator('.ln-editor');
  await host.locator(EDITABLE).first().click();
  await page.locator('.ln-editor[data-editor="monaco"] .view-lines').waitFor();
  await page.keyboard.insertText('A Par - Bur');
  await page.waitForTimeout(600);
  const editor = (await host.getAttribute('data-editor')) ?? 'unknown';
  const samples = await keystrokes(page, 'figure.ln-board', () => host.locator(EDITABLE).first().click());
  await context.close();
  return { samples, editor };
}

/** The live board of a rule page, the same way. */
async function liveBoardKeystrokes(browser: Browser, origin: string): Promise<{ samples: number[]; editor: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/rules/iv-orders/#alexander-standoff`, { waitUntil: 'networkidle' });
  const section = page.locator('section[data-scenario="alexander/standoff"]');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Edit orders' }).click();
  const host = section.locator('[data-live-editor][data-editor]');
  await host.locator(EDITABLE).first().waitFor();
  const editor = (await host.getAttribute('data-editor')) ?? 'unknown';
  await host.locator(EDITABLE).first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('Austria:\nA Vie-Gal');
  await page.waitForTimeout(600);
  const samples = await keystrokes(page, `section[data-scenario="alexander/standoff"] figure.board`, () => host.locator(EDITABLE).first().click());
  await context.close();
  return { samples, editor };
}

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

/** Watch the page's long tasks from now on; `longestTask` reads the longest since. */
/** At most this long, from the click to the file, to make a picture of the sandbox's board of 34 units. */
export const IMAGE_BUDGET_MS = 300;

/**
 * The sandbox's opening board (34 units) as an SVG picture: from the click to the file handed to
 * the browser, on the main thread, after one picture made first (its code and fonts loaded).
 */
async function imageMaking(browser: Browser, origin: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/sandbox/`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Share and files', exact: true }).click();
  const button = page.locator('[data-export="image"] [data-export-format="svg"]');
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    await page.evaluate(() => {
      const w = window as unknown as { madeIn: Promise<number> };
      w.madeIn = new Promise((done) => {
        const start = performance.now();
        // The download is an <a download> added to the page and clicked: the picture is made by then.
        new MutationObserver((changes, observer) => {
          if (changes.some((c) => [...c.addedNodes].some((n) => n instanceof HTMLAnchorElement && n.download))) {
            observer.disconnect();
            done(performance.now() - start);
          }
        }).observe(document.body, { childList: true });
      });
    });
    const [ms] = await Promise.all([page.evaluate(() => (window as unknown as { madeIn: Promise<number> }).madeIn), page.waitForEvent('download'), button.click()]);
    if (i > 0) samples.push(ms);
  }
  await context.close();
  return samples;
}

async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    }).observe({ type: 'longtask' });
  });
}
const longestTask = (page: Page) => page.evaluate(() => (window as unknown as { longest: number }).longest);

/** Put text into a text area as a paste does, in one input event. */
const paste = (page: Page, area: string, text: string) =>
  page.locator(area).first().evaluate((el: HTMLTextAreaElement, value) => {
    el.value = value;
    el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, text);

/** The longest task on the page while a megabyte is pasted: into the GM sheets box, a live board's editor, the sandbox. */
async function longestTaskWhilePasting(browser: Browser, origin: string): Promise<{ what: string; longest: number }[]> {
  const out: { what: string; longest: number }[] = [];
  const cases: [string, string, string, string][] = [
    ['game-master mode, 1 MB of sheets', '/gm/', '#gm-sheets', 'Austria:\nA Vie-Gal\nRussia:\nA War-Gal\n'.repeat(30_000).slice(0, 1_000_000)],
    ['sandbox, 1 MB of orders', '/sandbox/', '.sb-editor textarea', 'Austria:\nA Vie-Gal\n'.repeat(55_000)],
  ];
  for (const [what, path, area, text] of cases) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await watchLongTasks(page);
    await paste(page, area, text);
    await page.waitForTimeout(3000);
    out.push({ what, longest: await longestTask(page) });
    await context.close();
  }
  return out;
}

/** A game master's log of `phases` movement phases, one held fleet each (a record as long in phases as it can be short in bytes). */
function longLog(phases: number): string {
  const lines: string[] = [];
  for (let i = 0; i < phases; i++) lines.push(`${i % 2 === 0 ? 'Spring' : 'Fall'} ${1901 + Math.floor(i / 2)}`, 'England: F Lon H (ok)');
  return lines.join('\n');
}

/**
 * The record check on /gm/ with a huge record: a 10,000-phase log pasted and checked, and a 5 MB
 * file opened. The longest main-thread task from the paste or the file to the report drawn, and
 * how long until the report's first screen was there.
 */
async function longestTaskInRecordCheck(browser: Browser, origin: string): Promise<{ what: string; longest: number; report: number; shown: string }[]> {
  const out: { what: string; longest: number; report: number; shown: string }[] = [];
  // From a file on disk, as a reader opens it: a file given as bytes is rebuilt inside the page, a task of its own.
  const fiveMb = join(mkdtempSync(join(tmpdir(), 'bench-site-')), 'five-mb.txt');
  writeFileSync(fiveMb, longLog(400_000).slice(0, 5_000_000));
  const cases: [string, (page: Page) => Promise<void>][] = [
    ['10,000-phase record pasted and checked', (page) => paste(page, '#rc-text', longLog(10_000))],
    ['5 MB file opened', (page) => page.locator('.rc-file input').setInputFiles(fiveMb)],
  ];
  for (const [what, load] of cases) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/gm/`, { waitUntil: 'networkidle' });
    await watchLongTasks(page);
    const t0 = Date.now();
    await load(page);
    if (!(await page.locator('.rc-report').count())) {
      const go = page.getByRole('button', { name: 'Check the record' });
      if (!(await page.locator('.rc-progress').count())) await go.click();
    }
    await page.locator('.rc-report').waitFor({ timeout: 120_000 });
    const report = Date.now() - t0;
    await page.waitForTimeout(1000);
    const shown = `${await page.locator('section.rc-phase').count()} phases drawn of ${(await page.locator('[data-rc-total]').getAttribute('data-rc-total')) ?? '?'}`;
    out.push({ what, longest: await longestTask(page), report, shown });
    await context.close();
  }
  return out;
}

/** The longest main-thread task a paste may cause. */
export const LONGEST_TASK_BUDGET_MS = 200;

export async function benchSite(): Promise<void> {
  ensureBuilt();
  const monacoInDist = readdirSync(join(DIST, '_astro')).some((f) => /monaco/i.test(f));
  const server = await serveDist();
  const browser = await launchBrowser();
  try {
    console.log(`Site benchmark (headless Chromium, built site in dist/, gzip sizes)`);
    const manifest = precacheManifest(DIST);
    const whole = manifest.site.reduce((n, f) => n + f.gzip, 0);
    console.log(
      `  first visit's precache: ${manifest.urls.length} files, ${mb(manifest.gzip)} gzipped (${mb(manifest.bytes)} stored; budget ${mb(FIRST_VISIT_BUDGET_BYTES)}: ` +
        `${within(manifest.gzip <= FIRST_VISIT_BUDGET_BYTES)}); the whole site ${manifest.site.length} files, ${mb(whole)} gzipped`,
    );
    for (const [kind, path] of pageTypes()) {
      const js = await measureJs(browser, server.origin, path, APPS.has(kind));
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
      if (kind === 'lesson') console.log(`    budget ${LESSON_JS_BUDGET_KB} KB before the first keystroke: ${within(js.initial <= LESSON_JS_BUDGET_KB * 1024)}`);
    }
    console.log(`  Monaco in the build: ${monacoInDist ? 'yes (lazy chunk)' : 'no'}`);
    const engine = engineChunk();
    console.log(`  engine chunk ${engine.file}: ${kb(engine.gzip)} (budget ${ENGINE_BUDGET_KB} KB: ${within(engine.gzip <= ENGINE_BUDGET_KB * 1024)})`);
    const live = await liveBoard(browser, server.origin);
    console.log(`  live board: first "Edit orders" click to the editor showing ${live.editor.toFixed(0)} ms (budget ${EDITOR_BUDGET_MS} ms: ${within(live.editor <= EDITOR_BUDGET_MS)})`);
    const m = median(live.rerule);
    console.log(`  live board, 34 units: ruling and redraw after a keystroke, median ${m.toFixed(1)} ms, max ${Math.max(...live.rerule).toFixed(1)} ms over ${live.rerule.length} (budget ${RERULE_BUDGET_MS} ms median: ${within(m <= RERULE_BUDGET_MS)})`);
    const t = await timeToBoard(browser, server.origin, '/rulebook/diagrams/#diagram-21');
    console.log(`  diagram page (#diagram-21): board visible ${t.visible.toFixed(0)} ms, zoom ready ${t.ready.toFixed(0)} ms after navigation (median of ${RUNS})`);
    for (const path of ['/datc/6f/', '/datc/6f/#6-f-16']) {
      const x = await timeToBoard(browser, server.origin, path);
      console.log(`  DATC section (${path}): board visible ${x.visible.toFixed(0)} ms, zoom ready ${x.ready.toFixed(0)} ms after navigation (median of ${RUNS})`);
    }
    const d = await timeToBoard(browser, server.origin, '/board-demo/');
    console.log(`  board demo: board visible ${d.visible.toFixed(0)} ms, zoom ready ${d.ready.toFixed(0)} ms after navigation (median of ${RUNS})`);
    for (const [kind, path] of pageTypes().filter(([k]) => k === 'lesson' || k === 'sandbox')) {
      const u = await timeToUsable(browser, server.origin, path);
      console.log(`  ${kind} (${path}): usable board ${u.board.toFixed(0)} ms, usable editor ${u.editor.toFixed(0)} ms after navigation (median of ${RUNS}; editor ${u.kind})`);
    }
    for (const [what, measure] of [
      ['sandbox', () => sandboxKeystrokes(browser, server.origin)],
      ['lesson', () => lessonKeystrokes(browser, server.origin)],
      ['live board on a rule page', () => liveBoardKeystrokes(browser, server.origin)],
    ] as const) {
      const k = await measure();
      if (k.samples.length === 0) {
        console.log(`  ${what}: keystroke to repainted board: no repaint seen`);
        continue;
      }
      const med = median(k.samples);
      console.log(
        `  ${what}: keystroke to repainted board (any wait included) median ${med.toFixed(0)} ms, 95th percentile ${percentile(k.samples, 95).toFixed(0)} ms ` +
          `over ${k.samples.length} of ${KEYSTROKES} keystrokes (${k.editor} editor; budget ${KEYSTROKE_BUDGET_MS} ms median: ${within(med <= KEYSTROKE_BUDGET_MS)})`,
      );
    }
    const image = await imageMaking(browser, server.origin);
    const imageMedian = median(image);
    console.log(`  sandbox board of 34 units as an SVG picture: median ${imageMedian.toFixed(0)} ms, max ${Math.max(...image).toFixed(0)} ms over ${image.length} (budget ${IMAGE_BUDGET_MS} ms: ${within(imageMedian <= IMAGE_BUDGET_MS)})`);
    for (const p of await longestTaskWhilePasting(browser, server.origin)) {
      console.log(`  ${p.what}: longest main-thread task ${p.longest.toFixed(0)} ms (budget ${LONGEST_TASK_BUDGET_MS} ms: ${within(p.longest <= LONGEST_TASK_BUDGET_MS)})`);
    }
    for (const p of await longestTaskInRecordCheck(browser, server.origin)) {
      console.log(
        `  record check, ${p.what}: longest main-thread task ${p.longest.toFixed(0)} ms (budget ${LONGEST_TASK_BUDGET_MS} ms: ${within(p.longest <= LONGEST_TASK_BUDGET_MS)}); ` +
          `report after ${(p.report / 1000).toFixed(1)} s, ${p.shown}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSite();
