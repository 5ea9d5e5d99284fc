import { sql } from 'kysely';
import {
  createTestContext,
  databaseKinds,
  destroyTestContext,
  type TestContext,
} from '../../testing/harness';

// Only PostgreSQL has several schemas in one database; without DATABASE_URL the suite is reported as skipped
// (describe.each over an empty table is an error in jest, so the suite is switched off instead).
const onPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;

// Regression: Kysely looked for its bookkeeping tables by name in every schema, so a second schema in the
// same database skipped creating them and then failed ("kysely_migration_lock does not exist").
onPostgres('migrations in a database that already has another migrated schema (postgres)', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await destroyTestContext(context);
  });

  it('migrates each schema fully on its own', async () => {
    contexts.push(await createTestContext('postgres'));
    contexts.push(await createTestContext('postgres'));
    for (const context of contexts) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(
        context.app.db,
      );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(6);
    }
  }, 60_000);
});
