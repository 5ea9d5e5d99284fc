import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';
import type { Jobs } from '../../platform/jobs';
import type { ObjectStore } from '../../platform/store/store';
import { MIGRATION_NAMES } from '../../platform/db/migrate';
import { appliedMigrations, migrationCountAndTime } from './repository';
import type { Check, Readiness } from './schemas';

const failed = (error: unknown): Check => ({
  ok: false,
  detail: (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300),
});

/** What the checks look at: the app's database, its job queue and its store (the app itself fits). */
export interface HealthDeps {
  db: Kysely<Database>;
  dbKind: DatabaseHandle['kind'];
  jobs: Pick<Jobs, 'running'>;
  store: Pick<ObjectStore, 'check'>;
}

/** Which database, how many migrations, and its clock. */
export async function health(app: Pick<HealthDeps, 'db' | 'dbKind'>) {
  const row = await migrationCountAndTime(app.db);
  return { database: app.dbKind, migrations: row.migrations, time: new Date(row.time).toISOString() };
}

/** Whether the process can do its work right now, check by check, and the names of those that fail. */
export async function readiness(app: HealthDeps): Promise<{ checks: Readiness; failing: string[] }> {
  const checks: Readiness = {
    database: { ok: false, detail: 'not checked' },
    migrations: { ok: false, detail: 'not checked' },
    store: { ok: false, detail: 'not checked' },
    queue: app.jobs.running()
      ? { ok: true, detail: 'running' }
      : { ok: false, detail: 'the job queue is not running' },
  };
  try {
    const applied = await appliedMigrations(app.db);
    checks.database = { ok: true, detail: app.dbKind };
    const missing = MIGRATION_NAMES.filter((name) => !applied.has(name));
    checks.migrations = missing.length
      ? { ok: false, detail: `not applied: ${missing.join(', ')}` }
      : { ok: true, detail: `${MIGRATION_NAMES.length} applied` };
  } catch (error) {
    checks.database = failed(error);
  }
  try {
    await app.store.check();
    checks.store = { ok: true, detail: 'writable' };
  } catch (error) {
    checks.store = failed(error);
  }
  const failing = Object.entries(checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  return { checks, failing };
}
