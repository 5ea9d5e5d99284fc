/**
 * npm run create-deploy-token -- --app mf-queues [--note "queues CI"]
 * Creates a deploy token that may publish releases of one remote (npm run release). Prints the token alone
 * on its last line: it is shown this once (only its hash is kept). Admins can also create and revoke
 * tokens under Settings -> Deployments.
 */
import path from 'node:path';
import { REMOTE_APPS } from '@earrival/shared/apps';
import { loadConfig } from '../config';
import { connect } from '../platform/db/connection';
import { migrateToLatest } from '../platform/db/migrate';
import { createStore } from '../platform/store/plugin';
import { releaseServices } from '../modules/releases/public';
import { parseArgs } from './args';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const app = args.get('app') ?? '';
  const note = args.get('note') ?? null;
  const folders = REMOTE_APPS.map((remote) => remote.folder);
  if (!folders.includes(app as (typeof folders)[number]))
    throw new Error(
      `--app must be one of: ${folders.join(', ')}.\nUsage: npm run create-deploy-token -- --app mf-queues [--note "queues CI"]`,
    );
  if (note && note.length > 200) throw new Error('--note may be at most 200 characters.');
  const config = loadConfig();
  const database = await connect(config);
  const store = createStore(config);
  try {
    await migrateToLatest(database.db);
    const { tokens } = releaseServices({
      db: database.db,
      store,
      config: config.releases,
      appsRoot: config.appsRoot,
      remotesJson: config.remotesJson,
      secret: config.jwtSecret,
      workDir: path.join(config.dataDir, 'tmp'),
    });
    const created = await tokens.create(app, note, null);
    console.log(`Deploy token #${created.id} for ${created.app}${created.note ? ` (${created.note})` : ''}.`);
    console.log('It is shown this once: keep it in your CI secrets as RELEASE_TOKEN.');
    console.log(created.token);
  } finally {
    await store.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
