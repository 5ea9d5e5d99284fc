import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { DETAIL_HISTORY_ROWS } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { prepared } from '../../../platform/db/prepared';
import { MAIL_COLUMNS } from '../../../platform/mailer/history';
import { DOCUMENT_COLUMNS, DOWNLOAD_COLUMNS, EVENT_COLUMNS } from '../schemas/history';
import { countOf, ownTableEvents, REMARK_COLUMNS } from './history';

export interface OrderDetailOptions {
  /**
   * Only the newest `latest` entries of each history (they still come back oldest first); default
   * DETAIL_HISTORY_ROWS, as the detail call answers. null: every entry.
   */
  latest?: number | null;
}

/**
 * The newest `latest` rows of a history sub-select, presented oldest first as the screens number them:
 * `ORDER BY id DESC LIMIT n` walks the (order_id, id) index backwards and stops after n rows, whatever the
 * history's length; the outer select puts those n rows back in ascending order. The limit is a literal so
 * the prepared statement keeps its one parameter.
 */
function newest<EDB, ETB extends keyof EDB, DB, TB extends keyof DB, O>(
  eb: ExpressionBuilder<EDB, ETB>,
  history: SelectQueryBuilder<DB, TB, O>,
  latest: number | null,
): SelectQueryBuilder<DB, TB, O> {
  if (latest === null) return history.orderBy(sql`id`);
  if (!Number.isSafeInteger(latest) || latest < 0) throw new Error(`latest must be a count: ${latest}`);
  const cut = history
    .orderBy(sql`id`, 'desc')
    .limit(sql.lit(latest))
    .as('h');
  // The alias is a table the builder's types cannot name; the row shape is still O.
  const outer = eb.selectFrom(cut as never).selectAll() as unknown as SelectQueryBuilder<DB, TB, O>;
  return outer.orderBy(sql`h.id`);
}

/** The outer query's order, for the correlated sub-selects (a column, not a parameter). */
const ofThisOrder = sql.ref<number>('o.order_id');

/**
 * An order with everything hanging off it, in ONE round trip: the histories come back as JSON arrays
 * from correlated sub-selects, and each history's total from a count sub-select (each served by its
 * (order_id, id) index). With `latest`, a history of 20,000 entries costs about what one of 50 does.
 */
export function orderDetailQuery(db: Kysely<Database>, orderId: number, options: OrderDetailOptions = {}) {
  const { latest = DETAIL_HISTORY_ROWS } = options;
  return db
    .selectFrom('orders as o')
    .selectAll('o')
    .select((eb) => {
      const newestOf = <DB, TB extends keyof DB, O>(history: SelectQueryBuilder<DB, TB, O>) =>
        jsonArrayFrom(newest(eb, history.where(sql<boolean>`order_id = ${ofThisOrder}`), latest));
      return [
        jsonArrayFrom(
          eb
            .selectFrom('order_currency_details as c')
            .select(['c.currency', 'c.amount'])
            .whereRef('c.order_id', '=', 'o.order_id')
            .orderBy('c.id'),
        ).as('currency_details'),
        jsonArrayFrom(
          eb
            .selectFrom('order_category_details as k')
            .select(['k.category', 'k.article', 'k.quantity', 'k.amount'])
            .whereRef('k.order_id', '=', 'o.order_id')
            .orderBy('k.id'),
        ).as('category_details'),
        newestOf(eb.selectFrom('uploaded_documents').select(DOCUMENT_COLUMNS)).as('uploads'),
        newestOf(eb.selectFrom('mail_history').select(MAIL_COLUMNS)).as('mails'),
        newestOf(eb.selectFrom('download_history').select(DOWNLOAD_COLUMNS)).as('downloads'),
        newestOf(eb.selectFrom('remarks').select(REMARK_COLUMNS)).as('remarks'),
        newestOf(eb.selectFrom('order_events').select(EVENT_COLUMNS)).as('events'),
        countOf('remarks', ofThisOrder).as('remarks_total'),
        countOf('mail_history', ofThisOrder).as('mails_total'),
        countOf('download_history', ofThisOrder).as('downloads_total'),
        countOf('uploaded_documents', ofThisOrder).as('uploads_total'),
        countOf('order_events', ofThisOrder).as('events_total'),
        // The events the Activity takes from Email and Download History instead (partial index, migration 014).
        countOf('order_events', ofThisOrder, ownTableEvents).as('own_table_events_total'),
      ];
    })
    .where('o.order_id', '=', orderId);
}

export type OrderDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof orderDetailQuery>['executeTakeFirst']>>
>;

/** The order with the newest entries of each history (undefined: no such order), as a prepared statement. */
export async function latestOrderDetail(
  db: Kysely<Database>,
  orderId: number,
): Promise<OrderDetailRow | undefined> {
  // Its own prepared name: the SQL differs from any full-history variant of the same query.
  const query = prepared(db, 'order-detail-latest', () => orderDetailQuery(db, 0), [orderId]);
  return (await db.executeQuery(query)).rows[0];
}
