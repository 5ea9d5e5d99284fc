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

/** Inserts the order's currency and category details (an empty list: no statement for it). */
export async function insertOrderDetails(
  db: Kysely<Database>,
  orderId: number,
  currency: readonly NewCurrencyDetail[],
  category: readonly NewCategoryDetail[],
): Promise<void> {
  const ofThisOrder = <T>(rows: readonly T[]) => rows.map((row) => ({ ...row, order_id: orderId }));
  if (currency.length) await db.insertInto('order_currency_details').values(ofThisOrder(currency)).execute();
  if (category.length) await db.insertInto('order_category_details').values(ofThisOrder(category)).execute();
}
