/**
 * The built site in Debian's chromium (playwright-core): pages render, boards draw the
 * engine's ruling with the right units, zoom works, the text alternative and the Orders/After
 * switch work, no page logs an error, axe finds nothing serious, and screenshots at desktop and
 * phone widths land in tests/e2e/artifacts/ (git-ignored).
 *
 *   npx astro build && npx tsx --test tests/e2e/*.test.ts
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { diagramNumber, listScenarioIds, loadScenario } from '../../src/lib/scenario/load';
import { ruleScenario } from '../../src/lib/scenario/rule';
import { ARTIFACTS, collectErrors, ensureBuilt, launchBrowser, seriousViolations, serveDist, type SiteServer, waitForBoards } from './harness';

const DIAGRAMS = '/rulebook/diagrams/';
const DEMO = '/board-demo/';

let server: SiteServer;
let browser: Browser;
const errors: string[] = [];

before(async () => {
  ensureBuilt();
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveDist();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, width = 1280, context?: BrowserContext): Promise<Page> {
  // axe needs pages made from a context.
  const ctx = context ?? (await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } }));
  const page = await ctx.newPage();
  if (!context) page.on('close', () => void ctx.close().catch(() => {}));
  const pageErrors = collectErrors(page);
  page.on('close', () => errors.push(...pageErrors));
  await page.goto(server.origin + path, { waitUntil: 'load' });
  return page;
}

/** Scroll a board into view and wait for its script, so zoom and the toggle work. */
async function ready(page: Page, selector: string) {
  const section = page.locator(selector);
  const boards = selector.includes('figure.board') ? selector : `${selector} figure.board`;
  // Something without a board (the paradox graph, a static drawing): just bring it in.
  if ((await page.locator(boards).count()) === 0) {
    await section.scrollIntoViewIfNeeded();
    return section;
  }
  // A section taller than the screen would scroll its board out of sight: bring the board in.
  await page.locator(boards).first().scrollIntoViewIfNeeded();
  await waitForBoards(page, boards);
  return section;
}

describe('pages', () => {
  it('the home page renders', async () => {
    const page = await open('/');
    assert.match(await page.title(), /Diplomacy Rules Lab/);
    assert.ok(await page.getByRole('link', { name: 'Learn the rules' }).first().isVisible());
    await page.close();
  });

  it('the diagram page has every diagram as a board with the scenario’s units', async () => {
    const page = await open(DIAGRAMS);
    const ids = listScenarioIds().filter((id) => diagramNumber(id) !== undefined);
    assert.ok(ids.length > 0, 'no diagram scenarios found');
    assert.equal(await page.locator('section.scenario').count(), ids.length);
    for (const id of ids) {
      const ruling = ruleScenario(loadScenario(id));
      const section = page.locator(`section[data-scenario="${id}"]`);
      assert.equal(await section.locator('.bd-before .bd-unit').count(), ruling.units.length, `${id}: units drawn`);
      assert.equal(
        await section.locator('.bd-after .bd-unit').count(),
        ruling.result.units.length + ruling.result.dislodged.length,
        `${id}: units drawn after the orders`,
      );
      assert.equal(await section.locator('.sc-order[data-line]').count(), ruling.scenario.orders.length, `${id}: orders listed`);
      // Every row names its unit and outcome for checks from outside; unordered units hold.
      assert.equal(await section.locator('.sc-order[data-unit][data-outcome]').count(), await section.locator('.sc-order').count(), `${id}: rows carry data-unit and data-outcome`);
      // The anchor the citation registry links to.
      assert.equal(await section.getAttribute('id'), `diagram-${diagramNumber(id)}`);
    }
    // Every board shows the page's one map drawing.
    assert.equal(await page.locator('#bd-map').count(), 1);
    assert.equal(await page.locator('figure.board use[href="#bd-map"]').count(), ids.length);
    await page.close();
  });

  it('the text alternative lists units, orders and the ruling', async () => {
    const page = await open(`${DIAGRAMS}#diagram-21`);
    const section = await ready(page, '#diagram-21');
    const text = section.locator('.bd-text');
    assert.ok(await section.locator('figure.board').evaluate((el) => !el.classList.contains('bd-text-shown')), 'the text starts hidden from sight');
    await section.getByRole('button', { name: 'Show as text' }).click();
    await text.waitFor({ state: 'visible' });
    const content = await text.innerText();
    for (const words of ['Spain', 'moves to Naples', 'fails', 'convoy disrupted', 'convoy stands', 'succeeds', 'support given', 'dislodged']) {
      assert.ok(content.includes(words), `text alternative lacks "${words}":\n${content}`);
    }
    assert.equal(await section.getByRole('button', { name: 'Hide text' }).getAttribute('aria-expanded'), 'true');
    // The order list under the board shows the same outcomes.
    const orders = await section.locator('.sc-orders').innerText();
    assert.match(orders, /F TYS C A Spa-Nap[\s\S]*convoy disrupted/);
    assert.equal(await section.locator('.sc-order[data-unit="FRA F tys"]').getAttribute('data-outcome'), 'disrupted');
    assert.equal(await section.locator('.sc-order[data-unit="FRA F tys"]').getAttribute('data-dislodged'), 'true');
    await page.close();
  });

  it('the Orders / After switch shows the position after the movement', async () => {
    const page = await open(`${DIAGRAMS}#diagram-21`);
    const section = page.locator('#diagram-21');
    assert.ok(await section.locator('.bd-before').isVisible());
    assert.ok(!(await section.locator('.bd-after').isVisible()));
    await section.getByLabel('After the orders').check();
    assert.ok(await section.locator('.bd-after').isVisible());
    assert.ok(!(await section.locator('.bd-before').isVisible()));
    // The Ionian fleet now stands in the Tyrrhenian Sea; the French fleet there is dislodged.
    assert.equal(await section.locator('.bd-after .bd-unit.dislodged').count(), 1);
    assert.match((await section.locator('.bd-after .bd-unit:not(.dislodged) title').allTextContents()).join('|'), /Italy: Fleet Tyrrhenian Sea/);
    await page.close();
  });
});

describe('paradox graph', () => {
  it('the Pandin board on /paradoxes/ draws its dependency cycle and the rule that broke it', async () => {
    // The lab's boards load as they come near (but the first): the address takes the page to Pandin's.
    const page = await open('/paradoxes/#alexander-pandin-london');
    const section = page.locator('section[data-scenario="alexander/pandin-london"]');
    await section.waitFor();
    const graph = section.locator('figure[data-paradox-graph]');
    assert.equal(await graph.count(), 1);
    assert.equal(await graph.getAttribute('data-settlement'), 'counterfactual');
    const svg = graph.locator('svg');
    assert.ok(await svg.isVisible());
    assert.ok((await svg.locator('.pg-node').count()) >= 3, 'at least three ideas in the cycle');
    assert.ok((await svg.locator('.pg-link').count()) >= 3, 'at least three arrows');
    assert.match(await svg.locator('title').textContent() ?? '', /English Channel/);
    assert.match(await graph.innerText(), /IV\.5\.f/);
    // The words for screen readers: every link of the cycle.
    assert.match(await graph.locator('ul').innerText(), /depends on the/);
    // The other paradox boards have one too.
    assert.equal(await page.locator('section[data-scenario="alexander/first-order-paradox"] figure[data-paradox-graph]').count(), 1);
    await page.close();
  });

  it('a circle of moves shows its graph with “all move”', async () => {
    const page = await open(DIAGRAMS);
    const graph = page.locator('section[data-scenario="rulebook-2008/diagram-07"] figure[data-paradox-graph]');
    assert.equal(await graph.getAttribute('data-settlement'), 'circular-movement');
    assert.equal(await graph.locator('.pg-node').count(), 3);
    assert.match(await graph.innerText(), /Circular movement: all move/);
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('the boards still show the map, the units and the orders', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}${DIAGRAMS}#diagram-21`);
    const section = page.locator('#diagram-21');
    assert.ok(await section.locator('svg.bd-svg').isVisible());
    assert.equal(await section.locator('.bd-before .bd-unit').count(), ruleScenario(loadScenario('rulebook-2008/diagram-21')).units.length);
    assert.ok((await section.locator('.bd-before .bd-move').count()) > 0);
    // No dead buttons: the toolbar appears only with its script. The Orders/After switch is CSS.
    assert.ok(!(await section.locator('.bd-controls').isVisible()));
    await section.getByLabel('After the orders').check();
    assert.ok(await section.locator('.bd-after').isVisible());
    await context.close();
  });
});

describe('zoom', () => {
  it('+ and the zoom button change the view, Reset restores it', async () => {
    const page = await open(`${DIAGRAMS}#diagram-21`);
    const section = await ready(page, '#diagram-21');
    const view = section.locator('g.bd-view');
    const transform = () => view.getAttribute('transform');
    // The board opens framed on its units (board/boardView.ts), at some scale: + and Zoom in each
    // multiply it by 1.5, and Reset comes back to the framed view.
    const start = await transform();
    const scaleOf = (t: string | null) => Number(/scale\(([\d.e-]+)\)/.exec(t ?? '')?.[1]);
    const k0 = scaleOf(start);
    assert.ok(k0 > 0, `the opening transform ${start}`);
    const scaledBy = async (f: number) => page.waitForFunction(([el, want]) => Math.abs(Number(/scale\(([\d.e-]+)\)/.exec((el as Element).getAttribute('transform') ?? '')?.[1]) - (want as number)) < 1e-6 * (want as number), [await view.elementHandle(), k0 * f] as const);
    await section.locator('svg.bd-svg').focus();
    await page.keyboard.press('+');
    await scaledBy(1.5);
    const zoomedByKey = await transform();
    assert.notEqual(zoomedByKey, start);
    await section.getByRole('button', { name: 'Zoom in' }).click();
    await scaledBy(2.25);
    assert.notEqual(await transform(), zoomedByKey);
    await section.getByRole('button', { name: 'Reset view' }).click();
    await scaledBy(1);
    assert.equal(await transform(), start);
    await page.close();
  });
});

describe('trace stepper', () => {
  it('steps through the adjudicator’s reasoning on the Diagram 21 board', async () => {
    const page = await open(`${DIAGRAMS}#diagram-21`);
    const section = await ready(page, '#diagram-21');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#diagram-21')?.dataset.stepper === 'ready');
    const stepper = section.getByRole('region', { name: /How the adjudicator decided/ });
    assert.ok(await stepper.isVisible());
    const status = stepper.locator('[aria-live="polite"]');
    const steps = await section.locator('.sc-steps li[data-step]').count();
    assert.ok(steps >= 2, 'Diagram 21 should have several steps');
    assert.match(await status.innerText(), new RegExp(`^Step 1 of ${steps}:`));
    const highlighted = () => section.locator('svg .bd-hl').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-province') ?? ''}#${el.getAttribute('data-order') ?? ''}`).join('|'));
    const text1 = await stepper.locator('.sc-stepper-text').innerText();
    const lit1 = await highlighted();
    assert.ok(lit1.length > 0, 'step 1 marks something on the board');
    assert.ok(await stepper.getByRole('button', { name: 'Previous step' }).isDisabled());
    // The board stays whole (nothing dimmed) until someone steps.
    const stepping = () => section.locator('.bd-stepping').count();
    assert.equal(await stepping(), 0);

    await stepper.getByRole('button', { name: 'Next step' }).click();
    assert.equal(await stepping(), 1);
    assert.match(await status.innerText(), new RegExp(`^Step 2 of ${steps}: The fight for Tyrrhenian Sea`));
    assert.notEqual(await stepper.locator('.sc-stepper-text').innerText(), text1);
    const lit2 = await highlighted();
    assert.notEqual(lit2, lit1);
    // The fight for the Tyrrhenian Sea: its outline, and the Ionian fleet that wins it.
    assert.equal(await section.locator('.bd-outlines [data-province="tys"]').evaluate((el) => getComputedStyle(el).display), 'inline');
    assert.ok(await section.locator('.bd-before .bd-unit[data-province="ion"]').evaluate((el) => el.classList.contains('bd-hl')));
    assert.equal(await section.locator('.sc-steps li.sc-step-current').getAttribute('data-step'), '2');
    assert.equal(await stepper.locator('input[type="range"]').inputValue(), '2');

    // The arrow keys, with the focus in the stepper.
    await stepper.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.match(await status.innerText(), new RegExp(`^Step 3 of ${steps}:`));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.match(await status.innerText(), new RegExp(`^Step 1 of ${steps}:`));
    assert.equal(await highlighted(), lit1);
    // The slider jumps to the last step.
    await stepper.locator('input[type="range"]').fill(String(steps));
    assert.match(await status.innerText(), new RegExp(`^Step ${steps} of ${steps}:`));
    assert.ok(await stepper.getByRole('button', { name: 'Next step' }).isDisabled());
    await page.close();
  });

  it('without JavaScript the steps stay a plain list', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}${DIAGRAMS}#diagram-21`);
    const section = page.locator('#diagram-21');
    assert.ok(!(await section.locator('.sc-stepper').isVisible()));
    assert.ok(!(await section.locator('.bd-outlines > g').first().isVisible()));
    await section.locator('.sc-steps summary').click();
    assert.ok(await section.locator('.sc-steps li').first().isVisible());
    await context.close();
  });
});

describe('accessibility', () => {
  for (const path of ['/', DIAGRAMS, DEMO, '/rules/iv-orders/', '/paradoxes/', '/datc/issues/', '/rulebook/rules/']) {
    it(`axe finds no serious or critical violation on ${path}`, async () => {
      const page = await open(path);
      assert.deepEqual(await seriousViolations(page), []);
      await page.close();
    });
  }
});

describe('screenshots', () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, deviceScaleFactor: 2 });
      const shot = async (path: string, name: string, selector?: string, prepare?: (page: Page) => Promise<unknown>) => {
        const page = await open(path, width, context);
        await prepare?.(page);
        if (selector) {
          // The sticky header and the mobile table of contents would cover the element.
          await page.addStyleTag({ content: 'header.header, mobile-starlight-toc { visibility: hidden !important; }' });
          const el = await ready(page, selector);
          await el.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png` });
        } else {
          await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png` });
        }
        await page.close();
      };
      await shot('/', 'home');
      await shot(DIAGRAMS, 'diagrams-top');
      await shot(DIAGRAMS, 'diagram-21', '#diagram-21');
      await shot(DIAGRAMS, 'diagram-21-board', '#diagram-21 figure.board');
      await shot(DIAGRAMS, 'diagram-21-after', '#diagram-21 figure.board', (page) => page.locator('#diagram-21').getByLabel('After the orders').check());
      await shot(DIAGRAMS, 'diagram-21-step-2', '#diagram-21', async (page) => {
        const section = page.locator('#diagram-21');
        await section.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.querySelector<HTMLElement>('#diagram-21')?.dataset.stepper === 'ready');
        await section.getByRole('button', { name: 'Next step' }).click();
      });
      await shot(DIAGRAMS, 'diagram-21-step-2-board', '#diagram-21 figure.board', async (page) => {
        const section = page.locator('#diagram-21');
        await section.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.querySelector<HTMLElement>('#diagram-21')?.dataset.stepper === 'ready');
        await section.getByRole('button', { name: 'Next step' }).click();
      });
      await shot(DEMO, 'full-map', '[data-scenario="demo/opening-1901"] figure.board');
      await shot(DEMO, 'low-countries', '[data-scenario="demo/low-countries"]');
      await shot('/paradoxes/#alexander-pandin-london', 'paradox-graph-pandin', '[data-scenario="alexander/pandin-london"] figure[data-paradox-graph]');
      await context.close();
    });
  }
});

describe('console', () => {
  it('no page logged an error', () => {
    assert.deepEqual(errors, []);
  });
});
