import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { underSessionLock } from '../../platform/db/migrate';
import { DEMO_STAFF_NAMES, seedAccounts, seedGateways } from './accounts';
import { seedOrders } from './orders';
import { writeDemoDocuments } from './documents';
import type { ObjectStore } from '../../platform/store/store';

export { DEMO_ACCOUNTS, DEMO_GATEWAYS, DEMO_PASSWORD, DEMO_STAFF_NAMES } from './accounts';
export { seedOrders } from './orders';

/** Demo orders for a fresh embedded database: enough to fill every queue, status, month and domain. */
export const DEMO_ORDER_COUNT = 2400;

/** The session advisory lock a demo seed holds, so processes starting together seed once. */
export const SEED_LOCK = 72_040_021;

/**
 * Fills a new database with demo data (gateways, one account per role, orders with histories);
 * does nothing when it already holds team members or orders. Under an advisory lock on one connection:
 * API processes that start together on an empty database seed it once (the others then find it full).
 */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  orders = DEMO_ORDER_COUNT,
  /** Where the demo uploads' files go (the app's store); without it the rows exist but their files do not. */
  store?: ObjectStore,
): Promise<boolean> {
  return underSessionLock(db, SEED_LOCK, (connection) => seedIfEmpty(connection, orders, store));
}

async function seedIfEmpty(db: Kysely<Database>, orders: number, store?: ObjectStore): Promise<boolean> {
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
