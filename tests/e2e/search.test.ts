/**
 * Search (Starlight's Pagefind dialog) finds a rule by its number and by the name players give it:
 * the first result links to the rule's page and, among its section links, first to the rule's own
 * anchor. Rule headings are weighted by src/search/rehypeRuleSearch.ts; the text boards generate (rule
 * lines, other rule sets' summaries, the decision graph, the lab's difference lists, the DATC case
 * index) carries data-pagefind-ignore, so prose and headings decide the ranking.
 *
 * And the words a newcomer types find a lesson or a rule first, not a DATC test case whose title
 * holds the same word (src/search/pagefindRanking.ts, pageWeights.ts).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, collectErrors, useSite } from './harness';

const site = useSite();

/** Open the search dialog on the home page and type a query; the first result once it shows. */
async function search(page: Page, query: string) {
  await page.getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.locator('dialog[open]');
  const input = dialog.locator('input.pagefind-ui__search-input');
  await input.waitFor();
  await input.fill(query);
  const first = dialog.locator('.pagefind-ui__result').first();
  await page.waitForFunction(
    (q) => {
      const msg = document.querySelector('dialog[open] .pagefind-ui__message')?.textContent ?? '';
      return msg.includes(q) && document.querySelector('dialog[open] .pagefind-ui__result') !== null;
    },
    query,
  );
  return first;
}

/**
 * `within`: the rule's page must be among this many first results. A rule number must lead first
 * to its rule; a term may first find the Learn lesson about it, but the rule comes within three.
 */
const CASES: { query: string; page: string; anchors: string[]; within?: number }[] = [
  // The boards under IV.5.f cite it in their generated rule lines, which the index leaves out.
  { query: 'IV.5.f', page: '/rules/iv-orders/', anchors: ['iv-5-f'] },
  { query: 'III.4.b', page: '/rules/iii-phases/', anchors: ['iii-4-b'] },
  { query: 'standoff', page: '/rules/iv-orders/', anchors: ['iv-7', 'iv-3-h'], within: 3 },
  // DATC 6.E has the word in its title and six case headings, so it may come first.
  { query: 'beleaguered', page: '/rules/iv-orders/', anchors: ['iv-6-d'], within: 3 },
];

describe('search finds a rule by its number and by its name', () => {
  for (const c of CASES) {
    it(`"${c.query}" finds ${c.page}#${c.anchors[0]} ${c.within ? `within the first ${c.within} results` : 'first'}`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(site.server.origin + '/', { waitUntil: 'load' });
      await search(page, c.query);
      const results = page.locator('dialog[open] .pagefind-ui__result');
      await results.nth(Math.min(c.within ?? 1, 3) - 1).waitFor().catch(() => {});
      const titles: string[] = [];
      for (let i = 0; i < Math.min(c.within ?? 1, await results.count()); i++) {
        titles.push(((await results.nth(i).locator('.pagefind-ui__result-title a').first().getAttribute('href')) ?? '').replace(/#.*$/, ''));
      }
      const at = titles.indexOf(c.page);
      assert.ok(at >= 0, `results: ${titles.slice(0, 5).join(' ')}`);
      const first = results.nth(at);
      const sections = await first.locator('.pagefind-ui__result-nested a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const firstSection = sections.find((h) => h && !h.endsWith('#_top'));
      assert.ok(
        c.anchors.some((a) => firstSection === `${c.page}#${a}`),
        `first section link ${firstSection}, expected ${c.anchors.map((a) => `#${a}`).join(' or ')} (all: ${sections.join(' ')})`,
      );
      await page.locator('dialog[open]').screenshot({ path: join(ARTIFACTS, `search-${c.query.replace(/\W+/g, '-')}.png`) });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

/** A lesson (/learn/<lesson>/) or a rule page (/rules/…, the 2008 rulebook's rules). */
const TEACHING = /^\/(learn\/[^/]+|rules(\/[^/]+)?|rulebook\/rules)\/$/;

/** Words a newcomer types, each with the page that should answer it first. */
const NEWCOMER: { query: string; page: string }[] = [
  { query: 'beleaguered garrison', page: '/learn/beleaguered-garrison/' },
  { query: 'build', page: '/learn/builds/' },
  { query: 'standoff', page: '/learn/standoffs/' },
  { query: 'convoy', page: '/learn/convoys/' },
  { query: 'support cut', page: '/learn/cutting-support/' },
  { query: 'retreat', page: '/learn/retreats/' },
  { query: 'civil disorder', page: '/rules/v-miscellania/' },
];

/** The pages of the results shown, in order (each result's own link, not its sections'). */
async function resultPages(page: Page): Promise<string[]> {
  // Pagefind shows each result as a placeholder first and fills it in as its data loads.
  await page.waitForFunction(() => {
    const results = [...document.querySelectorAll('dialog[open] .pagefind-ui__result')].slice(0, 3);
    return results.length > 0 && results.every((r) => r.querySelector('.pagefind-ui__result-title a[href]'));
  });
  return page
    .locator('dialog[open] .pagefind-ui__result')
    .evaluateAll((rs) => rs.map((r) => (r.querySelector('.pagefind-ui__result-title a')?.getAttribute('href') ?? '').replace(/#.*$/, '')));
}

describe('search answers a newcomer with a lesson or a rule before a DATC case', () => {
  for (const c of NEWCOMER) {
    it(`"${c.query}" finds ${c.page} first`, async () => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(site.server.origin + '/', { waitUntil: 'load' });
      await search(page, c.query);
      const pages = await resultPages(page);
      assert.match(pages[0], TEACHING, `the first result is not a lesson or a rule: ${pages.slice(0, 4).join(' ')}`);
      assert.equal(pages[0], c.page, `results: ${pages.slice(0, 4).join(' ')}`);
      if (c.query === 'beleaguered garrison') {
        // The DATC's own section on it is still found, below the lesson.
        assert.ok(pages.includes('/datc/6e/'), `"${c.query}" no longer finds /datc/6e/: ${pages.join(' ')}`);
        // The ranked title is for the ranking, not shown as a tag under each result.
        assert.equal(await page.locator('dialog[open] .pagefind-ui__result-tags:visible').count(), 0);
        await page.locator('dialog[open]').screenshot({ path: join(ARTIFACTS, 'search-newcomer-beleaguered-garrison.png') });
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('a DATC case is still found by its number', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/', { waitUntil: 'load' });
    await search(page, '6.E.4');
    const pages = await resultPages(page);
    assert.ok(pages.slice(0, 3).includes('/datc/6e/'), `results: ${pages.join(' ')}`);
    await context.close();
  });
});
