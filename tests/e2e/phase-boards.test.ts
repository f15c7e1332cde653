/**
 * Retreat and adjustment boards: their rows carry the contract attributes, a live edit
 * changes a retreat's outcome, and the rule-set switch rules an adjustment again. Same setup as
 * live-boards.test.ts: Debian's chromium via playwright-core, against the built site.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, collectErrors, typeInto, useSite } from './harness';

const PAGE = '/rules/iii-phases/';
const SAME = 'section[data-scenario="alexander/retreat-same-province"]';
const DISORDER = 'section[data-scenario="alexander/civil-disorder-distance"]';
const BUILDS = 'section[data-scenario="alexander/builds-and-waive"]';
const SAME_BOARD = 'section[data-scenario="alexander/civil-disorder-same-board"]';

const site = useSite();

/** A page in a context of its own; `close` closes the context, awaited, so nothing outlives the test. */
async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.server.origin + path, { waitUntil: 'load' });
  return { page, errors, close: () => context.close() };
}

async function edit(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Edit orders' }).click();
  const editor = section.locator('[data-live-editor][data-editor]');
  await editor.waitFor();
  if ((await editor.getAttribute('data-editor')) === 'monaco') await section.locator('.ed-monaco .view-lines').waitFor();
}

async function setOrders(page: Page, section: Locator, text: string): Promise<void> {
  if ((await section.locator('[data-live-editor]').getAttribute('data-editor')) === 'monaco') {
    await section.locator('.ed-monaco .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
  } else {
    await typeInto(section.locator('textarea.ed-textarea').first(), text);
  }
}

const outcomeOf = (section: Locator, unit: string) => section.locator(`.sc-order[data-unit="${unit}"]`).first().getAttribute('data-outcome');

describe('retreat and adjustment boards', () => {
  it('a retreat board: both retreats to Albania fail; editing one makes both succeed', async () => {
    const { page, errors, close } = await open(`${PAGE}#alexander-retreat-same-province`);
    const section = page.locator(SAME);
    await section.scrollIntoViewIfNeeded();
    assert.equal(await section.getAttribute('data-phase'), 'retreat');
    assert.equal(await outcomeOf(section, 'AUS A tri'), 'fails');
    assert.equal(await outcomeOf(section, 'TUR A gre'), 'fails');
    // Two failed retreat arrows, options drawn dotted, both units crossed as disbanded.
    assert.equal(await section.locator('.bd-before path.bd-move.failed.bd-retreat-move:not(.bd-casing)').count(), 2);
    assert.ok((await section.locator('.bd-before path.bd-retreat').count()) >= 2);
    assert.equal(await section.locator('.bd-unit.dislodged title').filter({ hasText: 'removed' }).count(), 2);
    await section.screenshot({ path: join(ARTIFACTS, 'phase-retreat-1280.png') });
    await edit(section);
    await setOrders(page, section, 'Austria: A Tri-Bud\nTurkey: A Gre-Alb');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="TUR A gre"]`)?.getAttribute('data-outcome') === 'succeeds', SAME);
    assert.equal(await outcomeOf(section, 'AUS A tri'), 'succeeds');
    assert.equal(await section.locator('.bd-before path.bd-move.ok.bd-retreat-move:not(.bd-casing)').count(), 2);
    await section.getByRole('button', { name: 'Reset', exact: true }).click();
    assert.equal(await outcomeOf(section, 'TUR A gre'), 'fails');
    assert.deepEqual(errors, []);
    await close();
  });

  it('an adjustment board marks builds on the home centre; the rule-set switch changes who civil disorder removes', async () => {
    const { page, errors, close } = await open(`${PAGE}#alexander-builds-and-waive`);
    const builds = page.locator(BUILDS);
    await builds.scrollIntoViewIfNeeded();
    assert.equal(await outcomeOf(builds, 'FRA F bre'), 'succeeds');
    assert.equal(await outcomeOf(builds, 'FRA A par'), 'illegal');
    assert.equal(await builds.locator('.bd-unit.bd-new[data-province="bre"] .bd-build').count(), 1);
    await builds.screenshot({ path: join(ARTIFACTS, 'phase-adjustment-1280.png') });

    const disorder = page.locator(DISORDER);
    await disorder.scrollIntoViewIfNeeded();
    assert.equal(await outcomeOf(disorder, 'TUR A gal'), 'succeeds');
    assert.equal(await outcomeOf(disorder, 'TUR A ser'), 'succeeds');
    assert.equal(await disorder.locator('.sc-order[data-unit="TUR F bla"]').count(), 0);
    // The DATC measures to the nearest owned centre and removes fleets first on a tie.
    await disorder.getByRole('combobox', { name: 'Rule set' }).selectOption('datc');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="TUR F bla"]`) !== null, DISORDER);
    assert.equal(await outcomeOf(disorder, 'TUR F bla'), 'succeeds');
    assert.equal(await disorder.locator('.sc-order[data-unit="TUR A ser"]').count(), 0);
    assert.deepEqual(errors, []);
    await close();
  });

  it('civil disorder in two powers: one board for both, every candidate\'s distance on the row', async () => {
    const { page, errors, close } = await open(`${PAGE}#alexander-civil-disorder-same-board`);
    const board = page.locator(SAME_BOARD);
    await board.scrollIntoViewIfNeeded();
    assert.equal(await outcomeOf(board, 'FRA A bur'), 'succeeds');
    assert.equal(await outcomeOf(board, 'GER A par'), 'succeeds');
    const row = board.locator('.sc-order[data-unit="GER A par"]').first();
    assert.match((await row.textContent()) ?? '', /A Paris 4 moves, A Moscow 3\./);
    assert.match((await row.textContent()) ?? '', /godip\) would remove A Moscow instead/);
    assert.deepEqual(errors, []);
    await close();
  });

  it('phase boards at 390 px and the sample game page', async () => {
    const { page, errors, close } = await open(`${PAGE}#alexander-retreat-where-not`, 390);
    await page.locator('#alexander-retreat-where-not-2').screenshot({ path: join(ARTIFACTS, 'phase-retreat-390.png') });
    await page.locator(BUILDS).screenshot({ path: join(ARTIFACTS, 'phase-adjustment-390.png') });
    assert.deepEqual(errors, []);
    await close();
    for (const width of [1280, 390]) {
      const { page: game, errors: gameErrors, close: closeGame } = await open('/rulebook/sample-game/', width);
      assert.equal(await game.locator('section.scenario').count(), 7);
      const retreat = game.locator('#fall-1902-retreat');
      assert.equal(await outcomeOf(retreat, 'RUS A stp'), 'succeeds');
      assert.equal(await outcomeOf(retreat, 'FRA A bur'), 'succeeds');
      await retreat.screenshot({ path: join(ARTIFACTS, `sample-game-retreat-${width}.png`) });
      await game.locator('#fall-1902-adjustment').screenshot({ path: join(ARTIFACTS, `sample-game-adjustment-${width}.png`) });
      assert.deepEqual(gameErrors, []);
      await closeGame();
    }
  });
});
