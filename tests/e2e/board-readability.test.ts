/**
 * Boards a beginner can read on a phone: on the home page, a lesson, a rule page and the
 * sandbox, at 1280 and 390 px, every unit in view is drawn at least 16 px, every name at least
 * 11 px, every unit a tap target of at least 24 by 24 px (WCAG 2.2, 2.5.8); the board opens framed
 * on its units, "Whole map" shows the whole map and comes back; the map key is folded and lists
 * exactly the marks the board draws. Screenshots (and colour-blind simulations of the home board)
 * land in tests/e2e/artifacts/.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { MAP_MARKS } from '../../src/components/board/mapKey';
import { ARTIFACTS, openPage, useSite } from './harness';

const site = useSite();

interface BoardPage {
  name: string;
  path: string;
  /** The board's figure. */
  figure: string;
  /** Ready: its view is framed and its controls are in place. */
  ready: string;
}

const BOARDS: BoardPage[] = [
  { name: 'home', path: '/', figure: 'section[data-scenario="demo/opening-1901"] figure.board', ready: '[data-action="whole-map"]' },
  { name: 'lesson', path: '/learn/the-board/', figure: 'figure.ln-board', ready: '[data-action="whole-map"]' },
  { name: 'rule', path: '/rules/iv-orders/', figure: 'main figure.board[data-board]', ready: '[data-action="whole-map"]' },
  { name: 'sandbox', path: '/sandbox/', figure: 'figure.sb-board', ready: '[data-action="whole-map"]' },
];

/** Wait until the board's view has stayed where it is for five frames. */
async function viewSettled(figure: Locator): Promise<void> {
  await figure.locator('g.bd-view').first().evaluate(async (view) => {
    let last = view.getAttribute('transform');
    for (let still = 0; still < 5; ) {
      await new Promise((r) => requestAnimationFrame(r));
      const now = view.getAttribute('transform');
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

async function openBoard(b: BoardPage, width: number): Promise<{ page: Page; figure: Locator; errors: string[] }> {
  const { page, errors } = await openPage(site, b.path, { width });
  // tsx names the functions it compiles with a helper the page does not have.
  await page.evaluate('globalThis.__name = (f) => f');
  const figure = page.locator(b.figure).first();
  await figure.scrollIntoViewIfNeeded();
  await figure.locator(b.ready).waitFor();
  // Let a zoom settle (d3-zoom applies it at once; a resize observer may frame again).
  await viewSettled(figure);
  return { page, figure, errors };
}

interface Sizes {
  glyphs: { unit: string; w: number; h: number }[];
  labels: { text: string; font: number; h: number }[];
  targets: { unit: string; w: number; h: number }[];
}

/** What a reader sees of the board now: the units and names inside its drawing's rectangle. */
function measure(figure: Locator): Promise<Sizes> {
  return figure.evaluate((fig) => {
    const svg = fig.querySelector('svg[data-board]')!;
    const frame = svg.getBoundingClientRect();
    const shown = (r: DOMRect) => r.width > 0 && r.left >= frame.left - 1 && r.right <= frame.right + 1 && r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1;
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    const glyphs = [...svg.querySelectorAll('.bd-view [data-unit]')].filter(visible).map((el) => ({ unit: el.getAttribute('data-unit')!, r: el.getBoundingClientRect() }));
    const inView = glyphs.filter((g) => shown(g.r));
    const labels = [...svg.querySelectorAll<SVGTextElement>('.bd-view text.bd-label')].filter(visible).flatMap((t) => {
      const r = t.getBoundingClientRect();
      if (!shown(r)) return [];
      const scale = t.getScreenCTM()!.a;
      return [{ text: t.textContent ?? '', font: parseFloat(getComputedStyle(t).fontSize) * scale, h: r.height }];
    });
    const targets = [...svg.querySelectorAll('.bd-view .bd-unit')].filter(visible).flatMap((u) => {
      const glyph = u.querySelector('[data-unit]')!;
      if (!shown(glyph.getBoundingClientRect())) return [];
      const r = u.querySelector('.bd-hit')!.getBoundingClientRect();
      return [{ unit: glyph.getAttribute('data-unit')!, w: r.width, h: r.height }];
    });
    return { glyphs: inView.map((g) => ({ unit: g.unit, w: g.r.width, h: g.r.height })), labels, targets };
  });
}

function assertReadable(s: Sizes, where: string): void {
  assert.ok(s.glyphs.length > 0, `${where}: no unit in view`);
  for (const g of s.glyphs) assert.ok(Math.min(g.w, g.h) >= 15.9, `${where}: ${g.unit} is drawn ${g.w.toFixed(1)} × ${g.h.toFixed(1)} px`);
  assert.ok(s.labels.length > 0, `${where}: no name in view`);
  for (const l of s.labels) assert.ok(l.font >= 10.9, `${where}: the name ${l.text} is ${l.font.toFixed(1)} px`);
  for (const t of s.targets) assert.ok(t.w >= 23.9 && t.h >= 23.9, `${where}: ${t.unit}'s tap target is ${t.w.toFixed(1)} × ${t.h.toFixed(1)} px`);
}

/** The part of the board in view, in board units. */
function viewedBox(figure: Locator): Promise<[number, number, number, number]> {
  return figure.evaluate((fig) => {
    const svg = fig.querySelector<SVGSVGElement>('svg[data-board]')!;
    const view = svg.querySelector<SVGGElement>('.bd-view')!;
    const r = svg.getBoundingClientRect();
    const m = view.getScreenCTM()!.inverse();
    const a = new DOMPoint(r.left, r.top).matrixTransform(m);
    const b = new DOMPoint(r.right, r.bottom).matrixTransform(m);
    return [a.x, a.y, b.x - a.x, b.y - a.y] as [number, number, number, number];
  });
}

for (const width of [1280, 390]) {
  describe(`boards at ${width} px`, () => {
    for (const b of BOARDS) {
      it(`${b.name}: units, names and tap targets are readable, and "Whole map" goes there and back`, async () => {
        const { page, figure, errors } = await openBoard(b, width);
        // Every board's SVG names itself; every unit glyph names its unit.
        assert.ok(await figure.locator('svg[data-board]').count(), 'no svg[data-board]');
        assert.match((await figure.locator('svg [data-unit]').first().getAttribute('data-unit')) ?? '', /^[A-Z]{3} [AF] [a-z]{3}(\/[a-z]{2})?$/);
        const framed = await measure(figure);
        assertReadable(framed, `${b.name} at ${width}`);
        await figure.locator('svg[data-board]').screenshot({ path: join(ARTIFACTS, `readable-${b.name}-${width}.png`) });

        const whole = figure.locator('[data-action="whole-map"]');
        await whole.click();
        await viewSettled(figure);
        const all = await viewedBox(figure);
        assert.ok(all[0] <= 1 && all[1] <= 1 && all[0] + all[2] >= 999 && all[1] + all[3] >= 849, `${b.name} at ${width}: "Whole map" shows ${all.map(Math.round).join(' ')}`);
        await whole.click();
        await viewSettled(figure);
        assertReadable(await measure(figure), `${b.name} at ${width}, back from the whole map`);
        assert.deepEqual(errors, []);
        await page.close();
      });

      it(`${b.name}: the map key is folded and lists exactly the marks the board draws`, async () => {
        const { page, figure } = await openBoard(b, width);
        const key = figure.locator('[data-map-key]');
        assert.equal(await key.count(), 1);
        assert.equal(await key.evaluate((d) => (d as HTMLDetailsElement).open), false, 'the key starts folded');
        await key.locator('summary').click();
        const shown = await key.locator('[data-mark]').evaluateAll((items) => items.filter((li) => li.checkVisibility()).map((li) => li.getAttribute('data-mark')));
        const drawn = await figure.evaluate(
          (fig, marks) => marks.filter((m) => m.always || fig.querySelector(`.bd-view :is(${m.selector})`) !== null).map((m) => m.id),
          MAP_MARKS.map((m) => ({ id: m.id, selector: m.selector ?? '', always: Boolean(m.always) })),
        );
        assert.deepEqual(shown, drawn);
        assert.ok(shown.includes('army') || shown.includes('fleet'), `${b.name}: the key shows no unit: ${shown.join(' ')}`);
        if (width === 390) await key.screenshot({ path: join(ARTIFACTS, `readable-${b.name}-key-${width}.png`) });
        await page.close();
      });
    }
  });
}

describe('the front door on a phone', () => {
  it('shows the 1901 board a part at a time, each part readable, with a switch between them', async () => {
    const { page, figure, errors } = await openBoard(BOARDS[0], 390);
    const parts = figure.locator('.bd-parts button');
    const n = await parts.count();
    assert.ok(n >= 2, `${n} parts`);
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      await parts.nth(i).click();
      await viewSettled(figure);
      assert.equal(await parts.nth(i).getAttribute('aria-pressed'), 'true');
      const s = await measure(figure);
      assertReadable(s, `part ${i + 1}`);
      for (const g of s.glyphs) seen.add(g.unit);
      await figure.locator('svg[data-board]').screenshot({ path: join(ARTIFACTS, `readable-home-part${i + 1}-390.png`) });
    }
    // Between them, the parts show every one of the 22 units.
    assert.equal(seen.size, 22, [...seen].join(', '));
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the sandbox: a picked unit offers places to move that are tap targets of 24 px or more', async () => {
    const { page, figure } = await openBoard(BOARDS[3], 390);
    const unit = figure.locator('.bd-before .bd-unit').filter({ has: page.locator('[data-unit="FRA A par"]') });
    await figure.locator('.bd-parts button', { hasText: 'West' }).click();
    await unit.click();
    const rings = figure.locator('.bd-view .bd-candidate');
    await rings.first().waitFor();
    const sizes = await rings.evaluateAll((gs) => gs.map((g) => g.getBoundingClientRect()).map((r) => [r.width, r.height]));
    for (const [w, h] of sizes) assert.ok(w >= 23.9 && h >= 23.9, `a ring of ${w} × ${h} px`);
    await page.close();
  });
});

describe('colour is not the only signal', () => {
  // Simulations of protanopia and deuteranopia (Machado et al. 2009, severity 1), as SVG colour matrices.
  const FILTERS = {
    protanopia: '0.152286 1.052583 -0.204868 0 0  0.114503 0.786281 0.099216 0 0  -0.003882 -0.048116 1.051998 0 0  0 0 0 1 0',
    deuteranopia: '0.367322 0.860646 -0.227968 0 0  0.280085 0.672501 0.047413 0 0  -0.011820 0.042940 0.968881 0 0  0 0 0 1 0',
  };
  it('every unit and owned centre carries its power’s two letters (screenshots under simulated colour blindness)', async () => {
    const { page, figure } = await openBoard(BOARDS[0], 1280);
    const codes = await figure.locator('.bd-before .bd-unit .bd-unit-code').allTextContents();
    assert.equal(codes.length, 22);
    assert.deepEqual(new Set(codes), new Set(['Au', 'En', 'Fr', 'Ge', 'It', 'Ru', 'Tu']));
    assert.equal(await figure.locator('.bd-sc-owner .bd-flag-code').count(), 22);
    for (const [name, matrix] of Object.entries(FILTERS)) {
      await page.evaluate(
        ([id, m]) => {
          document.getElementById('cb-sim')?.remove();
          const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
          svg.id = 'cb-sim';
          svg.setAttribute('width', '0');
          svg.setAttribute('height', '0');
          svg.innerHTML = `<filter id="cb-${id}"><feColorMatrix type="matrix" values="${m}"/></filter>`;
          document.body.append(svg);
        },
        [name, matrix],
      );
      await page.addStyleTag({ content: `html { filter: url(#cb-${name}); }` });
      await figure.locator('svg[data-board]').screenshot({ path: join(ARTIFACTS, `readable-home-${name}-1280.png`) });
    }
    await page.close();
  });
});
