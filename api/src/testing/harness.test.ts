import pg from 'pg';
import { dropSchema, isolatedPostgres, whileNoSchemaIsDropped } from './harness';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/*
 * Kysely's migrator reads the catalog of every schema; a schema another jest worker dropped during that
 * read failed a CI run with 'schema "t_…" does not exist'. A drop therefore waits for every migration
 * running under whileNoSchemaIsDropped.
 */
onPostgres('test schemas on a shared PostgreSQL server', () => {
  it('drops a schema only after the migrations reading the catalog are done', async () => {
    const other = await isolatedPostgres(url!, 'harness');
    const order: string[] = [];
    let finishMigration: () => void = () => {};
    const migrating = whileNoSchemaIsDropped(url!, async () => {
      order.push('migration started');
      await new Promise<void>((resolve) => (finishMigration = resolve));
      order.push('migration done');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const dropping = dropSchema(url!, other.schema).then(() => order.push('schema dropped'));
    await new Promise((resolve) => setTimeout(resolve, 300));
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
