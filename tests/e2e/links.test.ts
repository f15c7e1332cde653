/**
 * Every internal link in the built site resolves: the page exists in dist/, and a `#fragment`
 * names an element id on that page. Reads the HTML in dist/; no browser needed.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, it } from 'node:test';
import { DIST, distFile, ensureBuilt, htmlFiles, urlOf } from './harness';

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!ids.has(file)) ids.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  return ids.get(file)!;
}

before(() => ensureBuilt());

it('every internal link and anchor resolves to a built page', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(DIST)) {
    const html = readFileSync(file, 'utf8');
    // A paradox-lab board page (/paradoxes/board/…) is shown inside the lab page: its links are read there.
    const from = html.includes('data-lab-board-page=') ? '/paradoxes/' : urlOf(file);
    for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const href = raw.replace(/&amp;/g, '&');
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // external, mailto:
      const url = new URL(href, `http://site${from}`);
      const target = url.pathname === urlOf(file) ? file : distFile(url.pathname);
      checked++;
      if (!target) {
        broken.push(`${from}: ${href} (no such page)`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      // The sandbox's state links (#case=…, #v1=…; /sandbox/format/) carry data, not an anchor.
      const state = url.pathname === '/sandbox/' && /^(case|v\d+)=/.test(fragment);
      if (fragment && fragment !== '_top' && !state && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        broken.push(`${from}: ${href} (no element with id "${fragment}")`);
      }
    }
  }
  assert.ok(checked > 20, `only ${checked} links found`);
  assert.deepEqual(broken, []);
});
