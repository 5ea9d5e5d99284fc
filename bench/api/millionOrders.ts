/**
 * What the at-scale benches share: the 1M-order PostgreSQL database (migrated), and the real Fastify app
 * over it with an Admin's token. Resolves to null, after saying how to seed, when the database is smaller.
 */
import { buildApp } from '@earrival/api/app';
import { loadConfig, type Config } from '@earrival/api/config';
import { connectPostgres } from '@earrival/api/platform/db/connection';
import { migrateToLatest } from '@earrival/api/platform/db/migrate';
import { sessionToken } from '@earrival/api/testing/fixtures';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/earrival_bench';

export async function openMillionOrders(bench: string, configure: (config: Config) => Config = (c) => c) {
  const url = BENCH_DATABASE_URL;
  const database = connectPostgres(url);
  const db = database.db;
  await migrateToLatest(db);
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) < 1_000_000) {
    console.log(`${bench} needs >= 1,000,000 orders in ${url}; it has ${count}. Seed first:`);
    console.log(`  DATABASE_URL=${url} npm run seed -- --orders ${1_000_000 - Number(count)}`);
    await database.close();
    return null;
  }
  const admin = await db
    .selectFrom('team_members')
    .selectAll()
    .where('type', '=', 'Admin')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const config = configure({ ...loadConfig({ ...process.env, DATABASE_URL: url }), seedDemo: false });
  const app = await buildApp({ config, database });
  const token = await sessionToken({ db, config }, admin, { userAgent: 'bench' });
  return { database, db, admin, config, app, token, count: Number(count) };
}
