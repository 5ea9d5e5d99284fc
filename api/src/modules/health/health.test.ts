import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  type TestContext,
} from '../../testing/harness';

// A guard against a hang, not a speed limit: a test here took up to 2.6 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

describe.each(databaseKinds())('GET /api/health on %s', (kind) => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(kind);
  }, 60_000);
  afterAll(() => destroyTestContext(context));

  it('answers with the envelope, the database kind and the applied migrations', async () => {
    const response = await context!.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(1);
    expect(body.data.database).toBe(kind);
    expect(body.data.migrations).toBeGreaterThanOrEqual(1);
  });

  it('answers an unknown API path with a 404 envelope, not a page', async () => {
    const response = await context!.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0 });
  });

  it('documents every route in the OpenAPI document, admin routes with the token scheme', async () => {
    const response = await context!.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const expected = [
      'post /api/admin/admin-login',
      'get /api/user_info',
      'post /api/admin/change-password',
      'get /api/admin/get-all-folder-count',
      'get /api/admin/get-orders-list/{orderName}',
      'get /api/admin/get-future-order-month-count',
      'post /api/admin/search-order',
      'put /api/admin/change-order-status',
      'put /api/admin/move-order-status',
      'put /api/admin/assign-order-status',
      'put /api/admin/move-to-complete-refund',
      'get /api/admin/get-orders-details/{orderId}',
      'post /api/admin/add-new-remark',
      'post /api/admin/save-transaction-details',
      'post /api/admin/get-country-order-list',
      'post /api/admin/get-processed-by-count',
      'get /api/admin/get-team-member-list',
      'get /api/admin/get-team-member-type',
      'post /api/admin/add-team-member',
      'get /api/admin/team-member-info/{id}',
      'post /api/admin/update-team-member',
      'put /api/admin/delete-team-member',
      'get /api/admin/payment-gateways',
      'post /api/admin/payment-gateway-setting',
      'post /api/intake/orders',
    ];
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(expected));
    for (const entry of expected.filter((e) => e.includes('/admin/') && !e.includes('admin-login'))) {
      const [method, path] = entry.split(' ') as [string, string];
      expect({ entry, security: doc.paths[path]![method]!.security }).toEqual({
        entry,
        security: [{ token: [] }],
      });
    }
    expect(doc.paths['/api/admin/move-order-status']!.put!.requestBody).toBeDefined();
  });
});
