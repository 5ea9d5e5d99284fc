import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { PROCESS_STATUSES } from '@earrival/shared/types';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  type TestContext,
} from '../../testing/harness';
import { folderCounts } from '../../modules/orders/repository/counts';
import { futureMonthCounts } from '../../modules/orders/public';
import { DEMO_ACCOUNTS, DEMO_STAFF_NAMES, seedDemoIfEmpty, seedOrders } from './index';
import { DEVICE_PROFILES, LANDING_DOMAINS } from './data';
import { seedAccounts, seedGateways } from './accounts';
import {
  foreignKeys,
  secondaryIndexes,
  uniqueKeys,
  withIndexesRebuiltAfter,
  withTriggersOffDuring,
} from './indexes';
import { deviceFromUserAgent } from '../../modules/visitor/device';

/** The embedded database's demo data fills every queue, status, mode, month and domain. */
describe('demo seed', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext('pglite');
    expect(await seedDemoIfEmpty(context.app.db)).toBe(true);
  }, 60_000);
  afterAll(() => destroyTestContext(context));
  const distinct = async (column: string) =>
    (
      await sql<{ v: string }>`SELECT DISTINCT ${sql.ref(column)} AS v FROM orders`.execute(context.app.db)
    ).rows.map((r) => r.v);

  it('seeds once: a second call on a filled database does nothing', async () => {
    expect(await seedDemoIfEmpty(context.app.db)).toBe(false);
  });

  it('has one account per role and at least 2,000 orders', async () => {
    const members = await context.app.db
      .selectFrom('team_members')
      .select(['email', 'type'])
      .orderBy('id')
      .execute();
    expect(members).toEqual(DEMO_ACCOUNTS.map(({ email, type }) => ({ email, type })));
    const third = await context.app.db
      .selectFrom('team_members')
      .select('id')
      .where('name', '=', DEMO_STAFF_NAMES[2]!)
      .executeTakeFirstOrThrow();
    const counts = await folderCounts(context.app.db, third.id);
    expect(counts.allOrdersCount).toBeGreaterThanOrEqual(2000);
    for (const [field, value] of Object.entries(counts))
      expect({ field, nonEmpty: value > 0 }).toEqual({ field, nonEmpty: true });
  });

  it('covers every status, mode, landing domain, many citizenships and all twelve future months', async () => {
    expect((await distinct('process_status')).sort()).toEqual([...PROCESS_STATUSES].sort());
    expect((await distinct('processing_mode')).sort()).toEqual(['Priority Processing', 'Regular Processing']);
    expect((await distinct('landing_domain')).sort()).toEqual([...LANDING_DOMAINS].sort());
    expect((await distinct('citizenship')).length).toBeGreaterThanOrEqual(12);
    expect((await distinct('assign_to')).filter(Boolean).sort()).toEqual([...DEMO_STAFF_NAMES].sort());
    const months = await futureMonthCounts(context.app);
    expect(months.filter((m) => m.count === 0)).toEqual([]);
  });

  it('has remarks with flags, uploads, mail and download histories, refund dates and event logs', async () => {
    const { rows } = await sql<Record<string, number>>`
      SELECT (SELECT count(*) FROM remarks)::int AS remarks,
             (SELECT count(*) FROM remarks WHERE status_refund = 'Y')::int AS refund_remarks,
             (SELECT count(*) FROM uploaded_documents)::int AS uploads,
             (SELECT count(*) FROM mail_history)::int AS mails,
             (SELECT count(*) FROM download_history)::int AS downloads,
             (SELECT count(*) FROM order_events)::int AS events,
             (SELECT count(*) FROM order_currency_details)::int AS currencies,
             (SELECT count(*) FROM orders WHERE refund_date IS NOT NULL)::int AS refunds,
             (SELECT count(*) FROM orders WHERE processed_by IS NOT NULL)::int AS processed`.execute(
      context.app.db,
    );
    for (const [what, n] of Object.entries(rows[0]!))
      expect({ what, some: n > 0 }).toEqual({ what, some: true });
  });

  it("gives each download a browser, device and OS that agree (one device's user agent, never Windows with iOS)", async () => {
    const { rows } = await sql<{
      user_agent: string | null;
      browser: string;
      device: string;
      device_type: string;
      os: string;
      n: number;
    }>`
      SELECT user_agent, browser, device, device_type, os, count(*)::int AS n
      FROM download_history GROUP BY 1, 2, 3, 4, 5 ORDER BY 1`.execute(context.app.db);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const { n, ...seen } of rows) {
      expect(n).toBeGreaterThan(0);
      const parsed = deviceFromUserAgent(seen.user_agent ?? undefined);
      expect(seen).toEqual({
        user_agent: expect.any(String),
        browser: parsed.browser,
        device: parsed.device,
        device_type: parsed.deviceType,
        os: parsed.os,
      });
    }
    const windowsOnApple = rows.filter((r) => /Windows/.test(r.os) && /Apple|iPhone|iPad/.test(r.device));
    const iosOffApple = rows.filter((r) => /iOS/.test(r.os) && !/^Apple i(Phone|Pad)$/.test(r.device));
    expect([...windowsOnApple, ...iosOffApple]).toEqual([]);
  });
});

describe('demo downloads', () => {
  it('each device profile is what the download parser reads from its user agent', () => {
    for (const { user_agent, browser, device, device_type, os } of DEVICE_PROFILES) {
      const parsed = deviceFromUserAgent(user_agent);
      expect({ user_agent, browser, device, device_type, os }).toEqual({
        user_agent,
        browser: parsed.browser,
        device: parsed.device,
        device_type: parsed.deviceType,
        os: parsed.os,
      });
    }
  });
});

/** API processes starting together on one empty database: the demo seed runs once, under its lock. */
describe.each(databaseKinds())('demo seed started twice at once on %s', (kind) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext(kind);
  }, 60_000);
  afterAll(() => destroyTestContext(context));

  it('one seeds, the other finds it done: each account exists once', async () => {
    const results = await Promise.all([
      seedDemoIfEmpty(context.app.db, 50),
      seedDemoIfEmpty(context.app.db, 50),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const members = await context.app.db.selectFrom('team_members').select('email').execute();
    expect(members).toHaveLength(DEMO_ACCOUNTS.length);
  });
});

/** The big seed's COPY path (PostgreSQL) writes what the INSERT path writes, ids and histories joined. */
// Seeding three databases (one by COPY from two worker threads, indexes rebuilt, VACUUM ANALYZE) takes
// seconds, more on a machine whose two cores run other suites: jest's 5 s default cut it short in CI.
jest.setTimeout(60_000);

const onPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;
onPostgres('seeding with COPY on postgres', () => {
  let copied: TestContext;
  let inserted: TestContext;
  let bulk: TestContext;
  beforeAll(async () => {
    [copied, inserted, bulk] = await Promise.all([
      createTestContext('postgres'),
      createTestContext('postgres'),
      createTestContext('postgres'),
    ]);
  }, 60_000);
  afterAll(() =>
    Promise.all([destroyTestContext(copied), destroyTestContext(inserted), destroyTestContext(bulk)]),
  );

  /** The test schema's URL, for the seed's own COPY connections. */
  const url = process.env.DATABASE_URL!;
  const copyUrlOf = (context: TestContext) => {
    const schema = (context.database as unknown as { schema: string }).schema;
    return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  };

  /** Per table: rows, orders they belong to, and a sum over values the generator drew. */
  const fingerprint = async (context: TestContext) =>
    (
      await sql<Record<string, string>>`
        SELECT (SELECT count(*) FROM orders)::text AS orders,
          (SELECT sum(luggage_items + personal_belongings_amount)::text FROM orders) AS drawn,
          (SELECT string_agg(process_status || ':' || n, ',' ORDER BY process_status) FROM
            (SELECT process_status, sum(n) AS n FROM order_folder_stats GROUP BY 1) s) AS stats,
          (SELECT string_agg(concat_ws(':', process_status, processing_mode, assignee_id, processing_month,
            refund_requested, n), ',' ORDER BY process_status, processing_mode, assignee_id, processing_month,
            refund_requested) FROM order_folder_stats) AS folders,
          (SELECT count(assigned_to_id) || '/' || count(processed_by_id) FROM orders) AS member_ids,
          (SELECT count(*) FROM orders o WHERE assigned_to_id IS DISTINCT FROM
            (SELECT min(id) FROM team_members t WHERE t.name = o.assign_to)
            OR processed_by_id IS DISTINCT FROM (SELECT min(id) FROM team_members t WHERE t.name = o.processed_by)
          )::text AS orders_misnamed,
          (SELECT count(author_id) || '/' || count(*) FILTER (WHERE author_id IS DISTINCT FROM
            (SELECT min(id) FROM team_members t WHERE t.name = r.remark_name)) FROM remarks r) AS authors,
          (SELECT count(*) || '/' || count(DISTINCT order_id) FROM order_events) AS events,
          (SELECT count(*) || '/' || count(DISTINCT order_id) FROM remarks) AS remarks,
          (SELECT count(*) || '/' || count(DISTINCT order_id) FROM uploaded_documents) AS uploads,
          (SELECT count(*) || '/' || count(DISTINCT order_id) FROM mail_history) AS mails,
          (SELECT string_agg(os || ':' || n, ',' ORDER BY os) FROM
            (SELECT os, count(*) AS n FROM download_history GROUP BY 1) d) AS downloads,
          (SELECT count(*) FROM order_events e JOIN orders o USING (order_id)
            WHERE e.action = 'created' AND e.created_at = o.created_at)::text AS events_joined,
          (SELECT count(*) FROM orders WHERE assign_to IS NOT NULL AND assigned_to_id IS NULL)::text AS unlinked`.execute(
        context.app.db,
      )
    ).rows[0];

  it('gives the same orders, histories and folder counts as INSERT, each history on its own order', async () => {
    const options = {
      count: 300,
      staff: [] as string[],
      seed: 7,
      chunkSize: 70,
      now: new Date('2026-06-01T12:00:00Z'),
    };
    for (const context of [copied, inserted, bulk]) {
      await seedAccountsFor(context);
      options.staff = (await context.app.db.selectFrom('team_members').select('name').execute()).map(
        (m) => m.name,
      );
    }
    expect(await seedOrders(copied.app.db, { ...options, copyUrl: copyUrlOf(copied) })).toBe(300);
    expect(await seedOrders(inserted.app.db, options)).toBe(300);
    // The big seed's way (npm run seed, 50,000 orders or more): indexes and keys dropped, row triggers
    // off, chunks made by two worker threads, one COPY FREEZE per table, then indexes, keys and VACUUM
    // ANALYZE side by side. Its fingerprint matches the others': the threads make the same orders.
    const indexesBefore = await secondaryIndexes(bulk.app.db);
    const keysBefore = await foreignKeys(bulk.app.db);
    const uniquesBefore = await uniqueKeys(bulk.app.db);
    expect(uniquesBefore.map((key) => key.name)).toEqual(
      expect.arrayContaining(['orders_pkey', 'orders_order_number_key', 'order_events_pkey']),
    );
    const steps: string[] = [];
    expect(
      await withIndexesRebuiltAfter(
        bulk.app.db,
        () =>
          withTriggersOffDuring(bulk.app.db, () =>
            seedOrders(bulk.app.db, { ...options, copyUrl: copyUrlOf(bulk), frozen: true, threads: 2 }),
          ),
        { maintenance: 'VACUUM ANALYZE', onRebuilt: (step) => steps.push(`${step.table}.${step.name}`) },
      ),
    ).toBe(300);
    // Every index and key back as the migrations define them, each key validated.
    expect(await secondaryIndexes(bulk.app.db)).toEqual(indexesBefore);
    expect(await foreignKeys(bulk.app.db)).toEqual(keysBefore);
    expect(await uniqueKeys(bulk.app.db)).toEqual(uniquesBefore);
    const unvalidated = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = current_schema() AND c.contype = 'f' AND NOT c.convalidated`.execute(bulk.app.db);
    expect(unvalidated.rows[0]!.n).toBe('0');
    expect(steps).toEqual(expect.arrayContaining(['orders.VACUUM ANALYZE', 'orders.orders_search_trgm']));
    // Frozen rows: every page of orders is frozen and visible to all (a VACUUM freezes nothing this
    // young, so only COPY FREEZE gives that), and the table is analyzed.
    await sql`CREATE EXTENSION IF NOT EXISTS pg_visibility SCHEMA public`.execute(bulk.app.db);
    const orders = await sql<{ pages: number; frozen: number; analyzed: boolean }>`
      SELECT c.relpages AS pages, v.all_frozen::int AS frozen, s.last_analyze IS NOT NULL AS analyzed
      FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid,
        public.pg_visibility_map_summary(c.oid) v
      WHERE c.oid = 'orders'::regclass`.execute(bulk.app.db);
    expect(orders.rows[0]!.pages).toBeGreaterThan(0);
    expect(orders.rows[0]).toEqual({
      pages: orders.rows[0]!.pages,
      frozen: orders.rows[0]!.pages,
      analyzed: true,
    });
    const [viaCopy, viaInsert, viaBulk] = [
      await fingerprint(copied),
      await fingerprint(inserted),
      await fingerprint(bulk),
    ];
    expect(viaCopy).toEqual(viaInsert);
    expect(viaBulk).toEqual(viaInsert);
    expect(viaCopy!.orders_misnamed).toBe('0');
    expect(viaCopy!.authors).toMatch(/^[1-9]\d*\/0$/);
    const triggers = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM pg_trigger
      WHERE tgrelid IN ('orders'::regclass, 'remarks'::regclass) AND NOT tgisinternal AND tgenabled = 'D'`.execute(
      bulk.app.db,
    );
    expect(triggers.rows[0]!.n).toBe('0');
    expect(viaCopy!.orders).toBe('300');
    expect(viaCopy!.events_joined).toBe('300');
    expect(viaCopy!.unlinked).toBe('0');
  });
  it('fails with one error when a worker thread fails a chunk, no other chunk left unhandled', () => {
    // In a process of its own (failingSeed.ts): an unhandled rejection would end a real seed at once.
    const printed = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, '..', '..', 'testing', 'failingSeed.ts'),
        copyUrlOf(copied),
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1' } },
    );
    expect(printed.trim().split('\n')).toEqual([
      'rejected: Error: seed worker: RangeError: Invalid time value',
    ]);
  });
});

async function seedAccountsFor(context: TestContext) {
  await seedGateways(context.app.db);
  await seedAccounts(context.app.db);
}
