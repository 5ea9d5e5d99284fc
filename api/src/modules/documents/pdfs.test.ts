import { FIELD_LABELS } from '@earrival/shared/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { mailSettled, startTestSmtp, type TestSmtp } from '../../platform/mailer/testing';
import { loadConfig } from '../../config';
import { pdfPages as pages, pdfText } from '../../platform/pdf/testing';
import { pdfBytes, useDocumentSuite } from './fixtures/index';
import type { PackEvidence } from './pdf/jobs';
import type { SendResult } from './schemas';

// The first PDF of a suite waits for a worker thread to start (pdfkit, and tsx from the sources).
jest.setTimeout(60_000);

describe.each(databaseKinds())('defence packs and invoices on %s', (kind) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.received.length = 0;
  });
  const suite = useDocumentSuite(kind, () => ({
    mail: {
      ...loadConfig().mail,
      provider1Url: smtp.url,
      provider2Url: undefined,
      servicePhone: '+1 (305) 555-0100',
    },
  }));

  /** A delivered, disputed order: paid, document uploaded and mailed, downloaded twice, commented on. */
  async function disputedOrder(
    status: 'Completed' | 'ChargeBack' | 'Customer Called' | 'New' = 'ChargeBack',
    overrides: Parameters<typeof makeOrder>[1] = {},
  ) {
    const db = suite.context.app.db;
    const orderId = await makeOrder(db, {
      first_name: 'Łucja',
      sur_name: 'Nováková',
      email: 'lucja@example.org',
      amount_paid: 89.5,
      currency: 'EUR',
      payment_gateway: 'Stripe',
      transaction_id: 'pi_3QxTEST42',
      merchant_name: 'Cuba Arrival Services LLC',
      ...overrides,
    });
    const token = suite.staff.Team.token;
    await suite.upload(
      token,
      { orderId: String(orderId), email: 'lucja@example.org' },
      {
        name: 'card.pdf',
        type: 'application/pdf',
        bytes: pdfBytes(),
      },
    );
    // The document's mail is delivered before the dispute: the packs show it as sent.
    await mailSettled(suite.context.app);
    await db
      .insertInto('download_history')
      .values([
        {
          order_id: orderId,
          ip: '203.0.113.7',
          browser: 'Chrome - Apple iPhone - mobile',
          os: 'iOS 18',
          location: 'Madrid, ES',
          create_ts: '2026-11-02T14:05:00Z',
        },
        {
          order_id: orderId,
          ip: '198.51.100.23',
          browser: 'Firefox - Desktop - desktop',
          os: 'Windows 11',
          location: 'Havana, CU',
          create_ts: '2026-11-03T09:30:00Z',
        },
      ])
      .execute();
    await suite.as(token, 'POST', '/api/admin/add-new-remark', {
      orderId,
      remark: 'Customer confirmed receipt by phone',
      remarkerName: 'ignored',
      telephone: 'Y',
    });
    await db.updateTable('orders').set({ process_status: status }).where('order_id', '=', orderId).execute();
    return orderId;
  }

  async function pdf(
    orderId: number,
    body: Record<string, unknown>,
    url = '/api/admin/get-defence-pack-pdf',
  ) {
    const response = await suite.context.app.inject({
      method: 'POST',
      url,
      headers: { authorization: suite.staff.Team.token },
      payload: { orderId, ...body },
    });
    return response;
  }

  it('pack 1 is a one-page summary with the payment, the delivery, the latest downloads and the comments', async () => {
    const orderId = await disputedOrder();
    const response = await pdf(orderId, { defencePackType: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(response.rawPayload)).toBe(1);
    const text = pdfText(response.rawPayload);
    fs.writeFileSync(path.join(os.tmpdir(), `defence-pack-1-${kind}.pdf`), response.rawPayload);
    for (const expected of [
      'Chargeback Defence Pack 1 - Summary',
      `Order ${orderId}`,
      'pi_3QxTEST42',
      'Cuba Arrival Services LLC',
      'Stripe',
      '€89.50',
      'Łucja Nováková',
      'lucja@example.org',
      'Mail provider 1',
      '203.0.113.7',
      'Madrid, ES',
      'Havana, CU',
      'Customer confirmed receipt',
      '2 time(s)',
      'status Charge Back',
    ]) {
      expect(text).toContain(expected);
    }
    // The status by its label, never the database's token.
    expect(text).not.toContain('ChargeBack');
  });

  it('pack 2 is the full evidence file: every mail with its status, every download, comments with flags, the application and the timeline', async () => {
    const orderId = await disputedOrder('Customer Called');
    const db = suite.context.app.db;
    // A long history: 60 downloads must continue over several pages, none lost.
    await db
      .insertInto('download_history')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          order_id: orderId,
          ip: `10.1.${Math.floor(i / 10)}.${i}`,
          browser: 'Safari - Desktop - desktop',
          os: 'macOS',
          location: 'Miami, US',
        })),
      )
      .execute();
    const response = await pdf(orderId, { defencePackType: '2' });
    expect(response.statusCode).toBe(200);
    expect(pages(response.rawPayload)).toBeGreaterThan(2);
    const text = pdfText(response.rawPayload);
    fs.writeFileSync(path.join(os.tmpdir(), `defence-pack-2-${kind}.pdf`), response.rawPayload);
    for (const expected of [
      'Chargeback Defence Pack 2 - Full evidence file',
      'sent, message id',
      'Documents delivered',
      'Comment history',
      'Application as filed by the customer',
      'Hotel Nacional de Cuba',
      'Order timeline',
      'Uploaded document',
      'application/pdf',
      '10.1.5.59',
      '10.1.0.0',
    ]) {
      expect(text).toContain(expected);
    }
    // The six flags of the one comment (Telephone ticked), whatever spacing the text extraction keeps.
    expect(text.replace(/[ \t]+/g, '')).toContain('N/Y/N/N/N/N');
  });

  it('refuses a pack for a New order (409, the rule in the message) and an unknown order (404); details JSON holds the same evidence', async () => {
    const fresh = await disputedOrder('New');
    for (const type of [1, 2]) {
      const refused = await pdf(fresh, { defencePackType: type });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `A defence pack is only available for orders in Completed, Customer Called, Charge Back; order ${fresh} is New.`,
      );
    }
    expect((await pdf(999999, { defencePackType: 1 })).statusCode).toBe(404);
    expect((await pdf(fresh, { defencePackType: 3 })).statusCode).toBe(400);

    const orderId = await disputedOrder('Completed');
    const details = await suite.as(suite.staff.Manager.token, 'POST', '/api/admin/defence-pack-details', {
      orderId,
    });
    expect(details.code).toBe(200);
    const evidence = details.body.data as PackEvidence;
    expect(evidence).toMatchObject({
      order_id: orderId,
      transaction_id: 'pi_3QxTEST42',
      payment_gateway: 'Stripe',
      amount_paid: 89.5,
      currency: 'EUR',
      customer: { name: 'Łucja Nováková', email: 'lucja@example.org' },
    });
    expect(evidence.mails.map((m) => [m.status, m.attempts, m.mail_service_provider])).toEqual([
      ['sent', 1, 'first'],
    ]);
    expect(evidence.downloads.map((d) => d.ip)).toEqual(['203.0.113.7', '198.51.100.23']);
    expect(evidence.remarks).toHaveLength(1);
    expect(evidence.delivered_at).toBe(evidence.documents[0]!.created_at);
  });

  it('Send Invoice mails a PDF invoice with the amount, currency and gateway, and records it in Email History', async () => {
    const orderId = await disputedOrder('Completed');
    smtp.received.length = 0;
    const sent = await suite.as(suite.staff.Telecaller.token, 'POST', '/api/admin/send-invoice', {
      orderId: String(orderId),
    });
    expect(sent.code).toBe(200);
    expect(sent.body.message).toBe(`Invoice INV-${orderId}: the e-mail to lucja@example.org is queued.`);
    expect((sent.body.data as SendResult).mail).toMatchObject({ kind: 'invoice', status: 'queued' });
    await mailSettled(suite.context.app);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['lucja@example.org']);
    expect(mail.attachments[0]!.filename).toBe(`INV-${orderId}.pdf`);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(mail.attachments[0]!.content);
    for (const expected of [
      `Invoice INV-${orderId}`,
      '€89.50',
      'Stripe',
      'pi_3QxTEST42',
      'Łucja Nováková',
      '+1 (305) 555-0100',
    ]) {
      expect(text).toContain(expected);
    }
    fs.writeFileSync(path.join(os.tmpdir(), `invoice-${kind}.pdf`), mail.attachments[0]!.content);

    const history = await suite.as(suite.staff.Team.token, 'GET', `/api/admin/get-orders-details/${orderId}`);
    const mails = (history.body.data as { mailHistory: Array<{ kind: string; status: string }> }).mailHistory;
    expect(mails.map((m) => [m.kind, m.status])).toEqual([
      ['document', 'sent'],
      ['invoice', 'sent'],
    ]);
  });

  it('refuses an invoice for an order with no recorded payment, and for an unknown order', async () => {
    const orderId = await makeOrder(suite.context.app.db);
    const refused = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/send-invoice', { orderId });
    expect(refused.code).toBe(409);
    expect(refused.body.message).toContain('no recorded payment');
    const unknown = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/send-invoice', {
      orderId: '999999',
    });
    expect(unknown).toMatchObject({ code: 404, body: { status: 0, message: 'Order not found: 999999' } });
    expect(smtp.received).toHaveLength(0);
  });
  /**
   * Every date on the page in one of the screens' formats (@earrival/shared/dates): a history's MM/DD/YYYY,
   * a form date's DD/MM/YYYY or the order list's MM-DD-YYYY ("Order placed"), never ISO.
   */
  function expectScreenDateFormats(text: string) {
    const dates = text.match(/\b\d{1,4}[/-]\d{1,2}[/-]\d{1,4}\b/g) ?? [];
    expect(dates.length).toBeGreaterThan(0);
    for (const found of dates) expect(found).toMatch(/^\d{2}(\/\d{2}\/|-\d{2}-)\d{4}$/);
  }
  const LONG_WORD = 'Wolfeschlegelsteinhausenbergerdorff';

  it('every PDF writes each kind of date as the screens do, prints names in any script as text and keeps long words whole', async () => {
    const orderId = await disputedOrder('ChargeBack', {
      first_name: '王芳',
      sur_name: 'やまだ',
      date_of_birth: '1990-04-23',
      date_of_arrival: '2026-12-20',
    });
    await suite.as(suite.staff.Team.token, 'POST', '/api/admin/add-new-remark', {
      orderId,
      remark: `Ελένη Παπαδοπούλου and Иван Петров called for ${LONG_WORD}, who confirmed the card`,
      remarkerName: 'ignored',
    });
    const arabic = await makeOrder(suite.context.app.db, {
      first_name: 'محمد',
      sur_name: 'علي',
      amount_paid: 120,
      currency: 'USD',
      date_of_arrival: '2026-12-20',
    });
    const packs = [
      (await pdf(orderId, { defencePackType: 1 })).rawPayload,
      (await pdf(orderId, { defencePackType: 2 })).rawPayload,
    ];
    const invoices = [
      (await pdf(orderId, {}, '/api/admin/get-invoice-pdf')).rawPayload,
      (await pdf(arabic, {}, '/api/admin/get-invoice-pdf')).rawPayload,
    ];
    for (const [i, bytes] of [...packs, ...invoices].entries()) {
      fs.writeFileSync(path.join(os.tmpdir(), `read-right-${i}-${kind}.pdf`), bytes);
      const text = pdfText(bytes);
      expectScreenDateFormats(text);
      // The arrival date as the order page shows it (DD/MM/YYYY).
      expect(text).toContain('20/12/2026');
      expect(text).not.toContain('12/20/2026');
      expect(text).toMatch(i === 3 ? /محمد علي/ : /王芳 やまだ/);
    }
    for (const bytes of packs) {
      const text = pdfText(bytes);
      // The birth date of a day past the 12th proves the order: 23/04/1990 as on the page, never 04/23/1990.
      expect(text).toContain('23/04/1990');
      expect(text).not.toContain('04/23/1990');
      expect(text).toContain(LONG_WORD);
      // Names may wrap between their words.
      const flat = text.replace(/\s+/g, ' ');
      // Each field under the order page's own label (@earrival/shared/domain), not a variant of it.
      for (const field of ['date_of_birth', 'passport_number', 'phone_number', 'date_of_arrival'] as const)
        expect(flat).toContain(FIELD_LABELS[field]);
      expect(flat).not.toContain('Passport number');
      for (const name of ['Ελένη Παπαδοπούλου', 'Иван Петров']) expect(flat).toContain(name);
    }
  });

  it("pack 1's counts match its own table: mails to other addresses are left out", async () => {
    const orderId = await disputedOrder('ChargeBack');
    const token = suite.staff.Team.token;
    // A second mail to the customer, and a copy of the document to an agency: sent, but not to the customer.
    await suite.as(token, 'POST', '/api/admin/send-track-order-mail', {
      orderId,
      email: 'lucja@example.org',
    });
    await suite.as(token, 'POST', '/api/admin/resend-mail', { orderId, email: 'visas@agency.example' });
    await mailSettled(suite.context.app);
    // A third download record standing for three downloads from one device.
    await suite.context.app.db
      .insertInto('download_history')
      .values({
        order_id: orderId,
        ip: '192.0.2.44',
        browser: 'Safari - Apple iPad - tablet',
        os: 'iPadOS 18',
        location: 'Miami, US',
        times: 3,
        create_ts: '2026-11-04T10:00:00Z',
        last_ts: '2026-11-04T12:00:00Z',
      })
      .execute();

    const response = await pdf(orderId, { defencePackType: 1 });
    expect(pages(response.rawPayload)).toBe(1);
    fs.writeFileSync(path.join(os.tmpdir(), `defence-pack-1-counts-${kind}.pdf`), response.rawPayload);
    const text = pdfText(response.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    const mailsSection = text.slice(text.indexOf('Provider message id'), text.indexOf('Customer downloads'));
    const downloadsSection = text.slice(text.indexOf('Customer downloads'), text.indexOf('Comments'));

    const accepted = Number(/(\d+) e-mail\(s\) to the customer's address/.exec(flat)?.[1]);
    expect(accepted).toBe(2);
    expect(mailsSection.match(/Mail provider \d/g)).toHaveLength(accepted);
    expect(text).not.toContain('visas@agency.example');

    const [, times, records] =
      /downloaded the document (\d+) time\(s\) from the order page \((\d+) download record/.exec(flat)!;
    expect(Number(times)).toBe(5);
    // Rows start with their number and their Times (how many downloads the record stands for).
    const rows = [...downloadsSection.matchAll(/^\s*\d+\s+(\d+)\s+\d{2}\/\d{2}\/\d{4}/gm)];
    expect(rows).toHaveLength(Number(records));
    const timesInTable = rows.reduce((sum, row) => sum + Number(row[1]), 0);
    expect(timesInTable).toBe(Number(times));

    const details = await suite.as(token, 'POST', '/api/admin/defence-pack-details', { orderId });
    const evidence = details.body.data as {
      accepted_mail_count: number;
      latest_accepted_mails: Array<{ email: string }>;
    };
    expect(evidence.accepted_mail_count).toBe(2);
    expect(evidence.latest_accepted_mails.map((m) => m.email)).toEqual([
      'lucja@example.org',
      'lucja@example.org',
    ]);
  });
});
