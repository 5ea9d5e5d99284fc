import { sql, type Kysely } from 'kysely';

/*
 * A database a newer release has migrated, met by this release's start. During a rolling upgrade the
 * previous release's processes keep running while the new release migrates; if one of them restarts
 * (a crash, a supervisor, a rollback of the code) it runs its migrator on a database that holds a
 * migration it does not know. Kysely's Migrator refuses that ("corrupted migrations: previously executed
 * migration X is missing") and the process stops: the roll loses capacity at its most fragile moment.
 *
 * Migrations are expand-then-contract (migrationRules.ts), so the newer migrations are expands this
 * release runs on. migrate.ts is meant to call migrationsFromNewerRelease() before the Migrator and, when
 * it finds some, start without migrating (after checking that every migration of its own is applied).
 * upgrade.test.ts reads the previous release's migrate.ts for that call to know which behaviour to expect.
 */

/**
 * The migrations recorded in the database's bookkeeping table that `known` (this release's migrations)
 * lacks, in name order; none on a fresh database. `schema` as for migrateToLatest.
 */
export async function migrationsFromNewerRelease(
  db: Kysely<never>,
  known: readonly string[],
  schema?: string,
): Promise<string[]> {
  const table = schema ? `${schema}.schema_migrations` : 'schema_migrations';
  const { rows: exists } = await sql<{
    found: boolean;
  }>`SELECT to_regclass(${table}) IS NOT NULL AS found`.execute(db);
  if (!exists[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(table)} ORDER BY name`.execute(
    db,
  );
  const ours = new Set(known);
  return rows.map((row) => row.name).filter((name) => !ours.has(name));
}

/**
 * What migrate.ts does with a newer database: undefined when there is nothing newer (migrate as usual),
 * else the names it found, once every migration of `known` is applied (start without migrating: log it).
 * Throws when the database is newer and yet lacks one of ours (two diverged lines of work: neither release
 * can vouch for it), naming both sides.
 */
export async function newerDatabase(
  db: Kysely<never>,
  known: readonly string[],
  schema?: string,
): Promise<string[] | undefined> {
  const newer = await migrationsFromNewerRelease(db, known, schema);
  if (!newer.length) return undefined;
  const table = schema ? `${schema}.schema_migrations` : 'schema_migrations';
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(table)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const missing = known.filter((name) => !applied.has(name));
  if (missing.length)
    throw new Error(
      `The database was migrated by a newer release (${newer.join(', ')}) but lacks ${missing.join(', ')} of ` +
        'this one: start the newer release, or restore a backup taken before it.',
    );
  return newer;
}
