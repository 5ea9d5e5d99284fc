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

/**
 * Runs a bulk load without the secondary indexes and builds them once at the end: one sorted build per
 * index is several times faster than maintaining ~20 indexes (and a trigram index) row by row.
 * The indexes come back even when the load fails.
 */
export async function withIndexesRebuiltAfter<T>(
  db: Kysely<Database>,
  load: () => Promise<T>,
  onRebuilt?: (index: IndexDefinition, ms: number) => void,
): Promise<T> {
  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(db);
  try {
    return await load();
  } finally {
    for (const index of indexes) {
      const started = performance.now();
      await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
        await sql.raw(index.definition).execute(trx);
      });
      onRebuilt?.(index, performance.now() - started);
    }
  }
}
