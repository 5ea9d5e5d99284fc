import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from '../testing/harness';
import { call, createStaff, makeOrder, type Staff } from '../testing/fixtures';
import { REFUSED_REQUESTS, hostileRequests } from './badInput.cases';

/** Bad input gets a 4xx with status 0 and a message: never a 500, never a partial write. */
describe.each(databaseKinds())('bad input on %s', (kind) => {
  let context: TestContext;
  let staff: Staff;
  let orderId: number;
  beforeAll(async () => {
    context = await createTestContext(kind);
    await truncateAll(context.database);
    staff = await createStaff(context.app);
    orderId = await makeOrder(context.app.db);
  }, 60_000);
  afterAll(() => destroyTestContext(context));

  /** Everything a write could touch, to prove a refused call wrote nothing. */
  async function snapshot() {
    const db = context.app.db;
    return {
      orders: await db
        .selectFrom('orders')
        .select([
          'order_id',
          'process_status',
          'assign_to',
          'assigned_to_id',
          'refund_date',
          'transaction_id',
        ])
        .orderBy('order_id')
        .execute(),
      events: (await db.selectFrom('order_events').select('id').execute()).length,
      remarks: (await db.selectFrom('remarks').select('id').execute()).length,
      members: await db
        .selectFrom('team_members')
        .select(['id', 'name', 'email', 'type', 'password_hash'])
        .orderBy('id')
        .execute(),
      stats: await db
        .selectFrom('order_folder_stats')
        .selectAll()
        .where('n', '<>', 0)
        .orderBy(['process_status', 'assignee_id'])
        .execute(),
    };
  }

  it.each(REFUSED_REQUESTS)(
    '%s -> 4xx status 0, nothing written',
    async (_name, method, url, payload, code) => {
      const before = await snapshot();
      const response = await call(context.app, staff.Admin.token, method, url, payload);
      expect(response.code).toBe(code);
      expect(response.body.status).toBe(0);
      expect(response.body.message).toEqual(expect.any(String));
      expect(response.body.message.length).toBeGreaterThan(3);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([
    ['PUT', '/api/admin/move-order-status'],
    ['POST', '/api/admin/search-order'],
    ['POST', '/api/admin/admin-login'],
    ['POST', '/api/admin/add-team-member'],
  ] as const)('malformed JSON on %s %s -> 400 status 0', async (method, url) => {
    const before = await snapshot();
    const response = await context.app.inject({
      method,
      url,
      headers: { authorization: staff.Admin.token, 'content-type': 'application/json' },
      payload: '{"orderId": [1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: 'The request body is not valid JSON.' });
    expect(await snapshot()).toEqual(before);
  });

  const hostile = hostileRequests({ order: () => orderId, telecaller: () => staff.Telecaller.id });

  it.each(hostile)(
    '%s -> 400 with the envelope, nothing written',
    async (_name, method, url, payload, message) => {
      const before = await snapshot();
      const response = await call(context.app, staff.Admin.token, method, url, payload());
      expect(response.code).toBe(400);
      expect(response.body).toEqual({ status: 0, message: expect.stringMatching(message), data: null });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses a JSON number too large for a double (1e309 becomes Infinity) as an id', async () => {
    const before = await snapshot();
    for (const [url, payload] of [
      ['/api/admin/delete-team-member', '{"teamMemberId": 1e309}'],
      ['/api/admin/add-new-remark', `{"orderId": 1e309, "remark": "x"}`],
    ] as const) {
      const response = await context.app.inject({
        method: url.includes('delete') ? 'PUT' : 'POST',
        url,
        headers: { authorization: staff.Admin.token, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message: expect.stringMatching(/finite/), data: null });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still serves the order after all that', async () => {
    const { code } = await call(
      context.app,
      staff.Admin.token,
      'GET',
      `/api/admin/get-orders-details/${orderId}`,
    );
    expect(code).toBe(200);
  });
});
