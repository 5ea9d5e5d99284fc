/**
 * Makes a seeded database look like a running installation's, for bench/backup/run.ts (a child process;
 * DATABASE_URL, DATA_DIR and JWT_SECRET from the environment):
 *   - the app is built once (no workers): its start installs the job queue's schema (pg-boss), so both the
 *     backup and pg_dump carry it, and our restore starts the queue as it would for a real archive;
 *   - every seeded upload gets its document in the app's store (the local one in DATA_DIR) through the demo
 *     start's own writeDemoDocuments (a one-page PDF at docs/<orderId>/<file1>, the row's size_bytes set);
 *   - uploaded_documents, whose sizes were just updated, is vacuumed and analyzed again.
 * BENCH_BACKUP_DOCUMENTS=0: no documents (the store stays empty). Prints one JSON line: { documents }.
 */
import { sql } from 'kysely';
import { buildApp } from '@earrival/api/app';
import { loadConfig } from '@earrival/api/config';
import { connectPostgres } from '@earrival/api/platform/db/connection';
import { writeDemoDocuments } from '@earrival/api/cli/seed/documents';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('prepare.ts needs DATABASE_URL');
const database = connectPostgres(config.databaseUrl);
const app = await buildApp({ config: { ...config, jobs: { ...config.jobs, workers: false } }, database });
await app.ready();
try {
  // The demo start's own writer: each seeded upload's document in the store, and its row's size.
  const documents =
    process.env.BENCH_BACKUP_DOCUMENTS === '0' ? 0 : await writeDemoDocuments(database.db, app.store);
  await sql`VACUUM ANALYZE uploaded_documents`.execute(database.db);
  console.log(JSON.stringify({ documents }));
} finally {
  await app.close();
  await database.close();
}
process.exit(0);
