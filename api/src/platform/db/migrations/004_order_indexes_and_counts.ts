import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the queue rules and sorts, the trigram search index, and the
 * order_folder_stats table that keeps folder counts cheap at a million orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);

  // Search over id, name, e-mail and telephone: ILIKE '%...%' served by a trigram GIN index.
  await run(`CREATE INDEX orders_search_trgm ON orders USING gin (search_text gin_trgm_ops)`);

  // New Orders is the big queue. Its rule minus the time-dependent "not in a future month" part is fixed,
  // so partial indexes hold exactly its rows, one per sortable column, each ending in order_id (the tie
  // breaker) and carrying processing_date so the month test and offset pages are answered from the index.
  const newOrder = `process_status = 'New' AND processing_mode = 'Regular Processing' AND assign_to IS NULL`;
  const sortIndexes: Record<string, string> = {
    order_id: 'order_id',
    name: 'first_name, sur_name, order_id',
    email: 'email, order_id',
    phone: 'phone_number, order_id',
    created: 'created_at, order_id',
    departure: 'date_of_departure, order_id',
    refund: 'refund_date, order_id',
    processing: 'processing_date, order_id',
    month: 'process_month, order_id',
  };
  for (const [suffix, columns] of Object.entries(sortIndexes)) {
    await run(
      `CREATE INDEX orders_new_${suffix} ON orders (${columns}) INCLUDE (processing_date) WHERE ${newOrder}`,
    );
  }
  await run(
    `CREATE INDEX orders_priority ON orders (order_id) WHERE process_status = 'New' AND processing_mode = 'Priority Processing' AND assign_to IS NULL`,
  );
  await run(`CREATE INDEX orders_future ON orders (processing_date, order_id) WHERE process_status = 'New'`);
  await run(`CREATE INDEX orders_assigned ON orders (assign_to, order_id) WHERE assign_to IS NOT NULL`);
  await run(`CREATE INDEX orders_refund ON orders (refund_date, order_id) WHERE refund_date IS NOT NULL`);
  // The status queues (Pending, Completed, ...): by status, newest first or oldest first.
  await run(`CREATE INDEX orders_status ON orders (process_status, order_id)`);
  await run(`CREATE INDEX orders_status_created ON orders (process_status, created_at, order_id)`);
  // Order History (every order) sorted by the other columns, and the statistics.
  await run(`CREATE INDEX orders_created ON orders (created_at, order_id)`);
  await run(`CREATE INDEX orders_processed ON orders (processed_at) WHERE processed_by IS NOT NULL`);

  // Folder counts: one row per combination of the columns the folder rules read, kept by statement-level
  // triggers. Counting a folder is then a sum over a few hundred rows instead of a scan of the orders.
  await run(`
    CREATE TABLE order_folder_stats (
      process_status text NOT NULL,
      processing_mode text NOT NULL,
      assign_to text NOT NULL DEFAULT '',
      processing_month date NOT NULL DEFAULT '1900-01-01',
      refund_requested boolean NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (process_status, processing_mode, assign_to, processing_month, refund_requested)
    )`);
  // '' and 1900-01-01 stand for "unassigned" and "no processing date" so the key has no NULLs.
  const key = `process_status, processing_mode, coalesce(assign_to, '') AS assign_to,
      coalesce(date_trunc('month', processing_date)::date, DATE '1900-01-01') AS processing_month,
      refund_date IS NOT NULL AS refund_requested`;
  // One ordered upsert per statement keeps the lock order fixed, so concurrent moves cannot deadlock here.
  const apply = (source: string) => `
    INSERT INTO order_folder_stats AS s (process_status, processing_mode, assign_to, processing_month, refund_requested, n)
    SELECT process_status, processing_mode, assign_to, processing_month, refund_requested, sum(delta)
    FROM (${source}) AS changes
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (process_status, processing_mode, assign_to, processing_month, refund_requested)
    DO UPDATE SET n = s.n + excluded.n`;
  await run(`
    CREATE FUNCTION order_folder_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${apply(`SELECT ${key}, 1 AS delta FROM new_rows`)};
      ELSIF TG_OP = 'DELETE' THEN
        ${apply(`SELECT ${key}, -1 AS delta FROM old_rows`)};
      ELSE
        ${apply(`SELECT ${key}, 1 AS delta FROM new_rows UNION ALL SELECT ${key}, -1 AS delta FROM old_rows`)};
      END IF;
      RETURN NULL;
    END $$`);
  await run(`CREATE TRIGGER orders_stats_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_folder_stats_apply()`);
  await run(`CREATE TRIGGER orders_stats_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_folder_stats_apply()`);
  await run(`CREATE TRIGGER orders_stats_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION order_folder_stats_apply()`);
  // TRUNCATE fires no row changes: empty the counts with it.
  await run(`
    CREATE FUNCTION order_folder_stats_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN DELETE FROM order_folder_stats; RETURN NULL; END $$`);
  await run(`CREATE TRIGGER orders_stats_truncate AFTER TRUNCATE ON orders
    FOR EACH STATEMENT EXECUTE FUNCTION order_folder_stats_truncate()`);
}
