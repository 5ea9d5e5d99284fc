import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
// The module's tables, declared into the platform's Database.
import type {} from './tables';

/** Every payment gateway, by id. */
export async function listGateways(db: Kysely<Database>) {
  return db.selectFrom('payment_gateways').selectAll().orderBy('id').execute();
}

/** Locks every gateway row (in id order) and returns their ids. */
export async function lockGatewayIds(trx: Transaction<Database>) {
  return trx
    .selectFrom('payment_gateways')
    .select(['id', 'gateway_name', 'is_active'])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Makes the gateway the only active one and returns its row. */
export async function activateGateway(trx: Transaction<Database>, id: number) {
  await trx
    .updateTable('payment_gateways')
    .set({ is_active: false })
    .where('is_active', '=', true)
    .where('id', '<>', id)
    .execute();
  return trx
    .updateTable('payment_gateways')
    .set({ is_active: true })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
