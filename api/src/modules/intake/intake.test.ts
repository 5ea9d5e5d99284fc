import type { OrderDetail } from '../orders/public';
import { databaseKinds, useSuiteDatabase, type TestContext } from '../../testing/harness';
import { call, createStaff, type Staff } from '../../testing/fixtures';
import { buildApp } from '../../app';
import { SERVICE_KEY_LIMIT as INTAKE_KEY_LIMIT } from '../auth/public';
import { siteOrder } from '../../testing/siteOrder';

// A guard against a hang, not a speed limit: a test here took up to 1.7 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

const KEY = 'test-intake-key-123';

describe.each(databaseKinds())('order intake on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  useSuiteDatabase(
    kind,
    async (ready) => {
      context = ready;
      staff = await createStaff(ready.app);
    },
    { intakeApiKey: KEY },
  );
  const post = (body: unknown, key: string | null = KEY, remoteAddress = '127.0.0.1') =>
    context.app.inject({
      method: 'POST',
      url: '/api/intake/orders',
      remoteAddress,
      headers: key ? { 'x-api-key': key } : {},
      payload: body as object,
    });
  const orderCount = async () =>
    (await context.app.db.selectFrom('orders').select('order_id').execute()).length;
  const securityEvents = () =>
    context.app.db.selectFrom('security_events').select(['event', 'ip', 'detail']).orderBy('id').execute();

  it('carries the payment (amount, currency, gateway) onto the order; a bad currency code is refused', async () => {
    const response = await post(
      siteOrder({ amount_paid: 84.99, currency: 'EUR', payment_gateway: 'Stripe' }),
    );
    expect(response.statusCode).toBe(201);
    const { body } = await call(context.app, staff.Team.token, 'GET', '/api/admin/get-orders-details/100001');
    expect(body.data).toMatchObject({ amount_paid: 84.99, currency: 'EUR', payment_gateway: 'Stripe' });
    const refused = await post(siteOrder({ order_number: 'SITE-2', currency: 'euro' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('currency');
  });

  it('creates an order with every detail field, visible to staff', async () => {
    const response = await post(siteOrder());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 1,
      message: 'Order received',
      data: { order_id: 100001, order_number: 'SITE-2026-000123', created: true },
    });
    const { body } = await call(context.app, staff.Team.token, 'GET', '/api/admin/get-orders-details/100001');
    expect(body.data).toMatchObject({
      process_status: 'New',
      processing_mode: 'Priority Processing',
      landing_domain: 'arrivalpass-cuba.example',
      other_hotel: 'Casa Vieja Boutique',
      currency_details: [{ currency: 'EUR', amount: 6000 }],
      category_details: [{ category: 'Electronics', article: 'Laptop', quantity: 1, amount: 1200 }],
      assign_to: null,
    });
    expect((body.data as OrderDetail).history).toEqual([
      expect.objectContaining({ action: 'created', actor_name: 'system' }),
    ]);
  });

  it('is idempotent on the site reference: retries (even concurrent) make one order', async () => {
    const responses = await Promise.all([post(siteOrder()), post(siteOrder()), post(siteOrder())]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().data.order_id)).size).toBe(1);
    expect(await context.app.db.selectFrom('orders').select('order_id').execute()).toHaveLength(1);
    expect(await context.app.db.selectFrom('order_currency_details').select('id').execute()).toHaveLength(1);
  });

  it('refuses a missing or wrong API key', async () => {
    expect((await post(siteOrder(), null)).statusCode).toBe(401);
    const wrong = await post(siteOrder(), 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 401 });
    expect(await context.app.db.selectFrom('orders').select('order_id').execute()).toHaveLength(0);
  });

  it('throttles wrong keys per address: 10 get 401, then 429 with Retry-After (the right key too), one log row per burst', async () => {
    const guesser = '198.51.100.7';
    for (let i = 0; i < INTAKE_KEY_LIMIT.limit; i++) {
      const wrong = await post(siteOrder(), i % 2 ? `guess-${i}` : null, guesser);
      expect([i, wrong.statusCode, wrong.json()]).toEqual([
        i,
        401,
        { status: 401, message: 'Invalid or missing API key.', data: null },
      ]);
    }
    const refused = await post(siteOrder(), 'guess-again', guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 0,
      message: 'Too many calls with a wrong key. Please try again in 10 minutes.',
      data: null,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Past the limit even the right key is refused from that address: a guess cannot be confirmed.
    expect((await post(siteOrder(), KEY, guesser)).statusCode).toBe(429);
    expect(await orderCount()).toBe(0);
    // The application site, at its own address, is not affected.
    expect((await post(siteOrder(), KEY, '203.0.113.10')).statusCode).toBe(201);
    // The right key never uses up the allowance.
    for (let i = 0; i < INTAKE_KEY_LIMIT.limit + 2; i++)
      expect((await post(siteOrder(), KEY, '203.0.113.10')).statusCode).toBe(200);

    const events = await securityEvents();
    expect(events.map(({ event, ip }) => [event, ip])).toEqual([
      ['key-refused', guesser],
      ['rate-limited', guesser],
    ]);
    expect(events[0]!.detail).toContain('order intake: missing key');
    expect(events[1]!.detail).toContain('order intake: 10 wrong keys');
    // The window over, the address may try again.
    await context.app.db
      .updateTable('throttle_buckets')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where('key', 'like', `%${guesser}`)
      .execute();
    expect((await post(siteOrder({ order_number: 'SITE-LATER' }), KEY, guesser)).statusCode).toBe(201);
  });

  it.each([
    ['sur_name', 'Lopez\n=HYPERLINK("http://evil.example","Click")'],
    ['first_name', 'Ana\r\n+cmd'],
    ['signature_name', 'Ana\tLopez'],
    ['second_name', 'Claire\r'],
    ['second_sur_name', '\nDiaz'],
    ['citizenship', 'France\n=1+1'],
  ])(
    'refuses %s holding a line break or another control character: 400 naming it, nothing written',
    async (field, value) => {
      const response = await post(siteOrder({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 0,
        message: `Invalid ${field}: must be a single line of text (no line breaks, tabs or other control characters)`,
        data: null,
      });
      expect(await orderCount()).toBe(0);
    },
  );

  it('takes names in any script, with accents, apostrophes and hyphens, and leaves the optional ones out', async () => {
    const {
      second_name: _second,
      second_sur_name: _secondSur,
      ...rest
    } = siteOrder({
      first_name: "Zoë-Anne D'Arcy",
      sur_name: 'Núñez Łukasiewicz 王',
      signature_name: 'Zoë Núñez',
    });
    expect((await post(rest)).statusCode).toBe(201);
  });

  it.each([
    ['missing field', { first_name: undefined }],
    ['bad e-mail', { email: 'nope', confirm_email: 'nope' }],
    ['e-mails differ', { confirm_email: 'other@example.fr' }],
    ['bad date', { date_of_birth: '30/06/1985' }],
    ['unknown mode', { processing_mode: 'Express' }],
    ['negative amount', { currency_details: [{ currency: 'EUR', amount: -1 }] }],
    ['unknown field', { password: 'x' }],
  ])('validates: %s -> 400 status 0, nothing written', async (_name, overrides) => {
    const response = await post(siteOrder(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0 });
    expect(await context.app.db.selectFrom('orders').select('order_id').execute()).toHaveLength(0);
  });

  it('is off (503) when no key is configured', async () => {
    const off = await buildApp({
      config: { ...context.config, intakeApiKey: undefined },
      database: context.database,
    });
    try {
      const response = await off.inject({
        method: 'POST',
        url: '/api/intake/orders',
        headers: { 'x-api-key': 'x' },
        payload: siteOrder(),
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });
});
