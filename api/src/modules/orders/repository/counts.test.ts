import { sql } from 'kysely';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  truncateAll,
  type TestContext,
} from '../../../testing/harness';
import { createStaff, futureDate, makeOrders } from '../../../testing/fixtures';

/** order_folder_stats, kept by triggers, always equals a fresh GROUP BY over the orders. */
describe.each(databaseKinds())('folder count triggers on %s', (kind) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext(kind);
    await truncateAll(context.database);
    // Assignments name real members (the orders reference them by id).
    await createStaff(context.app);
  }, 60_000);
  afterAll(() => destroyTestContext(context));

  async function drift() {
    const { rows } = await sql<Record<string, unknown>>`
      WITH fresh AS (
        SELECT process_status, processing_mode, coalesce(assigned_to_id, 0) AS assignee_id,
          coalesce(date_trunc('month', processing_date)::date, DATE '1900-01-01') AS processing_month,
          refund_date IS NOT NULL AS refund_requested, count(*)::bigint AS n
        FROM orders GROUP BY 1, 2, 3, 4, 5),
      kept AS (SELECT process_status, processing_mode, assignee_id, processing_month, refund_requested, n
        FROM order_folder_stats WHERE n <> 0)
      (SELECT 'missing' AS side, * FROM fresh EXCEPT SELECT 'missing', * FROM kept)
      UNION ALL
      (SELECT 'extra' AS side, * FROM kept EXCEPT SELECT 'extra', * FROM fresh)`.execute(context.app.db);
    return rows;
  }

  it('follows inserts, multi-row updates of every key column, deletes and truncate', async () => {
    const db = context.app.db;
    await makeOrders(db, [
      {},
      { processing_mode: 'Priority Processing' },
      { processing_date: futureDate(2) },
      { processing_date: null },
      { assign_to: 'Priya Sharma' },
      { process_status: 'Completed', refund_date: new Date() },
    ]);
    expect(await drift()).toEqual([]);
    await db
      .updateTable('orders')
      .set({ process_status: 'Pending' })
      .where('order_id', '<=', 100002)
      .execute();
    await db
      .updateTable('orders')
      .set({ assign_to: 'Marcus Reyes' })
      .where('assign_to', 'is', null)
      .execute();
    await db
      .updateTable('orders')
      .set({ processing_date: futureDate(5) })
      .where('order_id', '=', 100004)
      .execute();
    await db
      .updateTable('orders')
      .set({ refund_date: sql`now()` })
      .where('order_id', 'in', [100001, 100003])
      .execute();
    await db.updateTable('orders').set({ processing_mode: 'Priority Processing' }).execute();
    await db.updateTable('orders').set({ transaction_id: 'no key column' }).execute();
    expect(await drift()).toEqual([]);
    await db.deleteFrom('orders').where('order_id', '=', 100005).execute();
    expect(await drift()).toEqual([]);
    await sql`TRUNCATE orders CASCADE`.execute(db);
    expect(await db.selectFrom('order_folder_stats').selectAll().where('n', '<>', 0).execute()).toEqual([]);
    await makeOrders(db, [{}, {}]);
    expect(await drift()).toEqual([]);
    // The check itself can fail: a tampered count shows up on both sides.
    await sql`UPDATE order_folder_stats SET n = n + 1 WHERE n > 0`.execute(db);
    expect((await drift()).map((r) => r.side).sort()).toEqual(['extra', 'missing']);
  });
});
