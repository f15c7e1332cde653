/**
 * The front door and the boards of sections I, V and VII: the home page shows a live
 * board at once and leads each kind of reader somewhere, within its JavaScript budget; the map key
 * switches views without JavaScript; axe finds nothing serious; screenshots at 1280 and 390 px land
 * in tests/e2e/artifacts/.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { JS_BUDGET_KB } from '../../bench/site';
import { ARTIFACTS, collectErrors, distFile, inlineScriptGzip, recordScripts, seriousViolations, useSite, waitForBoards } from './harness';

const PAGES = ['/', '/rules/i-basics/', '/rules/v-miscellania/', '/rules/vii-variant-rules/'];

const site = useSite();

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  const errors = collectErrors(page);
  await page.goto(site.server.origin + path, { waitUntil: 'load' });
  return { page, errors };
}

describe('the front door', () => {
  it('shows the 1901 openings as a board at once, with all 22 units and their orders', async () => {
    const { page, errors } = await open('/');
    const section = page.locator('section[data-scenario="demo/opening-1901"]');
    const board = section.locator('figure.board svg.bd-svg');
    await board.waitFor({ state: 'visible' });
    // In view without scrolling: the top of the board is on the first screen.
    const box = (await board.boundingBox())!;
    assert.ok(box.y < 900, `the board starts ${box.y} px down`);
    assert.equal(await section.locator('.bd-before .bd-unit').count(), 22);
    assert.equal(await section.locator('.sc-order[data-line]').count(), 22);
    assert.equal(await section.locator('.sc-order[data-unit="FRA A par"]').getAttribute('data-outcome'), 'succeeds');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the board is live: a click on a unit opens the editor', async () => {
    const { page, errors } = await open('/');
    const section = page.locator('section[data-scenario="demo/opening-1901"]');
    await section.locator('figure.board').scrollIntoViewIfNeeded();
    await waitForBoards(page, 'section[data-scenario="demo/opening-1901"] figure.board');
    await section.locator('svg.bd-svg .bd-before .bd-unit[data-province="par"]').click();
    await section.locator('[data-live-editor][data-editor]').waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('leads a newcomer to Learn, a game master to GM mode and the sandbox, an author to the paradox lab and the DATC', async () => {
    const { page } = await open('/');
    const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const path of ['/learn/', '/gm/', '/sandbox/', '/paradoxes/', '/datc/cases/', '/rules/']) {
      assert.ok(hrefs.includes(path), `no link to ${path}: ${hrefs.join(' ')}`);
    }
    assert.equal(await page.getByRole('link', { name: 'Learn the rules' }).first().getAttribute('href'), '/learn/');
    await page.close();
  });

  it(`ships at most ${JS_BUDGET_KB} KB of gzipped JavaScript before any interaction`, async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(site.server.origin + '/', { waitUntil: 'networkidle' });
    await waitForBoards(page);
    await page.waitForLoadState('networkidle');
    const inline = inlineScriptGzip(readFileSync(distFile('/')!, 'utf8'));
    const total = scripts().reduce((s, x) => s + x.gzip, 0) + inline;
    console.log(`home page JS before interaction: ${(total / 1024).toFixed(1)} KB gzip (${scripts().length} files)`);
    assert.ok(total <= JS_BUDGET_KB * 1024, `${(total / 1024).toFixed(1)} KB`);
    assert.ok(!scripts().some((s) => /\/engine\.[\w-]+\.js$|monaco/i.test(s.url)), 'the engine or Monaco loaded before any interaction');
    await context.close();
  });
});

describe('section I: the map key', () => {
  it('switches between kinds of province, supply centres and two coasts without JavaScript', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/rules/i-basics/#i-2');
    const key = page.locator('#map-key');
    const fill = (id: string) => key.locator('use').evaluate((use, p) => getComputedStyle(use).getPropertyValue(p).trim(), id);
    assert.notEqual(await fill('--bd-fill-sea'), '');
    assert.ok(await key.locator('.mk-legend[data-view="kinds"]').isVisible());
    assert.equal(await key.locator('.bd-unit').first().isVisible(), false);
    await key.getByRole('radio', { name: 'Supply centres' }).check();
    assert.notEqual(await fill('--own-bel'), '', 'a neutral centre is tinted');
    assert.ok(await key.locator('.mk-legend[data-view="centres"]').isVisible());
    await key.getByRole('radio', { name: 'Two coasts' }).check();
    assert.notEqual(await fill('--own-stp'), '');
    assert.equal(await fill('--own-bel'), '');
    assert.equal(await key.locator('.bd-unit').count(), 3);
    assert.ok(await key.locator('.bd-unit').first().isVisible());
    // The lists say it in words: 34 centres, three provinces with two coasts.
    const lists = await key.locator('.mk-lists').textContent();
    assert.match(lists!, /Bulgaria \(EC, SC\); Spain \(NC, SC\); St\. Petersburg \(NC, SC\)/);
    await context.close();
  });

  it('the starting position is a live board of 22 units on their home centres', async () => {
    const { page } = await open('/rules/i-basics/');
    const section = page.locator('section[data-scenario="alexander/starting-position"]');
    assert.equal(await section.locator('.bd-before .bd-unit').count(), 22);
    await page.close();
  });
});

describe('section V', () => {
  it('civil disorder and the Flying Dutchman are boards with their rulings', async () => {
    const { page } = await open('/rules/v-miscellania/');
    const cd = page.locator('section[data-scenario="alexander/civil-disorder-holds"]');
    assert.equal(await cd.locator('.sc-order[data-unit="ITA A ven"]').getAttribute('data-outcome'), 'stands');
    assert.equal(await cd.locator('.sc-order[data-unit="ITA F nap"]').getAttribute('data-dislodged'), 'true');
    const fd = page.locator('section[data-scenario="alexander/flying-dutchman"]');
    assert.equal(await fd.locator('.sc-order[data-unit="GER A mun"]').getAttribute('data-outcome'), 'succeeds');
    assert.equal(await page.locator('#v-6 ~ ul').first().locator('li').count(), 5);
    await page.close();
  });
});

describe('axe and screenshots', () => {
  for (const width of [1280, 390]) {
    it(`every page touched, at ${width} px`, async () => {
      for (const path of PAGES) {
        const { page, errors } = await open(path, width);
        assert.deepEqual((await seriousViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).map((v) => `${path}: ${v}`), []);
        const name = path === '/' ? 'home' : path.split('/').filter(Boolean).pop()!;
        await page.screenshot({ path: join(ARTIFACTS, `front-${name}-${width}.png`), fullPage: path === '/' });
        if (path === '/rules/i-basics/') {
          for (const view of ['Kinds of province', 'Supply centres', 'Two coasts']) {
            const key = page.locator('#map-key');
            await key.getByRole('radio', { name: view }).check();
            await key.locator('figure.board').scrollIntoViewIfNeeded();
            await key.screenshot({ path: join(ARTIFACTS, `front-mapkey-${view.split(' ')[0].toLowerCase()}-${width}.png`) });
          }
        }
        assert.deepEqual(errors, []);
        await page.close();
      }
    });
  }
});
