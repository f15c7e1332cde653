/**
 * The Learn course: a reader opens a lesson, writes the solution and sees the goal
 * reached and celebrated; "Show a solution" and "Reset" work; progress survives a reload and shows
 * on /learn/ and in the sidebar; axe finds nothing serious. Debian's chromium via playwright-core,
 * against the built site, as tests/e2e/live-boards.test.ts.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { loadLessons } from '../../src/lib/learn/loadLessons';
import { ARTIFACTS, collectErrors, seriousViolations, typeInto, useSite } from './harness';

const lessons = loadLessons();
const first = lessons[0];
const GOAL = '[data-goal]';

const site = useSite();

async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.server.origin + path, { waitUntil: 'load' });
  return { page, errors };
}

/** Wait for the lesson's editor, then replace the reader's orders as a reader would. */
async function writeOrders(page: Page, text: string): Promise<void> {
  // `data-editor` is absent while Monaco takes over from the plain editor: wait for either to settle.
  const host = page.locator('.ln-editor[data-ready="true"][data-editor]');
  await host.waitFor();
  if ((await host.getAttribute('data-editor')) === 'monaco') {
    await page.locator('.ln-editor .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
  } else {
    await typeInto(page.locator('.ln-editor textarea.ed-textarea').first(), text);
  }
}

describe('Learn', () => {
  it('lesson 1: typing the solution reaches the goal, celebrates it and leads to lesson 2', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await open(context, `/learn/${first.id}/`);
    const goal = page.locator(GOAL);
    assert.ok(await goal.getAttribute('data-goal'));
    assert.equal(await goal.getAttribute('data-goal-state'), 'open');
    await writeOrders(page, first.solution);
    await page.locator(`${GOAL}[data-goal-state="reached"]`).waitFor();
    await page.locator('.ln-celebrate').waitFor();
    assert.equal(await page.locator('.ln-next').getAttribute('href'), `/learn/${lessons[1].id}/`);
    await page.screenshot({ path: join(ARTIFACTS, 'learn-lesson-1280.png'), fullPage: true });
    // A wrong try takes the goal back.
    await writeOrders(page, first.wrong[0]);
    await page.locator(`${GOAL}[data-goal-state="open"]`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('"Show a solution" reaches the goal of the last lesson, Pandin’s paradox, and "Reset" empties it', async () => {
    const last = lessons.at(-1)!;
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page, errors } = await open(context, `/learn/${last.id}/`);
    await page.locator('.ln-editor[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Show a solution' }).click();
    await page.locator(`${GOAL}[data-goal-state="reached"]`).waitFor();
    assert.equal(await page.locator('.sc-order[data-unit="FRA F eng"]').first().getAttribute('data-outcome'), 'available');
    await page.screenshot({ path: join(ARTIFACTS, 'learn-pandin-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.locator(`${GOAL}[data-goal-state="open"]`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('progress survives a reload and shows on /learn/ and in the sidebar', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await open(context, `/learn/${lessons[1].id}/`);
    await page.locator('.ln-editor[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Show a solution' }).click();
    await page.locator(`${GOAL}[data-goal-state="reached"]`).waitFor();
    const sidebarLink = page.locator(`nav a[href="/learn/${lessons[1].id}/"]`);
    await sidebarLink.locator('.ln-tick').waitFor();
    await page.reload({ waitUntil: 'load' });
    await page.locator(`nav a[href="/learn/${lessons[1].id}/"] .ln-tick`).waitFor();
    await page.goto(`${site.server.origin}/learn/`, { waitUntil: 'load' });
    await page.locator(`.ln-index a[href="/learn/${lessons[1].id}/"][data-lesson-reached] .ln-tick`).waitFor();
    assert.equal(await page.locator(`.ln-index a[href="/learn/${first.id}/"] .ln-tick`).count(), 0);
    assert.match((await page.locator('[data-learn-progress]').textContent()) ?? '', new RegExp(`^1 of ${lessons.length} lessons done`));
    await page.screenshot({ path: join(ARTIFACTS, 'learn-index-1280.png'), fullPage: true });
    await context.close();
  });

  it('axe finds nothing serious on the index and a lesson, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      for (const path of ['/learn/', `/learn/${lessons[6].id}/`]) {
        const context = await site.browser.newContext({ viewport: { width, height: 900 } });
        const { page } = await open(context, path);
        if (path !== '/learn/') await page.locator('.ln-editor[data-ready="true"]').waitFor();
        assert.deepEqual((await seriousViolations(page, { include: ['main'] })).map((v) => `${path} @${width}: ${v}`), []);
        if (path !== '/learn/') await page.screenshot({ path: join(ARTIFACTS, `learn-retreats-${width}.png`), fullPage: true });
        await context.close();
      }
    }
  });
});
