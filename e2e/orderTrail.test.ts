import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { encodeId } from '@earrival/shared/util';
import { newPage, screenshot, signIn } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/**
 * Previous / Next through the whole list (issue 46, item 1) and `u` back to it (item 8), in the built app
 * at a desk and on a phone, light and dark: from the last row of New Orders' first page Next goes on to
 * the eleventh order, a move out of the queue leaves Next on the order that followed, `u` gives the focus
 * back to the row left, and an order opened from the search goes back to its queue.
 */

const CASES = [
  { width: 1280, height: 800, scheme: 'light' },
  { width: 1280, height: 800, scheme: 'dark' },
  { width: 375, height: 812, scheme: 'light' },
  { width: 375, height: 812, scheme: 'dark' },
] as const;

const bar = (page: Page) => page.getByRole('region', { name: /^Actions for order \d+$/ });
const place = (page: Page) => bar(page).locator('.od-trail-place');

async function shownOrder(page: Page): Promise<number> {
  return Number((await bar(page).getAttribute('aria-label'))!.replace(/\D+/g, ''));
}

/** The page's focus is on the queue row that links this order. */
const rowFocused = (page: Page, orderId: number) =>
  page.waitForFunction(
    (href) => {
      const active = document.activeElement;
      return active?.tagName === 'TR' && active.querySelector(`a[href="${href}"]`) !== null;
    },
    `/admin/view-order/${encodeId(orderId)}`,
  );

async function newOrdersHrefs(page: Page): Promise<string[]> {
  const links = page.locator('main a[href*="/admin/view-order/"]');
  await links.first().waitFor();
  return [...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!)))];
}

describe('Next and Previous through the whole list, and u back to it', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  for (const { width, height, scheme } of CASES) {
    it(`walks past the page and back to the row left at ${width} px, ${scheme}`, async () => {
      const { page, context, problems } = await newPage(browser, app.baseUrl, { width, height });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await signIn(page, 'admin@example.com');
      const name = `order-trail-${width}-${scheme}`;

      // The last row of the first page (ten rows a page).
      await page.goto('/admin/recent-order');
      const hrefs = await newOrdersHrefs(page);
      assert.equal(hrefs.length, 10, 'New Orders shows ten rows a page');
      await page.locator(`main a[href="${hrefs[9]}"]`).first().click();
      await bar(page).waitFor();
      const tenth = await shownOrder(page);
      await page.waitForFunction(() =>
        /^10 of \d+/.test(document.querySelector('.od-trail-place')?.textContent ?? ''),
      );
      const total = Number((await place(page).innerText()).match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
      assert.ok(total > 10, `the place reads in the whole queue: ${await place(page).innerText()}`);
      // The list's name is there for a screen reader even where a phone hides it.
      assert.match((await place(page).textContent()) ?? '', /^10 of [\d,]+ in New Orders$/);
      await screenshot(page, `${name}-tenth`);

      // Moved out of the queue: Next still goes on, to the order that followed it.
      await bar(page).getByRole('button', { name: 'Change status' }).click();
      await bar(page)
        .getByRole('group', { name: 'Move the order to' })
        .getByRole('button', { name: 'Completed Orders' })
        .click();
      await bar(page).getByTitle('Current status').getByText('Completed').waitFor();
      await place(page)
        .getByText(`Moved out · ${(total - 1).toLocaleString('en-US')} left`)
        .waitFor();
      await screenshot(page, `${name}-moved-out`);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('n');
      await page.waitForFunction(
        (last) => !document.querySelector(`section[aria-label="Actions for order ${last}"]`),
        tenth,
      );
      const eleventh = await shownOrder(page);
      assert.notEqual(eleventh, tenth);
      // It holds the tenth place now; Previous leads back before the moved order.
      await place(page)
        .getByText(`10 of ${(total - 1).toLocaleString('en-US')}`)
        .waitFor();
      assert.equal(await bar(page).getByRole('link', { name: 'Previous' }).getAttribute('href'), hrefs[8]);

      // u: back to the list, the focus on the row left (the eleventh order, now the page's tenth row).
      await page.keyboard.press('u');
      await page.waitForURL('**/admin/recent-order**');
      await rowFocused(page, eleventh);
      await screenshot(page, `${name}-back-focus`);

      // Opened from the search, u goes to the queue that holds the order, its row focused.
      await page.keyboard.press('/');
      await page.keyboard.type(String(eleventh));
      const option = page.getByRole('option').filter({ hasText: `#${eleventh}` });
      await option.waitFor();
      await page.keyboard.press('Enter');
      await page.locator(`section[aria-label="Actions for order ${eleventh}"]`).waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      await page.keyboard.press('u');
      await page.waitForURL(/\/admin\/(recent-order|my-order)$/);
      await rowFocused(page, eleventh);

      assert.deepEqual(problems.errors, []);
      await context.close();
    });
  }
});
