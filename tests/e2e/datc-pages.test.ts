/**
 * The DATC section pages (issue 15, "The DATC on the board"): every case of 6.F is a board whose rows
 * carry the case file's outcomes, boards stay static until touched, and switching Pandin's paradox
 * (6.F.16) to the Alexander Rules marks what changes and why. Debian's chromium via playwright-core,
 * against the built site.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { loadDatcSection, loadDatcTables } from '../../src/lib/datcCases';
import { ARTIFACTS, collectErrors, useSite } from './harness';

const PAGE = '/datc/6f/';
const cases = loadDatcSection('6.F').cases;
const alexander = loadDatcTables().alexander!;

const site = useSite();

async function open(path: string, width = 1280): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const context = await site.browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
  const page = await context.newPage();
  // A context may already be closing with the browser at the end of the file.
  page.on('close', () => void context.close().catch(() => {}));
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(site.server.origin + path, { waitUntil: 'load' });
  return { page, errors, requests };
}

/** The unit an order line orders: "ENG F nth C A lon - hol" → "ENG F nth". */
const unitOf = (line: string) => line.split(' ').slice(0, 3).join(' ');
const row = (section: Locator, unit: string) => section.locator(`.sc-order[data-unit="${unit}"][data-line]`);

describe('the DATC section page 6.F', () => {
  it('shows every case as a board whose rows carry the case file’s units and outcomes', async () => {
    const { page, errors, requests } = await open(PAGE);
    assert.equal(await page.locator('h1').innerText(), '6.F Convoys');
    assert.equal(await page.locator('section.scenario[data-scenario^="datc/6.F."]').count(), cases.length);
    for (const c of cases) {
      const section = page.locator(`section[data-scenario="datc/${c.id}"]`);
      assert.equal(await section.getAttribute('id'), c.id.toLowerCase().replace(/\./g, '-'));
      assert.equal(await section.getAttribute('data-rules'), 'datc');
      for (const line of c.orders) {
        const [text, outcome] = Object.entries(line)[0];
        const r = row(section, unitOf(text));
        assert.equal(await r.count(), 1, `${c.id}: one row for ${text}`);
        assert.equal(await r.getAttribute('data-outcome'), outcome, `${c.id}: ${text}`);
      }
      // Every dislodged unit, and only those, is shown dislodged: on its order's row, or on the
      // row of the hold an illegal order leaves it with (6.F.12).
      const shown = await section.locator('.sc-order[data-dislodged="true"], .sc-order[data-outcome="dislodged"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-unit')));
      assert.deepEqual([...new Set(shown)].sort(), [...c.dislodged].sort(), `${c.id}: dislodged`);
    }
    // Boards are static until touched: neither the engine nor Monaco has loaded.
    assert.ok(!requests.some((r) => /\/engine\.[\w-]+\.js$/.test(r) || /monaco/i.test(r)), requests.join(' '));
    assert.deepEqual(errors, []);
    await page.close();
  });

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
    assert.match(note, /Differs from the DATC/);
    assert.match(note, /IV\.5\.f/);
    // The switch loaded the engine, and only then.
    assert.ok(requests.some((r) => /\/engine\.[\w-]+\.js$/.test(r)));
    await section.screenshot({ path: join(ARTIFACTS, 'datc-6f16-alexander-1280.png') });
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('axe finds no serious or critical violation', async () => {
    const { page } = await open(PAGE);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(
      bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`),
      [],
    );
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

  it('the retreat section 6.H lists its cases as text, each at its anchor', async () => {
    const { page, errors } = await open('/datc/6h/#6-h-5');
    const h = loadDatcSection('6.H').cases;
    assert.equal(await page.locator('section.datc-case[data-phase="retreat"]').count(), h.length);
    const c = h.find((x) => x.id === '6.H.5')!;
    const section = page.locator('[id="6-h-5"]');
    for (const line of c.orders) {
      const [text, outcome] = Object.entries(line)[0];
      assert.equal(await section.locator('.datc-case-orders li', { hasText: text }).last().getAttribute('data-outcome'), outcome);
    }
    await section.screenshot({ path: join(ARTIFACTS, 'datc-6h5-1280.png') });
    assert.deepEqual(errors, []);
    await page.close();
  });
});
