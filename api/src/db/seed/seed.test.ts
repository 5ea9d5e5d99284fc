import { sql } from 'kysely';
import { PROCESS_STATUSES } from '@earrival/shared/types';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  type TestContext,
} from '../../testing/harness';
import { folderCounts, futureMonthCounts } from '../../modules/orders/repository/counts';
import { DEMO_ACCOUNTS, DEMO_STAFF_NAMES, seedDemoIfEmpty } from './index';
import { LANDING_DOMAINS } from './data';

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
    const months = await futureMonthCounts(context.app.db);
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
