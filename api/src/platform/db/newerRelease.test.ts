import { sql, type Kysely } from 'kysely';
import { databaseKinds, isolatedPostgres } from '../../testing/harness';
import { connectPglite, type DatabaseHandle } from './connection';
import { MIGRATION_NAMES, migrateToLatest } from './migrate';
import { migrationsFromNewerRelease, newerDatabase } from './newerRelease';

/*
 * What a release's start finds on a database a newer release migrated (newerRelease.ts): the names it
 * does not know, and whether it may serve on it. One migrated database per kind, its bookkeeping rows edited.
 */

jest.setTimeout(60_000);

describe.each(databaseKinds())(
  'a database migrated by a newer release, as this release sees it (%s)',
  (kind) => {
    let database: DatabaseHandle;
    let db: Kysely<never>;
    /** The suite's own schema on PostgreSQL (where the bookkeeping table lives), none on PGlite. */
    let schema: string | undefined;
    const record = (name: string) =>
      sql`INSERT INTO schema_migrations (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(
        db,
      );

    beforeAll(async () => {
      if (kind === 'postgres') {
        const isolated = await isolatedPostgres(process.env.DATABASE_URL!);
        [database, schema] = [isolated, isolated.schema];
      } else database = await connectPglite(undefined);
      db = database.db as unknown as Kysely<never>;
    });
    afterAll(() => database?.close());

    it('finds nothing newer on a fresh database, and on one this release migrated', async () => {
      expect(await migrationsFromNewerRelease(db, MIGRATION_NAMES, schema)).toEqual([]);
      expect(await newerDatabase(db, MIGRATION_NAMES, schema)).toBeUndefined();
      await migrateToLatest(database.db, schema);
      expect(await migrationsFromNewerRelease(db, MIGRATION_NAMES, schema)).toEqual([]);
      expect(await newerDatabase(db, MIGRATION_NAMES, schema)).toBeUndefined();
    });

    it('names the migrations a newer release applied, and lets this release serve when it has all of its own', async () => {
      await record('098_newer_expand');
      await record('099_newer_expand');
      expect(await migrationsFromNewerRelease(db, MIGRATION_NAMES, schema)).toEqual([
        '098_newer_expand',
        '099_newer_expand',
      ]);
      expect(await newerDatabase(db, MIGRATION_NAMES, schema)).toEqual([
        '098_newer_expand',
        '099_newer_expand',
      ]);
    });

    it('refuses a newer database that lacks one of this release’s migrations, naming both sides', async () => {
      const ours = [...MIGRATION_NAMES, '050_only_in_this_release'];
      await expect(newerDatabase(db, ours, schema)).rejects.toThrow(
        'The database was migrated by a newer release (098_newer_expand, 099_newer_expand) but lacks ' +
          '050_only_in_this_release of this one: start the newer release, or restore a backup taken before it.',
      );
    });
  },
);
