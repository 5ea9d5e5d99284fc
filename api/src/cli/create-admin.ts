/**
 * npm run create-admin -- --email x --name y --password z [--type Admin]
 * Creates an account (the first one of a new database): on DATABASE_URL, or on the embedded database in
 * DATA_DIR, through the running server when one owns it (operator/run.ts).
 */
import { readArgs } from './args';
import { exitOnFailure, runOperatorCommand } from './operator/run';

exitOnFailure(
  (async () => {
    const { values } = readArgs(process.argv.slice(2), {
      options: ['email', 'name', 'password', 'type'],
      usage: 'npm run create-admin -- --email x --name y --password z [--type Admin]',
    });
    await runOperatorCommand('create-admin', values);
  })(),
);
