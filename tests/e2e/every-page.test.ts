/**
 * Every page of the built site, at a desktop and a phone width: it loads without an error in the
 * console, nothing makes the page scroll sideways, and a screenshot of its first screen goes to
 * tests/e2e/artifacts/pages/ to be looked at. The paradox lab's board pages are parts of /paradoxes/,
 * fetched into it; they are checked there.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ARTIFACTS, collectErrors, htmlFiles, urlOf, useSite } from './harness';

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
    it(`loads cleanly, fits ${width} px without scrolling sideways, and is photographed`, async () => {
      mkdirSync(PAGES, { recursive: true });
      const context = await site.browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const overflowing: string[] = [];
      const list = pages();
      assert.ok(list.length > 40, `only ${list.length} pages found`);
      for (const path of list) {
        await page.goto(site.server.origin + path, { waitUntil: 'load' });
        const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (over > 1) overflowing.push(`${path} (${over} px too wide)`);
        const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
        await page.screenshot({ path: join(PAGES, `${name}-${width}.png`) });
      }
      assert.deepEqual(overflowing, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
