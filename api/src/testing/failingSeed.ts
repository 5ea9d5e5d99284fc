/**
 * A seed whose every chunk fails in its worker thread (an impossible clock), run as its own process by
 * seed.test.ts: jest's sandbox does not show a process's unhandled rejections, a plain process does.
 *   node --import tsx api/src/testing/failingSeed.ts <database url>
 * Prints `rejected: <message>` when seedOrders fails as one error, and `unhandled: <reason>` for any
 * rejection nobody handled (one would end a real seed before its indexes and keys come back).
 */
import { connectPostgres } from '../platform/db/connection';
import { migrateToLatest } from '../platform/db/migrate';
import { seedOrders } from '../cli/seed/orders';

const url = process.argv[2]!;
process.on('unhandledRejection', (reason) => console.log(`unhandled: ${String(reason)}`));
const database = connectPostgres(url);
try {
  await migrateToLatest(database.db);
  await seedOrders(database.db, {
    count: 60,
    chunkSize: 10,
    threads: 2,
    staff: [],
    copyUrl: url,
    now: new Date(Number.NaN),
  });
  console.log('seeded');
} catch (error) {
  console.log(`rejected: ${String(error).split('\n')[0]}`);
}
// Time for the other chunks' failures to arrive.
await new Promise((resolve) => setTimeout(resolve, 500));
await database.close();
