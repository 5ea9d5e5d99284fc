import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema';

export interface IndexDefinition {
  name: string;
  /** The table it belongs to. */
  table: string;
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
 * order_number) are not among them: uniqueKeys lists those.
 */
export async function secondaryIndexes(db: Kysely<Database>): Promise<IndexDefinition[]> {
  const { rows } = await sql<IndexDefinition>`
    SELECT ic.relname AS name, t.relname AS "table", pg_get_indexdef(i.indexrelid) AS definition
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
 * The foreign keys of the loaded tables and the ones referencing them from elsewhere (an undo's orders, a
 * mail's attempts: empty when a bulk load runs), as the database defines them (pg_get_constraintdef).
 * A table referenced by a key cannot be emptied (TRUNCATE) for a frozen load.
 */
export const foreignKeys = (db: Kysely<Database>) => loadedTablesConstraints(db, ['f']);

/**
 * The primary keys and unique constraints of the loaded tables, as the database defines them
 * (pg_get_constraintdef). A load into emptied tables needs none of them (ids come from the sequences, order
 * numbers are generated unique), and one sorted build each after it costs a fraction of keeping each index
 * row by row: 1,000,000 orders COPY in 10.8 s without orders' two, 15.4 s with them; both built after, 1.6 s.
 * Once worker threads generate the orders, PostgreSQL's COPY is the load's critical path: the seed of
 * 1,000,000 took 51.5-53.2 s dropping them, 56.5-57.8 s keeping them (bench/api/RESULTS.md).
 */
export const uniqueKeys = (db: Kysely<Database>) => loadedTablesConstraints(db, ['p', 'u']);

/**
 * Constraints of these kinds (pg_constraint.contype) as the database defines them (pg_get_constraintdef):
 * those of the loaded tables, and foreign keys elsewhere that reference one.
 */
async function loadedTablesConstraints(
  db: Kysely<Database>,
  kinds: Array<'f' | 'p' | 'u'>,
): Promise<IndexDefinition[]> {
  const { rows } = await sql<IndexDefinition>`
    SELECT c.conname AS name, t.relname AS "table", pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    LEFT JOIN pg_class r ON r.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND c.contype::text = ANY(${kinds}::text[])
      AND (t.relname IN (${sql.join(LOADED_TABLES)}) OR r.relname IN (${sql.join(LOADED_TABLES)}))
    ORDER BY t.relname, c.conname`.execute(db);
  return rows;
}

/** A table's columns grouped by their statistics target (-1, the default, is one group). */
async function columnsByStatisticsTarget(db: Kysely<Database>, table: string): Promise<string[][]> {
  const { rows } = await sql<{ columns: string[] }>`
    SELECT array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_attribute a
    JOIN pg_class t ON t.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND t.relname = ${table} AND a.attnum > 0 AND NOT a.attisdropped
    GROUP BY a.attstattarget
    ORDER BY a.attstattarget`.execute(db);
  return rows.map((r) => r.columns);
}

/** What a rebuild step was (an index, a foreign key, or the table's VACUUM ANALYZE) and how long it took. */
export type RebuildReport = (step: { name: string; table: string }, ms: number) => void;

/**
 * Runs a bulk load without the secondary indexes, unique keys and foreign keys, and builds them once at the
 * end (the unique keys first, for the foreign keys that reference them): one sorted build per index is
 * several times faster than maintaining ~30 indexes (and a trigram index) row by row, and one validating
 * join per foreign key than a lookup per history row. The loaded tables then
 * get their VACUUM ANALYZE (statistics, and the visibility map that lets deep pages use index-only scans),
 * PostgreSQL's `VACUUM ANALYZE` or, on PGlite, `ANALYZE`.
 *
 * The work after the load runs in two lanes, so that the longest step, the trigram index (one process
 * builds a GIN index before PostgreSQL 18), has everything else beside it rather than after it:
 * - the orders lane: VACUUM ANALYZE orders, validate orders' keys, the trigram index;
 * - the history lane: per history table its VACUUM ANALYZE, its indexes, its keys validated;
 * then both lanes share the orders' other indexes. Foreign keys come back first as NOT VALID (no scan) and
 * are validated in the lanes: VALIDATE takes only a ROW SHARE lock on the table referenced, so a history
 * table's check runs while orders gets its indexes; ADD would wait for them. VACUUM and index builds on one
 * table would wait for each other, hence each table's steps stay in one lane, in that order.
 * The indexes and keys come back even when the load fails.
 */
export async function withIndexesRebuiltAfter<T>(
  db: Kysely<Database>,
  load: () => Promise<T>,
  options: RebuildOptions,
): Promise<T> {
  const indexes = await secondaryIndexes(db);
  const keys = await foreignKeys(db);
  const uniques = await uniqueKeys(db);
  // Foreign keys first: they depend on the unique keys they reference.
  for (const key of [...keys, ...uniques])
    await sql`ALTER TABLE ${sql.table(key.table)} DROP CONSTRAINT ${sql.ref(key.name)}`.execute(db);
  for (const index of indexes) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(db);
  const dropped = { indexes, keys, uniques };
  let loaded: T;
  try {
    loaded = await load();
  } catch (error) {
    await rebuild(db, dropped, options).catch(() => undefined);
    throw error;
  }
  await rebuild(db, dropped, options);
  return loaded;
}

interface RebuildOptions {
  onRebuilt?: RebuildReport;
  maintenance: 'VACUUM ANALYZE' | 'ANALYZE';
}

/** The work after the load, in the two lanes withIndexesRebuiltAfter describes. */
async function rebuild(
  db: Kysely<Database>,
  { indexes, keys, uniques }: Record<'indexes' | 'keys' | 'uniques', IndexDefinition[]>,
  { onRebuilt, maintenance }: RebuildOptions,
): Promise<void> {
  const timed = async (step: { name: string; table: string }, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    onRebuilt?.(step, performance.now() - started);
  };
  const withMemory = (statement: RawBuilder<unknown>) =>
    db.transaction().execute(async (trx) => {
      await sql`SET LOCAL maintenance_work_mem = '1GB'`.execute(trx);
      await statement.execute(trx);
    });
  const build = (index: IndexDefinition) => timed(index, () => withMemory(sql.raw(index.definition)));
  // The unique keys before the foreign keys that reference them: orders' two on one connection, the
  // history tables' primary keys on another.
  const restoreUniques = async (list: IndexDefinition[]) => {
    for (const key of list)
      await timed(key, () =>
        withMemory(
          sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)}`,
        ),
      );
  };
  await Promise.all([
    restoreUniques(uniques.filter((key) => key.table === 'orders')),
    restoreUniques(uniques.filter((key) => key.table !== 'orders')),
  ]);
  for (const key of keys)
    await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)} NOT VALID`.execute(
      db,
    );
  const validate = (key: IndexDefinition) =>
    timed(key, () =>
      sql`ALTER TABLE ${sql.table(key.table)} VALIDATE CONSTRAINT ${sql.ref(key.name)}`.execute(db),
    );
  const tidy = (table: string) =>
    timed({ name: maintenance, table }, async () => {
      if (maintenance === 'VACUUM ANALYZE') await sql.raw(`VACUUM ${table}`).execute(db);
      // One ANALYZE per statistics target: ANALYZE samples 300 rows per unit of the largest target of the
      // columns it is given, and studies every given column over that sample. search_text's 500
      // (migration 017) would otherwise make all 56 columns of orders study 150,000 rows (6 s, not 3).
      for (const columns of await columnsByStatisticsTarget(db, table))
        await sql`ANALYZE ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})`.execute(db);
    });
  const isTrigram = (index: IndexDefinition) => /gin_trgm_ops/.test(index.definition);
  const ofTable = (list: IndexDefinition[], table: string) => list.filter((d) => d.table === table);
  const sharedOrderIndexes = ofTable(indexes, 'orders').filter((index) => !isTrigram(index));
  const drainShared = async () => {
    for (let index = sharedOrderIndexes.shift(); index; index = sharedOrderIndexes.shift())
      await build(index);
  };
  const ordersLane = async () => {
    await tidy('orders');
    for (const key of ofTable(keys, 'orders')) await validate(key);
    for (const index of ofTable(indexes, 'orders').filter(isTrigram)) await build(index);
    await drainShared();
  };
  const historyLane = async () => {
    for (const table of LOADED_TABLES.filter((t) => t !== 'orders')) {
      await tidy(table);
      for (const index of ofTable(indexes, table)) await build(index);
      for (const key of ofTable(keys, table)) await validate(key);
    }
    for (const key of keys.filter((k) => !LOADED_TABLES.includes(k.table))) await validate(key);
    await drainShared();
  };
  const lanes = await Promise.allSettled([ordersLane(), historyLane()]);
  const failed = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
  if (failed) throw failed.reason;
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
