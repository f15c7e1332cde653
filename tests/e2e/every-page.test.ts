/**
 * Every page of the built site, at a desktop and a phone width: it loads without an error in the
 * console, nothing makes the page scroll sideways, no board draws a mark over a unit or a name
 * over a unit or another name (boardOverlaps.ts), and a screenshot of its first screen goes to
 * tests/e2e/artifacts/pages/ to be looked at. The paradox lab's board pages are parts of /paradoxes/,
 * fetched into it; they are checked there.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { boardOverlaps } from './boardOverlaps';
import { ARTIFACTS, collectErrors, htmlFiles, urlOf, useSite, waitForSettledPage } from './harness';

const site = useSite();
const PAGES = join(ARTIFACTS, 'pages');

function pages(): string[] {
  return htmlFiles()
    .filter((f) => !readFileSync(f, 'utf8').includes('data-lab-board-page='))
    .map(urlOf)
    .sort();
}

describe('every page', () => {
  for (const width of [1280, 390]) {
    it(`loads cleanly, fits ${width} px without scrolling sideways, covers nothing on its boards, and is photographed`, async () => {
      mkdirSync(PAGES, { recursive: true });
      const context = await site.browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
      // tsx names the functions it compiles with a helper the page does not have.
      await context.addInitScript('globalThis.__name = (f) => f');
      const page = await context.newPage();
      const errors = collectErrors(page);
      const overflowing: string[] = [];
      const covered: string[] = [];
      const list = pages();
      assert.ok(list.length > 40, `only ${list.length} pages found`);
      for (const path of list) {
        await page.goto(site.server.origin + path, { waitUntil: 'load' });
        await waitForSettledPage(page);
        const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (over > 1) overflowing.push(`${path} (${over} px too wide)`);
        covered.push(...(await page.evaluate(boardOverlaps)).map((o) => `${path} ${o}`));
        const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
        await page.screenshot({ path: join(PAGES, `${name}-${width}.png`) });
      }
      assert.deepEqual(overflowing, []);
      assert.deepEqual(covered, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
