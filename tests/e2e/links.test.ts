/**
 * No dead ends in the built site, read from the HTML in dist/ (no browser needed):
 * - every internal link resolves: the page exists in dist/, and every `#fragment` names an element
 *   (a drill's `#drill=<id>` names a drill of the set)
 *   id on the page it points at, each page's links read at that page's own address (a paradox-lab
 *   board page's too: an explanation that says `#6-f-14` there points at nothing);
 * - no link leads to a page a reader cannot read (one that only sends the browser elsewhere);
 * - every folder of a page's address is a page too (/datc/ for /datc/6a/), so trimming an address
 *   never meets a bare 404;
 * - the home page's "Settle a dispute" opens game-master mode;
 * - the home page offers the drills among its actions, and its title names the site once;
 * - every page has the site's navigation (the sidebar on a desktop, the menu on a phone), the home, 404,
 *   game-master and sandbox pages too;
 * - the sample game's "On this page" lists every phase, whose headings its components draw.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, it } from 'node:test';
import { DIST, distFile, ensureBuilt, htmlFiles, urlOf } from './harness';
import { allDrills } from '../../src/lib/drills/drillSet';

/** The few entities Astro writes into attribute values. */
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!ids.has(file)) ids.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => unescape(m[1]))));
  return ids.get(file)!;
}

/** A page that only sends the browser on (a paradox-lab board page): a part of another page, not one to read. */
const isRedirect = (html: string) => /<meta\s+http-equiv="refresh"/i.test(html);

before(() => ensureBuilt());

it('every internal link and every in-page anchor resolves, on every built page', () => {
  const broken: string[] = [];
  const drills = new Set(allDrills().map((d) => d.id));
  let drillLinks = 0;
  let checked = 0;
  let anchors = 0;
  for (const file of htmlFiles(DIST)) {
    const html = readFileSync(file, 'utf8');
    const from = urlOf(file);
    for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const href = unescape(raw);
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // external, mailto:
      const url = new URL(href, `http://site${from}`);
      const target = url.pathname === from ? file : distFile(url.pathname);
      checked++;
      if (!target) {
        broken.push(`${from}: ${href} (no such page)`);
        continue;
      }
      if (target !== file && target.endsWith('.html') && isRedirect(readFileSync(target, 'utf8'))) {
        broken.push(`${from}: ${href} (a page that only redirects: link to where it leads)`);
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      // The sandbox's state links (#case=…, #v1=…; /sandbox/format/) carry data, not an anchor.
      const state = url.pathname === '/sandbox/' && /^(case|v\d+)=/.test(fragment);
      // A drill's link (#drill=6.C.3) names a drill of the page's set: it must be one.
      if (url.pathname === '/drills/' && fragment.startsWith('drill=')) {
        drillLinks++;
        if (!drills.has(fragment.slice('drill='.length))) broken.push(`${from}: ${href} (no drill of that name)`);
        continue;
      }
      if (!fragment || fragment === '_top' || state || !target.endsWith('.html')) continue;
      anchors++;
      if (!idsOf(target).has(fragment)) broken.push(`${from}: ${href} (no element with id "${fragment}")`);
    }
  }
  assert.ok(checked > 20, `only ${checked} links found`);
  assert.ok(anchors > 500, `only ${anchors} anchors found`);
  assert.ok(drillLinks > 170, `only ${drillLinks} drill links found`);
  assert.deepEqual(broken, []);
});

it('every folder of a page’s address is a page of its own', () => {
  const missing = new Set<string>();
  for (const file of htmlFiles(DIST)) {
    if (isRedirect(readFileSync(file, 'utf8'))) continue;
    const parts = urlOf(file).split('/').filter(Boolean);
    for (let i = 1; i < parts.length; i++) {
      const folder = `/${parts.slice(0, i).join('/')}/`;
      if (!distFile(folder)) missing.add(folder);
    }
  }
  assert.deepEqual([...missing], []);
});

it('the home page offers the drills beside learning, disputes and paradoxes, and its title names the site once', () => {
  const home = readFileSync(distFile('/')!, 'utf8');
  const start = home.search(/class="hero[\s"]/);
  const hero = home.slice(start, home.indexOf('</div>', home.indexOf('actions', start)));
  const links = [...hero.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]);
  for (const path of ['/learn/', '/gm/', '/paradoxes/', '/drills/']) assert.ok(links.includes(path), `the home page's actions lack ${path}: ${links.join(' ')}`);
  const title = /<title>([^<]*)<\/title>/.exec(home)?.[1] ?? '';
  assert.equal(title.split('Diplomacy Rules Lab').length - 1, 1, `the home page's title: ${title}`);
});

it('every page has the site’s navigation: the sidebar on a desktop, the menu on a phone', () => {
  const missing = htmlFiles()
    .filter((f) => !readFileSync(f, 'utf8').includes('data-lab-board-page='))
    .filter((f) => {
      const html = readFileSync(f, 'utf8');
      return !html.includes('id="starlight__sidebar"') || !html.includes('<starlight-menu-button');
    })
    .map(urlOf);
  assert.deepEqual(missing, []);
});

it('the home page’s "Settle a dispute" opens game-master mode', () => {
  const home = readFileSync(distFile('/')!, 'utf8');
  const link = [...home.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].find((m) => m[2].replace(/<[^>]+>/g, '').trim() === 'Settle a dispute');
  assert.ok(link, 'no "Settle a dispute" link on the home page');
  assert.equal(link[1], '/gm/');
});

it('the sample game’s "On this page" lists every phase and leads to its heading', () => {
  const html = readFileSync(distFile('/rulebook/sample-game/')!, 'utf8');
  const toc = /<starlight-toc\b[\s\S]*?<\/starlight-toc>/.exec(html)?.[0] ?? '';
  const listed = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]).filter((id) => id !== '_top');
  const phases = [...html.matchAll(/<h2 id="([^"]+)" class="sc-title"/g)].map((m) => m[1]);
  assert.ok(phases.length >= 7, `only ${phases.length} phase headings on the page`);
  assert.deepEqual(listed, phases);
});
