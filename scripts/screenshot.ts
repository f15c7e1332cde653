/**
 * Screenshots of the built site at desktop and phone widths, for looking at the board.
 * Run `npm run build` first, then:
 *
 *   npx tsx scripts/screenshot.ts [path ...]      (default: / /board-demo/ /rulebook/diagrams/)
 *
 * Starts `astro preview` on a free port, saves PNGs to tests/e2e/artifacts/ (git-ignored), and
 * fails if a page logs an error.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

const OUT = 'tests/e2e/artifacts';
const WIDTHS = [1280, 390];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/board-demo/', '/rulebook/diagrams/'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const port = await freePort();
// Its own process group, so stopping it also stops the node process that npx starts.
const server = spawn('npx', ['astro', 'preview', '--port', String(port), '--host', '127.0.0.1'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};
await new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('astro preview did not start in 30 s')), 30_000);
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes(String(port))) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.on('exit', (code) => reject(new Error(`astro preview exited with ${code}`)));
});

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const errors: string[] = [];
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width > 600 ? 900 : 844 }, deviceScaleFactor: 2 });
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    for (const path of paths) {
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      // Scroll through the page so every client:visible board hydrates before the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(300);
      const name = `${path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'}-${width}.png`;
      await page.screenshot({ path: `${OUT}/${name}`, fullPage: true });
      console.log(`${OUT}/${name}`);
      // Each board on its own, sharp enough to judge labels and marks.
      const boards = await page.locator('figure.board svg.bd-svg').all();
      for (const [i, b] of boards.entries()) {
        const boardName = name.replace('.png', `-board${i + 1}.png`);
        await b.screenshot({ path: `${OUT}/${boardName}` });
        console.log(`${OUT}/${boardName}`);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  stopServer();
}
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
