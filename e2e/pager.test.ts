import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { badge, newPage, screenshot, signIn } from './support/browser';
import { openQueue, shownIds } from './support/queues';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/** The queue pager against the real API: Next and Previous by keyset cursor, a capped search count. */

/** The query of the next order-list call the page makes. */
function nextListCall(page: Page): Promise<URLSearchParams> {
  return page
    .waitForRequest((request) => request.url().includes('/api/admin/get-orders-list/'))
    .then((request) => new URL(request.url()).searchParams);
}

describe('queue pager, end to end', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  it('pages Order History with Next and Previous from the rows shown, and jumps to the last page', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    const table = await openQueue(page, 'Order History', 'Order History');
    const total = await badge(page, 'order-history');
    await page.getByText(`Showing 1 to 10 of ${total} entries`).waitFor();
    const first = await shownIds(table);

    const next = nextListCall(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    const nextQuery = await next;
    await page.getByText(`Showing 11 to 20 of ${total} entries`).waitFor();
    assert.equal(nextQuery.get('page'), '2');
    assert.ok(nextQuery.get('after'), 'Next sends the cursor of the last row shown');
    const second = await shownIds(table);
    assert.ok(second[0]! < first.at(-1)!, 'page 2 continues newest first');

    const previous = nextListCall(page);
    await page.getByRole('button', { name: 'Previous page' }).click();
    assert.ok((await previous).get('before'), 'Previous sends the cursor of the first row shown');
    await page.getByText(`Showing 1 to 10 of ${total} entries`).waitFor();
    assert.deepEqual(await shownIds(table), first);

    const lastPage = Math.ceil(total / 10);
    await page.getByRole('button', { name: `Page ${lastPage}` }).click();
    const lastFrom = (lastPage - 1) * 10 + 1;
    await page.getByText(`Showing ${lastFrom} to ${total} of ${total} entries`).waitFor();
    const oldest = await shownIds(table);
    assert.deepEqual(
      oldest,
      [...oldest].sort((a, b) => b - a),
      'the last page keeps the list order',
    );
    await screenshot(page, 'pager-last-page');
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('shows a search matching more than 1,000 orders as "1,000+" with only the pages that exist', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    await openQueue(page, 'Order History', 'Order History');
    // Every demo e-mail ends in ".com": all 2,400 orders match, more than the count's cap.
    await page.getByRole('searchbox', { name: 'Search' }).fill('.com');
    await page.getByText('Showing 1 to 10 of 1,000+ entries').waitFor({ timeout: 30_000 });
    const last = page.getByRole('button', { name: 'Page 100, more may follow' });
    assert.equal(await last.innerText(), '100+');
    assert.equal(await page.getByRole('button', { name: /^Page 101/ }).count(), 0);
    await screenshot(page, 'pager-search-capped');

    await last.click();
    await page.getByText('Showing 991 to 1000 of 1,000+ entries').waitFor();
    // A full page at the cap: more follow, so Next leads on.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Showing 1001 to 1010 of 1,010+ entries').waitFor();
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});
