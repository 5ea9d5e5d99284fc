import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { openQueue, rowOf, shownIds } from './support/queues';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/**
 * Toasts never cover the page's own controls: right after an action that toasts, the next control a member
 * reaches for (Export CSV, the bulk actions, the user menu) takes the click at once. The check is where a
 * click lands (the control itself, nothing on top of it), not how soon Playwright's click gets through: a
 * loaded machine makes any click slow.
 */

/** Scrolls the control into view and says whether a click at its centre would reach it. */
async function reachable(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function toastShown(page: Page, text: string | RegExp): Promise<Locator> {
  const found = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await found.waitFor({ timeout: 20_000 });
  return found;
}

/**
 * The page's own controls a toast box covers: top bar, the screen's header, filters, toolbars, Export CSV.
 * A list's rows and its pager do not count: they scroll under the corner the toast sits in (the content
 * area ends with room to scroll its last control clear).
 */
async function coveredControls(page: Page, toast: Locator): Promise<string[]> {
  const box = await toast.boundingBox();
  assert.ok(box, 'the toast has a box');
  const controls = await page
    .locator('main button:visible, main a[href]:visible, header button:visible, header input:visible')
    .all();
  const covered: string[] = [];
  for (const control of controls) {
    if (await control.evaluate((element) => element.closest('tbody, .pagination') !== null)) continue;
    const at = await control.boundingBox();
    if (at && overlaps(box, at)) covered.push((await control.innerText()).trim() || 'a control');
  }
  return covered;
}

describe('toasts stay clear of the page controls', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    it(`assign to me, then Export CSV at once, at ${viewport.width} px`, async () => {
      const { page, context, problems } = await newPage(browser, app.baseUrl, viewport);
      await signIn(page, 'team@example.com');
      if (viewport.width < 992) {
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      const table = await openQueue(page, 'New Orders', 'New Orders');
      await networkQuiet(page);
      const [orderId] = await shownIds(table);
      assert.ok(orderId, 'a New order to assign');
      await rowOf(table, orderId).getByRole('checkbox').check();
      await page
        .getByRole('toolbar', { name: 'Bulk actions' })
        .getByRole('button', { name: 'Assign to me' })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      const toast = await toastShown(page, 'Order has been assigned successfully');
      await networkQuiet(page);
      assert.deepEqual(await coveredControls(page, toast), [], 'the toast covers no control');
      await screenshot(page, `toasts-after-assign-${viewport.width}`);

      const exportCsv = page.getByRole('button', { name: 'Export CSV' });
      assert.ok(await reachable(exportCsv), 'a click on Export CSV reaches it while the toast shows');
      const download = page.waitForEvent('download');
      await exportCsv.click();
      assert.match((await download).suggestedFilename(), /\.csv$/);
      // The user menu, top right, is free too.
      const userMenu = page.locator('#ea-user-menu');
      assert.ok(await reachable(userMenu), 'a click on the user menu reaches it');
      await userMenu.click();
      assert.deepEqual(problems.errors, []);
      await context.close();
    });
  }

  it('a loaded list says nothing: no toast while opening the queues', async () => {
    const { page, context } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    // The welcome toast (the spec's sign-in toast) is the one allowed here.
    await toastShown(page, /./);
    await page.evaluate(() =>
      document.querySelectorAll('.Toastify__toast').forEach((toast) => toast.remove()),
    );
    for (const [label, title] of [
      ['Pending Orders', 'Pending Orders'],
      ['Completed Orders', 'Completed Orders'],
      ['Country Order List', 'Country Order List'],
    ] as const) {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click();
      await page.getByRole('heading', { name: title }).first().waitFor({ timeout: 30_000 });
      await networkQuiet(page);
    }
    assert.equal(await page.locator('.Toastify__toast').count(), 0, 'no toast after loading lists');
    await context.close();
  });
});
