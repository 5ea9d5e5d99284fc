/**
 * "Work ten orders in a row from New Orders" in headless Chromium against the real built app (issue 46,
 * item 1): open the first order of New Orders, then, ten times, move the order on (Change status ->
 * Completed Orders) and go on to the next order: Next where the page offers it, otherwise back to the
 * list and open its first row (what staff do when Next stops at "10 of 10"). The clock stops when the
 * order after the tenth is shown. Prints the clicks, the seconds and how often the list had to be
 * reopened; never asserts (shared, noisy machines).
 *
 *   npm run bench -- workten          (BENCH_WORK_ORDERS=10, BENCH_WORK_ROUNDS=3, BENCH_WORK_WIDTH=1280)
 */
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../../e2e/support/browser';
import { startApp } from '../../e2e/support/server';
import { workOrders, type WorkRun } from './walk';

const orders = Number(process.env.BENCH_WORK_ORDERS ?? 10);
const rounds = Number(process.env.BENCH_WORK_ROUNDS ?? 3);
const width = Number(process.env.BENCH_WORK_WIDTH ?? 1280);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function openNewOrders(page: Page): Promise<void> {
  await page.goto('/admin/recent-order');
  await page.locator('main a[href*="/admin/view-order/"]').first().waitFor();
}

const app = await startApp();
const browser = await launchBrowser();
try {
  const { page, context } = await newPage(browser, app.baseUrl, { width, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'admin@example.com');
  // A first pass loads every remote's code, so the rounds compare the work, not the first download.
  await openNewOrders(page);
  const warm = await workOrders(page, 1);
  const runs: WorkRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await openNewOrders(page);
    runs.push(await workOrders(page, orders));
  }
  await context.close();
  console.log(
    `  work ${orders} orders in a row from New Orders (${width} px wide, embedded database, demo data; ` +
      `warm-up ${warm.clicks} clicks):`,
  );
  for (const [index, run] of runs.entries())
    console.log(
      `  round ${index + 1}: ${run.clicks} clicks, ${(run.ms / 1000).toFixed(2)} s, go on to the next order ` +
        `median ${median(run.goOnMs).toFixed(0)} ms, longest ${Math.max(...run.goOnMs).toFixed(0)} ms, ` +
        `${run.backToList} times back to the list; places: ${run.positions.map((text) => text.replace(/ in New Orders$/, '')).join(', ')}`,
    );
  console.log(
    `  median: ${median(runs.map((run) => run.clicks))} clicks, ` +
      `${(median(runs.map((run) => run.ms)) / 1000).toFixed(2)} s; the tenth order's go on: ` +
      `${median(runs.map((run) => run.goOnMs.at(-1)!)).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await app.stop();
}
