/**
 * API latency at a million orders: each call through the real Fastify app (app.inject: routing, token check,
 * validation, queries, serialisation; no network), side by side with the same SQL run directly on the pool.
 *
 *   npm run seed -- --orders 1000000   (with DATABASE_URL=postgres://postgres@127.0.0.1:5432/earrival_bench)
 *   npm run bench -- api                (BENCH_DATABASE_URL overrides the database; BENCH_ITERATIONS the samples)
 */
import type { CompiledQuery } from 'kysely';
import { folderCountsQuery, folderTotalQuery } from '@earrival/api/modules/orders/repository/counts';
import { listQuery, SORT_COLUMNS } from '@earrival/api/modules/orders/repository/lists';
import { orderDetailQuery } from '@earrival/api/modules/orders/repository/detail';
import { nextMonthStart } from '@earrival/api/modules/orders/repository/folders';
import type { FolderName, OrderSortColumn } from '@earrival/shared/types';
import { ms, time, type Timing } from './measure';
import { openMillionOrders } from './millionOrders';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const warmup = Math.max(10, Math.round(iterations / 10));

interface Case {
  name: string;
  target: number;
  api: { method: 'GET' | 'POST'; url: string; payload?: object };
  /** The statements the route runs (token check aside), run in parallel when the route does. */
  sql: CompiledQuery[];
}

async function main(): Promise<void> {
  const opened = await openMillionOrders('bench/api');
  if (!opened) return;
  const { database, db, admin, app, token, count } = opened;
  const nextMonth = nextMonthStart();
  const memberLookup = db
    .selectFrom('team_members')
    .select(['id', 'name', 'email', 'type', 'token_version'])
    .where('id', '=', admin.id)
    .compile();
  const ctx = { nextMonth };

  const cases: Case[] = [];
  const sorts: Array<[OrderSortColumn, 'asc' | 'desc']> = [
    ['order_id', 'desc'],
    ...Object.keys(SORT_COLUMNS).map(
      (s) => [s as OrderSortColumn, 'asc' as const] as [OrderSortColumn, 'asc'],
    ),
  ];
  for (const page of [1, 5000]) {
    for (const [sort, order] of sorts) {
      const limit = 10;
      cases.push({
        name: `list newOrder p${page} ${sort} ${order}`,
        target: 10,
        api: {
          method: 'GET',
          url: `/api/admin/get-orders-list/newOrder?page=${page}&limit=${limit}&delay=1&sort=${sort}&order=${order}`,
        },
        sql: [
          listQuery({ folder: 'newOrder', ctx, sort, order, offset: (page - 1) * limit, limit }).compile(db),
          folderTotalQuery('newOrder', ctx).compile(db),
        ],
      });
    }
  }
  // Other queues, for breadth (not in the brief's list): Future Order and one of its months, a status
  // queue and Order History sorted by text columns, the refund queue.
  const futureMonth = nextMonth.slice(5, 7);
  const others: Array<[string, FolderName, OrderSortColumn, 'asc' | 'desc', number, string | undefined]> = [
    ['list futureOrder p1', 'futureOrder', 'order_id', 'desc', 1, undefined],
    [`list futureOrder month ${futureMonth} p2`, 'futureOrder', 'order_id', 'desc', 2, futureMonth],
    ['list completedOrder p1 name asc', 'completedOrder', 'name', 'asc', 1, undefined],
    ['list allOrder p5000 email asc', 'allOrder', 'email', 'asc', 5000, undefined],
    ['list refundOrder p1 refund_date desc', 'refundOrder', 'refund_date', 'desc', 1, undefined],
  ];
  for (const [name, folder, sort, order, page, processMonth] of others) {
    const month = processMonth ? `&processMonth=${processMonth}` : '';
    cases.push({
      name,
      target: 10,
      api: {
        method: 'GET',
        url: `/api/admin/get-orders-list/${folder}?page=${page}&limit=10&sort=${sort}&order=${order}${month}`,
      },
      sql: [
        listQuery({ folder, ctx, sort, order, offset: (page - 1) * 10, limit: 10, processMonth }).compile(db),
        folderTotalQuery(folder, ctx, processMonth).compile(db),
      ],
    });
  }
  const sample = await db
    .selectFrom('orders')
    .select(['order_id', 'sur_name', 'email', 'phone_number'])
    .where('order_id', '=', 100001 + 777_777)
    .executeTakeFirstOrThrow();
  const searches: Array<[string, string]> = [
    ['order id', String(sample.order_id)],
    ['surname', sample.sur_name.toLowerCase()],
    ['e-mail part', sample.email.split('@')[0]!],
    ['telephone part', sample.phone_number.slice(2, 9)],
    ['rare text', 'zzqx'],
  ];
  for (const folderName of ['newOrder', 'allOrder'] as const) {
    for (const [label, searchVal] of searches) {
      cases.push({
        name: `search ${folderName} ${label} "${searchVal}"`,
        target: 50,
        api: {
          method: 'POST',
          url: '/api/admin/search-order',
          payload: { start: 0, end: 10, searchVal, folderName },
        },
        sql: [
          listQuery({
            folder: folderName,
            ctx,
            sort: 'order_id',
            order: 'desc',
            offset: 0,
            limit: 10,
            search: searchVal,
          }).compile(db),
        ],
      });
    }
  }
  cases.push({
    name: 'get-all-folder-count',
    target: 10,
    // My Orders counts are always the signed-in member's own (members are referenced by id).
    api: { method: 'GET', url: `/api/admin/get-all-folder-count?userName=${encodeURIComponent(admin.name)}` },
    sql: [folderCountsQuery(db, admin.id, nextMonth).compile(db)],
  });
  for (const id of [100_001 + 123_456, 100_001 + 654_321]) {
    cases.push({
      name: `get-orders-details ${id}`,
      target: 10,
      api: { method: 'GET', url: `/api/admin/get-orders-details/${id}` },
      sql: [orderDetailQuery(db, id).compile()],
    });
  }

  console.log(
    `API vs raw SQL on PostgreSQL, ${Number(count).toLocaleString('en-US')} orders, ${iterations} samples each (ms)`,
  );
  const header = `${'call'.padEnd(52)} ${'API med'.padStart(8)} ${'API p99'.padStart(8)} ${'SQL med'.padStart(8)} ${'SQL p99'.padStart(8)} ${'+auth med'.padStart(8)}  ratio  r+auth  target`;
  console.log(header);
  console.log('-'.repeat(header.length));
  const misses: string[] = [];
  for (const c of cases) {
    const apiTime: Timing = await time(
      async () => {
        const response = await app.inject({
          method: c.api.method,
          url: c.api.url,
          headers: { authorization: token },
          ...(c.api.payload ? { payload: c.api.payload } : {}),
        });
        if (response.statusCode !== 200)
          throw new Error(`${c.name}: HTTP ${response.statusCode} ${response.body}`);
      },
      iterations,
      warmup,
    );
    const sqlTime: Timing = await time(
      () => Promise.all(c.sql.map((q) => db.executeQuery(q))),
      iterations,
      warmup,
    );
    // The same plus the token check's member lookup first, as the route does: what remains is framework cost.
    const withAuth: Timing = await time(
      async () => {
        await db.executeQuery(memberLookup);
        await Promise.all(c.sql.map((q) => db.executeQuery(q)));
      },
      iterations,
      warmup,
    );
    const ratio = apiTime.median / sqlTime.median;
    const ok = apiTime.median < c.target && ratio <= 1.5;
    if (!ok) misses.push(c.name);
    console.log(
      `${c.name.slice(0, 52).padEnd(52)} ${ms(apiTime.median)} ${ms(apiTime.p99)} ${ms(sqlTime.median)} ${ms(sqlTime.p99)} ${ms(withAuth.median)}  ${ratio.toFixed(2).padStart(5)}  ${(apiTime.median / withAuth.median).toFixed(2).padStart(5)}  <${c.target}${ok ? '' : '  MISS'}`,
    );
  }
  console.log(
    misses.length
      ? `\nMissed a target (median or 1.5x ratio): ${misses.length} of ${cases.length}`
      : `\nAll ${cases.length} calls within target.`,
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
