/**
 * The sandbox's saved games in a real browser: no link, reload, full storage, unreadable save or
 * second tab loses a game the reader saved. Each test reads localStorage before and after and
 * compares it byte for byte. Debian's chromium via playwright-core.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { startState, stateToJson } from '../../src/lib/sandbox/state';
import { ARTIFACTS, collectErrors, setSandboxOrders, useSite } from './harness';

const site = useSite();

const SPRING = 'Austria:\nF Tri-Alb\nA Vie-Gal';
const caseHash = (input: object) => `#case=${Buffer.from(JSON.stringify(input)).toString('base64url')}`;
const v1Hash = (json: unknown) => `#v1=${deflateRawSync(Buffer.from(JSON.stringify(json))).toString('base64url')}`;
const goodV1 = v1Hash(stateToJson(startState('datc')));

async function newContext(width = 1280): Promise<BrowserContext> {
  return site.browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, acceptDownloads: true });
}

async function openSandbox(context: BrowserContext, hash = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  page.on('dialog', (d) => {
    errors.push(`a dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(`${site.server.origin}/sandbox/${hash}`);
  await ready(page);
  return { page, errors };
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready' && document.querySelector('.sb-editor')?.getAttribute('data-editor'));
}

/** Everything the site keeps in localStorage, key by key. */
const storage = (page: Page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
const gameKeys = async (page: Page) => Object.keys(await storage(page)).filter((k) => k.startsWith('diplomacy-rules-lab:game:'));
const phase = (page: Page) => page.locator('[data-phase-label]').innerText();
const outcome = (page: Page, unit: string) => page.locator(`.sb-rows .sc-order[data-unit="${unit}"][data-line]`).first().getAttribute('data-outcome');
const notice = (page: Page, about: string) => page.locator(`.sb-notice[data-notice="${about}"]`);

/** The browser's own error, thrown by every write to localStorage while the page's `__full` is set. */
function stubFullStorage(): void {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if ((window as unknown as { __full?: boolean }).__full && this === localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return setItem.call(this, key, value);
  };
}
const setFull = (page: Page, full: boolean) => page.evaluate((f) => ((window as unknown as { __full: boolean }).__full = f), full);

async function showList(page: Page): Promise<void> {
  if (!(await page.locator('.sb-games').evaluate((d: HTMLDetailsElement) => d.open))) await page.locator('.sb-games > summary').click();
}

/** A reader's game: the sandbox with Spring orders written, saved. */
async function readersGame(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const opened = await openSandbox(context);
  // On a phone the orders are behind the board.
  const toggle = opened.page.getByRole('button', { name: 'Panels' });
  if (await toggle.isVisible()) await toggle.click();
  await setSandboxOrders(opened.page, SPRING);
  await opened.page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('diplomacy-rules-lab:game:')));
  return opened;
}

describe('saved games: links', () => {
  const BAD: [string, string, RegExp][] = [
    ['an army at sea', caseHash({ units: ['ENG A nth', 'FRA A par'] }), /units\[0\]: an army cannot stand in North Sea/],
    ['a fleet inland', caseHash({ units: ['GER F mun'] }), /units\[0\]: a fleet cannot stand in Munich/],
    ['an unknown province', caseHash({ units: ['ENG A xyz'] }), /units\[0\]: unknown province "xyz"/],
    ['two units in one province', caseHash({ units: ['ENG A lon', 'FRA F lon'] }), /units\[1\]: a second unit in "lon"/],
    ['a garbled unit', caseHash({ units: ['England army London'] }), /units\.0: a unit is written "POW T loc"/],
    ['forty copies of one unit', caseHash({ units: Array(40).fill('ENG A lon') }), /and 36 more problems/],
    ['orders that are not text', caseHash({ units: ['ENG F lon'], orders: ['F Lon-Nth'] }), /orders: Expected string/],
    ['an unknown rule set', caseHash({ rules: 'constructor', units: ['ENG F lon'] }), /rules: “constructor” is not a rule set/],
    ['an unknown variant', caseHash({ variant: 'eight', units: ['ENG F lon'] }), /variant: “eight” is not a game for fewer players/],
    ['a #v1= position with an army at sea', v1Hash({ ...stateToJson(startState('alexander')), nodes: [{ position: { version: 1, season: 'spring', year: 1901, phase: 'movement', units: ['ENG A nth'], centres: {} }, orders: '' }] }), /phase 1: units\[0\]: an army cannot stand in North Sea/],
    ['a #v1= link cut short', goodV1.slice(0, -12), /damaged or cut short|not valid JSON/],
    ['a link that inflates to 64 MB', `#v1=${deflateRawSync(Buffer.alloc(64 * 1024 * 1024)).toString('base64url')}`, /too large: once unpacked it holds more than 256 KB/],
    ['#v0=', `#v0=${goodV1.slice(4)}`, /“#v0=” is not a version the sandbox has ever written/],
    ['a newer version', `#v2=${goodV1.slice(4)}`, /newer version of the sandbox/],
  ];

  it('each bad link shows what is wrong and where, the editor loads, and the saved games stay exactly as they were', async () => {
    const context = await newContext();
    const { page, errors } = await readersGame(context);
    const before = await storage(page);
    assert.equal((await gameKeys(page)).length, 1);
    for (const [what, hash, message] of BAD) {
      const bad = await openSandbox(context, hash);
      assert.match(await notice(bad.page, 'link').innerText(), message, what);
      assert.match(await notice(bad.page, 'link').innerText(), /Your saved games are untouched/, what);
      // The reader's own game is shown, with its orders ruled.
      assert.equal(await outcome(bad.page, 'AUS F tri'), 'succeeds', what);
      // A click, then longer than the autosave's delay: nothing is written.
      await bad.page.locator('.sb-bar h2').click();
      await bad.page.locator('.sb-board svg').first().click();
      await bad.page.waitForTimeout(400);
      assert.deepEqual(await storage(bad.page), before, what);
      if (what === 'an army at sea') {
        await bad.page.evaluate(() => scrollTo(0, 0));
        await bad.page.screenshot({ path: join(ARTIFACTS, 'saved-games-bad-link-1280.png') });
        await bad.page.setViewportSize({ width: 390, height: 844 });
        await bad.page.evaluate(() => scrollTo(0, 0));
        await bad.page.screenshot({ path: join(ARTIFACTS, 'saved-games-bad-link-390.png') });
      }
      assert.deepEqual(bad.errors, [], what);
      await bad.page.close();
    }
    assert.deepEqual(await storage(page), before);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a valid link adds a game and leaves the others alone; a reload does not add it twice', async () => {
    const context = await newContext();
    const { page } = await readersGame(context);
    const before = await storage(page);
    const [mine] = await gameKeys(page);
    const input = { rules: 'datc', units: ['ENG F lon', 'FRA F eng'], orders: 'England:\nF Lon-Eng' };
    const opened = await openSandbox(context, caseHash(input));
    assert.equal(await opened.page.getByRole('combobox', { name: 'Rule set' }).inputValue(), 'datc');
    assert.match(await opened.page.locator('.sb-status').innerText(), /opened as a new saved game/);
    assert.equal((await gameKeys(opened.page)).length, 2);
    assert.equal((await storage(opened.page))[mine], before[mine]);
    // An edit goes into the new game, not the reader's.
    await setSandboxOrders(opened.page, 'England:\nF Lon-Nth');
    await opened.page.reload();
    await ready(opened.page);
    assert.deepEqual(Object.entries(await storage(opened.page)).filter(([k]) => k.includes(':game:')).map(([, v]) => JSON.parse(v!).name.replace(/ opened .*| started .*/, '')).sort(), ['Case link', 'Game']);
    assert.equal(await opened.page.getByRole('combobox', { name: 'Rule set' }).inputValue(), 'datc');
    assert.equal((await storage(opened.page))[mine], before[mine]);
    await showList(opened.page);
    assert.equal(await opened.page.locator('.sb-games-list li[data-game]').count(), 2);
    // The same link opened again is another new game.
    const again = await openSandbox(context, caseHash(input));
    assert.equal((await gameKeys(again.page)).length, 3);
    await context.close();
  });

  it('the address bar holds the game shown: a case link becomes its game’s link, New game replaces it, a reload shows the same game, and the same link twice is one game', async () => {
    const context = await newContext();
    const { page: first } = await readersGame(context);
    const input = { rules: 'datc', units: ['ENG F lon', 'FRA F eng'], orders: 'England:\nF Lon-Eng' };
    const { page, errors } = await openSandbox(context, caseHash(input));
    await page.waitForFunction(() => location.hash.startsWith('#v1='));
    const count = (await gameKeys(page)).length;
    // The same link again, unchanged: the game already saved is shown, not copied.
    const again = await openSandbox(context, caseHash(input));
    assert.match(await again.page.locator('.sb-status').innerText(), /already saved as/);
    assert.equal((await gameKeys(again.page)).length, count);
    await again.page.close();
    // New game: the address follows, and a reload shows the new game, not a copy of the one before.
    await page.getByRole('tab', { name: 'Position' }).click();
    const link = await page.evaluate(() => location.hash);
    await page.getByRole('button', { name: /New game: empty board/ }).click();
    await page.waitForFunction((old) => location.hash.startsWith('#v1=') && location.hash !== old, link);
    const games = (await gameKeys(page)).length;
    await page.reload();
    await ready(page);
    assert.equal(await page.locator('.sb-board .bd-before .bd-unit').count(), 0);
    assert.equal((await gameKeys(page)).length, games);
    assert.deepEqual(errors, []);
    await first.close();
    await context.close();
  });

  it('a link pasted into an open tab opens as a new game; the next autosave does not write it over the other', async () => {
    const context = await newContext();
    const { page, errors } = await readersGame(context);
    const [mine] = await gameKeys(page);
    const mineBefore = (await storage(page))[mine];
    await page.evaluate((h) => (location.hash = h), caseHash({ rules: 'datc', units: ['ENG F lon'], orders: 'England:\nF Lon-Nth' }));
    await page.waitForFunction(() => (document.querySelector('[aria-label="Rule set"]') as HTMLSelectElement | null)?.value === 'datc');
    assert.equal((await gameKeys(page)).length, 2);
    assert.equal(await outcome(page, 'ENG F lon'), 'succeeds');
    await setSandboxOrders(page, 'England:\nF Lon-Eng');
    assert.equal((await storage(page))[mine], mineBefore);
    // The page's own anchor (Starlight's skip link) is not a link to open.
    const before = await storage(page);
    await page.evaluate(() => (location.hash = '#_top'));
    await page.waitForTimeout(400);
    assert.equal(await notice(page, 'link').count(), 0);
    assert.deepEqual(await storage(page), before);
    // A bad link pasted: a message, and nothing changes.
    await page.evaluate(() => (location.hash = '#v0=abc'));
    await notice(page, 'link').waitFor();
    await page.waitForTimeout(400);
    assert.deepEqual(await storage(page), before);
    assert.equal(await page.getByRole('combobox', { name: 'Rule set' }).inputValue(), 'datc');
    // The reader's first game is still in the list and opens.
    await showList(page);
    await page.locator(`.sb-games-list li[data-game="${mine.split(':').at(-1)}"]`).getByRole('button', { name: /^Open/ }).click();
    assert.equal(await outcome(page, 'AUS F tri'), 'succeeds');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('saved games: storage', () => {
  it('an unreadable save is said once, offered as a download, and survives ten edits', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.server.origin}/sandbox/`);
    await ready(page);
    const bad: Record<string, string> = {
      'diplomacy-rules-lab:sandbox:v1': '{"tab":"x","saved":1,"state":{"v":1,"rules"',
      'diplomacy-rules-lab:game:empty': '',
      'diplomacy-rules-lab:game:null': 'null',
      'diplomacy-rules-lab:game:newer': JSON.stringify({ format: 2, id: 'newer', name: 'From a newer build', state: {} }),
    };
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, bad);
    await page.reload();
    await ready(page);
    const told = notice(page, 'unreadable');
    assert.match(await told.innerText(), /4 saves in this browser cannot be read by this page/);
    assert.match(await told.innerText(), /“diplomacy-rules-lab:game:newer” \(it was saved by a newer version of the site/);
    assert.match(await told.innerText(), /“diplomacy-rules-lab:game:null” \(it holds null\)/);
    const [download] = await Promise.all([page.waitForEvent('download'), told.getByRole('button', { name: /diplomacy-rules-lab:sandbox:v1/ }).click()]);
    assert.equal(readFileSync(await download.path(), 'utf8'), bad['diplomacy-rules-lab:sandbox:v1']);
    for (let i = 0; i < 10; i++) await setSandboxOrders(page, `Austria:\nA Vie-${['Gal', 'Tyr', 'Bud', 'Tri', 'Boh'][i % 5]}\n# edit ${i}`);
    const after = await storage(page);
    for (const [k, v] of Object.entries(bad)) assert.equal(after[k], v, k);
    // The reader's edits went into a game of their own.
    assert.equal((await gameKeys(page)).length, 4);
    // Said once: a reload lists them without saying it again.
    await page.reload();
    await ready(page);
    assert.equal(await notice(page, 'unreadable').count(), 0);
    await showList(page);
    assert.equal(await page.locator('.sb-games-unreadable').count(), 4);
    assert.match(await page.locator('[data-current-game]').innerText(), /^Game started/);
    await page.screenshot({ path: join(ARTIFACTS, 'saved-games-list-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(ARTIFACTS, 'saved-games-list-390.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the old single save moves into the list without loss', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/sandbox/`);
    await ready(page);
    const old = { ...stateToJson(startState('alexander')), nodes: [{ position: stateToJson(startState('alexander')).nodes[0].position, orders: SPRING }] };
    await page.evaluate((saved) => {
      localStorage.clear();
      localStorage.setItem('diplomacy-rules-lab:sandbox:v1', JSON.stringify(saved));
    }, { tab: 'old', saved: Date.UTC(2026, 0, 2), state: old });
    await page.reload();
    await ready(page);
    assert.equal(await outcome(page, 'AUS F tri'), 'succeeds');
    const after = await storage(page);
    assert.equal(after['diplomacy-rules-lab:sandbox:v1'], undefined);
    const keys = await gameKeys(page);
    assert.equal(keys.length, 1);
    assert.deepEqual(JSON.parse(after[keys[0]]!).state, old);
    assert.match(await page.locator('[data-current-game]').innerText(), /^My sandbox, last saved/);
    await context.close();
  });

  it('a full storage says so at once and offers the game as a download; once there is room it saves again', async () => {
    const context = await newContext();
    await context.addInitScript(stubFullStorage);
    const { page, errors } = await readersGame(context);
    const [mine] = await gameKeys(page);
    const saved = (await storage(page))[mine];
    await setFull(page, true);
    await setSandboxOrders(page, 'Austria:\nA Vie-Tyr');
    const full = notice(page, 'full');
    assert.match(await full.innerText(), /storage for the site is full: your last change is not saved/);
    assert.equal((await storage(page))[mine], saved);
    const [download] = await Promise.all([page.waitForEvent('download'), full.getByRole('button', { name: 'Download this game' }).click()]);
    assert.equal(JSON.parse(readFileSync(await download.path(), 'utf8')).nodes[0].orders, 'Austria:\nA Vie-Tyr');
    await setFull(page, false);
    await setSandboxOrders(page, 'Austria:\nA Vie-Boh');
    await full.waitFor({ state: 'detached' });
    assert.match(await page.locator('.sb-status').innerText(), /Saved again/);
    assert.equal(JSON.parse((await storage(page))[mine]!).state.nodes[0].orders, 'Austria:\nA Vie-Boh');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('with storage blocked for the site, the sandbox, a lesson and game-master mode still work, and the sandbox says its game is not saved', async () => {
    const context = await newContext();
    // Cookies and site data blocked: reading either property throws, as Chrome and Firefox do then.
    // (As text: tsx would wrap a function's inner arrows in a helper the page does not have.)
    await context.addInitScript({
      content: `for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`,
    });
    const page = await context.newPage();
    // Starlight's inline theme script reads localStorage too and fails (no stack: it is inline); any error from our bundles counts.
    const ours: string[] = [];
    page.on('pageerror', (e) => { if (/\/_astro\//.test(e.stack ?? '') || /hydrating/.test(e.message)) ours.push(`${page.url()}: ${e.message}`); });
    page.on('console', (m) => { if (m.type() === 'error' && /hydrating|\/_astro\//.test(m.text())) ours.push(`${page.url()}: ${m.text()}`); });
    await page.goto(`${site.server.origin}/sandbox/`);
    await ready(page);
    assert.match(await page.locator('[data-current-game]').innerText(), /^a new game, not saved/);
    await setSandboxOrders(page, SPRING);
    const unsaved = notice(page, 'unavailable');
    assert.match(await unsaved.innerText(), /does not let the page save anything \(storage is blocked or turned off for this site\): the game is not saved/);
    const [download] = await Promise.all([page.waitForEvent('download'), unsaved.getByRole('button', { name: 'Download this game' }).click()]);
    assert.equal(JSON.parse(readFileSync(await download.path(), 'utf8')).nodes[0].orders, SPRING);
    await page.getByRole('button', { name: /^Adjudicate/ }).click();
    assert.equal(await phase(page), 'Fall 1901 movement');
    await page.goto(`${site.server.origin}/learn/moves/`);
    await page.locator('.ln-editor[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Show a solution' }).click();
    await page.locator('[data-goal][data-goal-state="reached"]').waitFor();
    await page.goto(`${site.server.origin}/gm/`);
    await page.locator('#gm-sheets').fill('France:\nA Par-Bur');
    await page.locator('tr.gm-row[data-unit="FRA A par"][data-outcome="succeeds"]').waitFor();
    assert.deepEqual(ours, []);
    await context.close();
  });

  it('a new number of players, a new start and an imported game each open as a new game; the game shown before is kept', async () => {
    const context = await newContext();
    const { page, errors } = await readersGame(context);
    const [mine] = await gameKeys(page);
    const before = (await storage(page))[mine];
    await page.getByLabel('Players', { exact: true }).selectOption('five');
    await page.locator('.sb-status', { hasText: /New game, five players.*kept in your saved games/i }).waitFor();
    await page.getByRole('tab', { name: 'Position' }).click();
    await page.getByRole('button', { name: /empty board/ }).click();
    await page.getByRole('tab', { name: 'Share and files' }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'club-game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ units: ['ENG F lon', 'FRA F eng'], orders: 'England:\nF Lon-Eng' })) });
    // The file is read asynchronously: wait for it to be shown, then for its game to be saved.
    await page.locator('[data-current-game]', { hasText: /^club-game\.json$/ }).waitFor();
    await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('diplomacy-rules-lab:game:')).length === 4);
    assert.equal((await storage(page))[mine], before);
    // The reader's game opens again from the list, with its orders.
    await showList(page);
    await page.locator(`.sb-games-list li[data-game="${mine.split(':').pop()}"]`).getByRole('button', { name: /^Open/ }).click();
    assert.equal(await outcome(page, 'AUS F tri'), 'succeeds');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('rename, delete with undo, and export', async () => {
    const context = await newContext(390);
    const { page, errors } = await readersGame(context);
    await showList(page);
    const row = page.locator('.sb-games-list li[data-game]').first();
    await row.getByRole('button', { name: /^Rename/ }).click();
    await page.getByRole('textbox', { name: /^New name for/ }).fill('Lepanto practice');
    await page.keyboard.press('Enter');
    await page.locator('[data-current-game]', { hasText: /^Lepanto practice$/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Export/ }).click()]);
    assert.equal(download.suggestedFilename(), 'lepanto-practice.sandbox.json');
    assert.equal(JSON.parse(readFileSync(await download.path(), 'utf8')).nodes[0].orders, SPRING);
    const before = await storage(page);
    await row.getByRole('button', { name: /^Delete/ }).click();
    assert.equal((await gameKeys(page)).length, 0);
    assert.equal(await phase(page), 'Spring 1901 movement');
    await page.getByRole('button', { name: 'Undo the deletion' }).click();
    assert.equal((await gameKeys(page)).length, 1);
    const back = JSON.parse((await storage(page))[Object.keys(before).find((k) => k.startsWith('diplomacy-rules-lab:game:'))!]!);
    assert.equal(back.name, 'Lepanto practice');
    assert.equal(back.state.nodes[0].orders, SPRING);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('saved games: two tabs', () => {
  it('a tab follows the other when it has nothing unsaved, and never saves over the other’s newer version', async () => {
    const context = await newContext(390);
    await context.addInitScript(stubFullStorage);
    const a = await readersGame(context);
    const [key] = await gameKeys(a.page);
    const b = await openSandbox(context);
    assert.equal(await outcome(b.page, 'AUS F tri'), 'succeeds');
    await b.page.getByRole('button', { name: 'Panels' }).click();
    // A changes the game; B, with nothing unsaved, shows A's version.
    await setSandboxOrders(a.page, 'Austria:\nF Tri-Adr');
    await b.page.waitForFunction(() => (document.querySelector('.sb-editor textarea') as HTMLTextAreaElement | null)?.value === 'Austria:\nF Tri-Adr');
    assert.match(await b.page.locator('.sb-status').innerText(), /changed in another tab/);
    // B changes it too, and cannot save yet (its storage is full for a moment); then A saves again.
    await setFull(b.page, true);
    await setSandboxOrders(b.page, 'Austria:\nA Bud-Ser');
    await notice(b.page, 'full').waitFor();
    await setSandboxOrders(a.page, 'Austria:\nA Vie-Tri');
    // A is a background tab now, whose timers the browser slows down: wait for its save.
    await a.page.waitForFunction((k) => localStorage.getItem(k)?.includes('A Vie-Tri'), key);
    const fromA = (await storage(a.page))[key];
    const conflict = notice(b.page, 'conflict');
    assert.match(await conflict.innerText(), /was changed in another tab since this tab opened it\. Nothing was overwritten/);
    // With room again, B's next change is still not written over A's.
    await setFull(b.page, false);
    await setSandboxOrders(b.page, 'Austria:\nA Bud-Rum');
    await b.page.waitForTimeout(500);
    assert.equal((await storage(b.page))[key], fromA);
    await b.page.screenshot({ path: join(ARTIFACTS, 'saved-games-conflict-390.png') });
    // B keeps its version as a new game: both survive.
    await conflict.getByRole('button', { name: 'Keep this tab’s version as a new game' }).click();
    await conflict.waitFor({ state: 'detached' });
    const all = await storage(b.page);
    assert.equal(all[key], fromA);
    const games = Object.entries(all).filter(([k]) => k.startsWith('diplomacy-rules-lab:game:'));
    assert.deepEqual(games.map(([, v]) => JSON.parse(v!).state.nodes[0].orders).sort(), ['Austria:\nA Bud-Rum', 'Austria:\nA Vie-Tri']);
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
    await context.close();
  });
});
