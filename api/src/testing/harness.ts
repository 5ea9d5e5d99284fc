import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../platform/db/connection';
import { migrateToLatest } from '../platform/db/migrate';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Kinds to run each contract suite against: PGlite always, PostgreSQL when DATABASE_URL is set.
 * TEST_DATABASE_KINDS=postgres keeps only that one (CI's PostgreSQL pass, after a full pass on PGlite).
 */
export function databaseKinds(): DatabaseKind[] {
  const kinds = kindsHere();
  const only = process.env.TEST_DATABASE_KINDS?.split(',').filter(Boolean);
  return only?.length ? kinds.filter((kind) => only.includes(kind)) : kinds;
}

/** Every kind this machine can run, whatever TEST_DATABASE_KINDS says: for suites that cross kinds. */
export function kindsHere(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let warned = false;
function warnPostgresSkipped(): void {
  if (warned || process.env.DATABASE_URL) return;
  warned = true;
  console.warn(
    '\n  *** PostgreSQL runs SKIPPED: DATABASE_URL is not set (CI sets it). Only PGlite was tested. ***\n',
  );
}

/**
 * Kysely's migrator reads the catalog of EVERY schema (has_schema_privilege on each name), so a schema
 * another worker drops during that read fails the migration with "schema t_… does not exist". Suites
 * therefore migrate under a shared advisory lock and drop their schema under the exclusive one: any
 * number of migrations run together, and a drop waits until none is reading the catalog.
 */
const SCHEMA_CATALOG_LOCK = 72_040_018;

/** Runs `work` while no suite drops a schema (see SCHEMA_CATALOG_LOCK). */
export async function whileNoSchemaIsDropped<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock_shared($1)', [SCHEMA_CATALOG_LOCK]);
    return await work();
  } finally {
    await lock.end();
  }
}

/** Drops a suite's schema once no migration is reading the catalog (see SCHEMA_CATALOG_LOCK). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [SCHEMA_CATALOG_LOCK]);
    await admin.query(`DROP SCHEMA IF EXISTS ${schema}, ${jobsSchemaOf(schema)} CASCADE`);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL schema of its own per suite (or bench run), so parallel jest workers never see each
 * other's rows; closing the handle drops it.
 */
export async function isolatedPostgres(
  url: string,
  prefix = 't',
): Promise<DatabaseHandle & { schema: string }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    // CREATE EXTENSION races between parallel workers; the loser just retries once the winner is done.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        break;
      } catch (error) {
        if (attempt > 5) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const separator = url.includes('?') ? '&' : '?';
  const scoped = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
  const handle = connectPostgres(scoped);
  return {
    ...handle,
    schema,
    close: async () => {
      await handle.close();
      await dropSchema(url, schema);
    },
  };
}

/** A migrated, empty database and the app on it, through app.inject() with no port. */
/** What a suite sets in the configuration; the job queue's settings one by one (the rest stay the suite's). */
export type ConfigOverrides = Partial<Omit<Config, 'jobs'>> & { jobs?: Partial<Config['jobs']> };

export async function createTestContext(
  kind: DatabaseKind,
  overrides: ConfigOverrides = {},
  web?: (app: FastifyInstance) => Promise<void>,
): Promise<TestContext> {
  warnPostgresSkipped();
  const defaults = loadConfig({ ...process.env, DATABASE_URL: '' });
  const config: Config = {
    ...defaults,
    seedDemo: false,
    // A fresh key per suite, whatever the environment holds: tests never read or write the repo's ./data.
    jwtSecret: randomBytes(32).toString('hex'),
    ...overrides,
    jobs: { ...defaults.jobs, ...overrides.jobs },
  };
  const isolated = kind === 'postgres' ? await isolatedPostgres(process.env.DATABASE_URL!) : undefined;
  const database = isolated ?? (await connectPglite(undefined));
  // The job queue of each suite beside its schema (see jobsSchemaOf); workers poll often and retry soon.
  config.jobs = {
    ...config.jobs,
    schema: jobsSchemaOf(isolated?.schema ?? 'public'),
    pollingSeconds: 0.5,
    ...overrides.jobs,
  };
  config.mailQueue = { ...config.mailQueue, retryDelaySeconds: 1, ...overrides.mailQueue };
  if (isolated)
    await whileNoSchemaIsDropped(process.env.DATABASE_URL!, () =>
      migrateToLatest(database.db, isolated.schema),
    );
  else await migrateToLatest(database.db);
  const app = await buildApp({ config, database, web });
  return { app, database, config };
}

export async function destroyTestContext(context: TestContext | undefined): Promise<void> {
  if (!context) return;
  await context.app.close();
  await context.database.close();
}

/** A suite's job queue schema: beside its own, so dropping the suite drops its jobs too. */
export const jobsSchemaOf = (schema: string) => `${schema}_jobs`;

/**
 * Empties every table (between tests of one suite), and the job queue, so a job a test left cannot send
 * the next test's row that reuses its id. Live events keep their ids counting up: the app's live hub
 * delivers by id.
 */
export async function truncateAll(database: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'live_events')`.execute(
    database.db,
  );
  const { rows: schema } = await sql<{ name: string }>`SELECT current_schema() AS name`.execute(database.db);
  const jobs = jobsSchemaOf(schema[0]!.name);
  const { rows: queue } = await sql<{ found: boolean }>`
    SELECT to_regclass(${`${jobs}.job`}) IS NOT NULL AS found`.execute(database.db);
  if (queue[0]?.found) await sql.raw(`DELETE FROM ${jobs}.job`).execute(database.db);
  await sql`DELETE FROM live_events`.execute(database.db);
  if (!rows.length) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(', ');
  await sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`).execute(database.db);
}

/**
 * The usual contract-test suite: one migrated database per suite (created once, closed at the end),
 * emptied before each test; `eachTest` then prepares what every test needs (accounts, reference rows).
 */
export function useSuiteDatabase(
  kind: DatabaseKind,
  eachTest: (context: TestContext) => void | Promise<void>,
  overrides: ConfigOverrides = {},
  /** The pages the server serves beside the API (modules/web/routes.ts), for suites that test them. */
  web?: (app: FastifyInstance) => Promise<void>,
): void {
  let context: TestContext | undefined;
  // A hang guard: a migrated database and a started app took past 60 s on the 2-core machine with three
  // app builds and a second npm test beside it (2026-12-02, load average about 20).
  beforeAll(async () => {
    context = await createTestContext(kind, overrides, web);
  }, 180_000);
  afterAll(() => destroyTestContext(context));
  beforeEach(async () => {
    await truncateAll(context!.database);
    await eachTest(context!);
  });
}
