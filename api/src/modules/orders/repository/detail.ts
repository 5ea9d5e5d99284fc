import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { DETAIL_HISTORY_ROWS } from '@earrival/shared/types';
import type { Database } from '../../../platform/db/schema';
import { prepared } from '../../../platform/db/prepared';

export interface OrderDetailOptions {
  /**
   * Only the newest `latest` entries of each history (they still come back oldest first); default
   * DETAIL_HISTORY_ROWS, as the detail call answers. null: every entry.
   */
  latest?: number | null;
}

/** Event actions the Activity takes from their own tables (they carry more than the event log). */
export const ACTIVITY_OWN_TABLE_ACTIONS = ['mail', 'download'] as const;

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

/**
 * Events the Activity takes from their own tables, written as migration 014's partial index is, so the
 * planner counts them from that index. Literals, not parameters, for the same reason.
 */
export const ownTableEvents = sql<boolean>`action IN (${sql.join(ACTIVITY_OWN_TABLE_ACTIONS.map((a) => sql.lit(a)))})`;

/** count(*) of a history as an int (not bigint text), answered from its (order_id, id) index. */
const countAll = sql<number>`count(*)::int`;

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
    .select((eb) => [
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
      jsonArrayFrom(
        newest(
          eb,
          eb
            .selectFrom('uploaded_documents as u')
            .select([
              'u.id',
              'u.file1',
              'u.customer_name',
              'u.email',
              'u.mail_service_provider',
              'u.content_type',
              'u.size_bytes',
              'u.uploaded_by',
              'u.created_at',
            ])
            .whereRef('u.order_id', '=', 'o.order_id'),
          latest,
        ),
      ).as('uploads'),
      jsonArrayFrom(
        newest(
          eb,
          eb
            .selectFrom('mail_history as m')
            .select([
              'm.id',
              'm.order_id',
              'm.email',
              'm.file1',
              'm.mail_service_provider',
              'm.sent_by',
              'm.create_ts',
              'm.kind',
              'm.subject',
              'm.status',
              'm.attempts',
              'm.provider_message_id',
              'm.failure_reason',
            ])
            .whereRef('m.order_id', '=', 'o.order_id'),
          latest,
        ),
      ).as('mails'),
      jsonArrayFrom(
        newest(
          eb,
          eb
            .selectFrom('download_history as d')
            .select([
              'd.id',
              'd.order_id',
              'd.ip',
              'd.timezone',
              'd.browser',
              'd.device',
              'd.device_type',
              'd.os',
              'd.location',
              'd.file1',
              'd.create_ts',
              'd.times',
              'd.last_ts',
            ])
            .whereRef('d.order_id', '=', 'o.order_id'),
          latest,
        ),
      ).as('downloads'),
      jsonArrayFrom(
        newest(
          eb,
          eb.selectFrom('remarks as r').selectAll('r').whereRef('r.order_id', '=', 'o.order_id'),
          latest,
        ),
      ).as('remarks'),
      jsonArrayFrom(
        newest(
          eb,
          eb
            .selectFrom('order_events as e')
            .select([
              'e.id',
              'e.actor_name',
              'e.action',
              'e.from_value',
              'e.to_value',
              'e.detail',
              'e.created_at',
            ])
            .whereRef('e.order_id', '=', 'o.order_id'),
          latest,
        ),
      ).as('events'),
      eb
        .selectFrom('remarks as rc')
        .select(countAll.as('n'))
        .whereRef('rc.order_id', '=', 'o.order_id')
        .as('remarks_total'),
      eb
        .selectFrom('mail_history as mc')
        .select(countAll.as('n'))
        .whereRef('mc.order_id', '=', 'o.order_id')
        .as('mails_total'),
      eb
        .selectFrom('download_history as dc')
        .select(countAll.as('n'))
        .whereRef('dc.order_id', '=', 'o.order_id')
        .as('downloads_total'),
      eb
        .selectFrom('uploaded_documents as uc')
        .select(countAll.as('n'))
        .whereRef('uc.order_id', '=', 'o.order_id')
        .as('uploads_total'),
      eb
        .selectFrom('order_events as ec')
        .select(countAll.as('n'))
        .whereRef('ec.order_id', '=', 'o.order_id')
        .as('events_total'),
      // The events the Activity takes from Email and Download History instead (partial index, migration 014).
      eb
        .selectFrom('order_events as ac')
        .select(countAll.as('n'))
        .whereRef('ac.order_id', '=', 'o.order_id')
        .where(ownTableEvents)
        .as('own_table_events_total'),
    ])
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
