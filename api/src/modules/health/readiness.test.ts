import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  type TestContext,
} from '../../testing/harness';
import { createStaff, makeOrder } from '../../testing/fixtures';

// A guard against a hang, not a speed limit: a test here took up to 1.7 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(30_000);

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';

describe.each(databaseKinds())('liveness, readiness and metrics on %s', (kind) => {
  let context: TestContext | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-'));
    context = await createTestContext(kind, { dataDir, metricsToken: METRICS_TOKEN });
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await destroyTestContext(context);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    context!.app.inject({ method: 'GET', url, headers });

  it('live answers while the process runs', async () => {
    const response = await get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 1, data: { live: true } });
  });

  it('ready checks the database, the migrations, the store and the queue', async () => {
    const response = await get('/api/health/ready');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Ready');
    expect(body.data).toEqual({
      database: { ok: true, detail: kind },
      migrations: { ok: true, detail: expect.stringMatching(/^\d+ applied$/) },
      store: { ok: true, detail: 'writable' },
      queue: { ok: true, detail: 'running' },
    });
  });

  it('ready answers 503 and names the part that fails: a store that cannot be written, a missing migration', async () => {
    // The store's folder replaced by a file: nothing can be written under it.
    const docs = path.join(dataDir, 'uploads');
    fs.rmSync(docs, { recursive: true, force: true });
    fs.writeFileSync(docs, 'not a folder');
    try {
      const response = await get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.message).toBe('Not ready: store');
      expect(body.data.store.ok).toBe(false);
      expect(body.data.database.ok).toBe(true);
    } finally {
      fs.rmSync(docs, { force: true });
    }

    const db = context!.app.db;
    const [latest] = await sql<{ name: string }>`
      SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`
      .execute(db)
      .then((result) => result.rows);
    await sql`DELETE FROM schema_migrations WHERE name = ${latest!.name}`.execute(db);
    try {
      const response = await get('/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Not ready: migrations');
      expect(response.json().data.migrations.detail).toBe(`not applied: ${latest!.name}`);
    } finally {
      await sql`INSERT INTO schema_migrations (name, timestamp) VALUES (${latest!.name}, ${new Date().toISOString()})`.execute(
        db,
      );
    }
  });

  it('metrics need the token: none or a wrong one is 401', async () => {
    expect((await get('/api/metrics')).statusCode).toBe(401);
    expect((await get('/api/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('metrics show request durations by route pattern and status, the event loop, mail, live streams and the pool', async () => {
    const staff = await createStaff(context!.app);
    const orderId = await makeOrder(context!.app.db);
    await context!.app.inject({
      method: 'GET',
      url: `/api/admin/get-orders-details/${orderId}`,
      headers: { authorization: staff.Admin.token },
    });
    await get('/api/health');
    const response = await get('/api/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/health",method="GET",status="200"\} \d+/,
    );
    // The route's pattern, never the id in the path.
    expect(text).not.toContain(`get-orders-details/${orderId}`);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/earrival_mail_queue_depth \d+/);
    expect(text).toMatch(/earrival_mail_failed_tries_total\{provider="first"\} \d+/);
    expect(text).toMatch(/earrival_live_streams \d+/);
    expect(text).toMatch(/earrival_db_pool_connections\{state="total"\} \d+/);
  });
});

describe('wrong metrics tokens', () => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext('pglite', { metricsToken: METRICS_TOKEN });
  }, 60_000);
  afterAll(() => destroyTestContext(context));
  const scrape = (token: string) =>
    context!.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${token}` },
    });

  it('are throttled per address (10 in 10 minutes, then even the right one waits) and logged once per burst', async () => {
    for (let i = 0; i < 10; i += 1) expect((await scrape(`guess-${i}`)).statusCode).toBe(401);
    const refused = await scrape(METRICS_TOKEN);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(refused.json().message).toMatch(
      /^Too many calls with a wrong key\. Please try again in \d+ minutes\.$/,
    );
    const logged = await context!.app.db
      .selectFrom('security_events')
      .select(['event', 'detail'])
      .orderBy('id')
      .execute();
    expect(logged).toEqual([
      { event: 'key-refused', detail: 'metrics: wrong key (one record per address per 10 minutes)' },
      {
        event: 'rate-limited',
        detail: expect.stringMatching(
          /^metrics: 10 wrong keys from this address within 10 minutes; refused for \d+ minutes$/,
        ),
      },
    ]);
    // Another address is not slowed.
    const elsewhere = await context!.app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '198.51.100.7',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext('pglite', { metricsToken: undefined });
  }, 60_000);
  afterAll(() => destroyTestContext(context));

  it('there is no metrics route at all (404), even with a token', async () => {
    const response = await context!.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });
});
