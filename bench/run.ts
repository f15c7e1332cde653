import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { standardMap } from '../engine/map/standardMap';
import { adjudicate } from '../engine/resolve';
import { prepare } from '../engine/resolve/prepare';
import { World } from '../engine/resolve/world';
import { collectOutcomes } from '../engine/resolve/outcomes';
import { alexander, datc, type RuleSet } from '../engine/rules';
import { benchCases } from './casesBench';
import { performance, stats, us } from './cpuClock';
import { runCase } from '../engine/testCases/caseFile';
import { datcCaseFiles } from '../tests/datc/cases';
import { parseOrders } from '../engine/orders/parse';
import { formatOrder } from '../engine/orders/format';
import { POWER_NAMES, POWERS } from '../engine/map/types';
import type { MovementOrder } from '../engine/orders/types';
import { randomPhase, seeded, type RandomPhase } from './randomPosition';
import { judgeRecordOfRandomGame } from './recordGame';
import { checkRecord } from '../engine/record';
import { join } from 'node:path';
import { DIST, launchBrowser, serveDist } from '../tests/e2e/harness';

// Prints numbers; asserts nothing. Timings are medians over many runs on this machine.

/** Time each phase `repeat` times and keep its mean, so the clock's grain does not matter. */
function timePhases(phases: RandomPhase[], rules: RuleSet, trace: boolean, repeat: number): number[] {
  return phases.map((p) => {
    const t0 = performance.now();
    // With the trace on, read it: a trace that were only recorded when read would cost nothing here otherwise.
    for (let i = 0; i < repeat; i++) if (adjudicate({ units: p.units }, p.orders, { rules, trace }).trace === null) throw new Error('no trace');
    return (performance.now() - t0) / repeat;
  });
}

/**
 * Where a phase's time goes: `prepare`, then the decisions (`World.run`), then the outcomes, each the median over
 * the phases of that stage's share (a run of the stages so far, less the run without it).
 */
function timeStages(phases: RandomPhase[], rules: RuleSet, repeat: number): { prepare: number; decisions: number; outcomes: number } {
  const time = (p: RandomPhase, stages: number): number => {
    const t0 = performance.now();
    for (let i = 0; i < repeat; i++) {
      const prep = prepare(standardMap, p.units, p.orders, rules);
      if (stages > 1) {
        const world = new World(prep).run();
        if (stages > 2) collectOutcomes(world);
      }
    }
    return (performance.now() - t0) / repeat;
  };
  for (const p of phases) for (let stages = 1; stages <= 3; stages++) time(p, stages); // warm up
  const prepareOnly: number[] = [];
  const decisions: number[] = [];
  const outcomes: number[] = [];
  for (const p of phases) {
    const [one, two, three] = [time(p, 1), time(p, 2), time(p, 3)];
    prepareOnly.push(one);
    decisions.push(two - one);
    outcomes.push(three - two);
  }
  return { prepare: stats(prepareOnly).median, decisions: stats(decisions).median, outcomes: stats(outcomes).median };
}

function benchRandom(): void {
  const random = seeded(1901);
  const phases: RandomPhase[] = [];
  for (let i = 0; i < 1200; i++) phases.push(randomPhase(standardMap, random, 22 + Math.floor(random() * 13)));
  const orders = phases.reduce((n, p) => n + p.orders.length, 0);
  const supports = phases.reduce((n, p) => n + p.orders.filter((o) => o.kind === 'support').length, 0);
  const convoys = phases.reduce((n, p) => n + p.orders.filter((o) => o.kind === 'convoy').length, 0);
  console.log(`Random positions: ${phases.length} phases, 22-34 units, ${orders} orders (${supports} supports, ${convoys} convoys)`);
  // Warm up to a steady state: every phase, both rule sets, trace off and on. CPU time counts V8's
  // compiler threads, so a partial warm-up would time the optimiser (and deoptimisations on phases not seen yet).
  for (const rules of [alexander, datc]) for (const trace of [false, true]) timePhases(phases, rules, trace, 2);
  for (const rules of [alexander, datc]) {
    const off = stats(timePhases(phases, rules, false, 20));
    const on = stats(timePhases(phases, rules, true, 20));
    console.log(
      `  ${rules.id.padEnd(10)} trace off: median ${us(off.median)}, p90 ${us(off.p90)}, p99 ${us(off.p99)}, max ${us(off.max)}` +
        ` | trace on: median ${us(on.median)} (${(on.median / off.median).toFixed(2)}×), p99 ${us(on.p99)}`,
    );
  }
  for (const rules of [alexander, datc]) {
    const s = timeStages(phases, rules, 20);
    console.log(`  ${rules.id.padEnd(10)} by stage, trace off: prepare ${us(s.prepare)}, decisions ${us(s.decisions)}, outcomes ${us(s.outcomes)} (medians)`);
  }
  benchSheets(phases.filter((p) => p.units.length === 34).slice(0, 200));
}

/** The live editor's path: the text of a full order sheet, parsed, then ruled. */
function benchSheets(phases: RandomPhase[]): void {
  const sheets = phases.map((p) => ({
    units: p.units,
    text: POWERS.map((power) => {
      const own = p.orders.filter((o) => o.power === power);
      return own.length ? `${POWER_NAMES[power]}:\n${own.map((o) => formatOrder(o)).join('\n')}` : '';
    })
      .filter(Boolean)
      .join('\n\n'),
  }));
  const rule = (s: (typeof sheets)[number]) => {
    const parsed = parseOrders(s.text, { units: s.units }, alexander);
    return adjudicate({ units: s.units }, parsed.orders as MovementOrder[], { rules: alexander });
  };
  for (let r = 0; r < 30; r++) for (const s of sheets) rule(s); // warm up
  const times = sheets.map((s) => {
    const t0 = performance.now();
    for (let i = 0; i < 10; i++) rule(s);
    return (performance.now() - t0) / 10;
  });
  const t = stats(times);
  console.log(`Order sheets of 34 units, text → parseOrders → adjudicate (${sheets.length} sheets): median ${us(t.median)}, p99 ${us(t.p99)}, max ${us(t.max)}`);
  // The parser alone on the same sheets, measured after the line above so that line's figure is taken as before.
  const parseTimes = sheets.map((s) => {
    const t0 = performance.now();
    for (let i = 0; i < 10; i++) parseOrders(s.text, { units: s.units }, alexander);
    return (performance.now() - t0) / 10;
  });
  const p = stats(parseTimes);
  console.log(`  of which parseOrders alone: median ${us(p.median)}, p99 ${us(p.p99)}, max ${us(p.max)}`);
  benchLongTexts(sheets[0]);
}

/** A game master's paste: sheets one after another (each heading a new set), parsed at once. The cost must grow linearly. */
function benchLongTexts(sheet: { units: RandomPhase['units']; text: string }): void {
  const figures = [10, 100, 1000].map((kb) => {
    const text = `${sheet.text}\n\n`.repeat(Math.ceil((kb * 1024) / (sheet.text.length + 2)));
    const runs = kb >= 1000 ? 1 : kb >= 100 ? 3 : 10;
    parseOrders(text, { units: sheet.units }, alexander);
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) parseOrders(text, { units: sheet.units }, alexander);
    const ms = (performance.now() - t0) / runs;
    return `${kb >= 1000 ? `${kb / 1000} MB` : `${kb} KB`} ${ms.toFixed(1)} ms (${((ms * 1000) / (text.length / 1024)).toFixed(0)} µs/KB)`;
  });
  console.log(`Long texts of repeated sheets, parseOrders: ${figures.join(', ')}`);
}

function benchDatc(): void {
  const cases = datcCaseFiles().flatMap(({ file }) => file.cases.filter((c) => c.phase === 'movement'));
  for (const rules of [alexander, datc]) {
    for (const c of cases) runCase(c, rules);
    const runs = 20;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) for (const c of cases) runCase(c, rules);
    const perSuite = (performance.now() - t0) / runs;
    // Each case's time is the median of 5 rounds of 20 rulings: one round's mean is thrown by a pause of the
    // collector or a neighbour on the machine, and then a trivial case was reported as the slowest.
    const perCase = cases.map((c) => {
      const rounds = Array.from({ length: 5 }, () => {
        const t = performance.now();
        for (let i = 0; i < 20; i++) runCase(c, rules);
        return (performance.now() - t) / 20;
      });
      return { id: c.id, ms: stats(rounds).median };
    });
    const worst = perCase.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(
      `DATC movement suite (${cases.length} cases, parsing included) under ${rules.id}: ${perSuite.toFixed(2)} ms; slowest case ${worst.id} ${us(worst.ms)}`,
    );
  }
}

/**
 * Checking a whole game record (`npm run check`, and game-master mode's "Check a game record"): a
 * long game of random legal orders, written as a judge's reports, read, re-ruled and compared phase
 * by phase. From the command line: CPU time of the first check (as the CLI runs it once) and the
 * median of five after it. In the browser (built site): wall-clock time from the click to the
 * report drawn, worker start included, median of three page loads.
 */
async function benchRecordCheck(engineOnly: boolean): Promise<void> {
  const game = judgeRecordOfRandomGame(standardMap, seeded(2), 40, 4000);
  const once = () => {
    const t0 = performance.now();
    const r = checkRecord(game.text);
    if (r.summary.differ !== 0) throw new Error('the record check disagrees with the engine on its own game');
    return performance.now() - t0;
  };
  const first = once();
  const warm = stats(Array.from({ length: 5 }, once));
  console.log(`Record check, a judge's record of ${game.years} years, ${game.phases} phases, ${game.orders} orders (budget 1 s CLI, 2 s browser):`);
  console.log(`  the check itself, in one process: first ${first.toFixed(0)} ms, then median ${warm.median.toFixed(0)} ms`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-check-'));
  const recordFile = join(dir, 'forty-years.txt');
  writeFileSync(recordFile, game.text);
  const tinyFile = join(dir, 'tiny.txt');
  writeFileSync(tinyFile, 'Spring 1901\nEngland: F Lon H\n');
  const start = commandWall(['node', 'scripts/cli.mjs', 'check', tinyFile]);
  const viaNpm = commandWall(['npm', 'run', '-s', 'check', tinyFile]);
  const whole = commandWall(['node', 'scripts/cli.mjs', 'check', recordFile]);
  const wholeNpm = commandWall(['npm', 'run', '-s', 'check', recordFile]);
  console.log(`  a command's start (a one-line record, wall): ${start.toFixed(0)} ms, ${viaNpm.toFixed(0)} ms through npm run -s (budget ${START_BUDGET_MS} ms: ${within(start <= START_BUDGET_MS)})`);
  console.log(`  npm run -s check on the ${game.years}-year record, wall: ${wholeNpm.toFixed(0)} ms (${whole.toFixed(0)} ms without npm; budget 1000 ms: ${within(wholeNpm <= 1000)})`);
  if (engineOnly || !existsSync(join(DIST, 'index.html'))) {
    console.log('  in the browser: not measured (no built site, or --engine-only)');
    return;
  }
  const server = await serveDist();
  const browser = await launchBrowser();
  try {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const page = await browser.newPage();
      await page.goto(`${server.origin}/gm/`, { waitUntil: 'load' });
      // Set at once: typing 200 KB through fill() takes longer than the check itself.
      await page.locator('#rc-text').evaluate((area: HTMLTextAreaElement, text) => {
        area.value = text;
        area.dispatchEvent(new Event('input', { bubbles: true }));
      }, game.text);
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((done) => {
              const t0 = performance.now();
              const seen = new MutationObserver(() => {
                if (document.querySelector('[data-summary]')) {
                  seen.disconnect();
                  done(performance.now() - t0);
                }
              });
              seen.observe(document.body, { childList: true, subtree: true });
              (document.querySelector('.rc-go') as HTMLButtonElement).click();
            }),
        ),
      );
      await page.close();
    }
    console.log(`  in the browser (game-master mode, worker): click to report drawn, median ${stats(times).median.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The wall time of a command, median of five runs, its output thrown away; it must succeed. */
function commandWall(argv: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    // Wall time here: the child's start is what a person waits for, and it is not this process's CPU.
    const t0 = globalThis.performance.now();
    const run = spawnSync(argv[0], argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
    times.push(globalThis.performance.now() - t0);
    if (run.status !== 0) throw new Error(`${argv.join(' ')} failed: ${run.stderr.toString()}`);
  }
  return stats(times).median;
}

/** A command's own start: node itself takes about 40 ms of it. */
const START_BUDGET_MS = 150;

const within = (ok: boolean) => (ok ? 'within' : 'OVER');

/** A share link of 1.4 MB that would inflate to 1 GB: the sandbox refuses it once 256 KB are unpacked. */
async function benchLinkBomb(): Promise<void> {
  const { createDeflateRaw } = await import('node:zlib');
  const { decodeHash } = await import('../src/lib/sandbox/shareLink');
  const { toBase64url } = await import('../src/lib/sandbox/caseLink');
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((ok) => deflate.on('end', ok));
  const zeros = Buffer.alloc(1 << 20);
  for (let i = 0; i < 1024; i++) if (!deflate.write(zeros)) await new Promise((ok) => deflate.once('drain', ok));
  deflate.end();
  await ended;
  const hash = `#v1=${toBase64url(Buffer.concat(chunks))}`;
  const started = performance.now();
  const d = await decodeHash(hash);
  const took = performance.now() - started;
  console.log(`Share link that would inflate to 1 GB: refused in ${took.toFixed(0)} ms (${d.kind === 'error' ? 'refused' : 'NOT refused'}; budget ${LINK_BOMB_BUDGET_MS} ms: ${within(took <= LINK_BOMB_BUDGET_MS)})`);
}

/** Inflating the whole gigabyte takes seconds; stopping at 256 KB takes far less. */
const LINK_BOMB_BUDGET_MS = 1000;


const args = process.argv.slice(2);
const casesAt = args.indexOf('--cases');
if (casesAt >= 0) {
  const rulesAt = args.indexOf('--rules');
  process.exitCode = benchCases(args[casesAt + 1], rulesAt >= 0 ? (args[rulesAt + 1] ?? '') : 'alexander', {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
  });
} else {
  console.log(`Engine benchmark (node ${process.version})`);
  benchRandom();
  benchDatc();
  await benchLinkBomb();
  await benchRecordCheck(args.includes('--engine-only'));
}

// The site: JavaScript per page type and time to a visible board (bench/site.ts; `npm run bench:site` alone).
if (casesAt < 0 && !args.includes('--engine-only')) await (await import('./site')).benchSite();
