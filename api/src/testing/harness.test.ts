import pg from 'pg';
import { dropSchema, isolatedPostgres, whileNoSchemaIsDropped } from './harness';

const url = process.env.DATABASE_URL;
/** harness.ts's SCHEMA_CATALOG_LOCK (not exported there): the lock a drop waits for. */
const SCHEMA_CATALOG_LOCK = 72_040_018;
const onPostgres = url ? describe : describe.skip;

/*
 * Kysely's migrator reads the catalog of every schema; a schema another jest worker dropped during that
 * read failed a CI run with 'schema "t_…" does not exist'. A drop therefore waits for every migration
 * running under whileNoSchemaIsDropped.
 */
onPostgres('test schemas on a shared PostgreSQL server', () => {
  /** Runs one query on a connection of its own. */
  const query = async <Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const sessions = () => query<{ pid: number }>('SELECT pid FROM pg_stat_activity');
  /** The backends waiting for SCHEMA_CATALOG_LOCK (an advisory lock on one bigint: objid holds it). */
  const lockWaiters = async () =>
    (
      await query<{ pid: number }>(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = $1`,
        [SCHEMA_CATALOG_LOCK],
      )
    ).map((row) => row.pid);
  /** Polls until the check holds; the 30 s only guard a hang. */
  const until = async (check: () => Promise<boolean>) => {
    for (const deadline = Date.now() + 30_000; !(await check());) {
      if (Date.now() > deadline) throw new Error('the drop never waited for the lock');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('drops a schema only after the migrations reading the catalog are done', async () => {
    const other = await isolatedPostgres(url!, 'harness');
    const order: string[] = [];
    let finishMigration: () => void = () => {};
    let started: () => void = () => {};
    const migrationStarted = new Promise<void>((resolve) => (started = resolve));
    const migrating = whileNoSchemaIsDropped(url!, async () => {
      order.push('migration started');
      started();
      await new Promise<void>((resolve) => (finishMigration = resolve));
      order.push('migration done');
    });
    // The migration holds its shared lock; then the drop asks for the exclusive one.
    await migrationStarted;
    const before = new Set((await sessions()).map((row) => row.pid));
    const dropping = dropSchema(url!, other.schema).then(() => order.push('schema dropped'));
    // Waits until the drop's own connection (one that was not there before) is waiting for the lock:
    // the moment it would have gone through had it not waited, with no sleep to guess it.
    await until(async () => (await lockWaiters()).some((pid) => !before.has(pid)));
    expect(order).toEqual(['migration started']);
    finishMigration();
    await Promise.all([migrating, dropping]);
    expect(order).toEqual(['migration started', 'migration done', 'schema dropped']);

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rowCount } = await check.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [other.schema]);
    await check.end();
    expect(rowCount).toBe(0);
    await other.close();
  });
});
