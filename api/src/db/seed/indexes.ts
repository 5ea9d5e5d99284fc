import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface IndexDefinition {
  name: string;
  definition: string;
}

/** Tables a bulk order load writes to. */
const LOADED_TABLES = [
  'orders',
  'order_events',
  'remarks',
  'order_currency_details',
  'order_category_details',
  'uploaded_documents',
  'mail_history',
  'download_history',
];

/**
 * Secondary indexes of the loaded tables as the database itself defines them (pg_get_indexdef), so the
 * migrations stay the only source of truth. Indexes behind constraints (primary keys, the unique
 * order_number) stay: the load needs them.
 */
export async function secondaryIndexes(db: Kysely<Database>): Promise<IndexDefinition[]> {
  const { rows } = await sql<IndexDefinition>`
    SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema()
      AND t.relname IN (${sql.join(LOADED_TABLES)})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
    ORDER BY ic.relname`.execute(db);
  return rows;
}

export interface ForeignKeyDefinition extends IndexDefinition {
  table: string;
}

/** The loaded tables' foreign keys, as the database defines them (pg_get_constraintdef). */
export async function foreignKeys(db: Kysely<Database>): Promise<ForeignKeyDefinition[]> {
  const { rows } = await sql<ForeignKeyDefinition>`
    SELECT c.conname AS name, t.relname AS "table", pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND c.contype = 'f' AND t.relname IN (${sql.join(LOADED_TABLES)})
    ORDER BY t.relname, c.conname`.execute(db);
  return rows;
}

/**
 * Runs a bulk load without the secondary indexes and foreign keys, and builds them once at the end: one
 * sorted build per index is several times faster than maintaining ~20 indexes (and a trigram index) row
 * by row, and one validating join per foreign key than a lookup per history row.
 * The indexes and keys come back even when the load fails.
 */
export async function withIndexesRebuiltAfter<T>(
  db: Kysely<Database>,
  load: () => Promise<T>,
  onRebuilt?: (index: IndexDefinition, ms: number) => void,
  builders = 2,
): Promise<T> {
  const indexes = await secondaryIndexes(db);
  const keys = await foreignKeys(db);
  for (const key of keys)
    await sql`ALTER TABLE ${sql.table(key.table)} DROP CONSTRAINT ${sql.ref(key.name)}`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(db);
  try {
    return await load();
  } finally {
    // The trigram index takes longest: it starts first, and the others are built beside it.
    const queue = [...indexes].sort(
      (a, b) => Number(/gin_trgm_ops/.test(b.definition)) - Number(/gin_trgm_ops/.test(a.definition)),
    );
    const builder = async () => {
      for (let index = queue.shift(); index; index = queue.shift()) {
        const started = performance.now();
        await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL maintenance_work_mem = '1GB'`.execute(trx);
          await sql.raw(index.definition).execute(trx);
        });
        onRebuilt?.(index, performance.now() - started);
      }
    };
    // Index builds are CPU-bound: as many at once as the seed writes chunks (PGlite runs them in turn).
    await Promise.all(Array.from({ length: builders }, builder));
    for (const key of keys) {
      const started = performance.now();
      await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(
        db,
      );
      onRebuilt?.(key, performance.now() - started);
    }
  }
}

/** Tables whose row triggers only fill what the seed now writes itself (member ids, folder counts). */
const TRIGGERED_TABLES = ['orders', 'remarks'];

/**
 * Runs a bulk load with the user triggers of orders and remarks off, then switches them back on and
 * rebuilds the folder counts in one statement. What those triggers write, the seed writes itself:
 * orders_member_refs and remarks_author_ref (migration 008) resolve member names to ids, and seedOrders
 * writes the same ids (the lowest id per name); orders_stats_insert (004/008) counts the new orders into
 * order_folder_stats, rebuilt here from the orders with the triggers' own key. Each trigger otherwise runs a
 * PL/pgSQL call per row (1M orders, 0.6M remarks). Only for a load into an empty database that nothing
 * else writes to meanwhile (like withIndexesRebuiltAfter): the switch is not per session.
 * The triggers come back even when the load fails.
 */
export async function withTriggersOffDuring<T>(db: Kysely<Database>, load: () => Promise<T>): Promise<T> {
  for (const table of TRIGGERED_TABLES)
    await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(db);
  try {
    return await load();
  } finally {
    await db.transaction().execute(async (trx) => {
      for (const table of TRIGGERED_TABLES)
        await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
      await sql`DELETE FROM order_folder_stats`.execute(trx);
      await sql`
        INSERT INTO order_folder_stats (process_status, processing_mode, assignee_id, processing_month, refund_requested, n)
        SELECT process_status, processing_mode, coalesce(assigned_to_id, 0),
          coalesce(date_trunc('month', processing_date)::date, DATE '1900-01-01'), refund_date IS NOT NULL, count(*)
        FROM orders
        GROUP BY 1, 2, 3, 4, 5`.execute(trx);
    });
  }
}
