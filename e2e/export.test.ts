import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { parseCsv } from '@earrival/api/testing/csv';
import { badge, networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { openQueue, shownIds } from './support/queues';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/** Export CSV on a queue and on a statistics screen: the saved file holds what the table lists. */

describe('Export CSV, end to end', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  it('saves the queue as CSV: every order of the queue, in the order on screen, under the queue name', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    const table = await openQueue(page, 'Pending Orders', 'Pending Orders');
    const total = await badge(page, 'pending-order');
    await networkQuiet(page);
    const onScreen = await shownIds(table);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(file.suggestedFilename(), `pendingOrder-${today}.csv`);
    const rows = parseCsv(fs.readFileSync((await file.path())!, 'utf8'));
    assert.deepEqual(rows[0], [
      'Order Id',
      'Name',
      'Email',
      'Telephone',
      'Date & Time (UTC)',
      'Assigned To',
      'Status',
    ]);
    assert.equal(rows.length - 1, total, 'every order of the queue, not only the page shown');
    assert.deepEqual(
      rows.slice(1, 1 + onScreen.length).map((row) => Number(row[0])),
      onScreen,
      'the first rows are the rows on screen, in their order',
    );
    assert.ok(rows.slice(1).every((row) => row[6] === 'Pending'));
    assert.match(rows[1]![4]!, /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/, 'dates as the table shows them');
    await page.getByText(`Saved pendingOrder-${today}.csv`).waitFor();
    await screenshot(page, 'export-queue-saved');
    await context.close();
  });

  it('exports the Country Order List with its headers', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'manager@example.com');
    await page.goto('/admin/country-order');
    const table = page.getByRole('table', { name: 'Country Order List' });
    await table.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    await networkQuiet(page);
    const firstCountry = (await table.locator('tbody tr td').first().innerText()).trim();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const rows = parseCsv(fs.readFileSync((await (await download).path())!, 'utf8'));
    assert.deepEqual(rows[0], ['Country', 'Order', 'Standard Orders', 'Priority Orders', 'Future Orders']);
    assert.equal(rows[1]![0], firstCountry);
    await context.close();
  });
});
