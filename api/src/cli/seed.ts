/**
 * npm run seed -- --orders N [--seed S] [--chunk 5000] [--rebuild-indexes false]
 * Fills DATABASE_URL (or the embedded database in DATA_DIR) with N generated orders and their histories,
 * after creating the gateways and demo accounts if missing. Prints the time taken. Loading 50,000 or more
 * orders into an empty database drops the secondary indexes first and rebuilds them at the end, and runs
 * with the row triggers of orders and remarks off (the seed writes what they would).
 */
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { connect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { DEMO_STAFF_NAMES, seedOrders } from '../db/seed';
import { seedAccounts, seedGateways } from '../db/seed/accounts';
import { withIndexesRebuiltAfter, withTriggersOffDuring } from '../db/seed/indexes';
import { parseArgs } from './args';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const count = Number(args.get('orders') ?? 2400);
  const chunkSize = Number(args.get('chunk') ?? 5000);
  const seed = Number(args.get('seed') ?? 20251);
  if (!Number.isInteger(count) || count < 0) throw new Error('--orders must be a non-negative integer');
  if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > 20000)
    throw new Error('--chunk must be 1..20000');

  const config = loadConfig();
  // Production gets no published demo accounts (password demo1234) unless asked for in so many words.
  if (config.production && !config.seedDemo)
    throw new Error(
      'NODE_ENV=production: npm run seed creates the demo accounts (password demo1234) and demo orders; set SEED_DEMO=1 to allow it.',
    );
  const database = await connect(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  try {
    await migrateToLatest(database.db);
    await seedGateways(database.db);
    const added = await seedAccounts(database.db);
    if (added) console.log(`Created ${added} demo accounts (password demo1234)`);
    const members = await database.db.selectFrom('team_members').select('name').execute();
    const staff = members.length ? members.map((m) => m.name) : DEMO_STAFF_NAMES;

    // A big load into an empty database builds the indexes once at the end instead of row by row.
    const existing = await database.db.selectFrom('orders').select('order_id').limit(1).execute();
    const rebuild = args.get('rebuild-indexes') !== 'false' && count >= 50_000 && existing.length === 0;
    console.log(
      `Seeding ${count.toLocaleString('en-US')} orders into ${where}${rebuild ? ' (indexes built after the load)' : ''} ...`,
    );
    const started = performance.now();
    let lastReport = started;
    const load = () =>
      seedOrders(database.db, {
        count,
        staff,
        seed,
        chunkSize,
        // PostgreSQL: COPY over the seed's own connections; PGlite: INSERT ... unnest() through its one.
        copyUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
        // Into the emptied, key-less tables of a rebuild: one COPY FREEZE per table (nothing left to VACUUM).
        frozen: rebuild,
        onProgress: (done) => {
          const now = performance.now();
          if (now - lastReport > 5000 || done === count) {
            lastReport = now;
            const rate = Math.round(done / ((now - started) / 1000));
            console.log(`  ${done.toLocaleString('en-US')} orders (${rate.toLocaleString('en-US')}/s)`);
          }
        },
      });
    const maintenance = database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE';
    if (rebuild) {
      // The row triggers too: the seed writes the member ids itself, and the folder counts are rebuilt after.
      const loadWithoutTriggers = async () => {
        const loaded = await withTriggersOffDuring(database.db, load);
        console.log(
          `  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (folder counts rebuilt)`,
        );
        return loaded;
      };
      // Indexes, keys and the loaded tables' VACUUM ANALYZE, side by side (the other tables hold a few rows).
      await withIndexesRebuiltAfter(database.db, loadWithoutTriggers, {
        maintenance,
        onRebuilt: (step, ms) => console.log(`  ${step.table}: ${step.name} in ${(ms / 1000).toFixed(1)} s`),
      });
    } else {
      await load();
      // Fresh statistics for the planner, and (PostgreSQL) a visibility map so offset pages use index-only scans.
      await sql.raw(maintenance).execute(database.db);
    }
    console.log(
      `Done: ${count.toLocaleString('en-US')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(seed time: loading, indexes, keys and ${maintenance})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
