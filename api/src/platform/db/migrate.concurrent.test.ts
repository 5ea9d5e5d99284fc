import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATION_LOCK, MIGRATION_NAMES } from './migrate';
import { buildApiForTest, startBuiltServer, type BuiltServer } from '../../testing/builtServer';

jest.setTimeout(180_000);

// Several API processes on one database (a deployment's replicas, restarted together) each migrate at
// start. Only PostgreSQL is shared between processes: without DATABASE_URL the suite is skipped.
const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
if (!url)
  console.warn(
    '\n  *** SKIPPED: two servers migrating one PostgreSQL database at once (DATABASE_URL is not set). ***\n',
  );

onPostgres('two API processes started together on an empty PostgreSQL database (postgres)', () => {
  const name = `earrival_migrate_${randomBytes(5).toString('hex')}`;
  // (Made when the suite runs: a skipped suite's body still runs, without a URL.)
  const databaseUrl = () => Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  let build: ReturnType<typeof buildApiForTest> | undefined;
  const servers: BuiltServer[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    build = buildApiForTest();
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
  });
  afterAll(async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    build?.remove();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('both come up, and each migration is applied once, by one of them', async () => {
    const jwtSecret = randomBytes(32).toString('hex'); // one key for every process, as in production
    const env = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-migrate-'));
      dataDirs.push(dataDir);
      return { DATABASE_URL: databaseUrl(), JWT_SECRET: jwtSecret, DATA_DIR: dataDir };
    };
    const started = await Promise.allSettled([
      startBuiltServer(build!.outdir, env()),
      startBuiltServer(build!.outdir, env()),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'fulfilled' ? 'up' : String(result.reason)))).toEqual([
      'up',
      'up',
    ]);

    for (const server of servers) {
      const response = await fetch(`${server.baseUrl}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        data: { database: 'postgres', migrations: MIGRATION_NAMES.length },
      });
    }
    const inOurs = new pg.Client({ connectionString: databaseUrl() });
    await inOurs.connect();
    try {
      const { rows: applied } = await inOurs.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(applied.map((row) => row.name)).toEqual(MIGRATION_NAMES);
      // The two processes together report every migration exactly once: one applied them, the other waited.
      const reported = servers
        .flatMap(
          (server) => /applied migrations (\w+(?:, \w+)*)/.exec(server.output())?.[1]?.split(', ') ?? [],
        )
        .sort();
      expect(reported).toEqual(MIGRATION_NAMES);
      // And neither still holds the migration lock (a pooled connection would keep it for good).
      const { rows: held } = await inOurs.query(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 0 AND objid = $1 AND objsubid = 1
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [MIGRATION_LOCK],
      );
      expect(held).toEqual([]);
    } finally {
      await inOurs.end();
    }
  });
});
