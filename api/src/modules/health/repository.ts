import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** How many migrations are applied, and the database's clock. */
export async function migrationCountAndTime(db: Kysely<Database>) {
  const { rows } = await sql<{ migrations: number; time: Date }>`
    SELECT (SELECT count(*) FROM schema_migrations)::int AS migrations, now() AS time`.execute(db);
  return rows[0]!;
}

/** The names of the applied migrations. */
export async function appliedMigrations(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  return new Set(rows.map((row) => row.name));
}
