/**
 * The sandbox with a game for fewer players (Alexander V.5), its VII.3 status in the history, and
 * the V.5 boards on the rules page. Screenshots at 1280 and 390 px go to tests/e2e/artifacts/.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, collectErrors, settledSandboxLink, useSite, waitForBoards, setSandboxOrders } from './harness';

const site = useSite();

async function openSandbox(width = 1280): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${site.server.origin}/sandbox/`);
  await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
  return { page, errors, close: () => context.close() };
}

const setOrders = setSandboxOrders;

const phase = (page: Page) => page.locator('[data-phase-label]').innerText();
const row = (page: Page, unit: string) => page.locator(`.sb-rows .sc-order[data-unit="${unit}"][data-line]`).first();

async function adjudicate(page: Page): Promise<void> {
  const before = await phase(page);
  await page.getByRole('button', { name: /^(Adjudicate|Replay) / }).click();
  await page.waitForFunction((b) => document.querySelector('[data-phase-label]')?.textContent !== b, before);
}

describe('sandbox: games for fewer players (V.5)', () => {
  it('two players start in Spring 1914 with Italy closed: a move into Venice is illegal, and the choice survives a reload', async () => {
    const { page, errors, close } = await openSandbox();
    await page.getByLabel('Players', { exact: true }).selectOption('two');
    await page.waitForFunction(() => document.querySelector('[data-phase-label]')?.textContent === 'Spring 1914 movement');
    assert.match(await page.locator('.sb-variant').innerText(), /Italy is neutral/);
    assert.equal(await page.locator('.sb-side[data-side="entente"]').innerText(), 'England, France, Russia together: 10 of the 24 centres to win');
    assert.match(await page.locator('.sb-counts').innerText(), /Italy 3 centres, 3 units \(no player: holds\)/);
    assert.equal(await page.locator('.sb-board use[style*="--cl-ven: url(#bd-hatch)"]').count(), 1, 'Venice is hatched on the board');
    await setOrders(page, 'Austria:\nF Tri-Ven\nA Vie-Tyr');
    assert.equal(await row(page, 'AUS F tri').getAttribute('data-outcome'), 'illegal');
    assert.match(await row(page, 'AUS F tri').innerText(), /no unit may enter/i);
    assert.equal(await row(page, 'AUS A vie').getAttribute('data-outcome'), 'succeeds');
    await page.screenshot({ path: join(ARTIFACTS, 'sandbox-two-players-1280.png'), fullPage: false });
    await page.locator('.sb-board').screenshot({ path: join(ARTIFACTS, 'sandbox-two-players-board-1280.png') });
    await page.getByLabel('Coin toss').selectOption('central');
    await settledSandboxLink(page);
    await page.reload();
    await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    assert.equal(await phase(page), 'Spring 1914 movement');
    assert.equal(await page.getByLabel('Players', { exact: true }).inputValue(), 'two');
    assert.equal(await page.getByLabel('Coin toss').inputValue(), 'central');
    assert.deepEqual(errors, []);
    await close();
  });

  it('is readable at 390 px', async () => {
    const { page, errors, close } = await openSandbox(390);
    await page.getByLabel('Players', { exact: true }).selectOption('two');
    await page.waitForFunction(() => document.querySelector('[data-phase-label]')?.textContent === 'Spring 1914 movement');
    await page.screenshot({ path: join(ARTIFACTS, 'sandbox-two-players-390.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    assert.deepEqual(errors, []);
    await close();
  });

  it('counts the VII.3 quiet years in the history, as an optional rule', async () => {
    const { page, errors, close } = await openSandbox();
    await page.getByLabel('Players', { exact: true }).selectOption('six');
    await setOrders(page, 'Italy:\nA Ven-Tyr');
    assert.equal(await row(page, 'ITA A ven').getAttribute('data-outcome'), 'illegal');
    // Two quiet years: nobody moves, so no centre changes hands.
    for (let i = 0; i < 4; i++) {
      if (i > 0) await setOrders(page, '');
      await adjudicate(page);
    }
    assert.equal(await phase(page), 'Spring 1903 movement');
    await page.getByRole('tab', { name: 'History' }).click();
    const status = page.locator('.sb-endgame');
    assert.equal(await status.getAttribute('data-quiet-years'), '2');
    assert.equal(await status.innerText(), 'If your table plays VII.3: 2 of 7 years in a row without a centre gained; 2 of 35 game years played.');
    await page.screenshot({ path: join(ARTIFACTS, 'sandbox-history-vii3-1280.png'), fullPage: false });
    assert.deepEqual(errors, []);
    await close();
  });
});

describe('the V.5 boards on the rules page', () => {
  for (const width of [1280, 390]) {
    it(`shows the two-player board with Italy hatched and the six-player board at ${width} px`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${site.server.origin}/rules/v-miscellania/#v-5-e`);
      const two = page.locator('[data-scenario="alexander/two-players-1914"]');
      await two.scrollIntoViewIfNeeded();
      await waitForBoards(page);
      assert.equal(await two.locator('use[style*="--cl-ven: url(#bd-hatch)"]').count(), 1, 'the closed provinces are hatched');
      assert.equal(await two.locator('.sc-order[data-unit="AUS F tri"]').first().getAttribute('data-outcome'), 'illegal');
      await two.screenshot({ path: join(ARTIFACTS, `v5-two-players-${width}.png`) });
      const six = page.locator('[data-scenario="alexander/six-players-silent-italy"]');
      await six.scrollIntoViewIfNeeded();
      assert.equal(await six.locator('.sc-order[data-unit="ITA A ven"][data-line]').first().getAttribute('data-outcome'), 'illegal');
      await six.screenshot({ path: join(ARTIFACTS, `v5-six-players-${width}.png`) });
      const dislodged = page.locator('[data-scenario="alexander/six-players-italy-dislodged"]');
      await dislodged.scrollIntoViewIfNeeded();
      assert.equal(await dislodged.locator('.sc-order[data-unit="ITA F nap"]').first().getAttribute('data-dislodged'), 'true');
      assert.match(await dislodged.innerText(), /disbanded at once/);
      await dislodged.screenshot({ path: join(ARTIFACTS, `v5-six-players-dislodged-${width}.png`) });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('a V.5 board opens in the sandbox under its variant', () => {
  it('wakes the two-player board, rules it live under the variant, and its sandbox link is the same game', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.server.origin}/rules/v-miscellania/#v-5-e`);
    const two = page.locator('[data-scenario="alexander/two-players-1914"]');
    await two.scrollIntoViewIfNeeded();
    await two.getByRole('button', { name: 'Edit orders' }).click();
    const open = two.locator('[data-live="sandbox"]');
    await open.waitFor({ state: 'visible' });
    // Live, in the browser: still illegal, and Venice still hatched.
    assert.equal(await two.locator('.sc-order[data-unit="AUS F tri"]').first().getAttribute('data-outcome'), 'illegal');
    assert.equal(await two.locator('use[style*="--cl-ven: url(#bd-hatch)"]').count(), 1);
    const href = (await open.getAttribute('href')) ?? '';
    const data = href.split('#case=')[1] ?? '';
    const input = JSON.parse(Buffer.from(data.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
    assert.deepEqual([input.variant, input.year], ['two', 1914]);
    await page.goto(`${site.server.origin}${href}`);
    await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    assert.equal(await page.locator('[data-phase-label]').innerText(), 'Spring 1914 movement');
    assert.equal(await page.getByLabel('Players', { exact: true }).inputValue(), 'two');
    assert.equal(await page.locator('.sb-rows .sc-order[data-unit="AUS F tri"][data-line]').first().getAttribute('data-outcome'), 'illegal');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
