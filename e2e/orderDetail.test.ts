import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage, screenshot, signIn, badge, transitionsDone } from './support/browser';
import { type RunningApp } from './support/server';
import { useRunningApp } from './support/suite';
import { until } from './support/wait';

/**
 * The order detail remote against the real API and database: open an order from a queue, read every
 * section, comment, move it (the sidebar badges follow), upload a PDF that is mailed to the outbox, and
 * open a defence pack.
 */

const SECTIONS = [
  'Email History',
  'Upload Document',
  'Order Details',
  'Personal Data',
  'Migratory Information',
  'Sanitary Information',
  'Customs Information',
  'Download History',
  'Activity',
  'Comment History',
  'Add Comment Below',
  'Transaction Details',
];

/** A small but well-formed one-page PDF (the server checks the bytes, not the name). */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Opens a queue from the sidebar and the first order in it; returns that order's id. */
async function openFirstOrder(page: Page, menuLabel: string): Promise<number> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(`^${menuLabel}`) })
    .click();
  const table = page.getByRole('table', { name: menuLabel });
  const firstView = table.getByRole('link', { name: 'View' }).first();
  await firstView.waitFor({ timeout: 20_000 });
  const href = (await firstView.getAttribute('href'))!;
  await firstView.click();
  await page.waitForURL(`**${href}`);
  const encoded = decodeURIComponent(href.split('/').pop()!);
  const orderId = Number(Buffer.from(encoded, 'base64').toString('latin1')) / 2;
  await section(page, 'Email History').waitFor({ timeout: 20_000 });
  return orderId;
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

describe('order detail, end to end', () => {
  let app: RunningApp;
  let browser: Browser;
  useRunningApp((running, chromium) => {
    app = running;
    browser = chromium;
  });

  it('opens an order from a queue and shows every section, filled from the server', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'team@example.com');
    const orderId = await openFirstOrder(page, 'Completed Orders');

    const headings = await page.locator('.od-screen h2').allInnerTexts();
    assert.deepEqual(headings, SECTIONS);
    const details = section(page, 'Order Details');
    await details.getByText(String(orderId), { exact: true }).first().waitFor();
    assert.match(
      await details.innerText(),
      new RegExp(`${orderId}@`),
      'application e-mail is the order id at a domain',
    );
    assert.match(await details.innerText(), /(Standard|Priority) Processing/);
    assert.match(
      await section(page, 'Personal Data').innerText(),
      /\d{2}\/\d{2}\/\d{4}/,
      'birth date DD/MM/YYYY',
    );
    assert.match(await section(page, 'Personal Data').innerText(), /\+\d+ \d+/, 'mobile with country code');
    assert.match(await section(page, 'Migratory Information').innerText(), /\d{2}\/\d{2}\/\d{4}/);
    assert.match(await section(page, 'Sanitary Information').innerText(), /Place of Accommodation/i);
    assert.match(await section(page, 'Customs Information').innerText(), /Declare at Customs/i);
    assert.match(await section(page, 'Download History').innerText(), /Date & Time \(EST\)/);
    assert.ok((await section(page, 'Activity').locator('li').count()) > 0, 'the Activity timeline has lines');
    // Completed orders can be disputed: the defence pack buttons are offered.
    await page.getByRole('button', { name: 'Defence Pack 1' }).waitFor();

    await page.getByRole('button', { name: 'View Email Content' }).click();
    const preview = page.getByRole('dialog', { name: 'Email Content' });
    await preview.getByText('Track Order Link').waitFor();
    await transitionsDone(page); // the modal's fade-in, for the screenshot
    const whatsapp = preview.getByRole('button', { name: 'Send Whatsapp Message' });
    assert.match((await whatsapp.getAttribute('href'))!, /^https:\/\/wa\.me\/\d+\?text=/);
    await screenshot(page, 'order-detail-email-preview');
    await preview.getByText('Close', { exact: true }).click();

    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('comments, moves the order with the badges following, uploads a PDF to the outbox, opens Defence Pack 1', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'admin@example.com');
    const pendingBefore = await badge(page, 'pending-order');
    const completedBefore = await badge(page, 'completed-order');
    const orderId = await openFirstOrder(page, 'Pending Orders');

    // A comment appears in Comment History.
    const remark = `Called the customer about order ${orderId}`;
    const comments = section(page, 'Comment History');
    const commentsBefore = await comments.getByRole('button', { name: 'Show' }).count();
    await section(page, 'Add Comment Below').getByLabel('Remark').fill(remark);
    await section(page, 'Add Comment Below').getByLabel('Telephone').check();
    await section(page, 'Add Comment Below').getByRole('button', { name: 'Add Comment' }).click();
    await until(
      () => comments.getByRole('button', { name: 'Show' }).count(),
      (n) => n === commentsBefore + 1,
      'the new comment row',
    );
    await comments.getByRole('button', { name: 'Show' }).last().click();
    await comments.getByText(remark).waitFor();
    assert.match(await comments.innerText(), /Telephone: Y/);

    // Move to Completed: the status, the buttons and the sidebar badges follow without a reload.
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('button', { name: 'Completed Orders' }).click();
    await page.getByText('Current status: Completed').waitFor();
    await until(
      () => badge(page, 'pending-order'),
      (n) => n === pendingBefore - 1,
      'the Pending badge',
    );
    await until(
      () => badge(page, 'completed-order'),
      (n) => n === completedBefore + 1,
      'the Completed badge',
    );
    // The moves fold again after a move; opened, they offer no move to the status the order is in.
    const changeStatus = page.getByRole('button', { name: 'Change status' });
    await changeStatus.click();
    const moves = page.getByRole('group', { name: 'Move the order to' });
    await moves.waitFor();
    assert.equal(await moves.getByRole('button', { name: 'Completed Orders' }).count(), 0);
    await changeStatus.click();

    // Upload a PDF through provider 1: the answer says the mail is queued; the queue's worker then writes
    // an .eml to the outbox, and Email History's new row turns Sent (the live update, no reload).
    const outbox = path.join(app.dataDir, 'outbox');
    const mailsBefore = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    const history = section(page, 'Email History');
    const sentBadges = () => history.getByText('Sent', { exact: true }).count();
    const historyRowsBefore = await sentBadges();
    const upload = section(page, 'Upload Document');
    await upload.getByLabel('Document (PDF or image)').setInputFiles({
      name: 'arrival-card.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await upload.getByRole('button', { name: 'Upload & Send (Provider 1)' }).click();
    await page
      .locator('.Toastify__toast--success')
      .filter({ hasText: 'Document saved; the e-mail to' })
      .waitFor();
    await until(sentBadges, (n) => n === historyRowsBefore + 1, 'the new Email History row to be sent');
    const lastRow = history.locator('tbody tr').last();
    assert.match(await lastRow.innerText(), /Mail provider 1/);
    const newMails = await until(
      async () =>
        (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((n) => !mailsBefore.includes(n)),
      (names) => names.length > 0,
      'the message in the outbox',
    );
    assert.equal(newMails.length, 1, 'one message written to the outbox');
    const eml = fs.readFileSync(path.join(outbox, newMails[0]!), 'latin1');
    assert.match(eml, /Content-Type: application\/pdf/i);
    assert.match(eml, new RegExp(String(orderId)));
    await screenshot(page, 'order-detail-after-upload');

    // Details under the row shows the provider's Message-ID: the one the message itself carries.
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(eml)?.[1];
    assert.ok(messageId, 'the message carries a Message-ID');
    await lastRow.getByRole('button', { name: /^Show details of mail/ }).click();
    await history.getByText(messageId, { exact: true }).waitFor();
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'order-detail-email-history-details');

    // Defence Pack 1 opens the PDF in a new window.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Defence Pack 1' }).click(),
    ]);
    await until(
      async () => popup.url(),
      (url) => url.startsWith('blob:'),
      'the defence pack window',
    );
    // The window shows the PDF itself (the page's policy keeps the opener from reading the blob back).
    await popup.waitForLoadState();
    assert.equal(await popup.evaluate(() => document.contentType), 'application/pdf');
    await popup.setViewportSize({ width: 1280, height: 900 });
    await popup.waitForTimeout(1500); // the PDF viewer draws the first page
    await screenshot(popup, 'order-detail-defence-pack-1');

    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it('looks right at 1280px and at 400px wide', async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'manager@example.com');
    await openFirstOrder(page, 'Completed Orders');
    for (const width of [1280, 400]) {
      await page.setViewportSize({ width, height: 900 });
      // Let the layout settle (the sidebar folds away below 992px with a transition): what sticks out is
      // measured below, so mid-way would be wrong.
      await transitionsDone(page);
      await section(page, 'Email History').scrollIntoViewIfNeeded();
      const file = await screenshot(page, `order-detail-${width}`);
      await page.screenshot({ path: file.replace(/\.png$/, '-full.png'), fullPage: true });
      // The detail screen never needs sideways scrolling: list what sticks out past the right edge outside
      // the tables' own scroll areas (the outermost culprits).
      const culprits = await page.evaluate(() => {
        const edge = document.documentElement.clientWidth + 1;
        return Array.from(document.querySelectorAll('.ea-page, .ea-page *'))
          .filter((el) => !el.parentElement?.closest('.table-responsive'))
          .filter(
            (el) =>
              el.getBoundingClientRect().right > edge &&
              !((el.parentElement?.getBoundingClientRect().right ?? 0) > edge),
          )
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      });
      assert.deepEqual(culprits, [], `nothing of the detail screen sticks out at ${width}px`);
    }
    assert.deepEqual(problems.errors, []);
    await context.close();
  });

  it("sends an invoice from Manage Invoices, recorded in the order's Email History", async () => {
    const { page, context, problems } = await newPage(browser, app.baseUrl);
    await signIn(page, 'team@example.com');
    const orderId = await openFirstOrder(page, 'Completed Orders');
    const invoicesBefore = await section(page, 'Email History').getByText('Sent', { exact: true }).count();
    await page.getByRole('navigation').getByRole('link', { name: 'Manage Invoices' }).click();
    await page.getByRole('heading', { name: 'Manage Invoices' }).waitFor();
    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await page.getByText('Please enter your order id.').waitFor();
    await page.getByLabel('Order ID').fill('12345');
    await page.getByText('Order Id must be at least 6 characters.').waitFor();
    await page.getByLabel('Order ID').fill(String(orderId));
    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await page
      .locator('.Toastify__toast--success')
      .filter({ hasText: String(orderId) })
      .waitFor();
    await screenshot(page, 'send-invoice-1280');
    await page.setViewportSize({ width: 400, height: 900 });
    await transitionsDone(page);
    await screenshot(page, 'send-invoice-400');

    await page.goBack();
    await section(page, 'Email History').waitFor();
    await until(
      () => section(page, 'Email History').getByText('Sent', { exact: true }).count(),
      (n) => n === invoicesBefore + 1,
      'the invoice mail sent in Email History',
    );
    assert.deepEqual(problems.errors, []);
    await context.close();
  });
});
