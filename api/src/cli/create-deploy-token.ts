/**
 * npm run create-deploy-token -- --app mf-queues [--note "queues CI"]
 * Creates a deploy token that may publish releases of one remote (npm run release). Prints the token alone
 * on its last line: it is shown this once (only its hash is kept). Admins can also create and revoke
 * tokens under Settings -> Deployments. Beside a running server on the embedded database, it goes through
 * that server (operator/run.ts), so the token is the server's.
 */
import { readArgs } from './args';
import { exitOnFailure, runOperatorCommand } from './operator/run';

exitOnFailure(
  (async () => {
    const { values } = readArgs(process.argv.slice(2), {
      options: ['app', 'note'],
      usage: 'npm run create-deploy-token -- --app mf-queues [--note "queues CI"]',
    });
    await runOperatorCommand('create-deploy-token', values);
  })(),
);
