/**
 * The Mangled orders page: the line tester reads what the reader types, loading the
 * engine only on the first interaction; every seed-004 example is on the page without JavaScript;
 * nothing typed becomes HTML; axe finds nothing serious. Debian's chromium via playwright-core,
 * against the built site.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { readExamplesFile } from '../../src/lib/mangledExamples';
import { ARTIFACTS, openPage, seriousViolations, useSite } from './harness';

const PAGE = '/rules/mangled-orders/';
const TESTER = '[data-line-tester]';
const REPORT = `${TESTER} [data-lt="report"]`;

const site = useSite();

const open = (path: string, width = 1280, javaScriptEnabled = true, colorScheme: 'light' | 'dark' = 'light') =>
  openPage(site, path, { width, javaScriptEnabled, colorScheme });

/** Type a line into the tester, as a reader would, and wait for its report to show it. */
async function typeLine(page: Page, line: string, position?: string): Promise<void> {
  if (position) await page.locator(`${TESTER} [data-lt="position"]`).selectOption(position);
  const input = page.locator(`${TESTER} [data-lt="line"]`);
  await input.fill('');
  await input.pressSequentially(line);
  await page.waitForFunction(
    ([sel, value]) => document.querySelector<HTMLElement>(sel)?.closest('[data-line-tester]')?.getAttribute('data-live') === 'true' && document.querySelector<HTMLInputElement>(sel)?.value === value,
    [`${TESTER} [data-lt="line"]`, line] as const,
  );
}

const field = (page: Page, name: string) => page.locator(`${REPORT} [data-field="${name}"] dd`);
const text = async (page: Page, name: string) => ((await field(page, name).textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('the Mangled orders page', () => {
  it('loads no engine until the reader uses the tester, then reads a badly written line', async () => {
    const { page, errors, requests } = await open(PAGE);
    const engine = () => requests.filter((r) => /\/_astro\/(engine|tester)\./.test(r));
    assert.deepEqual(engine(), [], 'the engine must not load with the page');
    await typeLine(page, 'A Marsiellse move Gascany');
    assert.ok(engine().length >= 2, `the engine and the tester load on first use: ${requests.join(', ')}`);
    assert.equal(await text(page, 'degree'), 'Badly written');
    assert.equal(await text(page, 'reading'), 'A Mar-Gas — A Marseilles - Gascony');
    assert.match(await text(page, 'verdict'), /^Followed \(succeeds\)\. A Marseilles moves to Gascony\.$/);
    assert.match(await text(page, 'notes'), /“Marsiellse” read as Marseilles\./);
    assert.equal(await page.locator(`${REPORT} [data-field="meanings"]`).count(), 0);
    // The same line, misspelt into an illegal move, is still badly written.
    await typeLine(page, 'A Marsiellse move Pairs');
    assert.equal(await text(page, 'degree'), 'Badly written');
    assert.equal(await text(page, 'reading'), 'A Mar-Par — A Marseilles - Paris');
    assert.match(await text(page, 'verdict'), /^Illegal: not followed\./);
    await page.locator(TESTER).screenshot({ path: join(ARTIFACTS, 'mangled-tester-badly-written-1280.png') });
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('lists both meanings of an ambiguous line, and the unit holds', async () => {
    const { page, errors } = await open(PAGE);
    await typeLine(page, 'F Norwegian Sea move North', 'at-sea');
    assert.equal(await text(page, 'degree'), 'Ambiguous');
    assert.equal(await page.locator(`${REPORT} [data-field="reading"]`).count(), 0);
    assert.deepEqual(
      (await field(page, 'meanings').locator('li').allTextContents()).map((t) => t.trim()),
      ['F NWG-NAO — F Norwegian Sea - North Atlantic Ocean', 'F NWG-NTH — F Norwegian Sea - North Sea'],
    );
    assert.match(await text(page, 'verdict'), /^Not followed\. .*the unit holds\.$/);
    assert.match(await text(page, 'rules'), /Alexander III\.3\.b/);
    assert.equal(await field(page, 'rules').locator('a[href="/rules/iii-phases/#iii-3-b"]').count(), 1);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('ignores an un-assignable line', async () => {
    const { page, errors } = await open(PAGE);
    await typeLine(page, 'A Canada move Bulgaria');
    assert.equal(await text(page, 'degree'), 'Un-assignable');
    assert.equal(await page.locator(`${REPORT} [data-field="reading"]`).count(), 0);
    assert.match(await text(page, 'verdict'), /^Ignored\./);
    assert.match(await text(page, 'notes'), /“Canada” is not a province/);
    // A heading is not an order, and an empty line asks for one.
    await typeLine(page, 'France:');
    assert.match((await page.locator(REPORT).textContent()) ?? '', /heading/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('never interprets what is typed as HTML', async () => {
    const { page, errors } = await open(PAGE);
    const attack = '<img src=x onerror=alert(1)>';
    await typeLine(page, attack);
    assert.equal(await page.locator(`${REPORT} img`).count(), 0);
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    // It starts as no order starts: a verdict of its own.
    assert.equal(await text(page, 'degree'), 'Not an order');
    assert.equal(await page.locator(`${TESTER} [data-lt="line"]`).inputValue(), attack);
    // In an order, the angle brackets reach the page as characters, in the parser's notes.
    await typeLine(page, `A Par - ${attack}`);
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    assert.match(await text(page, 'notes'), /“<” is taken as a remark and ignored\./);
    assert.deepEqual(errors, [], 'no dialog, no error');
    await page.context().close();
  });

  it('“Try it” puts an example and its position into the tester', async () => {
    const { page, errors } = await open(PAGE);
    const example = page.locator('.lt-example[data-example="Build Brest"]');
    await example.getByRole('button', { name: /Try it/ }).click();
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-live') === 'true', TESTER);
    assert.equal(await page.locator(`${TESTER} [data-lt="position"]`).inputValue(), 'winter-builds');
    assert.equal(await page.locator(`${TESTER} [data-lt="line"]`).inputValue(), 'Build Brest');
    assert.equal(await text(page, 'degree'), 'Ambiguous');
    assert.deepEqual(
      (await field(page, 'meanings').locator('li').allTextContents()).map((t) => t.trim()),
      ['BUILD A Bre — Build A Brest', 'BUILD F Bre — Build F Brest'],
    );
    // The units shown are the chosen position's.
    assert.equal(await page.locator(`${TESTER} [data-lt-units="winter-builds"]`).isVisible(), true);
    assert.equal(await page.locator(`${TESTER} [data-lt-units="spring-1901"]`).isVisible(), false);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows every seed-004 example with the degree the seed gives it, without JavaScript', async () => {
    const { examples } = readExamplesFile();
    const { page } = await open(PAGE, 1280, false);
    const items = page.locator('.lt-example');
    assert.equal(await items.count(), examples.length);
    const labels: Record<string, string> = { 'un-assignable': 'Un-assignable', ambiguous: 'Ambiguous', 'badly-written': 'Badly written', 'well-written': 'Well written' };
    for (const [i, e] of examples.entries()) {
      const item = page.locator(`.lt-example[data-example="${e.line}"][data-position="${e.position.id}"]`);
      assert.equal(await item.count(), 1, `example ${i} "${e.line}" is on the page`);
      assert.equal(((await item.locator('[data-field="degree"] dd').textContent()) ?? '').trim(), labels[e.degree], e.line);
    }
    // The try buttons do nothing without a script, so they stay hidden.
    assert.equal(await page.locator('.lt-try:visible').count(), 0);
    await page.context().close();
  });

  for (const [width, theme] of [[1280, 'light'], [390, 'light'], [1280, 'dark']] as const) {
    it(`is accessible and readable at ${width} px, ${theme} theme`, async () => {
      const { page, errors } = await open(PAGE, width, true, theme);
      const name = theme === 'light' ? `${width}` : `${width}-${theme}`;
      await typeLine(page, 'F Mid-Atlantic move Spain', 'at-sea');
      await page.locator(TESTER).screenshot({ path: join(ARTIFACTS, `mangled-tester-${name}.png`) });
      await page.locator('.lt-examples[data-degree="badly-written"]').screenshot({ path: join(ARTIFACTS, `mangled-examples-${name}.png`) });
      await page.locator('.lt-example[data-example="A Marsiellse move Pairs"]').screenshot({ path: join(ARTIFACTS, `mangled-example-${name}.png`) });
      await page.evaluate(() => scrollTo(0, 0));
      await page.screenshot({ path: join(ARTIFACTS, `mangled-orders-${name}.png`) });
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});
