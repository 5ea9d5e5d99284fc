import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export const DEMO_GATEWAYS = ['Stripe', 'PayPal', 'Authorize.Net', 'Checkout.com'];

/** Fills a new embedded database with demo data; does nothing when it already holds data. */
export async function seedDemoIfEmpty(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('payment_gateways').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (existing && Number(existing.n) > 0) return false;
  await db
    .insertInto('payment_gateways')
    .values(DEMO_GATEWAYS.map((gateway_name, index) => ({ gateway_name, is_active: index === 0 })))
    .execute();
  return true;
}
