import { sql } from 'kysely';
import type { OrderSortColumn } from './lists';
import { databaseKinds } from '../../../testing/harness';
import { makeOrders, useStaffSuite } from '../../../testing/fixtures';
import { countMatches, listOrders, type ListQuery } from './lists';
import { nextMonthStart } from './folders';
import { folderPage } from '../service/lists';

const SORTS: OrderSortColumn[] = [
  'order_id',
  'name',
  'email',
  'phone_number',
  'created_at',
  'process_status',
  'date_of_departure',
  'refund_date',
  'processing_date',
  'process_month',
];

/** 23 New orders with equal and NULL sort values mixed in, so ties and NULLs fall across page edges. */
async function makeMixedOrders(db: Parameters<typeof makeOrders>[0]) {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1 + (i % 5), 10, 0, 0, i % 3)).toISOString();
  await makeOrders(
    db,
    Array.from({ length: 23 }, (_, i) => ({
      first_name: ['Ana', 'Luis', 'Marta'][i % 3]!,
      sur_name: ['Lopez', 'Diaz'][i % 2]!,
      email: `p${i % 4}@example.org`,
      phone_number: `55500${i % 6}`,
      date_of_departure: i % 4 === 0 ? null : `2027-02-0${1 + (i % 3)}`,
      refund_date: i % 3 === 0 ? null : at(i),
      processing_date: i % 5 === 0 ? null : `2026-0${1 + (i % 2)}-1${i % 4}`,
      // Timestamps with microseconds: a cursor must keep them, or rows with the same millisecond repeat.
      created_at: sql<Date>`${at(i)}::timestamptz + ${`${i % 2} microseconds`}::interval` as never,
    })),
  );
}

describe.each(databaseKinds())('order list pages on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const base = (sort: OrderSortColumn, order: 'asc' | 'desc', offset = 0, limit = 5): ListQuery => ({
    folder: 'newOrder',
    ctx: { nextMonth: nextMonthStart() },
    sort,
    order,
    offset,
    limit,
  });

  it.each(SORTS.flatMap((s) => [[s, 'asc'] as const, [s, 'desc'] as const]))(
    'by %s %s: Next and Previous by cursor show the same pages as page numbers do',
    async (sort, order) => {
      const { db } = suite.context.app;
      await makeMixedOrders(db);
      const byOffset: number[][] = [];
      for (let page = 0; page < 5; page++)
        byOffset.push((await listOrders(db, base(sort, order, page * 5))).rows.map((r) => r.order_id));
      expect(byOffset.flat()).toHaveLength(23);
      expect(new Set(byOffset.flat()).size).toBe(23);

      // Forward from page 1 by each page's `after` cursor.
      let page = await listOrders(db, base(sort, order));
      const forward = [page.rows.map((r) => r.order_id)];
      for (let i = 1; i < 5; i++) {
        const [values, orderId] = cursorParts(page.cursors!.after);
        page = await listOrders(db, {
          ...base(sort, order),
          keyset: { values, orderId, direction: 'after' },
        });
        forward.push(page.rows.map((r) => r.order_id));
      }
      expect(forward).toEqual(byOffset);

      // And back from the last page by each page's `before` cursor.
      const backward = [forward[4]!];
      for (let i = 3; i >= 0; i--) {
        const [values, orderId] = cursorParts(page.cursors!.before);
        page = await listOrders(db, {
          ...base(sort, order),
          keyset: { values, orderId, direction: 'before' },
        });
        backward.unshift(page.rows.map((r) => r.order_id));
      }
      expect(backward).toEqual(byOffset);
    },
  );

  it('a page in the far half is read from the end in the opposite order: the same rows', async () => {
    const { db } = suite.context.app;
    await makeMixedOrders(db);
    for (const [sort, order] of [
      ['created_at', 'asc'],
      ['refund_date', 'desc'],
      ['name', 'asc'],
    ] as const) {
      for (const offset of [10, 15, 20]) {
        const plain = (await listOrders(db, base(sort, order, offset))).rows.map((r) => r.order_id);
        // mirrorFrom 0: every page by number may be mirrored, as pages past 10,000 rows are.
        const mirrored = await folderPage(db, base(sort, order, offset), undefined, 0);
        expect({ sort, order, offset, ids: mirrored.rows.map((r) => r.order_id) }).toEqual({
          sort,
          order,
          offset,
          ids: plain,
        });
        expect(mirrored.total).toBe(23);
      }
    }
  });

  it('counts search matches exactly up to the cap, then says the count is capped', async () => {
    const { db } = suite.context.app;
    await makeOrders(db, [
      { sur_name: 'Quintana' },
      { sur_name: 'Quintero' },
      { sur_name: 'Quint' },
      { sur_name: 'Lopez' },
    ]);
    const query = { folder: 'allOrder' as const, ctx: { nextMonth: nextMonthStart() }, search: 'quint' };
    expect(await countMatches(db, query)).toEqual({ total: 3, capped: false });
    expect(await countMatches(db, query, 3)).toEqual({ total: 3, capped: false });
    expect(await countMatches(db, query, 2)).toEqual({ total: 2, capped: true });
    expect(await countMatches(db, { ...query, search: 'zzqx' })).toEqual({ total: 0, capped: false });
  });
});

/** A cursor as the browser holds it, taken apart as the route does. */
function cursorParts(cursor: string): [Array<string | null>, number] {
  const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Array<
    string | number | null
  >;
  return [parsed.slice(0, -1) as Array<string | null>, parsed[parsed.length - 1] as number];
}
