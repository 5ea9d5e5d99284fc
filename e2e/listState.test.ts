import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { dataRows, otherRowsThan, shownIds } from './support/queues';
import type { RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/** Issue 31, lists that remember: search, sort, page and filters in the address; rows that open; phone cards. */
describe('queue lists that remember', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  it('restores search, sort and page after a reload and after Back from an order', async () => {
    const { context, page, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/order-history');
    const table = page.getByRole('table', { name: 'Order History' });
    await dataRows(table).first().waitFor();
    const newestFirst = await shownIds(table);
    await table.getByRole('button', { name: /Order Id/ }).click();
    await page.waitForURL(/sort=order_id&order=asc/);
    const pageOne = await otherRowsThan(table, newestFirst);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    // The address changes before page 2's rows arrive: read them once they have.
    const pageTwo = await otherRowsThan(table, pageOne);
    await page.reload();
    await dataRows(table).first().waitFor();
    assert.deepEqual(await shownIds(table), pageTwo, 'the reload shows the same page');
    assert.match(page.url(), /sort=order_id&order=asc&page=2/);

    // Search for the surname of a row on screen, so the search finds something in any seed.
    const name = await dataRows(table).first().locator('td[data-label="Name"]').innerText();
    const term = name.trim().split(/\s+/).at(-1)!.toLowerCase();
    await page.getByRole('searchbox', { name: 'Search' }).fill(term);
    await page.waitForURL((url) => url.searchParams.get('q') === term);
    // The searched name is already on screen (page 2's first row): wait for the search's own answer.
    await networkQuiet(page);
    await page.getByRole('table', { name: 'Order History' }).getByText(name.trim()).first().waitFor();
    const searchedUrl = page.url();
    await dataRows(table).first().waitFor();
    const searched = await shownIds(table);
    // The row opens anywhere it is clicked (here: its name cell).
    await dataRows(table).first().locator('td[data-label="Name"]').click();
    await page.waitForURL(/\/admin\/view-order\//);
    await page.goBack();
    await page.waitForURL(searchedUrl);
    await dataRows(table).first().waitFor();
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), term);
    assert.deepEqual(await shownIds(table), searched);

    // Middle-click and Ctrl-click: each row has a real link to the order.
    const [firstId] = searched;
    const href = await dataRows(table)
      .first()
      .getByRole('link', { name: String(firstId), exact: true })
      .getAttribute('href');
    assert.match(href ?? '', /^\/admin\/view-order\/[A-Za-z0-9=]+$/);
    const popup = context.waitForEvent('page');
    await dataRows(table)
      .first()
      .getByRole('link', { name: String(firstId), exact: true })
      .click({ button: 'middle' });
    const tab = await popup;
    await tab.waitForURL(/\/admin\/view-order\//);
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('has no sideways scroll at 375 px and shows each order as a card that opens it', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, { width: 375, height: 812 });
    await signIn(page, 'manager@example.com');
    await page.goto('/admin/pending-order');
    const table = page.getByRole('table', { name: 'Pending Orders' });
    await dataRows(table).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await screenshot(page, 'list-state-375');
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    const card = dataRows(table).first();
    const display = await card.evaluate((row) => getComputedStyle(row).display);
    assert.equal(display, 'grid', 'rows are cards');
    const shown = await card.evaluate((row) =>
      [...row.querySelectorAll('td')]
        .filter((td) => getComputedStyle(td).display !== 'none')
        .map((td) => td.dataset.card),
    );
    for (const part of ['order_id', 'name', 'process_status', 'created_at'])
      assert.ok(shown.includes(part), `the card shows ${part}`);
    await card.locator('td[data-card="name"]').click();
    await page.waitForURL(/\/admin\/view-order\//);
    await context.close();
  });
});
