/**
 * Game-master mode (/gm/): a messy paste of several players' sheets gives the CLI's rows,
 * copy as Markdown, print, retreats after a movement, a 1 MB paste, markup payloads, accessibility.
 * Debian's chromium via playwright-core, against the built site; the expected rows come from
 * `rulePhase` (the CLI's ruling) run here on the same input.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { sortUnits, type Position } from '../../engine/game/position';
import { ruleSheets } from '../../src/lib/gm/gmRuling';
import { dislodgedUnits, rowUnit, rulePhase } from '../../src/lib/sandbox/phaseRuling';
import { caseLink } from '../../src/lib/sandbox/shareLink';
import { current, play, startState, stateToJson, withOrders } from '../../src/lib/sandbox/state';
import { ARTIFACTS, collectErrors, seriousViolations, useSite } from './harness';

const GM = '/gm/';
const START = startState('alexander').nodes[0].position;

/** No heading for Austria's lines, misspellings, missing unit types, two orders for Paris, a German unit ordered by France, a line naming nothing. */
const MESSY = `A Vie-Gal
F Tri H

england
F Lon - Nrth Sea
Fleet Edinburg to Norwegian Sea
Liv - Yor

France:
A Par-Bur
A Par-Pic
A Mun - Bur
F Bre - Mid

Germany:
A Ber - Kie
F Kiel - Den

Italy:
A Ven - Tri
see you all next turn!
`;

const site = useSite();

async function open(path: string, width = 1280, { clipboard = false } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
  const page = await context.newPage();
  // Closing the last page races the browser's own close in after(); that race is not a failure.
  page.on('close', () => void context.close().catch(() => undefined));
  const errors = collectErrors(page);
  page.on('dialog', (d) => {
    errors.push(`a dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(site.server.origin + path, { waitUntil: 'load' });
  await page.locator('#gm-sheets').waitFor();
  return { page, errors };
}

/** Wait until the ruling of the text now in the box is shown in full. */
async function ruled(page: Page, rows: number): Promise<void> {
  await page.waitForFunction((n) => !document.querySelector('.gm-working') && document.querySelectorAll('tr.gm-row').length === n, rows);
}

/** The contract each row carries, in table order. */
const rowsOf = (page: Page) =>
  page.locator('tr.gm-row').evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-line'), tr.getAttribute('data-unit'), tr.getAttribute('data-outcome'), tr.getAttribute('data-dislodged')]));

/** The same contract, from the CLI's ruling of the same position and text. */
function expected(position: Position, text: string) {
  const json = rulePhase(position, text, 'alexander').json;
  const dislodged = dislodgedUnits(json);
  // A line that orders nothing is listed apart, not in the table.
  return json.orders.filter((e) => e.parse !== 'not-an-order').map((e) => {
    const unit = rowUnit(e);
    return [e.line === null ? null : String(e.line), unit, e.outcome, unit !== null && dislodged.has(unit) ? 'true' : null];
  });
}

describe('game-master mode', () => {
  it('rules a messy paste of several sheets: every line and every unit without an order gets the CLI’s row', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await open(GM, width);
      await page.locator('#gm-sheets').fill(MESSY);
      const want = expected(START, MESSY);
      await ruled(page, want.length);
      assert.deepEqual(await rowsOf(page), want);
      // The misspelt, type-less line is read and carried out.
      const lvp = page.locator('tr.gm-row[data-unit="ENG A lvp"]');
      assert.match(await lvp.innerText(), /Liv - Yor[\s\S]*A Lvp-Yor[\s\S]*badly written[\s\S]*succeeds/);
      assert.equal(await lvp.locator('a[href^="/rules/iv-orders/"]').count(), 1);
      // Two orders for Paris: the first is not followed, and says why.
      assert.match(await page.locator('tr.gm-row[data-line="10"]').innerText(), /not followed[\s\S]*line 11 also orders this unit/);
      // The foreign unit is listed apart with why; the sign-off, which orders nothing, in its own quiet group.
      const problems = await page.locator('.gm-problems li').allInnerTexts();
      assert.equal(problems.length, 1);
      assert.match(problems[0], /Line 12 \(France, un-assignable\).*belongs to Germany; France cannot order it/);
      assert.equal(await page.locator('.gm-not-orders').getAttribute('data-gm-not-orders'), '1');
      assert.match(await page.locator('.gm-not-orders li[data-line="21"]').textContent() ?? '', /see you all next turn!/);
      // Then the position after the phase, and no retreats owed.
      assert.match(await page.locator('.gm-units').innerText(), /England: F North Sea, F Norwegian Sea, A Yorkshire/);
      assert.match(await page.locator('.gm-after').innerText(), /Retreats owed\s+None\./);
      await page.screenshot({ path: join(ARTIFACTS, `gm-messy-${width}.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    }
  });

  it('opens a position from a case link and lists an ambiguous coast with its meanings', async () => {
    const position: Position = { ...START, units: sortUnits([...START.units.filter((u) => u.loc !== 'bre'), { power: 'FRA', type: 'F', loc: 'mao' }]) };
    const link = `${site.server.origin}/sandbox/${caseLink({ rules: 'alexander', phase: 'movement', units: position.units.map((u) => `${u.power} ${u.type} ${u.loc}`), orders: '' })}`;
    const { page, errors } = await open(GM);
    const text = 'France:\nF Mid - Spa\nA Par - Gas\nGermany:\nA Mun-Bur';
    await page.locator('#gm-sheets').fill(text);
    await page.getByLabel('A sandbox link').check();
    await page.locator('#gm-link-text').fill(link);
    await page.getByRole('button', { name: 'Open link' }).click();
    await page.getByText('from a case link').first().waitFor();
    const want = expected(position, text);
    await ruled(page, want.length);
    assert.deepEqual(await rowsOf(page), want);
    // The ambiguous line is not followed: its row says the fleet held, and the fleet has no second row.
    assert.equal(await page.locator('tr.gm-row[data-unit="FRA F mao"][data-line="2"]').getAttribute('data-outcome'), 'not-followed');
    assert.equal(await page.locator('tr.gm-row[data-unit="FRA F mao"]').count(), 1);
    assert.match(await page.locator('tr.gm-row[data-unit="FRA F mao"]').innerText(), /F Mid-Atlantic Ocean holds/);
    assert.match(await page.locator('.gm-problems').innerText(), /Line 2 \(France, ambiguous\).*both coasts of Spain.*F MAO-Spa \(nc\) or F MAO-Spa \(sc\)/);
    // The pasted sheets were kept.
    assert.equal(await page.locator('#gm-sheets').inputValue(), text);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('a damaged link says what is wrong and keeps the position and the sheets', async () => {
    const { page, errors } = await open(GM);
    await page.locator('#gm-sheets').fill('England:\nF Lon-Nth');
    await ruled(page, 22);
    await page.getByLabel('A sandbox link').check();
    await page.locator('#gm-link-text').fill(`${site.server.origin}/sandbox/#v1=AAAA%%%`);
    await page.getByRole('button', { name: 'Open link' }).click();
    assert.match(await page.getByRole('alert').innerText(), /cannot be opened.*base64url.*The position shown is kept/);
    assert.match(await page.locator('.gm-phase').innerText(), /Spring 1901 movement, the standard start/);
    assert.equal(await page.locator('#gm-sheets').inputValue(), 'England:\nF Lon-Nth');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('copy as Markdown puts a Markdown table on the clipboard, and shows it', async () => {
    const { page, errors } = await open(GM, 1280, { clipboard: true });
    await page.locator('#gm-sheets').fill(MESSY);
    const want = expected(START, MESSY);
    await ruled(page, want.length);
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await page.getByText('Copied the ruling as Markdown.').waitFor();
    const md = await page.evaluate(() => navigator.clipboard.readText());
    const lines = md.split('\n');
    const head = lines.indexOf('| Line | Power | As written | Read as | Degree | Outcome | Why | Rules |');
    assert.ok(head > 0, md.slice(0, 300));
    assert.equal(lines[head + 1], '|---:|---|---|---|---|---|---|---|');
    assert.equal(lines.slice(head + 2).findIndex((l) => !l.startsWith('|')), want.length);
    assert.ok(lines.includes('| 7 | England | Liv - Yor | A Lvp-Yor | badly written | succeeds | A Liverpool moves to Yorkshire. | ' + `[Alexander IV.3.e](${site.server.origin}/rules/iv-orders/#iv-3-e) |`), md);
    assert.equal(await page.locator('textarea[data-gm-copied="Markdown"]').inputValue(), md);
    await page.getByRole('button', { name: 'Copy as plain text' }).click();
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^Ruling under The Alexander Rules\n\nAustria\n/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('copies the ruling as a post in every format: each line of the ruling JSON with its result, a link back to the same case in the sandbox', async () => {
    const { page, errors } = await open(GM, 1280, { clipboard: true });
    await page.locator('#gm-sheets').fill(MESSY);
    const want = expected(START, MESSY);
    await ruled(page, want.length);
    const json = rulePhase(START, MESSY, 'alexander').json;
    let markdown = '';
    for (const format of ['text', 'markdown', 'bbcode', 'discord']) {
      await page.locator(`[data-export="post"] [data-post-format="${format}"]`).click();
      const parts = await page.locator(`textarea[data-post="${format}"]`).evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
      const text = parts.join('\n').replace(/\\(.)/g, '$1');
      for (const o of json.orders.filter((e) => e.parse !== 'not-an-order')) assert.ok(text.includes(`${o.reading ?? o.text}: `), `${format}: ${o.reading ?? o.text}`);
      if (format === 'discord') for (const part of parts) assert.ok(part.length <= 2000, `a Discord part of ${part.length} characters`);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), parts[0]);
      if (format === 'markdown') markdown = parts[0];
    }
    // The link back opens the same case in the sandbox: its rows are the ruling's.
    const board = /\(([^)]*\/sandbox\/#case=[\w-]+)\)/.exec(markdown)?.[1];
    assert.ok(board, 'the Markdown post links to the board');
    await page.goto(board!);
    await page.waitForFunction(() => document.body?.dataset.sandbox === 'ready');
    assert.equal(await page.locator('.sb-rows .sc-order[data-unit="ENG A lvp"][data-line="7"]').getAttribute('data-outcome'), 'succeeds');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('prints the ruling table without the page’s chrome or the inputs', async () => {
    const { page, errors } = await open(GM);
    await page.locator('#gm-sheets').fill(MESSY);
    await ruled(page, expected(START, MESSY).length);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.gm-inputs').isVisible(), false);
    assert.equal(await page.locator('header.header').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Copy as Markdown' }).isVisible(), false);
    assert.equal(await page.locator('table.gm-table').isVisible(), true);
    await page.screenshot({ path: join(ARTIFACTS, 'gm-print-1280.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('goes on to the retreats: the dislodged unit is owed a retreat, and the retreat phase is ruled the same way', async () => {
    const position: Position = { ...START, units: sortUnits([...START.units.filter((u) => !['war', 'mos'].includes(u.loc)), { power: 'RUS', type: 'A', loc: 'gal' }, { power: 'RUS', type: 'A', loc: 'boh' }]) };
    const link = `${site.server.origin}/sandbox/${caseLink({ rules: 'alexander', units: position.units.map((u) => `${u.power} ${u.type} ${u.loc}`), orders: 'Russia:\nA Gal-Vie\nA Boh S A Gal-Vie' })}`;
    const { page, errors } = await open(GM);
    await page.getByLabel('A sandbox link').check();
    await page.locator('#gm-link-text').fill(link);
    await page.getByRole('button', { name: 'Open link' }).click();
    // The case's orders fill the empty sheets box.
    await page.getByText('Its orders are in the sheets box.').waitFor();
    const moveText = 'Russia:\nA Gal-Vie\nA Boh S A Gal-Vie';
    await ruled(page, expected(position, moveText).length);
    assert.equal(await page.locator('tr.gm-row[data-unit="AUS A vie"]').getAttribute('data-dislodged'), 'true');
    assert.match(await page.locator('.gm-retreats').innerText(), /Austria A Vienna, dislodged by the attack from Galicia: may retreat to .*Tyrolia/);
    await page.getByRole('button', { name: 'Continue to the Spring 1901 retreats' }).click();
    assert.match(await page.locator('.gm-phase').innerText(), /Spring 1901 movement/);
    assert.equal(await page.locator('.gm-phase').getAttribute('data-gm-phase'), 'retreat');
    const next = ruleSheets(position, moveText, 'alexander').next;
    assert.ok('position' in next);
    const retreatText = 'Austria:\nA Vienna to Tyrol';
    await page.locator('#gm-sheets').fill(retreatText);
    const want = expected(next.position, retreatText);
    await ruled(page, want.length);
    assert.deepEqual(await rowsOf(page), want);
    assert.equal(await page.locator('tr.gm-row[data-unit="AUS A vie"]').getAttribute('data-outcome'), 'succeeds');
    await page.screenshot({ path: join(ARTIFACTS, 'gm-retreat-1280.png'), fullPage: true });
    // Back to the movement, with its sheets.
    await page.getByRole('button', { name: /^Back to / }).click();
    assert.equal(await page.locator('#gm-sheets').inputValue(), moveText);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('keeps the sandbox’s game for fewer players: Italy’s order is set aside in a six-player game (V.5.a)', async () => {
    const six = startState('alexander', 'standard', 'six');
    const { page, errors } = await open(GM);
    await page.evaluate((saved) => localStorage.setItem('diplomacy-rules-lab:sandbox:v1', JSON.stringify(saved)), { tab: 'another', saved: Date.now(), state: stateToJson(six) });
    await page.getByLabel('The sandbox’s current position').check();
    assert.match(await page.locator('.gm-phase').innerText(), /six players, without Italy/);
    const text = 'Italy:\nA Ven-Tyr\nAustria:\nA Vie-Gal';
    await page.locator('#gm-sheets').fill(text);
    const want = rulePhase(current(six).position, text, 'alexander', { variant: 'six' }).json.orders.map((e) => [e.line === null ? null : String(e.line), rowUnit(e), e.outcome]);
    await ruled(page, want.length);
    assert.deepEqual((await rowsOf(page)).map((r) => r.slice(0, 3)), want);
    assert.equal(await page.locator('tr.gm-row[data-unit="ITA A ven"][data-line]').getAttribute('data-outcome'), 'illegal');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('rules the adjustments of the sandbox saved in this browser: a build and a disband', async () => {
    // Austria takes Warsaw in the fall: Austria owes a build, Russia a disband.
    const spring = play(withOrders(startState('alexander'), 'Austria:\nA Vie-Gal\nRussia:\nA War-Ukr')).state;
    const winter = play(withOrders(spring, 'Austria:\nA Gal-War')).state;
    const position = current(winter).position;
    assert.equal(position.phase, 'adjustment');
    const { page, errors } = await open(GM);
    await page.evaluate((saved) => localStorage.setItem('diplomacy-rules-lab:sandbox:v1', JSON.stringify(saved)), { tab: 'another', saved: Date.now(), state: stateToJson(winter) });
    await page.getByLabel('The sandbox’s current position').check();
    assert.match(await page.locator('.gm-phase').innerText(), /Fall 1901 adjustment, the sandbox’s current position/);
    const text = 'Austria: Build A Vienna\nRussia:\ndisband Ukraine';
    await page.locator('#gm-sheets').fill(text);
    const want = expected(position, text);
    await ruled(page, want.length);
    assert.deepEqual(await rowsOf(page), want);
    assert.match(await page.locator('tr.gm-row[data-unit="AUS A vie"]').innerText(), /builds an army in Vienna/);
    assert.equal(await page.locator('tr.gm-row[data-unit="RUS A ukr"]').getAttribute('data-outcome'), 'succeeds');
    assert.match(await page.locator('.gm-units').innerText(), /Austria: A Budapest, F Trieste, A Vienna, A Warsaw\nEngland/);
    assert.match(await page.locator('.gm-units').innerText(), /Russia: A Moscow, F Sevastopol, F St\. Petersburg \(south coast\)\n/);
    await page.screenshot({ path: join(ARTIFACTS, 'gm-adjustment-1280.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });

  // How long its longest task is, `npm run bench:site` measures and prints; this test asserts no time.
  it('a 1 MB paste keeps the text, shows “Ruling…”, and draws its rows a thousand at a time', async () => {
    const { page, errors } = await open(GM, 390);
    const big = 'Austria:\nA Vie-Gal\nRussia:\nA War-Gal\nFrance: F Mid-Spa\n'.repeat(20_000).slice(0, 1_000_000);
    // A paste: the whole text arrives at once, with one input event.
    await page.locator('#gm-sheets').evaluate((area: HTMLTextAreaElement, text) => {
      area.value = text;
      area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    }, big);
    await page.locator('.gm-working').waitFor();
    // Until the ruling is back and its first rows are drawn: a megabyte gives some 55,000 rows, drawn
    // a thousand at a time, so that neither the paste nor the answer holds the page.
    await page.locator('.gm-working').waitFor({ state: 'detached' });
    await page.locator('.gm-result .gm-more button').first().waitFor();
    await page.waitForTimeout(500);
    assert.equal((await page.locator('#gm-sheets').inputValue()).length, big.length);
    assert.equal(await page.locator('tr.gm-row').count(), 1000);
    await page.locator('.gm-result .gm-more button').first().click();
    await page.waitForFunction(() => document.querySelectorAll('tr.gm-row').length === 2000);
    // A short text replaces it and is ruled at once (the busy worker is ended).
    await page.locator('#gm-sheets').fill('Austria:\nA Vie-Gal');
    await ruled(page, 22);
    assert.equal(await page.locator('tr.gm-row[data-unit="AUS A vie"]').getAttribute('data-outcome'), 'succeeds');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('shows script and SVG payloads in sheets, links and files as text, never as markup', async () => {
    const payloads = ['<script>alert(1)</script>', '<svg onload=alert(1)>', '<img src=x onerror=alert(1)>'];
    const { page, errors } = await open(GM);
    const text = `England:\n${payloads[0]}\nF Lon-${payloads[1]}\n${payloads[2]}`;
    await page.locator('#gm-sheets').fill(text);
    await ruled(page, expected(START, text).length);
    // In the table, or among the lines that order nothing: as written either way.
    await page.locator('.gm-not-orders summary').click();
    const shown = await page.locator('.gm-result').innerText();
    for (const p of payloads) assert.ok(shown.includes(p), `the ruling shows ${p} as written`);
    assert.equal(await page.locator('.gm-result svg, .gm-result script, img[src="x"]').count(), 0);
    // In a link's orders: they fill the sheets box as text.
    await page.locator('#gm-sheets').fill('');
    await page.getByLabel('A sandbox link').check();
    await page.locator('#gm-link-text').fill(`${site.server.origin}/sandbox/${caseLink({ units: ['ENG F lon'], orders: `England:\n${payloads[1]}` })}`);
    await page.getByRole('button', { name: 'Open link' }).click();
    await page.waitForFunction((p) => document.querySelector('.gm-not-orders li[data-line="2"]')?.textContent?.includes(p), payloads[1]);
    // In an imported file: its name and its orders stay text.
    await page.getByLabel('An imported file').check();
    await page.locator('#gm-file-input').setInputFiles({ name: '<svg onload=alert(1)>.json', mimeType: 'application/json', buffer: Buffer.from('{"units": ["ENG F lon"], "orders": "<svg onload=alert(1)>"') });
    assert.match(await page.getByRole('alert').innerText(), /<svg onload=alert\(1\)>\.json: The file looks like JSON but is not valid JSON/);
    await page.waitForTimeout(200);
    assert.equal(await page.locator('.gm svg, .gm script, img[src="x"]').count(), 0);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('says which other engines would rule a row otherwise: a via-convoy move with no convoy (DATC 6.G.8)', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await open(GM, width);
      await page.locator('.gm-rules select').selectOption('datc');
      await page.locator('#gm-sheets').fill('France:\nA Marseilles - Spain via convoy\nF Brest - Mid-Atlantic Ocean');
      await ruled(page, 22);
      const row = page.locator('tr.gm-row[data-unit="FRA A mar"]');
      assert.equal(await row.getAttribute('data-outcome'), 'fails');
      const note = row.locator('[data-engine-note="6.G.8"]');
      assert.match(await note.innerText(), /^godip, python-diplomacy and webDiplomacy rule it: succeeds \(a via-convoy move with no convoy; DATC 6\.G\.8\)\. Why they differ$/);
      assert.equal(await note.locator('a').getAttribute('href'), '/datc/6g/#6-g-8');
      assert.equal(await page.locator('[data-engine-note]').count(), 1);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(ARTIFACTS, `gm-other-engines-${width}.png`) });
      // Under the Alexander Rules the army moves by land, as those engines rule: nothing to say.
      await page.locator('.gm-rules select').selectOption('alexander');
      await page.waitForFunction(() => document.querySelector('tr.gm-row[data-unit="FRA A mar"]')?.getAttribute('data-outcome') === 'succeeds');
      assert.equal(await page.locator('[data-engine-note]').count(), 0);
      assert.deepEqual(errors, []);
      await page.close();
    }
  });

  it('axe finds nothing serious, with a ruling shown', async () => {
    for (const width of [1280, 390]) {
      const { page } = await open(GM, width);
      await page.getByRole('button', { name: 'Sample messy sheets' }).click();
      await page.locator('tr.gm-row').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.gm-working'));
      await page.screenshot({ path: join(ARTIFACTS, `gm-sample-${width}.png`) });
      assert.deepEqual(await seriousViolations(page, { include: ['main'] }), []);
      await page.close();
    }
  });
});
