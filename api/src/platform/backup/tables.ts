import type { RawSession } from '../db/connection';
import { JOBS_TABLE, type SequenceValue, type TableInfo } from './format';

/** Kysely's bookkeeping: written by the migrations a restore runs, never copied. */
export const BOOKKEEPING = new Set([
  'schema_migrations',
  'schema_migrations_lock',
  'kysely_migration',
  'kysely_migration_lock',
]);

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A table's name as SQL: the app's tables by name (search_path), the job table in its schema. */
export const tableSql = (table: string, jobsSchema: string) =>
  table === JOBS_TABLE ? `${quoteIdent(jobsSchema)}."job"` : quoteIdent(table);

export async function currentSchema(session: RawSession): Promise<string> {
  const [row] = await session.query<{ name: string }>('SELECT current_schema() AS name');
  return row!.name;
}

/**
 * The app's tables, parents before children (foreign keys), so a load in this order never refers to a row
 * not yet there; then the job table when the queue has one.
 */
export async function listTables(session: RawSession, jobsSchema: string): Promise<TableInfo[]> {
  const schema = await currentSchema(session);
  const names = (
    await session.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
      [schema],
    )
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name));
  const edges = await session.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = $1 AND c.oid <> p.oid`,
    [schema],
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const edge of edges)
      if (edge.child === name && names.includes(edge.parent)) visit(edge.parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  const tables: TableInfo[] = [];
  for (const table of ordered) tables.push({ table, columns: await columnsOf(session, schema, table) });
  const [jobs] = await session.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [
    `${quoteIdent(jobsSchema)}."job"`,
  ]);
  if (jobs?.found) tables.push({ table: JOBS_TABLE, columns: await columnsOf(session, jobsSchema, 'job') });
  return tables;
}

/** The columns COPY reads and writes: every stored one (a generated column is computed again). */
async function columnsOf(session: RawSession, schema: string, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = $1 AND table_name = $2 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [schema, table],
  );
  return rows.map((row) => row.name);
}

/** Every sequence of the app's schema and of the job queue's, with its last value. */
export async function readSequences(session: RawSession, jobsSchema: string): Promise<SequenceValue[]> {
  const schema = await currentSchema(session);
  const rows = await session.query<{ schema: string; name: string; last: string | number | null }>(
    `SELECT schemaname AS schema, sequencename AS name, last_value AS last FROM pg_sequences
     WHERE schemaname = ANY($1) ORDER BY schemaname, sequencename`,
    [[schema, jobsSchema]],
  );
  return rows.map((row) => ({
    name: row.schema === schema ? row.name : `${row.schema}.${row.name}`,
    lastValue: row.last === null ? null : Number(row.last),
  }));
}

/** Sets each sequence the archive names (a sequence the code no longer has is skipped, and said). */
export async function writeSequences(session: RawSession, values: SequenceValue[]): Promise<string[]> {
  const missing: string[] = [];
  for (const { name, lastValue } of values) {
    const qualified = name.includes('.')
      ? name
          .split('.')
          .map((part) => quoteIdent(part))
          .join('.')
      : quoteIdent(name);
    const [found] = await session.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [
      qualified,
    ]);
    if (!found?.found) {
      missing.push(name);
      continue;
    }
    if (lastValue === null) continue;
    await session.query(`SELECT setval($1::regclass, $2, true)`, [qualified, lastValue]);
  }
  return missing;
}
