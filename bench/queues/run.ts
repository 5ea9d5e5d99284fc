/**
 * Queue screens in headless Chromium against the real server:
 *   - from a click on a queue in the sidebar to its first 100 rows painted;
 *   - 'All' on a queue of 10,000 and of 100,000 orders: time to first paint, JS heap, rows in the DOM,
 *     frame intervals while scrolling the whole list, and a jump to the end (rows fetched on demand).
 * The queue is Order History (allOrder), which holds every order, in an embedded database seeded with
 * `npm run seed -- --orders N`. Figures are printed, never asserted (shared, noisy machines).
 *
 *   npm run bench -- queues          (BENCH_QUEUE_SIZES=10000,100000 by default; BENCH_REPEAT=5)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../../e2e/support/browser';
import { repoRoot, startApp } from '../../e2e/support/server';
import {
  chooseRowsPerPage,
  clickQueueUntilRows,
  jumpToEndUntilLoaded,
  renderedRows,
  scrollThrough,
} from './inPage';

const sizes = (process.env.BENCH_QUEUE_SIZES ?? '10000,100000').split(',').map(Number);
const repeat = Number(process.env.BENCH_REPEAT ?? 5);

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function seed(dataDir: string, orders: number, seedValue: number): number {
  const started = performance.now();
  const run = spawnSync(
    'npm',
    ['run', 'seed', '--', '--orders', String(orders), '--seed', String(seedValue)],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`seed failed:\n${run.stdout}\n${run.stderr}`);
  return performance.now() - started;
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

async function measureSize(browser: Browser, baseUrl: string, total: number): Promise<void> {
  const { page, context } = await newPage(browser, baseUrl, { width: 1440, height: 900 });
  await signIn(page, 'admin@example.com');
  // Staff who work with 100 rows a page have it remembered for every queue.
  await page.evaluate(`localStorage.setItem('earrival.queues.rowsPerPage', '100')`);
  await page.goto('/admin');
  await page.getByRole('heading').first().waitFor();

  const clicks: number[] = [];
  for (let attempt = 0; attempt <= repeat; attempt += 1) {
    const queue =
      attempt % 2 === 0 ? ['Order History', 'Order History'] : ['Completed Orders', 'Completed Orders'];
    clicks.push(Number(await page.evaluate(clickQueueUntilRows(queue[0]!, queue[1]!, 100))));
  }
  const [cold, ...warm] = clicks;
  console.log(
    `  sidebar click -> first 100 rows painted: first ${fmt(cold!)} (remote code loaded), ` +
      `then median ${fmt(median(warm))} (min ${fmt(Math.min(...warm))}, max ${fmt(Math.max(...warm))}) over ${warm.length}`,
  );

  await page.evaluate(clickQueueUntilRows('Order History', 'Order History', 100));
  const heapBefore = await heapUsed(page);
  const expected = `Showing 1 to ${total} of ${total} entries`;
  const allMs = Number(await page.evaluate(chooseRowsPerPage('all', expected)));
  const dom = (await page.evaluate(renderedRows)) as { tr: number; data: number };
  const heapAll = await heapUsed(page);
  console.log(
    `  'All' (${total.toLocaleString('en-US')} rows): first rows painted in ${fmt(allMs)}; ` +
      `${dom.data} data rows in the DOM (${dom.tr} tr); JS heap ${mb(heapAll)} (100 rows: ${mb(heapBefore)})`,
  );
  const scroll = (await page.evaluate(scrollThrough(120))) as { mean: number; p95: number; max: number };
  console.log(
    `  scrolling top to bottom in 120 frames: frame interval mean ${scroll.mean.toFixed(1)} ms, ` +
      `p95 ${scroll.p95.toFixed(1)} ms, max ${scroll.max.toFixed(1)} ms`,
  );
  const end = (await page.evaluate(jumpToEndUntilLoaded(total))) as { ms: number };
  const heapEnd = await heapUsed(page);
  console.log(
    `  jump to the end: last rows fetched and painted in ${fmt(end.ms)}; JS heap then ${mb(heapEnd)}`,
  );
  await context.close();
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-bench-queues-'));
  const browser = await launchBrowser();
  let seeded = 0;
  try {
    for (const [index, size] of sizes.entries()) {
      const seconds = seed(dataDir, size - seeded, index + 1) / 1000;
      seeded = size;
      console.log(`\nQueue of ${size.toLocaleString('en-US')} orders (seeded in ${seconds.toFixed(1)} s)`);
      const app = await startApp({ DATA_DIR: dataDir, SEED_DEMO: '0' });
      try {
        await measureSize(browser, app.baseUrl, size);
      } finally {
        await app.stop();
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
