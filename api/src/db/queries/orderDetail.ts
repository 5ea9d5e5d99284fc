import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../schema';

/**
 * An order with everything hanging off it, in ONE round trip: the histories come back as JSON arrays
 * from correlated sub-selects (each served by its (order_id, id) index).
 */
export function orderDetailQuery(db: Kysely<Database>, orderId: number) {
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
          .whereRef('u.order_id', '=', 'o.order_id')
          .orderBy('u.id'),
      ).as('uploads'),
      jsonArrayFrom(
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
            'm.outcome',
            'm.provider_message_id',
            'm.failure_reason',
          ])
          .whereRef('m.order_id', '=', 'o.order_id')
          .orderBy('m.id'),
      ).as('mails'),
      jsonArrayFrom(
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
          ])
          .whereRef('d.order_id', '=', 'o.order_id')
          .orderBy('d.id'),
      ).as('downloads'),
      jsonArrayFrom(
        eb
          .selectFrom('remarks as r')
          .selectAll('r')
          .whereRef('r.order_id', '=', 'o.order_id')
          .orderBy('r.id'),
      ).as('remarks'),
      jsonArrayFrom(
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
          .whereRef('e.order_id', '=', 'o.order_id')
          .orderBy('e.id'),
      ).as('events'),
    ])
    .where('o.order_id', '=', orderId);
}

export type OrderDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof orderDetailQuery>['executeTakeFirst']>>
>;
