import { sql } from 'kysely';
import type { OrderDetail } from '../../modules/orders/public';
import type { MailEntry } from './schemas';
import { loadConfig } from '../../config';
import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { pdfBytes, useDocumentSuite } from '../../modules/documents/fixtures/index';
import { pdfText } from '../pdf/testing';
import { mailSettled, startTestSmtp, TEST_SMTP_REFUSAL, type TestSmtp } from './testing';

/*
 * The mail queue as staff and customers see it, through real SMTP servers on loopback: a mail is queued
 * with the change that asks for it, a worker sends it, a refused try is retried with the same Message-ID,
 * and a mail that failed every try can be retried through the other provider.
 */

jest.setTimeout(60_000);

async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(databaseKinds())('the mail queue through real SMTP providers on %s', (kind) => {
  /** Mail provider 1 listens only while a test brings it up on this port; Mail provider 2 is always up. */
  let port1 = 0;
  let provider1: TestSmtp | undefined;
  let provider2: TestSmtp;
  beforeAll(async () => {
    const reserved = await startTestSmtp();
    await reserved.close();
    port1 = reserved.port;
    provider2 = await startTestSmtp();
  });
  afterAll(() => provider2.close());
  afterEach(async () => {
    await provider1?.close();
    provider1 = undefined;
    provider2.received.length = 0;
    provider2.accepted.length = 0;
  });
  const suite = useDocumentSuite(kind, () => ({
    mail: {
      ...loadConfig().mail,
      provider1Url: `smtp://user:secret@127.0.0.1:${port1}`,
      provider2Url: provider2.url,
      from: 'Office <office@test.example>',
      servicePhone: '+1 (305) 555-0100',
    },
    // Three tries: the first, then 1-2 s and 2-4 s later.
    mailQueue: { retryLimit: 2, retryDelaySeconds: 1, tryTimeoutSeconds: 30 },
  }));
  const db = () => suite.context.app.db;

  const mailRow = (id: number) =>
    db()
      .selectFrom('mail_history')
      .select([
        'status',
        'attempts',
        'mail_service_provider',
        'message_id',
        'provider_message_id',
        'failure_reason',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const tries = (id: number) =>
    db()
      .selectFrom('mail_attempts')
      .select(['attempt', 'provider', 'accepted', 'response'])
      .where('mail_id', '=', id)
      .orderBy('id')
      .execute();
  const detail = async (orderId: number) =>
    (await suite.as(suite.staff.Team.token, 'GET', `/api/admin/get-orders-details/${orderId}`)).body
      .data as OrderDetail;
  const uploadFor = async (orderId: number, provider: 'first' | 'second', bytes = pdfBytes()) => {
    const up = await suite.upload(
      suite.staff.Team.token,
      { orderId: String(orderId), email: 'ana@example.org', mailServiceProvider: provider },
      { name: 'card.pdf', type: 'application/pdf', bytes },
    );
    expect(up.code).toBe(200);
    return (up.body.data as { mail: MailEntry }).mail;
  };
  /** The state of the mail's job in the suite's pg-boss schema. */
  const jobState = async (mailId: number) => {
    const schema = suite.context.config.jobs.schema;
    const { rows } = await sql<{ state: string }>`
      SELECT state FROM ${sql.table(`${schema}.job`)} WHERE data->>'mailId' = ${String(mailId)}`.execute(
      db(),
    );
    return rows.map((r) => r.state);
  };

  it('a provider down at upload: 200 and queued, then retrying with its answer; once it is up the mail is delivered exactly once', async () => {
    const orderId = await makeOrder(db());
    const bytes = pdfBytes(4000);
    const up = await suite.upload(
      suite.staff.Team.token,
      { orderId: String(orderId), email: 'ana@example.org' },
      { name: 'card.pdf', type: 'application/pdf', bytes },
    );
    expect(up.code).toBe(200);
    expect(up.body.message).toBe('Document saved; the e-mail to ana@example.org is queued.');
    const queued = (up.body.data as { mail: MailEntry }).mail;
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, mail_service_provider: 'first' });

    await until(
      () => mailRow(queued.id),
      (row) => row.status === 'retrying',
      'the first refused try',
    );
    const retrying = (await detail(orderId)).mailHistory[0]!;
    expect(retrying).toMatchObject({
      id: queued.id,
      status: 'retrying',
      attempts: 1,
      provider_message_id: null,
    });
    expect(retrying.failure_reason).toContain('ECONNREFUSED');
    expect((await detail(orderId)).activity[0]!.text).toContain('retrying after 1 failed try (');

    provider1 = await startTestSmtp({ port: port1 });
    await mailSettled(suite.context.app, { untilDone: true });
    const row = await mailRow(queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, failure_reason: null });
    expect((await tries(queued.id)).map((t) => [t.attempt, t.provider, t.accepted])).toEqual([
      [1, 'first', false],
      [2, 'first', true],
    ]);
    expect((await tries(queued.id))[0]!.response).toContain('ECONNREFUSED');
    expect(provider1.accepted).toHaveLength(1);
    expect(provider1.received).toHaveLength(1);
    const mail = provider1.accepted[0]!;
    expect(mail.to).toEqual(['ana@example.org']);
    expect(mail.attachments[0]!.content.equals(bytes)).toBe(true);
    expect(mail.headers['message-id']).toBe(row.message_id);
    expect(row.provider_message_id).toBe(row.message_id);
    expect(await jobState(queued.id)).toEqual(['completed']);
    // Done for good: a while later nothing more arrives. A deliberate negative check: a stray retry would
    // come after the suite's 1 s retry delay, so the wait is longer than that (a late one only makes it pass).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(provider1.received).toHaveLength(1);
    expect(provider2.received).toHaveLength(0);
    expect((await detail(orderId)).mailHistory).toEqual([
      expect.objectContaining({ id: queued.id, status: 'sent', attempts: 2 }),
    ]);
  });

  it('a try the provider refuses after receiving the message is retried with the same Message-ID', async () => {
    const orderId = await makeOrder(db());
    provider2.refuse(1);
    const queued = await uploadFor(orderId, 'second');
    await mailSettled(suite.context.app, { untilDone: true });
    const row = await mailRow(queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@test\.example>$/);
    expect(provider2.received.map((m) => m.headers['message-id'])).toEqual([row.message_id, row.message_id]);
    expect(provider2.accepted).toHaveLength(1);
    const [refused, sent] = await tries(queued.id);
    expect(refused).toMatchObject({ attempt: 1, provider: 'second', accepted: false });
    expect(refused!.response).toContain(TEST_SMTP_REFUSAL);
    expect(sent).toMatchObject({ attempt: 2, provider: 'second', accepted: true });
  });

  it('every try failing: failed after retryLimit + 1 tries; Retry through Mail provider 2 delivers it with its Message-ID', async () => {
    const orderId = await makeOrder(db());
    const bytes = pdfBytes(3000);
    const queued = await uploadFor(orderId, 'first', bytes);
    // While it is being tried, Retry is refused: the queue still owns it.
    const early = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/retry-mail', {
      mailId: queued.id,
    });
    expect(early.code).toBe(409);
    expect(early.body.message).toBe('This mail is still being sent; wait for its last try before retrying.');

    await mailSettled(suite.context.app, { untilDone: true });
    const failed = await mailRow(queued.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, provider_message_id: null });
    expect(failed.failure_reason).toContain('ECONNREFUSED');
    expect((await tries(queued.id)).map((t) => [t.attempt, t.provider, t.accepted])).toEqual([
      [1, 'first', false],
      [2, 'first', false],
      [3, 'first', false],
    ]);
    // The last failure is recorded on the row; the queue is done with the job.
    expect(await jobState(queued.id)).toEqual(['completed']);
    expect((await detail(orderId)).activity[0]!).toMatchObject({ kind: 'mail', status: 'failed' });

    const retried = await suite.as(suite.staff.Manager.token, 'POST', '/api/admin/retry-mail', {
      mailId: queued.id,
      mailServiceProvider: 'second',
    });
    expect(retried.code).toBe(200);
    expect(retried.body.message).toBe(
      'The e-mail to ana@example.org is queued again through Mail provider 2.',
    );
    expect((retried.body.data as { mail: MailEntry }).mail).toMatchObject({
      id: queued.id,
      status: 'queued',
      mail_service_provider: 'second',
    });
    await mailSettled(suite.context.app);
    const sent = await mailRow(queued.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 4, mail_service_provider: 'second' });
    expect(sent.message_id).toBe(failed.message_id);
    expect(provider2.accepted).toHaveLength(1);
    expect(provider2.accepted[0]!.headers['message-id']).toBe(failed.message_id);
    expect(provider2.accepted[0]!.attachments[0]!.content.equals(bytes)).toBe(true);
    expect((await tries(queued.id)).at(-1)).toMatchObject({ attempt: 4, provider: 'second', accepted: true });
    expect(await db().selectFrom('mail_history').select('id').execute()).toEqual([{ id: queued.id }]);

    const again = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/retry-mail', {
      mailId: queued.id,
    });
    expect(again).toMatchObject({
      code: 409,
      body: { status: 0, message: 'This mail was sent already; use Resend Mail to send it again.' },
    });
    const unknown = await suite.as(suite.staff.Team.token, 'POST', '/api/admin/retry-mail', {
      mailId: 999999,
    });
    expect(unknown).toMatchObject({ code: 404, body: { status: 0, message: 'Mail not found: 999999' } });
    const anonymous = await suite.as(undefined, 'POST', '/api/admin/retry-mail', { mailId: queued.id });
    expect(anonymous.code).toBe(401);
    expect(provider2.received).toHaveLength(1);
  });

  it('the invoice mail carries a PDF rendered when it is sent: a retry after the payment changed shows the new amount', async () => {
    const orderId = await makeOrder(db(), {
      email: 'lucja@example.org',
      amount_paid: 89.5,
      currency: 'EUR',
      payment_gateway: 'Stripe',
      transaction_id: 'pi_3QxTEST42',
    });
    provider2.refuse(1);
    const sent = await suite.as(suite.staff.Telecaller.token, 'POST', '/api/admin/send-invoice', {
      orderId: String(orderId),
      mailServiceProvider: 'second',
    });
    expect(sent.code).toBe(200);
    expect(sent.body.message).toBe(`Invoice INV-${orderId}: the e-mail to lucja@example.org is queued.`);
    const mailId = (sent.body.data as { mail: MailEntry }).mail.id;
    // The queued row names where the attachment comes from; no PDF is stored with it.
    const { attachment } = await db()
      .selectFrom('mail_history')
      .select('attachment')
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
    expect(attachment).toEqual({
      source: 'invoice',
      filename: `INV-${orderId}.pdf`,
      contentType: 'application/pdf',
    });

    await until(
      () => mailRow(mailId),
      (row) => row.status === 'retrying',
      'the refused first try',
    );
    await db().updateTable('orders').set({ amount_paid: 120 }).where('order_id', '=', orderId).execute();
    await mailSettled(suite.context.app, { untilDone: true });
    expect(await mailRow(mailId)).toMatchObject({ status: 'sent', attempts: 2 });
    const [first, second] = provider2.received.map((m) => m.attachments[0]!);
    for (const pdf of [first!, second!]) {
      expect(pdf.filename).toBe(`INV-${orderId}.pdf`);
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(pdfText(first!.content)).toContain('€89.50');
    const delivered = pdfText(provider2.accepted[0]!.attachments[0]!.content);
    expect(delivered).toContain('€120.00');
    expect(delivered).toContain(`Invoice INV-${orderId}`);
    expect(delivered).not.toContain('€89.50');
  });
});
