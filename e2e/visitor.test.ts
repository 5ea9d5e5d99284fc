import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { cspViolations, newPage, recordCspViolations, screenshot } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';
import {
  completedOrderWithDocument,
  DEFAULT_DOMAIN,
  staffToken,
  WHITE_LABEL_DOMAIN,
  type TrackedOrder,
} from './support/visitorOrders';

/**
 * The visitor pages against the real server, on the standalone visitor port and inside the shell: track
 * an order (a wrong e-mail is refused), download its document (the bytes are the stored file's, and the
 * download is recorded), and a browser without the proof gets nothing.
 */

const COMPLETED = 'Your application for an Cuba e-Arrival has been completed successfully.';
const NOT_MATCHED = 'We could not find an order with this Order ID and Email ID.';

async function track(page: Page, orderId: number, email: string) {
  await page.goto(`/track-order/${orderId}`);
  await page.getByLabel('Email ID').fill(email);
  await page.getByRole('button', { name: 'TRACK ORDER' }).click();
}

const historyRows = (page: Page) =>
  page.getByRole('table', { name: 'Downloaded History' }).locator('tbody tr:not(:has(td[colspan]))');

describe('visitor pages, end to end', () => {
  let app: RunningApp;
  let browser: Browser;
  let orders: Record<'default' | 'whiteLabel', TrackedOrder>;
  // TRUST_PROXY lets the guessing test below come from many addresses (X-Forwarded-For), as a spread-out
  // attacker would; the browser itself sends none and stays 127.0.0.1.
  useRunningApp(
    (running, chromium) => {
      app = running;
      browser = chromium;
    },
    { TRUST_PROXY: 'true' },
  );
  before(async () => {
    const token = await staffToken(app);
    orders = {
      default: await completedOrderWithDocument(app, token, DEFAULT_DOMAIN),
      whiteLabel: await completedOrderWithDocument(app, token, WHITE_LABEL_DOMAIN),
    };
  });

  for (const where of ['standalone', 'shell'] as const) {
    it(`${where}: a wrong e-mail is refused; the right one opens the download page; Download Now saves the stored file and adds a history row`, async () => {
      const base = where === 'standalone' ? app.visitorUrl : app.baseUrl;
      const { page, context, problems } = await newPage(browser, base);
      await recordCspViolations(page);
      const order = orders.default;

      await track(page, order.orderId, `not-${order.email}`);
      await page.getByText(NOT_MATCHED).waitFor();
      assert.match(page.url(), new RegExp(`/track-order/${order.orderId}$`));

      await track(page, order.orderId, order.email.toUpperCase());
      await page.waitForURL(`**/get-new-order-details/${order.orderId}`);
      await page.getByText(COMPLETED).waitFor();
      await page.getByRole('table', { name: 'Downloaded History' }).waitFor();
      const before = await historyRows(page).count();

      const clickedAt = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 15_000 }),
        page.getByRole('button', { name: 'Download Now' }).click(),
      ]);
      assert.ok(Date.now() - clickedAt >= 900, 'the download starts about a second after the click');
      const saved = await download.path();
      assert.ok(fs.readFileSync(saved).equals(order.bytes), 'the downloaded bytes are the stored document');
      // Saved under the customer's name for it, not the stored one (order id, upload time, random part).
      assert.equal(download.suggestedFilename(), `cuba-arrival-card-${order.orderId}.pdf`);

      // The first download of this document from this browser adds a row; the same device downloading it
      // again within 10 minutes (the shell run, after the standalone one) is counted on that row.
      const repeat = where === 'shell';
      await page.waitForFunction(
        (expected) =>
          document.querySelectorAll('table tbody tr td:not([colspan])').length > 0 &&
          document.querySelectorAll('table tbody tr').length === expected,
        repeat ? before : before + 1,
      );
      if (repeat)
        await historyRows(page)
          .first()
          .getByText(/^2 downloads, last /)
          .waitFor();
      const newest = await historyRows(page).first().innerText();
      assert.match(newest, new RegExp(String(order.orderId)));
      assert.match(newest, /Local network/);
      assert.match(newest, /Chrome/);
      assert.match(newest, /Linux/);
      // Expected noise: the refused track (404) and the translation script, which this closed network cannot
      // reach. Content Security Policy reports are checked one by one below.
      const unexpected = problems.errors.filter(
        (e) => !/status of 404|ERR_NAME_NOT_RESOLVED|Content Security Policy/.test(e),
      );
      assert.deepEqual(unexpected, []);
      assert.deepEqual(await cspViolations(page), []);
      await context.close();
    });
  }

  it('a fresh browser without the proof gets no file, and the download page sends it to the track form', async () => {
    const order = orders.default;
    for (const base of [app.visitorUrl, app.baseUrl]) {
      const { page, context } = await newPage(browser, base);
      for (const url of [
        `/api/front/uploads/docs/${order.orderId}/${order.file1}`,
        `/uploads/docs/${order.orderId}/${order.file1}`,
        `/api/uploads/docs/${order.orderId}/${order.file1}`,
      ]) {
        const response = await context.request.get(url);
        assert.ok([401, 403, 404].includes(response.status()), `${url} answered ${response.status()}`);
        assert.ok(!(await response.body()).equals(order.bytes), `${url} gave no document`);
      }
      await page.goto(`/get-new-order-details/${order.orderId}`);
      await page.waitForURL(`**/track-order/${order.orderId}`);
      await page.getByText('Please track your order with its Order ID and Email ID first.').waitFor();
      await context.close();
    }
  });

  it('another order’s proof opens neither its page nor its file', async () => {
    const { page, context } = await newPage(browser, app.visitorUrl);
    await track(page, orders.whiteLabel.orderId, orders.whiteLabel.email);
    await page.waitForURL(`**/get-new-order-details/${orders.whiteLabel.orderId}`);
    const other = orders.default;
    const file = await context.request.get(`/api/front/uploads/docs/${other.orderId}/${other.file1}`);
    assert.equal(file.status(), 403);
    await page.goto(`/get-new-order-details/${other.orderId}`);
    await page.waitForURL(`**/track-order/${other.orderId}`);
    await context.close();
  });

  for (const width of [1280, 400]) {
    it(`screenshots at ${width}px: both screens in both brands`, async () => {
      for (const [brand, order] of Object.entries(orders)) {
        const { page, context } = await newPage(browser, app.visitorUrl, { width, height: 900 });
        // Before tracking the page knows no order: a link from the white-label site previews its brand.
        const preview = brand === 'default' ? '' : `?landing=${WHITE_LABEL_DOMAIN}`;
        await page.goto(`/track-order/${order.orderId}${preview}`);
        await page.getByRole('button', { name: 'TRACK ORDER' }).waitFor();
        await screenshot(page, `visitor-track-${brand}-${width}`);
        await track(page, order.orderId, order.email);
        await page.getByText(COMPLETED).waitFor();
        // A reload keeps the proof (a cookie) and drops the success toast from the picture.
        await page.reload();
        await page.getByText(COMPLETED).waitFor();
        const name = brand === 'default' ? 'Cuba e-Arrival site' : 'Arrival Pass Cuba site';
        const nav = page.getByRole('navigation', { name });
        await nav.waitFor();
        // At 400px the links sit behind the menu toggle, so count them in the markup, shown or not.
        assert.equal(await nav.locator('a', { hasText: /^FAQ$/ }).count(), brand === 'default' ? 1 : 0);
        await screenshot(page, `visitor-download-${brand}-${width}`);
        await context.close();
      }
    });
  }

  // Last: it locks the white-label order's form for 15 minutes.
  it('guessing cannot lock the customer out: a locked order mails the right e-mail a link that opens the download page', async () => {
    const order = orders.whiteLabel;
    // Wrong e-mails from many addresses until the order's form locks (the earlier tests tracked it too).
    const answers: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const guess = await fetch(`${app.visitorUrl}/api/front/track-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ orderId: order.orderId, email: `guess${i}@example.com` }),
      });
      answers.push(guess.status);
    }
    assert.ok(
      answers.every((status) => status === 404 || status === 202),
      answers.join(),
    );
    assert.equal(answers.at(-1), 202, 'the order is locked: a wrong e-mail gets the notice, not a refusal');
    const before = new Set(outboxFiles(app));

    const { page, context } = await newPage(browser, app.visitorUrl);
    await track(page, order.orderId, order.email);
    await page.getByText(LINK_NOTICE).waitFor();
    assert.match(
      page.url(),
      new RegExp(`/track-order/${order.orderId}$`),
      'the form stays; nothing is opened',
    );
    await screenshot(page, 'visitor-track-locked-notice');
    await context.close();

    const link = await mailedLink(app, before);
    const fresh = await newPage(browser, app.visitorUrl);
    await fresh.page.goto(link);
    await fresh.page.waitForURL(`**/get-new-order-details/${order.orderId}`);
    await fresh.page.getByText(COMPLETED).waitFor();
    await fresh.context.close();
  });
});

const LINK_NOTICE = 'If this e-mail matches the order, we have sent it a link to your documents.';

/** The outbox's messages so far (none before the first mail is sent). */
const outboxFiles = (app: RunningApp) => {
  const outbox = path.join(app.dataDir, 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((n) => n.endsWith('.eml')) : [];
};

/**
 * The documents link of the first new outbox mail that carries one: the mail is queued after the reply
 * and the queue's worker writes it (it polls every few seconds), so this waits for it.
 */
async function mailedLink(app: RunningApp, before: Set<string>): Promise<string> {
  const outbox = path.join(app.dataDir, 'outbox');
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    for (const name of outboxFiles(app).filter((n) => !before.has(n))) {
      // Quoted-printable: join soft line breaks, then decode =XX.
      const text = fs
        .readFileSync(path.join(outbox, name), 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const link = /https?:\/\/\S+?\/api\/front\/open-documents-link\?token=[A-Za-z0-9._%-]+/.exec(text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no documents link was mailed');
}
