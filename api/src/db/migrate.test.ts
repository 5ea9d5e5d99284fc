import { sql } from 'kysely';
import { createTestContext, databaseKinds, destroyTestContext, type TestContext } from '../testing/harness';

const postgres = databaseKinds().filter((kind) => kind === 'postgres');

// Regression: Kysely looked for its bookkeeping tables by name in every schema, so a second schema in the
// same database skipped creating them and then failed ("kysely_migration_lock does not exist").
describe.each(postgres)('migrations in a database that already has another migrated schema (%s)', (kind) => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await destroyTestContext(context);
  });

  it('migrates each schema fully on its own', async () => {
    contexts.push(await createTestContext(kind));
    contexts.push(await createTestContext(kind));
    for (const context of contexts) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(
        context.app.db,
      );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(6);
    }
  }, 60_000);
});

if (!postgres.length) it.skip('needs DATABASE_URL (PostgreSQL)', () => undefined);
