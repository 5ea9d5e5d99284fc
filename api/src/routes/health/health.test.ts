import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  type TestContext,
} from '../../testing/harness';

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
});
