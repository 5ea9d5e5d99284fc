import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { rowOf } from './support/queues';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';
import { until } from './support/wait';

/**
 * Undo against the real API and database: the welcome toast clears the user menu, a delete from a queue
 * is undone from its toast (the order is back in its queue, its Activity says "Undone"), and a status
 * move on the order detail is undone with the buttons staying where they were.
 */

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast that says `text`, once it shows. */
async function toast(page: Page, text: string | RegExp): Promise<Locator> {
  const found = page.locator('.Toastify__toast').filter({ hasText: text });
  await found.first().waitFor({ timeout: 20_000 });
  return found.first();
}

describe('undo, end to end', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    it(`shows the welcome toast clear of the user menu at ${viewport.width} px`, async () => {
      const { page, context, problems } = await newPage(browser, app.baseUrl, viewport);
      await signIn(page, 'manager@example.com');
      const welcome = await toast(page, /./);
      const menu = page.locator('#ea-user-menu');
      await menu.waitFor();
      const [toastBox, menuBox] = [await welcome.boundingBox(), await menu.boundingBox()];
      assert.ok(toastBox && menuBox);
      assert.ok(
        !overlaps(toastBox, menuBox),
        `toast ${JSON.stringify(toastBox)} over menu ${JSON.stringify(menuBox)}`,
      );
      await screenshot(page, `undo-welcome-toast-${viewport.width}`);
      assert.deepEqual(problems.errors, []);
      await context.close();
    });
  }

  it('deletes an order from a queue, undoes it from the toast, and the order is back with "Undone" in its Activity', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Pending Orders/ })
      .click();
    const table = page.getByRole('table', { name: 'Pending Orders' });
    const firstRow = table.locator('tbody tr:has(input[type=checkbox])').first();
    await firstRow.waitFor({ timeout: 30_000 });
    await networkQuiet(page);
    const orderId = Number(await firstRow.locator('td').nth(1).innerText());
    assert.ok(orderId > 0, 'an order id in the first row');

    await rowOf(table, orderId).getByRole('checkbox').check();
    await page
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Delete Order' })
      .click();
    await page.getByText('Delete 1 order?', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    const deleted = await toast(page, 'Order has been deleted successfully');
    await rowOf(table, orderId).waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForTimeout(800); // the toast's entrance, for the screenshot
    await screenshot(page, 'undo-toast-after-delete');

    await deleted.getByRole('button', { name: 'Undo' }).click();
    await toast(page, `Undone: Order ${orderId} put back as before`);
    // The lists refetch: the order is back in its queue without a reload.
    await rowOf(table, orderId).waitFor({ timeout: 30_000 });

    await rowOf(table, orderId).getByRole('link', { name: 'View' }).click();
    const activity = page.getByRole('region', { name: 'Activity', exact: true });
    await activity.waitFor({ timeout: 30_000 });
    const undone = activity.locator('li').filter({ hasText: 'Undone: status back to Pending' });
    await undone.first().waitFor({ timeout: 20_000 });
    assert.match(await undone.first().innerText(), /Undone/);
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('undoes a status move on the order detail; the moves fold away after the move', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'team@example.com');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Pending Orders/ })
      .click();
    const table = page.getByRole('table', { name: 'Pending Orders' });
    const view = table.getByRole('link', { name: 'View' }).first();
    await view.waitFor({ timeout: 30_000 });
    await view.click();
    await page.getByText('Current status: Pending').waitFor({ timeout: 30_000 });
    await networkQuiet(page);

    const changeStatus = page.getByRole('button', { name: 'Change status' });
    await changeStatus.click();
    const group = page.getByRole('group', { name: 'Move the order to' });
    await group.getByRole('button', { name: 'Awaiting Response' }).click();
    await page.getByText('Current status: Awaiting').waitFor();
    const moved = await toast(page, /^Order \d+ → Awaiting Response · Undo$/);
    // The moves fold away after the move; nothing is left under the pointer to press by a second click.
    assert.equal(await changeStatus.getAttribute('aria-expanded'), 'false');

    await moved.getByRole('button', { name: 'Undo' }).click();
    await toast(page, /^Undone: Order \d+ put back as before$/);
    await page.getByText('Current status: Pending').waitFor({ timeout: 20_000 });
    await until(
      () => page.getByRole('region', { name: 'Activity', exact: true }).innerText(),
      (text) => text.includes('Undone: status back to Pending'),
      'the undone line in Activity',
      30_000,
    );
    await screenshot(page, 'undo-order-detail');
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});
