import Fastify from 'fastify';
import { connectPglite, type DatabaseHandle } from '../db/connection';
import { databaseKinds, isolatedPostgres, jobsSchemaOf, type DatabaseKind } from '../../testing/harness';
import jobs from '.';

/*
 * Closing the app while a worker's fetch is under way: the job that fetch hands over is worked and
 * completed before the database closes, and no query of the queue runs on a closed database.
 * (pg-boss stops waiting once no job is in a worker's hands, which a fetch in flight is not yet.)
 */

jest.setTimeout(60_000);

async function open(kind: DatabaseKind): Promise<DatabaseHandle & { schema: string }> {
  if (kind === 'pglite') return { ...(await connectPglite(undefined)), schema: 'probe' };
  return isolatedPostgres(process.env.DATABASE_URL!);
}

describe.each(databaseKinds())('the job queue closing on %s', (kind) => {
  it('works the job a fetch in flight hands over, and runs no query after the database closes', async () => {
    const database = await open(kind);
    const afterClose: string[] = [];
    let databaseClosed = false;
    let slowFetch = false;
    let fetchStarted!: () => void;
    const fetching = new Promise<void>((resolve) => (fetchStarted = resolve));
    const watched: DatabaseHandle = {
      ...database,
      executeSql: async (text, values) => {
        if (databaseClosed) afterClose.push(text.trim().slice(0, 60));
        // Widens the window a fetch is in flight, so the close surely lands inside it.
        if (slowFetch && text.includes('SKIP LOCKED')) {
          fetchStarted();
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
        return database.executeSql(text, values);
      },
    };
    const app = Fastify();
    await app.register(jobs, {
      database: watched,
      schema: jobsSchemaOf(database.schema),
      pollingSeconds: 0.5,
      maintenanceSeconds: 60,
      workers: true,
    });
    const worked: string[] = [];
    app.jobs.define('probe', { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 });
    app.jobs.work<{ name: string }>('probe', async (job) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      worked.push(job.data.name);
    });
    await app.ready();
    try {
      await app.jobs.send(database.db, 'probe', { name: 'first' });
      slowFetch = true;
      await fetching;
      await app.close();
      databaseClosed = true;
      // Whatever the queue still had under way would run now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(afterClose).toEqual([]);
      expect(worked).toEqual(['first']);
      const { rows } = await database.executeSql(
        `SELECT state FROM ${jobsSchemaOf(database.schema)}.job WHERE name = 'probe'`,
      );
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
