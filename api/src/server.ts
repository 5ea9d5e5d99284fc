import { ConfigError } from './config';
import { DataDirOwnedError } from './platform/db/owner';
import { serveOperatorSocket } from './cli/operator/socket';
import { prepareStart } from './cli/startup';
import { buildApp } from './app';
import { composedWeb, visitorWeb } from './modules/web/public';
import { logLine } from './platform/metrics/logLine';

/** The longest a SIGTERM drain may take: the job queue's 20 s plus the close of both servers. */
const DRAIN_SECONDS = 25;

/** Starts the composed app (API + shell + remotes) and the standalone visitor app; only this file listens. */
async function main(): Promise<void> {
  const { config, database, demoPasswordAccounts } = await prepareStart();

  const composed = await buildApp({
    config,
    database,
    web: composedWeb(config.appsRoot),
    logger: true,
  });
  // One set of job workers per process is enough: the visitor app queues mail, the composed app's workers send it.
  const visitor = await buildApp({
    config: { ...config, jobs: { ...config.jobs, workers: false } },
    database,
    web: visitorWeb(config.appsRoot),
    logger: true,
  });
  await composed.listen({ port: config.port, host: config.host });
  await visitor.listen({ port: config.visitorPort, host: config.host });
  // The embedded database's owner runs operator commands (create-admin, create-deploy-token, backup) for
  // CLIs started beside it, on its own connection: they never open a second copy of DATA_DIR.
  const operator = database.ownership
    ? await serveOperatorSocket({ config, database, store: composed.store })
    : undefined;
  if (operator) database.ownership?.announceSocket(operator.path);

  const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  // The demo sign-in is shown only while it works (see the demo-password warning).
  const demo = demoPasswordAccounts.length
    ? `\n  Demo sign-in:          ${demoPasswordAccounts[0]} / demo1234${demoPasswordAccounts.length > 1 ? ` (also ${demoPasswordAccounts.slice(1).join(', ')})` : ''}`
    : '';
  // For a person at a terminal, on standard error: standard output carries JSON log lines only.
  process.stderr.write(`
  Back-office (staff):   http://${shown}:${config.port}
  Visitor (customers):   http://${shown}:${config.visitorPort}/track-order/
  API health:            http://${shown}:${config.port}/api/health${demo}
\n`);
  logLine('info', 'listening', { port: config.port, visitorPort: config.visitorPort, host: config.host });

  // A drain: stop accepting, close the live streams with a retry hint (their browsers reconnect to another
  // process), let in-flight requests and the job in hand finish (the queue waits up to 20 s), then exit 0.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logLine('info', 'draining', { signal });
    const deadline = setTimeout(() => {
      logLine('error', 'drain did not finish in time; exiting', { signal, seconds: DRAIN_SECONDS });
      process.exit(1);
    }, DRAIN_SECONDS * 1000);
    deadline.unref();
    await operator?.close();
    await Promise.allSettled([composed.close(), visitor.close()]);
    await database.close();
    logLine('info', 'stopped', { signal });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // A configuration mistake is one line that names the variable; anything else keeps its stack.
  console.error(error instanceof ConfigError || error instanceof DataDirOwnedError ? error.message : error);
  process.exit(1);
});
