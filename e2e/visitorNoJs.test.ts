import assert from 'node:assert/strict';
import fs from 'node:fs';
import { before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { networkQuiet, screenshot } from './support/browser';
import { type RunningApp } from './support/server';
import { gateScriptsNaming } from './support/scriptGate';
import { useRunningApp } from './support/suite';
import {
  completedOrderWithDocument,
  DEFAULT_DOMAIN,
  staffToken,
  type TrackedOrder,
} from './support/visitorOrders';

/**
 * The standalone visitor site before (and without) its JavaScript: the server renders the track form, the
 * form works as a plain HTML form (a refusal under it, the download page on success), and the page the
 * script takes over looks as it did before.
 */

const COMPLETED = 'Your application for an Cuba e-Arrival has been completed successfully.';
const NOT_MATCHED = 'We could not find an order with this Order ID and Email ID.';
const PHONE = { width: 375, height: 812 };

/** The page's React root has been hydrated (React marks the container it manages). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** A React-managed element (hydrated): React keeps its props on the DOM node. */
const scriptOwns = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const node = document.querySelector(css);
    return !!node && Object.keys(node).some((key) => key.startsWith('__reactProps'));
  }, selector);

/**
 * Counts in the page the pixels that differ between two PNGs (drawn on a canvas); images of different
 * sizes count as wholly different. Source text, not a function: tsx would wrap inner functions in a helper
 * the page does not have.
 */
const COMPARE_IN_PAGE = `async ([a, b]) => {
  const pixels = async (base64) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + base64;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height);
  };
  const [x, y] = [await pixels(a), await pixels(b)];
  const total = x.width * x.height;
  if (x.width !== y.width || x.height !== y.height) return { differ: total, total };
  let differ = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if ([0, 1, 2].some((c) => Math.abs(x.data[i + c] - y.data[i + c]) > 8)) differ += 1;
  }
  return { differ, total };
}`;

/** How many pixels differ between two PNG screenshots, and how many were compared (Chromium decodes them). */
async function pixelDifference(
  page: Page,
  first: Buffer,
  second: Buffer,
): Promise<{ differ: number; total: number }> {
  const compare = await page.evaluateHandle(`(${COMPARE_IN_PAGE})`);
  return (await compare.evaluate((fn, images) => (fn as (x: [string, string]) => unknown)(images), [
    first.toString('base64'),
    second.toString('base64'),
  ] as [string, string])) as { differ: number; total: number };
}

describe('visitor site without JavaScript', () => {
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

  const noScript = (): Promise<BrowserContext> =>
    browser.newContext({
      baseURL: app.visitorUrl,
      viewport: PHONE,
      javaScriptEnabled: false,
      acceptDownloads: true,
    });

  it('/ and /track-order/{orderId} show the track form, the brand and the customs notice', async () => {
    const context = await noScript();
    try {
      const page = await context.newPage();
      for (const [url, orderId] of [
        ['/', ''],
        [`/track-order/${order.orderId}`, String(order.orderId)],
      ] as const) {
        await page.goto(url);
        assert.equal(page.url(), `${app.visitorUrl}${url}`, 'no redirect: the page is the form');
        await page.getByRole('heading', { name: 'Download your Cuba Arrival Card' }).waitFor();
        assert.equal(await page.getByLabel('Order ID').inputValue(), orderId);
        assert.ok(await page.getByRole('button', { name: 'TRACK ORDER' }).isVisible());
        assert.ok(await page.getByRole('link', { name: 'Cuba e-Arrival' }).first().isVisible());
        assert.ok(await page.getByText('Customs information for travellers to Cuba').isVisible());
        assert.equal(await page.getByText('This application needs JavaScript.').count(), 0);
      }
      await screenshot(page, 'visitor-nojs-track-375');
    } finally {
      await context.close();
    }
  });

  it('a wrong e-mail shows the refusal under the form, announced; the right one opens the download page, whose Download Now saves the file', async () => {
    const context = await noScript();
    try {
      const page = await context.newPage();
      await page.goto(`/track-order/${order.orderId}`);
      await page.getByLabel('Email ID').fill(`not-${order.email}`);
      await page.getByRole('button', { name: 'TRACK ORDER' }).click();
      const refusal = page.getByRole('alert');
      await refusal.waitFor();
      assert.equal((await refusal.textContent())?.trim(), NOT_MATCHED);
      // Inside the live region under the form, so a screen reader reads it out.
      assert.equal(await page.locator('[aria-live="polite"] [role="alert"]').count(), 1);
      assert.equal(
        await page.getByLabel('Email ID').inputValue(),
        `not-${order.email}`,
        'what was typed stays',
      );
      assert.equal(await page.getByLabel('Order ID').inputValue(), String(order.orderId));
      await screenshot(page, 'visitor-nojs-refused-375');

      await page.getByLabel('Email ID').fill(order.email);
      await page.getByRole('button', { name: 'TRACK ORDER' }).click();
      await page.waitForURL(`**/get-new-order-details/${order.orderId}`);
      await page.getByText(COMPLETED).waitFor();
      assert.ok(await page.getByRole('button', { name: 'Download Now' }).isVisible());
      assert.ok(await page.getByRole('table', { name: 'Downloaded History' }).isVisible());
      // Styled by the page's own stylesheets alone: the heading for screen readers takes no room (it
      // showed, then moved the result up once the rest of Bootstrap arrived with the script).
      const heading = await page.getByRole('heading', { name: `Order ${order.orderId}` }).boundingBox();
      assert.ok(
        heading && heading.height <= 1 && heading.width <= 1,
        'the visually hidden heading is hidden',
      );
      await screenshot(page, 'visitor-nojs-download-375');

      // Download Now is a form too: the server records the download and sends the stored file.
      const [saved] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Now' }).click(),
      ]);
      assert.ok(
        fs.readFileSync(await saved.path()).equals(order.bytes),
        'the stored document, byte for byte',
      );
    } finally {
      await context.close();
    }
  });

  it('the page before hydration looks as it does after it, and hydrates without errors', async () => {
    const before = await noScript();
    const after = await browser.newContext({ baseURL: app.visitorUrl, viewport: PHONE });
    try {
      const url = `/track-order/${order.orderId}`;
      const served = await before.newPage();
      await served.goto(url);
      const card = (page: Page) => page.locator('.ea-visitor-card');
      const beforeShot = await card(served).screenshot();
      const beforeFile = await screenshot(served, 'visitor-before-hydration-375');

      const page = await after.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The translation widget's script cannot load on this closed network; anything else is a fault.
        if (message.type() === 'error' && !/ERR_NAME_NOT_RESOLVED/.test(message.text()))
          errors.push(message.text());
      });
      await page.goto(url);
      await hydrated(page);
      await networkQuiet(page);
      const afterShot = await card(page).screenshot();
      const afterFile = await screenshot(page, 'visitor-after-hydration-375');
      assert.deepEqual(errors, [], 'hydration and the page ran without errors');
      assert.ok(fs.existsSync(beforeFile) && fs.existsSync(afterFile));

      const { differ, total } = await pixelDifference(page, beforeShot, afterShot);
      assert.ok(differ / total < 0.001, `the form's card differs in ${differ} of ${total} pixels`);

      // The form's own script waits for the customer's first touch (TrackOrderScreen): until then the
      // form is the server's, and a press of the button posts it as without JavaScript.
      await page.getByLabel('Email ID').fill(`not-${order.email}`);
      await scriptOwns(page, 'button[type="submit"]');
      // Hydrated, the form is the script's: a refusal comes from the JSON call, with no page load.
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      await page.getByRole('button', { name: 'TRACK ORDER' }).click();
      await page.getByRole('alert').filter({ hasText: NOT_MATCHED }).first().waitFor();
      assert.deepEqual(navigations, []);
    } finally {
      await before.close();
      await after.close();
    }
  });

  it("the form's script loads at the customer's first touch, and keeps what they typed before it arrived", async () => {
    const context = await browser.newContext({ baseURL: app.visitorUrl, viewport: PHONE });
    try {
      const page = await context.newPage();
      // Hold the form's chunks (formik's is the one that names useFormik) until the customer has typed.
      const form = await gateScriptsNaming(page, 'useFormik', 'hold');
      const formScripts = form.stopped;
      await page.goto(`/track-order/${order.orderId}`);
      await hydrated(page);
      await networkQuiet(page);
      assert.deepEqual(formScripts, [], 'a page nobody has touched has not loaded the form');

      await page.getByLabel('Email ID').click();
      await page.keyboard.type(`not-${order.email}`);
      assert.ok(formScripts.length > 0, 'the first touch asked for the form');
      form.letThrough();
      await scriptOwns(page, 'button[type="submit"]');
      assert.equal(await page.getByLabel('Email ID').inputValue(), `not-${order.email}`);
      assert.equal(await page.getByLabel('Order ID').inputValue(), String(order.orderId));

      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      await page.getByRole('button', { name: 'TRACK ORDER' }).click();
      await page.getByRole('alert').filter({ hasText: NOT_MATCHED }).first().waitFor();
      assert.deepEqual(navigations, [], 'the script sent what was typed before it arrived');
    } finally {
      await context.close();
    }
  });

  it("the download page the server filled is whole and styled, and its script waits for the customer's first touch", async () => {
    const context = await browser.newContext({ baseURL: app.visitorUrl, viewport: PHONE });
    try {
      const page = await context.newPage();
      const tracked = await page.request.post('/api/front/track-order', {
        data: { orderId: String(order.orderId), email: order.email },
      });
      assert.equal(tracked.status(), 200);
      const scripts: string[] = [];
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
        if (request.url().includes('/api/')) calls.push(request.url());
      });
      await page.goto(`/get-new-order-details/${order.orderId}`);
      await hydrated(page);
      await networkQuiet(page);
      const table = page.getByRole('table', { name: 'Downloaded History' });
      // Bootstrap's table rule applies before any script of the page's own: its stylesheet is in the page.
      assert.notEqual(
        await table.evaluate((node) => getComputedStyle(node).getPropertyValue('--bs-table-bg').trim()),
        '',
        'the history table is styled at its first paint',
      );
      assert.deepEqual(calls, [], 'the page asks the server nothing more');
      const loaded = scripts.length;

      await page.getByText(COMPLETED).click();
      await scriptOwns(page, 'button.ea-visitor-download');
      assert.ok(scripts.length > loaded, "the first touch loaded the page's script");
      // The script's Download Now: recorded by the JSON call and saved, with no page load.
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      const [saved] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Now' }).click(),
      ]);
      assert.ok(fs.readFileSync(await saved.path()).equals(order.bytes), 'the stored document');
      assert.deepEqual(navigations, []);
    } finally {
      await context.close();
    }
  });
});
