import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { newerDatabase } from './newerRelease';
import * as m001 from './migrations/001_payment_gateways';
import * as m002 from './migrations/002_team_members';
import * as m003 from './migrations/003_orders';
import * as m004 from './migrations/004_order_indexes_and_counts';
import * as m005 from './migrations/005_history_sort_indexes';
import * as m006 from './migrations/006_future_order_indexes';
import * as m007 from './migrations/007_throttle_and_security_log';
import * as m008 from './migrations/008_members_by_id';
import * as m009 from './migrations/009_payment_and_mail_outcome';
import * as m010 from './migrations/010_download_device';
import * as m011 from './migrations/011_download_repeats';
import * as m012 from './migrations/012_revoked_tokens';
import * as m013 from './migrations/013_activity_count_index';
import * as m014 from './migrations/014_mail_queue_and_live_events';
import * as m015 from './migrations/015_undoable_actions';
import * as m016 from './migrations/016_password_reset_and_two_factor';
import * as m017 from './migrations/017_search_statistics';
import * as m018 from './migrations/018_releases';
import * as m019 from './migrations/019_security_events_and_sessions';
import * as m020 from './migrations/020_sessions_replace_revocations';
import * as m021 from './migrations/021_saved_views';
import * as m022 from './migrations/022_order_language';

/** Numbered migrations, listed here so they bundle and run the same under tsx, jest and production. */
const MIGRATIONS: Record<string, Migration> = {
  '001_payment_gateways': m001,
  '002_team_members': m002,
  '003_orders': m003,
  '004_order_indexes_and_counts': m004,
  '005_history_sort_indexes': m005,
  '006_future_order_indexes': m006,
  '007_throttle_and_security_log': m007,
  '008_members_by_id': m008,
  '009_payment_and_mail_outcome': m009,
  '010_download_device': m010,
  '011_download_repeats': m011,
  '012_revoked_tokens': m012,
  '013_activity_count_index': m013,
  '014_mail_queue_and_live_events': m014,
  '015_undoable_actions': m015,
  '016_password_reset_and_two_factor': m016,
  '017_search_statistics': m017,
  '018_releases': m018,
  '019_security_events_and_sessions': m019,
  '020_sessions_replace_revocations': m020,
  '021_saved_views': m021,
  '022_order_language': m022,
};

/** The name of every migration, in order (tests compare the bookkeeping table with it). */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * The session advisory lock a migration run holds from start to end (a key of our own; advisory locks are
 * per database), so API processes that start together on one database migrate one after the other: the
 * first applies what is pending, the others wait, then find nothing left to do. Kysely's migrator locks
 * too, but only around the migrations themselves, after it has created its bookkeeping tables (a race it
 * tolerates in 0.28); this lock covers the whole run whatever the Kysely version does.
 */
export const MIGRATION_LOCK = 72_040_020;

/**
 * Runs `work` on one connection holding the session advisory lock `key` (waiting for it), so processes
 * starting together on one database take turns. One connection for the lock and the work: a session lock
 * belongs to its connection, and PGlite has only one (a lock held on a second would wait for it forever).
 */
export function underSessionLock<T>(
  db: Kysely<Database>,
  key: number,
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * Applies the migrations not yet applied. `schema` names where the bookkeeping tables live; without it
 * Kysely finds them by name in any schema, which mixes up databases that hold several schemas (tests).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  schema?: string,
  upTo?: string,
): Promise<string[]> {
  return underSessionLock(db, MIGRATION_LOCK, (connection) => migrate(connection, schema, upTo));
}

async function migrate(db: Kysely<Database>, schema?: string, upTo?: string): Promise<string[]> {
  // A database a newer release migrated (a rolling upgrade, or this code rolled back): its migrations are
  // expands this code runs on (migrationRules.ts), so start on it without migrating.
  if (!upTo && (await newerDatabase(db as unknown as Kysely<never>, MIGRATION_NAMES, schema))) return [];
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'schema_migrations',
    // Numbers are taken by work that lands in parallel: a database that already ran a later migration
    // still gets an earlier one that arrived after it.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  // upTo (a migration's name) stops there: tests of a data migration start from the schema before it.
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
