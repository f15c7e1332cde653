/**
 * Links that land: every in-page anchor of the paradox lab and of the DATC section pages brings its
 * heading to the top of the screen (under Starlight's bar, at the page's scroll-padding line), and
 * it stays there once the boards around it have loaded, grown their toolbars and settled
 * (the lab's links once landed 1,300 to 1,700 px past their heading, pushed by the boards loading above).
 *
 * Each page is opened at its last anchor, and its anchors are then followed from the bottom up, as a
 * reader clicking "On this page" would: each jump lands above boards that have not loaded yet, the
 * hardest case. The lab's section headings are also each opened as a fresh page.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, DIST, distFile, openPage, useSite } from './harness';

const site = useSite();

/** How far (px) a heading may sit below the scroll-padding line: a case's border, padding and margin. */
const TOLERANCE = 24;

const DATC_SECTIONS = readdirSync(join(DIST, 'datc'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && /^6[a-z]$/.test(e.name))
  .map((e) => `/datc/${e.name}/`)
  .sort();

/**
 * The page's in-page anchors (`#…` and `<this page>#…`), once each, in page order; not `#_top`. Read
 * from the built HTML, where every one of them is: loading a page of thirty boards only to list
 * its links would cost as much as following them.
 */
function inPageAnchors(path: string): string[] {
  const html = builtHtml(path);
  const seen = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]*#[^"]*)"/g)) {
    const url = new URL(href.replaceAll('&amp;', '&'), `http://site${path}`);
    if (url.origin !== 'http://site' || url.pathname !== path) continue;
    const id = decodeURIComponent(url.hash.slice(1));
    if (id && id !== '_top') seen.add(id);
  }
  const at = (id: string) => html.indexOf(` id="${id}"`);
  return [...seen].sort((x, y) => at(x) - at(y));
}

/** The built HTML of the page at `path`. */
function builtHtml(path: string): string {
  return readFileSync(distFile(path)!, 'utf8');
}

/**
 * Wait until the boards near the screen are in and ready and nothing has moved for a while: no lab
 * placeholder within the distance at which it loads, every board on screen enhanced, and the
 * target's position unchanged over five frames.
 */
async function settle(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    // (No named helper functions inside: the test runner's transform would wrap them in a helper the page lacks.)
    () => {
      for (const s of document.querySelectorAll('[data-lab-board]')) {
        const r = s.getBoundingClientRect();
        if (r.bottom > -700 && r.top < innerHeight + 700) return false;
      }
      for (const f of document.querySelectorAll<HTMLElement>('figure.board')) {
        const r = f.getBoundingClientRect();
        if (r.bottom > 0 && r.top < innerHeight && f.dataset.ready !== 'true') return false;
      }
      return true;
    },
  );
  await page.evaluate(async (id) => {
    let last = document.getElementById(id)?.getBoundingClientRect().top;
    for (let still = 0; still < 5; ) {
      await new Promise((r) => requestAnimationFrame(r));
      const now = document.getElementById(id)?.getBoundingClientRect().top;
      still = now === last ? still + 1 : 0;
      last = now;
    }
  }, id);
}

interface Landing {
  id: string;
  /** The heading's top, less the scroll-padding line. */
  offset: number;
  heading: string;
  /** The page is scrolled to its end, so a heading near the bottom cannot reach the top. */
  atEnd: boolean;
}

/** Where the anchor `id`'s heading sits: the target itself if it is a heading, else its first heading. */
function landing(page: Page, id: string): Promise<Landing> {
  return page.evaluate((id) => {
    const target = document.getElementById(id);
    if (!target) return { id, offset: NaN, heading: '(no element)', atEnd: false };
    const heading = target.matches('h1, h2, h3, h4, h5, h6') ? target : target.querySelector('h1, h2, h3, h4, h5, h6') ?? target;
    const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const atEnd = scrollY >= document.documentElement.scrollHeight - innerHeight - 1;
    return { id, offset: Math.round(heading.getBoundingClientRect().top - line), heading: heading.textContent?.trim().slice(0, 60) ?? '', atEnd };
  }, id);
}

function misplaced(l: Landing): string | undefined {
  const ok = l.atEnd ? l.offset >= -2 : l.offset >= -2 && l.offset <= TOLERANCE;
  return ok ? undefined : `#${l.id} ("${l.heading}") lands ${l.offset} px from the top line${l.atEnd ? ' (page end)' : ''}`;
}

/** Open `path` at its last anchor, then follow every anchor from the bottom up; the misplaced ones. */
async function followAll(path: string, width = 1280): Promise<{ checked: number; wrong: string[]; worst: number }> {
  const anchors = inPageAnchors(path);
  assert.ok(anchors.length > 0, `${path}: no in-page anchors`);
  const wrong: string[] = [];
  let worst = 0;
  const last = anchors.at(-1)!;
  const { page, errors } = await openPage(site, `${path}#${encodeURIComponent(last)}`, { width });
  for (const id of [...anchors].reverse()) {
    if (id !== last) await page.evaluate((id) => (location.hash = `#${encodeURIComponent(id)}`), id);
    await settle(page, id);
    const l = await landing(page, id);
    if (!l.atEnd) worst = Math.max(worst, Math.abs(l.offset));
    const problem = misplaced(l);
    if (problem) wrong.push(problem);
  }
  assert.deepEqual(errors, [], `${path}: errors`);
  await page.close();
  return { checked: anchors.length, wrong, worst };
}

describe('in-page anchors land on their heading', () => {
  it('the paradox lab: each section heading opened as a fresh page, at 1280 and 390 px', async () => {
    const html = builtHtml('/paradoxes/');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const sections = [...main.matchAll(/<h2\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(sections.includes('pandins-paradox'), `the lab's sections: ${sections.join(' ')}`);
    const wrong: string[] = [];
    for (const width of [1280, 390]) {
      for (const id of sections) {
        const { page, errors } = await openPage(site, `/paradoxes/#${id}`, { width });
        await settle(page, id);
        const problem = misplaced(await landing(page, id));
        if (problem) wrong.push(`${width} px: ${problem}`);
        if (id === 'pandins-paradox') await page.screenshot({ path: join(ARTIFACTS, `anchors-lab-pandin-${width}.png`) });
        assert.deepEqual(errors, []);
        await page.close();
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('the paradox lab: every in-page anchor, followed from the bottom up', async (t) => {
    const { checked, wrong, worst } = await followAll('/paradoxes/');
    t.diagnostic(`/paradoxes/: ${checked} anchors, the farthest ${worst} px from the line`);
    assert.ok(checked >= 40, `only ${checked} anchors on the lab page`);
    assert.deepEqual(wrong, []);
  });

  it('the DATC section pages: every in-page anchor, followed from the bottom up', async (t) => {
    assert.equal(DATC_SECTIONS.length, 10, `the DATC sections built: ${DATC_SECTIONS.join(' ')}`);
    const wrong: string[] = [];
    for (const path of DATC_SECTIONS) {
      const r = await followAll(path);
      t.diagnostic(`${path}: ${r.checked} anchors, the farthest ${r.worst} px from the line`);
      wrong.push(...r.wrong.map((w) => `${path}${w}`));
    }
    assert.deepEqual(wrong, []);
  });
});
