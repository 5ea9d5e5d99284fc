import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, signIn } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';

/**
 * The main job of a day — open a queue, open an order, comment on it, move its status — walked once by
 * keyboard alone at a desk, counting every key press beyond the typing of the remark (at most 15), and once
 * by touch on a 375 px phone. Screenshots of the order page in light and dark mode go to
 * test-results/screenshots/main-job-*.png.
 */

const MAX_KEYSTROKES = 15;
const MAX_TABS_TO_TARGET = 6;

let app: RunningApp;
let browser: Browser;
useRunningApp((running, launched) => {
  app = running;
  browser = launched;
});

/** Presses keys and counts them; `tabTo` presses Tab until the focus is on the wanted control. */
function keyboardCounter(page: Page) {
  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  const focusedText = () =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return `${active?.getAttribute('aria-label') ?? ''} ${active?.innerText ?? ''}`.trim();
    });
  const tabTo = async (name: RegExp) => {
    for (let tabs = 0; tabs < MAX_TABS_TO_TARGET; tabs += 1) {
      if (name.test(await focusedText())) return;
      await press('Tab');
    }
    assert.match(await focusedText(), name, `Tab reaches ${name} within ${MAX_TABS_TO_TARGET} presses`);
  };
  return { press, tabTo, focusedText, count: () => presses };
}

const headingHasFocus = (page: Page, text: RegExp) =>
  page.waitForFunction(
    (source) => {
      const active = document.activeElement;
      return active?.tagName === 'H1' && new RegExp(source).test(active.textContent ?? '');
    },
    text.source,
    { timeout: 30_000 },
  );

/** The status of an order as the server has it now. */
async function orderStatus(page: Page, orderId: number): Promise<string> {
  return page.evaluate(async (id) => {
    // The session as the page keeps it: localStorage with "remember me", sessionStorage without.
    const raw = localStorage.getItem('user') ?? sessionStorage.getItem('user') ?? '{}';
    const session = JSON.parse(raw) as { accessToken?: string };
    const response = await fetch(`/api/admin/get-orders-details/${id}`, {
      headers: { Authorization: session.accessToken ?? '' },
    });
    const body = (await response.json()) as { data?: { process_status?: string } };
    return body.data?.process_status ?? `HTTP ${response.status}`;
  }, orderId);
}

const orderIdInUrl = (page: Page): number => {
  const match = /\/admin\/view-order\/([^/?#]+)/.exec(page.url());
  assert.ok(match, `an order page is open (${page.url()})`);
  // Links carry base64 of twice the id (shared/src/util/encodeId.ts).
  return Number(Buffer.from(decodeURIComponent(match[1]!), 'base64').toString('utf8')) / 2;
};

describe('the main job', () => {
  it(`by keyboard: queue, order, comment and status move in at most ${MAX_KEYSTROKES} key presses`, async () => {
    const { context, page, problems } = await newPage(browser, app.baseUrl, { width: 1280, height: 800 });
    await signIn(page, 'admin@example.com');
    // The first page of a visit keeps the browser's focus; the shortcuts work from there.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const keys = keyboardCounter(page);

    // Open a queue: g puts the focus on the menu's first queue, Tab walks down to Pending Orders.
    await keys.press('g');
    await keys.tabTo(/Pending Orders/);
    await keys.press('Enter');
    await page.waitForURL(/\/admin\/pending-order/);
    await headingHasFocus(page, /Pending/);

    // Open an order: j to the first row, Enter.
    await page.locator('main a[href*="/admin/view-order/"]').first().waitFor({ timeout: 30_000 });
    await keys.press('j');
    await keys.press('Enter');
    await page.waitForURL(/\/admin\/view-order\//);
    const orderId = orderIdInUrl(page);
    // The page's heading takes the focus once the order is shown, its action bar with it.
    await page.getByRole('region', { name: `Actions for order ${orderId}` }).waitFor();
    await headingHasFocus(page, /Order/);

    // Comment: c opens the form in the action bar with the focus in the remark; Ctrl+Enter sends.
    await keys.press('c');
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await page.keyboard.type(`Called the customer about order ${orderId}`);
    await keys.press('Control+Enter');
    await page.getByText('Comment added successfully').first().waitFor({ timeout: 15_000 });

    // Move the status: back from Add Comment to Change status, Enter opens the moves, Tab to Awaiting
    // Response, Enter.
    await keys.press('Shift+Tab');
    assert.match(await keys.focusedText(), /^Change status/);
    await keys.press('Enter');
    await keys.tabTo(/^Awaiting Response$/);
    await keys.press('Enter');
    await page.getByText(`Order ${orderId} → Awaiting Response`).first().waitFor({ timeout: 15_000 });
    assert.equal(await orderStatus(page, orderId), 'Awaiting');

    console.log(`main job by keyboard: ${keys.count()} key presses beyond the typing`);
    assert.ok(keys.count() <= MAX_KEYSTROKES, `${keys.count()} key presses (at most ${MAX_KEYSTROKES})`);
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('on a 375 px phone by touch, with the action bar in view in light and dark', async () => {
    const { context, page, problems } = await newPage(browser, app.baseUrl, { width: 375, height: 812 });
    await signIn(page, 'admin@example.com');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .locator('#ea-sidebar')
      .getByRole('link', { name: /Pending Orders/ })
      .click();
    await page.waitForURL(/\/admin\/pending-order/);
    const firstOrder = page.locator('main a[href*="/admin/view-order/"]').first();
    await firstOrder.waitFor({ timeout: 30_000 });
    await firstOrder.click();
    await page.waitForURL(/\/admin\/view-order\//);
    const orderId = orderIdInUrl(page);

    const bar = page.getByRole('region', { name: `Actions for order ${orderId}` });
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Add Comment' }).click();
    const panel = bar.getByRole('region', { name: 'New comment' });
    await panel.getByLabel('Remark').fill(`Phone follow-up on ${orderId}`);
    await panel.getByRole('button', { name: 'Add Comment' }).click();
    await page.getByText('Comment added successfully').first().waitFor({ timeout: 15_000 });

    await bar.getByRole('button', { name: 'Change status' }).click();
    await bar.getByRole('button', { name: 'Awaiting Govt', exact: true }).click();
    await page.getByText(`Order ${orderId} → Awaiting Govt`).first().waitFor({ timeout: 15_000 });
    assert.equal(await orderStatus(page, orderId), 'AwaitingGovt');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scroll on the phone (${overflow} px too wide)`);

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => {
        document.documentElement.dataset.bsTheme = mode;
        // Instant: Bootstrap's smooth scrolling would leave the screenshot mid-way.
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
      }, theme);
      const box = await bar.boundingBox();
      assert.ok(
        box && box.y >= 0 && box.y < 812,
        `the action bar is in view at the page's bottom (${theme})`,
      );
      await screenshot(page, `main-job-375-${theme}`);
    }
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});
