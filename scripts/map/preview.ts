/**
 * Debug view of the generated geometry, for tuning seeds: writes an SVG (and a PNG when
 * Chromium is available) to tests/e2e/artifacts/. `--seeds` also draws the Voronoi seeds.
 *
 *   npx tsx scripts/map/preview.ts [--seeds] [--zoom x,y,w,h]
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { BoardGeometry } from '../../src/map/types';
import { boardProjection } from './projection';
import { PROVINCE_SEEDS, NEUTRAL_SEEDS } from './seeds';

const g: BoardGeometry = JSON.parse(readFileSync('src/map/geometry.json', 'utf8'));
const showSeeds = process.argv.includes('--seeds');
const zi = process.argv.indexOf('--zoom');
const vb = zi > 0 ? process.argv[zi + 1].split(',').map(Number) : g.viewBox;
const proj = boardProjection();
const hue = (id: string) => [...id].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 360;

let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb.join(' ')}" width="${1600}" height="${(1600 * vb[3]) / vb[2]}">`;
svg += `<rect x="-10" y="-10" width="2000" height="2000" fill="#ffffff"/>`;
svg += `<path d="${g.neutral}" fill="#d8d2c4" stroke="#777" stroke-width="0.4"/>`;
for (const s of g.impassable) svg += `<path d="${s.d}" fill="#aaa" stroke="#555" stroke-width="0.5"/>`;
for (const p of g.provinces) {
  const fill = p.kind === 'sea' ? `hsl(${190 + (hue(p.id) % 40)},55%,${72 + (hue(p.id) % 14)}%)` : `hsl(${20 + (hue(p.id) % 60)},${40 + (hue(p.id) % 30)}%,${68 + (hue(p.id) % 16)}%)`;
  svg += `<path d="${p.d}" fill="${fill}" stroke="#333" stroke-width="0.5" fill-rule="evenodd"/>`;
}
for (const p of g.provinces) {
  svg += `<text x="${p.label.x}" y="${p.label.y}" font-size="9" text-anchor="middle" font-family="sans-serif">${p.id}</text>`;
  svg += `<circle cx="${p.unit.x}" cy="${p.unit.y}" r="3" fill="none" stroke="#000"/>`;
  if (p.sc) svg += `<circle cx="${p.sc.x}" cy="${p.sc.y}" r="2" fill="#c00"/>`;
  for (const c of Object.values(p.coasts ?? {})) svg += `<circle cx="${c!.x}" cy="${c!.y}" r="2.5" fill="#00c"/>`;
}
if (showSeeds) {
  for (const [id, pts] of Object.entries(PROVINCE_SEEDS))
    for (const ll of pts) {
      const [x, y] = proj(ll)!;
      svg += `<circle cx="${x}" cy="${y}" r="1.2" fill="#000"/><text x="${x + 1.5}" y="${y - 1}" font-size="4" fill="#000">${id}</text>`;
    }
  for (const ll of NEUTRAL_SEEDS) {
    const [x, y] = proj(ll)!;
    svg += `<circle cx="${x}" cy="${y}" r="1.2" fill="#f0f"/>`;
  }
}
svg += `</svg>`;
mkdirSync('tests/e2e/artifacts', { recursive: true });
const name = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : 'map-preview';
writeFileSync(`tests/e2e/artifacts/${name}.svg`, svg);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1600, height: Math.round((1600 * vb[3]) / vb[2]) } });
await page.setContent(`<body style="margin:0">${svg}</body>`);
await page.screenshot({ path: `tests/e2e/artifacts/${name}.png` });
await browser.close();
console.log(`tests/e2e/artifacts/${name}.png`);
