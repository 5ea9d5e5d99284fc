import { ConfigError } from './config';
import { prepareStart } from './startup';
import { buildApp } from './app';
import { composedWeb, visitorWeb } from './web/static';

/** Starts the composed app (API + shell + remotes) and the standalone visitor app; only this file listens. */
async function main(): Promise<void> {
  const { config, database, demoPasswordAccounts } = await prepareStart();

  const composed = await buildApp({
    config,
    database,
    web: composedWeb(config.appsRoot, config.remotesJson),
    logger: true,
  });
  const visitor = await buildApp({ config, database, web: visitorWeb(config.appsRoot), logger: true });
  await composed.listen({ port: config.port, host: config.host });
  await visitor.listen({ port: config.visitorPort, host: config.host });

  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  // The demo sign-in is shown only while it works (see the demo-password warning).
  const demo = demoPasswordAccounts.length
    ? `\n  Demo sign-in:          ${demoPasswordAccounts[0]} / demo1234${demoPasswordAccounts.length > 1 ? ` (also ${demoPasswordAccounts.slice(1).join(', ')})` : ''}`
    : '';
  console.log(`
  Back-office (staff):   http://${shown}:${config.port}
  Visitor (customers):   http://${shown}:${config.visitorPort}/track-order/
  API health:            http://${shown}:${config.port}/api/health${demo}
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
  // A configuration mistake is one line that names the variable; anything else keeps its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
