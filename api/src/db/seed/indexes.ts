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
          await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
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
