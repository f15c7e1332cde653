/**
 * Game-master mode's "Check a game record": a webDiplomacy record written by us with
 * one wrong result is pasted, the difference is shown with its rule and DATC case, and its phase
 * opens in the sandbox with the history before it; a python-diplomacy game from 1905 is dropped as
 * a file; the report is copied as Markdown. Debian's chromium via playwright-core, against the built site.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkRecord } from '../../engine/record';
import { ARTIFACTS, collectErrors, useSite } from './harness';

const records = join(import.meta.dirname, '..', 'record', 'records');
const RECORD = readFileSync(join(records, 'webdiplomacy-1901-1902.txt'), 'utf8');
// Spring 1905 from the saved game's own state: England and Russia swap by convoy as the DATC rules it (6.G.1).
const FROM_1905 = readFileSync(join(records, 'python-diplomacy-1905.json'), 'utf8');
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
      assert.equal(await row.locator('.rc-datc a').getAttribute('href'), '/datc/6d/#6-d-3');
      assert.equal(await fall.locator('[data-dislodged="RUS A gal"]').innerText(), 'A Gal (Russia) may retreat to Boh, Sil, War');
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

  it('a saved game dropped on the page is read and checked from its own start; the report copies as Markdown', async () => {
    for (const width of [1280, 390]) {
      const context = await site.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      // The page's clipboard, kept where the test can read it (as text: tsx would add helpers to a function).
      await page.addInitScript({
        content: "Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText: async (t) => { window.copied = t; } }) });",
      });
      await page.goto(`${site.server.origin}/gm/`, { waitUntil: 'load' });
      await page.locator('.rc-drop').waitFor();
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.items.add(new File([text], 'python-diplomacy-1905.json', { type: 'application/json' }));
        const zone = document.querySelector('.rc-drop')!;
        zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }, FROM_1905);
      await page.locator('.rc-report').waitFor();
      assert.equal(await page.locator('#rc-text').inputValue(), FROM_1905);
      assert.equal(await page.locator('.rc-report').getAttribute('data-format'), 'python-diplomacy');
      assert.equal(await page.locator('[data-summary]').innerText(), '3 phases, 40 orders compared, 38 agree, 2 differ');
      const spring = page.locator('section.rc-phase[data-phase="Spring 1905 movement"]');
      const army = spring.locator('tr.rc-row[data-unit="ENG A nwy"]');
      assert.equal(await army.getAttribute('data-agree'), 'false');
      const link = army.locator('.rc-datc a');
      assert.equal(await link.innerText(), '6.G.1 Two units can swap provinces by convoy');
      assert.equal(await link.getAttribute('href'), '/datc/6g/#6-g-1');
      assert.match(await army.innerText(), /DATC preferences/);
      const fall = page.locator('section.rc-phase[data-phase="Fall 1905 movement"]');
      assert.equal(await fall.locator('[data-dislodged="ITA A ser"]').innerText(), 'A Ser (Italy) may retreat to Alb, Gre');
      await spring.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `record-check-datc-${width}.png`) });

      await page.getByRole('button', { name: 'Copy the report as Markdown' }).click();
      await page.getByText('The report is on the clipboard as Markdown.').waitFor();
      const copied = await page.evaluate(() => (window as unknown as { copied: string }).copied);
      assert.match(copied, /^\*\*Game record re-ruled under The Alexander Rules\*\* — 3 phases, 40 orders compared, 38 agree, 2 differ\n/);
      assert.match(copied, /\n### Spring 1905 movement\n/);
      assert.ok(copied.includes(`| ENG A NWY - SWE | (no suffix: succeeded) | fails |`));
      assert.ok(copied.includes(`[6.G.1 Two units can swap provinces by convoy](${site.server.origin}/datc/6g/#6-g-1)`));
      assert.ok(copied.includes('Dislodged (ours): A Ser (Italy) (may retreat to Alb, Gre)'));
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
    assert.match(await page.locator('.rc-error').innerText(), /no line of it looks like a season line/);
    assert.equal(await page.locator('#rc-text').inputValue(), 'Dear all, thoughts on the game follow.');
    // A pasted right-to-left override is shown as its escape, so it cannot turn the message around.
    const trick = 'A Par\u202e, thoughts';
    await page.locator('#rc-text').fill(trick);
    await page.getByRole('button', { name: 'Check the record' }).click();
    await page.locator('.rc-error', { hasText: '\\u202e' }).waitFor();
    assert.ok(!(await page.locator('.rc-error').innerText()).includes('\u202e'));
    assert.equal(await page.locator('#rc-text').inputValue(), trick);
    await page.close();
  });

  it('a long record draws its first screen of phases, and the next ones when asked', async () => {
    // Sixty years of England's fleet holding in London: 120 movement phases, each with one result.
    const log = Array.from({ length: 60 }, (_, y) => [`Spring ${1901 + y}`, 'England:', 'F Lon H (ok)', `Fall ${1901 + y}`, 'England:', 'F Lon H (ok)'].join('\n')).join('\n');
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${site.server.origin}/gm/`, { waitUntil: 'load' });
    await page.locator('#rc-text').fill(log);
    await page.getByRole('button', { name: 'Check the record' }).click();
    await page.locator('.rc-report').waitFor();
    assert.match(await page.locator('[data-summary]').innerText(), /^120 phases, 120 orders compared, 120 agree, 0 differ$/);
    assert.equal(await page.locator('section.rc-phase').count(), 40);
    assert.equal(await page.locator('[data-rc-total]').getAttribute('data-rc-total'), '120');
    await page.locator('.rc-more button').click();
    await page.waitForFunction(() => document.querySelectorAll('section.rc-phase').length === 80);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('a file too big to draw is checked without filling the text box; one over the limit is read to its first 2 MB and says so', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${site.server.origin}/gm/`, { waitUntil: 'load' });
    const year = (y: number) => `Spring ${y}\nEngland: F Lon H (ok)\nFall ${y}\nEngland: F Lon H (ok)\n`;
    const log = (years: number) => Array.from({ length: years }, (_, y) => year(1901 + y)).join('');
    // UTF-16 as Windows Notepad writes it: read as text, not as zero bytes.
    const big = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(log(4000), 'utf16le')]);
    await page.locator('.rc-file input').setInputFiles({ name: 'long-game.txt', mimeType: 'text/plain', buffer: big });
    await page.locator('.rc-report').waitFor();
    assert.equal(await page.locator('[data-rc-held]').getAttribute('data-rc-held'), 'long-game.txt');
    assert.equal(await page.locator('#rc-text').isVisible(), false);
    assert.match(await page.locator('[data-summary]').innerText(), /^8000 phases, 8000 orders compared, 8000 agree, 0 differ$/);
    assert.match(await page.locator('.rc-status').innerText(), /long-game\.txt \(\d+ KB, UTF-16LE\)/);
    await page.getByRole('button', { name: 'Show its text in the box' }).click();
    assert.equal(await page.locator('#rc-text').inputValue(), log(4000));

    await page.locator('.rc-file input').setInputFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.from(log(40_000)) });
    await page.locator('.rc-problems', { hasText: 'more than a game record can be' }).waitFor();
    assert.match(await page.locator('.rc-held').innerText(), /huge\.txt \(\d\.\d MB\) is loaded[\s\S]*only its first 2 MB are read/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('a webDiplomacy archive whose difference is a case webDiplomacy rules its own way says so (6.G.8)', async () => {
    const archive = ['Autumn, 1901 Large map:', 'France:', 'Diplomacy', 'The army at Picardy move to Belgium via convoy.', 'Spring, 1901 Large map:', 'France:', 'Diplomacy', 'The army at Paris move to Picardy.'].join('\n');
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${site.server.origin}/gm/`, { waitUntil: 'load' });
    await page.locator('#rc-text').fill(archive);
    await page.locator('.rc-controls select').selectOption('datc');
    await page.getByRole('button', { name: 'Check the record' }).click();
    await page.locator('.rc-report').waitFor();
    const known = page.locator('[data-known-difference="6.G.8"]');
    assert.match(await known.innerText(), /^webDiplomacy rules this its own way \(6\.G\.8\): The DATC of 2023 and later lets such a move fail; older DATC versions, and the engines that follow them, move the army by land\./);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
