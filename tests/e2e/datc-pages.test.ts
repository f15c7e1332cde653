/**
 * The DATC section pages : every case of every section, 6.A to
 * 6.J, is a board at its anchor whose rows carry the case file's outcomes (a retreat case with its
 * movement is two boards: the movement, then the retreats), boards stay static until touched, and
 * switching Pandin's paradox (6.F.16) to the Alexander Rules marks what changes and why.
 * Debian's chromium via playwright-core, against the built site.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import type { Case } from '../../engine/testCases/caseFile';
import { datcAnchor, loadDatcSections, loadDatcTables, sectionPage } from '../../src/lib/datcCases';
import { JS_BUDGET_KB } from '../../bench/site';
import { ARTIFACTS, distFile, downloadImage, inlineScriptGzip, openPage, pngSize, recordScripts, seriousViolations, useSite, waitForBoards } from './harness';

const PAGE = '/datc/6f/';
const alexander = loadDatcTables().alexander!;

const site = useSite();

const open = (path: string, width = 1280) => openPage(site, path, { width });

/** The unit an order line orders: "ENG F nth C A lon - hol" → "ENG F nth". */
const unitOf = (line: string) => line.split(' ').slice(0, 3).join(' ');
const row = (section: Locator, unit: string) => section.locator(`.sc-order[data-unit="${unit}"][data-line]`);

/** The unit a build or removal line names: "GER Build A kie" → "GER A kie". */
const unitOfAdjustment = (line: string) => {
  const [power, , type, loc] = line.split(' ');
  return `${power} ${type} ${loc}`;
};

/**
 * A board's rows against a phase of a case: one written row per order line, each with the case's
 * outcome (a retreat or adjustment line the reader does not follow, e.g. a build without a coast,
 * shows "not-followed" for the DATC's illegal or failed order: it is not carried out either way),
 * and a row for every unit the phase concerns.
 */
async function checkRows(board: Locator, c: Case, lines: Record<string, string>[], phase: Case['phase'], label: string) {
  const written = await board.locator('.sc-order[data-line]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-outcome')));
  assert.equal(written.length, lines.length, `${label}: one row per order line`);
  const want = lines.map((l) => Object.values(l)[0]);
  // The reader does not follow a line it cannot pin to the order (another power's unit, 6.A.6; a
  // coast left out, 6.B.1; a build in another power's centre, 6.I.1): the order the DATC calls illegal
  // (or, for a second build or removal, failed) is not carried out either way.
  const notCarriedOut = (o: string | null) => o === 'not-followed' || o === 'illegal' || (phase !== 'movement' && o === 'fails');
  const normal = (list: (string | null)[]) => list.map((o) => (notCarriedOut(o) ? 'not carried out' : o)).sort();
  assert.deepEqual(normal(written), normal(want), `${label}: outcomes`);
  if (phase === 'movement' || phase === 'retreat') {
    // Each ordered unit has a written row; matched by province, since the row names the unit that
    // stands there (an order for another power's unit, 6.A.6; the wrong coast, 6.B.10).
    const rows = await board.locator('.sc-order[data-line]').evaluateAll((list) => list.map((r) => ({ unit: r.getAttribute('data-unit') ?? '', outcome: r.getAttribute('data-outcome') })));
    const province = (unit: string) => (unit.split(' ')[2] ?? '').split('/')[0];
    for (const line of lines) {
      const [text, outcome] = Object.entries(line)[0];
      const mine = rows.filter((r) => province(r.unit) === province(unitOf(text)));
      assert.ok(mine.length >= 1, `${label}: a row for ${text}`);
      if (phase === 'movement') assert.ok(mine.some((r) => r.outcome === outcome || (outcome === 'illegal' && r.outcome === 'not-followed')), `${label}: ${text}: ${mine.map((r) => r.outcome).join()}, not ${outcome}`);
    }
  }
  if (phase === 'movement') {
    // Every dislodged unit, and only those, is shown dislodged: on its order's row, or on the
    // row of the hold an illegal order leaves it with (6.F.12).
    const shownDislodged = await board.locator('.sc-order[data-dislodged="true"], .sc-order[data-outcome="dislodged"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-unit')));
    assert.deepEqual([...new Set(shownDislodged)].sort(), [...c.dislodged].sort(), `${label}: dislodged`);
  }
  if (phase === 'retreat') {
    // Each disbanded unit has a row saying so: a failed or illegal retreat, or its disbanding.
    for (const u of c.disbanded) assert.ok((await board.locator(`.sc-order[data-unit="${u}"]`).count()) >= 1, `${label}: a row for ${u}`);
  }
  if (phase === 'adjustment') {
    for (const line of lines) {
      const [text, outcome] = Object.entries(line)[0];
      if (outcome !== 'succeeds') continue;
      assert.equal(await board.locator(`.sc-order[data-line][data-unit="${unitOfAdjustment(text)}"]`).first().getAttribute('data-outcome'), 'succeeds', `${label}: ${text}`);
    }
    for (const u of c.civilDisorder) assert.equal(await board.locator(`.sc-order:not([data-line])[data-unit="${u}"]`).count(), 1, `${label}: civil disorder removes ${u}`);
  }
}

describe('the DATC section pages', () => {
  for (const file of loadDatcSections()) {
    it(`${file.section}: every case is a board at its anchor, whose rows carry the case file’s units and outcomes`, async () => {
      const { page, errors, requests } = await open(sectionPage(file.section));
      assert.match(await page.locator('h1').innerText(), new RegExp(`^${file.section.replace('.', '\\.')} `));
      for (const c of file.cases) {
        const anchor = page.locator(`[id="${datcAnchor(c.id)}"]`);
        assert.equal(await anchor.count(), 1, `${c.id}: its anchor`);
        const boards = page.locator(`section.scenario[data-scenario="datc/${c.id}"]`);
        if (c.phase === 'retreat' && c.before) {
          // The movement, then its retreats, under the case's heading.
          assert.equal(await anchor.locator('section.scenario').count(), 2, `${c.id}: two boards`);
          assert.deepEqual(await boards.evaluateAll((b) => b.map((x) => x.getAttribute('data-phase'))), ['movement', 'retreat']);
          await checkRows(boards.nth(0), c, c.before, 'movement', `${c.id} movement`);
          await checkRows(boards.nth(1), c, c.orders, 'retreat', `${c.id} retreat`);
        } else {
          assert.equal(await boards.count(), 1, `${c.id}: one board`);
          assert.equal(await boards.getAttribute('id'), datcAnchor(c.id));
          assert.equal(await boards.getAttribute('data-rules'), 'datc');
          if (c.phase !== 'movement') assert.equal(await boards.getAttribute('data-phase'), c.phase);
          await checkRows(boards, c, c.orders, c.phase, c.id);
        }
      }
      assert.equal(await page.locator('section.scenario[data-scenario^="datc/"]').count(), file.cases.reduce((n, c) => n + (c.before ? 2 : 1), 0));
      // Beside every case, the other engines: each with data-engine and data-agrees, or a word on why not.
      const blocks = page.locator('[data-other-engines]');
      assert.deepEqual(await blocks.evaluateAll((list) => list.map((b) => b.getAttribute('data-other-engines'))), file.cases.map((c) => c.id));
      for (const b of await blocks.all()) {
        const engines = await b.locator('[data-engine]').evaluateAll((list) => list.map((e) => `${e.getAttribute('data-engine')}:${e.getAttribute('data-agrees')}`));
        if ((await b.getAttribute('data-shown')) === 'true') {
          assert.deepEqual(engines.map((e) => e.split(':')[0]), ['godip', 'mila', 'js-diplomacy', 'webdiplomacy']);
          assert.ok(engines.every((e) => /:(true|false|unknown)$/.test(e)), engines.join(' '));
        } else assert.equal(engines.length, 0);
      }
      // Boards are static until touched: neither the engine nor Monaco has loaded.
      assert.ok(!requests.some((r) => /\/engine[\w-]*\.[\w-]+\.js$/.test(r) || /monaco/i.test(r)), requests.join(' '));
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});

describe('the DATC section page 6.F', () => {
  it('switching Pandin’s paradox (6.F.16) to the Alexander Rules marks each difference the table lists', async () => {
    const { page, errors, requests } = await open(`${PAGE}#6-f-16`);
    const section = page.locator('[id="6-f-16"]');
    await section.scrollIntoViewIfNeeded();
    const fleet = row(section, 'FRA F eng');
    assert.equal(await fleet.getAttribute('data-outcome'), 'disrupted');
    // The page states the Alexander ruling beneath the board, from the differences table.
    assert.match(await section.locator('.sc-other').first().innerText(), /Under the Alexander Rules \(Alexander IV\.5\.f\)/);
    await section.getByRole('combobox', { name: 'Rule set' }).selectOption('alexander');
    await page.waitForFunction(() => document.querySelector('[id="6-f-16"] .sc-order[data-unit="FRA F eng"]')?.getAttribute('data-outcome') === 'available');
    const expected = alexander.get('6.F.16')!;
    for (const [text, outcome] of Object.entries(expected.orders)) {
      const r = row(section, unitOf(text));
      assert.equal(await r.getAttribute('data-outcome'), outcome, text);
      assert.ok((await r.getAttribute('class'))?.includes('sc-changed'), `${text} is marked`);
    }
    assert.equal(await section.locator('.sc-order.sc-changed').count(), Object.keys(expected.orders).length);
    assert.equal(await fleet.getAttribute('data-dislodged'), 'true');
    const note = await fleet.locator('.sc-diff').innerText();
    assert.match(note, /Differs from the DATC preferences, where the convoy is disrupted \(DATC/);
    assert.match(note, /IV\.5\.f/);
    // The switch loaded the engine, and only then.
    assert.ok(requests.some((r) => /\/engine\.[\w-]+\.js$/.test(r)));
    await section.screenshot({ path: join(ARTIFACTS, 'datc-6f16-alexander-1280.png') });
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('axe finds no serious or critical violation', async () => {
    const { page } = await open(PAGE);
    assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  for (const width of [1280, 390]) {
    it(`screenshots at ${width} px: the top of the page and a board`, async () => {
      const { page, errors } = await open(`${PAGE}`, width);
      await page.screenshot({ path: join(ARTIFACTS, `datc-6f-${width}.png`) });
      await page.addStyleTag({ content: 'header.header, mobile-starlight-toc { visibility: hidden !important; }' });
      const section = page.locator('[id="6-f-14"]');
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: join(ARTIFACTS, `datc-6f14-${width}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  for (const width of [1280, 390]) {
    it(`screenshots at ${width} px of a movement and its retreats (6.H.9) and an adjustment (6.J.2), with no sideways scroll`, async () => {
      for (const [path, id] of [['/datc/6h/', '6-h-9'], ['/datc/6j/', '6-j-2']] as const) {
        const { page, errors } = await open(path, width);
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${path}: no horizontal overflow at ${width} px`);
        await page.addStyleTag({ content: 'header.header, mobile-starlight-toc { visibility: hidden !important; }' });
        const c = page.locator(`[id="${id}"]`);
        await c.scrollIntoViewIfNeeded();
        await c.screenshot({ path: join(ARTIFACTS, `datc-${id}-${width}.png`) });
        assert.deepEqual(errors, []);
        await page.close();
      }
    });
  }

  for (const path of ['/datc/6h/', '/datc/6j/']) {
    it(`${path} ships no more JavaScript than a rule page may (${JS_BUDGET_KB} KB gzipped), with its first board ready`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(site.server.origin + path, { waitUntil: 'networkidle' });
      await page.locator('figure.board').first().scrollIntoViewIfNeeded();
      await waitForBoards(page);
      await page.waitForLoadState('networkidle');
      const total = scripts().reduce((n, x) => n + x.gzip, 0) + inlineScriptGzip(readFileSync(distFile(path)!, 'utf8'));
      console.log(`${path}: ${(total / 1024).toFixed(1)} KB of JavaScript, gzipped, before any interaction`);
      assert.ok(total <= JS_BUDGET_KB * 1024, `${path}: ${(total / 1024).toFixed(1)} KB`);
      await context.close();
    });
  }

  it('6.H.12 says beneath its boards what the Alexander Rules and the 2008 rulebook change, phase by phase', async () => {
    const { page, errors } = await open('/datc/6h/#6-h-12');
    const c = page.locator('[id="6-h-12"]');
    const others = c.locator('.sc-other');
    assert.equal(await others.count(), 2);
    const alexander = await others.nth(0).innerText();
    assert.match(alexander, /Under the Alexander Rules/);
    assert.match(alexander, /Spring 1901 movement: ENG A lvp - edi via convoy: succeeds/);
    assert.match(alexander, /Spring 1901 retreat: ENG A lvp - edi: illegal/);
    assert.match(await others.nth(1).innerText(), /Under the 2008 rulebook[\s\S]*disbanded: ENG A lvp, ENG F eng/);
    assert.deepEqual(errors, []);
    await page.close();
  });

describe('a case board as an image', () => {
  it('6.D.2 downloads as SVG and PNG: each unit once, each order with its row\'s outcome, a title and embedded fonts; "After the orders" draws the dislodged unit', async () => {
    const { page, errors } = await open('/datc/6d/#6-d-2');
    const c = page.locator('[id="6-d-2"]');
    await waitForBoards(page);
    const rows = await c.locator('.sc-order[data-outcome]').evaluateAll((els) => els.map((e) => ({ unit: e.getAttribute('data-unit')!, outcome: e.getAttribute('data-outcome')! })));
    const control = c.locator('[data-export="image"]');
    const { svg } = await downloadImage(page, control, 'svg', 800);
    assert.equal(svg!.width, 800);
    assert.equal(svg!.fonts, 'embedded');
    assert.match(svg!.title, /^6\.D\.2/);
    assert.deepEqual([...svg!.units].sort(), [...new Set(rows.map((r) => r.unit))].sort(), 'one unit element per unit of the rows');
    assert.deepEqual([...svg!.orders].sort(), rows.map((r) => `${r.unit} ${r.outcome}`).sort());
    await c.locator('.sc-view-after').check();
    const after = await downloadImage(page, control, 'svg', 800);
    assert.match(after.svg!.title, /after the orders/);
    assert.equal(after.svg!.units.length, rows.length, 'the view after the orders, alone');
    const png = await downloadImage(page, control, 'png', 1200);
    assert.equal(pngSize(png.bytes).width, 2400);
    writeFileSync(join(ARTIFACTS, 'datc-6-d-2-image-1200.png'), png.bytes);
    await page.screenshot({ path: join(ARTIFACTS, 'datc-image-menu-1280.png') });
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('a case card', () => {
  it('6.F.16 (Pandin\'s paradox): every order under the four rule sets side by side, the page\'s column equal to its rows, and the other engines', async () => {
    const { page, errors } = await open('/datc/6f/#6-f-16');
    const c = page.locator('[id="6-f-16"]');
    await waitForBoards(page);
    const rows = await c.locator('.sc-order[data-outcome]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-unit')} ${e.getAttribute('data-outcome')}`));
    const { svg, bytes } = await downloadImage(page, c.locator('[data-export="image"]'), 'svg', 1200, true);
    assert.match(svg!.title, /^6\.F\.16.*the rule sets compared/);
    const cells = svg!.orders.map((o) => o.split(' '));
    assert.deepEqual([...new Set(cells.map((x) => x[0]))].sort(), ['alexander', 'calsmun', 'datc', 'rulebook2008']);
    assert.deepEqual(cells.filter((x) => x[0] === 'datc').map((x) => x.slice(1).join(' ')).sort(), [...rows].sort(), 'the page\'s rule set, as its rows say');
    assert.ok(cells.some((x) => x[0] === 'alexander' && !rows.includes(x.slice(1).join(' '))), 'the Alexander Rules rule the paradox otherwise');
    assert.match(bytes.toString('utf8'), /godip agrees/);
    const png = await downloadImage(page, c.locator('[data-export="image"]'), 'png', 1200, true);
    writeFileSync(join(ARTIFACTS, 'datc-6-f-16-card-1200.png'), png.bytes);
    assert.equal(pngSize(png.bytes).width, 2400);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('the other engines', () => {
  it('6.G.8 shows every engine differing, with the choice behind it; /datc/engines/ has the matrix and each engine\'s cases', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await openPage(site, '/datc/6g/#6-g-8', { width });
      const block = page.locator('[data-other-engines="6.G.8"]');
      await block.locator('summary').click();
      assert.deepEqual(await block.locator('[data-engine]').evaluateAll((l) => l.map((e) => `${e.getAttribute('data-engine')}:${e.getAttribute('data-agrees')}`)), [
        'godip:false', 'mila:false', 'js-diplomacy:false', 'webdiplomacy:false',
      ]);
      assert.match(await block.locator('[data-engine="webdiplomacy"]').innerText(), /differs\. Expects the army to move by land to Holland.*A via-convoy move with no convoy.*documented test data \(not run\)/s);
      await block.screenshot({ path: join(ARTIFACTS, `datc-other-engines-6g8-${width}.png`) });
      assert.deepEqual(errors, []);
      await page.close();
    }
    const { page, errors } = await openPage(site, '/datc/engines/');
    assert.equal(await page.locator('[data-engines-matrix] tbody tr').count(), 4);
    // The totals come first, so a phone shows them without scrolling.
    assert.equal((await page.locator('[data-engines-matrix] tr[data-engine="mila"] td').first().innerText()).trim(), '167 / 9 / 0');
    assert.match(await page.locator('[data-engine-page="godip"] [data-case="6.G.8"]').innerText(), /6\.G\.8: Moves the army by land/);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
});
