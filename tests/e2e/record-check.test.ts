/**
 * Game-master mode's "Check a game record" (issue 28): a webDiplomacy record written by us with
 * one wrong result is pasted, the difference is shown with its rule, and its phase opens in the
 * sandbox with the history before it. Debian's chromium via playwright-core, against the built site.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkRecord } from '../../engine/record';
import { ARTIFACTS, collectErrors, useSite } from './harness';

const RECORD = readFileSync(join(import.meta.dirname, '..', 'record', 'records', 'webdiplomacy-1901-1902.txt'), 'utf8');
// The record lets Russia's support stand though Armenia attacked Sevastopol.
const WRONG = RECORD.replace('The army at Ukraine move to Rumania. (fail)', 'The army at Ukraine move to Rumania.').replace(
  'The fleet at Sevastopol support move to Rumania from Ukraine. (fail)',
  'The fleet at Sevastopol support move to Rumania from Ukraine.',
);

const site = useSite();

describe('check a game record', () => {
  it('shows the disagreement with our ruling, and opens its phase in the sandbox with the history', async () => {
    const want = checkRecord(WRONG);
    for (const width of [1280, 390]) {
      const context = await site.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${site.server.origin}/gm/`, { waitUntil: 'load' });
      await page.locator('#rc-text').fill(WRONG);
      await page.getByRole('button', { name: 'Check the record' }).click();
      await page.locator('.rc-report').waitFor();
      assert.equal(
        await page.locator('[data-summary]').innerText(),
        `${want.summary.phases} phases, ${want.summary.orders} orders compared, ${want.summary.agree} agree, ${want.summary.differ} differ`,
      );
      const fall = page.locator('section.rc-phase[data-phase="Fall 1901 movement"]');
      const row = fall.locator('tr.rc-row[data-unit="RUS F sev"]');
      assert.equal(await row.getAttribute('data-outcome'), 'cut');
      assert.equal(await row.getAttribute('data-recorded'), '');
      assert.equal(await row.getAttribute('data-agree'), 'false');
      assert.match(await row.innerText(), /cut/);
      // Differences first: the first row of the phase is a disagreement.
      assert.equal(await fall.locator('tr.rc-row').first().getAttribute('data-agree'), 'false');
      // Phases that agree show no rows until asked.
      assert.equal(await page.locator('section.rc-phase[data-phase="Spring 1901 movement"] tr.rc-row').count(), 0);
      await page.screenshot({ path: join(ARTIFACTS, `record-check-${width}.png`), fullPage: false });
      await fall.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `record-check-phase-${width}.png`) });

      if (width === 1280) {
        const [sandbox] = await Promise.all([context.waitForEvent('page'), fall.getByRole('button', { name: 'Open in the sandbox' }).click()]);
        await sandbox.waitForLoadState('load');
        assert.match(sandbox.url(), /\/sandbox\/#v1=[A-Za-z0-9_-]+$/);
        await sandbox.locator('[data-phase-label]').waitFor();
        assert.equal(await sandbox.locator('[data-phase-label]').innerText(), 'Fall 1901 movement');
        const history = await sandbox.locator('.sb-history button').allInnerTexts();
        assert.deepEqual(history.slice(0, 2), ['Spring 1901 movement', 'Fall 1901 movement']);
        await sandbox.screenshot({ path: join(ARTIFACTS, 'record-check-sandbox-1280.png') });
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('an unreadable paste says so and keeps the text', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.origin}/gm/`, { waitUntil: 'load' });
    await page.locator('#rc-text').fill('Dear all, thoughts on the game follow.');
    await page.getByRole('button', { name: 'Check the record' }).click();
    await page.locator('.rc-error').waitFor();
    assert.match(await page.locator('.rc-error').innerText(), /line 1: "Dear all/);
    assert.equal(await page.locator('#rc-text').inputValue(), 'Dear all, thoughts on the game follow.');
    await page.close();
  });
});
