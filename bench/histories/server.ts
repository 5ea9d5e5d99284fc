/**
 * The server side of bench/histories (a child process of run.ts, so its event loop is measured alone):
 * the real app listening on a port, over an embedded PGlite database (or, with DATABASE_URL, a schema of
 * its own in that PostgreSQL, dropped at the end), with one ChargeBack order carrying 20,000 comments
 * (and their events) and 20,000 downloads, made with bulk SQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '@earrival/api/app';
import { loadConfig } from '@earrival/api/config';
import { connectPglite, type DatabaseHandle } from '@earrival/api/platform/db/connection';
import { isolatedPostgres, jobsSchemaOf } from '@earrival/api/testing/harness';
import { migrateToLatest } from '@earrival/api/platform/db/migrate';
import type { Database } from '@earrival/api/platform/db/schema';
import { seedAccounts } from '@earrival/api/cli/seed/accounts';
import { startSession } from '@earrival/api/modules/auth/public';
import { orderValues } from '@earrival/api/testing/fixtures';
import { orderDetailQuery, toOrderDetail } from '@earrival/api/modules/orders/bench';

const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 20_000);
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 20_000);
const MAILS = 40;

export type ToServer = 'mark' | 'report' | 'stop';
/** Since the last mark: how long the event loop was kept from its timers (ms). */
export interface Report {
  kind: 'report';
  loop: { p50: number; p99: number; max: number };
}
export interface Ready {
  kind: 'ready';
  port: number;
  token: string;
  orderId: number;
  database: string;
  comments: number;
  downloads: number;
  seedMs: number;
  /** The detail as it was before the cut (every entry of every history): size and time, once. */
  whole: { bytes: number; ms: number } | null;
}
export type FromServer = Ready | Report;

const send = (message: FromServer) => process.send!(message);

async function openDatabase(): Promise<DatabaseHandle & { schema?: string; label: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...(await connectPglite(undefined)), label: 'PGlite (embedded, in memory)' };
  const handle = await isolatedPostgres(url, 'bench_histories');
  return {
    ...handle,
    label: `PostgreSQL (${new URL(url).host}${new URL(url).pathname}, schema ${handle.schema})`,
  };
}

/** The long order: comments one a minute with their events, downloads every 70 s, a few mails, one upload. */
async function makeLongOrder(db: Kysely<Database>): Promise<number> {
  const { order_id: id } = await db
    .insertInto('orders')
    .values(orderValues({ process_status: 'ChargeBack', amount_paid: 59.99, currency: 'USD' }))
    .returning('order_id')
    .executeTakeFirstOrThrow();
  const at = (step: string) => sql.raw(`timestamptz '2026-01-01T00:00:00Z' + g * interval '${step}'`);
  await sql`
    INSERT INTO uploaded_documents (order_id, file1, customer_name, email, created_at)
    VALUES (${id}, ${`${id}-card.pdf`}, 'Ana Lopez', 'ana@example.org', timestamptz '2026-01-01T00:00:00Z')`.execute(
    db,
  );
  await sql`
    INSERT INTO remarks (order_id, remark_name, remark, telephone, created_at)
    SELECT ${id}, 'Bench Staff',
      'Follow-up call ' || g || ': the customer says the card was not received; resent and confirmed the address.',
      'Y', ${at('1 minute')}
    FROM generate_series(1, ${COMMENTS}) g`.execute(db);
  // The event log in time order, as the server writes it: one event per comment and per mail.
  await sql`
    INSERT INTO order_events (order_id, actor_name, action, from_value, to_value, detail, created_at)
    SELECT ${id}, 'Bench Staff', action, from_value, to_value, detail, created_at FROM (
      SELECT 'comment' AS action, NULL AS from_value, NULL AS to_value,
        'Follow-up call ' || g || ': the customer says the card was not received' AS detail,
        ${at('1 minute')} AS created_at
      FROM generate_series(1, ${COMMENTS}) g
      UNION ALL
      SELECT 'mail', 'document', 'first:sent', 'to ana@example.org', ${at('7 hours')}
      FROM generate_series(1, ${MAILS}) g
    ) log ORDER BY created_at, action`.execute(db);
  await sql`
    INSERT INTO mail_history (order_id, email, file1, sent_by, status, attempts, provider_message_id, create_ts)
    SELECT ${id}, 'ana@example.org', ${`${id}-card.pdf`}, 'Bench Staff', 'sent', 1,
      '<bench-' || g || '@mail.example>', ${at('7 hours')}
    FROM generate_series(1, ${MAILS}) g`.execute(db);
  await sql`
    INSERT INTO download_history (order_id, ip, browser, device, device_type, os, location, file1, times,
      create_ts, last_ts)
    SELECT ${id}, '203.0.' || (g % 250) || '.' || (g * 7 % 250), 'Chrome 131', 'Apple iPhone', 'mobile',
      'iOS 18', 'Madrid, ES', ${`${id}-card.pdf`}, 1 + g % 3, ${at('70 seconds')},
      ${at('70 seconds')} + interval '4 minutes'
    FROM generate_series(1, ${DOWNLOADS}) g`.execute(db);
  // Fresh statistics and visibility map, as autovacuum would leave them on a live database.
  await sql`VACUUM ANALYZE`.execute(db);
  return id;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-histories-'));
const base = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir });
const database = await openDatabase();
// The job queue beside the bench's schema, so closing the database drops it too.
const config = {
  ...base,
  dataDir,
  seedDemo: false,
  jobs: { ...base.jobs, schema: database.schema ? jobsSchemaOf(database.schema) : base.jobs.schema },
};
await migrateToLatest(database.db, database.schema);
await seedAccounts(database.db);
const seedStarted = performance.now();
const orderId = await makeLongOrder(database.db);
const seedMs = performance.now() - seedStarted;

let whole: Ready['whole'] = null;
if (process.env.BENCH_WHOLE !== '0') {
  const started = performance.now();
  const row = await orderDetailQuery(database.db, orderId, { latest: null }).executeTakeFirstOrThrow();
  const bytes = Buffer.byteLength(
    JSON.stringify({ status: 1, message: 'OK', data: toOrderDetail(row, config.mail, null) }),
  );
  whole = { bytes, ms: performance.now() - started };
}

const admin = await database.db
  .selectFrom('team_members')
  .select(['id', 'name', 'email', 'type', 'token_version'])
  .where('type', '=', 'Admin')
  .executeTakeFirstOrThrow();
// A token with its session row, as a sign-in opens it (a token without one is refused).
const { token } = await startSession(
  database.db,
  config.jwtSecret,
  3600,
  { id: admin.id, name: admin.name, email: admin.email, type: admin.type },
  admin.token_version,
  { ip: '127.0.0.1', userAgent: 'bench' },
);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.on('message', async (message: ToServer) => {
  if (message === 'mark') {
    loop.reset();
  } else if (message === 'report') {
    const ms = (ns: number) => ns / 1e6;
    send({
      kind: 'report',
      loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    });
  } else if (message === 'stop') {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
send({
  kind: 'ready',
  port: (app.server.address() as { port: number }).port,
  token,
  orderId,
  database: database.label,
  comments: COMMENTS,
  downloads: DOWNLOADS,
  seedMs,
  whole,
});
