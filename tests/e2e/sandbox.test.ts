/**
 * The sandbox (/sandbox/): a whole game through every phase, its history, its share link, its
 * saved copy, and CLI cases opened from a link. Debian's chromium via playwright-core.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { standardMap } from '../../engine/map/standardMap';
import { rulingJson } from '../../engine/case/ruling';
import { readCase } from '../../engine/case/json/caseInput';
import { boardOverlaps } from './boardOverlaps';
import { ARTIFACTS, collectErrors, downloadImage, ensureBuilt, launchBrowser, pngSize, seriousViolations, serveDist, setSandboxOrders, settledSandboxLink, type SiteServer } from './harness';

let server: SiteServer;
let browser: Browser;

before(async () => {
  ensureBuilt();
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveDist();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function openSandbox(hash = '', width = 1280, context?: BrowserContext): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const ctx = context ?? (await browser.newContext({ viewport: { width, height: 900 } }));
  const page = await ctx.newPage();
  const errors = collectErrors(page);
  page.on('dialog', (d) => {
    errors.push(`a dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(`${server.origin}/sandbox/${hash}`);
  await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
  return { page, errors, context: ctx };
}

const setOrders = setSandboxOrders;

const phase = (page: Page) => page.locator('[data-phase-label]').innerText();
const outcome = (page: Page, unit: string) => page.locator(`.sb-rows .sc-order[data-unit="${unit}"][data-line]`).first().getAttribute('data-outcome');

async function adjudicate(page: Page): Promise<void> {
  const before = await phase(page);
  await page.getByRole('button', { name: /^(Adjudicate|Replay) / }).click();
  await page.waitForFunction((b) => document.querySelector('[data-phase-label]')?.textContent !== b, before);
}

/** DATC 6.F.16, Pandin's paradox: the CLI's ruling of it, and its `#case=` link. */
function pandin() {
  const input = {
    rules: 'datc',
    phase: 'movement',
    units: ['FRA A bre', 'FRA F eng', 'ENG F lon', 'ENG F wal', 'GER F nth', 'GER F bel'],
    orders: 'France:\nA Brest - London\nF English Channel Convoys A Brest - London\nEngland:\nF London Supports F Wales - English Channel\nF Wales - English Channel\nGermany:\nF North Sea Supports F Belgium - English Channel\nF Belgium - English Channel',
  };
  return { cli: rulingJson(readCase(JSON.stringify(input), standardMap, 'alexander'), standardMap), hash: `#case=${Buffer.from(JSON.stringify(input)).toString('base64url')}` };
}

const SPRING = 'Austria:\nF Tri-Alb\nA Vie-Gal\nA Bud-Gal\n\nItaly:\nA Ven-Tyr';
const FALL = 'Italy:\nA Tyr-Tri\n\nAustria:\nF Alb H';
const WINTER = 'Italy:\nBuild A Ven\n\nAustria:\nDisband F Alb';

describe('sandbox', () => {
  it('rules each keystroke at once, and one burst of typing is one undo step', async () => {
    const { page, errors, context } = await openSandbox();
    await setOrders(page, 'Austria:\nA Vie-Gal');
    assert.equal(await outcome(page, 'AUS A vie'), 'succeeds');
    const editorKind = await page.locator('.sb-editor[data-editor]').getAttribute('data-editor');
    if (editorKind === 'monaco') await page.locator('.sb-editor .view-lines').click();
    else await page.locator('.sb-editor textarea').first().click();
    await page.keyboard.press('Control+End');
    // A pause longer than the undo's one second ends a burst of typing: the pause is what is tested.
    await page.waitForTimeout(1200);
    // "A Vie-Gal" becomes "A Vie-Gal\nA Bud-Gal", one key at a time: the board follows every key.
    await page.keyboard.type('\nA Bud-Gal', { delay: 30 });
    await page.waitForFunction(() => document.querySelector('.sb-rows .sc-order[data-unit="AUS A vie"][data-line]')?.getAttribute('data-outcome') === 'fails');
    await page.waitForTimeout(1200);
    await page.keyboard.type('\nF Tri H', { delay: 30 });
    await page.waitForFunction(() => document.querySelector('.sb-rows .sc-order[data-unit="AUS F tri"][data-line]') !== null);
    await page.locator('.sb-bar h2').click();
    // Undo takes back the last burst, not its last letter; a second Undo the burst before it.
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await page.locator('.sb-rows .sc-order[data-unit="AUS F tri"][data-line]').count(), 0);
    assert.equal(await outcome(page, 'AUS A bud'), 'fails');
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await outcome(page, 'AUS A vie'), 'succeeds');
    assert.equal(await page.locator('.sb-rows .sc-order[data-unit="AUS A bud"][data-line]').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('plays Spring 1901, Fall 1901 and the adjustments, with a build and a disband; undo and redo', async () => {
    const { page, errors, context } = await openSandbox();
    assert.equal(await phase(page), 'Spring 1901 movement');
    await setOrders(page, SPRING);
    assert.equal(await outcome(page, 'AUS F tri'), 'succeeds');
    assert.equal(await outcome(page, 'AUS A vie'), 'fails');
    await adjudicate(page);
    assert.equal(await phase(page), 'Fall 1901 movement');
    await setOrders(page, FALL);
    assert.equal(await outcome(page, 'ITA A tyr'), 'succeeds');
    await adjudicate(page);
    assert.equal(await phase(page), 'Fall 1901 adjustment');
    // Venice is ringed as a place Italy may build, until a build is written there: the new unit is drawn clear.
    const venice = page.locator('.sb-board .bd-candidate-build[aria-label$="in Venice"]');
    await venice.first().waitFor();
    await setOrders(page, WINTER);
    await venice.first().waitFor({ state: 'detached' });
    assert.equal(await outcome(page, 'ITA A ven'), 'succeeds');
    assert.equal(await outcome(page, 'AUS F alb'), 'succeeds');
    // The board marks the build and the removal.
    assert.equal(await page.locator('.sb-board .bd-unit.bd-new').count(), 1);
    assert.equal(await page.locator('.sb-board .bd-disband').count(), 1);
    await page.screenshot({ path: join(ARTIFACTS, 'sandbox-adjustments-1280.png') });
    await adjudicate(page);
    assert.equal(await phase(page), 'Spring 1902 movement');
    assert.equal(await page.locator('.sb-board .bd-before .bd-unit[data-province="ven"]').count(), 1);
    assert.equal(await page.locator('.sb-board .bd-before .bd-unit[data-province="alb"]').count(), 0);
    // The history lists every phase played.
    await page.getByRole('tab', { name: 'History' }).click();
    assert.deepEqual(await page.locator('.sb-history button').allInnerTexts(), ['Spring 1901 movement', 'Fall 1901 movement', 'Fall 1901 adjustment', 'Spring 1902 movement']);
    // Undo and redo, with the keys, outside the editor.
    await page.locator('.sb-bar h2').click();
    await page.keyboard.press('Control+Z');
    assert.equal(await phase(page), 'Fall 1901 adjustment');
    await page.keyboard.press('Control+Shift+Z');
    assert.equal(await phase(page), 'Spring 1902 movement');
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await phase(page), 'Fall 1901 adjustment');
    await page.getByRole('button', { name: 'Redo' }).click();
    assert.equal(await phase(page), 'Spring 1902 movement');
    // The state survives a reload, once saved.
    await settledSandboxLink(page);
    await page.reload();
    await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    assert.equal(await phase(page), 'Spring 1902 movement');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a unit with nowhere to retreat is said to be disbanded: in the status, the history and its own retreat phase, never in green', async () => {
    const { page, errors, context } = await openSandbox();
    await setOrders(page, 'Austria:\nA Vie-Gal\nA Bud-Ser\nF Tri-Alb\nRussia:\nF Sev-Rum\nA Mos-Ukr\nTurkey:\nA Con-Bul\nF Ank-Bla\nA Smy-Arm');
    await adjudicate(page);
    await setOrders(page, 'Austria:\nA Ser-Bul\nF Alb-Gre\nRussia:\nF Rum S A Ser-Bul\nTurkey:\nA Bul H\nF Bla-Con');
    await adjudicate(page);
    assert.equal(await phase(page), 'Fall 1901 adjustment');
    assert.match(await page.locator('.sb-status').innerText(), /Fall 1901 retreat settled itself: A Bulgaria was dislodged and has nowhere to retreat to, so it is disbanded\./);
    await page.getByRole('tab', { name: 'History' }).click();
    assert.deepEqual(await page.locator('.sb-history button').allInnerTexts(), ['Spring 1901 movement', 'Fall 1901 movement', 'Fall 1901 retreat', 'Fall 1901 adjustment']);
    assert.match(await page.locator('.sb-history li').nth(2).innerText(), /settled itself: 1 unit disbanded, with nowhere to retreat/);
    await page.locator('.sb-history button', { hasText: 'Fall 1901 retreat' }).click();
    assert.equal(await phase(page), 'Fall 1901 retreat');
    const row = page.locator('.sb-rows .sc-order[data-unit="TUR A bul"]');
    assert.equal(await row.getAttribute('data-outcome'), 'succeeds');
    assert.match(await row.locator('.sc-outcome').innerText(), /disbanded/);
    assert.match((await row.getAttribute('class')) ?? '', /\bbad\b/);
    // The board marks where the unit was.
    assert.equal(await page.locator('.sb-board .bd-disband').count(), 1);
    await page.screenshot({ path: join(ARTIFACTS, 'sandbox-settled-retreat-1280.png') });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('on a phone, the phase just played stays on the Ruling tab in sentences, and the board opens where it happened', async () => {
    const { page, errors, context } = await openSandbox('', 390);
    const part = () => page.locator('.sb-board .bd-parts button[aria-pressed="true"]').innerText();
    const panels = async () => page.getByRole('button', { name: 'Panels', exact: true }).click();
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    assert.equal(await part(), 'West', 'the opening board shows the part with the most units');
    await panels();
    // Everything happens in the east.
    await setOrders(page, 'Russia:\nF Sev-Rum\nA Mos-Ukr\nTurkey:\nF Ank-Bla\nA Con-Bul');
    await adjudicate(page);
    await page.getByRole('tab', { name: 'Ruling', exact: true }).click();
    assert.equal(await page.locator('.sb-played-title').innerText(), 'Spring 1901 movement, as ruled');
    const played = await page.locator('.sb-played').innerText();
    assert.match(played, /Russia: F Sev-Rum — .*Rumania/);
    assert.match(played, /Turkey: F Ank-Bla — /);
    assert.doesNotMatch(played, /had no order/);
    assert.match(await page.locator('.sb-played-unordered').innerText(), /^With no order, these held: .*England: .*F Edinburgh/);
    assert.match(await page.locator('.sb-played-next').innerText(), /^Now: Fall 1901 movement\./);
    await page.screenshot({ path: join(ARTIFACTS, 'sandbox-just-played-ruling-390.png') });
    await page.getByRole('button', { name: 'Board', exact: true }).click();
    assert.equal(await part(), 'East', 'the board opens on the part where the phase was decided');
    await page.screenshot({ path: join(ARTIFACTS, 'sandbox-just-played-board-390.png') });
    // Into the adjustments: no preview of builds "left unused" before anyone has written one.
    await panels();
    await setOrders(page, 'Russia:\nF Rum H\nTurkey:\nA Bul H');
    await adjudicate(page);
    assert.equal(await phase(page), 'Fall 1901 adjustment');
    await page.getByRole('tab', { name: 'Ruling', exact: true }).click();
    assert.equal(await page.locator('.sb-played-title').innerText(), 'Fall 1901 movement, as ruled');
    assert.doesNotMatch(await page.locator('#sb-pane-ruling').innerText(), /left unused|TUR A|RUS F/);
    // Writing the new phase's orders is moving on: the tab previews the phase shown.
    await setOrders(page, 'Russia:\nBuild A Mos');
    await page.getByRole('tab', { name: 'Ruling', exact: true }).click();
    assert.equal(await page.locator('.sb-played-title').count(), 0);
    assert.match(await page.locator('.sb-preview').innerText(), /^Fall 1901 adjustment, ruled as its orders stand now/);
    assert.match(await page.locator('#sb-pane-ruling').innerText(), /Units after it: .*Russia: .*A Moscow/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('covers nothing on its board at 1280 and 390 px: the start, and a winter with build rings whose names move under them', async () => {
    const own: Record<string, string[]> = { ENG: ['lon', 'edi', 'lvp', 'nwy'], GER: ['kie', 'ber', 'mun', 'den', 'hol'], RUS: ['mos', 'war', 'sev', 'stp', 'rum'] };
    const centres = Object.fromEntries(Object.entries(own).flatMap(([power, ids]) => ids.map((id) => [id, power])));
    const winter = { rules: 'alexander', phase: 'adjustment', season: 'fall', units: ['ENG F lon', 'GER A mun', 'RUS A war', 'RUS F sev'], centres, orders: '' };
    for (const width of [1280, 390]) {
      for (const hash of ['', `#case=${Buffer.from(JSON.stringify(winter)).toString('base64url')}`]) {
        const { page, errors, context } = await openSandbox(hash, width);
        await page.evaluate('globalThis.__name = (f) => f');
        if (hash) {
          await page.locator('.sb-board .bd-candidate-build').first().waitFor();
          // Edinburgh is a build spot: its name is still written, clear of its ring.
          assert.ok(await page.locator('.sb-board .bd-view text.bd-label', { hasText: /^Edi$/ }).first().isVisible());
          await page.screenshot({ path: join(ARTIFACTS, `sandbox-winter-${width}.png`) });
        }
        assert.deepEqual(await page.evaluate(boardOverlaps), [], `${width} px ${hash ? 'winter' : 'start'}`);
        assert.deepEqual(errors, []);
        await context.close();
      }
    }
  });

  it('copies the phase shown as a test case in godip\'s notation, and that text imports back as the same position and orders', async () => {
    const input = { rules: 'datc', units: ['FRA A bel', 'ENG F nth', 'ENG A hol', 'FRA F mao'], orders: 'France:\nA Bel-Hol via convoy\nF MAO-NAO\nEngland:\nF NTH-HEL\nA Hol-Kie' };
    const { page, errors, context } = await openSandbox(`#case=${Buffer.from(JSON.stringify(input)).toString('base64url')}`);
    const before = await page.locator('.sb-rows .sc-order').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-unit')} ${r.getAttribute('data-outcome')}`));
    await page.getByRole('tab', { name: 'Share and files' }).click();
    await page.getByRole('button', { name: 'godip (Diplicity)' }).click();
    const text = await page.locator('[data-test-case="godip"]').inputValue();
    assert.match(text, /^CASE Spring 1901 movement/);
    assert.match(text, /\tFrance: A bel-hol via Convoy/);
    assert.match(text, /\tFrance: F mid-nat/);
    await page.getByRole('button', { name: 'python-diplomacy' }).click();
    assert.match(await page.locator('[data-test-case="python"]').inputValue(), /self\.set_orders\(game, 'FRANCE', \['A BEL - HOL VIA', 'F MAO - NAO'\]\)/);
    await page.locator('input[type=file]').setInputFiles({ name: 'case.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.locator('.sb-status', { hasText: /godip’s notation/ }).waitFor();
    await page.getByRole('tab', { name: 'Write orders', exact: true }).click();
    assert.deepEqual(await page.locator('.sb-rows .sc-order').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-unit')} ${r.getAttribute('data-outcome')}`)), before);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('round-trips a share link in a new page', async () => {
    const { page, context } = await openSandbox();
    await setOrders(page, SPRING);
    await adjudicate(page);
    await setOrders(page, 'Austria:\nA Vie-Gal');
    const hash = await settledSandboxLink(page);
    assert.match(hash, /^#v1=[A-Za-z0-9_-]+$/);
    await context.close();
    const fresh = await openSandbox(hash);
    assert.equal(await phase(fresh.page), 'Fall 1901 movement');
    assert.equal(await outcome(fresh.page, 'AUS A vie'), 'succeeds');
    assert.deepEqual(fresh.errors, []);
    await fresh.context.close();
  });

  it('a bad link and a bad import each show a message and lose nothing', async () => {
    const { page, errors, context } = await openSandbox();
    await setOrders(page, SPRING);
    const good = await settledSandboxLink(page);
    // A damaged link in the same browser: the message, and the reader's own sandbox.
    const bad = await context.newPage();
    await bad.goto(`${server.origin}/sandbox/${good.slice(0, -9)}`);
    await bad.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    assert.match(await bad.locator('.sb-message').innerText(), /cannot be opened/);
    assert.equal(await outcome(bad, 'AUS F tri'), 'succeeds');
    await bad.getByRole('button', { name: 'Start from the standard position' }).waitFor();
    // A future version.
    await bad.goto(`${server.origin}/sandbox/#v7=abc`);
    await bad.reload();
    await bad.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    assert.match(await bad.locator('.sb-message').innerText(), /newer version/);
    // A bad import: a message naming what is wrong, nothing changed.
    await page.getByRole('tab', { name: 'Share and files' }).click();
    const file = join(ARTIFACTS, 'bad-case.json');
    writeFileSync(file, JSON.stringify({ units: ['ENG F par'], orders: '<svg onload=alert(1)>' }));
    await page.locator('input[type=file]').setInputFiles(file);
    assert.match(await page.locator('.sb-message').innerText(), /bad-case\.json: .*Paris.*Nothing was changed/);
    assert.equal(await outcome(page, 'AUS F tri'), 'succeeds');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('copies the ruling as a post: each line of the ruling JSON with its result, rule links and a link back, in every format, at 1280 and 390 px', async () => {
    const { cli, hash } = pandin();
    for (const width of [1280, 390]) {
      const { page, errors, context } = await openSandbox(hash, width);
      if (width === 390) await page.getByRole('button', { name: 'Panels', exact: true }).click();
      await page.getByRole('tab', { name: 'Share and files', exact: true }).click();
      const control = page.locator('[data-export="post"]');
      for (const format of ['text', 'markdown', 'bbcode', 'discord']) {
        await control.locator(`[data-post-format="${format}"]`).click();
        const area = page.locator(`textarea[data-post="${format}"]`);
        await area.first().waitFor();
        const parts = await area.evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
        const text = parts.join('\n').replace(/\\(.)/g, '$1');
        for (const o of cli.orders) assert.match(text, new RegExp(`${(o.reading ?? o.text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `), `${format}: ${o.reading}`);
        assert.match(text, /sandbox\/#(v1|case)=/, `${format}: the link back to the board`);
        assert.match(text, /https?:\/\/[^\s)\]>]+\/[\w-]+\/[\w-]+\/#[\w-]+/, `${format}: a rule linked to its anchor`);
        for (const part of parts) assert.ok(part.length > 0 && part.length <= 2000);
      }
      await page.locator('textarea[data-post="discord"]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `sandbox-post-${width}.png`) });
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('downloads the board as an image: every unit of the ruling drawn, every order listed with its outcome, the PNG at twice the width', async () => {
    const { cli, hash } = pandin();
    const { page, errors, context } = await openSandbox(hash);
    await page.getByRole('tab', { name: 'Share and files', exact: true }).click();
    const control = page.locator('[data-export="image"]');
    const { svg, name } = await downloadImage(page, control, 'svg', 1600);
    assert.match(name, /\.svg$/);
    assert.equal(svg!.width, 1600);
    assert.equal(svg!.fonts, 'embedded');
    assert.match(svg!.title, /Spring 1901/);
    const rowUnits = cli.orders.map((o) => `${o.power} ${o.unit}`);
    assert.deepEqual([...svg!.units].sort(), [...new Set(rowUnits)].sort(), 'one unit element per unit of the ruling');
    assert.deepEqual([...svg!.orders].sort(), cli.orders.map((o) => `${o.power} ${o.unit} ${o.outcome}`).sort(), 'every order with the CLI\'s outcome');
    const png = await downloadImage(page, control, 'png', 800);
    const size = pngSize(png.bytes);
    assert.equal(size.width, 1600, 'the PNG has twice the width chosen');
    assert.ok(size.height > 1000, `the PNG is ${size.width}×${size.height}`);
    writeFileSync(join(ARTIFACTS, 'sandbox-image-800.png'), png.bytes);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('#case= with a DATC case gives the CLI’s outcomes', async () => {
    const { cli, hash } = pandin();
    const { page, errors, context } = await openSandbox(hash);
    const rows = page.locator('.sb-rows .sc-order');
    assert.equal(await rows.count(), cli.orders.length);
    for (const entry of cli.orders) {
      const unit = `${entry.power} ${entry.unit}`;
      const row = page.locator(`.sb-rows .sc-order[data-unit="${unit}"]${entry.line === null ? ':not([data-line])' : `[data-line="${entry.line}"]`}`);
      assert.equal(await row.getAttribute('data-outcome'), entry.outcome, unit);
    }
    assert.equal(await page.getByRole('combobox', { name: 'Rule set' }).inputValue(), 'datc');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps a 1 MB paste without freezing, shows markup as text, and is clean for axe at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const { page, errors, context } = await openSandbox('', width);
      if (width === 390) await page.getByRole('button', { name: 'Panels' }).click();
      await setOrders(page, 'Austria:\n<img src=x onerror=alert(1)>\nA Vie-"><svg onload=alert(1)>');
      await page.locator('.sb-rows .sc-order').first().waitFor();
      assert.equal(await page.locator('img[src="x"]').count(), 0);
      // The markup reaches the rows as characters (the first line orders nothing and is left aside).
      assert.ok((await page.locator('.sb-rows').innerText()).includes('A Vie-"><svg onload=alert(1)>'));
      assert.equal(await page.locator('.sb-rows svg[onload]').count(), 0);
      await page.screenshot({ path: join(ARTIFACTS, `sandbox-${width}.png`) });
      assert.deepEqual(await seriousViolations(page, { include: ['.sandbox'] }), []);
      if (width === 390) {
        const big = 'Austria:\nA Vie-Gal\n'.repeat(55_000);
        await page.locator('.sb-editor textarea').first().evaluate((area: HTMLTextAreaElement, text) => {
          area.value = text;
          area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
        }, big);
        await page.locator('.sb-panel .bd-error').waitFor();
        await page.waitForTimeout(500);
        assert.equal((await page.locator('.sb-editor textarea').first().inputValue()).length, big.length);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});

describe('sandbox board tools', () => {
  it('places and removes units and sets an owner by keyboard, and orders a retreat by clicking', async () => {
    const { page, errors, context } = await openSandbox();
    // An empty board, then a German army placed in Munich with the keyboard.
    await page.getByRole('tab', { name: 'Position' }).click();
    await page.getByRole('button', { name: 'Empty board' }).click();
    await page.getByRole('button', { name: 'Place unit' }).click();
    await page.locator('.sb-tools select').first().selectOption('GER');
    await page.getByRole('button', { name: 'Go to the places' }).click();
    for (let i = 0; i < 80; i++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === 'Place a army of Germany in Munich') break;
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    await page.locator('.sb-board .bd-before .bd-unit[data-province="mun"]').waitFor();
    // Burgundy's owner by click.
    await page.getByRole('button', { name: 'Set owner' }).click();
    await page.locator('.sb-board .bd-candidate[aria-label^="Give Brest"]').click();
    await page.getByRole('tab', { name: 'Position' }).click();
    assert.match(await page.locator('.sb-block textarea').inputValue(), /Germany: bre/);
    // A removal.
    await page.getByRole('button', { name: 'Remove unit' }).click();
    await page.locator('.sb-board .bd-candidate[aria-label="Remove the Germany army in Munich"]').click();
    assert.equal(await page.locator('.sb-board .bd-before .bd-unit').count(), 0);
    await context.close();
    assert.deepEqual(errors, []);
  });

  it('orders a retreat and a build by clicking', async () => {
    // A dislodgement: Austria takes Serbia... from a case with a retreat phase.
    const input = { rules: 'alexander', phase: 'retreat', units: ['AUS A ser', 'AUS A bud'], dislodged: [{ unit: 'TUR A bul', from: 'ser', convoyed: false }], orders: '' };
    const { page, errors, context } = await openSandbox(`#case=${Buffer.from(JSON.stringify(input)).toString('base64url')}`);
    assert.equal(await page.locator('[data-phase-label]').innerText(), 'Spring 1901 retreat');
    await page.locator('.sb-board .bd-candidate[aria-label^="Order the dislodged Turkey army"]').click();
    await page.locator('.sb-board .bd-candidate[aria-label="Retreat to Constantinople"]').click();
    await page.waitForFunction(() => document.querySelector('.sb-rows .sc-order[data-unit="TUR A bul"][data-line]')?.getAttribute('data-outcome') === 'succeeds');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
