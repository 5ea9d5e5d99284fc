/**
 * npm run create-admin -- --email x --name y --password z [--type Admin]
 * Creates an account (the first one of a new database): on DATABASE_URL, or on the embedded database in
 * DATA_DIR, through the running server when one owns it (operator/run.ts).
 */
import { parseArgs } from './args';
import { exitOnFailure, runOperatorCommand } from './operator/run';

exitOnFailure(runOperatorCommand('create-admin', Object.fromEntries(parseArgs(process.argv.slice(2)))));
