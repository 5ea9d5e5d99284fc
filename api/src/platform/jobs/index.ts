import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import type { DatabaseHandle } from '../db/connection';

/** How a queue retries: the tries after the first, the first delay (doubling each time) and the deadline of one try. */
export interface QueuePolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
}

export interface JobInfo<T> {
  id: string;
  data: T;
  /** Tries before this one. */
  retryCount: number;
  retryLimit: number;
}

export interface Jobs {
  /** Declares a queue (idempotent); call while the app registers, before send/work. */
  define(queue: string, policy: QueuePolicy): void;
  /**
   * Enqueues a job in the caller's transaction: the job exists exactly when the row that needs it does.
   */
  send(trx: Kysely<Database>, queue: string, data: object): Promise<void>;
  /** Runs `handler` for each job of the queue in this process, once the app is ready. Throwing retries. */
  work<T extends object>(queue: string, handler: (job: JobInfo<T>) => Promise<void>): void;
  /** Jobs waiting or retrying (for metrics and readiness). */
  depth(queue: string): Promise<number>;
  /** The queue runs: started and not stopping. */
  running(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  database: DatabaseHandle;
  /** Where pg-boss keeps its tables ('pgboss'; tests give each suite its own). */
  schema: string;
  /** How often a worker looks for new jobs, and how often expired tries are failed (for retry). */
  pollingSeconds: number;
  maintenanceSeconds: number;
  /** Whether this process works the queues (every API process does by default). */
  workers: boolean;
}

/** SQLSTATEs of two processes installing pg-boss's schema at once: duplicate key, schema, table; deadlock. */
const INSTALL_RACE = new Set(['23505', '42P06', '42P07', '40P01']);

const isInstallRace = (error: unknown) => INSTALL_RACE.has((error as { code?: string }).code ?? '');

/** Runs `step` again (a few times, briefly apart) when it lost a race with another starting process. */
async function retryRace<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 5 || !isInstallRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * Waits until nothing is in flight, or the deadline. A settled handler starts its job's completion in a
 * later turn, so the set is read again after the turn's callbacks have run, until it stays empty.
 */
async function settle(inFlight: Set<Promise<unknown>>, deadline: number): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const left = deadline - Date.now();
    if (!inFlight.size || left <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...inFlight]),
      new Promise((resolve) => (timer = setTimeout(resolve, left))),
    ]);
    clearTimeout(timer);
  }
}

/** Runs pg-boss's SQL in a Kysely transaction, so a job commits or rolls back with the caller's rows. */
const inTransaction = (trx: Kysely<Database>) => ({
  executeSql: async (text: string, values?: unknown[]) => {
    const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: result.rows };
  },
});

/**
 * The durable job queue: pg-boss over the app's own database (PostgreSQL, or PGlite through the same one
 * connection), so jobs survive restarts and any process may work any job. Registered once in the app.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance, options: JobsOptions) {
    // pg-boss's own work still in flight: its queries and our handlers. boss.stop() waits only for the
    // jobs a worker holds, yet it completes a job without awaiting the query, and a fetch under way when
    // it stops still hands its job to the handler; closing the database before these settle failed them.
    const inFlight = new Set<Promise<unknown>>();
    const track = <T>(work: Promise<T>): Promise<T> => {
      inFlight.add(work);
      void work.then(
        () => inFlight.delete(work),
        () => inFlight.delete(work),
      );
      return work;
    };
    const newBoss = () =>
      new PgBoss({
        db: { executeSql: (text, values) => track(options.database.executeSql(text, values)) },
        schema: options.schema,
        supervise: true,
        schedule: false,
        maintenanceIntervalSeconds: options.maintenanceSeconds,
      });
    let boss = newBoss();
    const queues = new Map<string, QueuePolicy>();
    const handlers = new Map<string, (job: JobInfo<object>) => Promise<void>>();
    let started = false;
    let stopping = false;
    const onError = (error: unknown) => app.log.error({ err: error }, 'job queue error');
    boss.on('error', onError);

    const jobs: Jobs = {
      define: (queue, policy) => void queues.set(queue, policy),
      async send(trx, queue, data) {
        const policy = queues.get(queue);
        if (!policy) throw new Error(`Unknown job queue ${queue}`);
        await boss.send(queue, data, {
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: policy.expireInSeconds,
          db: inTransaction(trx),
        } as PgBoss.SendOptions);
      },
      work: (queue, handler) => void handlers.set(queue, handler as (job: JobInfo<object>) => Promise<void>),
      async depth(queue) {
        if (!started) return 0;
        return boss.getQueueSize(queue);
      },
      running: () => started && !stopping,
    };
    app.decorate('jobs', jobs);

    app.addHook('onReady', async () => {
      // Processes starting together on an empty database race to create pg-boss's schema; the loser's
      // transaction rolls back whole (duplicate key or deadlock), and a fresh instance then finds it made.
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.start();
          break;
        } catch (error) {
          if (attempt >= 5 || !isInstallRace(error)) throw error;
          boss.off('error', onError);
          boss = newBoss();
          boss.on('error', onError);
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
      for (const [queue, policy] of queues)
        await retryRace(() =>
          boss.createQueue(queue, {
            name: queue,
            retryLimit: policy.retryLimit,
            retryDelay: policy.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: policy.expireInSeconds,
          }),
        );
      started = true;
      if (!options.workers) return;
      for (const [queue, handler] of handlers)
        await boss.work(
          queue,
          { batchSize: 1, pollingIntervalSeconds: options.pollingSeconds, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            await track(
              handler({
                id: job.id,
                data: job.data as object,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              }),
            );
          },
        );
    });
    // Finishes the jobs in hand (up to 20 s) before the database closes.
    app.addHook('onClose', async () => {
      if (!started) return;
      stopping = true;
      // Waits for the handlers in hand; a try still running after 20 s is failed, so it is retried later.
      const deadline = Date.now() + 20_000;
      await boss.stop({ graceful: true, timeout: 20_000, close: false, wait: true });
      await settle(inFlight, deadline);
    });
  },
  { name: 'jobs' },
);
