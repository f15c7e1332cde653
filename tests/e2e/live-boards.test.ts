/**
 * Live boards (the live-boards issue): a reader edits a board's orders or its rule set, or orders
 * by clicking, and the board is ruled again in the browser. Debian's chromium via playwright-core,
 * against the built site.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ENGINE_BUDGET_KB } from '../../bench/site';
import { ARTIFACTS, distFile, openPage, seriousViolations, typeInto, useSite } from './harness';

const RULES = '/rules/iv-orders/';
const STANDOFF = 'section[data-scenario="alexander/standoff"]';
const PANDIN = 'section[data-scenario="alexander/pandin-london"]';

const site = useSite();

const open = (path: string, width = 1280) => openPage(site, path, { width, height: 900 });

/** Open a board's editor and wait until it is ready. */
async function edit(section: Locator): Promise<'monaco' | 'plain'> {
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Edit orders' }).click();
  const editor = section.locator('[data-live-editor][data-editor]');
  await editor.waitFor();
  const kind = (await editor.getAttribute('data-editor')) as 'monaco' | 'plain';
  if (kind === 'monaco') await section.locator('.ed-monaco .view-lines').waitFor();
  return kind;
}

/** Replace the orders text, as a reader would by selecting all and typing. */
async function setOrders(page: Page, section: Locator, text: string): Promise<void> {
  const kind = await section.locator('[data-live-editor]').getAttribute('data-editor');
  if (kind === 'monaco') {
    await section.locator('.ed-monaco .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
  } else {
    await typeInto(section.locator('textarea.ed-textarea').first(), text);
  }
}

const row = (section: Locator, unit: string) => section.locator(`.sc-order[data-unit="${unit}"][data-line]`);

describe('live boards', () => {
  it('on the rule page, editing a board’s orders rules it again: an arrow, an outcome and an explanation change', async () => {
    const { page, errors } = await open(`${RULES}#alexander-standoff`);
    const section = page.locator(STANDOFF);
    assert.equal(await edit(section), 'monaco');
    assert.equal(await row(section, 'AUS A vie').getAttribute('data-outcome'), 'fails');
    assert.equal(await section.locator('.bd-before path.bd-move.ok:not(.bd-casing)').count(), 0);
    await setOrders(page, section, 'Austria:\nA Vie-Gal\n\nRussia:\nA War-Ukr');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="AUS A vie"]`)?.getAttribute('data-outcome') === 'succeeds', STANDOFF);
    // Both moves now succeed: two arrows drawn as successes, no standoff star.
    assert.equal(await section.locator('.bd-before path.bd-move.ok:not(.bd-casing)').count(), 2);
    assert.equal(await section.locator('.bd-before .bd-standoff').count(), 0);
    assert.match(await row(section, 'AUS A vie').innerText(), /moves to Galicia/);
    assert.equal(await row(section, 'RUS A war').getAttribute('data-outcome'), 'succeeds');
    // The text alternative and the announcement follow.
    assert.match(await section.locator('.bd-text').innerText(), /Army Warsaw moves to Ukraine: succeeds/);
    assert.match(await section.locator('[data-live-announce]').innerText(), /2 orders changed outcome/);
    // The prose below was written for the published orders, and now says so.
    assert.match(await section.locator('.sc-explanation [data-prose-stale]').innerText(), /about the published orders/);
    await section.screenshot({ path: join(ARTIFACTS, 'live-editing-1280.png') });
    // Reset returns to the board as published.
    await section.getByRole('button', { name: 'Reset', exact: true }).click();
    assert.equal(await row(section, 'AUS A vie').getAttribute('data-outcome'), 'fails');
    assert.equal(await section.locator('[data-prose-stale]').count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('“Open in sandbox” carries the board as edited, and the sandbox rules it the same', async () => {
    const { page, errors } = await open(`${RULES}#alexander-standoff`);
    const section = page.locator(STANDOFF);
    await edit(section);
    await setOrders(page, section, 'Austria:\nA Vie-Gal\n\nRussia:\nA War-Ukr');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="AUS A vie"]`)?.getAttribute('data-outcome') === 'succeeds', STANDOFF);
    const href = await section.getByRole('link', { name: 'Open in sandbox' }).getAttribute('href');
    assert.match(href ?? '', /^\/sandbox\/#case=[A-Za-z0-9_-]+$/);
    await page.goto(site.server.origin + href);
    await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    for (const unit of ['AUS A vie', 'RUS A war']) {
      assert.equal(await page.locator(`.sb-rows .sc-order[data-unit="${unit}"]`).getAttribute('data-outcome'), 'succeeds', unit);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the Monarch tokenizer reads the orders language (table-driven)', async () => {
    const { page } = await open(`${RULES}#alexander-standoff`);
    await edit(page.locator(STANDOFF));
    // Each row: a line, and the token type of each of its tokens, in order (whitespace skipped).
    const TABLE: [string, string[]][] = [
      ['England:', ['type.power', 'delimiter']],
      ['A Par-Bur', ['keyword.unit', 'variable.place', 'operator.move', 'variable.place']],
      ['F Lon S F Wal-ENG', ['keyword.unit', 'variable.place', 'keyword.order', 'keyword.unit', 'variable.place', 'operator.move', 'variable.place']],
      ['F NTH C A Lon-Nwy', ['keyword.unit', 'variable.place', 'keyword.order', 'keyword.unit', 'variable.place', 'operator.move', 'variable.place']],
      ['A Vie H', ['keyword.unit', 'variable.place', 'keyword.order']],
      ['F StP/sc - Bot', ['keyword.unit', 'variable.place', 'keyword.coast', 'operator.move', 'variable.place']],
      ['A Brest - London via convoy', ['keyword.unit', 'variable.place', 'operator.move', 'variable.place', 'keyword.order', 'keyword.order']],
      // A name of several words is one place, though "North" is also a coast and "Sea" a convoy word.
      ['F North Sea Supports A York', ['keyword.unit', 'variable.place', 'keyword.order', 'keyword.unit', 'variable.place']],
      // ENG after an order is the English Channel; before a colon, England.
      ['ENG: F Lon-ENG', ['type.power', 'delimiter', 'keyword.unit', 'variable.place', 'operator.move', 'variable.place']],
      ['Build A Par', ['keyword.order', 'keyword.unit', 'variable.place']],
      ['1. A Mun-Xyz', ['number', 'keyword.unit', 'variable.place', 'operator.move', 'invalid.unknown']],
      ['# a note', ['comment']],
    ];
    const got = await page.evaluate((lines) => {
      const m = (globalThis as unknown as { monaco: { editor: { tokenize(t: string, l: string): { offset: number; type: string }[][] } } }).monaco;
      return lines.map((line) => {
        const tokens = m.editor.tokenize(line, 'diplomacy-orders')[0];
        return tokens.filter((t, i) => line.slice(t.offset, tokens[i + 1]?.offset ?? line.length).trim()).map((t) => t.type.replace(/\.diplomacy-orders$/, ''));
      });
    }, TABLE.map(([line]) => line));
    TABLE.forEach(([line, want], i) => assert.deepEqual(got[i], want, line));
    await page.close();
  });

  it('an ambiguous line and an illegal line each get a marker with the reason', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await open(`${RULES}#alexander-standoff`, width);
      const section = page.locator(STANDOFF);
      await edit(section);
      await setOrders(page, section, 'Austria:\nA Vie - Nort\n\nRussia:\nA War-Ber');
      const markers = section.locator('.ed-markers[data-tab="true"] li');
      await markers.nth(1).waitFor();
      const text = await markers.allInnerTexts();
      assert.ok(text.some((t) => /Line 2, col \d+/.test(t) && /could be North Africa, North Atlantic Ocean or North Sea/.test(t)), `ambiguous marker missing: ${text.join(' / ')}`);
      assert.ok(text.some((t) => /Line 5, col \d+/.test(t) && /cannot reach Berlin/.test(t)), `illegal marker missing: ${text.join(' / ')}`);
      assert.equal(await row(section, 'AUS A vie').getAttribute('data-outcome'), 'not-followed');
      assert.equal(await row(section, 'RUS A war').getAttribute('data-outcome'), 'illegal');
      if (width === 1280) {
        // Monaco draws the same markers in the text.
        await section.locator('.ed-monaco .squiggly-error').first().waitFor();
      }
      await section.screenshot({ path: join(ARTIFACTS, `live-markers-${width}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    }
  });

  it('on Pandin’s paradox, switching from Alexander to the DATC changes the outcome and names IV.5.f and Szykman', async () => {
    const { page, errors, requests } = await open(`${RULES}#alexander-pandin-london`);
    const section = page.locator(PANDIN);
    await section.scrollIntoViewIfNeeded();
    const fleet = row(section, 'FRA F eng');
    assert.equal(await fleet.getAttribute('data-outcome'), 'available');
    assert.equal(await fleet.getAttribute('data-dislodged'), 'true');
    await section.getByRole('combobox', { name: 'Rule set' }).selectOption('datc');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="FRA F eng"]`)?.getAttribute('data-outcome') === 'disrupted', PANDIN);
    assert.equal(await fleet.getAttribute('data-dislodged'), null);
    const note = await fleet.locator('.sc-diff').innerText();
    assert.match(note, /IV\.5\.f/);
    assert.match(note, /Szykman/);
    assert.ok((await section.locator('.sc-order.sc-changed').count()) >= 3);
    // The cycle graph is drawn again, settled now by the Szykman rule.
    assert.equal(await section.locator('[data-paradox-graph]').getAttribute('data-settlement'), 'szykman');
    // The switch loaded the engine, not the editor, nor the phase machine (retreats, adjustments, CalsMUN's revivals).
    assert.ok(requests.some((r) => /\/engine\.[\w-]+\.js$/.test(r)));
    assert.ok(!requests.some((r) => /monaco/i.test(r)));
    assert.ok(!requests.some((r) => /\/engine-phases\.[\w-]+\.js$/.test(r)), 'a movement board loaded the phase machine');
    // What that first interaction costs: the engine chunk, within its budget (ENGINE_BUDGET_KB in bench/site.ts).
    const engine = requests.find((r) => /\/engine\.[\w-]+\.js$/.test(r))!;
    const gzip = gzipSync(readFileSync(distFile(engine)!)).length;
    assert.ok(gzip <= ENGINE_BUDGET_KB * 1024, `the engine chunk is ${(gzip / 1024).toFixed(1)} KB gzipped (budget ${ENGINE_BUDGET_KB} KB)`);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('switched to CalsMUN, an ordinary board loads the revival step and rules an Insurrection order written in it', async () => {
    const { page, errors, requests } = await open(`${RULES}#alexander-standoff`);
    const section = page.locator(STANDOFF);
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('combobox', { name: 'Rule set' }).selectOption('calsmun');
    await edit(section);
    await setOrders(page, section, 'Austria:\nA Vie I Russia\n\nRussia:\nA War-Gal');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="AUS A vie"]`)?.getAttribute('data-outcome') === 'illegal', STANDOFF);
    assert.match(await row(section, 'AUS A vie').innerText(), /Russia is still in the game/);
    assert.equal(await row(section, 'RUS A war').getAttribute('data-outcome'), 'succeeds');
    assert.equal(await section.locator('.bd-error').count(), 0);
    assert.ok(requests.some((r) => /\/engine-phases\.[\w-]+\.js$/.test(r)), 'CalsMUN\'s rules loaded the revival step');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('click-to-order with the keyboard alone writes the order line', async () => {
    const { page, errors } = await open(`${RULES}#alexander-standoff`);
    const section = page.locator(STANDOFF);
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Edit orders' }).focus();
    await page.keyboard.press('Enter');
    await section.locator('[data-live-editor][data-editor]').waitFor();
    // Tab until a unit of the board has the focus.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('.bd-unit[data-province="vie"]')))) break;
    }
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.bd-unit')?.getAttribute('data-province')), 'vie');
    await page.keyboard.press('Enter');
    // The arrow keys move among the candidate provinces; find Bohemia.
    for (let i = 0; i < 10; i++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === 'Move to Bohemia') break;
      await page.keyboard.press('ArrowRight');
    }
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Move to Bohemia');
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="AUS A vie"] code`)?.textContent === 'A Vie-Boh', STANDOFF);
    assert.equal(await row(section, 'AUS A vie').getAttribute('data-outcome'), 'succeeds');
    assert.match(await section.locator('.ed-monaco .view-lines').innerText(), /A\sVie-Boh/);
    // Escape cancels a pick.
    await page.keyboard.press('Enter');
    await section.locator('.bd-candidate').first().waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await section.locator('.bd-candidate').count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('on retreat and adjustment boards, clicking writes a retreat, and the keyboard alone a build', async () => {
    const { page, errors } = await open('/rules/iii-phases/#alexander-retreat-no-order');
    const retreat = page.locator('section[data-scenario="alexander/retreat-no-order"]');
    assert.equal(await row(retreat, 'FRA A bur').count(), 0, 'no retreat is written at first');
    await edit(retreat);
    // A dislodged unit first, then where it goes: only its legal retreats are offered.
    await retreat.locator('.bd-candidate[aria-label="Order the dislodged France army in Burgundy"]').click();
    const offered = await retreat.locator('.bd-candidate').evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')).sort());
    assert.deepEqual(offered, ['Disband the France army in Burgundy', 'Retreat to Belgium', 'Retreat to Gascony', 'Retreat to Marseilles', 'Retreat to Picardy', 'Retreat to Ruhr']);
    await retreat.locator('.bd-candidate[aria-label="Retreat to Picardy"]').click();
    await page.waitForFunction(() => document.querySelector('section[data-scenario="alexander/retreat-no-order"] .sc-order[data-unit="FRA A bur"][data-line]') !== null);
    assert.equal(await row(retreat, 'FRA A bur').getAttribute('data-outcome'), 'succeeds');
    assert.match(await retreat.locator('.ed-monaco .view-lines').innerText(), /A\sBur-Pic/);
    await retreat.screenshot({ path: join(ARTIFACTS, 'live-retreat-picked.png') });

    const builds = page.locator('section[data-scenario="alexander/builds-and-waive"]');
    await builds.scrollIntoViewIfNeeded();
    await builds.getByRole('button', { name: 'Edit orders' }).focus();
    await page.keyboard.press('Enter');
    await builds.locator('[data-live-editor][data-editor]').waitFor();
    await builds.locator('.bd-candidate').first().waitFor();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('section[data-scenario="alexander/builds-and-waive"] .bd-candidate')))) break;
    }
    for (let i = 0; i < 30; i++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === 'Build an army for Italy in Rome') break;
      await page.keyboard.press('ArrowRight');
    }
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Build an army for Italy in Rome');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('section[data-scenario="alexander/builds-and-waive"] .sc-order[data-unit="ITA A rom"][data-line]') !== null);
    assert.equal(await row(builds, 'ITA A rom').getAttribute('data-outcome'), 'succeeds');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('loads no Monaco before the first Edit click, and no engine before the first interaction', async () => {
    const { page, requests } = await open(RULES);
    // Bring every board into view, so each one's own script has run.
    await page.evaluate(async () => {
      for (const b of document.querySelectorAll('figure.board')) {
        b.scrollIntoView();
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await page.waitForLoadState('networkidle');
    assert.ok(!requests.some((r) => /monaco|editor\.worker/i.test(r)), 'Monaco loaded before any Edit click');
    assert.ok(!requests.some((r) => /\/(engine|wake)\.[\w-]+\.js$/.test(r)), `the engine loaded before any interaction: ${requests.filter((r) => r.endsWith('.js')).join(' ')}`);
    const section = page.locator(STANDOFF);
    await section.scrollIntoViewIfNeeded();
    await section.locator('svg.bd-svg .bd-before .bd-unit[data-province="vie"]').click();
    await section.locator('[data-live-editor][data-editor]').waitFor();
    assert.ok(requests.some((r) => /\/engine\.[\w-]+\.js$/.test(r)), 'a click on a unit loads the engine');
    assert.ok(requests.some((r) => /monaco/i.test(r)), 'and opens the editor');
    await page.close();
  });

  it('renders markup typed as orders or as province names as text, never as HTML or SVG', async () => {
    const payloads = ['<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
    for (const width of [1280, 390]) {
      const { page, errors } = await open(`${RULES}#alexander-standoff`, width);
      const section = page.locator(STANDOFF);
      await edit(section);
      await setOrders(page, section, `Austria:\n${payloads[0]}\nA Vie-${payloads[1]}\n\nRussia:\nA War-${payloads[0]}\n${payloads[1]}`);
      await section.locator('.ed-markers[data-tab="true"] li').first().waitFor();
      await page.waitForTimeout(300);
      assert.equal(await page.locator('img[src="x"]').count(), 0);
      assert.equal(await section.locator('.sc-ruling svg, .ed-markers svg, .bd-text svg, .sc-steps svg').count(), 0);
      const rows = await section.locator('.sc-orders').innerText();
      assert.ok(rows.includes('<img src=x onerror=alert(1)>'), 'the order list shows the line as written');
      const markers = await section.locator('.ed-markers[data-tab="true"]').innerText();
      assert.ok(markers.includes('onerror') || markers.includes('svg onload'), `markers quote the text: ${markers}`);
      // The Units tab too.
      await section.getByRole('tab', { name: 'Units' }).click();
      if (width === 1280) {
        await section.locator('.ed-monaco .view-lines').click();
        await page.keyboard.press('Control+A');
        await page.keyboard.insertText(`Austria:\nA ${payloads[1]}\nA Vie\nRussia:\nA War`);
      } else {
        await typeInto(section.locator('textarea.ed-textarea').nth(1), `Austria:\nA ${payloads[1]}\nA Vie\nRussia:\nA War`);
      }
      await section.locator('.ed-markers[data-tab="true"] li').first().waitFor();
      assert.match(await section.locator('.ed-markers[data-tab="true"]').innerText(), /svg onload=alert\(1\)>" is not a province/);
      assert.equal(await page.locator('img[src="x"]').count(), 0);
      assert.deepEqual(errors, []);
      await page.close();
    }
  });

  it('a 100 KB paste keeps the page responsive and the text', async () => {
    const { page, errors } = await open(`${RULES}#alexander-standoff`, 390);
    const section = page.locator(STANDOFF);
    await edit(section);
    const big = 'Austria:\nA Vie-Gal\nRussia:\nA War-Gal\n'.repeat(2800);
    // A paste: the whole text arrives at once, with one input event.
    await section.locator('textarea.ed-textarea').first().evaluate((area: HTMLTextAreaElement, text) => {
      area.value = text;
      area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    }, big);
    await section.locator('.bd-error').waitFor();
    assert.match(await section.locator('.bd-error').innerText(), /Your text is kept/);
    assert.equal((await section.locator('textarea.ed-textarea').first().inputValue()).length, big.length);
    await page.waitForTimeout(300);
    // Back to a short text: the ruling returns.
    await setOrders(page, section, 'Austria:\nA Vie-Gal\nRussia:\nA War-Ukr');
    await page.waitForFunction((sel) => document.querySelector(`${sel} .sc-order[data-unit="AUS A vie"]`)?.getAttribute('data-outcome') === 'succeeds', STANDOFF);
    assert.equal(await section.locator('.bd-error').count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('axe finds nothing serious in the editing state', async () => {
    for (const width of [1280, 390]) {
      const { page } = await open(`${RULES}#alexander-standoff`, width);
      const section = page.locator(STANDOFF);
      await edit(section);
      await section.locator('svg.bd-svg .bd-before .bd-unit[data-province="vie"]').click();
      await section.locator('.bd-candidate').first().waitFor();
      await section.screenshot({ path: join(ARTIFACTS, `live-picking-${width}.png`) });
      assert.deepEqual(await seriousViolations(page, { include: [STANDOFF] }), []);
      await page.close();
    }
  });
});
