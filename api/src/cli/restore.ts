/**
 * npm run restore -- FILE [--force]
 * Restores an archive of npm run backup into the configured database (DATABASE_URL, or the embedded one
 * in DATA_DIR) and document store, which must be empty unless --force (then they are replaced). Refuses an
 * archive from newer code, naming both versions; checks every row count and checksum of the manifest and
 * names any difference. Works across kinds: an embedded backup restores into PostgreSQL, and the reverse.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { resolveJwtSecret, SECRET_FILE } from '../modules/auth/public';
import { connect } from '../platform/db/connection';
import { DataDirOwnedError } from '../platform/db/owner';
import { createStore } from '../platform/store/plugin';
import { restoreBackup } from '../platform/backup/restore';
import { readArgs } from './args';
import { exitOnFailure } from './operator/run';

export async function restore(
  file: string,
  force: boolean,
  print: (line: string) => void = (line) => console.log(line),
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (!file || !fs.existsSync(file))
    throw new Error(
      `${file ? `${file} does not exist.` : 'Name the archive.'}\nUsage: npm run restore -- FILE [--force]`,
    );
  const config = loadConfig(env);
  let database;
  try {
    database = await connect(config);
  } catch (error) {
    if (error instanceof DataDirOwnedError)
      throw new Error(
        `${error.message}\nA restore replaces the database: stop the server first, then restore.`,
      );
    throw error;
  }
  const store = createStore(config);
  const started = performance.now();
  let secret: Buffer | undefined;
  try {
    print(
      `Restoring ${file} into ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'} and the ${store.kind} store ...`,
    );
    const report = await restoreBackup(
      {
        database,
        store,
        jobsSchema: config.jobs.schema,
        force,
        log: print,
        onSecret: (bytes) => (secret = bytes),
        startJobQueue: async () => {
          const app = await buildApp({ config: jobQueueConfig(config, env), database, store });
          await app.ready();
          return () => app.close();
        },
      },
      fs.createReadStream(file),
    );
    placeSecret(config, env, secret, print);
    const { manifest, header } = report;
    print(
      `Restored in ${((performance.now() - started) / 1000).toFixed(1)} s: ${manifest.rows.toLocaleString('en-US')} rows in ` +
        `${Object.keys(manifest.tables).length} tables and ${Object.keys(manifest.objects).length.toLocaleString('en-US')} objects, ` +
        `from a ${header.database} backup of ${header.createdAt} (app ${header.appVersion}, schema ${header.schemaVersion}). ` +
        'Every row count and checksum matches the manifest.',
    );
    if (report.droppedJobs)
      print(`${report.droppedJobs} queued job(s) of queues this code no longer has were left out.`);
  } finally {
    await store.close();
    await database.close();
  }
}

/** The app only installs its job queue here: no workers, and any key will do when none is configured. */
function jobQueueConfig(config: Config, env: NodeJS.ProcessEnv): Config {
  let resolved = config;
  try {
    resolved = resolveJwtSecret(config, { ...env, NODE_ENV: '' });
  } catch {
    // PostgreSQL without JWT_SECRET: the queue needs no key.
  }
  return { ...resolved, jobs: { ...resolved.jobs, workers: false } };
}

/**
 * The embedded default keeps its key in DATA_DIR: the archive's key goes there, so sessions' signatures
 * and the 2FA secrets it encrypted work again. With JWT_SECRET set, that key is used and must be the same.
 */
function placeSecret(
  config: Config,
  env: NodeJS.ProcessEnv,
  secret: Buffer | undefined,
  print: (line: string) => void,
) {
  if (env.JWT_SECRET) {
    if (secret && secret.toString('utf8').trim() !== env.JWT_SECRET)
      print(
        "Note: the archive came with its own key, and JWT_SECRET differs: members with two-factor sign-in will need it reset, unless you use the archive's key (secret/jwt-secret in the archive).",
      );
    return;
  }
  if (!secret) {
    if (!config.databaseUrl)
      print(
        'Note: the archive holds no key (it came from a server with JWT_SECRET): set the same JWT_SECRET for this DATA_DIR, or members with two-factor sign-in will need it reset.',
      );
    return;
  }
  if (config.databaseUrl) {
    print(
      `Note: the archive's key is not used with DATABASE_URL: set JWT_SECRET to it (secret/jwt-secret in the archive) so two-factor sign-in keeps working.`,
    );
    return;
  }
  const file = path.join(config.dataDir, SECRET_FILE);
  fs.writeFileSync(file, secret, { mode: 0o600 });
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('restore')) {
  exitOnFailure(
    (async () => {
      const { flags, positionals } = readArgs(process.argv.slice(2), {
        flags: ['force'],
        usage: 'npm run restore -- FILE [--force]',
      });
      await restore(positionals[0] ?? '', flags.has('force'));
    })(),
  );
}
