/**
 * The server side of bench/upload (a child process of run.ts, so its event loop and its memory are
 * measured alone): the real app on an embedded PGlite database in a temporary DATA_DIR (or, with
 * BENCH_DATABASE_URL, in a schema of its own in that PostgreSQL database, dropped at the end), mail to
 * the outbox there, one order and four staff tokens. It reports its RSS and the peak it sampled, its
 * CPU time and its event loop's delay since the last mark.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@earrival/api/app';
import { loadConfig } from '@earrival/api/config';
import pg from 'pg';
import { connectPglite, connectPostgres } from '@earrival/api/platform/db/connection';
import { migrateToLatest } from '@earrival/api/platform/db/migrate';
import { seedAccounts } from '@earrival/api/cli/seed/accounts';
import { orderValues, sessionToken } from '@earrival/api/testing/fixtures';

export type ToServer = 'mark' | 'report' | 'stop';
/** Since the last mark: RSS at the mark and at its peak, and the event loop's delay (ms). */
export interface Report {
  kind: 'report';
  rssStart: number;
  rssPeak: number;
  loop: { p50: number; p99: number; max: number };
  /** CPU time the server process used (user + system), ms. */
  cpuMs: number;
}
export type FromServer =
  { kind: 'ready'; port: number; tokens: string[]; orderId: number; database: string } | Report;

const send = (message: FromServer) => process.send!(message);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const base = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir });
const url = process.env.BENCH_DATABASE_URL;
const schema = `bench_upload_${process.pid}`;
const config = {
  ...base,
  dataDir,
  seedDemo: false,
  mail: { ...base.mail, provider1Url: process.env.BENCH_MAIL_URL, provider2Url: undefined },
  // The mail queue beside the bench's schema: no other process on that database works its jobs.
  jobs: { ...base.jobs, schema: url ? `${schema}_jobs` : base.jobs.schema },
};
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}
if (url) await admin(`CREATE SCHEMA ${schema}; CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
const database = url
  ? connectPostgres(
      `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`,
    )
  : await connectPglite(path.join(dataDir, 'pglite'));
await migrateToLatest(database.db, url ? schema : undefined);
await seedAccounts(database.db);
const { order_id: orderId } = await database.db
  .insertInto('orders')
  .values(orderValues({ process_status: 'Completed' }))
  .returning('order_id')
  .executeTakeFirstOrThrow();
const members = await database.db
  .selectFrom('team_members')
  .select(['id', 'name', 'email', 'type', 'token_version'])
  .orderBy('id')
  .limit(4)
  .execute();
// One token per member: a member may have only 2 uploads in flight, and the bench sends 4 at once.
const tokens: string[] = [];
for (const m of members)
  tokens.push(await sessionToken({ db: database.db, config }, m, { userAgent: 'bench' }));
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });

// How long the event loop was kept from its timers: synchronous work in the server, whatever the
// machine's other load does to the client's timings.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let start = process.memoryUsage.rss();
let peak = start;
let cpu = process.cpuUsage();
setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20).unref();

process.on('message', async (message: ToServer) => {
  if (message === 'mark') {
    start = process.memoryUsage.rss();
    peak = start;
    cpu = process.cpuUsage();
    loop.reset();
  } else if (message === 'report') {
    const ms = (ns: number) => ns / 1e6;
    const used = process.cpuUsage(cpu);
    send({
      cpuMs: (used.user + used.system) / 1000,
      kind: 'report',
      rssStart: start,
      rssPeak: peak,
      loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    });
  } else if (message === 'stop') {
    await app.close();
    await database.close();
    if (url) await admin(`DROP SCHEMA ${schema}, ${schema}_jobs CASCADE`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
send({
  kind: 'ready',
  port: (app.server.address() as { port: number }).port,
  tokens,
  orderId,
  database: database.kind,
});
