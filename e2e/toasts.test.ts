import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { networkQuiet, newPage, screenshot, signIn } from './support/browser';
import { openQueue, rowOf, shownIds } from './support/queues';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';
import {
  completedOrderWithDocument,
  DEFAULT_DOMAIN,
  staffToken,
  type TrackedOrder,
} from './support/visitorOrders';

/**
 * Toasts sit in their own lane at the top of the page, which pushes the page down while it holds toasts:
 * on each main screen (the dashboard after sign-in, a queue after an assign, the order page after a status
 * move, the customer's track page after a refusal), at a desktop's and a phone's width, in light and dark
 * mode, no toast's box overlaps an enabled control; and a found order clears the refusal's toast before it
 * (a new page clearing one is in shell/src/app/ClearErrorToastsOnNavigation.test.tsx).
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

async function toastShown(page: Page, text: string | RegExp): Promise<Locator> {
  const found = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await found.waitFor({ timeout: 20_000 });
  return found;
}

/**
 * Every enabled control in view whose box a toast's box overlaps, named. Read at the top of the page: once
 * scrolled, what lies under the lane is what lay above the window's edge before the lane pushed the page
 * down, as under any sticky bar. Waits for the toasts' entrance animation to end first.
 */
async function coveredControls(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // The progress bar's countdown runs as long as the toast shows: only the entrance is waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          ((animation.effect as KeyframeEffect | null)?.target as Element | null)?.closest(
            '.Toastify__progress-bar',
          ),
      ),
  );
  // No named functions inside: the test runner's transform would wrap them in a helper the page lacks.
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.Toastify__toast')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    if (!toasts.some((toast) => toast.height > 0)) return ['(no toast on screen to check)'];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex="0"]',
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (control.closest('.ea-toast-lane')) continue;
      if ((control as HTMLButtonElement).disabled) continue;
      const box = control.getBoundingClientRect();
      const shown =
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(control).visibility !== 'hidden' &&
        box.bottom > 0 &&
        box.top < innerHeight;
      if (!shown) continue;
      const under = toasts.some(
        (toast) =>
          toast.left < box.right &&
          box.left < toast.right &&
          toast.top < box.bottom &&
          box.top < toast.bottom,
      );
      if (under)
        covered.push(
          control.getAttribute('aria-label') || control.innerText.trim() || control.outerHTML.slice(0, 80),
        );
    }
    return covered;
  });
}

describe('toasts in their own lane', () => {
  let app: RunningApp;
  let browser: Browser;
  let order: TrackedOrder;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });
  before(async () => {
    order = await completedOrderWithDocument(app, await staffToken(app), DEFAULT_DOMAIN);
  });

  async function open(viewport: (typeof VIEWPORTS)[number], scheme: (typeof SCHEMES)[number], base?: string) {
    const opened = await newPage(browser, base ?? app.baseUrl, viewport);
    await opened.page.emulateMedia({ colorScheme: scheme });
    return opened;
  }

  async function openMenu(page: Page, viewport: (typeof VIEWPORTS)[number]) {
    if (viewport.width < 992) await page.getByRole('button', { name: 'Open menu' }).click();
  }

  for (const viewport of VIEWPORTS)
    for (const scheme of SCHEMES) {
      const at = `${viewport.width} px, ${scheme}`;

      it(`the dashboard: the sign-in toast covers nothing (${at})`, async () => {
        const { page, context, problems } = await open(viewport, scheme);
        await signIn(page, 'manager@example.com');
        await toastShown(page, /./);
        await networkQuiet(page);
        assert.deepEqual(await coveredControls(page), []);
        await screenshot(page, `toasts-dashboard-${viewport.width}-${scheme}`);
        assert.deepEqual(problems.errors, []);
        await context.close();
      });

      it(`a queue: Assign to me's toast covers nothing, and Export CSV takes the click (${at})`, async () => {
        const { page, context, problems } = await open(viewport, scheme);
        await signIn(page, 'team@example.com');
        await openMenu(page, viewport);
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
        await toastShown(page, 'Order has been assigned successfully');
        await networkQuiet(page);
        assert.deepEqual(await coveredControls(page), []);
        await screenshot(page, `toasts-queue-${viewport.width}-${scheme}`);
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export CSV' }).click();
        assert.match((await download).suggestedFilename(), /\.csv$/);
        assert.deepEqual(problems.errors, []);
        await context.close();
      });

      it(`the order page: the Undo toast covers nothing (${at})`, async () => {
        const { page, context, problems } = await open(viewport, scheme);
        await signIn(page, 'team@example.com');
        await openMenu(page, viewport);
        const table = await openQueue(page, 'Pending Orders', 'Pending Orders');
        const view = table.getByRole('link', { name: 'View' }).first();
        await view.waitFor({ timeout: 30_000 });
        await view.click();
        await page.getByText('Current status: Pending').waitFor({ timeout: 30_000 });
        await networkQuiet(page);
        await page.getByRole('button', { name: 'Change status' }).click();
        await page
          .getByRole('group', { name: 'Move the order to' })
          .getByRole('button', { name: 'Awaiting Response' })
          .click();
        await toastShown(page, /^Order \d+ → Awaiting Response · Undo$/);
        assert.deepEqual(await coveredControls(page), []);
        await screenshot(page, `toasts-order-${viewport.width}-${scheme}`);
        assert.deepEqual(problems.errors, []);
        await context.close();
      });

      it(`the track page: the refusal's toast covers nothing, and a found order clears it (${at})`, async () => {
        const { page, context } = await open(viewport, scheme, app.visitorUrl);
        await page.goto(`/track-order/${order.orderId}`);
        await page.getByLabel('Email ID').fill(`not-${order.email}`);
        // The form's script loads on first use; a click before it posts the form to the server, which
        // answers in the page without a toast (the page without JavaScript).
        await page.waitForFunction(() => {
          const button = document.querySelector('form button[type=submit]');
          return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
        });
        await page.getByRole('button', { name: 'TRACK ORDER' }).click();
        await toastShown(page, 'We could not find an order with this Order ID and Email ID.');
        assert.deepEqual(await coveredControls(page), []);
        await screenshot(page, `toasts-track-${viewport.width}-${scheme}`);

        await page.getByLabel('Email ID').fill(order.email);
        await page.getByRole('button', { name: 'TRACK ORDER' }).click();
        await page.waitForURL(`**/get-new-order-details/${order.orderId}`);
        await page.getByText('Your order has been found', { exact: false }).first().waitFor();
        await page.locator('.Toastify__toast--error').waitFor({ state: 'detached', timeout: 10_000 });
        assert.deepEqual(await coveredControls(page), []);
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
