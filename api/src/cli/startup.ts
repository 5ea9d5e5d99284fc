import { loadConfig, type Config } from '../config';
import { sweepOrphanParts } from '../platform/store/local';
import { createStore } from '../platform/store/plugin';
import { resolveJwtSecret } from '../modules/auth/public';
import { anyMember } from '../modules/team/public';
import { connect, type DatabaseHandle } from '../platform/db/connection';
import { migrateToLatest } from '../platform/db/migrate';
import { seedDemoIfEmpty } from './seed';
import { accountsWithDemoPassword, demoPasswordWarning } from './seed/demoPasswords';
import { logLine } from '../platform/metrics/logLine';

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** How the database is opened (tests hand in theirs); default: DATABASE_URL or PGlite in DATA_DIR. */
  open?: (config: Config) => Promise<DatabaseHandle>;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface Prepared {
  config: Config;
  database: DatabaseHandle;
  /** Accounts that still have the published demo password (the start warned about them). */
  demoPasswordAccounts: string[];
}

/**
 * Everything `npm start` does before it listens: the configuration and its JWT secret (a missing or short
 * one stops here, before the database is touched), migrations, the demo seed when SEED_DEMO allows it,
 * and the warnings. server.ts listens on what this returns; tests call it to start "the default way".
 */
export async function prepareStart({
  env = process.env,
  open = connect,
  log = (message: string) => logLine('info', message),
  warn = (message: string) => logLine('warn', message),
}: StartOptions = {}): Promise<Prepared> {
  const config = resolveJwtSecret(loadConfig(env), env);
  const database = await open(config);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) log(`Database (${database.kind}): applied migrations ${applied.join(', ')}`);
    if (config.seedDemo) {
      // The demo documents go where the app will read them: the configured store.
      const store = createStore(config);
      try {
        if (await seedDemoIfEmpty(database.db, undefined, store)) log('Database: demo data seeded');
      } finally {
        await store.close();
      }
    }
    const demoPasswordAccounts = await accountsWithDemoPassword(database.db);
    const warning = demoPasswordWarning(demoPasswordAccounts);
    if (warning) warn(warning);
    if (!(await anyMember(database.db)))
      warn(
        'No staff accounts yet: create the first Admin with npm run create-admin -- --email you@example.com --name "Your Name" --password <secret>',
      );
    // In the background: a start never waits for the disk walk, and a failure only costs a warning. (An S3
    // store keeps no part files: an unfinished multipart upload is aborted, or expires by the bucket's rule.)
    if (!config.s3)
      sweepOrphanParts(config.dataDir).then(
        (removed) =>
          removed && log(`Uploads: removed ${removed} unfinished upload file(s) left by a stopped server`),
        (error: unknown) => warn(`Uploads: could not sweep unfinished upload files: ${String(error)}`),
      );
    return { config, database, demoPasswordAccounts };
  } catch (error) {
    await database.close();
    throw error;
  }
}
