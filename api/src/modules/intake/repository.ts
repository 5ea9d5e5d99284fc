import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

type NewOrder = Insertable<Database['orders']>;
type NewCurrencyDetail = Omit<Insertable<Database['order_currency_details']>, 'order_id'>;
type NewCategoryDetail = Omit<Insertable<Database['order_category_details']>, 'order_id'>;

/** Inserts the order unless its order_number exists already; returns its ids, or undefined then. */
export async function insertOrderOnce(db: Kysely<Database>, order: NewOrder) {
  return db
    .insertInto('orders')
    .values(order)
    .onConflict((oc) => oc.column('order_number').doNothing())
    .returning(['order_id', 'order_number'])
    .executeTakeFirst();
}

/** The ids of the order with this order_number (which must exist). */
export async function orderByNumber(db: Kysely<Database>, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'order_number'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
}

/** Inserts the order's currency details (none: no statement). */
export async function insertCurrencyDetails(
  db: Kysely<Database>,
  orderId: number,
  details: readonly NewCurrencyDetail[],
): Promise<void> {
  if (!details.length) return;
  await db
    .insertInto('order_currency_details')
    .values(details.map((c) => ({ ...c, order_id: orderId })))
    .execute();
}

/** Inserts the order's category details (none: no statement). */
export async function insertCategoryDetails(
  db: Kysely<Database>,
  orderId: number,
  details: readonly NewCategoryDetail[],
): Promise<void> {
  if (!details.length) return;
  await db
    .insertInto('order_category_details')
    .values(details.map((c) => ({ ...c, order_id: orderId })))
    .execute();
}
