/**
 * Predict the outcome (/drills/): a DATC case opened by its link, every unit asked with
 * `data-predict-unit`, marked `data-prediction` after "Check" beside the ruling rows, on a phone and
 * with the keyboard; a round of ten; what was missed remembered after a reload and brought back
 * first when it is due; a bad link named. Screenshots at 390 and 1280 px before and after "Check".
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, collectErrors, seriousViolations, setSandboxOrders, settledSandboxLink, useSite } from './harness';
import { caseLink } from '../../src/lib/sandbox/shareLink';

const site = useSite();

async function openDrills(page: Page, hash = ''): Promise<void> {
  await page.goto(`${site.server.origin}/drills/${hash}`);
  await page.waitForFunction(() => document.body?.dataset.drills === 'ready');
}

const units = (page: Page) => page.locator('[data-predict-unit]').evaluateAll((l) => l.map((e) => e.getAttribute('data-predict-unit')));
const predictions = (page: Page) => page.locator('[data-predict-unit]').evaluateAll((l) => l.map((e) => e.getAttribute('data-prediction')));

describe('predict the outcome', () => {
  for (const width of [1280, 390]) {
    it(`opens 6.C.3 from its link, marks each prediction beside the ruling and explains the miss (${width} px)`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 500 });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openDrills(page, '#drill=6.C.3');
      await page.locator('[data-predict-unit]').first().waitFor();
      assert.deepEqual(await units(page), ['TUR F ank', 'TUR A con', 'TUR A smy', 'TUR A bul']);
      // The board draws the page's map (its land and seas), not units on an empty field.
      assert.equal(await page.evaluate(() => Boolean(document.getElementById('bd-map')) && document.querySelector('.dr-board use[href="#bd-map"]') !== null), true);
      // Nothing of the ruling is shown before the reader answers.
      assert.equal(await page.locator('.sc-order[data-unit]').count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Check' }).isDisabled(), true);
      await page.locator('.dr-drill').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `drills-before-${width}.png`) });

      // Three right (the ring is broken, all fail), one wrong.
      const pick = (unit: string, label: string) => page.locator(`[data-predict-unit="${unit}"]`).getByText(label, { exact: true });
      for (const unit of ['TUR F ank', 'TUR A con', 'TUR A smy']) await (width < 500 ? pick(unit, 'Fails, stays').tap() : pick(unit, 'Fails, stays').click());
      await pick('TUR A bul', 'Moves').click();
      await page.getByRole('button', { name: 'Check' }).click();
      assert.deepEqual(await predictions(page), ['right', 'right', 'right', 'wrong']);
      const rows = await page.locator('.sc-order[data-unit]').evaluateAll((l) => l.map((e) => `${e.getAttribute('data-unit')} ${e.getAttribute('data-outcome')}`));
      assert.deepEqual(rows.sort(), ['TUR A bul fails', 'TUR A con fails', 'TUR A smy fails', 'TUR F ank fails']);
      assert.match(await page.locator('[data-predict-unit="TUR A bul"] .dr-why').innerText(), /^It fails and stays\. A Bulgaria fails to move to Constantinople/);
      assert.match(await page.locator('.dr-score').innerText(), /^3 of 4 right\./);
      assert.equal(await page.locator('.dr-ruling a[href="/datc/6c/#6-c-3"]').count(), 1);
      await page.locator('[data-predict-unit="TUR A bul"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `drills-after-${width}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no sideways scroll (${overflow} px)`);
      assert.deepEqual(await seriousViolations(page, { include: ['main'], tags: ['wcag2a', 'wcag2aa'] }), []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('asks of an adjustment which unit civil disorder removes (6.J.3), and of a lesson\'s board what its solution does', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectErrors(page);
    await openDrills(page, '#drill=6.J.3');
    await page.locator('[data-predict-unit]').first().waitFor();
    assert.deepEqual(await units(page), ['RUS A lvn', 'RUS A pru']);
    await page.locator('[data-predict-unit="RUS A lvn"]').getByText('Stays on the board').click();
    await page.locator('[data-predict-unit="RUS A pru"]').getByText('Is removed').click();
    await page.getByRole('button', { name: 'Check' }).click();
    assert.deepEqual(await predictions(page), ['right', 'right']);
    assert.match(await page.locator('.dr-source').innerText(), /The rule set matters here: The Alexander Rules, The 2008 rulebook and The CalsMUN Historical Committee rule some unit otherwise/);
    await openDrills(page, '#drill=lesson/builds');
    await page.locator('[data-predict-unit]').first().waitFor();
    assert.ok((await units(page)).length > 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('answers with the keyboard alone, and a tap on a unit of the board goes to its question', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await openDrills(page, '#drill=6.A.1');
    await page.locator('[data-predict-unit]').first().waitFor();
    await page.locator('.dr-board [data-unit="ENG F nth"]').click();
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[data-predict-unit]')?.getAttribute('data-predict-unit')), 'ENG F nth');
    // Arrow keys move between the choices of a radio group; Enter submits the form.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.deepEqual(await predictions(page), ['right']);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('plays a round of ten, remembers a miss after a reload, and brings it back first when it is due', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectErrors(page);
    await openDrills(page);
    await page.locator('.dr-field select').selectOption('1');
    await page.getByRole('button', { name: 'Start a round of ten' }).click();
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.locator('[data-predict-unit]').first().waitFor();
      assert.match(await page.locator('.dr-count').innerText(), new RegExp(`^${i + 1} of 10:`));
      seen.push((await page.locator('.dr').getAttribute('data-drill'))!);
      // Always the first choice: some right, some missed.
      for (const q of await page.locator('[data-predict-unit]').all()) await q.locator('label').first().click();
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByRole('button', { name: i < 9 ? 'Next drill' : 'Finish the round' }).click();
    }
    assert.equal(new Set(seen).size, 10);
    assert.match(await page.locator('.dr-message').innerText(), /^Round done: \d+ of 10 drills wholly right\./);
    const memory = await page.evaluate(() => JSON.parse(localStorage.getItem('drl:drills:memory') ?? '{}') as Record<string, { box: number; due: number }>);
    assert.deepEqual(Object.keys(memory).sort(), [...seen].sort());
    const missed = seen.filter((id) => memory[id]!.box === 0);
    assert.ok(missed.length > 0, 'answering the first choice everywhere misses some');

    // The next day: the misses are due, and a new round starts with them.
    await page.evaluate(() => {
      const m = JSON.parse(localStorage.getItem('drl:drills:memory')!) as Record<string, { due: number }>;
      for (const v of Object.values(m)) v.due -= 24 * 60 * 60 * 1000;
      localStorage.setItem('drl:drills:memory', JSON.stringify(m));
    });
    await page.reload();
    await page.waitForFunction(() => document.body?.dataset.drills === 'ready');
    assert.match(await page.locator('.dr-progress').innerText(), /^10 of \d+ drills answered; \d+ due again/);
    await page.locator('.dr-field select').selectOption('1');
    await page.getByRole('button', { name: 'Start a round of ten' }).click();
    assert.ok(missed.includes((await page.locator('.dr').getAttribute('data-drill'))!), 'a missed drill comes first');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('names a link that opens no drill, and keeps the page working', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await openDrills(page, '#drill=6.Z.99');
    assert.match(await page.locator('.dr-message').innerText(), /No drill is named “6\.Z\.99”/);
    await page.getByRole('button', { name: 'Start a round of ten' }).click();
    await page.locator('[data-predict-unit]').first().waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('makes any sandbox board a drill: the Share tab links to it, and a case link opens as one', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${site.server.origin}/sandbox/`);
    await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    await setSandboxOrders(page, 'France:\nA Par-Bur\nGermany:\nA Mun-Bur');
    await settledSandboxLink(page);
    await page.getByRole('tab', { name: 'Share and files' }).click();
    const href = await page.locator('[data-drill-link]').getAttribute('href');
    assert.match(href ?? '', /^\/drills\/#v1=/);
    await page.goto(`${site.server.origin}${href}`);
    await page.waitForFunction(() => document.body?.dataset.drills === 'ready');
    await page.locator('[data-predict-unit]').first().waitFor();
    assert.deepEqual((await units(page)).filter((u) => u === 'FRA A par' || u === 'GER A mun').sort(), ['FRA A par', 'GER A mun']);
    assert.match(await page.locator('.dr-source').innerText(), /^A sandbox board, ruled under The Alexander Rules/);

    await openDrills(page, caseLink({ rules: 'datc', units: ['ENG F lon', 'FRA F eng'], orders: 'England:\nF Lon-ENG\nFrance:\nF ENG H' }));
    await page.locator('[data-predict-unit]').first().waitFor();
    assert.deepEqual(await units(page), ['ENG F lon', 'FRA F eng']);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
