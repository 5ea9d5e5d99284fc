import fs from 'node:fs';
import path from 'node:path';
import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { mailSettled, startTestSmtp, type TestSmtp } from '../../platform/mailer/testing';
import { loadConfig } from '../../config';
import type { MailEntry } from '../../platform/mailer/schemas';
import type { OrderDetail } from '../orders/public';
import { pdfBytes, pngBytes, useDocumentSuite } from './fixtures/index';
import type { SendResult } from './schemas';

// A guard against a hang, not a speed limit: a test here took up to 3.6 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(60_000);

const LIMIT = 100_000;

describe.each(databaseKinds())(
  'upload, resend and Sent Mail through two real SMTP providers on %s',
  (kind) => {
    let smtp1: TestSmtp;
    let smtp2: TestSmtp;
    beforeAll(async () => {
      smtp1 = await startTestSmtp();
      smtp2 = await startTestSmtp();
    });
    afterAll(async () => {
      await smtp1.close();
      await smtp2.close();
    });
    beforeEach(() => {
      smtp1.received.length = 0;
      smtp2.received.length = 0;
    });
    const suite = useDocumentSuite(kind, () => ({
      uploadMaxBytes: LIMIT,
      mail: {
        ...loadConfig().mail,
        provider1Url: smtp1.url,
        provider2Url: smtp2.url,
        from: 'Office <office@test.example>',
      },
    }));
    const db = () => suite.context.app.db;

    it.each([
      ['first', 'PDF', pdfBytes(), 'application/pdf', 'pdf'],
      ['second', 'PNG', pngBytes(), 'image/png', 'png'],
    ] as const)(
      'provider %s: stores the %s under a server-chosen name and the customer receives it with the same bytes',
      async (provider, _label, bytes, type, ext) => {
        const orderId = await makeOrder(db(), { first_name: 'Ana', sur_name: 'Lopez' });
        const { code, body } = await suite.upload(
          suite.staff.Team.token,
          { orderId: String(orderId), email: 'ana@example.org', mailServiceProvider: provider },
          { name: '../../evil name.pdf', type: 'application/pdf', bytes },
        );
        expect(code).toBe(200);
        const data = body.data as SendResult;
        expect(body.message).toBe('Document saved; the e-mail to ana@example.org is queued.');
        expect(data.mail).toMatchObject({ status: 'queued', attempts: 0, mail_service_provider: provider });
        await mailSettled(suite.context.app);

        const used = provider === 'first' ? smtp1 : smtp2;
        const unused = provider === 'first' ? smtp2 : smtp1;
        expect(unused.received).toHaveLength(0);
        expect(used.received).toHaveLength(1);
        const mail = used.received[0]!;
        expect(mail.to).toEqual(['ana@example.org']);
        expect(mail.from).toBe('office@test.example');
        expect(mail.attachments).toHaveLength(1);
        expect(mail.attachments[0]!.content.equals(bytes)).toBe(true);
        expect(mail.attachments[0]!.contentType).toBe(type);
        expect(mail.attachments[0]!.filename).toBe(`cuba-e-arrival-${orderId}.${ext}`);
        expect(mail.text).toContain(`order number ${orderId}`);

        // Stored under the order's folder with the server's name, byte for byte.
        const files = suite.storedFiles(orderId);
        expect(files).toEqual([data.document!.file1]);
        expect(files[0]).toMatch(new RegExp(`^${orderId}-\\d{8}T\\d{6}Z-[0-9a-f]+\\.${ext}$`));
        const stored = fs.readFileSync(
          path.join(suite.dataDir, 'uploads', 'docs', String(orderId), files[0]!),
        );
        expect(stored.equals(bytes)).toBe(true);

        const detail = (
          await suite.as(suite.staff.Team.token, 'GET', `/api/admin/get-orders-details/${orderId}`)
        ).body.data as OrderDetail;
        expect(detail.uploadDoc.map((u) => [u.file1, u.content_type, u.size_bytes])).toEqual([
          [files[0], type, bytes.length],
        ]);
        // Email History: the queued row, now sent in one try, with the message id the SMTP server saw.
        expect(detail.mailHistory).toEqual([
          {
            ...data.mail,
            status: 'sent',
            attempts: 1,
            provider_message_id: mail.headers['message-id'],
          },
        ]);
        expect(data.mail).toMatchObject({
          mail_service_provider: provider,
          email: 'ana@example.org',
          kind: 'document',
          failure_reason: null,
          sent_by: suite.staff.Team.name,
        });
        expect(detail.activity.map((a) => a.kind)).toEqual(['mail', 'upload']);
        expect(detail.activity[0]!.text).toContain(`via ${data.mail.provider_label}: sent (`);
      },
    );

    it('refuses a renamed non-PDF, an oversize file, an unknown order and missing fields: 4xx, nothing stored, no mail', async () => {
      const orderId = await makeOrder(db());
      const token = suite.staff.Admin.token;
      const fields = { orderId: String(orderId), email: 'ana@example.org' };
      const cases: Array<[number, string, Awaited<ReturnType<typeof suite.upload>>]> = [
        [
          415,
          'not a PDF, JPEG, PNG or WebP',
          await suite.upload(token, fields, {
            name: 'card.pdf',
            type: 'application/pdf',
            bytes: Buffer.from('MZ\x90\x00 this is an executable renamed to card.pdf'),
          }),
        ],
        [
          413,
          'larger than',
          await suite.upload(token, fields, {
            name: 'big.pdf',
            type: 'application/pdf',
            bytes: pdfBytes(LIMIT + 1),
          }),
        ],
        [
          404,
          'Order not found: 999999',
          await suite.upload(
            token,
            { ...fields, orderId: '999999' },
            { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() },
          ),
        ],
        [
          400,
          'Please enter your email',
          await suite.upload(
            token,
            { orderId: String(orderId) },
            { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() },
          ),
        ],
        [400, 'File is required', await suite.upload(token, fields)],
        [
          400,
          'mailServiceProvider',
          await suite.upload(
            token,
            { ...fields, mailServiceProvider: 'third' },
            { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() },
          ),
        ],
      ];
      for (const [code, text, response] of cases) {
        expect({ code: response.code, status: response.body.status }).toEqual({ code, status: 0 });
        expect(response.body.message).toContain(text);
      }
      expect(suite.storedFiles(orderId)).toEqual([]);
      expect(suite.storedFiles(999999)).toEqual([]);
      expect(await db().selectFrom('uploaded_documents').selectAll().execute()).toEqual([]);
      expect(await db().selectFrom('mail_history').selectAll().execute()).toEqual([]);
      expect(smtp1.received.length + smtp2.received.length).toBe(0);
    });

    it('needs a staff session: no token is 401 and nothing is stored', async () => {
      const orderId = await makeOrder(db());
      const response = await suite.upload(
        undefined,
        { orderId: String(orderId), email: 'a@b.example' },
        { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() },
      );
      expect(response.code).toBe(401);
      expect(suite.storedFiles(orderId)).toEqual([]);
    });

    it('Resend Mail sends the latest document again through the chosen provider; refused with no document', async () => {
      const orderId = await makeOrder(db());
      const token = suite.staff.Telecaller.token;
      const none = await suite.as(token, 'POST', '/api/admin/resend-mail', { orderId, email: 'a@b.example' });
      expect(none.code).toBe(409);
      expect(none.body.message).toContain('no uploaded document');

      const bytes = pdfBytes(3000);
      await suite.upload(
        token,
        { orderId: String(orderId), email: 'a@b.example' },
        { name: 'x.pdf', type: 'application/pdf', bytes },
      );
      const again = await suite.as(token, 'POST', '/api/admin/resend-mail', {
        orderId,
        email: 'other@b.example',
        mailServiceProvider: 'second',
      });
      expect(again.code).toBe(200);
      expect(again.body.message).toBe(
        "The document's e-mail to other@b.example is queued through Mail provider 2.",
      );
      await mailSettled(suite.context.app);
      expect(smtp1.received).toHaveLength(1);
      expect(smtp2.received).toHaveLength(1);
      expect(smtp2.received[0]!.to).toEqual(['other@b.example']);
      expect(smtp2.received[0]!.attachments[0]!.content.equals(bytes)).toBe(true);
      const entry = (again.body.data as SendResult).mail;
      expect(entry).toMatchObject({ mail_service_provider: 'second', status: 'queued', kind: 'document' });
      const row = await db()
        .selectFrom('mail_history')
        .select(['status', 'attempts', 'provider_message_id'])
        .where('id', '=', entry.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        status: 'sent',
        attempts: 1,
        provider_message_id: smtp2.received[0]!.headers['message-id'],
      });
      expect(suite.storedFiles(orderId)).toHaveLength(1);
    });

    it('Sent Mail e-mails the track-order link (no attachment) and records it', async () => {
      const orderId = await makeOrder(db());
      const sent = await suite.as(suite.staff.Manager.token, 'POST', '/api/admin/send-track-order-mail', {
        orderId,
        email: 'ana@example.org',
      });
      expect(sent.code).toBe(200);
      expect(sent.body.message).toBe(
        'The track-order link e-mail to ana@example.org is queued through Mail provider 1.',
      );
      await mailSettled(suite.context.app);
      expect(smtp1.received).toHaveLength(1);
      const mail = smtp1.received[0]!;
      expect(mail.attachments).toEqual([]);
      expect(mail.text).toContain('/track-order/');
      expect(mail.text).toContain(`enter your Order ID (${orderId})`);
      const entry = (sent.body.data as SendResult).mail;
      expect(entry).toMatchObject({ kind: 'track-link', status: 'queued' });
      expect(
        await db()
          .selectFrom('mail_history')
          .select(['status', 'attempts'])
          .where('id', '=', entry.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ status: 'sent', attempts: 1 });
      const empty = await suite.as(suite.staff.Manager.token, 'POST', '/api/admin/send-track-order-mail', {
        orderId,
        email: ' ',
      });
      expect(empty).toMatchObject({ code: 400, body: { status: 0, message: 'Please enter your email' } });
    });

    it('serves a stored document to staff only: HEAD says whether it exists, GET returns the bytes', async () => {
      const orderId = await makeOrder(db());
      const bytes = pdfBytes(1234);
      const up = await suite.upload(
        suite.staff.Team.token,
        { orderId: String(orderId), email: 'a@b.example' },
        { name: 'x.pdf', type: 'application/pdf', bytes },
      );
      const file1 = (up.body.data as SendResult).document!.file1;
      const url = `/api/uploads/docs/${orderId}/${file1}`;
      const app = suite.context.app;
      const head = await app.inject({
        method: 'HEAD',
        url,
        headers: { authorization: suite.staff.Team.token },
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('1234');
      expect(head.headers['content-type']).toBe('application/pdf');
      const missing = await app.inject({
        method: 'HEAD',
        url: `/api/uploads/docs/${orderId}/nope.pdf`,
        headers: { authorization: suite.staff.Team.token },
      });
      expect(missing.statusCode).toBe(404);
      const get = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: suite.staff.Team.token },
      });
      expect(get.rawPayload.equals(bytes)).toBe(true);
      expect(get.headers['cache-control']).toBe('no-store');
      // The name the customer's download has too, not the store's.
      expect(get.headers['content-disposition']).toBe(`inline; filename="cuba-arrival-card-${orderId}.pdf"`);
      for (const method of ['GET', 'HEAD'] as const) {
        expect((await app.inject({ method, url })).statusCode).toBe(401);
      }
      const escape = await app.inject({
        method: 'GET',
        url: `/api/uploads/docs/${orderId}/..%2F..%2F..%2Fetc%2Fpasswd`,
        headers: { authorization: suite.staff.Team.token },
      });
      expect(escape.statusCode).toBe(404);
    });
  },
);

describe.each(databaseKinds())('a mail provider that is down, and the outbox, on %s', (kind) => {
  let deadUrl = '';
  beforeAll(async () => {
    // A port that just stopped listening: connections are refused, like a provider that is down.
    const gone = await startTestSmtp();
    await gone.close();
    deadUrl = `smtp://127.0.0.1:${gone.port}`;
  });
  const suite = useDocumentSuite(kind, () => ({
    mail: { ...loadConfig().mail, provider1Url: deadUrl, provider2Url: undefined },
    // Two tries a second apart, so the mail gives up within the test.
    mailQueue: { retryLimit: 1, retryDelaySeconds: 1, tryTimeoutSeconds: 30 },
  }));

  it('keeps the document, tries twice, records each refusal with the reason; the other provider then delivers it', async () => {
    const orderId = await makeOrder(suite.context.app.db);
    const bytes = pdfBytes();
    const up = await suite.upload(
      suite.staff.Team.token,
      { orderId: String(orderId), email: 'a@b.example' },
      { name: 'x.pdf', type: 'application/pdf', bytes },
    );
    expect(up.code).toBe(200);
    expect(up.body).toMatchObject({
      status: 1,
      message: 'Document saved; the e-mail to a@b.example is queued.',
    });
    expect(suite.storedFiles(orderId)).toHaveLength(1);
    await mailSettled(suite.context.app, { untilDone: true });

    const detail = (await suite.as(suite.staff.Team.token, 'GET', `/api/admin/get-orders-details/${orderId}`))
      .body.data as OrderDetail;
    expect(detail.uploadDoc).toHaveLength(1);
    const failed = detail.mailHistory[0] as MailEntry;
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 2,
      mail_service_provider: 'first',
      provider_message_id: null,
    });
    expect(failed.failure_reason).toContain('ECONNREFUSED');
    expect(detail.activity[0]!).toMatchObject({ kind: 'mail', status: 'failed', provider: 'first' });
    expect(detail.activity[0]!.text).toContain('failed after 2 tries (');
    const tries = await suite.context.app.db
      .selectFrom('mail_attempts')
      .select(['attempt', 'provider', 'accepted', 'response'])
      .where('mail_id', '=', failed.id)
      .orderBy('id')
      .execute();
    expect(tries.map((t) => [t.attempt, t.provider, t.accepted])).toEqual([
      [1, 'first', false],
      [2, 'first', false],
    ]);
    for (const t of tries) expect(t.response).toContain('ECONNREFUSED');

    // The second provider (no URL: the outbox) then delivers it: an .eml with the attachment.
    const resend = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/resend-mail', {
      orderId,
      email: 'a@b.example',
      mailServiceProvider: 'second',
    });
    expect(resend.code).toBe(200);
    await mailSettled(suite.context.app);
    const outbox = path.join(suite.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-second-.*\.eml$/);
    const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain('To: a@b.example');
    expect(eml).toContain(`filename=cuba-e-arrival-${orderId}.pdf`);
    expect(eml).toContain(bytes.subarray(0, 48).toString('base64').slice(0, 60));
  });
});
