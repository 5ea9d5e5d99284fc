import { loadConfig } from './config';
import { connect } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';
import { buildApp } from './app';
import { composedWeb, visitorWeb } from './web/static';

/** Starts the composed app (API + shell + remotes) and the standalone visitor app; only this file listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connect(config);
  const applied = await migrateToLatest(database.db);
  if (applied.length) console.log(`Database (${database.kind}): applied migrations ${applied.join(', ')}`);
  if (config.seedDemo && (await seedDemoIfEmpty(database.db, undefined, config.dataDir)))
    console.log('Database: demo data seeded');

  const composed = await buildApp({
    config,
    database,
    web: composedWeb(config.appsRoot, config.remotesJson),
    logger: true,
  });
  const visitor = await buildApp({ config, database, web: visitorWeb(config.appsRoot), logger: true });
  await composed.listen({ port: config.port, host: config.host });
  await visitor.listen({ port: config.visitorPort, host: config.host });

  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`
  Back-office (staff):   http://${shown === '127.0.0.1' ? 'localhost' : shown}:${config.port}
  Visitor (customers):   http://${shown === '127.0.0.1' ? 'localhost' : shown}:${config.visitorPort}/track-order/
  API health:            http://${shown === '127.0.0.1' ? 'localhost' : shown}:${config.port}/api/health
  Demo sign-in:          admin@example.com / demo1234 (also manager@, team@, telecaller@, nightstaff@example.com)
`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await Promise.allSettled([composed.close(), visitor.close()]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
