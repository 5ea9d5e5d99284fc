import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { shownIds } from './support/queues';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';
import { until } from './support/wait';

/**
 * A day's work, second pass, at a desktop's and a phone's width, in light and in dark mode: a queue shows
 * its sort (headers on a desktop, "Sort by" on a phone) and sorts a date newest first; an export is named
 * after its filters; the order page shows its status as a badge with the moves behind "Change status",
 * Delete apart and asked first, Resend disabled with its reason while no document exists, Send Invoice
 * prefilled, and an Undo toast that names the order and the move; table headers follow the colour
 * scheme; a saved view sits first in the menu with its count; Change Gateway asks first, Sessions mark this device, the Security Log filters as you change them.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

const day = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The relative luminance of a CSS colour (rgb/rgba), 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number) as [
    number,
    number,
    number,
  ];
  const linear = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Sideways overflow of the page, in pixels (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("a day's work, second pass, at each width and colour scheme", () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      const tag = `${viewport.width}-${scheme}`;
      describe(`${viewport.width} px, ${scheme}`, () => {
        let context: BrowserContext;
        let page: Page;
        let errors: string[];
        before(async () => {
          ({ context, page } = await newPage(browser, app.baseUrl, viewport));
          errors = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.emulateMedia({ colorScheme: scheme });
          await signIn(page, 'admin@example.com');
        });
        after(async () => {
          assert.deepEqual(errors, [], 'no page error');
          await context.close();
        });

        it('a queue shows the sort in force and sorts a date newest first', async () => {
          await page.goto('/admin/pending-order');
          const table = await openQueueHere(page);
          const before = await shownIds(table);
          if (viewport.width > 575) {
            const idHeader = table.getByRole('columnheader', { name: /Order Id/ });
            assert.equal(await idHeader.getAttribute('aria-sort'), 'descending');
            assert.match(await idHeader.innerText(), /▼/);
            await table.getByRole('button', { name: 'Date & Time (UTC)' }).click();
            const dateHeader = table.getByRole('columnheader', { name: /Date & Time/ });
            await page.waitForURL(/sort=created_at/);
            // The address changes first; the header follows once the sorted page has arrived.
            await until(
              () => dateHeader.getAttribute('aria-sort'),
              (sort) => sort === 'descending',
              'the date header marked as the sort',
            );
          } else {
            const picker = page.getByRole('combobox', { name: 'Sort by' });
            assert.equal(await picker.inputValue(), 'order_id:desc');
            await picker.selectOption({ label: 'Date & Time (UTC), newest first ▼' });
            await page.waitForURL(/sort=created_at/);
            await until(
              () => picker.inputValue(),
              (value) => value === 'created_at:desc',
              'the sort shown',
            );
          }
          assert.match(page.url(), /order=desc/);
          await networkQuiet(page);
          assert.ok((await shownIds(table)).length > 0 && before.length > 0);
          assert.ok((await sideways(page)) <= 0, 'no sideways scroll');
          await screenshot(page, `second-pass-queue-sort-${tag}`);
        });

        it('an export is named after its filters and range', async () => {
          // A year back: the range rule allows at most about five years.
          const [from, to] = [day(-365), day()];
          await page.goto(`/admin/pending-order?createdFrom=${from}&createdTo=${to}`);
          await openQueueHere(page);
          const download = page.waitForEvent('download');
          await page.getByRole('button', { name: 'Export CSV' }).click();
          assert.equal((await download).suggestedFilename(), `pendingOrder-${from}_${to}.csv`);
        });

        it('a saved view sits first in the menu, with the count of its list', async () => {
          await page.goto('/admin/pending-order?citizenship=canada');
          const table = await openQueueHere(page);
          await networkQuiet(page);
          const shown = await page.getByText(/^Showing \d+ to \d+ of [\d,]+ entries$/).innerText();
          const total = shown.match(/of ([\d,]+) entries/)![1]!;
          assert.ok((await shownIds(table)).length > 0, 'Canadian pending orders to count');
          const name = `Canada ${tag}`;
          await page.getByRole('button', { name: 'Save view' }).click();
          await page.getByRole('textbox', { name: 'View name' }).fill(name);
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          if (viewport.width < 992) await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = page.getByRole('complementary', { name: 'Main menu' });
          const views = menu.getByRole('list', { name: 'Saved views' });
          const link = views.getByRole('link', { name: new RegExp(`^${name}`) });
          await link.getByLabel(`${total} orders`).waitFor();
          // First in the menu: above the queues, so it is in view on an 800 px screen without scrolling.
          const first = await menu.getByRole('list').first().getAttribute('aria-labelledby');
          assert.equal(first, 'ea-saved-views-heading');
          const box = await link.boundingBox();
          assert.ok(box && box.y + box.height <= viewport.height, 'the view is in view without scrolling');
          await screenshot(page, `second-pass-saved-view-${tag}`);
        });

        it('the order page: a badge, the moves folded, Delete asked, Resend explained, Send Invoice filled, Undo named', async () => {
          await page.goto('/admin/recent-order');
          const table = await openQueueHere(page);
          const [orderId] = await shownIds(table);
          assert.ok(orderId, 'a New order to open');
          const href = await table
            .locator('tbody tr:has(a)')
            .first()
            .getByRole('link', { name: 'View' })
            .getAttribute('href');
          await page.goto(href!);
          const bar = page.getByRole('region', { name: `Actions for order ${orderId}` });
          const status = (label: string) => bar.getByTitle('Current status').filter({ hasText: label });
          await status('New').waitFor();
          await networkQuiet(page);
          // The current status reads, it is not pressed; its move is not offered.
          assert.equal(await bar.getByRole('button', { name: /^New$/ }).count(), 0);
          const moves = page.getByRole('group', { name: 'Move the order to' });
          assert.equal(await moves.isVisible(), false, 'the moves are folded');
          await bar.getByRole('button', { name: 'Change status' }).click();
          await moves.waitFor();
          assert.equal(await moves.getByRole('button', { name: 'Delete' }).count(), 0, 'Delete is apart');

          // Delete asks, naming the order; Cancel keeps it.
          await page.getByRole('group', { name: 'Delete the order' }).getByRole('button').click();
          const question = page.getByRole('dialog').filter({ hasText: `Delete order ${orderId}?` });
          await question.getByRole('button', { name: 'Cancel' }).click();
          await question.waitFor({ state: 'detached' });
          await status('New').waitFor();

          // Resend Mail has nothing to send before a document: disabled, with the reason shown.
          const history = page.locator('#email-history');
          for (const button of await history.getByRole('button', { name: /^Resend Mail/ }).all())
            assert.equal(await button.isDisabled(), true);
          await history.getByText('No document uploaded yet').first().waitFor();

          // Table headers follow the colour scheme (Email History's was white in dark mode).
          const headerCell = history.locator('thead th').first();
          await headerCell.scrollIntoViewIfNeeded();
          const light = luminance(await headerCell.evaluate((th) => getComputedStyle(th).backgroundColor));
          const text = luminance(await headerCell.evaluate((th) => getComputedStyle(th).color));
          if (scheme === 'dark') assert.ok(light < 0.2 && text > 0.5, `dark header ${light} / ${text}`);
          else assert.ok(light > 0.7 && text < 0.2, `light header ${light} / ${text}`);
          await screenshot(page, `second-pass-email-history-${tag}`);

          // Send Invoice from the order's More Actions, its id filled in.
          const footer = page.locator('#order-footer');
          await footer.getByRole('button', { name: 'Send Invoice' }).click();
          const invoice = page.getByRole('dialog', { name: 'Send Invoice' });
          assert.equal(await invoice.getByLabel('Order ID').inputValue(), String(orderId));
          await invoice.getByRole('button', { name: 'Cancel' }).click();
          await invoice.waitFor({ state: 'detached' });

          // A move's toast names the order and the move; its Undo puts that order back.
          await bar.scrollIntoViewIfNeeded();
          if (!(await moves.isVisible())) await bar.getByRole('button', { name: 'Change status' }).click();
          await moves.getByRole('button', { name: 'Awaiting Govt' }).click();
          const moved = page
            .locator('.Toastify__toast')
            .filter({ hasText: `Order ${orderId} → Awaiting Govt · Undo` });
          await moved.waitFor();
          await screenshot(page, `second-pass-undo-toast-${tag}`);
          await moved.getByRole('button', { name: 'Undo' }).click();
          await status('New').waitFor();
          assert.ok((await sideways(page)) <= 0, 'no sideways scroll');
        });

        it('Change Gateway asks first, naming the gateway; Cancel keeps the active one', async () => {
          await page.goto('/admin/gateway-setting');
          const select = page.getByLabel('Payment Gateway');
          await page.getByRole('option', { name: /\(active\)$/ }).waitFor({ state: 'attached' });
          const active = await select.inputValue();
          const other = await select.locator('option').evaluateAll(
            (nodes, current) =>
              nodes
                .map((node) => ({
                  value: (node as HTMLOptionElement).value,
                  label: node.textContent ?? '',
                }))
                .find((option) => option.value && option.value !== current)!,
            active,
          );
          await select.selectOption(other.value);
          await page.getByRole('button', { name: 'Active Gateway' }).click();
          const question = page.getByRole('dialog', { name: `Switch payments to ${other.label}?` });
          await question.waitFor();
          await screenshot(page, `second-pass-gateway-question-${tag}`);
          await question.getByRole('button', { name: 'Cancel' }).click();
          await question.waitFor({ state: 'detached' });
          assert.equal(await select.inputValue(), active);
        });

        it('Sessions mark this device; the Security Log filters as you change them', async () => {
          await page.goto('/admin/sessions');
          await page.getByRole('table', { name: 'Sessions' }).getByText('This device').first().waitFor();
          assert.ok((await sideways(page)) <= 0, 'Sessions: no sideways scroll');

          await page.goto('/admin/security-log');
          const events = page.getByRole('table', { name: 'Security events' });
          await events.waitFor();
          await page.getByLabel('Event', { exact: true }).selectOption({ index: 1 });
          // No button to press: the address and the table follow the choice.
          await page.waitForURL(/[?&]event=/);
          await networkQuiet(page);
          assert.ok((await sideways(page)) <= 0, 'Security Log: no sideways scroll');
          await screenshot(page, `second-pass-security-log-${tag}`);

          await page.goto('/admin/deployments');
          await page.getByRole('heading', { name: 'Deployments' }).first().waitFor();
          await networkQuiet(page);
          assert.ok((await sideways(page)) <= 0, 'Deployments: no sideways scroll');
          if (viewport.width >= 1280) {
            const cut = await page.evaluate(
              () =>
                [...document.querySelectorAll('main table')].filter(
                  (table) => table.scrollWidth > (table.parentElement?.clientWidth ?? Infinity) + 1,
                ).length,
            );
            assert.equal(cut, 0, 'every Deployments table fits 1280 px');
          }
        });
      });
    }
  }
});

/** The queue on screen, once its first order shows (cards on a phone, rows on a desktop alike). */
async function openQueueHere(page: Page) {
  const table = page.locator('.ea-order-table table');
  await table.locator('tbody tr:has(a)').first().waitFor();
  return table;
}
