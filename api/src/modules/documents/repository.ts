import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';

/** The order fields the document and mail calls read; an unknown order is a 404 with the spec's wording. */
export async function requireMailOrder(db: Kysely<Database>, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['order_id', 'first_name', 'sur_name', 'email', 'process_status'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound(`Order not found: ${orderId}`);
  return order;
}
