/**
 * The order detail at a million orders, server side: the detail call (through the real Fastify app, and
 * its one SQL statement alone) for ordinary orders and for one order with a long history, and the time to
 * build each defence pack PDF for that order (through the app, and the PDF generation alone).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/earrival_bench npm run seed -- --orders 1000000   (once)
 *   npm run bench -- detail            (BENCH_DATABASE_URL overrides the database; BENCH_ITERATIONS the samples)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '@earrival/api/platform/db/schema';
import { orderDetailQuery } from '@earrival/api/modules/orders/bench';
import { buildDefencePack } from '@earrival/api/modules/documents/public';
import { loadPackEvidence } from '@earrival/api/modules/documents/public';
import { ms, time, type Timing } from '../api/measure';
import { BENCH_DATABASE_URL, openMillionOrders } from '../api/millionOrders';

const url = BENCH_DATABASE_URL;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const pdfIterations = Math.max(5, Math.round(iterations / 10));

/** What "a long history" means here: a disputed order worked on for months. */
const LONG = { mails: 150, downloads: 400, remarks: 120, events: 300 };
const LONG_REF = 'BENCH-LONG-HISTORY';

/** `count` rows made by `row(i)`, inserted into `table` in one statement. */
async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  count: number,
  row: (i: number) => Insertable<Database[T]>,
): Promise<void> {
  await db
    .insertInto(table)
    .values(Array.from({ length: count }, (_, i) => row(i)))
    .execute();
}

/** One ChargeBack order carrying the long history; made once, found on later runs. */
async function longHistoryOrder(db: Kysely<Database>): Promise<number> {
  const found = await db
    .selectFrom('orders')
    .select('order_id')
    .where('order_number', '=', LONG_REF)
    .executeTakeFirst();
  if (found) return found.order_id;
  const template = await db
    .selectFrom('orders')
    .selectAll()
    .where('process_status', '=', 'Completed')
    .orderBy('order_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { order_id: _id, process_month: _m, search_text: _s, ...values } = template;
  const { order_id: orderId } = await db
    .insertInto('orders')
    .values({ ...values, order_number: LONG_REF, process_status: 'ChargeBack' })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  const start = Date.parse('2026-01-05T10:00:00Z');
  const at = (i: number, step: number) => new Date(start + i * step).toISOString();
  const { id: docId } = await db
    .insertInto('uploaded_documents')
    .values({
      order_id: orderId,
      file1: `${orderId}-card.pdf`,
      customer_name: 'Bench Customer',
      email: template.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertRows(db, 'mail_history', LONG.mails, (i) => ({
    order_id: orderId,
    email: template.email,
    file1: `${orderId}-card.pdf`,
    document_id: docId,
    mail_service_provider: i % 3 ? ('first' as const) : ('second' as const),
    status: i % 10 ? ('sent' as const) : ('failed' as const),
    attempts: i % 10 ? 1 : 5,
    provider_message_id: i % 10 ? `<bench-${i}@mail.example>` : null,
    failure_reason: i % 10 ? null : 'connect ECONNREFUSED 10.0.0.1:587',
    sent_by: 'Bench Staff',
    create_ts: at(i, 3_600_000),
  }));
  await insertRows(db, 'download_history', LONG.downloads, (i) => ({
    order_id: orderId,
    ip: `203.0.${i % 250}.${(i * 7) % 250}`,
    browser: 'Chrome - Apple iPhone - mobile',
    os: 'iOS 18',
    location: 'Madrid, ES',
    file1: `${orderId}-card.pdf`,
    create_ts: at(i, 1_800_000),
  }));
  await insertRows(db, 'remarks', LONG.remarks, (i) => ({
    order_id: orderId,
    remark_name: 'Bench Staff',
    remark: `Follow-up call ${i + 1}: customer says the card was not received; resent and confirmed the address.`,
    telephone: 'Y' as const,
    created_at: at(i, 7_200_000),
  }));
  await insertRows(db, 'order_events', LONG.events, (i) => ({
    order_id: orderId,
    actor_name: 'Bench Staff',
    action: i % 2 ? 'status' : 'assign',
    from_value: i % 2 ? 'Pending' : null,
    to_value: i % 2 ? 'Completed' : 'Bench Staff',
    created_at: at(i, 5_400_000),
  }));
  return orderId;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-detail-'));
  const opened = await openMillionOrders('bench/detail', (c) => ({ ...c, dataDir }));
  if (!opened) return;
  const { db, app, token, count } = opened;
  const longId = await longHistoryOrder(db);
  // Ordinary orders spread over the whole id range (cold and warm pages alike), one per sample.
  const { rows: sample } = await sql<{ order_id: number }>`
    SELECT order_id FROM orders TABLESAMPLE SYSTEM (0.1) WHERE process_status = 'Completed' LIMIT 500`.execute(
    db,
  );
  let next = 0;
  const anyOrder = () => sample[next++ % sample.length]!.order_id;

  const inject = async (method: 'GET' | 'POST', target: string, payload?: object) => {
    const response = await app.inject({ method, url: target, headers: { authorization: token }, payload });
    if (response.statusCode !== 200)
      throw new Error(`${target}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  const detailSql = (id: number) => db.executeQuery(orderDetailQuery(db, id).compile());

  const rows: Array<[string, Timing, number?]> = [];
  const row = (name: string, timing: Timing, target?: number) => {
    rows.push([name, timing, target]);
    console.log(
      `${name.padEnd(52)} ${ms(timing.median)} ${ms(timing.p99)}${target && timing.median > target ? '  MISS' : ''}`,
    );
  };
  const warm = Math.max(10, Math.round(iterations / 10));
  console.log(`bench/detail on ${url} (${Number(count).toLocaleString('en-US')} orders)`);
  console.log(`${'case'.padEnd(52)} ${'median'.padStart(8)} ${'p99'.padStart(8)}  (ms)`);
  row(
    'detail API, ordinary orders (500 sampled)',
    await time(() => inject('GET', `/api/admin/get-orders-details/${anyOrder()}`), iterations, warm),
    10,
  );
  row('detail SQL, ordinary orders', await time(() => detailSql(anyOrder()), iterations, warm));
  row(
    `detail API, long history order ${longId}`,
    await time(() => inject('GET', `/api/admin/get-orders-details/${longId}`), iterations, warm),
    50,
  );
  row('detail SQL, long history order', await time(() => detailSql(longId), iterations, warm));

  const evidence = await loadPackEvidence(db, longId, new Date());
  const bytes = (await inject('GET', `/api/admin/get-orders-details/${longId}`)).rawPayload.length;
  for (const type of [1, 2] as const) {
    let size = 0;
    row(
      `defence pack ${type} API (long history)`,
      await time(
        async () => {
          size = (
            await inject('POST', '/api/admin/get-defence-pack-pdf', {
              orderId: longId,
              defencePackType: type,
            })
          ).rawPayload.length;
        },
        pdfIterations,
        2,
      ),
    );
    row(
      `defence pack ${type} PDF build only`,
      await time(() => buildDefencePack(evidence, type), pdfIterations, 2),
    );
    console.log(`  pack ${type}: ${(size / 1024).toFixed(0)} KB`);
  }
  console.log(
    `long history: ${LONG.mails} mails, ${LONG.downloads} downloads, ${LONG.remarks} comments, ${LONG.events} events; detail JSON ${(bytes / 1024).toFixed(0)} KB`,
  );
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
