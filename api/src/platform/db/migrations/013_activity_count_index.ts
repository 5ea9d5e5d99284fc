import { sql, type Kysely } from 'kysely';

/**
 * The order detail answers each history's total beside its newest entries. The Activity's total leaves
 * out the events it takes from Email and Download History ('mail', 'download'); counting those through
 * this partial index (a few entries per order, one per mail) keeps the count off the event log's rows,
 * so it costs an index lookup instead of a read of every event of a long history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX order_events_own_table_idx ON order_events (order_id)
    WHERE action IN ('mail', 'download')`.execute(db);
}
