import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from '../testing/harness';
import { call, createStaff, makeOrder, type Staff } from '../testing/fixtures';

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

  const cases: Array<[string, 'GET' | 'POST' | 'PUT', string, unknown, number]> = [
    ['unknown folder', 'GET', '/api/admin/get-orders-list/everything?page=1&limit=10', undefined, 400],
    ['negative page', 'GET', '/api/admin/get-orders-list/newOrder?page=-1&limit=10', undefined, 400],
    ['zero limit', 'GET', '/api/admin/get-orders-list/newOrder?page=1&limit=0', undefined, 400],
    ['huge limit', 'GET', '/api/admin/get-orders-list/newOrder?page=1&limit=99999999', undefined, 400],
    ['text page', 'GET', '/api/admin/get-orders-list/newOrder?page=two&limit=10', undefined, 400],
    ['page too far', 'GET', '/api/admin/get-orders-list/newOrder?page=99999999&limit=500', undefined, 400],
    ['unknown sort', 'GET', '/api/admin/get-orders-list/newOrder?sort=password', undefined, 400],
    ['bad process month', 'GET', '/api/admin/get-orders-list/futureOrder?processMonth=13', undefined, 400],
    ['unknown order', 'GET', '/api/admin/get-orders-details/123456', undefined, 404],
    [
      'garbage order id',
      'GET',
      '/api/admin/get-orders-details/%27%3B%20DROP%20TABLE%20orders',
      undefined,
      400,
    ],
    ['id beyond integer', 'GET', '/api/admin/get-orders-details/99999999999999', undefined, 400],
    [
      'search unknown folder',
      'POST',
      '/api/admin/search-order',
      { start: 0, end: 10, searchVal: 'a', folderName: 'x' },
      400,
    ],
    [
      'search negative start',
      'POST',
      '/api/admin/search-order',
      { start: -5, end: 10, searchVal: 'a', folderName: 'newOrder' },
      400,
    ],
    [
      'search too many rows',
      'POST',
      '/api/admin/search-order',
      { start: 0, end: 100000, searchVal: 'a', folderName: 'newOrder' },
      400,
    ],
    [
      'search value not text',
      'POST',
      '/api/admin/search-order',
      { start: 0, end: 10, searchVal: { $ne: 1 }, folderName: 'newOrder' },
      400,
    ],
    [
      'unknown status',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [100001], updatingStatus: 'Shipped' },
      400,
    ],
    [
      'status wrong type',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [100001], updatingStatus: 5 },
      400,
    ],
    [
      'move without ids',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [], updatingStatus: 'Pending' },
      400,
    ],
    [
      'move unknown order',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [100001, 424242], updatingStatus: 'Pending' },
      404,
    ],
    [
      'move object id',
      'PUT',
      '/api/admin/move-order-status',
      { orderId: [{ id: 1 }], updatingStatus: 'Pending' },
      400,
    ],
    [
      'permanent delete',
      'PUT',
      '/api/admin/change-order-status',
      { orderId: [100001], updatingStatus: 'Deleted', permanentDeletedFlag: true },
      400,
    ],
    [
      'assign unknown member',
      'PUT',
      '/api/admin/assign-order-status',
      { orderId: [100001], assignto: 'Nobody Here' },
      400,
    ],
    ['assign without assignto', 'PUT', '/api/admin/assign-order-status', { orderId: [100001] }, 400],
    ['refund unknown order', 'PUT', '/api/admin/move-to-complete-refund', { orderId: [100001, 5] }, 404],
    ['empty remark', 'POST', '/api/admin/add-new-remark', { orderId: 100001, remark: '   ' }, 400],
    [
      'bad flag',
      'POST',
      '/api/admin/add-new-remark',
      { orderId: 100001, remark: 'x', statusRefund: 'yes' },
      400,
    ],
    [
      'remark on unknown order',
      'POST',
      '/api/admin/add-new-remark',
      { orderId: 777777, remark: 'x', statusRefund: 'Y' },
      404,
    ],
    [
      'transaction missing merchant',
      'POST',
      '/api/admin/save-transaction-details',
      { orderId: 100001, transactionId: 'x' },
      400,
    ],
    ['country bad date', 'POST', '/api/admin/get-country-order-list', { fromDate: 'yesterday' }, 400],
    ['processed bad date', 'POST', '/api/admin/get-processed-by-count', { fromDate: '2025-13-45' }, 400],
    [
      'team bad type',
      'POST',
      '/api/admin/add-team-member',
      { name: 'A', email: 'a@b.co', password: 'secret1', type: 'Boss' },
      400,
    ],
    [
      'team bad email',
      'POST',
      '/api/admin/add-team-member',
      { name: 'A', email: 'not-an-email', password: 'secret1', type: 'Team' },
      400,
    ],
    [
      'team duplicate email',
      'POST',
      '/api/admin/add-team-member',
      { name: 'A', email: 'ADMIN@example.com', password: 'secret1', type: 'Team' },
      409,
    ],
    [
      'team update unknown',
      'POST',
      '/api/admin/update-team-member',
      { tmId: 9999, name: 'A', email: 'a@b.co', password: '', type: 'Team' },
      404,
    ],
    [
      'team update duplicate',
      'POST',
      '/api/admin/update-team-member',
      { tmId: 3, name: 'A', email: 'manager@example.com', password: '', type: 'Team' },
      409,
    ],
    ['team info text id', 'GET', '/api/admin/team-member-info/abc', undefined, 400],
    ['team delete self', 'PUT', '/api/admin/delete-team-member', { teamMemberId: 1 }, 400],
    ['team delete unknown', 'PUT', '/api/admin/delete-team-member', { teamMemberId: 9999 }, 404],
    ['gateway unknown', 'POST', '/api/admin/payment-gateway-setting', { gatewayId: 'OTk5OTk4' }, 404],
    ['gateway garbage', 'POST', '/api/admin/payment-gateway-setting', { gatewayId: '!!' }, 400],
    ['login missing password', 'POST', '/api/admin/admin-login', { email: 'admin@example.com' }, 400],
  ];

  it.each(cases)('%s -> 4xx status 0, nothing written', async (_name, method, url, payload, code) => {
    const before = await snapshot();
    const response = await call(context.app, staff.Admin.token, method, url, payload);
    expect(response.code).toBe(code);
    expect(response.body.status).toBe(0);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.message.length).toBeGreaterThan(3);
    expect(await snapshot()).toEqual(before);
  });

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

  // Hostile input from the attack report: each once caused a 500 or was coerced into something else.
  const telecaller = () => staff.Telecaller.id;
  const hostile: Array<[string, 'GET' | 'POST' | 'PUT', string, () => unknown, RegExp]> = [
    [
      'NUL in sign-in e-mail',
      'POST',
      '/api/admin/admin-login',
      () => ({ email: 'a\u0000@x.co', password: 'p' }),
      /email.*NUL/,
    ],
    [
      'NUL in a remark',
      'POST',
      '/api/admin/add-new-remark',
      () => ({ orderId, remark: 'hi\u0000' }),
      /remark.*NUL/,
    ],
    [
      'NUL in a member name',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: 'A\u0000', email: 'n@x.co', password: 'secret1', type: 'Team' }),
      /name.*NUL/,
    ],
    [
      'NUL in a search',
      'POST',
      '/api/admin/search-order',
      () => ({ start: 0, end: 10, searchVal: '\u0000abc', folderName: 'newOrder' }),
      /searchVal.*NUL/,
    ],
    [
      'NUL in a query',
      'GET',
      '/api/admin/get-all-folder-count?userName=a%00b',
      () => undefined,
      /userName.*NUL/,
    ],
    ['Infinity member id', 'GET', '/api/admin/team-member-info/Infinity', () => undefined, /id/],
    ['1e309 member id', 'GET', '/api/admin/team-member-info/1e309', () => undefined, /id/],
    [
      'Infinity limit',
      'GET',
      '/api/admin/get-orders-list/newOrder?page=1&limit=Infinity',
      () => undefined,
      /limit/,
    ],
    [
      'impossible day',
      'POST',
      '/api/admin/get-country-order-list',
      () => ({ fromDate: '2026-02-30' }),
      /fromDate/,
    ],
    [
      'year zero',
      'POST',
      '/api/admin/get-country-order-list',
      () => ({ fromDate: '0000-01-01' }),
      /fromDate/,
    ],
    [
      'year zero processed',
      'POST',
      '/api/admin/get-processed-by-count',
      () => ({ fromDate: '0000-01-01' }),
      /fromDate/,
    ],
    [
      'hex member id',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: `0x${telecaller().toString(16)}` }),
      /teamMemberId/,
    ],
    [
      'exponent member id',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: `${telecaller() / 10}e1` }),
      /teamMemberId/,
    ],
    [
      'spaced member id',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: ` ${telecaller()} ` }),
      /teamMemberId/,
    ],
    [
      'signed member id',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: `+${telecaller()}` }),
      /teamMemberId/,
    ],
    [
      'member id in a list',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: [telecaller()] }),
      /teamMemberId/,
    ],
    [
      'member id as true',
      'PUT',
      '/api/admin/delete-team-member',
      () => ({ teamMemberId: true }),
      /teamMemberId/,
    ],
    [
      'gateway id as true',
      'POST',
      '/api/admin/payment-gateway-setting',
      () => ({ gatewayId: true }),
      /gatewayId/,
    ],
    [
      'name as true',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: true, email: 'n@x.co', password: 'secret1', type: 'Team' }),
      /name/,
    ],
    [
      'name as a number',
      'POST',
      '/api/admin/add-team-member',
      () => ({ name: 123, email: 'n@x.co', password: 'secret1', type: 'Team' }),
      /name/,
    ],
    ['remark as a number', 'POST', '/api/admin/add-new-remark', () => ({ orderId, remark: 123 }), /remark/],
    ['remark as true', 'POST', '/api/admin/add-new-remark', () => ({ orderId, remark: true }), /remark/],
  ];

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
