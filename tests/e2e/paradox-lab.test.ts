/**
 * The paradox lab (/paradoxes/): the decision graph of Pandin's paradox shows its cycle,
 * hovering a decision highlights its unit on the board (and a unit its decisions), switching the
 * rule set redraws the graph, a case saves as YAML, and axe finds nothing serious. Debian's
 * chromium via playwright-core, against the built site.
 */
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { JS_BUDGET_KB } from '../../bench/site';
import { ARTIFACTS, collectErrors, distFile, inlineScriptGzip, openPage, recordScripts, seriousViolations, useSite, waitForBoards } from './harness';

const LAB = '/paradoxes/';
const PANDIN = '[data-lab-case="alexander/pandin-london"]';

const site = useSite();

const open = (path: string, width = 1280) => openPage(site, path, { width, height: 900 });

describe('the paradox lab', () => {
  it('draws the cycle of Pandin’s paradox, and hovering a decision highlights its unit and order', async () => {
    for (const width of [1280, 390]) {
      const { page, errors, requests } = await open(`${LAB}#alexander-pandin-london`, width);
      const box = page.locator(PANDIN);
      await box.scrollIntoViewIfNeeded();
      assert.ok(!requests.some((r) => /\/(labCase|engine)\.[\w-]+\.js$/.test(r)), 'the graph code loaded before any click');
      await box.getByRole('button', { name: 'Show the decision graph' }).click();
      const graph = box.locator('[data-lab-graph]');
      await graph.locator('.lab-node').first().waitFor();
      assert.ok(requests.some((r) => /\/labCase\.[\w-]+\.js$/.test(r)), 'the graph code loads on the click');
      // The cycle: a ring, settled by IV.5.f, through the convoy, its route and London's support.
      assert.equal(await graph.getAttribute('data-settlements'), 'counterfactual');
      assert.equal(await graph.locator('.lab-ring').count(), 1);
      const inCycle = await graph.locator('.lab-node.lab-in-cycle').evaluateAll((ns) => ns.map((n) => n.getAttribute('data-decision')));
      for (const id of ['path:0', 'convoy:1', 'support:2']) assert.ok(inCycle.includes(id), `${id} is on the ring: ${inCycle.join(' ')}`);
      assert.ok((await graph.locator('.lab-edge-cycle').count()) >= inCycle.length);
      assert.match(await graph.locator('.lab-graph-settled').innerText(), /IV\.5\.f: in the world where A Brest has no effect, a convoy route survives/);
      // Hover London's support: London's fleet and its order light up.
      await graph.locator('[data-decision="support:2"]').hover();
      assert.equal(await box.locator('figure.board .bd-before .bd-unit[data-province="lon"].lab-hl').count(), 1);
      assert.equal(await box.locator('.sc-order[data-unit="ENG F lon"].lab-hl').count(), 1);
      assert.equal(await box.locator('figure.board .bd-before .bd-unit.lab-hl').count(), 1);
      // The graph scales to the page: nothing scrolls sideways, at 390 px too.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `no horizontal overflow at ${width} px`);
      // Its frame fits the page; the drawing keeps 11 px labels and scrolls sideways inside the frame.
      const frame = await graph.locator('.lab-graph-scroll').boundingBox();
      const host = await graph.boundingBox();
      assert.ok(frame && host && frame.x >= host.x && frame.x + frame.width <= host.x + host.width + 0.5, `the graph's frame fits its box at ${width} px`);
      const label = await graph.locator('.lab-short').first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize) * (t as SVGTextElement).getScreenCTM()!.a);
      assert.ok(label >= 10.9, `a label of ${label} px at ${width} px`);
      await box.locator('[data-lab-graph]').screenshot({ path: join(ARTIFACTS, `paradox-lab-graph-${width}.png`) });
      await box.screenshot({ path: join(ARTIFACTS, `paradox-lab-pandin-${width}.png`) });
      // And the reverse: a unit on the board lights up its decisions.
      await page.mouse.move(0, 0);
      await box.locator('figure.board .bd-before .bd-unit[data-province="eng"]').hover({ force: true });
      const lit = await graph.locator('.lab-node.lab-hl').evaluateAll((ns) => ns.map((n) => n.getAttribute('data-decision')));
      assert.ok(lit.includes('convoy:1'), `the Channel fleet's decisions light up: ${lit.join(' ')}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  });

  it('switching the rule set redraws the graph: under the DATC the Szykman rule settles the cycle', async () => {
    const { page, errors } = await open(`${LAB}#alexander-pandin-london`);
    const box = page.locator(PANDIN);
    await box.scrollIntoViewIfNeeded();
    await box.getByRole('button', { name: 'Show the decision graph' }).click();
    const graph = box.locator('[data-lab-graph]');
    await graph.locator('.lab-node').first().waitFor();
    await box.getByRole('combobox', { name: 'Rule set' }).selectOption('datc');
    await page.waitForFunction((sel) => document.querySelector(`${sel} [data-lab-graph]`)?.getAttribute('data-rules') === 'datc', PANDIN);
    assert.equal(await graph.getAttribute('data-settlements'), 'szykman');
    assert.match(await graph.locator('.lab-graph-settled').innerText(), /Szykman/);
    assert.match(await graph.locator('.lab-graph-settled a, .lab-graph-settled span').first().innerText(), /DATC 4\.A\.2/);
    // The convoy's decision (is the convoying fleet dislodged?) now reads "dislodged".
    assert.match((await graph.locator('[data-decision="convoy:1"]').getAttribute('aria-label')) ?? '', /F English Channel: dislodged/);
    // The same board under all four rule sets: the DATC column marks the convoy and cites both rules.
    const cell = box.locator('tr[data-unit="FRA F eng"] td[data-rules="datc"]');
    assert.ok(await cell.evaluate((td) => td.classList.contains('lab-differs-cell')));
    assert.match(await box.locator('.lab-why li[data-rules="datc"]').innerText(), /Alexander IV\.5\.f against DATC 4\.A\.2/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('saves the board, as edited, as a YAML case file', async () => {
    const { page, errors } = await open(`${LAB}#alexander-pandin-london`);
    const box = page.locator(PANDIN);
    await box.scrollIntoViewIfNeeded();
    // Catch the download in the page (a Playwright download outlives its context and rejects on close).
    await page.evaluate(() => {
      const w = window as unknown as { saved?: Promise<{ name: string; text: string }> };
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) w.saved = fetch(this.href).then(async (r) => ({ name: this.download, text: await r.text() }));
      };
    });
    await box.getByRole('button', { name: /Save as a case file/ }).click();
    await page.waitForFunction(() => Boolean((window as unknown as { saved?: unknown }).saved));
    const saved = await page.evaluate(() => (window as unknown as { saved: Promise<{ name: string; text: string }> }).saved);
    assert.match(saved.name, /\.yaml$/);
    const text = saved.text;
    assert.match(text, /FRA F eng C A bre - lon: available/);
    assert.match(text, /rules:\n\s+- alexander\n\s+- datc/);
    assert.match(await box.locator('[data-lab-status]').innerText(), /npm run -s datc/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('axe finds nothing serious with the graph open, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const { page } = await open(`${LAB}#alexander-pandin-london`, width);
      const box = page.locator(PANDIN);
      await box.scrollIntoViewIfNeeded();
      await box.getByRole('button', { name: 'Show the decision graph' }).click();
      await box.locator('[data-lab-graph] .lab-node').first().waitFor();
      assert.deepEqual(await seriousViolations(page, { include: [PANDIN, '[data-rule-set-table]'] }), []);
      await page.close();
    }
  });
  it('stays light: under 800 KB of HTML, boards fetched as their cases come near, JavaScript within budget', async () => {
    const html = distFile(LAB)!;
    assert.ok(statSync(html).size < 800 * 1024, `/paradoxes/ is ${(statSync(html).size / 1024).toFixed(0)} KB of HTML`);
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(site.server.origin + LAB, { waitUntil: 'networkidle' });
    await page.locator('figure.board').first().scrollIntoViewIfNeeded();
    await waitForBoards(page);
    await page.waitForLoadState('networkidle');
    const total = scripts().reduce((n, x) => n + x.gzip, 0) + inlineScriptGzip(readFileSync(html, 'utf8'));
    console.log(`/paradoxes/: ${(statSync(html).size / 1024).toFixed(0)} KB of HTML, ${(total / 1024).toFixed(1)} KB of JavaScript gzipped`);
    assert.ok(total <= JS_BUDGET_KB * 1024, `${(total / 1024).toFixed(1)} KB of JavaScript`);
    // Far down the page, a case's board has not been fetched; scrolled to, it is, and it is live.
    const last = page.locator('[data-lab-case="datc/6.G.20"]');
    assert.ok(!requests.includes('/paradoxes/board/6-g-20/'));
    assert.equal(await last.locator('table[data-four-rulings]').count(), 1, 'the table is on the page from the start');
    await last.scrollIntoViewIfNeeded();
    await last.locator('section.scenario figure.board[data-ready]').waitFor();
    assert.ok(requests.includes('/paradoxes/board/6-g-20/'));
    assert.ok(await last.getByRole('button', { name: 'Show the decision graph' }).isVisible());
    assert.ok(await last.getByRole('button', { name: 'Edit orders' }).isVisible());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a board page’s own address leads to its case in the lab, with the site around it and the board loaded', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await open('/paradoxes/board/6-f-15/', width);
      await page.waitForURL(/\/paradoxes\/#6-f-15$/);
      const board = page.locator('[data-lab-case="datc/6.F.15"] section.scenario figure.board[data-ready]');
      await board.waitFor();
      // Starlight's page: its header and the lab's title; the map's land drawn in the board.
      assert.equal(await page.locator('header.header').count(), 1);
      assert.equal(await page.locator('h1#_top').innerText(), 'Paradox lab');
      assert.ok((await board.locator('use[href="#bd-map"]').count()) > 0, 'the board shows the shared map');
      const top = await page.locator('[id="6-f-15"] .sc-title').evaluate((h) => h.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
      assert.ok(top >= -2 && top <= 24, `the case's heading is ${Math.round(top)} px from the top line`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  });

  it('nothing links to a board page: it is a part of the lab, not a page to read', () => {
    const html = readFileSync(distFile(LAB)!, 'utf8');
    assert.deepEqual([...html.matchAll(/<a\b[^>]*href="(\/paradoxes\/board\/[^"]*)"/g)].map((m) => m[1]), []);
  });
});
