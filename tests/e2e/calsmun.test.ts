/**
 * The CalsMUN page: its live board, and its insurrection opened in the sandbox, ruled row by row
 * and settled when the phase is played; the same link in game-master mode. Screenshots at 1280 and 390 px go to tests/e2e/artifacts/.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, collectErrors, seriousViolations, useSite, waitForBoards } from './harness';

const site = useSite();

const seriousAxe = (page: Page) => seriousViolations(page, { tags: ['wcag2a', 'wcag2aa'] });

describe('the CalsMUN page', () => {
  for (const width of [1280, 390]) {
    it(`shows a live board of France's army in Brest, and opens the insurrection in the sandbox (${width} px)`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${site.server.origin}/variants/calsmun/`);
      await page.locator('figure.board').first().scrollIntoViewIfNeeded();
      await waitForBoards(page);
      const brest = page.locator('.sc-order[data-unit="FRA A bre"]').first();
      assert.equal(await brest.getAttribute('data-outcome'), 'succeeds');
      assert.deepEqual(await seriousAxe(page), []);
      await page.screenshot({ path: join(ARTIFACTS, `calsmun-board-${width}.png`) });

      // The insurrection, season by season: the Spring board's three units leave (crossed), live under any rule set.
      const spring = page.locator('section#spring-1905-movement');
      await spring.locator('figure.board').scrollIntoViewIfNeeded();
      await waitForBoards(page);
      const springRow = (unit: string) => spring.locator(`.sc-order[data-unit="${unit}"]`).first();
      assert.equal(await springRow('ENG F edi').getAttribute('data-outcome'), 'succeeds');
      assert.equal(await spring.locator('figure.board title').filter({ hasText: ', removed' }).count(), 3);
      assert.match(await spring.locator('.bd-text').first().textContent() ?? '', /England: Fleet Edinburgh leaves the board to join an insurrection/);
      assert.match(await spring.locator('.sc-explanation').innerText(), /At the end of the season\. Russia is revived/);
      await spring.getByRole('combobox', { name: 'Rule set' }).selectOption('rulebook2008');
      await page.waitForFunction(() => document.querySelector('section#spring-1905-movement .sc-order[data-unit="ENG F edi"]')?.getAttribute('data-outcome') === 'not-followed');
      assert.equal(await springRow('AUS A gal').getAttribute('data-outcome'), 'not-followed');
      await spring.getByRole('combobox', { name: 'Rule set' }).selectOption('calsmun');
      await page.waitForFunction(() => document.querySelector('section#spring-1905-movement .sc-order[data-unit="ENG F edi"]')?.getAttribute('data-outcome') === 'succeeds');
      await spring.screenshot({ path: join(ARTIFACTS, `calsmun-game-spring-${width}.png`) });

      await page.locator('a[data-calsmun-insurrection]').click();
      await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
      assert.equal(await page.locator('[data-phase-label]').innerText(), 'Spring 1905 movement');
      const row = (unit: string) => page.locator(`.sb-rows .sc-order[data-unit="${unit}"][data-line]`).first();
      assert.equal(await row('ENG F edi').getAttribute('data-outcome'), 'succeeds');
      assert.match(await row('ENG F edi').innerText(), /joins the insurrection for Russia/);
      // Galicia is left empty by the Austrian army, so the German army walks in.
      assert.equal(await row('GER A sil').getAttribute('data-outcome'), 'succeeds');
      assert.deepEqual(await seriousAxe(page), []);
      await page.screenshot({ path: join(ARTIFACTS, `calsmun-sandbox-${width}.png`) });
      // The Ruling tab says what the season will settle, before the phase is played (a phone shows the board or the panels).
      const panels = page.getByRole('button', { name: 'Panels' });
      if (await panels.isVisible()) await panels.click();
      await page.getByRole('tab', { name: 'Ruling' }).click();
      assert.match(await page.locator('.sb-season-end').innerText(), /^Russia is revived/);
      await page.locator('.sb-season-end').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `calsmun-sandbox-ruling-${width}.png`) });

      await page.getByRole('button', { name: /^Adjudicate Spring 1905/ }).click();
      await page.waitForFunction(() => document.querySelector('[data-phase-label]')?.textContent === 'Fall 1905 movement');
      assert.match(await page.locator('.sb-status').innerText(), /Russia is revived: .* Moscow \(from Germany\) and Warsaw \(from Germany\)/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('gives a game master the insurrection from the same link, with what the season restored', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.server.origin}/variants/calsmun/`);
    const href = await page.locator('a[data-calsmun-insurrection]').getAttribute('href');
    await page.goto(`${site.server.origin}/gm/`);
    await page.locator('input[name="gm-source"][value="link"]').check();
    await page.locator('#gm-link-text').fill(`${site.server.origin}${href}`);
    await page.getByRole('button', { name: 'Open link' }).click();
    const settled = page.locator('.gm-insurrections');
    await settled.waitFor();
    assert.match(await settled.innerText(), /At the end of the season\s+Russia is revived/);
    await settled.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'calsmun-gm-390.png') });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
