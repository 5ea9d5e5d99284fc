/**
 * The order detail screen at 1,000,000 orders, in headless Chromium against the real server on
 * PostgreSQL: from a click on View in a queue to the whole detail screen painted, and the detail call
 * alone as the page sees it. Figures are printed, never asserted (shared, noisy machines).
 *
 *   once: the 1M-order database of bench/api (see its README)
 *   npm run bench -- detail-screen      (BENCH_DATABASE_URL overrides the database; BENCH_REPEAT the clicks)
 */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, signIn } from '../../e2e/support/browser';
import { startApp } from '../../e2e/support/server';
import { clickViewUntilPainted, timeDetailCalls } from './inPage';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/earrival_bench';
const repeat = Number(process.env.BENCH_REPEAT ?? 10);

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(values.length * 0.9))]!;

async function orderCount(): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM orders')).rows[0].n);
  } finally {
    await client.end();
  }
}

/** How much history an order carries, as a short text. */
async function historySize(orderId: number): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number(
        (await client.query(`SELECT count(*) AS n FROM ${table} WHERE order_id = $1`, [orderId])).rows[0].n,
      );
    return `${await count('order_events')} events, ${await count('mail_history')} mails, ${await count('download_history')} downloads, ${await count('remarks')} comments`;
  } finally {
    await client.end();
  }
}

async function openQueue(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
  await page
    .getByRole('table', { name: label })
    .getByRole('link', { name: 'View' })
    .first()
    .waitFor({ timeout: 60_000 });
}

async function main(): Promise<void> {
  const count = await orderCount().catch((error: unknown) => {
    throw new Error(`cannot read ${url} (${String(error)}); create and seed it as bench/api/README.md says`);
  });
  console.log(
    `Order detail screen with ${count.toLocaleString('en-US')} orders in PostgreSQL (${url.replace(/\/\/.*@/, '//')})`,
  );
  if (count < 1_000_000) console.log('  (fewer than 1,000,000 orders: seed more for the intended figure)');
  const app = await startApp({ DATABASE_URL: url, SEED_DEMO: '0' });
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, app.baseUrl, { width: 1440, height: 900 });
    await signIn(page, 'admin@example.com');
    const clicks: number[] = [];
    let firstOrder = 0;
    for (let attempt = 0; attempt <= repeat; attempt += 1) {
      await openQueue(page, 'Completed Orders');
      const { ms, orderId } = (await page.evaluate(
        clickViewUntilPainted('Completed Orders', attempt % 10),
      )) as {
        ms: number;
        orderId: number;
      };
      firstOrder ||= orderId;
      clicks.push(ms);
    }
    const [cold, ...warm] = clicks;
    console.log(
      `  View click -> detail painted: first ${fmt(cold!)} (remote code loaded), then median ${fmt(median(warm))}, ` +
        `p90 ${fmt(p90(warm))} (min ${fmt(Math.min(...warm))}, max ${fmt(Math.max(...warm))}) over ${warm.length} orders`,
    );
    const calls = (await page.evaluate(timeDetailCalls(firstOrder, 50))) as number[];
    console.log(
      `  detail call from the page (network + server + JSON), order ${firstOrder}: median ${median(calls).toFixed(1)} ms, ` +
        `p90 ${p90(calls).toFixed(1)} ms over ${calls.length}`,
    );

    // The newest Charge Back order: with bench/detail's data, its order with a long history.
    const longClicks: number[] = [];
    let longOrder = 0;
    for (let attempt = 0; attempt < Math.max(3, Math.round(repeat / 2)); attempt += 1) {
      await openQueue(page, 'Charge Back');
      const { ms, orderId } = (await page.evaluate(clickViewUntilPainted('Charge Back', 0))) as {
        ms: number;
        orderId: number;
      };
      longOrder = orderId;
      longClicks.push(ms);
    }
    const size = await historySize(longOrder);
    const longCalls = (await page.evaluate(timeDetailCalls(longOrder, 20))) as number[];
    console.log(
      `  order ${longOrder} (${size}): View click -> painted median ${fmt(median(longClicks))} ` +
        `(max ${fmt(Math.max(...longClicks))}) over ${longClicks.length}; detail call median ${median(longCalls).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
