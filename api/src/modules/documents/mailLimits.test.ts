import { databaseKinds } from '../../testing/harness';
import { makeOrder } from '../../testing/fixtures';
import { mailSettled } from '../../platform/mailer/testing';
import { CUSTOMER_MAIL_LIMITS } from './service/mailLimits';
import { multipart, pdfBytes, useDocumentSuite } from './fixtures/index';

// A guard against a hang, not a speed limit: a test here took up to 15.7 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(60_000);

const { perMemberPerHour, perRecipientPerHour } = CUSTOMER_MAIL_LIMITS;

describe.each(databaseKinds())('hourly limits on mail to customers on %s', (kind) => {
  // The default provider: the outbox (nothing leaves the machine).
  const suite = useDocumentSuite(kind, () => ({}));
  const db = () => suite.context.app.db;

  const trackMail = (token: string, orderId: number, email: string) =>
    suite.as(token, 'POST', '/api/admin/send-track-order-mail', { orderId, email });

  const mailsTo = async (email: string) =>
    (
      await db()
        .selectFrom('mail_history')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .execute()
    ).length;

  const mailEvents = async (orderId: number) =>
    (
      await db()
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', orderId)
        .where('action', '=', 'mail')
        .execute()
    ).length;

  const limitRecords = () =>
    db()
      .selectFrom('security_events')
      .select(['event', 'actor_id', 'member_id', 'detail'])
      .where('event', '=', 'rate-limited')
      .orderBy('id')
      .execute();

  it(`one address gets ${perRecipientPerHour} mails an hour, whoever sends them and however it is spelt; then 429 and nothing queued`, async () => {
    const { Team, Manager } = suite.staff;
    const orderId = await makeOrder(db(), { email: 'ana@example.org' });
    for (let i = 0; i < perRecipientPerHour; i += 1) {
      const token = i % 2 ? Manager.token : Team.token;
      const email = i === 3 ? ' Ana@Example.ORG ' : 'ana@example.org';
      const sent = await trackMail(token, orderId, email);
      expect({ i, code: sent.code }).toEqual({ i, code: 200 });
    }
    // The worker records each mail it sends as an event too: count once they are all sent.
    await mailSettled(suite.context.app);
    const events = await mailEvents(orderId);
    for (const token of [Team.token, Manager.token, Team.token]) {
      const refused = await suite.context.app.inject({
        method: 'POST',
        url: '/api/admin/send-track-order-mail',
        headers: { authorization: token },
        payload: { orderId, email: 'ANA@example.org' },
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(refused.json()).toEqual({
        status: 0,
        message:
          'ANA@example.org has been sent 5 mails in the last hour. Please wait 60 minutes before mailing this address again. Nothing was sent.',
        data: null,
      });
    }
    expect(await mailsTo('ana@example.org')).toBe(perRecipientPerHour);
    await mailSettled(suite.context.app);
    expect(await mailEvents(orderId)).toBe(events);
    // Another address of the same order is its own count.
    expect((await trackMail(Team.token, orderId, 'ana.work@example.org')).code).toBe(200);
    // One record per member and burst, however many refusals it held.
    expect(await limitRecords()).toEqual([
      {
        event: 'rate-limited',
        actor_id: Team.id,
        member_id: Team.id,
        detail: 'customer mail: 5 an hour to ana@example.org reached',
      },
      {
        event: 'rate-limited',
        actor_id: Manager.id,
        member_id: Manager.id,
        detail: 'customer mail: 5 an hour to ana@example.org reached',
      },
    ]);
  }, 30_000);

  it(`counts one mailbox however it is written: victim+2@ with victim@, dotted and googlemail Gmail with gmail`, async () => {
    const { Team, Manager } = suite.staff;
    const orderId = await makeOrder(db(), { email: 'victim@example.org' });
    const spellings = [
      'victim@example.org',
      'victim+2@example.org',
      'Victim+visa@Example.org',
      'victim+3@example.org',
    ];
    for (const [i, email] of [...spellings, 'victim@example.org'].entries())
      expect({
        email,
        code: (await trackMail(i % 2 ? Team.token : Manager.token, orderId, email)).code,
      }).toEqual({
        email,
        code: 200,
      });
    const refused = await trackMail(Team.token, orderId, 'victim+4@example.org');
    expect(refused.code).toBe(429);
    expect(refused.body.message).toMatch(/^victim\+4@example\.org has been sent 5 mails in the last hour\./);

    for (const email of [
      'jane.doe@gmail.com',
      'janedoe@gmail.com',
      'J.a.n.e.Doe+x@GoogleMail.com',
      'janedoe+1@gmail.com',
      'jane.doe@googlemail.com',
    ])
      expect({ email, code: (await trackMail(Team.token, orderId, email)).code }).toEqual({
        email,
        code: 200,
      });
    expect((await trackMail(Manager.token, orderId, 'jan.edoe@gmail.com')).code).toBe(429);
    // Dots count at other providers: another mailbox there.
    expect((await trackMail(Manager.token, orderId, 'vic.tim@example.org')).code).toBe(200);
    const reached = (await limitRecords()).map((row) => row.detail);
    expect(reached).toEqual([
      'customer mail: 5 an hour to victim@example.org reached',
      'customer mail: 5 an hour to janedoe@gmail.com reached',
    ]);
    await mailSettled(suite.context.app);
  }, 30_000);

  it(`a member sends ${perMemberPerHour} customer mails an hour, every kind counted; one more is a 429, other members go on`, async () => {
    const { Team, Telecaller } = suite.staff;
    const orderId = await makeOrder(db(), {
      email: 'paid@example.org',
      amount_paid: 89.5,
      currency: 'EUR',
      payment_gateway: 'Stripe',
    });
    // An upload, a resend and an invoice count as the track-order mails do.
    const uploaded = await suite.upload(
      Team.token,
      { orderId: String(orderId), email: 'first@example.org' },
      { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() },
    );
    expect(uploaded.code).toBe(200);
    const resent = await suite.as(Team.token, 'POST', '/api/admin/resend-mail', {
      orderId,
      email: 'second@example.org',
    });
    expect(resent.code).toBe(200);
    const invoiced = await suite.as(Team.token, 'POST', '/api/admin/send-invoice', { orderId });
    expect(invoiced.code).toBe(200);
    for (let i = 3; i < perMemberPerHour; i += 1) {
      const sent = await trackMail(Team.token, orderId, `customer${i}@example.org`);
      expect({ i, code: sent.code }).toEqual({ i, code: 200 });
    }
    const allMails = () => db().selectFrom('mail_history').select('id').orderBy('id').execute();
    const before = await allMails();

    const refused = await trackMail(Team.token, orderId, 'fresh@example.org');
    expect(refused.code).toBe(429);
    expect(refused.body.message).toBe(
      'You have sent 30 customer mails in the last hour. Please wait 60 minutes before sending another. Nothing was sent.',
    );
    const invoice = await suite.as(Team.token, 'POST', '/api/admin/send-invoice', { orderId });
    expect(invoice.code).toBe(429);
    expect(await allMails()).toEqual(before);
    // The address was not counted by the refusals: another member may still mail it.
    expect((await trackMail(Telecaller.token, orderId, 'fresh@example.org')).code).toBe(200);
    expect((await limitRecords()).map((row) => [row.member_id, row.detail])).toEqual([
      [Team.id, 'customer mail: 30 an hour per member reached (to fresh@example.org)'],
    ]);
    // 32 mails (an invoice among them) are sent before the next test empties the tables.
    await mailSettled(suite.context.app);
  }, 60_000);

  it('parallel calls cannot slip past the limit: of 12 at once to one address, exactly 5 are queued', async () => {
    const { Team, Manager } = suite.staff;
    const orderId = await makeOrder(db());
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        trackMail(i % 2 ? Team.token : Manager.token, orderId, 'race@example.org'),
      ),
    );
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    expect(await mailsTo('race@example.org')).toBe(perRecipientPerHour);
    await mailSettled(suite.context.app);
  }, 30_000);

  it('a refused upload stores, records and queues nothing, and its connection is closed', async () => {
    const { Team } = suite.staff;
    const orderId = await makeOrder(db());
    for (let i = 0; i < perRecipientPerHour; i += 1)
      expect((await trackMail(Team.token, orderId, 'full@example.org')).code).toBe(200);
    await mailSettled(suite.context.app);
    const eventsBefore = await db().selectFrom('order_events').select('id').orderBy('id').execute();
    const form = await multipart(
      { orderId: String(orderId), email: 'full@example.org' },
      { name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes(50_000) },
    );
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/api/admin/upload-visa-document',
      payload: form.payload,
      headers: { ...form.headers, authorization: Team.token },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toEqual(expect.any(String));
    expect(response.headers.connection).toBe('close');
    expect(response.json().message).toMatch(
      /^full@example\.org has been sent 5 mails in the last hour\. .* Nothing was stored or sent\.$/,
    );
    expect(suite.storedFiles(orderId)).toEqual([]);
    expect(await db().selectFrom('uploaded_documents').select('id').execute()).toEqual([]);
    await mailSettled(suite.context.app);
    expect(await db().selectFrom('order_events').select('id').orderBy('id').execute()).toEqual(eventsBefore);
    expect(await mailsTo('full@example.org')).toBe(perRecipientPerHour);
  }, 30_000);

  it('calls that fail for another reason, and a refused upload file, do not use up the count', async () => {
    const { Team } = suite.staff;
    const orderId = await makeOrder(db());
    // No document yet: 409, twice as many times as the limit.
    for (let i = 0; i < perRecipientPerHour * 2; i += 1) {
      const resend = await suite.as(Team.token, 'POST', '/api/admin/resend-mail', {
        orderId,
        email: 'kept@example.org',
      });
      expect(resend.code).toBe(409);
    }
    // A file of another type (415) after the mail was counted: the count is given back.
    const refusedFile = await suite.upload(
      Team.token,
      { orderId: String(orderId), email: 'kept@example.org' },
      { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('not a pdf at all') },
    );
    expect(refusedFile.code).toBe(415);
    // Retry of a mail that did not fail: 409, not counted.
    const queued = await trackMail(Team.token, orderId, 'kept@example.org');
    expect(queued.code).toBe(200);
    await mailSettled(suite.context.app);
    const mailId = (queued.body.data as { mail: { id: number } }).mail.id;
    expect((await suite.as(Team.token, 'POST', '/api/admin/retry-mail', { mailId })).code).toBe(409);
    // A failed mail retried counts as a mail to its address.
    await db().updateTable('mail_history').set({ status: 'failed' }).where('id', '=', mailId).execute();
    expect((await suite.as(Team.token, 'POST', '/api/admin/retry-mail', { mailId })).code).toBe(200);
    for (let i = 2; i < perRecipientPerHour; i += 1)
      expect((await trackMail(Team.token, orderId, 'kept@example.org')).code).toBe(200);
    await mailSettled(suite.context.app);
    await db().updateTable('mail_history').set({ status: 'failed' }).where('id', '=', mailId).execute();
    const retried = await suite.as(Team.token, 'POST', '/api/admin/retry-mail', { mailId });
    expect(retried.code).toBe(429);
    expect(
      (
        await db()
          .selectFrom('mail_history')
          .select('status')
          .where('id', '=', mailId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('failed');
  }, 30_000);
});
