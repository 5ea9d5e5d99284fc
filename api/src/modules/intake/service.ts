import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { recordEvents } from '../orders/public';
import { invalid } from '../../platform/errors';
import { insertOrderDetails, insertOrderOnce, orderByNumber } from './repository';
import type { IntakeOrder } from './schemas';
import { customerLanguageOf } from '@earrival/shared/languages';

/**
 * Takes an order from the application site, once per order_number: a retry answers the order already
 * received (created: false) and never makes a second one. A new order is written with its details and its
 * 'created' event in one transaction.
 */
export async function receiveOrder(db: Kysely<Database>, body: IntakeOrder) {
  const { currency_details = [], category_details = [], language: tag, ...order } = body;
  const language = customerLanguageOf(tag);
  if (order.email.trim().toLowerCase() !== order.confirm_email.trim().toLowerCase()) {
    throw invalid('email and confirm_email differ.');
  }
  if (order.date_of_birth > order.date_of_arrival) throw invalid('date_of_birth is after date_of_arrival.');
  return db.transaction().execute(async (trx) => {
    const inserted = await insertOrderOnce(trx, {
      ...order,
      order_number: order.order_number.trim(),
      ...(language ? { language, language_source: 'intake' } : {}),
    });
    if (!inserted) {
      const existing = await orderByNumber(trx, order.order_number.trim());
      return { ...existing, created: false };
    }
    const order_id = inserted.order_id;
    await insertOrderDetails(trx, order_id, currency_details, category_details);
    await recordEvents(trx, null, [
      { order_id, action: 'created', to_value: 'New', detail: `intake from ${order.landing_domain}` },
    ]);
    return { ...inserted, created: true };
  });
}
