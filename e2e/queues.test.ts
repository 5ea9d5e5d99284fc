import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage, screenshot, signIn, badge } from './support/browser';
import { dataRows, openQueue, rowOf, shownIds } from './support/queues';
import { until } from './support/wait';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/** The queues remote against the real API: list, search, sort, page, list actions by role, View. */

describe('queues remote, end to end', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  it('searches, sorts and pages New Orders on the server', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    const table = await openQueue(page, 'New Orders', 'New Orders');
    const total = await badge(page, 'recent-order');
    await page.getByText(`Showing 1 to 10 of ${total} entries`).waitFor();
    const newestFirst = await shownIds(table);
    assert.deepEqual(
      newestFirst,
      [...newestFirst].sort((a, b) => b - a),
      'default order: newest id first',
    );

    await table.getByRole('button', { name: /Order Id/ }).click();
    const ascending = await until(
      () => shownIds(table),
      (ids) => ids[0]! < newestFirst.at(-1)!,
      'ascending sort',
    );
    assert.deepEqual(
      ascending,
      [...ascending].sort((a, b) => a - b),
    );

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(`Showing 11 to 20 of ${total} entries`).waitFor();
    const secondPage = await shownIds(table);
    assert.ok(secondPage[0]! > ascending.at(-1)!, 'page 2 continues the ascending order');

    // Search by an e-mail taken from the list: the debounced search-order call narrows the rows.
    const email = await dataRows(table).first().locator('td').nth(3).innerText();
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await until(
      () => dataRows(table).allInnerTexts(),
      (rows) => rows.length >= 1 && rows.every((text) => text.includes(email)),
      'search results',
      // The first trigram search of a fresh database can be slow on a loaded machine.
      30_000,
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-customer-zzz');
    await table.getByText('No records found').waitFor();
    await screenshot(page, 'queues-search-empty');
    assert.deepEqual(
      problems.errors.filter((error) => !error.includes('404')),
      [],
    );
    await context.close();
  });

  it('assigns orders to me, shows them in My Orders with the badges updated, and moves them back', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    const newOrders = await openQueue(page, 'New Orders', 'New Orders');
    const [myBefore, newBefore] = [await badge(page, 'my-order'), await badge(page, 'recent-order')];
    const picked = (await shownIds(newOrders)).slice(0, 2);
    for (const id of picked) await rowOf(newOrders, id).getByRole('checkbox').check();
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByText('2 orders selected').waitFor();
    await bar.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByRole('dialog').getByText('Are you sure want to assigned orders.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Order has been assigned successfully').first().waitFor();
    // The sidebar hears counts-changed on the bus: no reload.
    await until(
      () => badge(page, 'my-order'),
      (value) => value === myBefore + 2,
      'My Orders badge +2',
    );
    await until(
      () => badge(page, 'recent-order'),
      (value) => value === newBefore - 2,
      'New Orders badge -2',
    );
    await until(
      () => shownIds(newOrders),
      (ids) => !ids.some((id) => picked.includes(id)),
      'rows leaving New Orders',
    );
    await screenshot(page, 'queues-assigned');

    const mine = await openQueue(page, 'My Orders', 'My Orders');
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('all');
    await page.getByText(`Showing 1 to ${myBefore + 2} of ${myBefore + 2} entries`).waitFor();
    for (const id of picked) await rowOf(mine, id).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to Original Folder' }).click();
    await page.getByRole('dialog').getByText('Are you sure want to move orders to new orders.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await until(
      () => badge(page, 'my-order'),
      (value) => value === myBefore,
      'My Orders badge back',
    );
    await until(
      () => badge(page, 'recent-order'),
      (value) => value === newBefore,
      'New Orders badge back',
    );
    await until(
      () => shownIds(mine),
      (ids) => !ids.some((id) => picked.includes(id)),
      'rows leaving My Orders',
    );
    await context.close();
  });

  it('soft-deletes as Admin: the row leaves and Deleted Orders counts it', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    const table = await openQueue(page, 'Pending Orders', 'Pending Orders');
    const deletedBefore = await badge(page, 'deleted-order');
    const [victim] = await shownIds(table);
    await rowOf(table, victim!).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete Order' }).click();
    await page.getByRole('dialog').getByText('Delete 1 order?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Order has been deleted successfully').first().waitFor();
    await until(
      () => shownIds(table),
      (ids) => !ids.includes(victim!),
      'deleted row leaving',
    );
    await until(
      () => badge(page, 'deleted-order'),
      (value) => value === deletedBefore + 1,
      'Deleted badge +1',
    );
    await page.getByRole('status').getByText('1 order deleted.').waitFor();
    await context.close();
  });

  it('does not offer Delete to Team, who can still assign', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'team@example.com');
    const table = await openQueue(page, 'New Orders', 'New Orders');
    await dataRows(table).first().getByRole('checkbox').check();
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Assign to me' }).waitFor();
    assert.equal(await bar.getByRole('button', { name: 'Delete Order' }).count(), 0);
    const pending = await openQueue(page, 'Pending Orders', 'Pending Orders');
    assert.equal(
      await pending.getByRole('checkbox').count(),
      0,
      'no actions for Team on Pending: no checkboxes',
    );
    await context.close();
  });

  it('opens View at /admin/view-order/{encoded id}', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    const table = await openQueue(page, 'Completed Orders', 'Completed Orders');
    const [orderId] = await shownIds(table);
    await rowOf(table, orderId!).getByRole('link', { name: 'View' }).click();
    const encoded = Buffer.from(String(orderId! * 2)).toString('base64');
    await page.waitForURL(`**/admin/view-order/${encoded}`);
    await page.getByRole('heading', { name: /Order/ }).first().waitFor({ timeout: 20_000 });
    await context.close();
  });
});
