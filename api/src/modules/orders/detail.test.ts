import { encodeId } from '@earrival/shared/util';
import type { OrderDetail } from './schemas/order';
import { databaseKinds } from '../../testing/harness';
import { makeOrder, useStaffSuite } from '../../testing/fixtures';

// A guard against a hang, not a speed limit: a test here took up to 1.8 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

describe.each(databaseKinds())('order detail and transaction calls on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const { as } = suite;

  it('returns every detail field for a plain or an encoded id, with remarks, uploads, mail, downloads and history', async () => {
    const id = await makeOrder(suite.context.app.db, {
      declare_at_customs: 'yes',
      personal_belongings_amount: 450,
    });
    const db = suite.context.app.db;
    await db
      .insertInto('order_currency_details')
      .values({ order_id: id, currency: 'USD', amount: 6200 })
      .execute();
    await db
      .insertInto('order_category_details')
      .values({ order_id: id, category: 'Electronics', article: 'Laptop', quantity: 1, amount: 900 })
      .execute();
    await db
      .insertInto('uploaded_documents')
      .values({ order_id: id, file1: 'card.pdf', customer_name: 'Ana Lopez', email: 'a@x.org' })
      .execute();
    await db
      .insertInto('mail_history')
      .values({ order_id: id, email: 'a@x.org', file1: 'card.pdf', mail_service_provider: 'second' })
      .execute();
    await db
      .insertInto('download_history')
      .values({ order_id: id, ip: '10.0.0.1', browser: 'Chrome-Desktop-Windows', os: 'Windows 11' })
      .execute();
    await as(suite.staff.Team.token, 'POST', '/api/admin/add-new-remark', {
      orderId: id,
      remark: 'Called the customer',
      remarkerName: 'x',
      telephone: 'Y',
    });
    for (const ref of [String(id), encodeId(id)]) {
      const { code, body } = await as(
        suite.staff.Team.token,
        'GET',
        `/api/admin/get-orders-details/${encodeURIComponent(ref)}`,
      );
      expect(code).toBe(200);
      const d = body.data as OrderDetail;
      expect(d).toMatchObject({
        order_id: id,
        process_status: 'New',
        landing_domain: 'cuba-earrival.example',
        user: { email: d.email },
        processing_mode: 'Regular Processing',
        declare_at_customs: 'yes',
        personal_belongings_amount: 450,
        currency_details: [{ currency: 'USD', amount: 6200 }],
        category_details: [{ category: 'Electronics', article: 'Laptop', quantity: 1, amount: 900 }],
        uploadDoc: [{ file1: 'card.pdf', customer_name: 'Ana Lopez', mail_service_provider: 'first' }],
        mailHistory: [{ order_id: id, uploadDoc: { file1: 'card.pdf', mail_service_provider: 'second' } }],
        downloadHistory: [
          { order_id: id, ip: '10.0.0.1', browser: 'Chrome-Desktop-Windows', os: 'Windows 11' },
        ],
        remark: [
          {
            order_id: id,
            remark: 'Called the customer',
            remark_name: 'Priya Sharma',
            telephone: 'Y',
            whatsapp: 'N',
            status_refund: 'N',
            report_error: 'N',
          },
        ],
      });
      expect(d.remark[0]!.us_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(d.remark[0]!.us_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(d.history.map((e) => e.action)).toEqual(['comment']);
      for (const field of [
        'order_number',
        'email',
        'confirm_email',
        'signature_name',
        'first_name',
        'second_name',
        'sur_name',
        'second_sur_name',
        'date_of_birth',
        'gender',
        'citizenship',
        'passport_number',
        'country_of_permanent_residence',
        'phone_number',
        'country_code',
        'date_of_arrival',
        'flight',
        'airline_name',
        'country_of_origin',
        'port_of_entry',
        'travel_reasons',
        'electronic_visa_number',
        'place_of_accommodation',
        'name_of_hotel',
        'other_hotel',
        'traveler_address',
        'province',
        'municipality',
        'countries_visited',
        'symptoms',
        'luggage_items',
        'technical_authorization_number',
        'transaction_id',
        'merchant_name',
      ]) {
        expect(d).toHaveProperty(field);
      }
    }
    expect((await as(suite.staff.Team.token, 'GET', '/api/admin/get-orders-details/999999')).code).toBe(404);
  });

  it('saves transaction details and records them in the history', async () => {
    const id = await makeOrder(suite.context.app.db);
    const saved = await as(suite.staff.Manager.token, 'POST', '/api/admin/save-transaction-details', {
      orderId: encodeId(id),
      transactionId: 'ch_123',
      merchantName: 'Stripe',
    });
    expect(saved).toMatchObject({ code: 200, body: { status: 1 } });
    const { body } = await as(suite.staff.Manager.token, 'GET', `/api/admin/get-orders-details/${id}`);
    expect(body.data).toMatchObject({ transaction_id: 'ch_123', merchant_name: 'Stripe' });
    expect((body.data as OrderDetail).history).toEqual([
      expect.objectContaining({
        action: 'transaction',
        actor_name: 'Marcus Reyes',
        to_value: 'ch_123 / Stripe',
      }),
    ]);
    const missing = await as(suite.staff.Manager.token, 'POST', '/api/admin/save-transaction-details', {
      orderId: id,
      transactionId: ' ',
      merchantName: 'Stripe',
    });
    expect(missing).toMatchObject({
      code: 400,
      body: { status: 0, message: 'Please enter your Transaction Id' },
    });
  });

  it('carries the payment, the application e-mail, the e-mail preview, whether defence packs apply, and the Activity newest first', async () => {
    const db = suite.context.app.db;
    const id = await makeOrder(db, { amount_paid: 59.99, currency: 'USD', payment_gateway: 'PayPal' });
    const token = suite.staff.Team.token;
    await as(suite.staff.Manager.token, 'PUT', '/api/admin/move-order-status', {
      orderId: id,
      updatingStatus: 'Completed',
    });
    await db
      .insertInto('mail_history')
      .values({
        order_id: id,
        email: 'a@x.org',
        mail_service_provider: 'second',
        status: 'failed',
        attempts: 5,
        failure_reason: 'connect ECONNREFUSED 127.0.0.1:25',
        create_ts: '2030-01-01T10:00:00Z',
      })
      .execute();
    await db
      .insertInto('download_history')
      .values({ order_id: id, ip: '10.9.9.9', location: 'Lima, PE', create_ts: '2030-01-01T11:00:00Z' })
      .execute();

    const detail = (await as(token, 'GET', `/api/admin/get-orders-details/${encodeId(id)}`)).body
      .data as OrderDetail;
    expect(detail).toMatchObject({
      amount_paid: 59.99,
      currency: 'USD',
      payment_gateway: 'PayPal',
      application_email: `${id}@office.cuba-earrival.example`,
      defencePackAvailable: true,
    });
    expect(detail.emailPreview).toMatchObject({
      orderNumber: id,
      trackOrderUrl: expect.stringMatching(new RegExp(`/track-order/${encodeId(id)}$`)),
      servicePhone: expect.any(String),
      links: {
        terms: expect.stringMatching(/\/terms-and-conditions$/),
        privacy: expect.stringMatching(/\/privacy-policy$/),
        contact: expect.stringMatching(/\/contact-us$/),
        refund: expect.stringMatching(/\/refund-policy$/),
      },
    });
    expect(detail.emailPreview.html).toContain(`order number <strong>${id}</strong>`);
    expect(detail.mailHistory[0]).toMatchObject({
      status: 'failed',
      attempts: 5,
      provider_label: 'Mail provider 2',
      failure_reason: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // Newest first: the download, then the failed mail (both later than the status move), then the move.
    expect(detail.activity.map((a) => [a.kind, a.text])).toEqual([
      ['download', 'Customer downloaded the document from 10.9.9.9 (Lima, PE)'],
      [
        'mail',
        'Mailed the document to a@x.org via Mail provider 2: failed after 5 tries (connect ECONNREFUSED 127.0.0.1:25)',
      ],
      ['status', 'Moved from New to Completed'],
    ]);
    expect(detail.activity[1]).toMatchObject({ provider: 'second', status: 'failed', actor_name: 'system' });

    await as(suite.staff.Manager.token, 'PUT', '/api/admin/move-order-status', {
      orderId: id,
      updatingStatus: 'Pending',
    });
    const pending = (await as(token, 'GET', `/api/admin/get-orders-details/${id}`)).body.data as OrderDetail;
    expect(pending.defencePackAvailable).toBe(false);

    // Statuses are told by their labels (@earrival/shared/status), in the toast's message and in Activity;
    // the toast's message names the order, so an Undo that outlives the page says which one it puts back.
    for (const [updatingStatus, message] of [
      ['AwaitingGovt', `Order ${id} → Awaiting Govt`],
      ['ChargeBack', `Order ${id} → Charge Back`],
      ['Awaiting', `Order ${id} → Awaiting Response`],
      ['Refunds', `Order ${id} → Refunded`],
    ]) {
      const moved = await as(suite.staff.Manager.token, 'PUT', '/api/admin/move-order-status', {
        orderId: id,
        updatingStatus,
      });
      expect(moved.body.message).toBe(message);
    }
    const labelled = (await as(token, 'GET', `/api/admin/get-orders-details/${id}`)).body.data as OrderDetail;
    // (The move to Refunds is told as 'Refund completed', a kind of its own.)
    expect(labelled.activity.filter((a) => a.kind === 'status').map((a) => a.text)).toEqual([
      'Moved from Charge Back to Awaiting Response',
      'Moved from Awaiting Govt to Charge Back',
      'Moved from Pending to Awaiting Govt',
      'Moved from Completed to Pending',
      'Moved from New to Completed',
    ]);
  });
});
