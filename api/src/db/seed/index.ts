import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DEMO_STAFF_NAMES, seedAccounts, seedGateways } from './accounts';
import { seedOrders } from './orders';
import { writeDemoDocuments } from './documents';
import type { ObjectStore } from '../../platform/store/store';

export { DEMO_ACCOUNTS, DEMO_GATEWAYS, DEMO_PASSWORD, DEMO_STAFF_NAMES } from './accounts';
export { seedOrders } from './orders';

/** Demo orders for a fresh embedded database: enough to fill every queue, status, month and domain. */
export const DEMO_ORDER_COUNT = 2400;

/**
 * Fills a new database with demo data (gateways, one account per role, orders with histories);
 * does nothing when it already holds team members or orders.
 */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  orders = DEMO_ORDER_COUNT,
  /** Where the demo uploads' files go (the app's store); without it the rows exist but their files do not. */
  store?: ObjectStore,
): Promise<boolean> {
  const counts = await db
    .selectFrom('team_members')
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n')).as('orders'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(counts.members) > 0 || Number(counts.orders) > 0) return false;
  await seedGateways(db);
  await seedAccounts(db);
  await seedOrders(db, { count: orders, staff: DEMO_STAFF_NAMES });
  if (store) await writeDemoDocuments(db, store);
  return true;
}
