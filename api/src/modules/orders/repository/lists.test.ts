import { sql } from 'kysely';
import { databaseKinds } from '../../../testing/harness';
import { makeOrders, useStaffSuite } from '../../../testing/fixtures';
import { countMatches } from './lists';
import { nextMonthStart } from './folders';

// Holding a lock from a second connection needs a server with several connections: PostgreSQL only.
const onPostgres = databaseKinds().includes('postgres') ? describe : describe.skip;

onPostgres('counting search matches within a time budget (postgres)', () => {
  const suite = useStaffSuite('postgres');
  const query = () => ({
    folder: 'allOrder' as const,
    ctx: { nextMonth: nextMonthStart() },
    search: 'quint',
  });

  it('counts exactly within the budget, and answers null instead of waiting past it', async () => {
    const { db } = suite.context.app;
    await makeOrders(db, [{ sur_name: 'Quintana' }, { sur_name: 'Quintero' }, { sur_name: 'Lopez' }]);
    expect(await countMatches(db, query())).toBe(2);
    expect(await countMatches(db, query(), 2000)).toBe(2);
    // Another session holds the table: the count cannot finish, so the budget must end it.
    await db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE orders IN ACCESS EXCLUSIVE MODE`.execute(trx);
      const started = Date.now();
      expect(await countMatches(db, query(), 50)).toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
    });
    expect(await countMatches(db, query(), 2000)).toBe(2);
  });
});
