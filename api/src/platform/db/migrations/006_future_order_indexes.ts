import { sql, type Kysely } from 'kysely';

/**
 * Future Order: its list (newest first) and one month's tiles-to-table view. Both are New orders whose
 * processing date is in a future month; the month test is time-dependent, so the indexes hold every New
 * order and carry processing_date to answer it without reading the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_new_any ON orders (order_id) INCLUDE (processing_date) WHERE process_status = 'New'`.execute(
    db,
  );
  await sql`CREATE INDEX orders_future_month ON orders (process_month, order_id) INCLUDE (processing_date)
    WHERE process_status = 'New'`.execute(db);
}
