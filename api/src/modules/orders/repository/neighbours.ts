import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { ExportQuery as WholeListQuery } from './exportRows';
import {
  filters,
  flip,
  keysetSegments,
  leadingSortColumns,
  listOrders,
  sortValuesColumn,
  type Keyset,
} from './lists';

/** An order's place among a whole list's orders (its folder, filters, search and sort), page aside. */
export interface OrderPlace {
  /** Whether the order is in the list now (a status move may have taken it out). */
  inList: boolean;
  /** The list's orders before it, in the list's order, counted up to the cap + 1. */
  before: number;
  /** More than the cap's orders come before it (before is then the cap). */
  beforeCapped: boolean;
  previous: number | null;
  next: number | null;
}

/**
 * The orders before one are counted exactly up to this many; deeper in a list the place reads "10,000+".
 * Counting walks the list's index from its start, so an uncapped count would cost as much as the order's
 * depth (at a million orders, hundreds of ms for an order near the end) where this stays a few ms.
 */
export const POSITION_COUNT_CAP = 10_000;

/**
 * Where an order sits in a list, from its own sort values: the rows just before and after it are the
 * list's keyset pages of one row from there, so an order moved out of the list still has the neighbours
 * it had (Next goes to the one that followed it). Null when no order has that id.
 */
export async function orderPlace(
  db: Kysely<Database>,
  query: WholeListQuery,
  orderId: number,
  cap = POSITION_COUNT_CAP,
): Promise<OrderPlace | null> {
  const columns = leadingSortColumns(query.folder, query.sort);
  const { rows } = await sql<{ sort_values: Array<string | null>; in_list: boolean }>`
    SELECT ${sql.raw(sortValuesColumn(columns))} AS sort_values,
      EXISTS (SELECT 1 FROM orders WHERE order_id = ${orderId} AND ${filters(query)}) AS in_list
    FROM orders WHERE order_id = ${orderId}`.execute(db);
  const found = rows[0];
  if (!found) return null;
  const from = (direction: Keyset['direction']) => ({
    ...query,
    offset: 0,
    limit: 1,
    keyset: { values: found.sort_values, orderId, direction },
  });
  // Rows beyond the order walking the list backwards are the rows before it.
  const earlier = keysetSegments(columns, flip(query.order), found.sort_values, orderId);
  const [previous, next, counted] = await Promise.all([
    listOrders(db, from('before')),
    listOrders(db, from('after')),
    sql<{ before: number }>`
      SELECT count(*)::integer AS before FROM (
        SELECT 1 FROM orders
        WHERE ${filters(query)} AND (${sql.join(
          earlier.map((condition) => sql`(${condition})`),
          sql` OR `,
        )})
        LIMIT ${cap + 1}
      ) AS earlier`.execute(db),
  ]);
  const before = counted.rows[0]!.before;
  return {
    inList: found.in_list,
    before: Math.min(before, cap),
    beforeCapped: before > cap,
    previous: previous.rows[0]?.order_id ?? null,
    next: next.rows[0]?.order_id ?? null,
  };
}
