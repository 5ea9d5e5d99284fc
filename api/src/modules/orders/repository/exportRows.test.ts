import { sql } from 'kysely';
import type { FolderName } from '@earrival/shared/types';
import type { OrderSortColumn } from './lists';
import { databaseKinds } from '../../../testing/harness';
import { makeOrders, useStaffSuite } from '../../../testing/fixtures';
import { SORT_COLUMNS, listOrders } from './lists';
import { nextMonthStart } from './folders';
import { orderBatches } from './exportRows';

// A guard against a hang, not a speed limit: a test here took up to 14.3 s on PGlite on the loaded
// 2-core machine (full run, 2026-12-02); jest's default 5 s leaves no room for a second run beside it.
jest.setTimeout(120_000);

/*
 * The export reads a folder in keyset batches. Whatever the sort (ties, empty values, timestamps with
 * microseconds), the batches together must be exactly the list's rows in the list's order.
 */
describe.each(databaseKinds())('export batches follow the list order on %s', (kind) => {
  const suite = useStaffSuite(kind);
  const ctx = { nextMonth: nextMonthStart() };

  async function fill() {
    const { db } = suite.context.app;
    const names = ['Ana', 'Bea', 'Ana', 'Cruz', 'bea', 'Ana'];
    const ids = await makeOrders(
      db,
      Array.from({ length: 23 }, (_, i) => ({
        first_name: names[i % names.length]!,
        sur_name: i % 4 === 0 ? 'Lopez' : 'Diaz',
        // Every third order shares its e-mail and phone with another (ties broken by order id).
        email: `t${i % 7}@example.org`,
        phone_number: `600${i % 5}`,
        date_of_departure: i % 3 === 0 ? null : `2027-0${(i % 4) + 1}-15`,
        processing_date: i % 5 === 0 ? null : `2026-0${(i % 3) + 1}-0${(i % 7) + 1}`,
        process_status: i % 6 === 0 ? 'Pending' : 'New',
        refund_date: i % 2 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 3))),
      })),
    );
    // Timestamps that differ only in their microseconds, and exact ties.
    await sql`UPDATE orders SET created_at = '2026-03-01 10:00:00.123456+00' WHERE order_id = ANY(${ids.slice(0, 5)})`.execute(
      db,
    );
    await sql`UPDATE orders SET created_at = '2026-03-01 10:00:00.123457+00' WHERE order_id = ANY(${ids.slice(5, 8)})`.execute(
      db,
    );
    return ids;
  }

  const sorts = Object.keys(SORT_COLUMNS) as OrderSortColumn[];
  const folders: FolderName[] = ['allOrder', 'newOrder', 'refundOrder', 'pendingOrder'];

  it('gives the list rows for every sort, both directions, in batches of 4', async () => {
    await fill();
    const { db } = suite.context.app;
    const mismatches: string[] = [];
    for (const folder of folders) {
      for (const sort of sorts) {
        for (const order of ['asc', 'desc'] as const) {
          const listed = await listOrders(db, { folder, ctx, sort, order, offset: 0, limit: 1000 });
          const exported: number[] = [];
          for await (const batch of orderBatches(db, { folder, ctx, sort, order }, 4)) {
            exported.push(...batch.map((row) => row.order_id));
          }
          const expected = listed.rows.map((row) => row.order_id);
          if (JSON.stringify(exported) !== JSON.stringify(expected))
            mismatches.push(`${folder} ${sort} ${order}: ${exported.join(',')} != ${expected.join(',')}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('applies the search and stops reading when the reader stops', async () => {
    const ids = await fill();
    const { db } = suite.context.app;
    const query = { folder: 'allOrder' as const, ctx, sort: 'order_id' as const, order: 'asc' as const };
    const found: number[] = [];
    for await (const batch of orderBatches(db, { ...query, search: 'cruz' }, 2)) {
      found.push(...batch.map((row) => row.order_id));
    }
    expect(found).toEqual(ids.filter((_, i) => i % 6 === 3));

    const batches = orderBatches(db, query, 5);
    expect((await batches.next()).value).toHaveLength(5);
    await batches.return(undefined);
    expect((await batches.next()).done).toBe(true);
  });
});
