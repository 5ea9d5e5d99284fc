import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

export type Column = readonly [name: string, pgType: string];

/**
 * Inserts many rows in one statement: one array parameter per column, expanded by unnest(). A 5,000-row
 * chunk is one round trip and one parse, whatever the column count (a multi-row VALUES would need
 * columns x rows parameters and hit the 65,535 limit).
 */
export async function bulkInsert<R extends Record<string, unknown>>(
  db: Kysely<Database>,
  table: string,
  columns: readonly Column[],
  rows: readonly R[],
  returning?: string,
): Promise<Array<Record<string, unknown>>> {
  if (!rows.length) return [];
  const arrays = columns.map(([name, type]) => sql`${rows.map((r) => r[name] ?? null)}::${sql.raw(type)}[]`);
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const back = returning ? sql` RETURNING ${sql.raw(returning)}` : sql``;
  const { rows: out } = await sql<Record<string, unknown>>`
    INSERT INTO ${sql.table(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)})${back}`.execute(db);
  return out;
}
